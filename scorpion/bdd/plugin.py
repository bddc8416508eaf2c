"""pytest plugin (entry point `scorpion`): runs every game's scenarios through its step set.

- registers the Malay Gherkin dialect before any feature file is parsed;
- declares every tag used in features/ as a marker (so `--strict-markers` holds and
  `-m moves` selects a section); `@id:<id>` tags become `scenario_id("<id>")` marks;
- defines one catch-all step per step type: each hands the line to the step set of the
  game the feature belongs to (features/games.toml, scorpion.bdd.games), which finds the
  neutral step from the phrases of the feature's language;
- chooses the engine under test: `--engine=package.module:factory` (a Python engine),
  `--engine-cmd="node my-engine.js"` (a process speaking the JSON-lines protocol, each
  request answered within `--engine-timeout` seconds), the built-in engine otherwise,
  for the games whose step set says `ENGINE = True` (Scorpion).
  One engine serves the whole run; one that failed (crashed, hung, answered garbage)
  is closed and replaced by a fresh one for the next scenario. A scenario needing a
  capability the engine lacks is skipped: "not applicable: <capability>";
- collects the `.feature` files themselves (scorpion.bdd.binding): `pytest features/fr`
  runs the French scenarios;
- reads each scenario's kind from its tags (scorpion.bdd.kinds): under `--engine` or
  `--engine-cmd` the scenarios of the rule book's own machinery (`@rulebook`) and those
  of the games the engine does not declare (its capabilities' `games`; none declared:
  Scorpion only) are deselected, so the summary counts only what ran against the
  engine. A game whose step set says `CHECKS_ENGINES = True` (Scopa) runs on its own
  code without an engine of the user's, and through the engine given one; a
  `@choice:<id>` scenario is not applicable unless the engine declares that choice;
- with the built-in engine, a scenario that ends skipped (not applicable or any other
  skip) fails the run unless features/not_applicable.toml lists it: a skip is never a pass.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import given, then, when
from pytest_bdd.parsers import StepParser

from scorpion.bdd.binding import FeatureFile, RuleBookDir, is_feature_file, scenario_of
from scorpion.bdd.dialect import FEATURE_LANGUAGES, register_dialects
from scorpion.bdd.faults import NotApplicable
from scorpion.bdd.games import book_of
from scorpion.bdd.kinds import (
    CHOICE_PREFIX,
    EXPECTED_FILE,
    RULEBOOK,
    choices,
    is_expected,
    scenario_kind,
)
from scorpion.bdd.messages import M_, say
from scorpion.bdd.model import StepDoc, StepFailure
from scorpion.bdd.reading import FEATURES_DIR, ID_PREFIX, extra_feature_dirs
from scorpion.bdd.report import Report, engine_entry
from scorpion.errors import EngineError
from scorpion.protocol.loading import EngineSlot

_STEP = pytest.StashKey[Any]()
_FAILED = pytest.StashKey[bool]()
_ENGINE = pytest.StashKey[EngineSlot]()
_REPORT = pytest.StashKey[Report]()
_THROUGH = pytest.StashKey[bool]()
"""Whether the scenario runs through the engine under test (not the game's own code)."""
_GAME = pytest.StashKey[tuple[Any, Any]]()
"""The scenario's game (features/games.toml, by its folder): its step set, its world."""

#: The user property a skipped scenario carries: the capability the engine lacks.
NOT_APPLICABLE = "not_applicable"

_TAG = re.compile(r"(?<!\S)@([^\s@]+)")


def feature_tags(root: Path) -> set[str]:
    """Every tag written in the feature files under `root` (ids excepted)."""
    tags: set[str] = set()
    for path in sorted(root.glob("**/*.feature")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip().startswith("@"):
                tags.update(
                    t for t in _TAG.findall(line) if not t.startswith((ID_PREFIX, CHOICE_PREFIX))
                )
    return tags


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("scorpion", "the Scorpion rule book")
    group.addoption(
        "--engine",
        default=None,
        metavar="MODULE:FACTORY",
        help="check the Python engine made by this factory (package.module:factory)",
    )
    group.addoption(
        "--engine-cmd",
        default=None,
        metavar="COMMAND",
        help="check the engine process started by this command (JSON lines on stdin/stdout)",
    )
    group.addoption(
        "--rulebook-report",
        default=None,
        metavar="PATH",
        help="write the outcome of every scenario as JSON (scorpion.bdd.report)",
    )
    group.addoption(
        "--engine-timeout",
        default=10.0,
        type=float,
        metavar="SECONDS",
        help="seconds an engine process has to answer one request (default 10; its first "
        "answer, which waits for the process to start, has at least 10)",
    )


def pytest_configure(config: pytest.Config) -> None:
    register_dialects()
    config.stash[_ENGINE] = EngineSlot.from_options(
        config.getoption("engine", None),
        config.getoption("engine_cmd", None),
        config.getoption("engine_timeout", 10.0),
    )
    report = config.getoption("rulebook_report", None)
    if report:
        config.stash[_REPORT] = Report(Path(report))
        config.pluginmanager.register(config.stash[_REPORT], "scorpion-report")
    report = getattr(config.option, "cucumber_json_path", None)
    if report:  # pytest-bdd opens the file at the end without creating its folder
        Path(report).parent.mkdir(parents=True, exist_ok=True)
    config.addinivalue_line(
        "markers", "scenario_id(id): stable id of a rule-book scenario (@id:<id> in features/)"
    )
    config.addinivalue_line(
        "markers", "choice(id): checks a choice a rule text leaves open (@choice:<id>)"
    )
    for lang in FEATURE_LANGUAGES:
        config.addinivalue_line("markers", f"{lang}: rule-book scenarios written in {lang}")
    roots = [FEATURES_DIR, *extra_feature_dirs()]
    for tag in sorted(set().union(*(feature_tags(root) for root in roots))):
        config.addinivalue_line("markers", f"{tag}: rule-book tag (from features/)")


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> object:
    if tag.startswith(ID_PREFIX):
        return pytest.mark.scenario_id(tag[len(ID_PREFIX) :])(function)
    if tag.startswith(CHOICE_PREFIX):
        return pytest.mark.choice(tag[len(CHOICE_PREFIX) :])(function)
    return None


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if is_feature_file(file_path):
        return FeatureFile.from_parent(parent, path=file_path)
    return None


def pytest_collect_directory(path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if extra_feature_dirs() and path.resolve() == FEATURES_DIR.resolve():
        return RuleBookDir.from_parent(parent, path=path)
    return None


def _engine_given(config: pytest.Config) -> bool:
    """Whether the run checks an engine of the user's (--engine, --engine-cmd)."""
    return bool(config.getoption("engine", None) or config.getoption("engine_cmd", None))


def _declared_games(config: pytest.Config) -> frozenset[str] | None:
    """The games the engine under test declares; None when it cannot be started (its
    Scorpion scenarios are then kept, to fail with the reason)."""
    slot = config.stash[_ENGINE]
    try:
        return frozenset(slot.get().capabilities().games)
    except EngineError:
        slot.discard()
        return None


def _engine_facing(item: pytest.Item, games: frozenset[str] | None) -> bool:
    """Whether the test runs a scenario checked against the engine under test: not a test
    of the rule book's machinery (@rulebook), a scenario of a game the engine declares
    (`games`; None: the engine did not start) and whose step set can use an engine."""
    found = scenario_of(item)
    if found is None:
        return True  # a feature file that cannot be read: a fault of the run, kept
    feature, scenario = found
    book = book_of(feature.path)
    steps = book.steps()
    if scenario_kind(feature, scenario).name == RULEBOOK:
        return False
    if games is None:
        return _uses_engine(steps)
    return book.name in games and (_uses_engine(steps) or _checks_engines(steps))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if _engine_given(config):
        games = _declared_games(config)
        facing = {item: _engine_facing(item, games) for item in items}
        kept = [item for item in items if facing[item]]
        dropped = [item for item in items if not facing[item]]
        if dropped:
            config.hook.pytest_deselected(items=dropped)
            items[:] = kept
    for item in items:
        item.user_properties += _properties(item)


def _properties(item: pytest.Item) -> list[tuple[str, object]]:
    """What the JSON report says of a test of the rule book (scorpion.bdd.report)."""
    found = scenario_of(item)
    if found is None:
        if not isinstance(item.parent, FeatureFile):
            return []
        return [("scenario_id", ""), ("feature", _feature_name(item.path)), ("kind", "")]
    feature, scenario = found
    tags = sorted(set(scenario.tags) | set(feature.tags))
    kind = scenario_kind(feature, scenario)
    return [
        ("scenario_id", scenario.id),
        ("lang", feature.lang),
        ("feature", _feature_name(feature.path)),
        ("line", scenario.line),
        ("scenario", scenario.outline_name or scenario.name),
        ("tags", [t for t in tags if not t.startswith(ID_PREFIX)]),
        ("kind", kind.name),
        ("choice", kind.choice or None),
        ("game", book_of(feature.path).name),
    ]


def _feature_name(path: Path) -> str:
    path = path.resolve()
    return (
        path.relative_to(FEATURES_DIR) if path.is_relative_to(FEATURES_DIR) else path
    ).as_posix()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """With the built-in engine, a scenario that ends skipped fails (a skip is never a
    pass) unless features/not_applicable.toml lists it."""
    report = yield
    found = scenario_of(item)
    if found is None or not report.skipped or _engine_given(item.config):
        return report
    feature, scenario = found
    if is_expected(scenario.id, feature.lang):
        return report
    longrepr = report.longrepr
    why = longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)
    why = getattr(report, "wasxfail", "") or why.removeprefix("Skipped: ")
    if hasattr(report, "wasxfail"):
        del report.wasxfail
    report.outcome = "failed"
    report.longrepr = say(
        feature.lang,
        M_("{reason}: with the built-in engine a skip is never a pass ({file} lists none such)"),
        reason=why,
        file=EXPECTED_FILE.name,
    )
    return report


def pytest_unconfigure(config: pytest.Config) -> None:
    report = config.stash.get(_REPORT, None)
    if report is not None:
        report.write()
    slot = config.stash.get(_ENGINE, None)
    if slot is not None:
        slot.close()


def _uses_engine(steps: Any) -> bool:
    """A game always checked through an engine (Scorpion: the built-in one by default)."""
    return bool(getattr(steps, "ENGINE", False))


def _checks_engines(steps: Any) -> bool:
    """A game checked on its own code, or through the engine the user gives (Scopa)."""
    return bool(getattr(steps, "CHECKS_ENGINES", False))


def _through_engine(config: pytest.Config, steps: Any) -> bool:
    return _uses_engine(steps) or (_checks_engines(steps) and _engine_given(config))


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    path = Path(feature.filename)
    if path.is_relative_to(request.config.rootpath):
        path = path.relative_to(request.config.rootpath)
    steps = book_of(path).steps()
    request.node.stash[_FAILED] = False
    request.node.stash[_THROUGH] = _through_engine(request.config, steps)
    if not request.node.stash[_THROUGH]:  # a game checked on its own code: no engine
        request.node.stash[_GAME] = (steps, steps.new_world(feature.language, path))
        return
    try:
        engine = request.config.stash[_ENGINE].get()
    except EngineError as error:
        request.config.stash[_ENGINE].discard()
        pytest.fail(error.message(feature.language), pytrace=False)
    if request.config.getoption("rulebook_report", None):
        request.node.user_properties.append(("engine", engine_entry(engine)))
    found = scenario_of(request.node)
    kind = scenario_kind(*found) if found else None
    if kind is not None and kind.choice:
        _skip_unless_chosen(request, engine, kind.choice, feature.language)
    request.node.stash[_GAME] = (steps, steps.new_world(feature.language, path, engine))


def _skip_unless_chosen(
    request: pytest.FixtureRequest, engine: Any, choice: str, lang: str
) -> None:
    """Skip as not applicable a scenario of a choice the engine does not declare."""
    missing = engine.capabilities().missing(CHOICE_PREFIX + choice)
    if missing is None:
        return
    request.node.user_properties.append((NOT_APPLICABLE, missing))
    pytest.skip(not_applicable(lang, missing))


def not_applicable(lang: str, capability: str) -> str:
    """Why a scenario is skipped, in `lang`: the capability (or "choice:<id>", with the
    choice's reason from features/choices.toml) the engine does not declare."""
    known = choices().get(capability.removeprefix(CHOICE_PREFIX))
    if not capability.startswith(CHOICE_PREFIX) or known is None:
        return say(lang, M_("not applicable: {capability}"), capability=capability)
    return say(
        lang,
        M_("not applicable: {capability} ({reason})"),
        capability=capability,
        reason=known.reason(lang),
    )


def pytest_bdd_before_step(
    request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, step_func: Any
) -> None:
    request.node.stash[_STEP] = step


def pytest_bdd_step_error(request: pytest.FixtureRequest, **_: Any) -> None:
    request.node.stash[_FAILED] = True


def pytest_bdd_step_func_lookup_error(request: pytest.FixtureRequest, **_: Any) -> None:
    request.node.stash[_FAILED] = True


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    game = request.node.stash.get(_GAME, None)
    if game is None:
        return
    steps, world = game
    if request.node.stash.get(_THROUGH, False) and world.broken:
        request.config.stash[_ENGINE].discard()
    if not request.node.stash.get(_FAILED, False):
        _fail_on(lambda: steps.finish(world))


class AnyLine(StepParser):
    """Matches every step line; the executor decides what the line means."""

    def __init__(self) -> None:
        super().__init__("any rule-book step")

    def is_matching(self, name: str) -> bool:
        return True

    def parse_arguments(self, name: str) -> dict[str, Any]:
        return {}


def _fail_on(call: Callable[[], object]) -> None:
    __tracebackhide__ = True
    fault = None
    try:
        call()
    except StepFailure as error:
        fault = str(error)
    if fault is not None:
        pytest.fail(fault, pytrace=False)


def _run(request: pytest.FixtureRequest) -> None:
    __tracebackhide__ = True
    step = request.node.stash[_STEP]
    table = step.datatable
    doc = StepDoc(
        keyword=step.keyword,
        text=step.name,
        line=step.line_number,
        docstring=step.docstring,
        datatable=tuple(tuple(str(c) for c in row) for row in table.raw()) if table else None,
        kind=step.type,
        docstring_line=step.line_number + 1 if step.docstring is not None else None,
    )
    steps, world = request.node.stash[_GAME]
    if not request.node.stash.get(_THROUGH, False):
        _fail_on(lambda: steps.run_step(world, doc))
        return
    fault = None
    try:
        steps.run_step(world, doc)
    except StepFailure as error:
        fault = str(error)
    except NotApplicable as missing:
        request.node.user_properties.append((NOT_APPLICABLE, missing.capability))
        pytest.skip(not_applicable(world.lang, missing.capability))
    except Exception:  # a Python engine's own bug: this scenario fails, a fresh engine follows
        world.broken = True
        raise
    if fault is not None:
        pytest.fail(fault, pytrace=False)


@given(AnyLine())
def _any_given(request: pytest.FixtureRequest) -> None:
    _run(request)


@when(AnyLine())
def _any_when(request: pytest.FixtureRequest) -> None:
    _run(request)


@then(AnyLine())
def _any_then(request: pytest.FixtureRequest) -> None:
    _run(request)
