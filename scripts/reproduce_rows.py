"""Solve committed result rows again at their own budgets: `python scripts/reproduce_rows.py`.

A row of docs/data/stats is what `scorpion stats` gives for its deal and budget, and budgets
are counted in positions, so every row must come out the same (verdict, positions, line
length) with the code as it is; only its seconds may differ. After a change to the solver
this lists the rows the change moved. `--write` replaces those whose verdict stayed (their
positions or line changed), each as it comes, so that an interrupted run keeps them; a
verdict that changed is only listed (a win no longer found within its budget wants a
bigger one, `scorpion stats --retry-unknown`; a loss that turns into a win means a pruning
rule was unsound), except that an unknown row now decided is written too (it is what the
code gives). `--max-positions N` keeps to the rows that took at most N positions (a quick
sample), `--decided` leaves out the unknown rows (the costly ones), `--unknown` keeps to
them, `--lost` to the rows proved lost, `--seeds FIRST-LAST` to the deals in that range
(several ranges or seeds: comma-separated), `--seconds LOW-HIGH` to the rows whose
committed time lies in that range. `--scheduler ADDRESS` solves them on that Dask cluster
instead of local processes (`--scheduler local`: a LocalCluster of `--jobs` worker
processes), which shows a cluster's rows equal the committed ones, solved locally.
`--retime` puts today's seconds in place for the rows that come out the same: a row's
time is how long the code took when it was solved, on a machine whose speed swings (on
2026-12-06 rows solved in 2026-12 took 0.5 to 1.0 times their committed seconds, the code
a tenth faster), so "within 60 s" is measured again by solving a whole band of rows anew
(`--seconds`), each row taking today's time whichever way it moved. Exit status 1 when any
row differs.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable
from contextlib import ExitStack
from dataclasses import replace
from pathlib import Path

from rich.progress import MofNCompleteColumn, Progress, TimeRemainingColumn

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorpion.games.scorpion.solver import Status  # noqa: E402
from scorpion.games.scorpion.solver.readings import from_result_name  # noqa: E402
from scorpion.games.scorpion.stats.cli import RESULTS_DIR  # noqa: E402
from scorpion.games.scorpion.stats.results import Row, append, compact, read_rows  # noqa: E402
from scorpion.games.scorpion.stats.runner import run_dask, run_local  # noqa: E402

DATA = ROOT / RESULTS_DIR


def same(old: Row, new: Row) -> bool:
    """Whether two rows of one deal agree on all but the time taken."""
    return replace(new, seconds=old.seconds) == old


def differences(
    stem: str,
    rows: Iterable[Row],
    jobs: int = 1,
    solved: Callable[[Row, Row], None] | None = None,
    scheduler: object | None = None,
) -> list[tuple[Row, Row]]:
    """The rows of the result file `stem` (e.g. "traditionnel-sense") that today's code
    solves otherwise at their own budgets, each with the row it gives now; `solved` is
    called with each row and the row it gives, as they come. On local processes, or on
    the Dask cluster `scheduler` (an address or a cluster object) when given."""
    name, reading, _strict = from_result_name(stem)
    by_limit: dict[int, dict[int, Row]] = defaultdict(dict)
    for row in rows:
        by_limit[row.node_limit][row.seed] = row
    moved = []
    for limit, old in sorted(by_limit.items()):
        seeds = sorted(old)
        if scheduler is None:
            news = run_local(name, seeds, limit, jobs, reading.value)
        else:
            news = run_dask(name, seeds, limit, scheduler, reading.value)
        for new in news:
            if solved is not None:
                solved(old[new.seed], new)
            if not same(old[new.seed], new):
                moved.append((old[new.seed], new))
    return sorted(moved, key=lambda pair: pair[0].seed)


def chosen(rows: Iterable[Row], args: argparse.Namespace) -> list[Row]:
    """The rows `--max-positions`, `--decided`, `--unknown`, `--lost` and `--seeds` keep."""
    wanted = {Status.UNKNOWN} if args.unknown else set(Status)
    if args.lost:
        wanted = {Status.UNWINNABLE}
    if args.decided:
        wanted.discard(Status.UNKNOWN)
    limit = args.max_positions
    low, high = args.seconds or (0.0, float("inf"))
    return [
        row
        for row in rows
        if row.status in wanted
        and (limit is None or row.nodes <= limit)
        and (args.seeds is None or row.seed in args.seeds)
        and low <= row.seconds <= high
    ]


def seed_range(text: str) -> set[int]:
    """`--seeds`' "FIRST-LAST" (both included), or one seed; several, comma-separated."""
    seeds: set[int] = set()
    for part in text.split(","):
        first, _, last = part.partition("-")
        try:
            seeds.update(range(int(first), int(last or first) + 1))
        except ValueError:
            raise argparse.ArgumentTypeError(f"not FIRST-LAST: {part!r}") from None
    return seeds


