"""The Scopa rule book's step phrases: English msgids of the `scopa_steps` catalog,
French and Malay translations (several wordings separated by "|"), typed placeholders.

Placeholders: {card} (words or symbols, with an optional article), {cards} (joined by
",", "+" or the word for "and"), {options} (captures joined by the word for "or"),
{message} (any text), and whole numbers for every other name ({player}, {count}, ...).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from scorpion.bdd.phrases import read_card
from scorpion.bdd.text import normalize
from scorpion.cards import Card
from scorpion.errors import ScorpionError
from scorpion.i18n import N_, gettext

DOMAIN = "scopa_steps"
AND = N_("and")
OR = N_("or")
_TEXT = {"card", "cards", "options", "message"}


class PhraseFault(Exception):
    """A step line no phrase matches, or an argument that cannot be read (in the line's
    language)."""


@dataclass(frozen=True)
class StepDef:
    id: str
    kind: str  # given / when / then
    func: Callable[..., None]
    phrases: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]
    docstring: bool = False


@dataclass(frozen=True)
class Phrase:
    step: StepDef
    text: str
    defaults: tuple[tuple[str, Any], ...]
    pattern: re.Pattern[str]


def say(lang: str, msgid: str, **params: object) -> str:
    """A `scopa_steps` message in `lang`, values rendered in that language."""
    values = {}
    for key, value in params.items():
        if isinstance(value, ScorpionError):
            values[key] = value.message(lang)
        elif isinstance(value, Card):
            values[key] = value.to_text(lang, symbol=True)
        elif isinstance(value, tuple):
            values[key] = " + ".join(c.to_text(lang, True) for c in value) or "∅"
        else:
            values[key] = str(value)
    return gettext(lang, msgid, DOMAIN).format(**values)


def _pattern(text: str) -> re.Pattern[str]:
    out = ""
    for piece in re.split(r"(\{\w+\})", normalize(text)):
        if piece.startswith("{") and piece.endswith("}"):
            name = piece[1:-1]
            kind = r".+" if name == "message" else (r".+?" if name in _TEXT else r"\d+")
            out += rf"(?P<{name}>{kind})"
        else:
            out += r"\s+".join(re.escape(word) for word in piece.split(" "))
    out = out.replace(r"«\s+", r"«\s*").replace(r"\s+»", r"\s*»")
    return re.compile(out, re.IGNORECASE)


@cache
def compile_phrases(steps: tuple[StepDef, ...], lang: str) -> tuple[Phrase, ...]:
    """Every phrase of `lang`, longest literal text first."""
    found = []
    for step in steps:
        for msgid, defaults in step.phrases:
            for text in gettext(lang, msgid, DOMAIN).split("|"):
                found.append(Phrase(step, text.strip(), defaults, _pattern(text.strip())))
    return tuple(sorted(found, key=lambda p: -len(re.sub(r"\{\w+\}", "", p.text))))


def _cards(lang: str, text: str) -> tuple[Card, ...]:
    conj = re.escape(normalize(gettext(lang, AND, DOMAIN)))
    parts = re.split(rf"\s*[,+]\s*|\s+{conj}\s+", normalize(text), flags=re.IGNORECASE)
    return tuple(read_card(lang, part) for part in parts if part)


def convert(lang: str, name: str, value: str) -> Any:
    """A placeholder's value, typed by its name."""
    try:
        if name == "card":
            return read_card(lang, value)
        if name == "cards":
            return _cards(lang, value)
        if name == "options":
            word = re.escape(normalize(gettext(lang, OR, DOMAIN)))
            parts = re.split(rf"\s+{word}\s+", normalize(value), flags=re.IGNORECASE)
            return tuple(_cards(lang, part) for part in parts)
        if name == "message":
            return normalize(value)
        return int(value)
    except ScorpionError as error:
        raise PhraseFault(error.message(lang)) from None


@dataclass(frozen=True)
class Matched:
    step: StepDef
    args: Mapping[str, Any]


def match(steps: tuple[StepDef, ...], lang: str, kind: str, text: str) -> Matched:
    """The step a line means, with its typed arguments."""
    line = normalize(text)
    fault = None
    for phrase in compile_phrases(steps, lang):
        found = phrase.pattern.fullmatch(line)
        if not found or (kind and phrase.step.kind != kind):
            continue
        try:
            args = {k: convert(lang, k, v) for k, v in found.groupdict().items()}
        except PhraseFault as error:
            fault = fault or str(error)
            continue
        return Matched(phrase.step, dict(phrase.defaults) | args)
    if fault:
        raise PhraseFault(say(lang, N_("«{text}»: {fault}"), text=text, fault=fault))
    raise PhraseFault(say(lang, N_("no Scopa step phrase matches «{text}»"), text=text))
