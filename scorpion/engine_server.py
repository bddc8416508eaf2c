"""`python -m scorpion.engine_server`: an engine served in the JSON-lines engine protocol.

Without argument it serves this project's engine; `--engine package.module:factory`
serves any Python engine instead (so a Python engine can be checked as a process too).

    pytest features/ --engine-cmd="python -m scorpion.engine_server"
"""

from __future__ import annotations

import argparse
import io
import sys

from scorpion.protocol.loading import BUILTIN, load_engine
from scorpion.protocol.server import serve


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m scorpion.engine_server",
        description="Serve a Scorpion engine in the JSON-lines engine protocol on stdin/stdout.",
    )
    parser.add_argument("--engine", default=BUILTIN, metavar="MODULE:FACTORY")
    args = parser.parse_args(argv)
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8")
    stdout = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", write_through=True)
    serve(load_engine(args.engine), stdin, stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
