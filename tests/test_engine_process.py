"""The rule book against engine processes: the built-in engine served over stdin/stdout,
and engines that hang, crash or answer garbage (tests/engines/faulty_engine.py)."""

from __future__ import annotations

import json
import shlex
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from rulebook_runs import pytest_in_process, run_features

from scorpion import Card, Game
from scorpion.bdd.conformance import files_holding
from scorpion.errors import EngineError
from scorpion.games.scorpion.engines.builtin import BuiltinEngine, board_of
from scorpion.protocol import Accepted, Capability, Move, wire
from scorpion.protocol.client import START_SECONDS, SubprocessEngine
from scorpion.protocol.loading import load_engine
from scorpion.protocol.server import answer, handlers

ROOT = Path(__file__).resolve().parents[1]
SERVER = [sys.executable, "-m", "scorpion.engine_server"]
FAULTY = [sys.executable, str(ROOT / "tests" / "engines" / "faulty_engine.py")]


def run_rule_book(tmp_path: Path, *options: str) -> dict[str, tuple[str, str]]:
    """Run a few scenarios of the rule book with `options`: {test name: (outcome, text)}."""
    report = tmp_path / "report.xml"
    pytest_in_process(
        [
            *map(str, files_holding(["setup-03", "moves-01"])),
            *("-q", "-p", "no:randomly", "-p", "no:cacheprovider"),
            *("-k", "setup_03 or moves_01", f"--junitxml={report}"),
            *options,
        ],
        [ROOT],
    )
    results = {}
    for case in ET.parse(report).getroot().iter("testcase"):
        outcome, text = "passed", ""
        for child in case:
            if child.tag in ("failure", "error", "skipped"):
                outcome, text = child.tag, child.get("message") or ""
        results[case.get("name", "")] = (outcome, text)
    return results


@pytest.mark.parametrize(
    ("mode", "fr", "ms"),
    [
        ("hang", "n’a pas répondu à la requête « play", "tidak menjawab permintaan « play"),
        ("crash", "s’est arrêté en répondant à la requête « play", "berhenti semasa menjawab"),
        ("garbage", "par une ligne qui n’est pas du JSON", "dengan baris yang bukan JSON"),
    ],
)
def test_a_failing_engine_fails_its_scenario_and_the_run_goes_on(
    tmp_path: Path, mode: str, fr: str, ms: str
) -> None:
    started = time.monotonic()
    command = " ".join([*FAULTY, mode])
    results = run_rule_book(tmp_path, f"--engine-cmd={command}", "--engine-timeout=1")
    assert time.monotonic() - started < 60
    by_id = {
        (name.split("_")[1], "moves" if "moves_01" in name else "setup"): outcome
        for name, outcome in results.items()
    }
    assert set(by_id) == {(lang, s) for lang in ("fr", "ms") for s in ("setup", "moves")}
    assert by_id["fr", "setup"][0] == by_id["ms", "setup"][0] == "passed"  # fresh process
    assert by_id["fr", "moves"][0] == by_id["ms", "moves"][0] == "failure"
    assert fr in by_id["fr", "moves"][1]
    assert ms in by_id["ms", "moves"][1]
    if mode == "crash":
        assert "crashing on purpose" in by_id["fr", "moves"][1]


def test_a_python_engine_that_raises_fails_its_scenario_and_is_replaced(tmp_path: Path) -> None:
    results = run_rule_book(tmp_path, "--engine=tests.engines.buggy_engine:BuggyEngine")
    outcomes = {
        name.split("_")[1] + ("-moves" if "moves_01" in name else "-setup"): outcome
        for name, outcome in results.items()
    }
    assert outcomes["fr-moves"][0] == outcomes["ms-moves"][0] == "failure"
    assert "play is not written yet" in outcomes["fr-moves"][1]
    assert outcomes["fr-setup"][0] == outcomes["ms-setup"][0] == "passed"


def test_an_engine_that_cannot_start_fails_naming_its_command(tmp_path: Path) -> None:
    results = run_rule_book(tmp_path, "--engine-cmd=./no-such-engine --flag")
    assert results and all(outcome == "failure" for outcome, _ in results.values())
    assert all("./no-such-engine --flag" in text for _, text in results.values())


