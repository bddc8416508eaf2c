"""The game: the one mutable object. It checks, plays and undoes actions and keeps the score.

The board is kept as two lists per column (face-down cards, then face-up cards, both
bottom to top): face-down cards only ever lie under the face-up ones.
"""

from __future__ import annotations

import random
from collections import Counter, deque
from dataclasses import dataclass
from typing import TYPE_CHECKING

from scorpion import arguments
from scorpion.cards import Card, Rank, Suit, full_suite, standard_deck
from scorpion.errors import ArgumentError, IllegalMove, Refusal
from scorpion.games.scorpion import keys
from scorpion.games.scorpion.moves import Action, Change, ChangeKind, Move, MoveKind
from scorpion.games.scorpion.rules import (
    BuildRule,
    EmptyColumnRule,
    EndRule,
    ReserveRule,
    ReserveTiming,
    RuleSet,
    SuiteRule,
    WinRule,
    variant,
)
from scorpion.i18n import N_

if TYPE_CHECKING:
    from scorpion.games.scorpion.solver import Hint

RESERVE = -1
"""Column index standing for the reserve, where its cards are playable (Move.source 0)."""


@dataclass(frozen=True, slots=True)
class Column:
    """A column as players see it: face-down cards under face-up ones, bottom to top."""

    hidden: tuple[Card, ...] = ()
    up: tuple[Card, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.hidden + self.up

    @property
    def top(self) -> Card | None:
        return self.up[-1] if self.up else None

    @property
    def is_empty(self) -> bool:
        return not self.hidden and not self.up


@dataclass(frozen=True, slots=True)
class Position:
    """Everything on the table, as a hashable value (the score and history are not in it)."""

    columns: tuple[Column, ...]
    reserve: tuple[Card, ...]
    reserve_dealt: bool
    removed: tuple[Suit, ...]


_SUITES = {suit: list(full_suite(suit)) for suit in Suit}


class Game:
    """A game of Scorpion under one rule set."""

    def __init__(self, position: Position, variant_: RuleSet | str = "classique") -> None:
        self._variant = variant(variant_)
        _check_position(position, self._variant)
        self._hidden = [list(column.hidden) for column in position.columns]
        self._up = [list(column.up) for column in position.columns]
        self._reserve = list(position.reserve)
        self._reserve_dealt = position.reserve_dealt
        self._removed = list(position.removed)
        self._score = 0
        self._history: deque[Action] = deque(maxlen=self._variant.undo_depth)
        self._start = self.position
        self._line: list[Action] = []
        """Every action played from the start and not undone (undo's limit aside)."""
        self.inferred_face_down: tuple[Card, ...] = ()
        """Face-down cards the notation did not name and the engine chose (see from_text)."""
        self._rekey_all()
        self._seen: Counter[int] = Counter((self._exact,))
        """Exact keys of the positions on the line played from the start (see useful_moves)."""

    # ---- construction -------------------------------------------------------------
    @classmethod
    def deal(
        cls,
        seed: int | None = None,
        variant: RuleSet | str = "classique",
        *,
        pysolfc: int | None = None,
    ) -> Game:
        """A new shuffled deal; the same seed always gives the same deal. `pysolfc=N`
        deals PySolFC's game number N instead, for the variants PySolFC shares
        (see scorpion.games.scorpion.pysolfc)."""
        rules = _variant(variant)
        layout = rules.layout
        if pysolfc is not None:
            # PySolFC's deal numbers, not rules (tests/test_pysolfc.py)
            # pragma: no mutate start
            from scorpion.games.scorpion.pysolfc import dealing_order

            deck = dealing_order(pysolfc, layout.decks, rules.name)
            # pragma: no mutate end
        else:
            # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
            # pragma: no mutate start
            seed = arguments.whole(
                seed, N_("The number of a deal is a whole number, not “{value}”")
            )
            # pragma: no mutate end
            deck = list(standard_deck()) * layout.decks
            random.Random(seed).shuffle(deck)
        cards = iter(deck)
        piles: list[list[Card]] = [[] for _ in layout.columns]
        for row in range(max(layout.columns, default=0)):
            for number, size in enumerate(layout.columns):
                if row < size:
                    piles[number].append(next(cards))
        columns = tuple(
            Column(tuple(pile[:down]), tuple(pile[down:]))
            for pile, down in zip(piles, layout.face_down, strict=True)
        )
        reserve = tuple(cards)
        return cls(Position(columns, reserve, not reserve, ()), rules)

    @classmethod
    def from_text(cls, text: str, lang: str = "fr", variant: RuleSet | str = "classique") -> Game:
        """Read a board written in the notation of `lang` (see scorpion.games.scorpion.notation)."""
        from scorpion.games.scorpion.notation import read_board

        # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
        # pragma: no mutate start
        text = arguments.text(text, N_("A board is written as text, not “{value}”"))
        # pragma: no mutate end
        return read_board(text, arguments.language(lang), _variant(variant))

    def to_text(self, lang: str = "fr", *, reveal: bool | None = None, lines: bool = False) -> str:
        """The board in the notation of `lang`, as the rule texts write it."""
        from scorpion.games.scorpion.notation import write_board

        lang = arguments.language(lang)
        # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
        # pragma: no mutate start
        reveal = arguments.flag(reveal, _REVEAL, optional=True)
        lines = bool(arguments.flag(lines, N_("“lines” is True or False, not “{value}”")))
        # pragma: no mutate end
        return write_board(self, lang, reveal=reveal, lines=lines)

    # hints, saving and copying are not rules (tests/test_solver.py, tests/test_saves.py)
    # pragma: no mutate start
    def hint(self, *, node_limit: int | None = None, time_limit: float | None = 5.0) -> Hint:
        """The first move of a winning line from here (every card known), or a message
        saying that none exists or that the budget ran out (see scorpion.games.scorpion.solver)."""
        from scorpion.games.scorpion.solver import Hint, solve

        return Hint(solve(self, node_limit=node_limit, time_limit=time_limit))

    def save(self) -> str:
        """The game as JSON: its variant, starting position and the moves played since."""
        from scorpion.games.scorpion.saves import dump

        return dump(self)

    @classmethod
    def load(cls, text: str) -> Game:
        """A game saved by `save`; a broken file raises SaveError and nothing else changes."""
        from scorpion.games.scorpion.saves import load

        return load(arguments.text(text, N_("A save file is read from text, not “{value}”")))

    # pragma: no mutate end

    @property
    def start(self) -> Position:
        """The position the game started from (a deal or a board read from text)."""
        return self._start

    @property
    def played(self) -> tuple[Move, ...]:
        """Every move played from the start and not undone, oldest first."""
        return tuple(action.move for action in self._line)

    # saving and copying are not rules (tests/test_saves.py, tests/test_properties.py)
    # pragma: no mutate start
    def copy(self) -> Game:
        """An independent game in the same state, history and score included."""
        other = Game.__new__(Game)
        other._variant = self._variant
        other._hidden = [list(cards) for cards in self._hidden]
        other._up = [list(cards) for cards in self._up]
        other._reserve = list(self._reserve)
        other._reserve_dealt = self._reserve_dealt
        other._removed = list(self._removed)
        other._score = self._score
        other._history = deque(self._history, maxlen=self._history.maxlen)
        other._start = self._start
        other._line = list(self._line)
        other.inferred_face_down = self.inferred_face_down
        other._column_hash = list(self._column_hash)
        other._exact_share = list(self._exact_share)
        other._canonical_share = list(self._canonical_share)
        other._rest = self._rest
        other._placed = self._placed
        other._exact = self._exact
        other._canonical = self._canonical
        other._seen = Counter(self._seen)
        return other

    # pragma: no mutate end

    # ---- position keys (scorpion.games.scorpion.keys) ------------------------------
    @property
    def position_key(self) -> int:
        """A 64-bit key of `position`: equal positions have equal keys."""
        return self._exact

    @property
    def canonical_key(self) -> int:
        """A 64-bit key equal for positions that differ only by the order of columns the
        rules treat alike (all of them, except the reserve's targets before it is dealt)."""
        return self._canonical

    def _rekey_all(self) -> None:
        """Compute every key from scratch (new game, reserve dealt or taken back)."""
        placed = (
            frozenset(c - 1 for c in self._variant.layout.reserve_targets)
            if self._dealable()
            else frozenset()
        )
        self._placed = placed
        self._column_hash = [
            keys.column_hash(down, up) for down, up in zip(self._hidden, self._up, strict=True)
        ]
        self._exact_share = [keys.placed(h, i) for i, h in enumerate(self._column_hash)]
        self._canonical_share = [
            self._exact_share[i] if i in placed else keys.anywhere(h)
            for i, h in enumerate(self._column_hash)
        ]
        self._rest = keys.rest_hash(self._reserve, self._reserve_dealt, self._removed)
        self._exact = (sum(self._exact_share) + self._rest) & keys.MASK
        self._canonical = (sum(self._canonical_share) + self._rest) & keys.MASK

    def _rekey(self, action: Action) -> None:
        """Update the keys for the columns `action` touched (played or taken back)."""
        if action.move.kind is MoveKind.RESERVE:
            self._rekey_all()
            return
        exact, canonical = self._exact, self._canonical
        touched = set()
        rest = False
        for change in action.changes:
            if change.column > 0:
                touched.add(change.column - 1)
            else:
                rest = True
            if change.kind is ChangeKind.MOVE:
                touched.add(change.target - 1)
            elif change.kind is ChangeKind.REMOVE:
                rest = True
        for i in touched:
            h = keys.column_hash(self._hidden[i], self._up[i])
            self._column_hash[i] = h
            share = keys.placed(h, i)
            exact += share - self._exact_share[i]
            self._exact_share[i] = share
            if i not in self._placed:
                share = keys.anywhere(h)
            canonical += share - self._canonical_share[i]
            self._canonical_share[i] = share
        if rest:
            new = keys.rest_hash(self._reserve, self._reserve_dealt, self._removed)
            exact += new - self._rest
            canonical += new - self._rest
            self._rest = new
        self._exact = exact & keys.MASK
        self._canonical = canonical & keys.MASK

    # ---- state --------------------------------------------------------------------
    @property
    def variant(self) -> RuleSet:
        return self._variant

    @property
    def columns(self) -> tuple[Column, ...]:
        return tuple(
            Column(tuple(down), tuple(up)) for down, up in zip(self._hidden, self._up, strict=True)
        )

    @property
    def reserve(self) -> tuple[Card, ...]:
        """Reserve cards not yet dealt, the one for the first target column first."""
        return tuple(self._reserve)

    @property
    def reserve_dealt(self) -> bool:
        return self._reserve_dealt

    @property
    def removed(self) -> tuple[Suit, ...]:
        """Suites removed to their places, in the order they were removed."""
        return tuple(self._removed)

    @property
    def score(self) -> int:
        return self._score

    @property
    def history(self) -> tuple[Action, ...]:
        """The actions that can still be undone, oldest first."""
        return tuple(self._history)

    @property
    def position(self) -> Position:
        return Position(self.columns, self.reserve, self._reserve_dealt, self.removed)

    @property
    def is_won(self) -> bool:
        if self._variant.win is WinRule.ALL_SUITES_REMOVED:
            return len(self._removed) == 4 * self._variant.layout.decks
        return not self._reserve and all(
            not down and (not up or up == _SUITES[up[0].suit])
            for down, up in zip(self._hidden, self._up, strict=True)
        )

    @property
    def is_blocked(self) -> bool:
        """No legal move remains and the reserve is spent (whole-column moves aside)."""
        return not self._dealable() and not self.legal_moves()

    @property
    def is_lost(self) -> bool:
        """Lost by the variant's end rule; Classique detects no defeat, so never."""
        end = self._variant.end
        if end is EndRule.NONE or self.is_won:
            return False
        if end is EndRule.BLOCKED:
            return self.is_blocked
        return not self._dealable() and not self.useful_moves()

    @property
    def is_over(self) -> bool:
        """Won or lost."""
        return self.is_won or self.is_lost

    def __eq__(self, other: object) -> bool:
        # Python equality of games, not rules (tests/test_properties.py)
        # pragma: no mutate start
        if not isinstance(other, Game):
            return NotImplemented
        return self._variant == other._variant and self.position == other.position
        # pragma: no mutate end

    __hash__ = None  # type: ignore[assignment]

    # a Python convenience, not a rule
    # pragma: no mutate start
    def __repr__(self) -> str:
        return f"Game.from_text({self.to_text('en', lines=True)!r}, 'en')"

    # pragma: no mutate end

    # ---- checking -----------------------------------------------------------------
    def _column_index(self, column: int) -> int:
        if not 1 <= column <= len(self._up):
            raise IllegalMove(Refusal.NO_SUCH_COLUMN, column=column)
        return column - 1

    def _find(self, card: Card, source: int | None, place: int | None) -> list[tuple[int, int]]:
        """(column index, position in the face-up list) of every face-up copy of `card`
        that `source` and `place` allow; refuses when there is none.

        Playable reserve cards (Three Blind Mice) are found at index RESERVE (source 0).
        """
        playable = self._variant.reserve is ReserveRule.PLAYABLE
        if source == 0 and playable:
            where: range | list[int] = []
        else:
            where = range(len(self._up)) if source is None else [self._column_index(source)]
        if place is not None and source == 0 and playable:
            if not 1 <= place <= len(self._reserve) or self._reserve[place - 1] != card:
                raise IllegalMove(Refusal.CARD_NOT_AT_PLACE, card=card, place=place)
            return [(RESERVE, place - 1)]
        if place is not None:
            return self._at_place(card, where, place)
        up = self._up
        found = [(i, up[i].index(card)) for i in where if card in up[i]]
        if self._variant.layout.decks > 1:
            found += [(i, up[i].index(card, pos + 1)) for i, pos in found if up[i].count(card) > 1]
        if playable and source in (None, 0) and card in self._reserve:
            found.append((RESERVE, self._reserve.index(card)))
        if not found:
            if any(card in self._hidden[i] for i in where):
                raise IllegalMove(Refusal.CARD_FACE_DOWN, card=card)
            raise IllegalMove(Refusal.CARD_NOT_IN_PLAY, card=card)
        return found

    def _at_place(self, card: Card, where: range | list[int], place: int) -> list[tuple[int, int]]:
        """The copies of `card` lying face up at `place` (from 1, face-down cards counted)."""
        found = []
        for i in where:
            pos = place - 1 - len(self._hidden[i])
            if 0 <= pos < len(self._up[i]) and self._up[i][pos] == card:
                found.append((i, pos))
            elif 0 <= place - 1 < len(self._hidden[i]) and self._hidden[i][place - 1] == card:
                raise IllegalMove(Refusal.CARD_FACE_DOWN, card=card)
        if not found:
            raise IllegalMove(Refusal.CARD_NOT_AT_PLACE, card=card, place=place)
        return found

    def _locate(self, card: Card, source: int | None, place: int | None = None) -> tuple[int, int]:
        """The face-up copy of `card` that `source` and `place` name: a move listed by
        legal_moves names exactly one (its place when two lie in its column)."""
        return self._find(card, source, place)[0]

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

    def _dealable(self) -> bool:
        """The reserve is still there to be dealt in one action."""
        return (
            bool(self._reserve)
            and not self._reserve_dealt
            and self._variant.reserve is ReserveRule.DEAL
        )

    def _check_reserve(self) -> None:
        if self._variant.reserve is not ReserveRule.DEAL:
            raise IllegalMove(Refusal.NO_RESERVE_TO_DEAL)
        if not self._dealable():
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
            card = _card(card)
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
        return self.move(_card(move.card), move.target, move.source, move.place)  # type: ignore[arg-type]

    def deal_reserve(self) -> Action:
        """Deal the reserve, one face-up card on each target column, unchecked."""
        self._check_reserve()
        return self._record(self._deal())

    def reset(self) -> None:
        """Start the same deal again: the starting position, no score, no history."""
        self.__init__(self._start, self._variant)  # type: ignore[misc]

    def _apply(self, move: Move) -> Action:
        """Play a move known to be legal, without checking or recording it (replays,
        trials); `_revert` takes it back."""
        if move.kind is MoveKind.RESERVE:
            return self._deal()
        assert move.card is not None and move.target is not None
        src, pos = self._locate(move.card, move.source, move.place)
        return self._build(move.card, src, pos, move.target - 1)

    def _advance(self, move: Move) -> Action:
        """Play and record a move known to be legal (replays, the solver)."""
        return self._record(self._apply(move))

    def _retreat(self) -> Action:
        """Take back the last recorded action whatever the undo limit (the solver's undo)."""
        action = self._line.pop()
        if self._history and self._history[-1] is action:
            self._history.pop()
        self._forget()
        self._score -= action.points
        self._revert(action)
        return action

    def _deal(self) -> Action:
        changes: list[Change] = []
        targets = self._variant.layout.reserve_targets
        for card, column in zip(self._reserve, targets, strict=False):
            self._up[column - 1].append(card)
            changes.append(Change(ChangeKind.DEAL, column, card))
        self._reserve = []
        self._reserve_dealt = True
        points = 0
        for column in targets:
            points += self._collect(column - 1, changes)
        if self._variant.suites is SuiteRule.REMOVE_ANYWHERE:
            points += self._collect_anywhere(changes)
        action = Action(Move.reserve(), (), points, tuple(changes))
        self._rekey(action)
        return action

    def _build(self, card: Card, src: int, pos: int, dst: int) -> Action:
        scoring = self._variant.scoring
        source = self._reserve if src == RESERVE else self._up[src]
        target = self._up[dst]
        points = scoring.same_suit_placement if target and target[-1].suit is card.suit else 0
        place = None
        if src != RESERVE and source.count(card) > 1:
            place = len(self._hidden[src]) + pos + 1
        block = source[pos:] if src != RESERVE else [card]
        del source[pos : pos + len(block)]
        target.extend(block)
        changes = [Change(ChangeKind.MOVE, src + 1, card, len(block), dst + 1, slot=pos)]
        if src != RESERVE:
            points += self._turn_up(src, changes)
        points += self._collect(dst, changes)
        if self._variant.suites is SuiteRule.REMOVE_ANYWHERE:
            points += self._collect_anywhere(changes)
        move = Move(_BUILD, card, src + 1, dst + 1, place)
        action = Action(move, tuple(block), points, tuple(changes))
        self._rekey(action)
        return action

    def _turn_up(self, index: int, changes: list[Change]) -> int:
        if self._up[index] or not self._hidden[index]:
            return 0
        card = self._hidden[index].pop()
        self._up[index].append(card)
        changes.append(Change(ChangeKind.TURN, index + 1, card))
        return self._variant.scoring.turn_up

    def _collect(self, index: int, changes: list[Change]) -> int:
        """Remove the complete suites at the top of a column, when the variant removes them.

        Removing one may bring another complete suite to the top of the same column: it
        too has formed at the top of the column that received cards, so it goes as well.
        """
        if self._variant.suites is SuiteRule.STAY:
            return 0
        up = self._up[index]
        points = 0
        while len(up) >= 13 and up[-1].rank is Rank.ACE and up[-13:] == _SUITES[up[-1].suit]:
            suit = up[-1].suit
            del up[-13:]
            self._removed.append(suit)
            changes.append(Change(ChangeKind.REMOVE, index + 1, suit=suit))
            points += self._variant.scoring.suite_removed + self._turn_up(index, changes)
        return points

    def _collect_anywhere(self, changes: list[Change]) -> int:
        return sum(self._collect(index, changes) for index in range(len(self._up)))

    def _record(self, action: Action) -> Action:
        self._score += action.points
        self._history.append(action)
        self._line.append(action)
        self._seen[self._exact] += 1
        return action

    def _forget(self) -> None:
        """The position being left by an undo is no longer on the line played."""
        count = self._seen[self._exact] - 1
        if count:
            self._seen[self._exact] = count
        else:
            del self._seen[self._exact]

    def undo(self) -> Action:
        """Take back the last action (its points included); return it."""
        if not self._history:
            raise IllegalMove(Refusal.NOTHING_TO_UNDO)
        return self._retreat()

    def _revert(self, action: Action) -> None:
        """Undo the board changes of `action` (not its score or record)."""
        for change in reversed(action.changes):
            index = change.column - 1
            if change.kind is ChangeKind.MOVE:
                target = self._up[change.target - 1]
                if index == RESERVE:
                    self._reserve.insert(change.slot, target.pop())
                else:
                    self._up[index].extend(target[-change.size :])
                    del target[-change.size :]
            elif change.kind is ChangeKind.TURN:
                self._hidden[index].append(self._up[index].pop())
            elif change.kind is ChangeKind.REMOVE:
                assert change.suit is not None
                self._up[index].extend(_SUITES[change.suit])
                self._removed.pop()
            else:
                self._reserve.insert(0, self._up[index].pop())
        if action.move.kind is MoveKind.RESERVE:
            self._reserve_dealt = False
        self._rekey(action)

    # ---- move generation ----------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every action move() and deal_reserve() would accept now."""
        moves = self._build_moves()
        if self._dealable() and (
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
        complete = self._suites_on_top()
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
            new = self._exact not in self._seen
            if new and (action.turned or action.removed or self._suites_on_top() > complete):
                useful.append(move)
            self._revert(action)
        return useful

    def _completes(self, src: int, pos: int, dst: int) -> bool:
        """Whether the block at (src, pos) moved onto dst leaves a complete suite on top
        of either column (a necessary condition for completing or removing one)."""
        block = [self._reserve[pos]] if src == RESERVE else self._up[src][pos:]
        if block[-1].rank is Rank.ACE and _is_complete(self._up[dst] + block):
            return True
        return src != RESERVE and _is_complete(self._up[src][:pos])

    def _suites_on_top(self) -> int:
        """How many columns end with a complete suite (moving one whole completes nothing)."""
        return sum(_is_complete(up) for up in self._up)


def _is_complete(cards: list[Card]) -> bool:
    """The list ends with a complete suite, King to Ace."""
    return (
        len(cards) >= 13 and cards[-1].rank is Rank.ACE and cards[-13:] == _SUITES[cards[-1].suit]
    )


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


_REVEAL = N_("“reveal” is True, False or nothing, not “{value}”")


def _variant(name: RuleSet | str) -> RuleSet:
    return variant(name)


def _card(value: object) -> Card:
    """A card given to the API as a Card or as its text."""
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        return Card.from_text(value)
    # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
    # pragma: no mutate start
    raise ArgumentError(
        N_("A card is a Card or its text, not “{value}”"), value=arguments.shown(value)
    )
    # pragma: no mutate end


def _check_position(position: object, rules: RuleSet) -> None:
    """Refuse a Position that is not made of the engine's values, or does not fit `rules`."""
    # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
    # pragma: no mutate start
    bad = ArgumentError(
        N_("A position is a Position value that fits the variant, not “{value}”"),
        value=arguments.shown(position),
    )
    if not isinstance(position, Position):
        raise bad
    columns, reserve, removed = position.columns, position.reserve, position.removed
    if not (
        isinstance(columns, tuple)
        and len(columns) == len(rules.layout.columns)
        and all(
            isinstance(c, Column)
            and isinstance(c.hidden, tuple)
            and isinstance(c.up, tuple)
            and all(isinstance(card, Card) for card in c.hidden + c.up)
            for c in columns
        )
        and isinstance(reserve, tuple)
        and all(isinstance(card, Card) for card in reserve)
        and isinstance(position.reserve_dealt, bool)
        and isinstance(removed, tuple)
        and all(isinstance(suit, Suit) for suit in removed)
    ):
        raise bad
    # pragma: no mutate end
