"""Five more deliberately broken Scorpion engines: the rule book must catch each bug.

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

`tests/test_example_engines.py` runs the whole rule book against each, in French and in
Malay, and checks that the scenarios of the broken rule fail, and only scenarios tied
to that rule's sentences:

    PYTHONPATH=examples pytest features/ --engine=more_broken_engines:same_colour
"""

from __future__ import annotations

from dataclasses import replace

from scorpion.games.scorpion.engines.builtin import BuiltinEngine, board_of, game_from_board
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
        rules = shipped_variant(board.variant) if variant_file is None else read_variant(variant_file)
        self._game = game_from_board(board, self.broken(rules))
        self.last = None

    def deal(self, seed: int, variant: str) -> None:
        """The engine's own deal (protocol `deal`), then played under the wrong rules."""
        deal = getattr(BuiltinEngine, "deal")  # the protocol's `deal` request, newer than 1.0
        deal(self, seed, variant)
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
