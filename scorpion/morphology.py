"""Malay and French word forms, so that the glossary guards roots and not spellings.

Malay builds words from a root with prefixes (meN-, di-, ber-, ter-, peN-, ke-, se-, memper-,
diper-), suffixes (-kan, -i, -an, -nya and the particles -lah, -kah) and reduplication
(« undur-undur »); meN- and peN- change with the root's first letter (« tolak » →
« menolak », « pindah » → « memindah », « sapu » → « menyapu », « undur » → « mengundur »).
A banned root is banned in all its forms (« diundur », « mengundur », « pengunduran »), but a
word that merely holds its letters (« kundur », a gourd) is another word. `malay_roots`
undoes the affixes by these rules, without a dictionary, and lists every root a word could
come from; `is_form_of` asks whether a word is one of a root's forms.

French inflects by endings: plural -s/-x, feminine -e, and the -er verbs' -é/-ée/-és/-ées/-e/
-es/-ent; `french_pattern` matches a phrase in all of those (« livres des règles »).
"""

from __future__ import annotations

import re
from functools import cache

__all__ = ["french_pattern", "is_form_of", "malay_roots", "malay_words"]

VOWELS = frozenset("aeiou")
#: particles and possessives, then the derivational suffixes (outermost first)
_PARTICLES = ("lah", "kah", "nya", "ku", "mu")
_SUFFIXES = ("kan", "an", "i")
#: prefixes that never change the root's first letter
_PLAIN = ("di", "ke", "se", "ter", "ber", "per", "bel")
#: shortened prefixes and the first letters of the roots they take (« terasa », « bekerja »,
#: « pelari », « petani »): not before other letters, where they would make up roots
_SHORT = {"te": "r", "be": "rk", "pe": "lrmnwyt"}
#: shortest root considered: shorter remains are letters, not roots
_MIN_ROOT = 3

WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def malay_words(text: str) -> list[re.Match[str]]:
    """The words of a text, a hyphenated word (« undur-undur ») as one."""
    return list(WORD.finditer(text))


def _nasal(word: str, prefix: str) -> set[str]:
    """The roots of a word under meN- / peN- (prefix "me" or "pe"), by the sound rules."""
    out: set[str] = set()
    if not word.startswith(prefix):
        return out
    rest = word[len(prefix) :]
    if rest.startswith("nge") and len(rest) - 3 >= 2:  # menge-/penge- before one syllable
        out.add(rest[3:])
    if rest.startswith("ng"):
        tail = rest[2:]
        if tail[:1] in VOWELS:
            out |= {tail, "k" + tail}  # mengambil (ambil), mengira (kira)
        if tail[:1] in ("g", "h", "k", "x"):
            out.add(tail)  # menggali, menghantar
    elif rest.startswith("ny"):
        out.add("s" + rest[2:])  # menyapu (sapu)
    elif rest.startswith("m"):
        tail = rest[1:]
        if tail[:1] in VOWELS:
            out.add("p" + tail)  # memindah (pindah)
        if tail[:1] in ("b", "f", "p", "v"):
            out.add(tail)  # membuat, memfail
    elif rest.startswith("n"):
        tail = rest[1:]
        if tail[:1] in VOWELS:
            out.add("t" + tail)  # menolak (tolak)
        if tail[:1] in ("c", "d", "j", "s", "z", "t"):
            out.add(tail)  # mencari, mendapat, menjadi
    if rest[:1] in ("l", "r", "m", "n", "w", "y"):
        out.add(rest)  # meletak, merujuk, memenangi (menang), menanti (nanti)
    return out


def _unprefix(word: str) -> set[str]:
    """The word and every root one or two prefixes may have come from."""
    found = {word}
    frontier = {word}
    for _ in range(2):  # memper-, diper-, keber-, diper-…-kan
        step: set[str] = set()
        for form in frontier:
            for prefix in _PLAIN:
                if form.startswith(prefix) and len(form) > len(prefix):
                    step.add(form[len(prefix) :])
            for prefix, letters in _SHORT.items():
                if form.startswith(prefix) and form[len(prefix) : len(prefix) + 1] in tuple(
                    letters
                ):
                    step.add(form[len(prefix) :])
            step |= _nasal(form, "me") | _nasal(form, "pe")
        frontier = step - found
        found |= step
    return found


def _unsuffix(word: str) -> set[str]:
    found = {word}
    for particle in _PARTICLES:
        if word.endswith(particle):
            found.add(word[: -len(particle)])
    for form in list(found):
        for suffix in _SUFFIXES:
            if form.endswith(suffix):
                found.add(form[: -len(suffix)])
    return found


@cache
def malay_roots(word: str) -> frozenset[str]:
    """Every root `word` (one word, any case) may be built on, itself included: prefixes,
    suffixes, the ke-…-an and peN-…-an circumfixes, and reduplication undone."""
    word = word.casefold()
    parts = word.split("-")
    if len(parts) == 2 and parts[0] and parts[1]:
        left, right = malay_roots(parts[0]), malay_roots(parts[1])
        if left & right:  # undur-undur, kad-kad, tolak-menolak
            return frozenset({word} | left | right)
    found = {
        root
        for stripped in _unsuffix(word)
        for root in _unprefix(stripped)
        if len(root) >= _MIN_ROOT
    }
    found |= {
        root
        for unprefixed in _unprefix(word)
        for root in _unsuffix(unprefixed)
        if len(root) >= _MIN_ROOT
    }
    return frozenset(found | {word})


def is_form_of(word: str, root: str) -> bool:
    """Whether `word` is `root` or one of its affixed or reduplicated forms."""
    return root.casefold() in malay_roots(word)


_VERB_ENDINGS = "(?:er|é|ée|és|ées|e|es|ent|ez|ons|ait|aient|era|eront)"


@cache
def french_pattern(phrase: str) -> re.Pattern[str]:
    """`phrase` in any number and gender (and an -er verb in its common forms), as whole
    words, any case, its spaces matching any white space."""
    parts = []
    for word in phrase.split():
        if len(word) <= 3 or word.endswith(("s", "x")):
            parts.append(re.escape(word))  # "de", "des", "le": function words stay as written
        elif word.endswith("er"):
            parts.append(re.escape(word[:-2]) + _VERB_ENDINGS)
        elif word.endswith("e"):
            parts.append(re.escape(word) + "s?")
        else:
            parts.append(re.escape(word) + "(?:e|es|s|x)?")
    body = r"\s+".join(parts)
    return re.compile(rf"(?<!\w){body}(?!\w)", re.IGNORECASE)
