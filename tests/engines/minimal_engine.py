"""A Python engine that declares the least it can: Classique only, no score, no undo, no
messages, no hints, no lost or blocked detection (the built-in engine underneath).

The rule book must skip what needs more ("not applicable: score", ...) and pass the rest:
`pytest features/ --engine=tests.engines.minimal_engine:MinimalEngine`.
"""

from __future__ import annotations

from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.protocol import Capabilities, Outcome, Refused, State


class MinimalEngine(BuiltinEngine):
    def capabilities(self) -> Capabilities:
        return Capabilities(name="minimal", variants=("classique",))

    def state(self) -> State:
        state = super().state()
        return State(state.board)

    def play(self, move):  # type: ignore[no-untyped-def]
        outcome: Outcome = super().play(move)
        if isinstance(outcome, Refused):
            return Refused(outcome.code)
        return outcome
