"""`python -m scorpion.engine_server`: an engine served in the JSON-lines engine protocol.

Without argument it serves this project's Scorpion engine; `--game scopa` serves its
Scopa engine (any game of features/games.toml that names an engine); `--engine
package.module:factory` serves any Python engine instead (so a Python engine can be
checked as a process too).

    pytest features/ --engine-cmd="python -m scorpion.engine_server"
    pytest features/ --engine-cmd="python -m scorpion.engine_server --game scopa"
"""

from __future__ import annotations

import io
import sys

from scorpion.bdd.games import registered
from scorpion.command_line import Parser
from scorpion.i18n import N_, gettext, ui_language
from scorpion.protocol.loading import BUILTIN, load_engine
from scorpion.protocol.server import serve


def main(argv: list[str] | None = None) -> int:
    lang = ui_language()

    def _(msgid: str) -> str:
        return gettext(lang, msgid)

    parser = Parser(
        prog="python -m scorpion.engine_server",
        description=_(N_("Serve a game engine in the JSON-lines engine protocol on stdin/stdout.")),
        lang=lang,
    )
    parser.add_argument(
        "--engine",
        default=None,
        metavar="MODULE:FACTORY",
        help=_(N_("a Python engine: the factory that makes it (package.module:factory)")),
    )
    parser.add_argument("--game", default=None, help=_(N_("serve this game's own engine (scopa)")))
    args = parser.parse_args(argv)
    spec = args.engine or BUILTIN
    if args.game is not None and args.engine is None:
        engines = {game.name: game.engine for game in registered() if game.engine}
        if args.game not in engines:
            told = _(N_("no engine for the game “{game}”; games: {games}"))
            parser.error(told.format(game=args.game, games=", ".join(engines)))
        spec = engines[args.game]
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8")
    stdout = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", write_through=True)
    serve(load_engine(spec), stdin, stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
