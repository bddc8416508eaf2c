"""Gherkin dialects: the one place that makes `# language: ms` mean Malay.

gherkin-official ships French (`fr`) but files its Malay keywords under `bm`
(the ISO code of Bambara) and leaves the Rule keyword in English. The rule book
registers a complete Malay dialect under `ms`. Both the pytest plugin and the
docs build call :func:`register_dialects` before parsing any feature file.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from gherkin.dialect import DIALECTS

from scorpion.bdd.messages import M_, say

#: The languages the rule book is written in.
FEATURE_LANGUAGES: tuple[str, ...] = ("fr", "ms")

#: Malay Gherkin keywords. Step keywords keep their trailing space, as Gherkin wants.
#: "Contoh" is Examples (as in gherkin's `bm`), so it is not a Scenario keyword.
MALAY: dict[str, Any] = {
    "name": "Malay",
    "native": "Bahasa Melayu",
    "feature": ["Fungsi", "Ciri"],
    "background": ["Latar Belakang"],
    "rule": ["Peraturan"],
    "scenario": ["Senario", "Situasi", "Keadaan"],
    "scenarioOutline": [
        "Kerangka Senario",
        "Kerangka Situasi",
        "Kerangka Keadaan",
        "Garis Panduan Senario",
    ],
    "examples": ["Contoh"],
    "given": ["* ", "Diberi ", "Bagi "],
    "when": ["* ", "Apabila "],
    "then": ["* ", "Maka ", "Kemudian "],
    "and": ["* ", "Dan "],
    "but": ["* ", "Tetapi ", "Tapi "],
}

_LANGUAGE_LINE = re.compile(r"^\s*#\s*language\s*:\s*(?P<lang>[A-Za-z0-9_-]+)\s*$")


def register_dialects() -> None:
    """Register the Malay dialect under `ms` (idempotent)."""
    DIALECTS["ms"] = MALAY  # type: ignore[assignment]


def is_registered(lang: str) -> bool:
    """Whether gherkin can parse a feature written in `lang`."""
    return lang in DIALECTS


def declared_language(text: str) -> tuple[str, int] | None:
    """The `# language:` of a feature text and its line, or None when it declares none.

    Like gherkin, only comment and blank lines may come before the declaration.
    """
    for number, line in enumerate(text.splitlines(), start=1):
        match = _LANGUAGE_LINE.match(line)
        if match:
            return match.group("lang"), number
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            return None
    return None


def keywords(lang: str, kind: str) -> list[str]:
    """The keywords of `kind` ("given", "rule", ...) in `lang`, stripped."""
    register_dialects()
    spec: dict[str, Any] = DIALECTS[lang]  # type: ignore[assignment]
    return [k.strip() for k in spec[kind] if k.strip() != "*"]


def folder_language(path: Path | None) -> str | None:
    """The language of the rule book folder a feature file sits in (features/<lang>/ or
    features/<lang>/variantes/), or None."""
    if path is None:
        return None
    for folder in (path.parent, path.parent.parent):
        if folder.name in FEATURE_LANGUAGES:
            return folder.name
    return None


def message_language(path: Path | None, declared: str | None) -> str:
    """The language a feature file's faults are reported in: the one it declares when the
    rule book is written in it, else its folder's, else English."""
    if declared in FEATURE_LANGUAGES:
        return declared
    return folder_language(path) or "en"


def language_error(path: Path, lang: str, line: int, in_lang: str = "en") -> str:
    """The message for a feature file that names a language with no registered dialect,
    in `in_lang`."""
    known = ", ".join(FEATURE_LANGUAGES)
    fault = say(
        in_lang,
        M_(
            "'# language: {lang}' names a Gherkin dialect that is not registered"
            " (the rule book is written in {known}; call"
            " scorpion.bdd.dialect.register_dialects() before parsing)"
        ),
        lang=lang,
        known=known,
    )
    return f"{path}:{line}: {fault}"