def second_range(text: str) -> tuple[float, float]:
    """`--seconds`' "LOW-HIGH" (both included)."""
    low, _, high = text.partition("-")
    try:
        return float(low), float(high)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not LOW-HIGH: {text!r}") from None


def check(
    stem: str, args: argparse.Namespace, progress: Progress, scheduler: object | None = None
) -> bool:
    """Solve the chosen rows of `stem` again (on `scheduler` when given), print what moved,
    replace rows on --write (and the seconds of the others on --retime); whether any
    moved."""
    path = DATA / f"{stem}.csv"
    rows = chosen(read_rows(path).values(), args)
    task = progress.add_task(stem, total=len(rows))
    retimed = 0

    def solved(old: Row, new: Row) -> None:
        nonlocal retimed
        progress.advance(task)
        if same(old, new):
            if args.retime:
                progress.console.print(
                    f"  {stem} deal {old.seed}: {old.seconds} -> {new.seconds:.4f} s"
                )
                append(path, new)
                retimed += 1
            return
        # at once: a long run's log shows what moved, and an interrupted one keeps it
        progress.console.print(f"  {stem} {shown(old, new)}")
        if args.write and written(old, new):
            append(path, new)

    moved = differences(stem, rows, args.jobs, solved, scheduler)
    where = "" if scheduler is None else " on the Dask cluster"
    progress.console.print(
        f"{stem}: {len(rows)} rows solved again{where}, {len(moved)} differ, {retimed} retimed"
    )
    if (args.write and moved) or retimed:
        compact(path)
    return bool(moved)


def shown(old: Row, new: Row) -> str:
    """How a row that came out otherwise is listed: its verdict, or its positions and
    line, each before and after."""
    where = f"deal {old.seed} at {old.node_limit} positions"
    if old.status is not new.status:
        return f"{where}: {old.status.value} -> {new.status.value}"
    change = f"{old.nodes} -> {new.nodes} positions, line {old.length} -> {new.length}"
    return f"{where}: {old.status.value}, {change}"


def written(old: Row, new: Row) -> bool:
    """Whether `--write` puts `new` in place of `old`: its verdict stayed, or was unknown
    (a verdict lost is only listed, see the module)."""
    return old.status is new.status or old.status is Status.UNKNOWN


def parser() -> argparse.ArgumentParser:
    """The script's arguments."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", help="result files' stems (default: every one)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--max-positions", type=int, help="only rows within this many")
    only = parser.add_mutually_exclusive_group()
    only.add_argument("--decided", action="store_true", help="leave out unknown rows")
    only.add_argument("--unknown", action="store_true", help="only the unknown rows")
    only.add_argument("--lost", action="store_true", help="only the rows proved lost")
    parser.add_argument(
        "--seeds", type=seed_range, help="only deals FIRST-LAST (both included), comma-separated"
    )
    parser.add_argument(
        "--seconds", type=second_range, help="only rows that took LOW-HIGH s (both included)"
    )
    parser.add_argument(
        "--retime", action="store_true", help="put today's seconds in place for rows that agree"
    )
    parser.add_argument(
        "--write", action="store_true", help="replace rows whose verdict stayed or was unknown"
    )
    parser.add_argument(
        "--scheduler", help="a Dask scheduler's address, or local: a LocalCluster of --jobs"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    stems = args.files or sorted(path.stem for path in DATA.glob("*.csv"))
    columns = (*Progress.get_default_columns()[:-1], MofNCompleteColumn(), TimeRemainingColumn())
    with ExitStack() as stack:
        scheduler = args.scheduler
        if scheduler == "local":
            from dask.distributed import LocalCluster

            scheduler = stack.enter_context(
                LocalCluster(  # type: ignore[no-untyped-call]
                    n_workers=args.jobs, threads_per_worker=1, dashboard_address=":0"
                )
            )
        progress = stack.enter_context(Progress(*columns))
        moved = [check(stem, args, progress, scheduler) for stem in stems]
    return 1 if any(moved) else 0


if __name__ == "__main__":
    sys.exit(main())
