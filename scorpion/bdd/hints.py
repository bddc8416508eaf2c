"""What to say when a step line matches no phrase: the nearest step, with an example.

The nearest step is looked for among the steps of the line's kind (given / when / then)
and of its polarity (a line with a negation word of the `steps` catalog — "ne", "pas",
"tidak", "belum"... — is only compared with negative phrases, and the other way round),
so "la réserve est distribuée" under "Quand" points to the action, and "4 hati boleh
diletakkan pada lajur 7" to the *boleh* check, not the *tidak boleh* one. Lines and
phrases are compared word by word (the words' beginnings, so "déplacé" meets "déplace")
and as text; when the second best step scores nearly as well, both are named. Each is
shown with its wording and an example line filled in (`example_line`), which the
vocabulary page of the site uses too.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from scorpion import Card, Move, Rank, Refusal, Suit, VariantError, variant
from scorpion.bdd import wording
from scorpion.bdd.messages import M_, say
from scorpion.bdd.phrases import Phrase, list_word, phrases
from scorpion.bdd.steps import normalize
from scorpion.i18n import gettext

#: msgid whose translation lists, separated by "|", the words that make a line negative.
NEGATION_MSGID = "not"
#: msgids of the example values shown in hints and on the vocabulary page.
EXAMPLE_CARD_MSGID = "the 4 of hearts"
EXAMPLE_CARDS_MSGID = "the 4 of hearts and the 7 of spades"

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

#: How close (0..1) the second step must score to the first to be named too.
CLOSE = 0.06


@cache
def negations(lang: str) -> frozenset[str]:
    words = gettext(lang, NEGATION_MSGID, domain="steps").split("|")
    return frozenset(_fold(w) for w in words if w.strip() and w.strip() != "-")


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", normalize(text).casefold())
    return "".join(c for c in text if not unicodedata.combining(c))


def _words(text: str) -> list[str]:
    """Words of a line, folded; elided articles split off ("l'as" → "l'", "as")."""
    return re.findall(r"\w+'|[\w-]+|[♠♥♦♣]", _fold(text))


def negative(lang: str, text: str) -> bool:
    """Does the line (or phrase) say something negative ("ne … pas", "tidak")?"""
    return any(word in negations(lang) for word in _words(text))


def _stem(word: str) -> str:
    return word[:5]


@cache
def example_values(lang: str) -> dict[str, str]:
    """A value for each placeholder, written in `lang`."""
    values = {name: str(number) for name, number in NUMBERS.items()}
    values["card"] = gettext(lang, EXAMPLE_CARD_MSGID, domain="steps")
    values["cards"] = gettext(lang, EXAMPLE_CARDS_MSGID, domain="steps")
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


def example_line(lang: str, phrase: Phrase) -> str:
    """The phrase written out with example values (with its final colon, if written)."""
    line = wording.example(phrase.items, example_values(lang))
    colon = re.search(r"\s*:$", phrase.text)
    return line + colon.group(0) if colon else line


@dataclass(frozen=True)
class Nearest:
    phrase: Phrase
    score: float


def _units(phrase: Phrase) -> list[tuple[frozenset[str], bool]]:
    """The phrase's words as units to find in a line: each literal word, and each choice
    as one unit (any of its options will do); True when the unit is required."""
    units: list[tuple[frozenset[str], bool]] = []
    for item in phrase.items:
        if isinstance(item, wording.Lit):
            units += [(frozenset({_stem(w)}), True) for w in _words(item.text)]
        elif isinstance(item, wording.Choice):
            stems = frozenset(_stem(w) for option in item.options for w in _words(option))
            if stems:
                units.append((stems, "" not in item.options))
    return units


def _word_score(line: set[str], phrase: Phrase) -> float:
    """How well the words of a line and of a phrase cover each other (0..1)."""
    units = _units(phrase)
    found = [bool(stems & line) for stems, _ in units]
    wanted = sum(1 for (_, required), hit in zip(units, found, strict=True) if required or hit)
    explained = len(line & frozenset().union(*(stems for stems, _ in units)))
    return (sum(found) + explained) / max(wanted + len(line), 1)


def _skeleton(text: str) -> str:
    return re.sub(r"\{\w+\}|\d+", "#", _fold(text))


def _score(lang: str, line: str, phrase: Phrase) -> float:
    shared = _word_score({_stem(w) for w in _words(line) if not w.isdigit()}, phrase)
    text = difflib.SequenceMatcher(
        None, _skeleton(example_line(lang, phrase)), _skeleton(line)
    ).ratio()
    numbers = bool(re.search(r"\d", line)) == any(
        s not in wording.TEXT_TYPES and s != "message" for s in wording.slots(phrase.items)
    )
    return 0.6 * shared + 0.3 * text + 0.1 * numbers


def nearest(lang: str, kind: str, text: str) -> list[Nearest]:
    """The nearest step (or two when they score alike) for a line of `kind`, of the same
    polarity when there is one, best first."""
    line = normalize(text)
    pool = [p for p in phrases(lang) if not kind or p.step.kind == kind] or list(phrases(lang))
    polar = negative(lang, line)
    same = [p for p in pool if negative(lang, example_line(lang, p)) == polar]
    best: dict[str, Nearest] = {}
    for phrase in same or pool:
        score = _score(lang, line, phrase)
        if phrase.step.id not in best or score > best[phrase.step.id].score:
            best[phrase.step.id] = Nearest(phrase, score)
    ranked = sorted(best.values(), key=lambda n: -n.score)
    if len(ranked) > 1 and ranked[0].score - ranked[1].score <= CLOSE:
        return ranked[:2]
    return ranked[:1]


def hint(lang: str, kind: str, text: str) -> str:
    """The message for a line that matches no phrase, in `lang`."""
    found = nearest(lang, kind, text)
    shown = [
        say(
            lang,
            M_("«{phrase}» (for example «{example}»)"),
            phrase=wording.readable(n.phrase.items),
            example=example_line(lang, n.phrase),
        )
        for n in found
    ]
    if len(shown) == 1:
        return say(
            lang,
            M_("no step phrase matches «{text}»; closest: {closest}"),
            text=text,
            closest=shown[0],
        )
    return say(
        lang,
        M_("no step phrase matches «{text}»; closest: {first} or {second}"),
        text=text,
        first=shown[0],
        second=shown[1],
    )
