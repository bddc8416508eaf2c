"""What a set of results says: counts, Wilson 95% intervals, distributions."""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable
from dataclasses import dataclass

from scorpion.games.scorpion.solver import Status
from scorpion.games.scorpion.stats.results import Row

Z95 = 1.959963984540054


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default): it stays inside
    [0, 1] and behaves at 0 and at n, unlike the normal approximation."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class Summary:
    """Counts by verdict and the figures derived from them."""

    deals: int
    winnable: int
    unwinnable: int
    unknown: int
    lengths: tuple[int, ...]
    seconds: tuple[float, ...]

    @classmethod
    def of(cls, rows: Iterable[Row]) -> Summary:
        rows = list(rows)
        count = {status: sum(row.status is status for row in rows) for status in Status}
        return cls(
            len(rows),
            count[Status.WINNABLE],
            count[Status.UNWINNABLE],
            count[Status.UNKNOWN],
            tuple(row.length for row in rows if row.status is Status.WINNABLE),
            tuple(row.seconds for row in rows),
        )

    def interval(self, status: Status) -> tuple[float, float]:
        """Wilson 95% interval of the share of deals with this verdict."""
        count = {
            Status.WINNABLE: self.winnable,
            Status.UNWINNABLE: self.unwinnable,
            Status.UNKNOWN: self.unknown,
        }[status]
        return wilson(count, self.deals)

    def win_rate_bounds(self) -> tuple[float, float]:
        """95% bounds on the share of winnable deals whatever the unknown ones turn out
        to be: the low end of WINNABLE's interval, the high end of (WINNABLE or UNKNOWN)'s."""
        low = wilson(self.winnable, self.deals)[0]
        high = wilson(self.winnable + self.unknown, self.deals)[1]
        return (low, high)

    def quantile(self, values: tuple[float, ...], q: float) -> float:
        if not values:
            return 0.0
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    @property
    def median_seconds(self) -> float:
        return statistics.median(self.seconds) if self.seconds else 0.0
