"""The pytest binding of the rule book: one pytest-bdd test per scenario, every game's.

features/test_rules.py and features/test_games.py call `bind_scenarios` and
`bind_feature`; the plugin's catch-all steps (scorpion.bdd.plugin) then hand each line to
the step set of the game the feature belongs to.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, MutableMapping
from pathlib import Path

from scorpion.bdd.model import FeatureDoc, FeatureError, ScenarioDoc
from scorpion.bdd.reading import (
    FEATURES_DIR,
    extra_feature_dirs,
    feature_files,
    id_faults,
    load_all,
    load_feature,
)


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


def bind_scenarios(namespace: MutableMapping[str, object], root: Path = FEATURES_DIR) -> None:
    """Put one pytest-bdd test per scenario of the rule book into a test module.

    A feature file that cannot be read, or an id used twice, becomes one failing test
    naming the file and the line, so the other scenarios still run.
    """
    features = []
    paths = [path for folder in [root, *extra_feature_dirs()] for path in feature_files(folder)]
    for path in paths:
        try:
            features.append(load_feature(path))
        except FeatureError as error:
            stem = re.sub(r"\W", "_", path.stem)
            name = f"test_{path.parent.name}_{stem}_cannot_be_read"
            namespace[name] = _failing(name, error)
    for number, fault in enumerate(id_faults(features), start=1):
        name = f"test_scenario_ids_are_unique_{number}"
        namespace[name] = _failing(name, fault)
    for feature in features:
        bind_feature(namespace, feature)


def bind_feature(namespace: MutableMapping[str, object], feature: FeatureDoc) -> None:
    """One pytest-bdd test per scenario (per outline) of `feature`, into `namespace`."""
    import pytest
    from pytest_bdd import scenario as bdd_scenario

    done: set[str] = set()
    for item in feature.scenarios:
        template = item.outline_name or item.name
        if template in done:
            continue
        done.add(template)

        @bdd_scenario(str(feature.path), template, features_base_dir=str(feature.path.parent))
        def _test() -> None:
            """Run by pytest-bdd with the catch-all steps of scorpion.bdd.plugin."""

        namespace[test_name(item, feature.lang)] = getattr(pytest.mark, feature.lang)(_test)


def iter_scenarios(root: Path = FEATURES_DIR) -> Iterator[tuple[FeatureDoc, ScenarioDoc]]:
    for feature in load_all(root):
        for scenario in feature.scenarios:
            yield feature, scenario
