"""What a scenario checks, read from its tags (or its feature's), and what that means for
an engine's verdict.

- no kind tag: kind "rule", it checks a sentence of a rule text: engine-facing;
- `@choice:<id>`: kind "choice", it checks a choice a text leaves open, declared in
  features/choices.toml; engine-facing only when the engine declares that choice
  (the `choices` of its capabilities), otherwise not applicable with the choice's reason;
- `@rulebook`: kind "rulebook", it checks the rule book's own machinery (the variant-file
  loader, the notation, its own deal): never counted in an engine's verdict.

features/not_applicable.toml lists the scenarios expected to be not applicable with the
built-in engine; any other skip of the built-in engine fails the run.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from scorpion.bdd.messages import M_, say
from scorpion.bdd.model import FeatureDoc, FeatureError, ScenarioDoc
from scorpion.bdd.reading import FEATURES_DIR

RULE = "rule"
CHOICE = "choice"
RULEBOOK = "rulebook"

CHOICE_PREFIX = "choice:"
RULEBOOK_TAG = "rulebook"

CHOICES_FILE = FEATURES_DIR / "choices.toml"
EXPECTED_FILE = FEATURES_DIR / "not_applicable.toml"


@dataclass(frozen=True)
class Choice:
    """A choice a rule text leaves open (features/choices.toml: `[choice.<id>]`), or what
    a text leaves open where the rule book accepts every reading (`[open.<id>]`, with the
    `scenarios` where it shows)."""

    id: str
    reasons: tuple[tuple[str, str], ...]
    texts: tuple[str, ...] = ()
    scenarios: tuple[str, ...] = ()

    def reason(self, lang: str) -> str:
        """Why a scenario of this choice may not apply, in `lang` (English by default)."""
        reasons = dict(self.reasons)
        return reasons.get(lang) or reasons.get("en", self.id)


@cache
def _table(path: Path, table: str) -> dict[str, Choice]:
    if not path.is_file():
        return {}
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return {
        name: Choice(
            name,
            tuple(sorted((k, str(v)) for k, v in entry.items() if isinstance(v, str))),
            tuple(str(t) for t in entry.get("texts", ())),
            tuple(str(s) for s in entry.get("scenarios", ())),
        )
        for name, entry in data.get(table, {}).items()
    }


def choices(path: Path = CHOICES_FILE) -> dict[str, Choice]:
    """The declared choices by id (none when the file does not exist)."""
    return _table(path, "choice")


def open_readings(path: Path = CHOICES_FILE) -> dict[str, Choice]:
    """What the texts leave open where every reading is accepted, by id."""
    return _table(path, "open")


@dataclass(frozen=True)
class Kind:
    """What one scenario checks: `name` is RULE, CHOICE or RULEBOOK; `choice` the choice's
    id for CHOICE."""

    name: str
    choice: str = ""


def kind_of(tags: Iterable[str]) -> Kind:
    """The kind the tags (the scenario's and its feature's, without '@') say."""
    tags = list(tags)
    if RULEBOOK_TAG in tags:
        return Kind(RULEBOOK)
    for tag in tags:
        if tag.startswith(CHOICE_PREFIX):
            return Kind(CHOICE, tag[len(CHOICE_PREFIX) :])
    return Kind(RULE)


def scenario_kind(feature: FeatureDoc, scenario: ScenarioDoc) -> Kind:
    return kind_of([*scenario.tags, *feature.tags])


def choice_faults(feature: FeatureDoc, known: Iterable[str] | None = None) -> list[FeatureError]:
    """A `@choice:<id>` tag whose id features/choices.toml does not declare, by file and line."""
    declared = set(choices()) if known is None else set(known)
    faults = []
    for tag in feature.tags:
        if tag.startswith(CHOICE_PREFIX) and tag[len(CHOICE_PREFIX) :] not in declared:
            faults.append(_unknown(feature, tag, 1))
    seen = set()
    for scenario in feature.scenarios:
        for tag in scenario.tags:
            name = tag[len(CHOICE_PREFIX) :]
            if tag.startswith(CHOICE_PREFIX) and name not in declared:
                line = scenario.line
                if (name, scenario.outline_name or scenario.name) not in seen:
                    faults.append(_unknown(feature, tag, line))
                seen.add((name, scenario.outline_name or scenario.name))
    return faults


def _unknown(feature: FeatureDoc, tag: str, line: int) -> FeatureError:
    return FeatureError(
        feature.path,
        line,
        say(
            feature.lang,
            M_("unknown choice @{tag}: {file} declares no such choice"),
            tag=tag,
            file=CHOICES_FILE.name,
        ),
    )


@dataclass(frozen=True)
class Expected:
    """A scenario listed as not applicable with the built-in engine."""

    id: str
    lang: str
    reason: str


@cache
def expected_not_applicable(path: Path = EXPECTED_FILE) -> tuple[Expected, ...]:
    """features/not_applicable.toml, read as data (nothing when it does not exist)."""
    if not path.is_file():
        return ()
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return tuple(
        Expected(str(entry["id"]), str(entry.get("lang", "")), str(entry["reason"]))
        for entry in data.get("expected", [])
    )


def is_expected(scenario_id: str, lang: str) -> bool:
    """Whether the scenario may be not applicable (or skipped) with the built-in engine."""
    return any(
        entry.id == scenario_id and entry.lang in ("", lang)
        for entry in expected_not_applicable(EXPECTED_FILE)  # read when called: tests set it
    )
