"""The registry of games: features/games.toml, read as data.

Each game names its features folder (features/<lang>/<folder>/), the module of its step
set, the module drawing its pictures and the rule text it is traced to. One game, the
home game (Scorpion), has no folder: its features are features/<lang>/*.feature and
features/<lang>/variantes/, and the folders SCORPION_FEATURES names. The generic
machinery looks a game up here (by the folder a feature lives in) and imports its
modules by name, so it never imports a game itself.
"""

from __future__ import annotations

import importlib
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType

from scorpion.paths import FEATURES

FEATURES_DIR = FEATURES  # the checkout's features/, or the installed rule book
REGISTRY = FEATURES_DIR / "games.toml"


@dataclass(frozen=True)
class GameBook:
    """One game of the rule book, as features/games.toml declares it."""

    name: str
    folder: str
    rulebook: str
    pictures: str
    seed: str
    titles: tuple[tuple[str, str], ...]
    pages: str = ""
    """The module of the game's own site pages (its `SITE` class), for the home game."""
    protocol: str = ""
    """The module of the game's part of the engine-protocol page (its `marker`), if any."""
    engine: str = ""
    """The factory of the game's own engine for the protocol ("package.module:factory"),
    which `python -m scorpion.engine_server --game <name>` serves."""

    def title(self, lang: str) -> str:
        return dict(self.titles).get(lang, self.name)

    def steps(self) -> ModuleType:
        """The game's step set (run_step, finish, replay, STEPS)."""
        return importlib.import_module(self.rulebook)

    def drawing(self) -> ModuleType:
        return importlib.import_module(self.pictures)

    def site_pages(self) -> ModuleType:
        """The game's own site pages (scorpion.docs.site.site_for makes its `SITE`)."""
        return importlib.import_module(self.pages)

    def protocol_part(self) -> ModuleType | None:
        """The game's part of the engine-protocol page (None: it has none)."""
        return importlib.import_module(self.protocol) if self.protocol else None

    def feature_files(self, root: Path, lang: str) -> list[Path]:
        return sorted((root / lang / self.folder).glob("*.feature"))


def games(registry: Path = REGISTRY) -> tuple[GameBook, ...]:
    """The games whose features live in their own folder (all but the home game)."""
    return tuple(game for game in registered(registry) if game.folder)


def home_game(registry: Path = REGISTRY) -> GameBook:
    """The game of the features outside every other game's folder (Scorpion)."""
    for game in registered(registry):
        if not game.folder:
            return game
    raise LookupError(f"{registry}: no game without a folder (the home game)")


@cache
def registered(registry: Path = REGISTRY) -> tuple[GameBook, ...]:
    """Every game of the registry, in its order."""
    if not registry.exists():
        return ()
    data = tomllib.loads(registry.read_text(encoding="utf-8"))
    return tuple(
        GameBook(
            name,
            str(entry.get("folder", "")),
            str(entry["rulebook"]),
            str(entry.get("pictures", "")),
            str(entry.get("seed", "")),
            tuple(sorted((str(k), str(v)) for k, v in entry.get("title", {}).items())),
            str(entry.get("pages", "")),
            str(entry.get("protocol", "")),
            str(entry.get("engine", "")),
        )
        for name, entry in data.get("game", {}).items()
    )


def game_of(path: Path) -> GameBook | None:
    """The game a feature file belongs to (by its folder), None for the home game."""
    for game in games():
        if path.parent.name == game.folder:
            return game
    return None


def book_of(path: Path) -> GameBook:
    """The game a feature file belongs to, the home game included."""
    return game_of(path) or home_game()


def game_folders() -> frozenset[str]:
    return frozenset(game.folder for game in games())
