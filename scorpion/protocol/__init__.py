"""The engine protocol: how the rule book drives any Scorpion engine.

- `values`: the neutral values (Board, Placed, Move, Accepted, Refused, State, Status,
  RefusalCode, Capability, Capabilities) and card codes ("10H");
- `engine`: `Engine`, the typing.Protocol an engine implements (`Dealer`: one that
  deals its own games, capability "deal");
- `wire`: the same values as JSON, and the version of the line protocol;
- `schemas`: the JSON Schema of every request and answer (shipped in `schema/`), which
  the client checks every answer against;
- `client`: an engine process spoken to over stdin/stdout (`--engine-cmd`);
- `server`: serve any Python `Engine` over stdin/stdout;
- `loading`: `load_engine("package.module:factory")` (`--engine`).

This package imports no engine: only cards, errors and i18n (and jsonschema, on the first
answer checked). The built-in engine's adapter is `scorpion.games.scorpion.engines.builtin`.
"""

from scorpion.errors import EngineError, ProtocolError
from scorpion.protocol.engine import Dealer, Engine
from scorpion.protocol.values import (
    UNLIMITED,
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

__all__ = [
    "UNLIMITED",
    "Accepted",
    "Board",
    "Capabilities",
    "Capability",
    "Dealer",
    "Engine",
    "EngineError",
    "Move",
    "MoveKind",
    "Outcome",
    "Placed",
    "ProtocolError",
    "RefusalCode",
    "Refused",
    "State",
    "Status",
    "card_code",
    "card_from_code",
    "suit_code",
    "suit_from_code",
]
