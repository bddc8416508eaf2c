"""pytest-bdd is handed each feature file as the rule book's reader parsed it
(scorpion.bdd.binding), instead of parsing it again: what it is handed must be what its own
parser builds, for every feature file of every language and game."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_bdd import feature as bdd_feature
from pytest_bdd.parser import FeatureParser

from scorpion.bdd.binding import bind_file, roots
from scorpion.bdd.reading import feature_files


def _steps(feature: object) -> list[tuple[str, int, list[tuple[str, str, int]]]]:
    """A pytest-bdd Feature as plain data: each scenario's name and line, with each
    step's type, text and line (the step objects point back at their scenario)."""
    return [
        (
            name,
            template.line_number,
            [(step.type, step.name, step.line_number) for step in template.steps],
        )
        for name, template in feature.scenarios.items()  # type: ignore[attr-defined]
    ]


def test_pytest_bdd_is_handed_the_feature_its_own_parser_builds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def parse_again(self: FeatureParser) -> Any:
        raise AssertionError(f"pytest-bdd parsed {self.abs_filename} again")

    paths = [path for root in roots() for path in feature_files(root)]
    assert len(paths) > 40
    own_features = {path: FeatureParser(str(path.parent), str(path)).parse() for path in paths}
    monkeypatch.setattr(bdd_feature, "features", {})
    monkeypatch.setattr(FeatureParser, "_parse_feature_file", parse_again)
    for path in paths:
        bind_file({}, path)  # the scenarios' tests, as collection makes them
        handed = bdd_feature.features[str(path.resolve())]
        own = own_features[path]
        assert handed.name == own.name and handed.language == own.language, path
        assert handed.background == own.background, path
        assert _steps(handed) == _steps(own), path
