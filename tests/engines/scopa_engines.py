"""Scopa engines for the kit's own tests: `Silent` plays by the rules but gives no refusal
message (the rule book checks its refusal codes), and `NoScopa` never marks a scopa (the
rule book must fail the scenarios that count one):
`pytest features/ --engine=tests.engines.scopa_engines:NoScopa`.
"""

from __future__ import annotations

from dataclasses import replace

from scorpion.games.scopa.engine import BuiltinScopaEngine
from scorpion.protocol.scopa import ScopaAccepted, ScopaOutcome, ScopaPlay, ScopaRefused


class Silent(BuiltinScopaEngine):
    def scopa_play(self, play: ScopaPlay) -> ScopaOutcome:
        outcome = super().scopa_play(play)
        return replace(outcome, messages=()) if isinstance(outcome, ScopaRefused) else outcome

    def scopa_next_deal(self) -> ScopaOutcome:
        outcome = super().scopa_next_deal()
        return replace(outcome, messages=()) if isinstance(outcome, ScopaRefused) else outcome


class NoScopa(BuiltinScopaEngine):
    def scopa_play(self, play: ScopaPlay) -> ScopaOutcome:
        outcome = super().scopa_play(play)
        return replace(outcome, scopa=False) if isinstance(outcome, ScopaAccepted) else outcome
