"""Scorpion's phrasebook: its step phrases (the `steps` catalog), the typing of their
placeholders and the example values hints and the vocabulary page show.

Placeholders are typed by name: {card}, {cards}, {suit}, {message}, {move}, {variant},
{variants}, and whole numbers for every other name ({column}, {count}, {points}, ...).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from scorpion.bdd.hints import EXAMPLE_CARD_MSGID, EXAMPLE_CARDS_MSGID, HINT_MSGIDS, Nearest
from scorpion.bdd.messages import M_, say
from scorpion.bdd.phrasebook import Matched, Phrasebook
from scorpion.bdd.phrases import (
    DOMAIN,
    GRAMMAR_MSGIDS,
    Phrase,
    PhraseError,
    articles,
    fillers,
    list_word,
    read_card,
    read_number,
    split_list,
    wordings,
)
from scorpion.bdd.text import normalize, template_pattern
from scorpion.cards import Card, Rank, Suit
from scorpion.errors import NotationError, Refusal, VariantError
from scorpion.games.scorpion.moves import Move
from scorpion.games.scorpion.rulebook.steps import STEPS
from scorpion.games.scorpion.rulebook.world import WrittenMove, match_refusal
from scorpion.games.scorpion.rules import variant, variant_names
from scorpion.i18n import LANGUAGES, LOCALES_DIR, gettext

__all__ = [
    "Matched",
    "Nearest",
    "Phrase",
    "PhraseError",
    "articles",
    "convert",
    "example_line",
    "example_values",
    "fillers",
    "match",
    "msgids",
    "nearest",
    "phrases",
    "refusal_key",
    "value_words",
    "wordings",
]

#: Example values of the whole-number placeholders, by name.
NUMBERS = {
    "column": 7,
    "source": 2,
    "count": 3,
    "points": 5,
    "seed": 42,
    "hidden": 3,
    "up": 4,
    "decks": 2,
    "turned": 12,
    "suites": 4,
    "placements": 20,
    "place": 2,
}


def _title(name: str, lang: str) -> str | None:
    """A variant's title, or None when its file cannot be used (see read_variant)."""
    try:
        return variant(name).title(lang)
    except VariantError:
        return None


def read_variant(lang: str, text: str) -> str:
    """A variant named by its name or title; a broken variant file named by the line
    fails with the file's fault, and does not disturb lines naming other variants."""
    wanted = normalize(text).casefold()
    for name in variant_names():
        if wanted == name.casefold():
            try:
                variant(name)
            except VariantError as error:
                raise PhraseError(error.message(lang)) from None
            return name
        title = _title(name, lang)
        if title is not None and wanted == title.casefold():
            return name
    titles = ", ".join(t for n in variant_names() if (t := _title(n, lang)))
    broken = [fault for n in variant_names() if (fault := _fault(n, lang))]
    fault = say(lang, M_("unknown rules “{text}” (known: {titles})"), text=text, titles=titles)
    if broken:
        fault = say(
            lang,
            M_("{fault}; variant files that cannot be used: {files}"),
            fault=fault,
            files="; ".join(broken),
        )
    raise PhraseError(fault)


def _fault(name: str, lang: str) -> str | None:
    """Why a variant file cannot be used (its VariantError, in `lang`), or None."""
    try:
        variant(name)
    except VariantError as error:
        return error.message(lang)
    return None


def convert(lang: str, name: str, value: str) -> Any:
    """A placeholder's value, typed by the placeholder's name."""
    try:
        if name == "card":
            return read_card(lang, value)
        if name == "cards":
            return tuple(read_card(lang, part) for part in split_list(lang, value))
        if name == "suit":
            return Suit.from_text(normalize(value))
        if name == "variant":
            return read_variant(lang, value)
        if name == "variants":
            return tuple(read_variant(lang, part) for part in split_list(lang, value))
        if name == "message":
            return normalize(value)
        if name == "move":
            return WrittenMove(Move.from_text(normalize(value)), normalize(value))
        return read_number(lang, value)
    except NotationError as error:
        raise PhraseError(error.message(lang)) from None


@cache
def example_values(lang: str) -> dict[str, str]:
    """A value for each placeholder, written in `lang`."""
    values = {name: str(number) for name, number in NUMBERS.items()}
    values["card"] = gettext(lang, EXAMPLE_CARD_MSGID, domain=DOMAIN)
    values["cards"] = gettext(lang, EXAMPLE_CARDS_MSGID, domain=DOMAIN)
    values["suit"] = Suit.HEARTS.to_text(lang)
    values["message"] = gettext(lang, Refusal.SAME_SUIT_REQUIRED.value)
    values["move"] = Move.build(Card(Rank.FOUR, Suit.HEARTS), 2, 7).to_text(lang)
    try:
        values["variant"] = variant("assoupli").title(lang)
        both = (variant("classique").title(lang), values["variant"])
        values["variants"] = f"{both[0]} {list_word(lang)} {both[1]}"
    except VariantError:  # pragma: no cover - the built-in variants are always there
        values["variant"] = values["variants"] = "classique"
    return values


