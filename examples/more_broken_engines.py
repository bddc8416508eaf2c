"""Six more deliberately broken Scorpion engines: the rule book must catch each bug.

Each is the project's own engine behind the protocol (`BuiltinEngine`) with one rule bug
of the kind a real implementation makes, each breaking one sentence of the rule texts
(seed 000 in French, seed 001 in Malay). They are different from the three bugs of
`broken_engine.py` (a lone King, a reserve that waits, an unscored turn-up).

1. **The same colour will do** (`same_colour`): in Classique a card goes onto the next
   card of the *other suit of the same colour* (7♥ on 8♦), as in the many patience games
   built by colour; a card of the other colour is still refused (`same_suit_required`).
   The texts: "elle se pose sur la carte du dessus si elle est de la même enseigne et
   d'un rang juste en dessous" / "kad itu diletakkan di atas kad paling atas jika
   bunganya sama dan pangkatnya tepat satu tingkat lebih rendah".
2. **Only the top card moves** (`top_card_only`): a face-up card lying under others
   cannot be moved (refused as `other`, and missing from the legal moves), as in
   Klondike-like games where only ordered runs move. The texts: "Toute carte visible
   peut être déplacée, même au milieu d'une colonne" / "Mana-mana kad terbuka boleh
   dipindahkan, walaupun dari tengah lajur".
3. **An empty column takes any card** (`empty_takes_any`): Wasp's rule in Classique.
   The texts: "Une colonne vidée n'accepte qu'un Roi … Toute autre carte y est refusée" /
   "Lajur yang dikosongkan hanya menerima Raja … Semua kad lain ditolak".
4. **The reserve goes onto the last columns** (`reserve_elsewhere`): its three cards are
   dealt onto columns 5, 6 and 7 (the columns with no face-down card) instead of 1, 2
   and 3. The texts: "une carte face visible sur chacune des colonnes 1, 2 et 3" /
   "satu kad terbuka pada setiap lajur 1, 2 dan 3".
5. **Undo keeps the points** (`undo_keeps_points`): an undone action's points stay in
   the score (the undo answers 0 points). The texts: "Annuler un coup retire ses
   points" / "Membuat asal sesuatu langkah menarik balik mata langkah tersebut".
6. **Ranks wrap round** (`king_on_ace`): the rank test is `(top - card) % 13 == 1`, so a
   King (with the cards on it) goes onto an Ace of its suit (of any suit where suits
   need not match). The texts: "rien ne se pose sur un As" / "tiada kad boleh diletakkan
   di atas As" (and seed 004: "aucune boucle Roi–As", "Aucun Roi ne rejoint un As").

`tests/test_example_engines.py` runs the whole rule book against each, in French and in
Malay, and checks that the scenarios of the broken rule fail, and only scenarios tied
to that rule's sentences:

    PYTHONPATH=examples pytest features/ --engine=more_broken_engines:same_colour
"""

from __future__ import annotations

from dataclasses import replace

from scorpion.cards import Rank
from scorpion.games.scorpion.engines.builtin import BuiltinEngine, board_of, game_from_board
from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.rules import (
    BuildRule,
    EmptyColumnRule,
    RuleSet,
    read_variant,
)
from scorpion.games.scorpion.rules import variant as shipped_variant
from scorpion.protocol import (
    Accepted,
    Board,
    Move,
    MoveKind,
    Outcome,
    Placed,
    RefusalCode,
    Refused,
    State,
)


class RulesBug(BuiltinEngine):
    """The built-in engine playing every game under rules it got wrong (`broken`); the
    board it reports keeps the variant's own name."""

    def broken(self, rules: RuleSet) -> RuleSet:
        return rules

    def setup(self, board: Board, variant_file: str | None = None) -> None:
        if variant_file is None:
            rules = shipped_variant(board.variant)
        else:
            rules = read_variant(variant_file)
        self._game = game_from_board(board, self.broken(rules))
        self.last = None

    def deal(self, seed: int, variant: str) -> None:
        """The engine's own deal (protocol `deal`), then played under the wrong rules."""
        super().deal(seed, variant)
        self._game = game_from_board(board_of(self.game), self.broken(self.game.variant))


