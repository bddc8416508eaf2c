"""The JSON Schema (draft 2020-12) of every request and every answer of the line protocol.

The schema ships in the package (`scorpion/protocol/schema/protocol.schema.json`, read
through importlib.resources): `#/$defs/request-<op>` is the request `op`, and
`#/$defs/answer-<op>` the answer to it, for every op of `wire.OPS`. The harness checks
every answer an engine gives against it (`check_answer`, used by
`scorpion.protocol.client`); a violation is a ProtocolError naming where the answer goes
wrong and the value found there. The validators are compiled once, on first use.

Two validators, for speed: the harness checks every answer of every scenario (16,000 in a
run of the rule book through a server), and jsonschema spends about 0.4 ms on each, half
of such a run. fastjsonschema compiles the schema to Python and checks an answer about 13
times as fast; an answer it accepts is accepted. Only an answer it rejects goes to
jsonschema, which names the fault (and is the judge: what it accepts is accepted). Why
both accept the same: fastjsonschema reads the schema as draft-07, and this schema uses
no keyword whose meaning differs between draft-07 and 2020-12 (no `$ref` beside other
keywords but annotations, every `items` one schema, no keyword new since draft-07);
`_SAME_IN_BOTH` lists the keywords it may use, and tests/test_protocol_schema.py checks the
schema against that list and both validators against each other on recorded answers and
broken ones.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from importlib.resources import files
from typing import Any

from scorpion.errors import ProtocolError

SCHEMA_FILE = "protocol.schema.json"
"""The schema's file name, in the folder `schema` of this package."""

Json = dict[str, Any]

_SAME_IN_BOTH = frozenset(
    {
        "$schema",
        "$id",
        "$defs",
        "$ref",
        "title",
        "description",
        "type",
        "properties",
        "required",
        "additionalProperties",
        "items",
        "minItems",
        "maxItems",
        "const",
        "enum",
        "oneOf",
        "anyOf",
        "allOf",
        "not",
        "if",
        "then",
        "else",
        "minimum",
        "maximum",
        "pattern",
        "minLength",
        "maxLength",
    }
)
"""The keywords the schema may use: each means the same in draft-07 (fastjsonschema's
reading) and 2020-12 (the schema's), given every `items` is one schema and no `$ref` has
other keywords beside it but annotations (`title`, `description`)."""

_DRAFT_07 = "http://json-schema.org/draft-07/schema#"


@cache
def schema() -> Json:
    """The protocol's schema, as the package ships it."""
    text = files("scorpion.protocol").joinpath("schema", SCHEMA_FILE).read_text("utf-8")
    data: Json = json.loads(text)
    return data


def _entered(name: str) -> Json:
    """The whole schema, entered at `#/$defs/<name>`."""
    root = schema()
    if name not in root["$defs"]:
        raise KeyError(f"the protocol's schema has no {name}")
    return {**root, "$ref": f"#/$defs/{name}"}


@cache
def _validator(name: str) -> Any:
    """jsonschema's compiled validator of `#/$defs/<name>`."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator(_entered(name))


@cache
def _fast(name: str) -> Callable[[object], object]:
    """fastjsonschema's compiled check of `#/$defs/<name>` (raises JsonSchemaException)."""
    import fastjsonschema

    compiled: Callable[[object], object] = fastjsonschema.compile(
        {**_entered(name), "$schema": _DRAFT_07}
    )
    return compiled


def _fast_accepts(name: str, data: object) -> bool:
    """Whether fastjsonschema accepts `data` as `#/$defs/<name>`."""
    from fastjsonschema import JsonSchemaException

    try:
        _fast(name)(data)
    except JsonSchemaException:
        return False
    return True


def _where(path: Any) -> str:
    """A path into a JSON value as the messages write it: `result.moves[0].card`."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else f".{part}" if out else str(part)
    return out or "answer"


def _fault(error: Any) -> ProtocolError:
    """The ProtocolError of one schema violation: where, what the schema wants, what was
    found (a missing field is found as None)."""
    where, value = _where(error.absolute_path), error.instance
    keyword, wanted = error.validator, error.validator_value
    if keyword == "required":
        missing = [key for key in wanted if key not in value]
        name = missing[0] if missing else "?"
        return ProtocolError.garbage(f"{where}.{name} (required)" if where else name, None)
    title = error.schema.get("title") if isinstance(error.schema, dict) else None
    if keyword == "enum" and title:
        expected = title
    elif keyword in ("enum", "const"):
        choices = wanted if keyword == "enum" else [wanted]
        expected = "one of " + ", ".join(json.dumps(c) for c in choices)
    elif keyword == "type":
        expected = " or ".join(wanted) if isinstance(wanted, list) else str(wanted)
    elif keyword in ("minimum", "maximum"):
        expected = f"{keyword} {wanted}"
    elif keyword == "oneOf" and error.validator_value == [
        {"required": ["result"]},
        {"required": ["error"]},
    ]:
        expected = "either result or error"
    else:
        expected = title or f"{keyword} {json.dumps(wanted)[:80]}"
    return ProtocolError.garbage(f"{where} ({expected})", value)


def _check(name: str, data: object) -> None:
    from jsonschema.exceptions import best_match

    if _fast_accepts(name, data):
        return
    error = best_match(_validator(name).iter_errors(data))
    if error is not None:
        raise _fault(error)


def check_answer(op: str, answer: object) -> None:
    """ProtocolError unless `answer` (the whole answer line, as JSON) fits the schema of
    the answer to `op`."""
    _check(f"answer-{op}", answer)


def check_request(request: object) -> None:
    """ProtocolError unless `request` fits the schema of the request its `op` names."""
    op = request.get("op") if isinstance(request, dict) else None
    known = isinstance(op, str) and f"request-{op}" in schema()["$defs"]
    _check(f"request-{op}" if known else "request", request)
