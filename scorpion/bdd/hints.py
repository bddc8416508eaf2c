"""What to say when a step line matches no phrase: the nearest step, with an example.

The nearest step is looked for among the steps of the line's kind (given / when / then)
and of its polarity (a line with a negation word of the `steps` catalog — "ne", "pas",
"tidak", "belum"... — is only compared with negative phrases, and the other way round),
so "la réserve est distribuée" under "Quand" points to the action, and "4 hati boleh
diletakkan pada lajur 7" to the *boleh* check, not the *tidak boleh* one. Lines and
phrases are compared word by word (the words' beginnings, so "déplacé" meets "déplace")
and as text; when the second best step scores nearly as well, both are named. Each is
shown with its wording and an example line filled in (`example_line`, with the example
values the game gives its placeholders), which the vocabulary page of the site uses too.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from scorpion.bdd import wording
from scorpion.bdd.messages import M_, say
from scorpion.bdd.phrases import DOMAIN, Phrase
from scorpion.bdd.text import normalize
from scorpion.i18n import gettext

#: msgid whose translation lists, separated by "|", the words that make a line negative.
NEGATION_MSGID = "not"
#: msgids of the example cards shown in hints and on the vocabulary page.
EXAMPLE_CARD_MSGID = "the 4 of hearts"
EXAMPLE_CARDS_MSGID = "the 4 of hearts and the 7 of spades"

#: Their comments in the steps catalog (after scorpion.bdd.phrases.GRAMMAR_MSGIDS).
HINT_MSGIDS = [
    (
        NEGATION_MSGID,
        "Words that make a step line negative, separated by |: hints compare a line"
        " with phrases of the same polarity.",
    ),
    (
        EXAMPLE_CARD_MSGID,
        "The card written in the examples of hints and of the vocabulary page.",
    ),
    (
        EXAMPLE_CARDS_MSGID,
        "The cards written in the examples of hints and of the vocabulary page.",
    ),
]

#: How close (0..1) the second step must score to the first to be named too.
CLOSE = 0.06

Examples = Mapping[str, str]
"""A value for each placeholder name, written in the language (see `example_line`)."""


@cache
def negations(lang: str) -> frozenset[str]:
    words = gettext(lang, NEGATION_MSGID, domain=DOMAIN).split("|")
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


def example_line(values: Examples, phrase: Phrase) -> str:
    """The phrase written out with example values (with its final colon, if written)."""
    line = wording.example(phrase.items, dict(values))
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


def _score(values: Examples, line: str, phrase: Phrase) -> float:
    shared = _word_score({_stem(w) for w in _words(line) if not w.isdigit()}, phrase)
    text = difflib.SequenceMatcher(
        None, _skeleton(example_line(values, phrase)), _skeleton(line)
    ).ratio()
    numbers = bool(re.search(r"\d", line)) == any(
        s not in wording.TEXT_TYPES and s != "message" for s in wording.slots(phrase.items)
    )
    return 0.6 * shared + 0.3 * text + 0.1 * numbers


def nearest(
    lang: str, kind: str, text: str, phrases: Sequence[Phrase], values: Examples
) -> list[Nearest]:
    """The nearest step among `phrases` (or two when they score alike) for a line of
    `kind`, of the same polarity when there is one, best first."""
    line = normalize(text)
    pool = [p for p in phrases if not kind or p.step.kind == kind] or list(phrases)
    polar = negative(lang, line)
    same = [p for p in pool if negative(lang, example_line(values, p)) == polar]
    best: dict[str, Nearest] = {}
    for phrase in same or pool:
        score = _score(values, line, phrase)
        if phrase.step.id not in best or score > best[phrase.step.id].score:
            best[phrase.step.id] = Nearest(phrase, score)
    ranked = sorted(best.values(), key=lambda n: -n.score)
    if len(ranked) > 1 and ranked[0].score - ranked[1].score <= CLOSE:
        return ranked[:2]
    return ranked[:1]


def hint(lang: str, kind: str, text: str, phrases: Sequence[Phrase], values: Examples) -> str:
    """The message for a line that matches none of `phrases`, in `lang`."""
    found = nearest(lang, kind, text, phrases, values)
    shown = [
        say(
            lang,
            M_("«{phrase}» (for example «{example}»)"),
            phrase=wording.readable(n.phrase.items),
            example=example_line(values, n.phrase),
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
