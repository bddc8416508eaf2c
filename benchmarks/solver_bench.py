"""Solver figures per variant (not a test): `python benchmarks/solver_bench.py`.

For every result file of docs/data/stats (one per variant and reading of its defeat rule,
written by `scorpion stats`), prints: the deals, the share decided (WINNABLE or
UNWINNABLE), and decided within 60 CPU seconds (as recorded), with the target of 99.9%
for that share, the winnable share with its Wilson 95% interval
(and the bounds that hold whatever the unknown deals are), the median, p99 and slowest
solve time (CPU seconds, as recorded) and the positions searched per CPU second.

`--solve N` solves N deals of each variant (from seed `--first`) again here (each within
--time-limit CPU seconds) instead of reading the files, and `--variant` keeps some variants only;
`--plain` runs the plain Python of every part `make install` compiles even when built (the
dead-position tests, the commuting rule, the test before the deal, the deal's reckoning and
the compact search of Wasp and the traditional family).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorpion import Game, solve
from scorpion.games.scorpion.rules import variant_names
from scorpion.games.scorpion.solver import (
    Status,
    commuting,
    compact,
    deadlock,
    dealing,
    dealt,
    twins,
    widedead,
)
from scorpion.games.scorpion.solver.readings import from_result_name, read
from scorpion.games.scorpion.stats.results import Row, read_rows
from scorpion.games.scorpion.stats.summary import Summary, wilson

DATA = Path(__file__).resolve().parents[1] / "docs" / "data" / "stats"

#: Each part `make install` compiles: its module, the name of the code it chose and of its
#: own plain code (scripts/native.py), and what it is.
COMPILED = (
    (deadlock, "is_dead", "_is_dead", "dead-position test"),
    (widedead, "is_dead", "_is_dead", "dead-position test"),
    (commuting, "first_commuting", "_first_commuting", "commuting safe-move rule"),
    (dealing, "is_dead", "_is_dead", "test before the deal"),
    (dealt, "is_lost_after", "_is_lost_after", "the deal's reckoning"),
    (compact, "exhaust", "_exhaust", "the compact search (Wasp, the traditional family)"),
    (twins, "is_dead", "_is_dead", "the twin trap (two decks)"),
)
TARGET_SECONDS = 60.0
"""The issue's bound on one deal's solve, CPU seconds of one core (as recorded)."""


def line(name: str, rows: list[Row]) -> str:
    """One variant's figures."""
    summary = Summary.of(rows)
    deals = summary.deals
    decided = summary.winnable + summary.unwinnable
    in_time = sum(row.seconds <= TARGET_SECONDS for row in rows if row.status is not Status.UNKNOWN)
    low, high = wilson(summary.winnable, deals)
    bound_low, bound_high = summary.win_rate_bounds()
    times = sorted(row.seconds for row in rows)
    p99 = summary.quantile(tuple(times), 0.99)
    rate = sum(row.nodes for row in rows) / max(sum(times), 1e-9)
    return (
        f"{name:<28} {deals:>6} deals  decided {decided / deals:7.2%}, within "
        f"{TARGET_SECONDS:.0f} s {in_time / deals:7.2%} (target 99.9%)  "
        f"winnable {summary.winnable / deals:6.2%} [{low:.2%}, {high:.2%}] "
        f"(bounds {bound_low:.2%}-{bound_high:.2%})  "
        f"median {summary.median_seconds * 1000:8.2f} ms  p99 {p99:7.2f} s  "
        f"slowest {times[-1]:7.2f} s  {rate:>9,.0f} positions/s"
    )


def solved(name: str, first: int, deals: int, time_limit: float) -> list[Row]:
    """`deals` consecutive deals of `name` from seed `first`, solved here."""
    rows = []
    for seed in range(first, first + deals):
        solution = solve(Game.deal(seed, read(name)), time_limit=time_limit)
        length = len(solution.moves) if solution.status is Status.WINNABLE else 0
        rows.append(Row(seed, solution.status, solution.nodes, solution.seconds, length, 0))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--solve", type=int, default=0, metavar="N")
    parser.add_argument("--first", type=int, default=0, help="seed of the first deal solved")
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--variant", action="append", choices=variant_names())
    parser.add_argument("--plain", action="store_true")
    args = parser.parse_args(argv)
    for module, chosen, own, what in COMPILED:
        if args.plain:
            setattr(module, chosen, getattr(module, own))
        plain = getattr(module, chosen) is getattr(module, own)
        how = "plain Python" if plain else "compiled by mypyc"
        print(f"{what} ({module.__name__.rsplit('.', 1)[1]}.py): {how}")
    if args.solve:
        for name in args.variant or variant_names():
            print(line(name, solved(name, args.first, args.solve, args.time_limit)), flush=True)
        return 0
    for path in sorted(DATA.glob("*.csv")):
        name, _reading, strict = from_result_name(path.stem)
        if strict or (args.variant and name not in args.variant):
            continue
        print(line(path.stem, list(read_rows(path).values())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