BOOK = Phrasebook(STEPS, convert, example_values)


def variant_words() -> frozenset[str]:
    """The names and titles a {variant} may be written as, casefolded (for the overlap
    check, scorpion.bdd.overlap: `automaton(lang, items, words=value_words())`)."""
    words: set[str] = set()
    for name in variant_names():
        words.add(name.casefold())
        try:
            rules = variant(name)
        except VariantError:
            continue
        for lang in LANGUAGES:
            words.add(rules.title(lang).casefold())
    return frozenset(words)


def value_words() -> dict[str, frozenset[str]]:
    return {"variant": variant_words()}


def phrases(lang: str) -> tuple[Phrase, ...]:
    """Every phrase of `lang`, most specific (longest literal text) first."""
    return BOOK.phrases(lang)


def match(lang: str, kind: str, text: str) -> Matched:
    """The step a line means, with its typed arguments; PhraseError when none."""
    return BOOK.match(lang, kind, text)


def nearest(lang: str, kind: str, text: str) -> list[Nearest]:
    return BOOK.nearest(lang, kind, text)


def example_line(lang: str, phrase: Phrase) -> str:
    """The phrase written out with example values (with its final colon, if written)."""
    return BOOK.example_line(lang, phrase)


def msgids() -> list[tuple[str, str]]:
    """(msgid, comment) for every entry of the steps catalog: its words, then the phrases."""
    found = [*GRAMMAR_MSGIDS, *HINT_MSGIDS]
    for step in STEPS.values():
        for msgid, _ in step.phrases:
            found.append((msgid, f"step {step.kind} {step.id}"))
    return found


def refusal_key(lang: str, message: str) -> tuple[str, tuple[Any, ...]]:
    """The language-neutral form of a refusal message: (Refusal name, its values)."""
    found = match_refusal(lang, message)
    if found is None:
        return message_key(lang, message)
    refusal, values = found
    return refusal.name, tuple(
        convert(lang, k, v) if k == "card" else v for k, v in sorted(values.items())
    )


@cache
def _engine_templates(lang: str) -> tuple[tuple[int, str, re.Pattern[str]], ...]:
    """Every engine message, as a pattern of its wording in `lang`, with the length of
    its fixed text, the most specific (longest fixed text) first."""
    from babel.messages.pofile import read_po

    name = "scorpion.pot" if lang == "en" else f"{lang}/LC_MESSAGES/scorpion.po"
    with (LOCALES_DIR / name).open("rb") as handle:
        catalog = read_po(handle)
    found = []
    for message in catalog:
        if not isinstance(message.id, str) or not message.id:
            continue
        text = normalize(str(message.id if lang == "en" else message.string or message.id))
        pattern = template_pattern(text)
        fixed = len(re.sub(r"\{\w+\}", "", text))
        if fixed >= 4:  # not a bare "{rank} {suit}", which would read anything
            found.append((fixed, message.id, re.compile(pattern)))
    found.sort(key=lambda entry: -entry[0])
    return tuple(found)


def message_key(lang: str, message: str) -> tuple[str, tuple[Any, ...]]:
    """The language-neutral form of an engine message other than a refusal (a variant
    file's fault, say): (its English msgid, its values), a fault inside read the same way."""
    return _read_message(lang, normalize(message))[0]


def _read_message(lang: str, text: str) -> tuple[tuple[str, tuple[Any, ...]], int]:
    """The reading of `text` and how much of it is fixed wording. Where two wordings fit
    (a Malay "{what} tidak dapat dibaca: {value}" also fits a variant file's fault that
    says so), the reading whose wordings, the fault inside included, cover more wins."""
    best: tuple[tuple[str, tuple[Any, ...]], int] = (("?", (text,)), 0)
    for fixed, msgid, pattern in _engine_templates(lang):
        found = pattern.fullmatch(text)
        if not found:
            continue
        score = fixed
        values: list[tuple[str, Any]] = []
        for key, value in sorted(found.groupdict().items()):
            if key == "problem":
                inner, covered = _read_message(lang, value)
                score += covered
                values.append((key, inner))
            else:
                values.append((key, value))
        if score > best[1]:
            best = ((msgid, tuple(values)), score)
    return best
