"""`scorpion solve`: is this deal winnable? For a player, in the player's language.

    scorpion solve --seed 12                         # Classique deal 12
    scorpion solve --pysolfc 1234 --variant double-scorpion-pysol
    scorpion solve --board "colonne 1 : R♠, D♠ ; ..." --board-lang fr --line
    scorpion solve --board-file board.txt --board-lang ms --lang ms

It answers winnable, not winnable or unknown (the search budget ran out), gives the next
move of a winning line, and the whole line with --line. A long search shows how many
positions it has searched (rich). Bad input (an unknown variant, a board that cannot be
read) gives a localized message and exit status 2; nothing else happens.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

from scorpion.command_line import Parser, at_least, seconds, whole_number
from scorpion.errors import ScorpionError
from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.solver import Solution, Status, solve
from scorpion.games.scorpion.solver.hints import solver_text as _
from scorpion.games.scorpion.solver.readings import Reading, read
from scorpion.i18n import LANGUAGES, N_
from scorpion.numbers import format_count

_WINNABLE = N_("Winnable: a winning line of {moves} moves was found (positions searched: {nodes}).")
_UNWINNABLE = N_("Not winnable: no line of play wins (every reachable position searched: {nodes}).")
_LOST_AT_ONCE = N_(
    "Not winnable: no line of play wins, as the position itself shows, before any search."
)
_UNKNOWN = N_(
    "Unknown: the search budget ran out (positions searched: {nodes}); try a bigger "
    "budget (--node-limit, --time-limit)."
)
_WON = N_("The game is already won.")
_NEXT = N_("Next move: {move}")
_LINE = N_("The whole winning line:")
_SEARCHING = N_("Positions searched: {nodes}")
_NO_DEAL = N_("Give a deal: --seed, --pysolfc, --board or --board-file.")
_TWO_DEALS = N_("Give one deal only: --seed, --pysolfc, --board or --board-file.")
_SOURCES = ("seed", "pysolfc", "board", "board_file")
_NO_FILE = N_("The file {file} cannot be read or written: {reason}")
_NOT_UTF8 = N_("The file {file} is not UTF-8 text.")


def refused(error: Exception, lang: str, console: Console, file: Path | None = None) -> int:
    """Tell bad input in the user's language and answer status 2, for both commands: a
    ScorpionError by its own message, a file the system refuses by its name and the
    system's reason, a file that is not text (`file`, the one being read) as such."""
    if isinstance(error, ScorpionError):
        text = error.message(lang)
    elif isinstance(error, UnicodeDecodeError):
        text = _(lang, _NOT_UTF8).format(file=file)
    else:
        name = getattr(error, "filename", None) or file
        reason = getattr(error, "strerror", None) or str(error)
        text = _(lang, _NO_FILE).format(file=name, reason=reason)
    console.print(text, style="red", markup=False, highlight=False)
    return 2


def add_parser(commands: argparse._SubParsersAction[Parser], lang: str) -> None:
    """The `solve` subcommand, its help in `lang`."""

    def h(msgid: str) -> str:
        return _(lang, msgid)

    command = commands.add_parser(
        "solve", help=h(N_("is this deal winnable? the next move")), lang=lang
    )
    command.add_argument(
        "--variant", default="classique", help=h(N_("the variant whose rules are played"))
    )
    # one of these four: `run_solve` says so in the user's language (argparse's group of
    # exclusive arguments would say it in English)
    number = whole_number(lang)
    command.add_argument("--seed", type=number, help=h(N_("the number of a seeded deal")))
    command.add_argument("--pysolfc", type=number, help=h(N_("PySolFC's game number")))
    command.add_argument("--board", help=h(N_("a board written as text (French or Malay)")))
    command.add_argument("--board-file", type=Path, help=h(N_("a file holding a board as text")))
    command.add_argument(
        "--board-lang", default="fr", choices=("fr", "ms"), help=h(N_("language of the board"))
    )
    command.add_argument(
        "--reading",
        default=Reading.LETTER.value,
        choices=[reading.value for reading in Reading],
        help=h(N_("how the defeat rule is read: its letter, or its evident sense")),
    )
    command.add_argument("--line", action="store_true", help=h(N_("print the whole line")))
    command.add_argument(
        "--node-limit",
        type=at_least(1, lang),
        default=2_000_000,
        help=h(N_("positions searched at most")),
    )
    command.add_argument(
        "--time-limit",
        type=seconds(lang),
        default=60.0,
        help=h(N_("CPU seconds at most")),
    )
    command.add_argument(
        "--lang", default=lang, choices=LANGUAGES, help=h(N_("language of the help and report"))
    )


def _game(args: argparse.Namespace) -> Game:
    """The position asked for; ScorpionError when the variant or the board is bad."""
    rules = read(args.variant, Reading(args.reading))
    if args.board is not None or args.board_file is not None:
        text = args.board if args.board is not None else args.board_file.read_text("utf-8")
        return Game.from_text(text, args.board_lang, rules)
    if args.pysolfc is not None:
        return Game.deal(variant=rules, pysolfc=args.pysolfc)
    return Game.deal(args.seed, rules)


def _searched(game: Game, args: argparse.Namespace, console: Console) -> Solution:
    """Solve with a live count of positions on a terminal (a file or pipe gets only the
    answer)."""
    lang = args.lang
    if not console.is_terminal:
        return solve(game, node_limit=args.node_limit, time_limit=args.time_limit)
    columns = (SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn())
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task(_(lang, _SEARCHING).format(nodes=0), total=None)

        def show(nodes: int) -> None:
            text = _(lang, _SEARCHING).format(nodes=format_count(nodes, lang))
            bar.update(task, description=text)

        report: Callable[[int], None] = show
        return solve(game, node_limit=args.node_limit, time_limit=args.time_limit, progress=report)


def answer(solution: Solution, lang: str, *, line: bool) -> list[str]:
    """What `scorpion solve` prints for `solution`, in `lang`."""
    nodes = format_count(solution.nodes, lang)
    if solution.status is Status.UNWINNABLE:
        # one position: a dead-position test (or a position without a move) settled it
        if solution.nodes <= 1:
            return [_(lang, _LOST_AT_ONCE)]
        return [_(lang, _UNWINNABLE).format(nodes=nodes)]
    if solution.status is Status.UNKNOWN:
        return [_(lang, _UNKNOWN).format(nodes=nodes)]
    if not solution.moves:
        return [_(lang, _WON)]
    moves = format_count(len(solution.moves), lang)
    lines = [
        _(lang, _WINNABLE).format(moves=moves, nodes=nodes),
        _(lang, _NEXT).format(move=solution.moves[0].to_text(lang)),
    ]
    if line:
        lines.append(_(lang, _LINE))
        width = len(str(len(solution.moves)))
        lines += [
            f"{index:>{width}}. {move.to_text(lang)}"
            for index, move in enumerate(solution.moves, start=1)
        ]
    return lines


def run_solve(args: argparse.Namespace, console: Console | None = None) -> int:
    """Answer for the deal or board of `args`; 0 when answered, 2 on bad input."""
    console = console or Console()
    lang = args.lang
    given = sum(getattr(args, name) is not None for name in _SOURCES)
    if given != 1:
        text = _(lang, _TWO_DEALS if given else _NO_DEAL)
        console.print(text, style="red", markup=False, highlight=False)
        return 2
    try:
        game = _game(args)
    except (ScorpionError, OSError, UnicodeDecodeError) as error:
        return refused(error, lang, console, args.board_file)
    solution = _searched(game, args, console)
    for text in answer(solution, lang, line=args.line):
        console.print(text, markup=False, highlight=False)
    return 0
