"""Every scenario of the other games of the rule book (features/games.toml), one pytest
test each, run by the game's own step set.

The steps here are catch-all pytest-bdd steps, like scorpion.bdd.plugin's; defined in this
module they take precedence for these scenarios, and hand each line to the step set of the
game the feature belongs to.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from pytest_bdd import given, scenario, then, when

from scorpion.bdd.executor import FEATURES_DIR, load_feature
from scorpion.bdd.executor import test_name as scenario_test_name
from scorpion.bdd.games import game_of, games
from scorpion.bdd.model import StepDoc, StepFailure
from scorpion.bdd.plugin import _STEP, _WORLD, AnyLine


def _bind() -> None:
    for game in games():
        for lang in ("fr", "ms"):
            for path in game.feature_files(FEATURES_DIR, lang):
                feature = load_feature(path)
                done: set[str] = set()
                for item in feature.scenarios:
                    template = item.outline_name or item.name
                    if template in done:
                        continue
                    done.add(template)

                    @scenario(str(path), template, features_base_dir=str(path.parent))
                    def _test() -> None:
                        """Run by pytest-bdd with the catch-all steps below."""

                    globals()[scenario_test_name(item, lang)] = getattr(pytest.mark, lang)(_test)


_bind()


@pytest.fixture
def game_world(request: pytest.FixtureRequest) -> Iterator[Any]:
    """The world of the game this scenario's feature belongs to; an action refused and
    never checked fails the scenario at its end."""
    scorpion_world = request.node.stash[_WORLD]  # the plugin's: the feature's language and path
    path = scorpion_world.path
    game = game_of(path)
    assert game is not None, f"{path} belongs to no game of features/games.toml"
    module = game.steps()
    world = module.new_world(scorpion_world.lang, path)
    yield world
    module.finish(world)


def _run(request: pytest.FixtureRequest, world: Any) -> None:
    __tracebackhide__ = True
    step = request.node.stash[_STEP]
    doc = StepDoc(
        keyword=step.keyword,
        text=step.name,
        line=step.line_number,
        docstring=step.docstring,
        datatable=None,
        kind=step.type,
        docstring_line=step.line_number + 1 if step.docstring is not None else None,
    )
    game = game_of(world.path)
    assert game is not None
    fault = None
    try:
        game.steps().run_step(world, doc)
    except StepFailure as error:
        fault = str(error)
    if fault is not None:
        pytest.fail(fault, pytrace=False)


@given(AnyLine())
def _any_given(request: pytest.FixtureRequest, game_world: Any) -> None:
    _run(request, game_world)


@when(AnyLine())
def _any_when(request: pytest.FixtureRequest, game_world: Any) -> None:
    _run(request, game_world)


@then(AnyLine())
def _any_then(request: pytest.FixtureRequest, game_world: Any) -> None:
    _run(request, game_world)
