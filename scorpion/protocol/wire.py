"""The protocol's values as JSON, one object per line (the `--engine-cmd` line protocol).

Every request is `{"id": <int>, "op": <name>, ...arguments}`; every answer repeats the
id with either `"result": {...}` or `"error": "<text>"`. The first request of a session
is `hello`, which carries `PROTOCOL_VERSION`; the engine answers with its version and
capabilities. The page "Le protocole des moteurs" of the rules site is the full spec
(written out in the repository as PROTOCOL.md and PROTOCOL.ms.md); the JSON Schema of
every request and answer is `schema/protocol.schema.json` (`scorpion.protocol.schemas`).

Reading is strict: a value that does not fit raises ProtocolError naming it, so an engine
answering garbage fails the scenario with a clear message instead of a traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any, TypeVar

from scorpion.errors import ProtocolError
from scorpion.protocol.values import (
    Accepted,
    Board,
    Capabilities,
    Capability,
    Move,
    MoveKind,
    Outcome,
    Placed,
    RefusalCode,
    Refused,
    State,
    Status,
    card_code,
    card_from_code,
    suit_code,
    suit_from_code,
)

PROTOCOL_VERSION = 1
"""Bumped on any change an engine would have to follow."""

OPS = (
    "hello",
    "setup",
    "deal",
    "state",
    "status",
    "moves",
    "play",
    "undo",
    "reset",
    "hints",
    "bye",
)
"""Every request name, in the order the spec page describes them."""

Json = dict[str, Any]
T = TypeVar("T")


# ---- reading helpers ----------------------------------------------------------------
def _field(data: object, key: str, kind: type[T], what: str) -> T:
    if not isinstance(data, dict):
        raise ProtocolError.garbage(what, data)
    value = data.get(key)
    if kind is int and isinstance(value, bool):
        raise ProtocolError.garbage(f"{what}.{key}", value)
    if not isinstance(value, kind):
        raise ProtocolError.garbage(f"{what}.{key}", value)
    return value


def _optional(data: Json, key: str, kind: type[T], what: str) -> T | None:
    if data.get(key) is None:
        return None
    return _field(data, key, kind, what)


def _list(data: Json, key: str, item: Callable[[object], T], what: str) -> tuple[T, ...]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise ProtocolError.garbage(f"{what}.{key}", value)
    return tuple(item(entry) for entry in value)


# ---- boards -------------------------------------------------------------------------
def board_to_json(board: Board) -> Json:
    return {
        "variant": board.variant,
        "columns": [
            [{"card": card_code(p.card), "up": p.up} for p in column] for column in board.columns
        ],
        "reserve": [card_code(card) for card in board.reserve],
        "removed": [suit_code(suit) for suit in board.removed],
    }


def _placed(data: object) -> Placed:
    if not isinstance(data, dict) or not isinstance(data.get("up"), bool):
        raise ProtocolError.garbage("card in a column", data)
    return Placed(card_from_code(data.get("card")), data["up"])


def _column(data: object) -> tuple[Placed, ...]:
    if not isinstance(data, list):
        raise ProtocolError.garbage("column", data)
    return tuple(_placed(entry) for entry in data)


def board_from_json(data: object) -> Board:
    if not isinstance(data, dict):
        raise ProtocolError.garbage("board", data)
    return Board(
        _field(data, "variant", str, "board"),
        _list(data, "columns", _column, "board"),
        _list(data, "reserve", card_from_code, "board"),
        _list(data, "removed", suit_from_code, "board"),
    )


# ---- moves and outcomes -------------------------------------------------------------
def variant_file_from_json(request: Json) -> str | None:
    """The variant file text a `setup` request may carry (capability "variant-files")."""
    return _optional(request, "variant_file", str, "setup")


def move_to_json(move: Move) -> Json:
    if move.kind is MoveKind.DEAL:
        return {"kind": "deal"}
    assert move.card is not None
    return {
        "kind": "build",
        "card": card_code(move.card),
        "source": move.source,
        "place": move.place,
        "target": move.target,
    }


def move_from_json(data: object) -> Move:
    if not isinstance(data, dict):
        raise ProtocolError.garbage("move", data)
    kind = data.get("kind")
    if kind == "deal":
        return Move.deal()
    if kind != "build":
        raise ProtocolError.garbage("move.kind", kind)
    return Move.build(
        card_from_code(data.get("card")),
        _optional(data, "source", int, "move"),
        _optional(data, "place", int, "move"),
        _field(data, "target", int, "move"),
    )


def moves_from_json(data: object) -> tuple[Move, ...]:
    if not isinstance(data, dict):
        raise ProtocolError.garbage("moves", data)
    return _list(data, "moves", move_from_json, "moves")


def refusal_to_json(code: Enum, messages: tuple[tuple[str, str], ...]) -> Json:
    """A refused action, whatever the game: its code and its messages by language."""
    return {"accepted": False, "refusal": code.value, "messages": dict(messages)}


def outcome_to_json(outcome: Outcome) -> Json:
    if isinstance(outcome, Refused):
        return refusal_to_json(outcome.code, outcome.messages)
    return {
        "accepted": True,
        "move": move_to_json(outcome.move),
        "moved": [card_code(card) for card in outcome.moved],
        "turned": [card_code(card) for card in outcome.turned],
        "removed": [suit_code(suit) for suit in outcome.removed],
        "dealt": [card_code(card) for card in outcome.dealt],
        "points": outcome.points,
    }


def _refusal_code(value: object) -> RefusalCode:
    try:
        return RefusalCode(value)
    except ValueError:
        raise ProtocolError.garbage("refusal", value) from None


def outcome_from_json(data: object) -> Outcome:
    if not isinstance(data, dict):
        raise ProtocolError.garbage("outcome", data)
    accepted = _field(data, "accepted", bool, "outcome")
    if not accepted:
        messages = data.get("messages") or {}
        if not isinstance(messages, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in messages.items()
        ):
            raise ProtocolError.garbage("outcome.messages", messages)
        return Refused(_refusal_code(data.get("refusal")), tuple(sorted(messages.items())))
    return Accepted(
        move_from_json(data.get("move")),
        _list(data, "moved", card_from_code, "outcome"),
        _list(data, "turned", card_from_code, "outcome"),
        _list(data, "removed", suit_from_code, "outcome"),
        _list(data, "dealt", card_from_code, "outcome"),
        _optional(data, "points", int, "outcome"),
    )


# ---- state, status, capabilities ----------------------------------------------------
def state_to_json(state: State) -> Json:
    return {"board": board_to_json(state.board), "score": state.score, "history": state.history}


def state_from_json(data: object) -> State:
    if not isinstance(data, dict):
        raise ProtocolError.garbage("state", data)
    return State(
        board_from_json(data.get("board")),
        _optional(data, "score", int, "state"),
        _optional(data, "history", int, "state"),
    )


def status_to_json(status: Status) -> Json:
    return {"won": status.won, "lost": status.lost, "blocked": status.blocked}


def status_from_json(data: object) -> Status:
    if not isinstance(data, dict):
        raise ProtocolError.garbage("status", data)
    return Status(
        _field(data, "won", bool, "status"),
        _optional(data, "lost", bool, "status"),
        _optional(data, "blocked", bool, "status"),
    )


def capabilities_to_json(caps: Capabilities) -> Json:
    return {
        "name": caps.name,
        "version": caps.version,
        "variants": list(caps.variants),
        "features": sorted(feature.value for feature in caps.features),
        "undo_depth": caps.undo_depth,
        "messages": list(caps.messages),
        "default_variant": caps.default_variant,
        "choices": list(caps.choices),
        "without": {name: sorted(c.value for c in lacks) for name, lacks in caps.without},
        "games": list(caps.games),
    }


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise ProtocolError.garbage("text", value)
    return value


def _capability(value: object) -> Capability:
    try:
        return Capability(value)
    except ValueError:
        raise ProtocolError.garbage("capability", value) from None


def capabilities_from_json(data: object) -> Capabilities:
    if not isinstance(data, dict):
        raise ProtocolError.garbage("capabilities", data)
    return Capabilities(
        name=_field(data, "name", str, "capabilities"),
        variants=_list(data, "variants", _text, "capabilities"),
        features=frozenset(_list(data, "features", _capability, "capabilities")),
        undo_depth=_optional(data, "undo_depth", int, "capabilities") or 0,
        messages=_list(data, "messages", _text, "capabilities"),
        default_variant=_optional(data, "default_variant", str, "capabilities"),
        version=_optional(data, "version", str, "capabilities") or "",
        choices=_list(data, "choices", _text, "capabilities"),
        without=_without(data.get("without")),
        games=_list(data, "games", _text, "capabilities") or ("scorpion",),
    )


def _without(data: object) -> tuple[tuple[str, frozenset[Capability]], ...]:
    """`"without": {"<variant>": ["score", ...]}`: what each variant lacks (optional)."""
    if data is None:
        return ()
    if not isinstance(data, dict):
        raise ProtocolError.garbage("capabilities.without", data)
    return tuple(
        (_text(name), frozenset(_list(data, name, _capability, "capabilities.without")))
        for name in sorted(data)
    )


def deal_from_json(request: Json) -> tuple[int, str]:
    """The seed and variant of a `deal` request (capability "deal")."""
    return _field(request, "seed", int, "deal"), _field(request, "variant", str, "deal")
