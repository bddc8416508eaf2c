"""A deliberately broken Scorpion engine: the rule book must catch each of its three bugs.

It is the project's own engine behind the protocol (`BuiltinEngine`) with three rule bugs
of the kind a real implementation makes, each breaking one sentence of the rule texts:

1. **An empty column takes only a lone King** (`Bug.LONE_KING`): a King with cards on it
   is refused there, with the code `only_king_on_empty`, and missing from the legal
   moves. The texts: "Une colonne vidée n'accepte qu'un Roi, seul ou avec les cartes
   posées sur lui" / "Lajur yang telah dikosongkan hanya menerima Raja, sama ada
   bersendirian atau bersama kad yang diletakkan di atasnya".
2. **The reserve waits for a standstill** (`Bug.RESERVE_WAITS`): where the rules let the
   reserve be dealt at any time, this engine deals it only when no block move is left
   (as the traditional game does), refusing it as `reserve_not_yet` before. The texts:
   "Dans l'app, on peut le faire à tout moment" / "Dalam aplikasi, ia boleh dilakukan
   pada bila-bila masa".
3. **A card turned face up earns nothing** (`Bug.TURN_UP_UNSCORED`): the points the
   scoring table gives when a face-down card turns up are not counted, in the action's
   points nor in the score. The texts: "Une carte cachée se retourne (aussi après le
   retrait d'une suite) | +5" / "Kad tertutup dibuka (termasuk selepas urutan
   dikeluarkan) | +5".

`tests/test_broken_engine.py` runs the whole rule book against each bug, in French and
in Malay, and checks which scenarios catch it:

    PYTHONPATH=examples pytest features/ --engine=broken_engine:BrokenEngine
    PYTHONPATH=examples pytest features/ --engine=broken_engine:lone_king  # one bug only
"""

from __future__ import annotations

from enum import Enum

from scorpion.cards import Rank
from scorpion.games.scorpion.engines.builtin import BuiltinEngine
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


class Bug(Enum):
    LONE_KING = "lone-king"
    RESERVE_WAITS = "reserve-waits"
    TURN_UP_UNSCORED = "turn-up-unscored"


class BrokenEngine(BuiltinEngine):
    """The built-in engine with some of the three bugs (all of them by default)."""

    def __init__(self, bugs: frozenset[Bug] = frozenset(Bug)) -> None:
        super().__init__()
        self.bugs = bugs
        self._unscored: list[int] = []  # points bug 3 kept back, per action not undone

    def setup(self, board: Board, variant_file: str | None = None) -> None:
        super().setup(board, variant_file)
        self._unscored = []

    def reset(self) -> None:
        super().reset()
        self._unscored = []

    def legal_moves(self) -> tuple[Move, ...]:
        moves = tuple(m for m in super().legal_moves() if not self._lone_king_refuses(m))
        waits = (
            Bug.RESERVE_WAITS in self.bugs and self.game.variant.reserve_timing.value == "any-time"
        )
        if waits and any(m.kind is MoveKind.BUILD for m in moves):
            return tuple(m for m in moves if m.kind is MoveKind.BUILD)
        return moves

    def play(self, move: Move) -> Outcome:
        if self._lone_king_refuses(move):
            return Refused(RefusalCode.ONLY_KING_ON_EMPTY)
        deal = move.kind is MoveKind.DEAL
        if deal and move in super().legal_moves() and move not in self.legal_moves():
            return Refused(RefusalCode.RESERVE_NOT_YET)
        outcome = super().play(move)
        if isinstance(outcome, Accepted):
            unscored = 0
            if Bug.TURN_UP_UNSCORED in self.bugs:
                unscored = self.game.variant.scoring.turn_up * len(outcome.turned)
            self._unscored.append(unscored)
            outcome = _less(outcome, unscored)
        return outcome

    def undo(self) -> Outcome:
        outcome = super().undo()
        if isinstance(outcome, Accepted) and self._unscored:
            outcome = _less(outcome, -self._unscored.pop())
        return outcome

    def state(self) -> State:
        state = super().state()
        if state.score is None:
            return state
        return State(state.board, state.score - sum(self._unscored), state.history)

    def _lone_king_refuses(self, move: Move) -> bool:
        """Bug 1: a block of more than a King, bound for an empty column."""
        if Bug.LONE_KING not in self.bugs or move.kind is not MoveKind.BUILD:
            return False
        if move.card is None or move.card.rank is not Rank.KING or move.target is None:
            return False
        columns = self.game.columns
        if not 1 <= move.target <= len(columns) or not columns[move.target - 1].is_empty:
            return False
        for number, column in enumerate(columns, start=1):
            if move.source in (None, number) and move.card in column.up:
                return column.top != move.card
        return False


def _less(outcome: Accepted, points: int) -> Accepted:
    if not points or outcome.points is None:
        return outcome
    return Accepted(
        outcome.move,
        outcome.moved,
        outcome.turned,
        outcome.removed,
        outcome.dealt,
        outcome.points - points,
    )


def lone_king() -> BrokenEngine:
    """Bug 1 only."""
    return BrokenEngine(frozenset({Bug.LONE_KING}))


def reserve_waits() -> BrokenEngine:
    """Bug 2 only."""
    return BrokenEngine(frozenset({Bug.RESERVE_WAITS}))


def turn_up_unscored() -> BrokenEngine:
    """Bug 3 only."""
    return BrokenEngine(frozenset({Bug.TURN_UP_UNSCORED}))
