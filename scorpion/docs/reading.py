"""The features the rules site shows: where they are, how each is read and named.

The home game's features (features/<lang>/*.feature, their sub-folders, the folders
SCORPION_FEATURES names) become its rule pages; another game's folder is its own section
(scorpion.docs.games). Every fault becomes a SiteBuildError naming file and line.
"""

from __future__ import annotations

import os
from pathlib import Path

from scorpion.bdd.dialect import register_dialects
from scorpion.bdd.games import game_folders
from scorpion.bdd.model import FeatureDoc, FeatureError
from scorpion.bdd.reading import extra_feature_dirs, load_feature
from scorpion.docs.render import SiteBuildError

ROOT = Path(__file__).resolve().parents[2]
PRIMARY_LANGUAGE = "fr"
SITE_LANGUAGES = ("fr", "ms")
REPORT = Path("reports") / "cucumber.json"


def features_dir() -> Path:
    """features/ of the repository, or $SCORPION_SITE_FEATURES (tests build from copies)."""
    return Path(os.environ.get("SCORPION_SITE_FEATURES") or ROOT / "features")


def report_path() -> Path:
    """reports/cucumber.json, or $SCORPION_SITE_REPORT (tests point it elsewhere)."""
    return Path(os.environ.get("SCORPION_SITE_REPORT") or ROOT / REPORT)


def feature_files(features: Path, lang: str) -> list[Path]:
    """The feature files of `lang`: the rule book's, then those of its sub-folders (the
    variants' `variantes/`), each folder sorted by name; then those of the folders named
    by SCORPION_FEATURES (a contributor's scenarios kept outside the repository). The
    folders of the other games (features/games.toml) are not the home game's pages."""
    found: list[Path] = []
    others = game_folders()
    for folder in [features, *extra_feature_dirs()]:
        root = folder / lang
        found += sorted(root.glob("*.feature")) + sorted(
            p for p in root.glob("*/*.feature") if p.parent.name not in others
        )
    return found


def _root_of(features_root: Path, lang: str, path: Path) -> Path:
    """The folder (features/ or a SCORPION_FEATURES folder) a feature file belongs to."""
    for folder in [features_root, *extra_feature_dirs()]:
        if path.is_relative_to(folder / lang):
            return folder
    return features_root


def _name(features_root: Path, lang: str, path: Path) -> str:
    """A feature's page name: its path under features/<lang>, without the suffix."""
    root = _root_of(features_root, lang, path)
    return path.relative_to(root / lang).with_suffix("").as_posix()


def parse(path: Path) -> FeatureDoc:
    """A parsed feature; any fault becomes a SiteBuildError naming file and line."""
    register_dialects()
    try:
        return load_feature(path)
    except FeatureError as err:
        raise SiteBuildError(err.path or path, err.line, err.fault) from err
    except SiteBuildError:
        raise
    except Exception as err:
        line = getattr(err, "line", None)
        raise SiteBuildError(path, line if isinstance(line, int) else None, str(err)) from err


def _ids(feature: FeatureDoc) -> set[str]:
    return {s.id for s in feature.scenarios if s.id}


def slugs(features_root: Path, lang: str, features: dict[Path, FeatureDoc]) -> dict[Path, str]:
    """The page name of each feature of `lang`: the French file's path under features/fr
    (without the suffix, e.g. `03_coups_permis`, `variantes/wasp`), found by shared ids."""
    if lang == PRIMARY_LANGUAGE:
        return {path: _name(features_root, lang, path) for path in features}
    primary = {
        _name(features_root, PRIMARY_LANGUAGE, p): _ids(parse(p))
        for p in feature_files(features_root, PRIMARY_LANGUAGE)
    }
    result: dict[Path, str] = {}
    for path, feature in features.items():
        mine = _ids(feature)
        best = max(primary.items(), key=lambda item: len(item[1] & mine), default=None)
        if best is not None and best[1] & mine:
            result[path] = best[0]
        else:
            result[path] = _name(features_root, lang, path)
    return result
