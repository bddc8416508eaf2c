"""What a search says about a position: its verdict, the winning line, the effort spent."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from scorpion.games.scorpion.moves import Move


class Status(Enum):
    """The verdict of a search."""

    WINNABLE = "winnable"
    """A winning line was found (Solution.moves)."""
    UNWINNABLE = "unwinnable"
    """Every position reachable was searched: no line wins."""
    UNKNOWN = "unknown"
    """The budget ran out first."""


@dataclass(frozen=True, slots=True)
class Solution:
    """The result of `solve`: the verdict, the winning line (Move values, in order, that
    `game.play` accepts from the position solved), how many positions were searched and
    how long it took (seconds, CPU time of the search)."""

    status: Status
    moves: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0

    @property
    def decided(self) -> bool:
        """The verdict is proved (WINNABLE or UNWINNABLE), not a budget's end."""
        return self.status is not Status.UNKNOWN
