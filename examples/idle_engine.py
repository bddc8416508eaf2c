"""An engine that plays nothing: the floor of the compliance verdict.

It declares everything the built-in engine declares, keeps the board it is given and
answers every question about it, but refuses every action (`other`), offers no legal
move and no hint, and never calls a game won, lost or blocked. A rule book whose
passes mean "a rule was kept" gives it **0 passes**: every engine-facing scenario
either needs it to play, or to deal, or checks something it gets wrong.

    PYTHONPATH=examples pytest features/ --engine=idle_engine:IdleEngine
"""

from __future__ import annotations

from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.protocol import (
    Board,
    Capabilities,
    Move,
    Outcome,
    RefusalCode,
    Refused,
    State,
    Status,
)


class IdleEngine:
    """Keeps the board it is given; plays nothing."""

    def __init__(self) -> None:
        self._caps = BuiltinEngine().capabilities()
        self._board: Board | None = None

    def capabilities(self) -> Capabilities:
        return self._caps

    def setup(self, board: Board, variant_file: str | None = None) -> None:
        self._board = board

    def state(self) -> State:
        assert self._board is not None, "state before setup"
        return State(self._board, score=0, history=0)

    def status(self) -> Status:
        return Status(won=False, lost=False, blocked=False)

    def legal_moves(self) -> tuple[Move, ...]:
        return ()

    def play(self, move: Move) -> Outcome:
        return Refused(RefusalCode.OTHER)

    def undo(self) -> Outcome:
        return Refused(RefusalCode.NOTHING_TO_UNDO)

    def reset(self) -> None:
        pass

    def hints(self) -> tuple[Move, ...]:
        return ()

    def close(self) -> None:
        pass