def test_the_builtin_engine_answers_through_a_process(
    seed_boards: dict[tuple[str, str], str],
) -> None:
    engine = SubprocessEngine(SERVER, timeout=30)
    try:
        caps = engine.capabilities()
        assert caps == BuiltinEngine().capabilities()
        assert caps.has(Capability.HINTS)
        engine.setup(board_of(Game.from_text(seed_boards["fr", "initial"], "fr")))
        four = Card.from_text("4♥")
        assert Move.build(four, 2, 6, 7) in engine.legal_moves()
        outcome = engine.play(Move.build(four, None, None, 7))
        assert isinstance(outcome, Accepted) and outcome.move == Move.build(four, 2, 6, 7)
        assert outcome.points == 5
        after = Game.from_text(seed_boards["fr", "after first move"], "fr")
        assert engine.state().board == board_of(after)
        assert engine.status().won is False
    finally:
        engine.close()
    with pytest.raises(EngineError):
        engine.state()  # a closed engine is not used again


def test_a_process_slow_to_start_is_not_timed_out_by_its_first_answer() -> None:
    """`--engine-timeout` is how long an answer may take; a fresh process's first answer
    also waits for its start (a loaded machine, a cold interpreter), which gets at least
    START_SECONDS. Later answers get the timeout alone (the hang case above)."""
    slow_start = ["sh", "-c", f"sleep 1.5; exec {shlex.join(SERVER)}"]
    engine = SubprocessEngine(slow_start, timeout=1)
    try:
        assert engine.capabilities() == BuiltinEngine().capabilities()
    finally:
        engine.close()
    assert START_SECONDS >= 10


def test_the_server_answers_bad_requests_with_an_error_and_goes_on() -> None:
    table = handlers(BuiltinEngine())
    for line, fault in [
        ("{not json", "not JSON"),
        ("[1, 2]", "a request is a JSON object"),
        ('{"id": 1, "op": "fly"}', "unknown op 'fly'"),
        ('{"id": 2, "op": "hello", "protocol": 99}', "protocol version 99"),
        ('{"id": 3, "op": "state"}', "request before setup"),
        ('{"id": 4, "op": "setup", "board": {"variant": "classique", "columns": 3}}', "board"),
    ]:
        response, bye = answer(table, line)
        assert fault in response["error"] and not bye
    response, _ = answer(table, json.dumps({"id": 5, "op": "hello", "protocol": 1}))
    assert response["result"]["protocol"] == wire.PROTOCOL_VERSION
    assert answer(table, '{"id": 6, "op": "bye"}') == ({"id": 6, "result": {}}, True)


@pytest.mark.parametrize(
    ("spec", "fault"),
    [
        ("scorpion.games.scorpion.engines.builtin", "package.module:factory"),
        ("no.such.module:Engine", "ModuleNotFoundError"),
        ("scorpion.games.scorpion.engines.builtin:Nothing", "AttributeError"),
        ("scorpion.cards:standard_deck", "not an Engine"),
        ("scorpion.cards:Suit", "TypeError"),
    ],
)
def test_an_engine_that_cannot_be_loaded_is_named(spec: str, fault: str) -> None:
    with pytest.raises(EngineError) as caught:
        load_engine(spec)
    assert spec in caught.value.message("fr") and fault in caught.value.message("ms")


def test_what_an_engine_lacks_is_not_applicable_never_passed(tmp_path: Path) -> None:
    _output, _status, data = run_features(
        tmp_path, "features", "--engine=tests.engines.minimal_engine:MinimalEngine"
    )
    entries = data["scenarios"]
    assert data["engine"]["name"] == "minimal"
    assert data["summary"]["failed"] == 0 and data["summary"]["passed"] > 50
    lacking = {e["capability"] for e in entries if e["outcome"] == "not_applicable"}
    assert {"score", "undo", "variant:wasp", "variant:cards4"} <= lacking
    scoring = [e for e in entries if "scoring" in e["tags"] and e["capability"] == "score"]
    assert scoring and all(e["outcome"] == "not_applicable" for e in scoring)
    said = {e["lang"]: e["message"] for e in scoring}
    assert said == {"fr": "sans objet : score", "ms": "tidak berkenaan: score"}
    refusals = [e for e in entries if "refusal" in e["tags"] and e["outcome"] == "passed"]
    assert refusals  # checked by their code when the engine gives no message
