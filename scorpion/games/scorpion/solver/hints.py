"""Hints: the first move of a winning line, or why there is none to give."""

from __future__ import annotations

from dataclasses import dataclass

from scorpion.games.scorpion.moves import Move
from scorpion.games.scorpion.solver.solution import Solution, Status
from scorpion.i18n import N_, check_language, gettext
from scorpion.numbers import format_count

DOMAIN = "solver"


def solver_text(lang: str, msgid: str) -> str:
    """A message of the solver's catalog (hints, statistics, the solver's site pages)."""
    return gettext(lang, msgid, DOMAIN)


_PLAY = N_("Play {move}: a winning line starts with it.")
_WON = N_("The game is already won.")
_LOST = N_("No winning line exists from here.")
_BUDGET = N_("The search ran out of budget before finding a winning line ({nodes} positions).")


@dataclass(frozen=True, slots=True)
class Hint:
    """What `Game.hint()` says: the move to play (when a winning line was found) and the
    solution it comes from."""

    solution: Solution

    @property
    def status(self) -> Status:
        return self.solution.status

    @property
    def move(self) -> Move | None:
        """The first move of the winning line, or None."""
        return self.solution.moves[0] if self.solution.moves else None

    def message(self, lang: str = "en") -> str:
        """The hint as a sentence in `lang` (en, fr or ms)."""
        check_language(lang)
        if self.move is not None:
            return solver_text(lang, _PLAY).format(move=self.move.to_text(lang))
        if self.status is Status.WINNABLE:
            return solver_text(lang, _WON)
        if self.status is Status.UNWINNABLE:
            return solver_text(lang, _LOST)
        return solver_text(lang, _BUDGET).format(nodes=format_count(self.solution.nodes, lang))

    def __str__(self) -> str:
        return self.message("en")
