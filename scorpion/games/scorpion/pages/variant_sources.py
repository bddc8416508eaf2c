"""The data file of the variants' sources and disagreements (`docs/data/sources.toml`):
each point where sources disagree, its readings, their sources and the variants that pin
them."""

from __future__ import annotations

import os
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from scorpion.docs.render import SiteBuildError
from scorpion.games.scorpion.pages.variant_params import SITE_LANGS
from scorpion.games.scorpion.rules import RuleSet


# ---- the data file of sources and disagreements ---------------------------------------------
def sources_file() -> Path:
    """docs/data/sources.toml, or $SCORPION_SITE_SOURCES (tests build from a copy)."""
    default = Path(__file__).resolve().parents[4] / "docs" / "data" / "sources.toml"
    return Path(os.environ.get("SCORPION_SITE_SOURCES") or default)


@dataclass(frozen=True)
class Reading:
    text: Mapping[str, str]
    sources: tuple[str, ...]
    variants: tuple[str, ...]
    """The variants the file says pin this reading."""
    match: Mapping[str, tuple[Any, ...]] | None
    """RuleSet fields → accepted values: a variant pins the reading when all match."""


@dataclass(frozen=True)
class Question:
    key: str
    text: Mapping[str, str]
    readings: tuple[Reading, ...]
    scope: Mapping[str, tuple[Any, ...]] | None
    """Which variants the question concerns (all when absent); used with `match`."""
    note: Mapping[str, str] | None


@dataclass(frozen=True)
class SourceData:
    path: Path
    names: Mapping[str, Mapping[str, str]]
    """Source key → its name in each language."""
    files: Mapping[str, str]
    """Seed file name (a variant's `seeds`) → source key."""
    questions: tuple[Question, ...]

    def name(self, key: str, lang: str) -> str:
        return self.names[key][lang]


def _texts(value: Any, where: str, path: Path) -> dict[str, str]:
    if not isinstance(value, dict) or not all(
        isinstance(value.get(lang), str) and value[lang].strip() for lang in SITE_LANGS
    ):
        raise SiteBuildError(path, None, f"{where}: needs a text in each of {SITE_LANGS}")
    return {lang: str(value[lang]).strip() for lang in SITE_LANGS}


def _match(value: Any, where: str, path: Path) -> dict[str, tuple[Any, ...]] | None:
    if value is None:
        return None
    if not isinstance(value, dict) or not value:
        raise SiteBuildError(path, None, f"{where}: must be a table of RuleSet fields")
    out: dict[str, tuple[Any, ...]] = {}
    for key, accepted in value.items():
        try:
            field_value(RuleSet(name="check"), key)
        except AttributeError:
            raise SiteBuildError(path, None, f"{where}: RuleSet has no field {key!r}") from None
        out[key] = tuple(accepted) if isinstance(accepted, list) else (accepted,)
    return out


def load_sources(path: Path, known_variants: Iterable[str]) -> SourceData:
    """Read and check the data file; any fault is a SiteBuildError naming the file."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        raise SiteBuildError(path, None, f"cannot be read: {err}") from err
    known = set(known_variants)
    names: dict[str, dict[str, str]] = {}
    files: dict[str, str] = {}
    for key, entry in data.get("source", {}).items():
        names[key] = _texts(entry, f"source {key}", path)
        if "file" in entry:
            files[str(entry["file"])] = key
    questions: list[Question] = []
    for number, entry in enumerate(data.get("question", []), 1):
        key = str(entry.get("key") or number)
        where = f"question {key}"
        readings: list[Reading] = []
        for index, item in enumerate(entry.get("reading", []), 1):
            here = f"{where}, reading {index}"
            sources = tuple(str(s) for s in item.get("sources", []))
            for source in sources:
                if source not in names:
                    raise SiteBuildError(path, None, f"{here}: unknown source {source!r}")
            variants = tuple(str(v) for v in item.get("variants", []))
            for name in variants:
                if name not in known:
                    raise SiteBuildError(path, None, f"{here}: unknown variant {name!r}")
            readings.append(
                Reading(
                    _texts(item, here, path),
                    sources,
                    variants,
                    _match(item.get("match"), here, path),
                )
            )
        if not readings:
            raise SiteBuildError(path, None, f"{where}: no reading")
        note = _texts(entry["note"], f"{where} note", path) if "note" in entry else None
        questions.append(
            Question(
                key,
                _texts(entry, where, path),
                tuple(readings),
                _match(entry.get("scope"), f"{where} scope", path),
                note,
            )
        )
    return SourceData(path, names, files, tuple(questions))


def field_value(ruleset: RuleSet, dotted: str) -> Any:
    """A RuleSet field by dotted name ("suites", "layout.decks", "scoring.turn_up"), as the
    data files write it: enum values as strings, no undo limit as "unlimited"."""
    value: Any = ruleset
    for part in dotted.split("."):
        if part.startswith("_") or not hasattr(value, part):
            raise AttributeError(dotted)
        value = getattr(value, part)
    if isinstance(value, Enum):
        return value.value
    if value is None and dotted == "undo_depth":
        return "unlimited"
    if isinstance(value, tuple):
        return list(value)
    return value


def matches(ruleset: RuleSet, match: Mapping[str, tuple[Any, ...]] | None) -> bool:
    if match is None:
        return True
    return all(field_value(ruleset, key) in accepted for key, accepted in match.items())


def pinned_by(reading: Reading, rulesets: Mapping[str, RuleSet]) -> list[str]:
    """The variants pinning a reading: those its `match` selects (so a new variant file
    takes its place by itself), else those the file names."""
    if reading.match is not None:
        return [name for name, ruleset in rulesets.items() if matches(ruleset, reading.match)]
    return [name for name in rulesets if name in reading.variants]


