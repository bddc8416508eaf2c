"""The `scorpion` command: `scorpion stats --variant classique --deals 10000 --jobs 2`,
and `scorpion solve` (scorpion.games.scorpion.stats.solve_cli) for one deal or board.

Solves consecutive seeded deals with a progress bar (rich, with ETA), appends one row per
deal to the result file (deals already there are skipped, so a run resumes, and it says
how many it kept; `--retry-unknown` solves the unknown ones again with a bigger budget),
then prints the verdict counts with Wilson 95% intervals and the distributions of solution
length and solve time. `--scheduler tcp://host:8786` sends the deals to a Dask cluster
instead.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

from rich.console import Console
from rich.progress import MofNCompleteColumn, Progress, TimeRemainingColumn
from rich.table import Table

from scorpion.command_line import Parser, at_least, whole_number
from scorpion.errors import ScorpionError
from scorpion.games.scorpion.rules import variant_names
from scorpion.games.scorpion.solver import Status, guided
from scorpion.games.scorpion.solver.hints import DOMAIN
from scorpion.games.scorpion.solver.hints import solver_text as _
from scorpion.games.scorpion.solver.readings import Reading, result_name
from scorpion.games.scorpion.stats.results import Row, append, compact, read_rows
from scorpion.games.scorpion.stats.runner import run_dask, run_local
from scorpion.games.scorpion.stats.solve_cli import add_parser, refused, run_solve
from scorpion.games.scorpion.stats.summary import Summary
from scorpion.i18n import LANGUAGES, N_, ngettext, ui_language
from scorpion.numbers import format_count, format_number, format_seconds, format_share

RESULTS_DIR = Path("docs") / "data" / "stats"
STATUS_WORDS = {
    Status.WINNABLE: N_("winnable"),
    Status.UNWINNABLE: N_("unwinnable"),
    Status.UNKNOWN: N_("unknown (budget reached)"),
}
_STOPPED_STATS = N_(
    "Stopped. The rows already written are kept: the same command goes on from there."
)
_STOPPED_SOLVE = N_("Stopped: nothing was decided.")


def parser(lang: str = "en") -> Parser:
    """The command line, its help and its refusals in `lang` (scorpion.command_line)."""

    def h(msgid: str) -> str:
        return _(lang, msgid)

    top = Parser(prog="scorpion", description=h(N_("Scorpion patience tools")), lang=lang)
    top.add_argument(  # here too, so that `scorpion --lang fr --help` is understood
        "--lang", default=lang, choices=LANGUAGES, help=h(N_("language of the help and report"))
    )
    commands = top.add_subparsers(dest="command", metavar="{stats,solve}")
    stats = commands.add_parser("stats", help=h(N_("solve consecutive seeded deals")), lang=lang)
    stats.add_argument(
        "--variant",
        default="classique",
        choices=variant_names(),
        help=h(N_("the variant whose deals are solved")),
    )
    stats.add_argument(
        "--deals", type=at_least(1, lang), default=1000, help=h(N_("how many deals"))
    )
    stats.add_argument(
        "--first", type=whole_number(lang), default=0, help=h(N_("seed of the first deal"))
    )
    stats.add_argument("--jobs", type=at_least(1, lang), default=1, help=h(N_("worker processes")))
    stats.add_argument(
        "--node-limit",
        type=at_least(1, lang),
        default=5000,
        help=h(
            N_(
                "positions per deal, every search counted (with one deck, building in suit and"
                " Kings alone into empty columns, the exact search gets them all and the guided"
                " search may add up to {most})"
            )
        ).format(most=format_count(guided.most(None, guided.FIRST_LOOK), lang)),
    )
    stats.add_argument(
        "--strict",
        action="store_true",
        help=h(N_("play by the strict policy instead of solving")),
    )
    stats.add_argument(
        "--retry-unknown",
        action="store_true",
        help=h(N_("solve again the deals left unknown with a smaller budget than --node-limit")),
    )
    stats.add_argument(
        "--reading",
        default=Reading.LETTER.value,
        choices=[reading.value for reading in Reading],
        help=h(N_("how the defeat rule is read: its letter, or its evident sense")),
    )
    stats.add_argument("--results", type=Path, help=h(N_("result file (default: docs/data/stats)")))
    stats.add_argument("--scheduler", help=h(N_("Dask scheduler address, e.g. tcp://host:8786")))
    stats.add_argument(
        "--lang", default=lang, choices=LANGUAGES, help=h(N_("language of the help and report"))
    )
    add_parser(commands, lang)
    return top


def run_stats(args: argparse.Namespace, console: Console | None = None) -> Summary:
    """Solve the deals not yet in the result file, then summarise every deal asked for."""
    console = console or Console()
    lang = args.lang
    reading = Reading(args.reading)
    name = result_name(args.variant, reading, strict=args.strict)
    path = args.results or RESULTS_DIR / f"{name}.csv"
    limit = 0 if args.strict else args.node_limit
    done = read_rows(path)
    seeds = range(args.first, args.first + args.deals)
    todo = [seed for seed in seeds if seed not in done or _retried(done[seed], args, limit)]
    for line in _kept(done, seeds, todo, limit, path, lang):
        console.print(line)
    if args.scheduler:
        rows = run_dask(args.variant, todo, limit, args.scheduler, reading.value)
    else:
        rows = run_local(args.variant, todo, limit, args.jobs, reading.value)
    columns = (*Progress.get_default_columns()[:-1], MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, console=console) as progress:
        task = progress.add_task(args.variant, total=len(todo))
        for row in rows:
            append(path, row)
            done[row.seed] = row
            progress.advance(task)
    compact(path)
    summary = Summary.of(done[seed] for seed in seeds)
    report(summary, args.variant, lang, console)
    return summary


def _retried(row: Row, args: argparse.Namespace, limit: int) -> bool:
    """Whether `--retry-unknown` asks for this deal again: left unknown, smaller budget."""
    return bool(args.retry_unknown) and row.status is Status.UNKNOWN and row.node_limit < limit


def _kept(
    done: dict[int, Row], seeds: range, todo: list[int], limit: int, path: Path, lang: str
) -> list[str]:
    """What the user is told of the deals already in the result file: their rows are kept,
    so a run asked with a bigger budget does not silently report the smaller one's."""
    again = set(todo)
    kept = [done[seed] for seed in seeds if seed in done and seed not in again]
    smaller = sum(row.status is Status.UNKNOWN and row.node_limit < limit for row in kept)
    lines = []
    if kept:
        lines.append(
            ngettext(
                lang,
                "{count} deal was already in {file}: its row is kept, not solved again.",
                "{count} deals were already in {file}: their rows are kept, not solved again.",
                len(kept),
                DOMAIN,
            ).format(count=format_count(len(kept), lang), file=path)
        )
    if smaller:
        lines.append(
            ngettext(
                lang,
                "{count} of them was left unknown with a smaller budget than --node-limit: "
                "--retry-unknown solves it again.",
                "{count} of them were left unknown with a smaller budget than --node-limit: "
                "--retry-unknown solves them again.",
                smaller,
                DOMAIN,
            ).format(count=format_count(smaller, lang))
        )
    return lines


