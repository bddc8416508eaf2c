"""The rules: which moves are legal, which are useful, when the game is over, and the
checked ways to play (`move`, `play`, `deal_reserve`, `undo`).

`Engine` is what notation, saves and the solver work with; the facade users get,
scorpion.games.scorpion.game.Game, adds reading and writing, saving and hints on top.
"""

from __future__ import annotations

from scorpion import arguments
from scorpion.cards import Card, Rank, Suit, standard_deck
from scorpion.errors import ArgumentError, IllegalMove, Refusal
from scorpion.games.scorpion.checks import as_card
from scorpion.games.scorpion.mechanics import Mechanics
from scorpion.games.scorpion.moves import Action, Move, MoveKind
from scorpion.games.scorpion.rules import (
    BuildRule,
    EmptyColumnRule,
    EndRule,
    ReserveRule,
    ReserveTiming,
    SuiteRule,
)
from scorpion.games.scorpion.state import RESERVE, is_complete
from scorpion.i18n import N_


class Engine(Mechanics):
    """A game of Scorpion under one rule set, played by its rules."""

    # ---- the end ------------------------------------------------------------------
    @property
    def is_blocked(self) -> bool:
        """No legal move remains and the reserve is spent (whole-column moves aside)."""
        return not self.reserve_to_deal and not self.legal_moves()

    @property
    def is_lost(self) -> bool:
        """Lost by the variant's end rule; Classique detects no defeat, so never."""
        end = self._variant.end
        if end is EndRule.NONE or self.is_won:
            return False
        if end is EndRule.BLOCKED:
            return self.is_blocked
        return not self.reserve_to_deal and not self.useful_moves()

    @property
    def is_over(self) -> bool:
        """Won or lost."""
        return self.is_won or self.is_lost

    # ---- checking -----------------------------------------------------------------
    def _check_build(self, card: Card, src: int, pos: int, dst: int) -> None:
        """Raise IllegalMove unless the block led by `card` may go onto column `dst`."""
        rules = self._variant
        if src == dst:
            raise IllegalMove(Refusal.SAME_COLUMN, card=card, column=src + 1)
        whole_column = src != RESERVE and pos == 0 and not self._hidden[src]
        target = self._up[dst]
        if not target:
            empty = rules.empty_column
            if empty is EmptyColumnRule.ANY:
                return
            if card.rank is not Rank.KING:
                raise IllegalMove(Refusal.ONLY_KING_ON_EMPTY)
            if empty is EmptyColumnRule.KING_LED_NOT_WHOLE_COLUMN and whole_column:
                raise IllegalMove(Refusal.WHOLE_COLUMN_TO_EMPTY)
            return
        top = target[-1]
        if top.rank is Rank.ACE:
            raise IllegalMove(Refusal.NOTHING_ON_ACE)
        if card.rank != top.rank - 1:
            raise IllegalMove(Refusal.WRONG_RANK)
        if rules.build is BuildRule.SAME_SUIT and card.suit is not top.suit:
            raise IllegalMove(Refusal.SAME_SUIT_REQUIRED)

    def _check_reserve(self) -> None:
        if self._variant.reserve is not ReserveRule.DEAL:
            raise IllegalMove(Refusal.NO_RESERVE_TO_DEAL)
        if not self.reserve_to_deal:
            raise IllegalMove(Refusal.RESERVE_ALREADY_DEALT)
        if self._variant.reserve_timing is ReserveTiming.WHEN_STUCK and self.useful_moves():
            raise IllegalMove(Refusal.RESERVE_NOT_YET)

    # ---- playing ------------------------------------------------------------------
    def move(
        self, card: Card | str, column: int, source: int | None = None, place: int | None = None
    ) -> Action:
        """Move `card`, with every card on it, onto column `column` (numbered from 1).

        With two decks, `source` names the column of the copy to move and `place` (from 1,
        counted from the bottom with the face-down cards) which of two copies in it."""
        # a card given as text (the API's form; play() always passes a Card), not rules
        # pragma: no mutate start
        if type(card) is not Card:
            card = as_card(card)
        # pragma: no mutate end
        dst = self._column_index(arguments.column(column))
        source = arguments.optional_column(source)
        place = arguments.place(place)
        found = self._find(card, source, place)
        src, pos = found[0] if len(found) == 1 else self._fitting(card, dst, found)
        self._check_build(card, src, pos, dst)
        return self._record(self._build(card, src, pos, dst))

    def _fitting(self, card: Card, dst: int, found: list[tuple[int, int]]) -> tuple[int, int]:
        """With two decks, the one copy of `card` that may go onto `dst`, if only one may."""
        fits = []
        for src, pos in found:
            try:
                self._check_build(card, src, pos, dst)
            except IllegalMove:
                continue
            fits.append((src, pos))
        if len(fits) == 1:
            return fits[0]
        columns = {src for src, _ in found}
        if len(columns) == 1 and RESERVE not in columns:
            src = found[0][0]
            places = [len(self._hidden[src]) + pos + 1 for _, pos in found]
            raise IllegalMove(
                Refusal.CARD_PLACE_AMBIGUOUS,
                card=card,
                column=src + 1,
                lower=places[0],
                upper=places[-1],
            )
        raise IllegalMove(Refusal.CARD_AMBIGUOUS, card=card)

    def play(self, move: Move) -> Action:
        """Play a Move value (as listed by legal_moves)."""
        # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
        # pragma: no mutate start
        if not isinstance(move, Move) or not isinstance(move.kind, MoveKind):
            raise ArgumentError(
                N_("A move is a Move value, not “{value}”"), value=arguments.shown(move)
            )
        # pragma: no mutate end
        if move.kind is MoveKind.RESERVE:
            return self.deal_reserve()
        return self.move(as_card(move.card), move.target, move.source, move.place)  # type: ignore[arg-type]

    def deal_reserve(self) -> Action:
        """Deal the reserve, one face-up card on each target column; refused when it is
        already dealt or, in variants that wait, while a useful move remains."""
        self._check_reserve()
        return self._record(self._deal())

    def undo(self) -> Action:
        """Take back the last action (its points included); return it."""
        if not self._history:
            raise IllegalMove(Refusal.NOTHING_TO_UNDO)
        return self.retreat()

    def reset(self) -> None:
        """Start the same deal again: the starting position, no score, no history."""
        self.__init__(self._start, self._variant)  # type: ignore[misc]

    # ---- move generation ----------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every action move() and deal_reserve() would accept now."""
        moves = self._build_moves()
        if self.reserve_to_deal and (
            self._variant.reserve_timing is ReserveTiming.ANY_TIME or not self._useful(moves)
        ):
            moves.append(Move.reserve())
        return moves

    def _build_moves(self) -> list[Move]:
        """Every block move move() would accept now.

        Only the card one rank lower (of the same suit, or of any suit) can go onto a
        column's top, and only Kings (or anything, per variant) onto an empty column,
        so a map of where the face-up cards lie answers everything.
        """
        rules = self._variant
        up, hidden = self._up, self._hidden
        where: dict[Card, list[int]]
        if rules.layout.decks == 1:
            where = {card: [i] for i, cards in enumerate(up) for card in cards}
        else:  # a card may lie in two columns, or twice in one (listed once here)
            where = {}
            for i, cards in enumerate(up):
                for card in cards:
                    columns = where.setdefault(card, [])
                    if i not in columns:
                        columns.append(i)
        if rules.reserve is ReserveRule.PLAYABLE:
            for card in self._reserve:
                where.setdefault(card, []).append(RESERVE)
        below = _BELOW_ANY if rules.build is BuildRule.ANY_SUIT else _BELOW_SAME
        empty_rule = rules.empty_column
        moves: list[Move] = []
        for dst, target in enumerate(up):
            if target:
                for card in below[target[-1]]:
                    for src in where.get(card, ()):
                        if src != dst:
                            moves.append(Move(_BUILD, card, src + 1, dst + 1))
            elif not hidden[dst]:
                fillers = where if empty_rule is EmptyColumnRule.ANY else _KINGS
                for card in fillers:
                    for src in where.get(card, ()):
                        if src != dst:
                            moves.append(Move(_BUILD, card, src + 1, dst + 1))
        if empty_rule is EmptyColumnRule.KING_LED_NOT_WHOLE_COLUMN or rules.layout.decks > 1:
            return self._name_copies(moves)
        return moves

    def _name_copies(self, moves: list[Move]) -> list[Move]:
        """The moves as move() takes them: a card lying twice face up in its source column
        (two decks) gives one move per copy, each naming its place, and a copy move()
        would refuse (a whole column onto an empty one, where the variant forbids it) is
        left out."""
        named = []
        for move in moves:
            assert move.card is not None and move.source is not None and move.target is not None
            src = move.source - 1
            cards = self._up[src] if src != RESERVE else [move.card]
            copies = [pos for pos, card in enumerate(cards) if card == move.card]
            for pos in copies:
                try:
                    self._check_build(move.card, src, pos, move.target - 1)
                except IllegalMove:
                    continue
                if len(copies) > 1:
                    named.append(move._replace(place=len(self._hidden[src]) + pos + 1))
                else:
                    named.append(move)
        return named

    def useful_moves(self, moves: list[Move] | None = None) -> list[Move]:
        """Moves that reach a position not seen before in this game and turn a face-down
        card up or complete a suite: the traditional rule's test for dealing the reserve
        and for defeat (seed 003). `moves`, when given, must be legal block moves.

        Most moves are decided by looking: one that turns a card up is useful (the line
        played never had fewer face-down cards, so its position is new); one after which
        no column ends with a complete suite completes nothing. Only the rest are played
        and taken back, their key looked up among the positions seen.
        """
        legal = self._build_moves()
        if moves is None:
            return self._useful(legal)
        # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
        # pragma: no mutate start
        if not isinstance(moves, (list, tuple)) or not all(
            isinstance(move, Move) and move in legal for move in moves
        ):
            raise ArgumentError(
                N_("Only legal block moves can be tested for usefulness, not “{value}”"),
                value=arguments.shown(moves),
            )
        # pragma: no mutate end
        return self._useful(list(moves))

    def _useful(self, candidates: list[Move]) -> list[Move]:
        """useful_moves() of moves known to be legal."""
        if not candidates:
            return []
        complete = self.suites_on_top()
        anywhere = complete and self._variant.suites is SuiteRule.REMOVE_ANYWHERE
        useful = []
        for move in candidates:
            assert move.card is not None and move.target is not None
            src, pos = self._locate(move.card, move.source, move.place)
            if src != RESERVE and pos == 0 and self._hidden[src]:
                useful.append(move)
                continue
            if not anywhere and not self._completes(src, pos, move.target - 1):
                continue
            action = self._apply(move)
            new = self._keys.exact not in self._seen
            if new and (action.turned or action.removed or self.suites_on_top() > complete):
                useful.append(move)
            self._revert(action)
        return useful

    def _completes(self, src: int, pos: int, dst: int) -> bool:
        """Whether the block at (src, pos) moved onto dst leaves a complete suite on top
        of either column (a necessary condition for completing or removing one)."""
        block = [self._reserve[pos]] if src == RESERVE else self._up[src][pos:]
        if block[-1].rank is Rank.ACE and is_complete(self._up[dst] + block):
            return True
        return src != RESERVE and pos >= 13 and is_complete(self._up[src][pos - 13 : pos])


_BUILD = MoveKind.BUILD
_BELOW_SAME = {
    card: (Card(Rank(card.rank - 1), card.suit),) if card.rank > Rank.ACE else ()
    for card in standard_deck()
}
_BELOW_ANY = {
    card: tuple(Card(Rank(card.rank - 1), suit) for suit in Suit) if card.rank > Rank.ACE else ()
    for card in standard_deck()
}
_KINGS = tuple(Card(Rank.KING, suit) for suit in Suit)
