"""The game's terms in French, Malay and English, read from `locales/glossary.toml`.

Malay was written without a native speaker: the glossary is what keeps it to one word per
thing. `Glossary.avoided(text)` finds the wrong alternatives a Malay text uses (whole
words, any case, across line breaks; a banned root in any of its affixed forms, so
« diundur » and « pengunduran » for "undur": scorpion.morphology), `Glossary.avoided_fr`
the French ones in any number and gender; `Glossary.unpaired(fr, ms)` lists the terms a
French text uses whose Malay term its Malay twin lacks, a Malay form counting in any of its
affixed forms too. `tests/test_glossary.py` runs them over every catalog, feature, page and
variant file; the site prints the glossary as a page.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Any

from scorpion.morphology import french_pattern, is_form_of, malay_roots, malay_words

GLOSSARY = Path(__file__).resolve().parents[1] / "locales" / "glossary.toml"

#: The groups of the page, in order (the `group` field of each term).
GROUPS = ("cards", "table", "play", "rules", "project", "scopa")
PLACEHOLDER = re.compile(r"\{\w*\}")
_FIELDS = {
    "key",
    "group",
    "en",
    "fr",
    "ms",
    "seed001",
    "fr_forms",
    "ms_forms",
    "avoid",
    "note_fr",
    "note_ms",
    "scope",
    "fr_except",
    "fr_avoid",
}


@cache
def word_pattern(word: str) -> re.Pattern[str]:
    """`word` as a whole word (or phrase), any case, its spaces matching any white space
    (a phrase may wrap in a feature's description); not a command-line option (`--seed`
    is the option's name, not a word of the text)."""
    return re.compile(rf"(?<!\w)(?<!--){_spaced(word)}(?!\w)", re.IGNORECASE)


def _spaced(word: str) -> str:
    """`word` as a pattern whose spaces match any white space."""
    return r"\s+".join(re.escape(part) for part in word.split())


@cache
def any_word_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    """Any of `words` as `word_pattern` finds it: one search says whether a text holds one
    of them (an alternative that fails is backtracked into the next), where one search per
    word took most of the corpus check's time; which one comes first in `words` is then
    asked of the few texts that hold one."""
    bodies = "|".join(_spaced(word) for word in words)
    return re.compile(rf"(?<!\w)(?<!--)(?:{bodies})(?!\w)", re.IGNORECASE)


@dataclass(frozen=True)
class Avoid:
    """A wrong alternative and why it is wrong (in English, for contributors). A `root` is
    wrong in every affixed form (« undur »: « diundur », « mengundur », « pengunduran »)."""

    word: str
    why: str
    root: bool = False
    #: the games whose texts may use it (« mengambil » is Scopa's capture verb only)
    outside: tuple[str, ...] = ()

    @property
    def pattern(self) -> re.Pattern[str]:
        return word_pattern(self.word)

    def find(self, text: str) -> list[tuple[int, str]]:
        """(offset, words found) for each use in a Malay text."""
        if not self.root:
            return [(m.start(), m.group(0)) for m in self.pattern.finditer(text)]
        if not _may_hold(self.word, text):
            return []
        parts = self.word.split()
        words = malay_words(text)
        found = []
        for index in range(len(words) - len(parts) + 1):
            run = words[index : index + len(parts)]
            gaps = (text[a.end() : b.start()] for a, b in pairwise(run))
            if all(
                is_form_of(w.group(0), part) for w, part in zip(run, parts, strict=True)
            ) and all(not gap.strip() for gap in gaps):
                found.append((run[0].start(), text[run[0].start() : run[-1].end()]))
        return found

    def find_french(self, text: str) -> list[tuple[int, str]]:
        """(offset, words found) in a French text, in any number and gender."""
        return [(m.start(), m.group(0)) for m in french_pattern(self.word).finditer(text)]


def _may_hold(phrase: str, text: str) -> bool:
    """A quick test before reading words: every form of a root holds the root without its
    first letter (meN- drops k, p, t, s: « menolak » for « tolak »)."""
    folded = text.casefold()
    return all(part[1:].casefold() in folded for part in phrase.split())


def _malay_has(form: str, text: str) -> bool:
    """Whether a Malay text holds `form` (a word or phrase), each word as written or in one
    of its affixed forms (« agih »: « diagihkan », « pengagihan »; not « bukan » for
    « buka »)."""
    if not _may_hold(form, text):
        return False
    parts = form.casefold().split()
    words = _folded_words(text)
    for index in range(len(words) - len(parts) + 1):
        run = words[index : index + len(parts)]
        if all(w == p or p in malay_roots(w) for w, p in zip(run, parts, strict=True)):
            return True
    return False


@lru_cache(maxsize=16)
def _folded_words(text: str) -> tuple[str, ...]:
    """The words of a Malay text, case folded: read once for all the forms asked of it
    (a check asks every term's forms of the same text in turn)."""
    return tuple(w.group(0).casefold() for w in malay_words(text))


@dataclass(frozen=True)
class Term:
    """One term: its headwords, the French forms that call for it and the Malay forms
    that render it (stems, found anywhere in a word), the alternatives to avoid."""

    key: str
    group: str
    en: str
    fr: str
    ms: str
    seed001: bool
    fr_forms: tuple[str, ...]
    ms_forms: tuple[str, ...]
    avoid: tuple[Avoid, ...]
    note_fr: str = ""
    note_ms: str = ""
    #: where its French forms are paired (catalog domains, "features", "pages", "data");
    #: empty: everywhere. "step" is the rule book's word, not a save file's.
    scope: tuple[str, ...] = ()
    #: French phrases in which a form means something else ("suite de coups")
    fr_except: tuple[str, ...] = ()
    #: wrong French alternatives (an anglicism, the other headword)
    fr_avoid: tuple[Avoid, ...] = ()

    def headword(self, lang: str) -> str:
        return {"en": self.en, "fr": self.fr, "ms": self.ms}[lang]

    def note(self, lang: str) -> str:
        return {"fr": self.note_fr, "ms": self.note_ms}.get(lang, "")

    def in_french(self, text: str) -> str | None:
        """The first of `fr_forms` that `text` uses as a whole word (outside the phrases
        of `fr_except`), or None."""
        for phrase in self.fr_except:
            text = word_pattern(phrase).sub(" ", text)
        if not self.fr_forms or not any_word_pattern(self.fr_forms).search(text):
            return None
        for form in self.fr_forms:
            if word_pattern(form).search(text):
                return form
        return None

    def in_malay(self, text: str) -> bool:
        return any(_malay_has(form, text) for form in self.ms_forms)


@dataclass(frozen=True)
class Hit:
    """An avoided word found in a text: where (0-based offset, 1-based line) and what."""

    term: Term
    avoid: Avoid
    line: int
    found: str


@dataclass(frozen=True)
class Glossary:
    terms: tuple[Term, ...]

    def avoided(self, text: str, game: str = "") -> list[Hit]:
        """Every avoided word `text` (a text of `game`, "" for the project's own) holds, in
        text order ({placeholders} are no words)."""
        text = PLACEHOLDER.sub(lambda m: " " * len(m.group(0)), text)
        hits = [
            Hit(term, avoid, text.count("\n", 0, start) + 1, found)
            for term in self.terms
            for avoid in term.avoid
            if game not in avoid.outside
            for start, found in avoid.find(text)
        ]
        return sorted(hits, key=lambda hit: (hit.line, hit.found))

    def avoided_fr(self, text: str) -> list[Hit]:
        """Every avoided French word or phrase `text` holds, in text order."""
        hits = [
            Hit(term, avoid, text.count("\n", 0, start) + 1, found)
            for term in self.terms
            for avoid in term.fr_avoid
            for start, found in avoid.find_french(text)
        ]
        return sorted(hits, key=lambda hit: (hit.line, hit.found))

    def unpaired(self, french: str, malay: str, where: str = "") -> list[tuple[Term, str]]:
        """(term, French form) for each term `french` uses that `malay` does not render,
        among the terms whose scope holds `where`. Placeholders are not words."""
        french, malay = PLACEHOLDER.sub(" ", french), PLACEHOLDER.sub(" ", malay)
        out = []
        for term in self.terms:
            if term.scope and where not in term.scope:
                continue
            form = term.in_french(french)
            if form is not None and not term.in_malay(malay):
                out.append((term, form))
        return out

    def grouped(self) -> list[tuple[str, list[Term]]]:
        return [(group, [t for t in self.terms if t.group == group]) for group in GROUPS]


def _strings(entry: dict[str, Any], field: str, key: str) -> tuple[str, ...]:
    value = entry.get(field, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ValueError(f"glossary term {key}: {field} must be a list of words")
    return tuple(value)


def _term(entry: dict[str, Any]) -> Term:
    key = entry.get("key")
    if not isinstance(key, str) or not key:
        raise ValueError(f"glossary term without a key: {entry}")
    unknown = set(entry) - _FIELDS
    if unknown:
        raise ValueError(f"glossary term {key}: unknown fields {sorted(unknown)}")
    for field in ("en", "fr", "ms", "group"):
        if not isinstance(entry.get(field), str) or not entry[field]:
            raise ValueError(f"glossary term {key}: {field} is missing")
    if entry["group"] not in GROUPS:
        raise ValueError(f"glossary term {key}: group must be one of {GROUPS}")
    if not isinstance(entry.get("seed001"), bool):
        raise ValueError(f"glossary term {key}: seed001 must be true or false")
    avoid = _avoids(entry, "avoid", key)
    return Term(
        key=key,
        group=entry["group"],
        en=entry["en"],
        fr=entry["fr"],
        ms=entry["ms"],
        seed001=entry["seed001"],
        fr_forms=_strings(entry, "fr_forms", key),
        ms_forms=_strings(entry, "ms_forms", key) or (entry["ms"],),
        avoid=tuple(avoid),
        note_fr=str(entry.get("note_fr", "")),
        note_ms=str(entry.get("note_ms", "")),
        scope=_strings(entry, "scope", key),
        fr_except=_strings(entry, "fr_except", key),
        fr_avoid=_avoids(entry, "fr_avoid", key),
    )


def _avoids(entry: dict[str, Any], field: str, key: str) -> tuple[Avoid, ...]:
    out = []
    for item in entry.get(field, []):
        if (
            not isinstance(item, dict)
            or not {"word", "why"} <= set(item) <= {"word", "why", "root", "outside"}
            or not isinstance(item.get("root", False), bool)
            or not isinstance(item.get("outside", []), list)
        ):
            raise ValueError(
                f"glossary term {key}: each {field} is {{ word, why[, root][, outside] }}"
            )
        outside = tuple(str(game) for game in item.get("outside", []))
        out.append(
            Avoid(str(item["word"]), str(item["why"]), bool(item.get("root", False)), outside)
        )
    return tuple(out)


def parse(text: str) -> Glossary:
    """A glossary from TOML text; ValueError names the faulty term."""
    terms = tuple(_term(entry) for entry in tomllib.loads(text).get("term", []))
    keys = [t.key for t in terms]
    twice = sorted({k for k in keys if keys.count(k) > 1})
    if twice:
        raise ValueError(f"glossary terms given twice: {', '.join(twice)}")
    return Glossary(terms)


@cache
def load(path: Path = GLOSSARY) -> Glossary:
    """The project's glossary (`locales/glossary.toml`)."""
    return parse(path.read_text(encoding="utf-8"))