def report(summary: Summary, variant: str, lang: str, console: Console) -> None:
    table = Table(
        title=_(lang, N_("{variant}: {deals} deals")).format(variant=variant, deals=summary.deals)
    )
    table.add_column(_(lang, N_("verdict")))
    table.add_column(_(lang, N_("deals")), justify="right")
    table.add_column(_(lang, N_("share (Wilson 95%)")), justify="right")
    for status, count in (
        (Status.WINNABLE, summary.winnable),
        (Status.UNWINNABLE, summary.unwinnable),
        (Status.UNKNOWN, summary.unknown),
    ):
        low, high = summary.interval(status)
        share = count / summary.deals if summary.deals else 0.0
        shares = [format_share(value, lang) for value in (share, low, high)]
        table.add_row(
            _(lang, STATUS_WORDS[status]),
            format_count(count, lang),
            "{} [{}, {}]".format(*shares),
        )
    console.print(table)
    low, high = summary.win_rate_bounds()
    console.print(
        _(lang, N_("Winnable deals, whatever the unknown ones are: {low} to {high}")).format(
            low=format_share(low, lang), high=format_share(high, lang)
        )
    )
    lengths = tuple(float(n) for n in summary.lengths)
    shown: tuple[tuple[str, tuple[float, ...], Callable[[float, str], str]], ...] = (
        (N_("solution length (moves)"), lengths, partial(format_number, digits=0)),
        (N_("solve time (CPU seconds)"), summary.seconds, format_seconds),
    )
    for label, values, written in shown:
        quantiles = ", ".join(
            f"{name} {written(summary.quantile(values, q), lang)}"
            for name, q in (("p10", 0.1), ("p50", 0.5), ("p90", 0.9), ("p99", 0.99))
        )
        told = _(lang, N_("{label}: {quantiles}"))
        console.print(told.format(label=_(lang, label), quantiles=quantiles))


def main(argv: list[str] | None = None) -> int:
    first = argparse.ArgumentParser(add_help=False)  # the language asked for, if any
    first.add_argument("--lang", nargs="?", default=ui_language())  # (none: refused below)
    asked = first.parse_known_args(argv)[0].lang
    lang = asked if asked in LANGUAGES else ui_language()  # (a bad one: refused below)
    top = parser(lang)
    args = top.parse_args(argv)
    if args.command is None:
        top.error(_(lang, N_("give a command: stats or solve")))
    try:
        if args.command == "solve":
            return run_solve(args)
        run_stats(args)
    except (ScorpionError, OSError) as error:  # a result file it cannot read or write
        return refused(error, args.lang, Console(), getattr(args, "results", None))
    except KeyboardInterrupt:  # Ctrl-C: said in the user's language, not as a traceback
        told = _STOPPED_SOLVE if args.command == "solve" else _STOPPED_STATS
        Console(stderr=True).print(_(lang, told), style="red", markup=False, highlight=False)
        return 130  # the shell's status for a program ended by Ctrl-C
    return 0


if __name__ == "__main__":
    sys.exit(main())
