"""Serve any Python `Engine` over stdin/stdout in the JSON-lines protocol.

One request per line in, one answer per line out (see `scorpion.protocol.wire`). A
request the server cannot read, or that the engine cannot carry out, gets an answer
with `"error"` and the server goes on; `bye` (or the end of stdin) stops it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import IO, Any

from scorpion.errors import ProtocolError, ScorpionError
from scorpion.protocol import scopa, wire
from scorpion.protocol.engine import Dealer, Engine
from scorpion.protocol.scopa import ScopaEngine

Json = dict[str, Any]


def handlers(engine: Engine | ScopaEngine) -> dict[str, Callable[[Json], Json]]:
    """What each request does, and the result it answers with: the Scorpion requests
    for a Scorpion engine, the `scopa-*` ones for a Scopa engine."""
    hello = {
        "hello": lambda request: {
            "protocol": wire.PROTOCOL_VERSION,
            "engine": wire.capabilities_to_json(engine.capabilities()),
        },
        "bye": lambda request: {},
    }
    table = scopa_handlers(engine) if isinstance(engine, ScopaEngine) else {}
    if isinstance(engine, Engine):
        table |= _scorpion_handlers(engine)
    return hello | table


def scopa_handlers(engine: ScopaEngine) -> dict[str, Callable[[Json], Json]]:
    """The `scopa-*` requests (scorpion.protocol.scopa)."""

    def setup(request: Json) -> Json:
        engine.scopa_setup(scopa.board_from_json(request.get("position")))
        return {}

    def deal(request: Json) -> Json:
        engine.scopa_deal(scopa.seed_from_json(request))
        return {}

    return {
        "scopa-setup": setup,
        "scopa-deal": deal,
        "scopa-state": lambda request: scopa.state_to_json(engine.scopa_state()),
        "scopa-moves": lambda request: {
            "plays": [scopa.play_to_json(p) for p in engine.scopa_moves()]
        },
        "scopa-play": lambda request: scopa.outcome_to_json(
            engine.scopa_play(scopa.play_from_json(request.get("play")))
        ),
        "scopa-next-deal": lambda request: scopa.outcome_to_json(engine.scopa_next_deal()),
        "scopa-undo": lambda request: scopa.outcome_to_json(engine.scopa_undo()),
    }


def _scorpion_handlers(engine: Engine) -> dict[str, Callable[[Json], Json]]:
    """The Scorpion requests."""

    def setup(request: Json) -> Json:
        board = wire.board_from_json(request.get("board"))
        text = wire.variant_file_from_json(request)
        if text is None:  # an engine written before "variant-files" takes the board alone
            engine.setup(board)
        else:
            engine.setup(board, text)
        return {}

    def deal(request: Json) -> Json:
        seed, variant = wire.deal_from_json(request)
        if not isinstance(engine, Dealer):
            raise ProtocolError.garbage("op (this engine deals no game of its own)", "deal")
        engine.deal(seed, variant)
        return {}

    def reset(request: Json) -> Json:
        engine.reset()
        return {}

    return {
        "setup": setup,
        "deal": deal,
        "state": lambda request: wire.state_to_json(engine.state()),
        "status": lambda request: wire.status_to_json(engine.status()),
        "moves": lambda request: {"moves": [wire.move_to_json(m) for m in engine.legal_moves()]},
        "play": lambda request: wire.outcome_to_json(
            engine.play(wire.move_from_json(request.get("move")))
        ),
        "undo": lambda request: wire.outcome_to_json(engine.undo()),
        "reset": reset,
        "hints": lambda request: {"moves": [wire.move_to_json(m) for m in engine.hints()]},
    }


def answer(handlers: dict[str, Callable[[Json], Json]], line: str) -> tuple[Json, bool]:
    """The answer to one request line, and whether it was `bye`."""
    try:
        request = json.loads(line)
    except ValueError as error:
        return {"id": None, "error": f"not JSON: {error}"}, False
    if not isinstance(request, dict):
        return {"id": None, "error": "a request is a JSON object"}, False
    ident, op = request.get("id"), request.get("op")
    handler = handlers.get(op) if isinstance(op, str) else None
    if handler is None:
        return {"id": ident, "error": f"unknown op {op!r}; ops: {', '.join(handlers)}"}, False
    if op == "hello" and request.get("protocol") != wire.PROTOCOL_VERSION:
        theirs = request.get("protocol")
        fault = f"protocol version {theirs!r} asked, {wire.PROTOCOL_VERSION} spoken"
        return {"id": ident, "error": fault}, False
    try:
        return {"id": ident, "result": handler(request)}, op == "bye"
    except ScorpionError as error:
        return {"id": ident, "error": error.message("en")}, False


def serve(engine: Engine | ScopaEngine, stdin: IO[str], stdout: IO[str]) -> None:
    """Answer requests from `stdin` on `stdout` until `bye` or the end of the input."""
    table = handlers(engine)
    for line in stdin:
        if not line.strip():
            continue
        response, bye = answer(table, line)
        stdout.write(json.dumps(response, separators=(",", ":"), ensure_ascii=False) + "\n")
        stdout.flush()
        if bye:
            break
    engine.close()
