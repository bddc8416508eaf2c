"""The Scopa rule book's step phrases on the toolkit's phrasebook (scorpion.bdd.phrasebook):
English msgids of the `scopa_steps` catalog, French and Malay translations (several
wordings separated by "|"), typed placeholders.

Placeholders: {card} (words or symbols, with an optional article), {cards} (joined by
",", "+" or the word for "and"), {options} (captures joined by the word for "or"),
{message} (any text), and whole numbers for every other name ({player}, {count}, ...).
This module gives the phrasebook what is Scopa's own: how a placeholder is read
(`convert`), example values for the hints, and the messages of the step set (`say`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from scorpion.bdd.phrasebook import Matched, Phrasebook
from scorpion.bdd.phrases import PhraseError, read_card, read_number
from scorpion.bdd.stepdefs import StepDef
from scorpion.bdd.text import normalize
from scorpion.cards import Card
from scorpion.errors import ScorpionError
from scorpion.i18n import N_, gettext

DOMAIN = "scopa_steps"
AND = N_("and")
OR = N_("or")

__all__ = ["DOMAIN", "Matched", "PhraseError", "StepDef", "book", "convert", "say"]


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


def _cards(lang: str, text: str) -> tuple[Card, ...]:
    conj = re.escape(normalize(gettext(lang, AND, DOMAIN)))
    parts = re.split(rf"\s*[,+]\s*|\s+{conj}\s+", normalize(text), flags=re.IGNORECASE)
    return tuple(read_card(lang, part) for part in parts if part)


def convert(lang: str, name: str, value: str) -> Any:
    """A placeholder's value, typed by its name; PhraseError (in `lang`) when unreadable."""
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
        return read_number(lang, value)
    except ScorpionError as error:
        raise PhraseError(error.message(lang)) from None
    except ValueError:
        raise PhraseError(value) from None


def examples(lang: str) -> Mapping[str, str]:
    """Values that fill a phrase for a hint ("did you mean …")."""
    six = Card.from_text("6♠").to_text(lang, symbol=True)
    taken = Card.from_text("6♦").to_text(lang, symbol=True)
    return {"card": six, "cards": taken, "options": taken, "message": "…"}


_BOOKS: dict[int, Phrasebook] = {}


def book(steps: Mapping[str, StepDef]) -> Phrasebook:
    """The phrasebook of the Scopa steps (made once per step table)."""
    found = _BOOKS.get(id(steps))
    if found is None:
        found = _BOOKS[id(steps)] = Phrasebook(steps, convert, examples, DOMAIN)
    return found
