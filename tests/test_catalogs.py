"""The engine's message catalog: every message it can print is translated into French and
Malay with the same placeholders, and locales/scorpion.pot is what the code holds."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po
from script_loader import load_script

from scorpion import Refusal
from scorpion.i18n import gettext, ngettext

ROOT = Path(__file__).resolve().parents[1]
LOCALES = ROOT / "locales"
TRANSLATED = ("fr", "ms")


def catalogs_script() -> ModuleType:
    return load_script("catalogs")


@cache
def engine() -> Catalog:
    catalog: Catalog = catalogs_script().engine_catalog()
    return catalog


@cache
def po(lang: str) -> Catalog:
    with (LOCALES / lang / "LC_MESSAGES" / "scorpion.po").open("rb") as handle:
        catalog: Catalog = read_po(handle, locale=lang)
    return catalog


def messages(catalog: Catalog) -> list[Message]:
    return [message for message in catalog if message.id]


def key(message: Message) -> str | tuple[str, ...]:
    return message.id if isinstance(message.id, str) else tuple(message.id)


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w*)\}", text))


def forms(message: Message) -> list[str]:
    return [message.string] if isinstance(message.string, str) else list(message.string or ())


def sources(message: Message) -> list[str]:
    return [message.id] if isinstance(message.id, str) else list(message.id or ())


def test_the_engine_has_messages_to_translate() -> None:
    ids = {key(message) for message in messages(engine())}
    assert "Only a King can go on an empty column" in ids
    assert len(ids) > 50


def test_every_refusal_is_found_by_the_extraction() -> None:
    ids = {key(message) for message in messages(engine())}
    assert {reason.value for reason in Refusal} <= ids


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_engine_message_has_a_translation(lang: str) -> None:
    missing = []
    for message in messages(engine()):
        translated = po(lang).get(message.id)
        if translated is None or translated.fuzzy or not all(f.strip() for f in forms(translated)):
            missing.append(key(message))
    assert missing == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_the_placeholders_of_the_english(lang: str) -> None:
    wrong = []
    for message in messages(engine()):
        translated = po(lang).get(message.id)
        if translated is None:
            continue
        expected = set().union(*(placeholders(text) for text in sources(message)))
        for form in forms(translated):
            if placeholders(form) != expected:
                wrong.append((key(message), form))
    assert wrong == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_format_without_stray_braces(lang: str) -> None:
    for message in messages(po(lang)):
        for form in forms(message):
            values = {name: "X" for name in placeholders(form)}
            assert "{" not in form.format(**values), form


@pytest.mark.parametrize("lang", TRANSLATED)
def test_po_files_hold_no_message_the_code_no_longer_has(lang: str) -> None:
    code = {key(message) for message in messages(engine())}
    stale = [key(message) for message in messages(po(lang)) if key(message) not in code]
    assert stale == []


def test_pot_file_is_up_to_date_with_the_code() -> None:
    """Run `python scripts/catalogs.py extract` when this fails."""
    with (LOCALES / "scorpion.pot").open("rb") as handle:
        template = read_po(handle)
    assert {key(m) for m in messages(template)} == {key(m) for m in messages(engine())}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_compiled_catalog_gives_the_po_translations(lang: str) -> None:
    for message in messages(po(lang)):
        if message.fuzzy:
            continue
        if isinstance(message.id, str):
            assert gettext(lang, message.id) == message.string
        else:
            singular, plural = message.id
            assert ngettext(lang, singular, plural, 1) == forms(message)[0]


@pytest.mark.parametrize(
    ("lang", "msgid", "text"),
    [
        (
            "fr",
            "Only a King can go on an empty column",
            "Seul un Roi peut aller sur une colonne vide",
        ),
        (
            "ms",
            "Only a King can go on an empty column",
            "Hanya Raja boleh diletakkan pada lajur kosong",
        ),
        (
            "fr",
            "Rule: cards must be of the same suit",
            "Règle : les cartes doivent être de la même famille",
        ),
        (
            "ms",
            "Rule: cards must be of the same suit",
            "Peraturan: kad mestilah daripada bunga yang sama",
        ),
    ],
)
def test_the_two_quoted_messages_are_the_texts_own(lang: str, msgid: str, text: str) -> None:
    assert po(lang)[msgid].string == text
