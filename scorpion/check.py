"""`scorpion-check`: run the rule book against an engine, from any folder.

    scorpion-check --engine-cmd "node my-engine.js" --report report.json
    scorpion-check --engine my_package.engine:make_engine --lang ms
    scorpion-check --engine-cmd "./engine" -- -m moves -x     # more pytest options

It runs the scenarios shipped in the package (French and Malay, or one language with
--lang) through pytest: under --engine or --engine-cmd only those checked against the
engine (not the rule book's own machinery, not the other games' scenarios). It prints
pytest's usual output, writes the JSON report (scorpion.bdd.report) when asked, and
exits with pytest's status (0: no failure).
Without --engine or --engine-cmd it checks this project's own engine.
"""

from __future__ import annotations

import argparse
import os
import sys

from scorpion.command_line import Parser, seconds
from scorpion.i18n import N_, gettext, ui_language
from scorpion.paths import FEATURES


def parser(lang: str) -> Parser:
    def _(msgid: str) -> str:
        return gettext(lang, msgid)

    command = Parser(
        prog="scorpion-check",
        description=_(N_("Run the Scorpion rule book (French and Malay) against an engine.")),
        epilog=_(N_("Options after -- go to pytest as they are.")),
        lang=lang,
    )
    engine = command.add_mutually_exclusive_group()
    engine.add_argument(
        "--engine-cmd",
        metavar="COMMAND",
        help=_(N_("the command that starts the engine process (JSON lines on stdin/stdout)")),
    )
    engine.add_argument(
        "--engine",
        metavar="MODULE:FACTORY",
        help=_(N_("a Python engine: the factory that makes it (package.module:factory)")),
    )
    command.add_argument(
        "--engine-timeout",
        type=seconds(lang),
        default=10.0,
        metavar="SECONDS",
        help=_(
            N_(
                "seconds the engine has to answer one request (default 10; its first answer, "
                "which waits for it to start, has at least 10)"
            )
        ),
    )
    command.add_argument(
        "--lang",
        choices=("fr", "ms"),
        help=_(N_("run the scenarios of one language only (default: both)")),
    )
    command.add_argument(
        "--report", metavar="PATH", help=_(N_("write the outcome of every scenario as JSON"))
    )
    return command


def pytest_args(options: argparse.Namespace, extra: list[str]) -> list[str]:
    """The pytest command line that runs the shipped rule book with these options."""
    args = [
        str(FEATURES),
        f"--rootdir={FEATURES}",
        "--import-mode=importlib",
        "-p",
        "no:cacheprovider",
        "-o",
        "addopts=",
        "-ra",
        "--assert=plain",  # the rule book says its own failures; nothing to rewrite
        f"--engine-timeout={options.engine_timeout}",
    ]
    if options.engine_cmd:
        args.append(f"--engine-cmd={options.engine_cmd}")
    if options.engine:
        args.append(f"--engine={options.engine}")
    if options.lang:
        args += ["-m", options.lang]
    if options.report:
        args.append(f"--rulebook-report={os.path.abspath(options.report)}")
    return args + extra


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    own, extra = (
        (argv[: argv.index("--")], argv[argv.index("--") + 1 :]) if "--" in argv else (argv, [])
    )
    lang = ui_language()
    options = parser(lang).parse_args(own)
    try:
        import pytest
    except ImportError:
        print(
            gettext(lang, N_("The rule book needs pytest and pytest-bdd: {command}")).format(
                command='pip install "scorpion-patience[bdd]"'
            ),
            file=sys.stderr,
        )
        return 2
    status = int(pytest.main(pytest_args(options, extra)))
    if options.report:
        print(gettext(lang, N_("Report written to {path}")).format(path=options.report))
    return status


if __name__ == "__main__":
    sys.exit(main())
