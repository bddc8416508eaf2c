"""An engine process that fails on purpose when asked to play: `hang`, `crash` or `garbage`.

It serves the built-in engine (so boards, deals and checks work) until the first `play`
request, then hangs forever, exits with status 3 after a line on stderr, or answers a
line that is not JSON. The rule book must fail that scenario naming the request, and
go on with a fresh process.

    python tests/engines/faulty_engine.py hang|crash|garbage
"""

from __future__ import annotations

import json
import sys
import time

from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.protocol.server import answer, handlers


def main() -> int:
    mode = sys.argv[1]
    table = handlers(BuiltinEngine())
    for line in sys.stdin:
        if json.loads(line).get("op") == "play":
            if mode == "hang":
                time.sleep(3600)
            if mode == "crash":
                print("faulty engine: crashing on purpose", file=sys.stderr, flush=True)
                return 3
            if mode == "garbage":
                print("<html>not the protocol</html>", flush=True)
                continue
        response, bye = answer(table, line)
        print(json.dumps(response), flush=True)
        if bye:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