class SameColour(RulesBug):
    """Bug 1: a card goes onto the next card of its suit or of the other suit of its colour."""

    def __init__(self) -> None:
        super().__init__()
        self._by_colour = False  # the rules being played ask for the same suit

    def broken(self, rules: RuleSet) -> RuleSet:
        if rules.build is BuildRule.SAME_SUIT:
            self._by_colour = True
            return replace(rules, build=BuildRule.ANY_SUIT)
        self._by_colour = False
        return rules

    def legal_moves(self) -> tuple[Move, ...]:
        return tuple(m for m in super().legal_moves() if not self._other_colour(m))

    def play(self, move: Move) -> Outcome:
        if self._other_colour(move):
            return Refused(RefusalCode.SAME_SUIT_REQUIRED)
        return super().play(move)

    def _other_colour(self, move: Move) -> bool:
        """A build whose card and the target's top card differ in colour (right rank or not:
        the rank is the game's business)."""
        if not getattr(self, "_by_colour", False) or move.kind is not MoveKind.BUILD:
            return False
        columns = self.game.columns
        if move.card is None or move.target is None or not 1 <= move.target <= len(columns):
            return False
        top = columns[move.target - 1].top
        if top is None or top.rank != move.card.rank + 1:
            return False
        return top.suit.is_red != move.card.suit.is_red


class TopCardOnly(BuiltinEngine):
    """Bug 2: only the top card of a column moves."""

    def legal_moves(self) -> tuple[Move, ...]:
        return tuple(m for m in super().legal_moves() if not self._under_others(m))

    def play(self, move: Move) -> Outcome:
        outcome = super().play(move)
        if isinstance(outcome, Accepted) and len(outcome.moved) > 1:
            self.game.undo()  # a block of several cards: the bug refuses it
            return Refused(RefusalCode.OTHER)
        return outcome

    def _under_others(self, move: Move) -> bool:
        if move.kind is not MoveKind.BUILD or not move.source or move.place is None:
            return False
        return move.place < len(self.game.columns[move.source - 1].cards)


class EmptyTakesAny(RulesBug):
    """Bug 3: an empty column takes any card, with the cards on it."""

    def broken(self, rules: RuleSet) -> RuleSet:
        return replace(rules, empty_column=EmptyColumnRule.ANY)


class ReserveElsewhere(RulesBug):
    """Bug 4: the reserve is dealt onto the last columns instead of the first ones."""

    def broken(self, rules: RuleSet) -> RuleSet:
        layout = rules.layout
        count = len(layout.reserve_targets)
        if not count:
            return rules
        width = len(layout.columns)
        last = tuple(range(width - count + 1, width + 1))
        return replace(rules, layout=replace(layout, reserve_targets=last))


class UndoKeepsPoints(BuiltinEngine):
    """Bug 5: undoing an action does not take its points back."""

    def __init__(self) -> None:
        super().__init__()
        self._kept = 0  # the points undos forgot to take back

    def setup(self, board: Board, variant_file: str | None = None) -> None:
        super().setup(board, variant_file)
        self._kept = 0

    def reset(self) -> None:
        super().reset()
        self._kept = 0

    def undo(self) -> Outcome:
        outcome = super().undo()
        if isinstance(outcome, Accepted) and outcome.points:
            self._kept -= outcome.points
            outcome = replace(outcome, points=0)
        return outcome

    def state(self) -> State:
        state = super().state()
        if state.score is None:
            return state
        return replace(state, score=state.score + self._kept)


