"""Step phrases per language, read from a game's steps catalog, and the words every
game's lines share (articles, "and", filler words, numbers spelled out).

A phrase is the translation of a step's English msgid. Its placeholders are typed by
name by the game's converter (see scorpion.bdd.phrasebook); whole numbers may be
written as digits or words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from scorpion.bdd import wording
from scorpion.bdd.messages import M_, Word
from scorpion.bdd.stepdefs import StepDef
from scorpion.bdd.text import normalize
from scorpion.cards import Card
from scorpion.i18n import gettext

#: The catalog domain of the step phrases and of the words below.
DOMAIN = "steps"
#: msgid whose translation lists, separated by "|", the articles that may precede a card.
ARTICLES_MSGID = "the"
#: msgid whose translation joins the last two items of a list ("4♥ et 7♠").
AND_MSGID = "and"
#: msgid whose translation lists, separated by "|", words a line may add anywhere.
FILLERS_MSGID = "filler words"
#: msgid whose translation spells whole numbers: "0 zéro|1 un, une|2 deux|…".
NUMBERS_MSGID = "numbers"

#: The kinds of step, as a message names them.
KINDS = {
    "given": Word(M_("given")),
    "when": Word(M_("when")),
    "then": Word(M_("then")),
}


class PhraseError(Exception):
    """A step line no phrase matches, or whose argument cannot be read (the message is in
    the language of the line)."""


@dataclass(frozen=True)
class Phrase:
    step: StepDef
    msgid: str
    text: str  # in the language, in the wording syntax (scorpion.bdd.wording)
    defaults: tuple[tuple[str, Any], ...]
    items: tuple[wording.Item, ...]
    pattern: re.Pattern[str]

    @property
    def weight(self) -> int:
        return wording.literal_weight(self.items)


def _phrase(
    lang: str, step: StepDef, msgid: str, text: str, defaults: tuple[tuple[str, Any], ...]
) -> Phrase:
    items = wording.parse(wording.drop_words(normalize(text), fillers(lang)))
    fixed = tuple(wording.fixed(items).items())
    return Phrase(
        step,
        msgid,
        text.strip(),
        defaults + fixed,
        items,
        re.compile(wording.regex(items, number_words(lang)), re.IGNORECASE),
    )


@cache
def number_words(lang: str) -> dict[str, int]:
    """Whole numbers written as words ("deux" → 2, "dua" → 2), from the catalog entry
    "numbers": "0 zéro|1 un une|2 deux|…" (a number, then its words)."""
    found: dict[str, int] = {}
    for entry in gettext(lang, NUMBERS_MSGID, domain=DOMAIN).split("|"):
        number, _, words = normalize(entry).partition(" ")
        if number.isdigit():
            found |= {w.casefold(): int(number) for w in words.split(",") if w.strip()}
    return {w.strip(): n for w, n in found.items()}


def read_number(lang: str, value: str) -> int:
    """A whole number written with digits or words."""
    words = number_words(lang)
    return words[value.casefold()] if value.casefold() in words else int(value)


@cache
def fillers(lang: str) -> frozenset[str]:
    """Words a line may hold anywhere, ignored ("maintenant", "toujours", "kini", "masih")."""
    words = gettext(lang, FILLERS_MSGID, domain=DOMAIN).split("|")
    return frozenset(normalize(w).casefold() for w in words if w.strip() not in ("", "-"))


def wordings(lang: str, msgid: str, domain: str = DOMAIN) -> list[str]:
    """The wordings a translation offers (separated by "|")."""
    return [text.strip() for text in gettext(lang, msgid, domain=domain).split("|")]


def compile_phrases(
    lang: str, steps: Iterable[StepDef], domain: str = DOMAIN
) -> tuple[Phrase, ...]:
    """Every phrase of `steps` in `lang` (their translations in the catalog `domain`),
    most specific (longest literal text) first."""
    found = []
    for step in steps:
        for msgid, defaults in step.phrases:
            for text in wordings(lang, msgid, domain):
                found.append(_phrase(lang, step, msgid, text, defaults))
    return tuple(sorted(found, key=lambda p: -p.weight))


def line_text(lang: str, text: str) -> str:
    """A step line as phrases match it: normalized, without its final colon or full stop
    and, outside « », without the filler words of `lang`."""
    pieces = re.split(r"(«.*»)", normalize(text))
    words = fillers(lang)
    for index in range(0, len(pieces), 2):  # the text outside « »
        kept = [w for w in pieces[index].split(" ") if w.casefold() not in words]
        pieces[index] = wording.tight_colons(" ".join(kept))
    return wording.strip_end(re.sub(r" +", " ", "".join(pieces)).strip())


@cache
def articles(lang: str) -> tuple[str, ...]:
    """The articles (or, in Malay, the word "kad") that may precede a card, casefolded."""
    words = gettext(lang, ARTICLES_MSGID, domain=DOMAIN)
    return tuple(normalize(w).casefold() for w in words.split("|") if w.strip() not in ("", "-"))


def read_card(lang: str, text: str) -> Card:
    text = normalize(text)
    folded = text.casefold()
    for article in articles(lang):
        glue = "" if article.endswith("'") else " "
        if folded.startswith(article + glue):
            text = text[len(article + glue) :]
            break
    return Card.from_text(text)


def list_word(lang: str) -> str:
    """The word joining the last two items of a list ("et", "dan")."""
    return normalize(gettext(lang, AND_MSGID, domain=DOMAIN))


def split_list(lang: str, text: str) -> list[str]:
    """The items of a list written "a, b et c"."""
    conj = list_word(lang)
    parts = re.split(rf",\s*|\s+{re.escape(conj)}\s+", normalize(text), flags=re.IGNORECASE)
    return [p for p in parts if p]


#: The words of the steps catalog every game's lines may use, with their translators'
#: comments (the steps catalog lists them first).
GRAMMAR_MSGIDS = [
    (ARTICLES_MSGID, "Articles that may precede a card name, separated by |; - for none."),
    (AND_MSGID, "Joins the last two items of a list: “4♥, 5♥ and 7♠”."),
    (
        NUMBERS_MSGID,
        "Whole numbers a step line may spell out: a number, a space, its words separated"
        " by commas; entries separated by |: “0 zero|1 one|2 two”.",
    ),
    (
        FILLERS_MSGID,
        "Words a step line may add anywhere (now, still...), separated by |; - for none.",
    ),
]
