"""The pytest binding of the rule book: each feature file is a pytest test module, one
pytest-bdd test per scenario (per outline), every game's.

pytest collects the `.feature` files itself (the plugin's `pytest_collect_file` makes a
`FeatureFile` of each), so `pytest features/fr`, `pytest features/ms/06_reserve.feature`
and `pytest features/fr/scopa` run exactly those scenarios; the plugin's catch-all steps
(scorpion.bdd.plugin) then hand each line to the step set of the game the feature belongs
to. A feature file that cannot be read, or an id used twice, becomes one failing test
naming the file and the line, so the other scenarios still run; a `@choice:<id>` tag
whose id features/choices.toml does not declare is a collection error naming them.
Collecting features/ also collects the folders SCORPION_FEATURES names.
"""

from __future__ import annotations

import os
import re
import types
from collections.abc import Callable, Iterable, Iterator, MutableMapping
from functools import cache
from pathlib import Path
from typing import Any, cast

import pytest
from _pytest.main import Dir

from scorpion.bdd.kinds import choice_faults, scenario_kind
from scorpion.bdd.model import FeatureDoc, FeatureError, ScenarioDoc
from scorpion.bdd.reading import (
    FEATURES_DIR,
    extra_feature_dirs,
    feature_files,
    gherkin_document,
    id_faults,
    load_all,
    load_feature,
)

#: The attribute of a scenario's test function holding (FeatureDoc, ScenarioDoc).
SCENARIO_ATTRIBUTE = "_rulebook_scenario"


# ---- pytest binding ------------------------------------------------------------------
def test_name(scenario: ScenarioDoc, lang: str) -> str:
    """A readable test function name: test_<lang>_<id>_<a few words of the name>."""
    words = re.findall(r"\w+", (scenario.outline_name or scenario.name).casefold())
    slug = ""
    for word in words:
        if len(slug) + len(word) > 40:
            break
        slug += "_" + word
    return f"test_{lang}_{scenario.id.replace('-', '_')}{slug}"


def _failing(name: str, fault: FeatureError) -> Callable[[], None]:
    def test() -> None:
        raise fault

    test.__name__ = name
    return test


def unreadable_name(path: Path) -> str:
    stem = re.sub(r"\W", "_", path.stem)
    return f"test_{path.parent.name}_{stem}_cannot_be_read"


def roots() -> list[Path]:
    """The rule book's folder and the folders SCORPION_FEATURES names."""
    return [FEATURES_DIR.resolve(), *extra_feature_dirs()]


@cache
def _id_faults(folders: tuple[Path, ...]) -> tuple[FeatureError, ...]:
    features = []
    for path in (p for folder in folders for p in feature_files(folder)):
        try:
            features.append(load_feature(path))
        except FeatureError:
            continue  # the file's own module says it cannot be read
    return tuple(id_faults(features))


def bind_file(namespace: MutableMapping[str, object], path: Path) -> None:
    """The tests of one feature file: one per scenario (per outline), or one failing test
    when it cannot be read, plus one failing test per id it uses twice (with any file)."""
    try:
        feature = load_feature(path)
    except FeatureError as error:
        name = unreadable_name(path)
        namespace[name] = _failing(name, error)
        return
    faults = choice_faults(feature)
    if faults:
        raise faults[0]
    if _in_rule_book(path):
        mine = [f for f in _id_faults(tuple(roots())) if f.path == path]
        for number, fault in enumerate(mine, start=1):
            name = f"test_scenario_ids_are_unique_{number}"
            namespace[name] = _failing(name, fault)
    bind_feature(namespace, feature)


def bind_feature(namespace: MutableMapping[str, object], feature: FeatureDoc) -> None:
    """One pytest-bdd test per scenario (per outline) of `feature`, into `namespace`."""
    from pytest_bdd import scenario as bdd_scenario

    _hand_over(feature.path)
    done: set[str] = set()
    for item in feature.scenarios:
        template = item.outline_name or item.name
        if template in done:
            continue
        done.add(template)

        @bdd_scenario(str(feature.path), template, features_base_dir=str(feature.path.parent))
        def _test() -> None:
            """Run by pytest-bdd with the catch-all steps of scorpion.bdd.plugin."""

        setattr(_test, SCENARIO_ATTRIBUTE, (feature, item))
        namespace[test_name(item, feature.lang)] = getattr(pytest.mark, feature.lang)(_test)


def _hand_over(path: Path) -> None:
    """Give pytest-bdd the feature file as this module has already parsed it, so that
    it does not parse the file a second time (the Gherkin parser is a tenth of a rule-book
    run's collection): pytest-bdd keeps its features by absolute path and builds each from
    the parser's document (tests/test_bdd_binding.py checks it is the one it would build)."""
    from pytest_bdd import feature as bdd_feature
    from pytest_bdd import parser as bdd_parser
    from pytest_bdd.gherkin_parser import GherkinDocument

    base, name = str(path.parent), str(path)
    key = os.path.abspath(os.path.join(base, name))  # as pytest-bdd's get_feature keys it
    if key in bdd_feature.features:
        return
    document = gherkin_document(path.read_text(encoding="utf-8"))

    class Parsed(bdd_parser.FeatureParser):
        def _parse_feature_file(self) -> GherkinDocument:
            return GherkinDocument.from_dict(document)

    bdd_feature.features[key] = Parsed(base, name).parse()


def _in_rule_book(path: Path) -> bool:
    path = path.resolve()
    return any(path.is_relative_to(root) for root in roots())


def is_feature_file(path: Path) -> bool:
    """A `.feature` file of the rule book (features/ or a folder SCORPION_FEATURES names)."""
    return path.suffix == ".feature" and _in_rule_book(path)


class FeatureFile(pytest.Module):
    """A feature file as a test module: its `obj` is a module made of its scenarios."""

    def _getobj(self) -> types.ModuleType:
        module = types.ModuleType(f"rulebook.{self.path.parent.name}.{self.path.stem}")
        module.__file__ = str(self.path)
        bind_file(module.__dict__, self.path)
        return module

    def repr_failure(self, excinfo: Any, style: Any = None) -> Any:
        if isinstance(excinfo.value, FeatureError):
            return str(excinfo.value)
        return super().repr_failure(excinfo)


class RuleBookDir(pytest.Directory):
    """The rule book's folder, with the feature files of the SCORPION_FEATURES folders."""

    def collect(self) -> Iterable[pytest.Item | pytest.Collector]:
        yield from cast(Any, Dir).collect(self)  # pytest's own folder walk (Dir is final)
        for number, folder in enumerate(extra_feature_dirs(), start=1):
            for path in feature_files(folder):
                name = f"SCORPION_FEATURES-{number}/{path.relative_to(folder).as_posix()}"
                yield FeatureFile.from_parent(self, path=path, name=name)


def scenario_of(item: pytest.Item) -> tuple[FeatureDoc, ScenarioDoc] | None:
    """The feature and scenario a collected test runs, None for any other test."""
    function = getattr(item, "function", None)
    found = getattr(function, SCENARIO_ATTRIBUTE, None)
    return found if isinstance(found, tuple) else None


def kind_of_item(item: pytest.Item) -> str:
    found = scenario_of(item)
    return scenario_kind(*found).name if found else ""


def iter_scenarios(root: Path = FEATURES_DIR) -> Iterator[tuple[FeatureDoc, ScenarioDoc]]:
    for feature in load_all(root):
        for scenario in feature.scenarios:
            yield feature, scenario
