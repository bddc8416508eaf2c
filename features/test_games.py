"""Every scenario of the other games of the rule book (features/games.toml), one pytest
test each. The plugin's catch-all steps hand each line to the step set of the game the
feature's folder belongs to (scorpion.bdd.plugin, scorpion.bdd.games)."""

from __future__ import annotations

import pytest
from pytest_bdd import scenario

from scorpion.bdd.executor import FEATURES_DIR, load_feature
from scorpion.bdd.executor import test_name as scenario_test_name
from scorpion.bdd.games import games


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
                        """Run by pytest-bdd with the catch-all steps of the plugin."""

                    globals()[scenario_test_name(item, lang)] = getattr(pytest.mark, lang)(_test)


_bind()
