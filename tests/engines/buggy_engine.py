"""A Python engine with a bug: its first `play` raises, and it is unusable after that.

The rule book must fail that scenario and give the next one a fresh engine:
`pytest features/ --engine=tests.engines.buggy_engine:BuggyEngine`.
"""

from __future__ import annotations

from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.protocol import Board, Move, Outcome


class BuggyEngine(BuiltinEngine):
    def __init__(self) -> None:
        super().__init__()
        self.dead = False

    def setup(self, board: Board, variant_file: str | None = None) -> None:
        if self.dead:
            raise RuntimeError("this engine died at its first move")
        super().setup(board, variant_file)

    def play(self, move: Move) -> Outcome:
        self.dead = True
        raise RuntimeError("buggy engine: play is not written yet")
