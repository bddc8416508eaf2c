"""The protocol's JSON Schema: it agrees with wire.py, the built-in server's every request
and answer fit it, and the harness turns an answer that breaks it into a named failure."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from scorpion.errors import EngineError, ProtocolError
from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.protocol import Capability, RefusalCode, schemas, wire
from scorpion.protocol.client import LoopbackEngine
from scorpion.protocol.scopa import SCOPA_OPS, ScopaRefusalCode
from scorpion.protocol.server import answer, handlers

ROOT = Path(__file__).resolve().parents[1]
Json = dict[str, Any]

BOARD = {  # the 4♥ (6th card of column 2, the 7♠ on it) may go onto the 5♥
    "variant": "classique",
    "columns": [
        [{"card": "3D", "up": True}],
        [
            {"card": "2C", "up": False},
            {"card": "3C", "up": False},
            {"card": "4C", "up": False},
            {"card": "QH", "up": True},
            {"card": "3S", "up": True},
            {"card": "4H", "up": True},
            {"card": "7S", "up": True},
        ],
        [],
        [{"card": "AS", "up": True}],
        [],
        [],
        [{"card": "5H", "up": True}],
    ],
    "reserve": ["9D", "10D", "JD"],
    "removed": [],
}
VARIANT_FILE = (ROOT / "scorpion" / "games" / "scorpion" / "variants" / "classique.toml").read_text(
    encoding="utf-8"
)

#: A session through every op: (op, arguments). It plays a move, is refused one that
#: breaks two rules, undoes once (accepted) and twice more (the second refused).
SESSION: list[tuple[str, Json]] = [
    ("hello", {"protocol": wire.PROTOCOL_VERSION}),
    ("setup", {"board": BOARD}),
    ("state", {}),
    ("status", {}),
    ("moves", {}),
    ("hints", {}),
    ("play", {"move": {"kind": "build", "card": "4H", "source": 2, "place": 6, "target": 7}}),
    ("play", {"move": {"kind": "build", "card": "3D", "source": 1, "place": 1, "target": 7}}),
    ("play", {"move": {"kind": "build", "card": "3D", "source": None, "place": None, "target": 9}}),
    ("undo", {}),
    ("undo", {}),
    ("play", {"move": {"kind": "deal"}}),
    ("reset", {}),
    ("setup", {"board": BOARD, "variant_file": VARIANT_FILE}),
    ("deal", {"seed": 7, "variant": "classique"}),
    ("state", {}),
    ("undo", {}),
    ("bye", {}),
]


def test_the_schema_is_a_valid_draft_2020_12_schema_shipped_in_the_package() -> None:
    schema = schemas.schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)
    shipped = ROOT / "scorpion" / "protocol" / "schema" / schemas.SCHEMA_FILE
    assert json.loads(shipped.read_text(encoding="utf-8")) == schema
    package_data = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"protocol/schema/*.json"' in package_data


def test_the_schema_agrees_with_wire() -> None:
    defs = schemas.schema()["$defs"]
    for op in wire.OPS:
        assert f"request-{op}" in defs and f"answer-{op}" in defs, op
        assert defs[f"request-{op}"]["properties"]["op"] == {"const": op}
    every = set(wire.OPS) | set(SCOPA_OPS)
    for op in SCOPA_OPS:
        assert defs[f"request-{op}"]["properties"]["op"] == {"const": op}
    assert {d.removeprefix("request-") for d in defs if d.startswith("request-")} == every
    assert {d.removeprefix("answer-") for d in defs if d.startswith("answer-")} == every
    assert defs["scopa-refusal"]["enum"] == [c.value for c in ScopaRefusalCode]
    assert defs["capability"]["enum"] == [c.value for c in Capability]
    assert defs["refusal"]["enum"] == [c.value for c in RefusalCode]
    hello = defs["request-hello"]["properties"]["protocol"]
    assert hello == {"const": wire.PROTOCOL_VERSION}


def _session(exchange: Callable[[str], Json]) -> list[tuple[Json, Json]]:
    """SESSION sent through `exchange` (a request line in, the answer out), every request
    and answer checked against the schema; the (request, answer) pairs."""
    pairs = []
    for ident, (op, args) in enumerate(SESSION, 1):
        request = {"id": ident, "op": op, **args}
        schemas.check_request(request)
        response = exchange(json.dumps(request))
        schemas.check_answer(op, response)
        pairs.append((request, response))
    return pairs


def _check_session(pairs: list[tuple[Json, Json]]) -> None:
    """The session did what it was meant to: nothing failed, each kind of answer came."""
    assert all("result" in response for _, response in pairs), pairs
    results = [(request["op"], response["result"]) for request, response in pairs]
    outcomes = [result for op, result in results if op in ("play", "undo")]
    assert [o["accepted"] for o in outcomes] == [True, False, False, True, False, True, False]
    assert outcomes[1]["refusal"] in ("wrong_rank", "same_suit_required")
    assert outcomes[2]["refusal"] == "no_such_column"
    assert outcomes[3]["points"] == -outcomes[0]["points"] == -5
    assert outcomes[4]["refusal"] == outcomes[6]["refusal"] == "nothing_to_undo"
    assert {op for op, _ in results} == set(wire.OPS)


def test_every_request_and_answer_of_the_builtin_server_fits_the_schema() -> None:
    table = handlers(BuiltinEngine())
    _check_session(_session(lambda line: answer(table, line)[0]))


def test_the_engine_server_process_answers_every_op_within_the_schema() -> None:
    lines = "".join(
        json.dumps({"id": ident, "op": op, **args}) + "\n"
        for ident, (op, args) in enumerate(SESSION, 1)
    )
    done = subprocess.run(
        [sys.executable, "-m", "scorpion.engine_server"],
        input=lines,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        cwd=ROOT,
    )
    answers = iter(done.stdout.splitlines())
    _check_session(_session(lambda line: json.loads(next(answers))))


def test_the_server_answers_errors_within_the_schema() -> None:
    table = handlers(BuiltinEngine())
    for line, op in (('{"id": 4, "op": "state"}', "state"), ("not json", "state")):
        response, _ = answer(table, line)
        assert "error" in response
        schemas.check_answer(op, response)


@pytest.mark.parametrize(
    ("op", "broken", "where"),
    [
        ("play", {"accepted": False, "refusal": "too_far"}, "result.refusal"),
        ("play", {"accepted": True}, "result.move"),
        ("state", {"board": {"variant": "classique"}, "score": 1.5}, "result.score"),
        ("status", {"won": False, "blocked": "no"}, "result.blocked"),
        ("hello", {"protocol": 1, "engine": {"name": "x", "features": ["fly"]}}, "features[0]"),
        ("hello", {"protocol": 1, "engine": {"name": "x", "without": {"a": ["b"]}}}, "without.a"),
        ("moves", {"moves": [{"kind": "build", "card": "4h", "target": 7}]}, "moves[0].card"),
    ],
)
def test_an_answer_against_the_schema_is_refused_naming_where(
    op: str, broken: Json, where: str
) -> None:
    with pytest.raises(ProtocolError) as caught:
        schemas.check_answer(op, {"id": 1, "result": broken})
    assert where in caught.value.message("fr")
    assert "illisible" in caught.value.message("fr")
    assert "tidak dapat dibaca" in caught.value.message("ms")


class _Tampered(LoopbackEngine):
    """The built-in engine behind the line protocol, one result replaced on the way back."""

    def __init__(self, op: str, result: Json) -> None:
        super().__init__(BuiltinEngine())
        self._handlers[op] = lambda request: result


def test_the_harness_fails_an_answer_the_readers_accept_but_the_schema_does_not() -> None:
    # the readers take "4h" for the 4♥; the spec writes card codes in capitals
    engine = _Tampered("moves", {"moves": [{"kind": "build", "card": "4h", "target": 7}]})
    engine.setup(wire.board_from_json(BOARD))
    with pytest.raises(EngineError) as caught:
        engine.legal_moves()
    fr, ms = caught.value.message("fr"), caught.value.message("ms")
    assert fr.startswith("La réponse du moteur à la requête « moves » est inutilisable")
    assert "result.moves[0].card (a card code) illisible : '4h'" in fr
    assert ms.startswith("Jawapan enjin kepada permintaan « moves » tidak boleh digunakan")
    with pytest.raises(EngineError):  # the engine is not used again
        engine.state()


def test_the_harness_fails_a_state_whose_history_the_schema_forbids() -> None:
    engine = _Tampered("state", {"board": BOARD, "score": 0, "history": -1})
    engine.setup(wire.board_from_json(BOARD))
    with pytest.raises(EngineError, match=r"result\.history \(minimum 0\)"):
        engine.state()


def test_the_validators_are_compiled_once() -> None:
    schemas.check_answer("status", {"id": 1, "result": {"won": False}})
    compiled = schemas._validator("answer-status")
    schemas.check_answer("status", {"id": 2, "result": {"won": True, "lost": None}})
    assert schemas._validator("answer-status") is compiled


def _keywords(node: object, where: str = "#") -> list[tuple[str, str, Json]]:
    """(where, keyword, the schema holding it) for every keyword of the schema `node`."""
    found: list[tuple[str, str, Json]] = []
    if isinstance(node, dict):
        for key, value in node.items():
            found.append((where, key, node))
            named = key in ("properties", "$defs") and isinstance(value, dict)
            for name, child in value.items() if named else [("", value)]:
                found += _keywords(child, f"{where}/{key}/{name}".rstrip("/"))
    elif isinstance(node, list):
        for index, child in enumerate(node):
            found += _keywords(child, f"{where}/{index}")
    return found


def test_the_schema_uses_only_keywords_that_mean_the_same_in_draft_07() -> None:
    # the fast validator reads it as draft-07 (scorpion/protocol/schemas.py)
    for where, key, holder in _keywords(schemas.schema()):
        assert key in schemas._SAME_IN_BOTH, f"{where}: {key}"
        if key == "items":
            assert isinstance(holder[key], dict), where
        if key == "$ref":
            assert set(holder) <= {"$ref", "title", "description"}, where


def _broken(value: object) -> list[object]:
    """`value` changed in one place each way: a leaf or a list or object swapped for
    another type, a key dropped or added, an item dropped or added."""
    others: list[object] = [None, True, 0, 1.5, -1, "x", "4h", [], {}]
    out = [other for other in others if other != value or type(other) is not type(value)]
    if isinstance(value, dict):
        for key, child in value.items():
            out.append({k: v for k, v in value.items() if k != key})
            out += [{**value, key: changed} for changed in _broken(child)]
        out.append({**value, "unexpected": 1})
    elif isinstance(value, list):
        for index, child in enumerate(value):
            out.append(value[:index] + value[index + 1 :])
            out += [[*value[:index], c, *value[index + 1 :]] for c in _broken(child)]
        out += [value + value[:1]]
    return out


def test_the_fast_validator_accepts_exactly_what_jsonschema_accepts() -> None:
    table = handlers(BuiltinEngine())
    answers = {}  # one answer of each op and outcome (accepted or refused, result or error)
    for request, response in _session(lambda line: answer(table, line)[0]):
        outcome = response.get("result", {}).get("accepted") if "result" in response else "error"
        answers.setdefault((request["op"], outcome), response)
    checked = rejected = 0
    for (op, _), response in answers.items():
        name = f"answer-{op}"
        candidates = [response, *_broken(response)]
        for candidate in candidates:
            judge = schemas._validator(name).is_valid(candidate)
            assert schemas._fast_accepts(name, candidate) == judge, (name, candidate)
            checked += 1
            rejected += not judge
        schemas.check_answer(op, candidates[0])  # accepted by the fast one alone
        with pytest.raises(ProtocolError):  # refused, the fault named by jsonschema
            schemas.check_answer(op, candidates[1])
    assert checked > 1_500 and 500 < rejected < checked - 100, (checked, rejected)
