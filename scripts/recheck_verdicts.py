"""Re-solve committed verdicts after a solver change: `python scripts/recheck_verdicts.py`.

A new pruning rule that is unsound shows up as a committed WINNABLE deal (its line was
replayed to a win when it was committed) that the changed solver calls UNWINNABLE. This
re-solves the committed deals of the given verdict (WINNABLE by default) for every
variant where a dead-position test (or the safe-move rule) applies, each within the larger
of its committed budget and --node-limit (the committed budgets fit the search of the day,
whose order may have differed), and prints per variant how many kept their verdict;
`--reading sense` does the same with the results of the defeat rule's second reading.
Exit status 1 when any decided verdict changed.

Its mirror, `--unpruned`: an unsound rule can also have made a committed UNWINNABLE. This
searches the first --most committed losses of each variant (40 by default) with the exact
search with every pruning rule off (no dead-position test, no safe move), within
--node-limit positions (30,000 by default here), and counts those it searches whole (the
loss confirmed without the rules), those it leaves unknown, and those it wins: a line the
engine replays to a win, a committed loss proved wrong (exit status 1; so is a line the
search calls won that the engine does not replay, a fault of the search).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorpion.games.scorpion.game import Game  # noqa: E402
from scorpion.games.scorpion.rules import variant_names  # noqa: E402
from scorpion.games.scorpion.solver import Status, deadlock, search, widedead  # noqa: E402
from scorpion.games.scorpion.solver.narrower import replays  # noqa: E402
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


def against_unpruned(
    name: str, reading: Reading, seeds: list[int], node_limit: int
) -> dict[str, list[int]]:
    """The deals `seeds` of `name` searched with every pruning rule off: "exhausted" (no
    win among every reachable position), "unknown" (`node_limit` reached), "won" (a line
    the engine replays to a win from the deal, no position on the way lost:
    `narrower.replays`) and "not replayed" (a line the search called won that the engine
    does not so play: a fault of the search)."""
    rules = read(name, reading)
    found: dict[str, list[int]] = {"exhausted": [], "unknown": [], "won": [], "not replayed": []}
    for seed in seeds:
        game = Game.deal(seed, rules)
        solution = search.exhaust(game, node_limit=node_limit, pruned=False)
        if solution.status is Status.WINNABLE:
            found["won" if replays(game, solution.moves) else "not replayed"].append(seed)
        else:
            found["exhausted" if solution.status is Status.UNWINNABLE else "unknown"].append(seed)
    return found


def _unpruned(args: argparse.Namespace, reading: Reading) -> int:
    """`--unpruned`: the first `--most` committed losses of each variant (module's text)."""
    wrong = 0
    for name in args.variants or pruned_variants(reading):
        rows = read_rows(DATA / f"{result_name(name, reading)}.csv").values()
        seeds = sorted(row.seed for row in rows if row.status is Status.UNWINNABLE)
        found = against_unpruned(name, reading, seeds[: args.most], args.node_limit or 30_000)
        wrong += len(found["won"]) + len(found["not replayed"])
        print(
            f"{name}: {len(found['exhausted'])} of the first {min(args.most, len(seeds))} of "
            f"{len(seeds)} losses searched whole without the pruning rules, "
            f"{len(found['unknown'])} unknown, {len(found['won'])} won {found['won']}, "
            f"{len(found['not replayed'])} not replayed {found['not replayed']}",
            flush=True,
        )
    return 1 if wrong else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", help="default: every variant the rules prune")
    parser.add_argument("--status", choices=["winnable", "unwinnable"], default="winnable")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--node-limit", type=int, default=None, help="default 1,000,000")
    parser.add_argument("--reading", choices=[r.value for r in Reading], default="letter")
    parser.add_argument("--unpruned", action="store_true", help="committed losses, unpruned")
    parser.add_argument("--most", type=int, default=40, help="with --unpruned, per variant")
    args = parser.parse_args(argv)
    wanted = Status(args.status)
    reading = Reading(args.reading)
    if args.unpruned:
        return _unpruned(args, reading)
    args.node_limit = args.node_limit or 1_000_000
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
