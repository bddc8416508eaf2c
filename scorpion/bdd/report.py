"""The rule book's JSON report: one entry per scenario run, for people and for pages.

`pytest features/ --rulebook-report=out.json` (and `scorpion-check --report out.json`)
writes, besides the usual pytest output:

    {"protocol": 1, "engine": {"name": ..., "version": ..., "capabilities": {...}},
     "summary": {"passed": 600, "failed": 2, "not_applicable": 30, "skipped": 0},
     "scenarios": [{"id": "moves-01", "lang": "fr", "feature": "fr/03_coups_permis.feature",
                    "line": 14, "name": "...", "tags": [...], "kind": "rule",
                    "choice": null, "game": "scorpion", "outcome": "passed",
                    "message": "", "capability": null}, ...]}

One entry per test that ran (a row of an outline is a test), so the summary agrees with
pytest's summary line: passed and failed alike, not_applicable + skipped = pytest's
"skipped"; deselected tests are not in it. `outcome` is passed, failed, not_applicable
(the engine lacks `capability`, "choice:<id>" for a choice it does not declare) or
skipped (for another reason); `message` is the failure or skip message, in the
feature's language. `kind` is what the scenario checks (scorpion.bdd.kinds): "rule",
"choice" or "rulebook"; "" for a feature file that cannot be read. `feature` is relative
to the rule book's folder.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorpion.protocol.engine import Engine
from scorpion.protocol.wire import PROTOCOL_VERSION, capabilities_to_json

#: The user properties the plugin gives each scenario's test, read back here.
PROPERTIES = (
    "scenario_id",
    "lang",
    "feature",
    "line",
    "scenario",
    "tags",
    "kind",
    "choice",
    "game",
    "engine",
    "not_applicable",
)


def engine_entry(engine: Engine) -> dict[str, Any]:
    """What the report says of the engine under test."""
    caps = engine.capabilities()
    return {
        "name": caps.name,
        "version": caps.version,
        "capabilities": capabilities_to_json(caps),
    }


class Report:
    """Collects the outcome of each scenario; `write` saves them as JSON."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.entries: dict[str, dict[str, Any]] = {}
        self.engine: dict[str, Any] = {}

    def saw_engine(self, engine: Engine) -> None:
        if not self.engine:
            self.engine = engine_entry(engine)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        props = dict(report.user_properties)
        if "scenario_id" not in props:
            return
        engine = props.get("engine")
        if not self.engine and isinstance(engine, dict):
            self.engine = engine  # from the worker that ran it (pytest-xdist)
        if report.when == "call" or (report.when == "setup" and not report.passed):
            self.entries[report.nodeid] = self._entry(props, report)
        elif report.when == "teardown" and report.failed:
            self.entries.setdefault(report.nodeid, self._entry(props, report))

    @staticmethod
    def _entry(props: dict[str, Any], report: pytest.TestReport) -> dict[str, Any]:
        capability = props.get("not_applicable")
        if report.skipped:
            outcome = "not_applicable" if capability else "skipped"
            longrepr = report.longrepr
            message = longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)
            message = message.removeprefix("Skipped: ")
        else:
            outcome = report.outcome
            message = report.longreprtext if report.failed else ""
        return {
            "id": props["scenario_id"],
            "lang": props.get("lang"),
            "feature": props.get("feature"),
            "line": props.get("line"),
            "name": props.get("scenario"),
            "tags": props.get("tags", []),
            "kind": props.get("kind", ""),
            "choice": props.get("choice"),
            "game": props.get("game"),
            "outcome": outcome,
            "message": message,
            "capability": capability,
        }

    def write(self) -> None:
        scenarios = list(self.entries.values())
        summary = {
            outcome: sum(1 for entry in scenarios if entry["outcome"] == outcome)
            for outcome in ("passed", "failed", "not_applicable", "skipped")
        }
        data = {
            "protocol": PROTOCOL_VERSION,
            "engine": self.engine,
            "summary": summary,
            "scenarios": scenarios,
        }
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