class KingOnAce(BuiltinEngine):
    """Bug 6: a King goes onto an Ace. The game has no such move, so the engine plays it
    itself: it sets up a new game on the board after the wrap and keeps the one it left,
    with the score and history so far, for undo and reset."""

    def __init__(self) -> None:
        super().__init__()
        # each game a wrap left, the score and history reached with the wrap, and the wrap
        self._left: list[tuple[Game, int, int, Accepted]] = []

    def setup(self, board: Board, variant_file: str | None = None) -> None:
        super().setup(board, variant_file)
        self._left = []

    def deal(self, seed: int, variant: str) -> None:
        super().deal(seed, variant)
        self._left = []

    def reset(self) -> None:
        if self._left:
            self._game = self._left[0][0]
            self._left = []
        super().reset()

    def state(self) -> State:
        state = super().state()
        if not self._left:
            return state
        _, score, history, _ = self._left[-1]  # what the games before this one count
        return replace(
            state,
            score=None if state.score is None else state.score + score,
            history=None if state.history is None else state.history + history,
        )

    def legal_moves(self) -> tuple[Move, ...]:
        return super().legal_moves() + self._wraps()

    def play(self, move: Move) -> Outcome:
        for wrap in self._wraps():
            same = wrap.card == move.card and wrap.target == move.target
            if same and move.source in (None, wrap.source) and move.place in (None, wrap.place):
                return self._play_wrap(wrap)
        return super().play(move)

    def undo(self) -> Outcome:
        if self.game.history or not self._left:
            return super().undo()
        game, _, _, wrap = self._left.pop()
        self._game = game
        return replace(wrap, points=None if wrap.points is None else -wrap.points)

    def _wraps(self) -> tuple[Move, ...]:
        """Each face-up King with the cards on it, onto each column whose top is an Ace."""
        game = self.game
        same_suit = game.variant.build is BuildRule.SAME_SUIT
        moves = []
        for source, column in enumerate(game.columns, start=1):
            for index, card in enumerate(column.up):
                if card.rank is not Rank.KING:
                    continue
                for target, other in enumerate(game.columns, start=1):
                    top = other.top
                    if target == source or top is None or top.rank is not Rank.ACE:
                        continue
                    if same_suit and top.suit is not card.suit:
                        continue
                    moves.append(Move.build(card, source, len(column.hidden) + index + 1, target))
        return tuple(moves)

    def _play_wrap(self, move: Move) -> Accepted:
        assert move.source is not None and move.place is not None and move.target is not None
        game, state = self.game, self.state()
        columns = [list(column) for column in board_of(game).columns]
        block = columns[move.source - 1][move.place - 1 :]
        del columns[move.source - 1][move.place - 1 :]
        turned = []
        rest = columns[move.source - 1]
        if rest and not rest[-1].up:
            rest[-1] = Placed(rest[-1].card, True)
            turned.append(rest[-1].card)
        top = columns[move.target - 1][-1].card
        columns[move.target - 1] += block
        scoring = game.variant.scoring
        points = scoring.turn_up * len(turned)
        if block[0].card.suit is top.suit:
            points += scoring.same_suit_placement
        board = replace(board_of(game), columns=tuple(tuple(c) for c in columns))
        moved = tuple(p.card for p in block)
        scored = state.score is not None
        wrap = Accepted(move, moved, tuple(turned), (), (), points if scored else None)
        score = (state.score or 0) + points
        self._left.append((game, score, (state.history or 0) + 1, wrap))
        self._game = game_from_board(board, game.variant)
        return wrap


def same_colour() -> SameColour:
    return SameColour()


def top_card_only() -> TopCardOnly:
    return TopCardOnly()


def empty_takes_any() -> EmptyTakesAny:
    return EmptyTakesAny()


def reserve_elsewhere() -> ReserveElsewhere:
    return ReserveElsewhere()


def undo_keeps_points() -> UndoKeepsPoints:
    return UndoKeepsPoints()


def king_on_ace() -> KingOnAce:
    return KingOnAce()
