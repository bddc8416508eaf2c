"""Every scenario of the other games of the rule book (features/games.toml), one pytest
test each. The plugin's catch-all steps hand each line to the step set of the game the
feature's folder belongs to (scorpion.bdd.plugin, scorpion.bdd.games)."""

from scorpion.bdd.binding import bind_feature
from scorpion.bdd.games import games
from scorpion.bdd.reading import FEATURES_DIR, load_feature

for game in games():
    for lang in ("fr", "ms"):
        for path in game.feature_files(FEATURES_DIR, lang):
            bind_feature(globals(), load_feature(path))
