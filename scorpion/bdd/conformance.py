"""Run the whole rule book against an engine and read back, per scenario, what happened.

`run_rule_book("package.module:factory")` runs `pytest features/` in a fresh process (a
real pytest-bdd run, both languages) with `--engine=...` and a JUnit report, and returns
one `Result` per scenario and language: passed, failed (with the failure message, in the
feature's language) or not applicable (with the capability the engine lacks). Rows of an
outline are folded into their scenario: failed if any row failed.

The conformance page is built on it; the tests make the same run (`rule_book_arguments`,
`rule_book_results`) in their own process (tests/rulebook_runs.py, which shows both agree).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from scorpion.bdd.binding import test_name
from scorpion.bdd.games import home_game
from scorpion.bdd.plugin import NOT_APPLICABLE
from scorpion.bdd.reading import FEATURES_DIR, load_all

ROOT = FEATURES_DIR.parent
FAILURE_PREFIX = "Failed: "


class Outcome(Enum):
    PASSED = "passed"
    FAILED = "failed"
    NOT_APPLICABLE = "not-applicable"


@dataclass(frozen=True)
class Result:
    """What one scenario did in one language."""

    id: str
    lang: str
    section: str
    """The feature's file under features/<lang>, without suffix ("03_coups_permis")."""
    variants: tuple[str, ...]
    """The variants its boards and deals are read under."""
    outcome: Outcome
    detail: str = ""
    """The failure message, or the capability the engine lacks."""


@dataclass(frozen=True)
class _Scenario:
    id: str
    lang: str
    section: str
    variants: tuple[str, ...]


def _scenarios() -> dict[str, _Scenario]:
    """Every scenario of the rule book by its test function name."""
    neutral_steps = home_game().steps().neutral_steps  # the engine's game: Scorpion
    found = {}
    for feature in load_all():
        section = feature.path.relative_to(FEATURES_DIR / feature.lang).with_suffix("")
        for scenario in feature.scenarios:
            variants = sorted(
                {
                    str(value)
                    for _step, args in neutral_steps(scenario, feature.lang)
                    for key, value in args
                    if key == "variant"
                }
            )
            found[test_name(scenario, feature.lang)] = _Scenario(
                scenario.id, feature.lang, section.as_posix(), tuple(variants or ["classique"])
            )
    return found


def read_junit(path: Path) -> list[Result]:
    """The rule book's results in a JUnit report written by `pytest features/`."""
    scenarios = _scenarios()
    rows: dict[tuple[str, str], list[tuple[Outcome, str]]] = {}
    where: dict[tuple[str, str], _Scenario] = {}
    for case in ElementTree.parse(path).iter("testcase"):
        name = re.sub(r"\[.*\]$", "", case.attrib.get("name", ""))
        scenario = scenarios.get(name)
        if scenario is None:
            continue
        key = (scenario.id, scenario.lang)
        where[key] = scenario
        failure = case.find("failure")
        if failure is None:
            failure = case.find("error")
        missing = [
            p.attrib.get("value", "")
            for p in case.iter("property")
            if p.attrib.get("name") == NOT_APPLICABLE
        ]
        if failure is not None:
            # the message attribute is cut after a few lines; the element's text is whole
            message = (failure.text or failure.attrib.get("message", "")).strip()
            message = message.removeprefix(FAILURE_PREFIX)
            rows.setdefault(key, []).append((Outcome.FAILED, message))
        elif missing:
            rows.setdefault(key, []).append((Outcome.NOT_APPLICABLE, missing[0]))
        elif case.find("skipped") is not None:
            raise ValueError(f"{name}: skipped for another reason than a missing capability")
        else:
            rows.setdefault(key, []).append((Outcome.PASSED, ""))
    results = []
    for key, outcomes in sorted(rows.items()):
        scenario = where[key]
        outcome, detail = _fold(outcomes)
        results.append(
            Result(scenario.id, scenario.lang, scenario.section, scenario.variants, outcome, detail)
        )
    return results


def _fold(outcomes: list[tuple[Outcome, str]]) -> tuple[Outcome, str]:
    """One outcome for the rows of an outline: a failure, else a pass, else n.a."""
    for wanted in (Outcome.FAILED, Outcome.PASSED, Outcome.NOT_APPLICABLE):
        for outcome, detail in outcomes:
            if outcome is wanted:
                return outcome, detail
    raise ValueError("a scenario without a result")


def run_rule_book(
    engine: str,
    *,
    pythonpath: Sequence[Path] = (),
    select: Iterable[str] = (),
) -> list[Result]:
    """Run `pytest features/ --engine=ENGINE` in a fresh process and read its results.

    `pythonpath`: folders the engine's module is imported from; `select`: only the
    scenarios with these ids (both languages), e.g. to run one bug's scenarios again.
    """
    env = with_pythonpath(os.environ, pythonpath)
    ids = sorted(set(select))
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "report.xml"
        command = [sys.executable, "-m", "pytest", *rule_book_arguments(engine, report, ids)]
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
        if not report.exists():
            raise RuntimeError(f"the rule book did not run:\n{done.stdout}\n{done.stderr}")
        return rule_book_results(report, ids)


def with_pythonpath(environ: Mapping[str, str], folders: Sequence[Path]) -> dict[str, str]:
    """A copy of `environ` whose PYTHONPATH starts with `folders` (an engine's modules)."""
    env = dict(environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [*map(str, folders), *filter(None, [env.get("PYTHONPATH")])]
    )
    return env


def rule_book_arguments(engine: str, report: Path, select: Sequence[str] = ()) -> list[str]:
    """pytest's arguments, from the repository, for `run_rule_book`'s run: its JUnit report
    written to `report`; only the files, then the scenarios, of `select` when given."""
    arguments = [
        *(str(path) for path in files_holding(select)),
        "-q",
        "-p",
        "no:randomly",
        "-p",
        "no:cacheprovider",
        f"--engine={engine}",
        f"--junitxml={report}",
    ]
    if select:
        arguments += ["-k", " or ".join(i.replace("-", "_") + "_" for i in select)]
    return arguments


def rule_book_results(report: Path, select: Sequence[str] = ()) -> list[Result]:
    """The results of a run made with `rule_book_arguments` (those of `select` only)."""
    return [r for r in read_junit(report) if not select or r.id in select]


def files_holding(ids: Sequence[str]) -> list[Path]:
    """The feature files that hold a scenario of `ids` (only they are collected: a
    selected run then costs a few files' collection, not the rule book's); every file
    of the rule book when none does."""
    wanted = set(ids)
    files = [f.path for f in load_all() if wanted & {s.id for s in f.scenarios}]
    return files or [FEATURES_DIR]


def failing(results: Iterable[Result]) -> dict[str, set[str]]:
    """Failed scenario ids by language."""
    out: dict[str, set[str]] = {}
    for result in results:
        if result.outcome is Outcome.FAILED:
            out.setdefault(result.lang, set()).add(result.id)
    return out
