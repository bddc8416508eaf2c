"""Solver speed figures (not a test): `python benchmarks/solver_bench.py [--deals 1000]`.

Solves consecutive Classique deals (seeds 0, 1, ...) on one core, each within
--time-limit CPU seconds, and prints how many were decided (WINNABLE or UNWINNABLE)
within the budget, and the median and 99th percentile of the solve times, then the deals
left undecided and the three slowest decided (those a slower machine would lose first),
and whether the dead-position test ran compiled (`make install` builds it; see
scripts/native.py; `--plain` runs the plain code instead, to compare).
Targets: every deal decided within 5 s, median under 50 ms, p99 under 2 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorpion import Game, solve
from scorpion.games.scorpion.solver import deadlock


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--variant", default="classique")
    parser.add_argument("--time-limit", type=float, default=5.0)
    parser.add_argument(
        "--plain", action="store_true", help="the plain-Python dead-position test, even if built"
    )
    args = parser.parse_args(argv)
    if args.plain:
        deadlock.is_dead = deadlock._is_dead
    times, decided, nodes = [], 0, 0
    undecided: list[str] = []
    slowest: list[tuple[float, int, int]] = []
    for seed in range(args.first, args.first + args.deals):
        solution = solve(Game.deal(seed, args.variant), time_limit=args.time_limit)
        times.append(solution.seconds)
        decided += solution.decided
        nodes += solution.nodes
        if not solution.decided:
            undecided.append(f"{seed} ({solution.nodes:,} positions)")
        else:
            slowest.append((solution.seconds, seed, solution.nodes))
    times.sort()
    p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
    print(f"{args.variant}: {args.deals} deals, budget {args.time_limit:g} s CPU each")
    if args.plain:
        how = "plain Python (--plain)"
    elif deadlock.is_dead is deadlock._is_dead:
        how = "plain Python (not built: run make install)"
    else:
        how = "compiled by mypyc"
    print(f"dead-position test: {how}")
    print(
        f"decided within the budget {decided}/{args.deals} ({decided / args.deals:.1%}; "
        "target 100%)"
    )
    print(
        f"median {1000 * statistics.median(times):.2f} ms (target < 50 ms); "
        f"p99 {times and p99:.2f} s (target < 2 s)"
    )
    print(f"{nodes / max(sum(times), 1e-9):,.0f} positions searched per CPU second")
    if undecided:
        print("undecided deals: " + ", ".join(undecided))
    closest = sorted(slowest, reverse=True)[:3]  # the decided deals nearest the budget
    shown = (f"{seed} ({seconds:.2f} s, {count:,} positions)" for seconds, seed, count in closest)
    print("slowest decided: " + ", ".join(shown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
