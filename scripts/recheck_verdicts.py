"""Re-solve committed verdicts after a solver change: `python scripts/recheck_verdicts.py`.

A new pruning rule that is unsound shows up as a committed WINNABLE deal (its line was
replayed to a win when it was committed) that the changed solver calls UNWINNABLE. This
re-solves the committed deals of the given verdict (WINNABLE by default) for every
variant where a dead-position test (or the safe-move rule) applies, each within the larger
of its committed budget and --node-limit (the committed budgets fit the search of the day,
whose order may have differed), and prints per variant how many kept their verdict;
`--reading sense` does the same with the results of the defeat rule's second reading.
Exit status 1 when any decided verdict changed.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorpion.games.scorpion.rules import variant_names  # noqa: E402
from scorpion.games.scorpion.solver import Status, deadlock, widedead  # noqa: E402
from scorpion.games.scorpion.solver.readings import Reading, read, result_name  # noqa: E402
from scorpion.games.scorpion.stats.cli import RESULTS_DIR  # noqa: E402
from scorpion.games.scorpion.stats.results import read_rows  # noqa: E402
from scorpion.games.scorpion.stats.runner import run_local  # noqa: E402

DATA = ROOT / RESULTS_DIR


def pruned_variants(reading: Reading) -> list[str]:
    """The variants with committed results under `reading` where the solver's pruning
    rules apply."""
    return [
        name
        for name in variant_names()
        if (deadlock.applies(read(name, reading)) or widedead.applies(read(name, reading)))
        and (DATA / f"{result_name(name, reading)}.csv").exists()
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", help="default: every variant the rules prune")
    parser.add_argument("--status", choices=["winnable", "unwinnable"], default="winnable")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--node-limit", type=int, default=1_000_000)
    parser.add_argument("--reading", choices=[r.value for r in Reading], default="letter")
    args = parser.parse_args(argv)
    wanted = Status(args.status)
    reading = Reading(args.reading)
    changed = 0
    for name in args.variants or pruned_variants(reading):
        path = DATA / f"{result_name(name, reading)}.csv"
        rows = [row for row in read_rows(path).values() if row.status is wanted]
        by_limit: dict[int, list[int]] = defaultdict(list)
        for row in rows:
            by_limit[max(row.node_limit, args.node_limit)].append(row.seed)
        kept, flipped, undecided = 0, [], []
        for limit, seeds in sorted(by_limit.items()):
            for row in run_local(name, seeds, limit, args.jobs, reading.value):
                if row.status is wanted:
                    kept += 1
                elif row.status is Status.UNKNOWN:
                    undecided.append(row.seed)
                else:
                    flipped.append(row.seed)
        changed += len(flipped)
        print(
            f"{name}: {len(rows)} {wanted.value} deals re-solved, {kept} kept their verdict, "
            f"{len(flipped)} changed {sorted(flipped)}, {len(undecided)} undecided "
            f"{sorted(undecided)[:20]}",
            flush=True,
        )
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
