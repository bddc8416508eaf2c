"""The small syntax of a step wording in the `steps` catalog, read once for every use.

A translation lists wordings separated by "|". Inside a wording:

- `{name}` is a placeholder (typed by its name, see scorpion.bdd.phrases);
- `(a/b/c)` is a choice: exactly one of the words or groups of words;
- `[a/b]` is an optional choice: one of them or nothing (`[kad]`, `[de]`, `carte[s]`);
- `{name=value}` gives a placeholder a fixed value without writing it ("le coup ne
  rapporte aucun point" is "{points=0}");
- a final ":", "." or "!" is optional, and so is the space before a colon ("refusé :" and
  "refusé:" are one wording).

So "{card} (part/va) sur la colonne {column}" accepts "le 4♥ va sur la colonne 7" without
a regular expression in the code. The matcher (`regex`), the overlap check (`items`, read
by scorpion.bdd.overlap) and the vocabulary page (`example`, `readable`) all read the
same parsed items, so what the page shows is what the matcher accepts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

#: Placeholders whose value is text (a card, suits, variants, a move...), not a whole
#: number; `message` is text too, taken greedily (it runs to the closing »).
TEXT_TYPES = frozenset({"card", "cards", "suit", "variant", "variants", "move", "options"})
#: Text placeholders whose values are words of the game (the overlap check knows them).
WORD_TYPES = frozenset({"card", "cards", "suit", "variant", "variants"})

_TOKEN = re.compile(r"\{(\w+)(?:=([^{}]*))?\}|\(([^()]*)\)|\[([^\[\]]*)\]| |[^{}()\[\] ]+")


@dataclass(frozen=True)
class Lit:
    """Literal text (no spaces)."""

    text: str


@dataclass(frozen=True)
class Space:
    """One space between words; `optional` after « and before » ("« x »" or "«x»")."""

    optional: bool = False


@dataclass(frozen=True)
class Slot:
    """A placeholder; with `fixed`, a value the wording gives it without writing it."""

    name: str
    fixed: str | None = None


@dataclass(frozen=True)
class Choice:
    """One of `options` (literal texts, spaces included); "" among them when optional."""

    options: tuple[str, ...]


Item = Lit | Space | Slot | Choice


class WordingError(ValueError):
    """A wording of the catalog that does not follow the syntax (unbalanced brackets)."""


def strip_end(text: str) -> str:
    """The text without its final colon, full stop or exclamation mark (optional in a
    line)."""
    return re.sub(r"\s*[:.!]+\s*$", "", text)


def tight_colons(text: str) -> str:
    """No space before a colon: "refusé :" and "refusé:" read alike (outside « » only:
    callers keep quoted messages as written)."""
    return re.sub(r"\s+:", ":", text)


def parse(text: str) -> tuple[Item, ...]:
    """The items of one wording (normalized: single spaces, no final colon)."""
    text = tight_colons(strip_end(re.sub(r"\s+", " ", text).strip()))
    raw: list[Item] = []
    pos = 0
    while pos < len(text):
        found = _TOKEN.match(text, pos)
        if found is None:
            raise WordingError(f"unbalanced bracket at {pos + 1} in «{text}»")
        slot, fixed, choice, optional = found.group(1, 2, 3, 4)
        if slot is not None:
            raw.append(Slot(slot, fixed))
        elif choice is not None:
            raw.append(Choice(tuple(o.strip() for o in choice.split("/"))))
        elif optional is not None:
            raw.append(Choice((*(o.strip() for o in optional.split("/")), "")))
        elif found.group(0) == " ":
            raw.append(Space())
        else:
            raw.append(Lit(found.group(0)))
        pos = found.end()
    return _absorb(raw)


def _absorb(raw: list[Item]) -> tuple[Item, ...]:
    """Fold the space around an optional choice into it, so that leaving it out leaves
    one space ("a [b] c" reads "a c" or "a b c"); make the spaces inside « » optional."""
    out: list[Item] = []
    index = 0
    while index < len(raw):
        item = raw[index]
        following = raw[index + 1] if index + 1 < len(raw) else None
        spaced = not out or _ends_spaced(out[-1])  # not glued to the word before
        if isinstance(item, Choice) and "" in item.options and spaced:
            words = [o for o in item.options if o]
            if isinstance(following, Space):
                out.append(Choice((*(w + " " for w in words), "")))
                index += 2
                continue
            if out:
                out.pop()
                out.append(Choice((*(" " + w for w in words), "")))
                index += 1
                continue
        if isinstance(item, Space) and (
            (out and out[-1] == Lit("«")) or (isinstance(following, Lit) and following.text == "»")
        ):
            out.append(Space(optional=True))
        elif isinstance(item, Lit) and out and isinstance(out[-1], Lit):
            out[-1] = Lit(out[-1].text + item.text)
        else:
            out.append(item)
        index += 1
    return tuple(out)


def _ends_spaced(item: Item) -> bool:
    """A space, or an optional choice that took the space after it ("[kini] ")."""
    return isinstance(item, Space) or (
        isinstance(item, Choice) and all(o.endswith(" ") for o in item.options if o)
    )


def _words(text: str) -> str:
    return r"\s+".join(re.escape(word) for word in text.split(" "))


def regex(items: tuple[Item, ...], numbers: Iterable[str] = ()) -> str:
    """The regular expression of a wording (matched IGNORECASE against a normalized line
    without its final colon); placeholders are named groups; a whole number may also be
    written as one of `numbers` ("deux", "dua")."""
    spelled = "".join("|" + _words(w) for w in sorted(numbers, key=len, reverse=True))
    out = ""
    for item in items:
        if isinstance(item, Lit):
            out += re.escape(item.text)
        elif isinstance(item, Space):
            out += r"\s*" if item.optional else r"\s+"
        elif isinstance(item, Slot):
            if item.fixed is not None:
                continue
            if item.name == "message":
                out += rf"(?P<{item.name}>.+)"
            elif item.name in TEXT_TYPES:
                out += rf"(?P<{item.name}>.+?)"
            else:
                out += rf"(?P<{item.name}>\d+{spelled})"
        else:
            # longest first, so "en règle" is tried before "en"
            words = sorted((o for o in item.options if o), key=len, reverse=True)
            group = "(?:" + "|".join(_words(w) for w in words) + ")"
            out += group + ("?" if "" in item.options else "")
    return out


def example(items: tuple[Item, ...], values: dict[str, str]) -> str:
    """The wording written out: the first option of each choice (optional ones too, so
    write the most natural option first), each placeholder replaced by its value."""
    out = ""
    for item in items:
        if isinstance(item, Lit):
            out += item.text
        elif isinstance(item, Space):
            out += " "
        elif isinstance(item, Slot):
            if item.fixed is None:
                default = "{" + item.name + "}" if item.name in TEXT_TYPES else "1"
                out += values.get(item.name, default)
        else:
            out += item.options[0]
    return re.sub(r"\s+", " ", out).strip()


def readable(items: tuple[Item, ...]) -> str:
    """The wording as a contributor reads it: choices as (a / b), options as [a / b]."""
    out = ""
    for item in items:
        if isinstance(item, Lit):
            out += item.text
        elif isinstance(item, Space):
            out += "" if item.optional else " "
        elif isinstance(item, Slot):
            out += "" if item.fixed is not None else "{" + item.name + "}"
        else:
            words = [o.strip() for o in item.options if o]
            lead = " " if words and item.options[0].startswith(" ") else ""
            trail = " " if words and item.options[0].endswith(" ") else ""
            if "" in item.options:
                out += f"{lead}[{' / '.join(words)}]{trail}"
            else:
                out += f"({' / '.join(words)})"
    return out.strip()


def slots(items: tuple[Item, ...]) -> list[str]:
    """The names of the placeholders a line writes, in order."""
    return [item.name for item in items if isinstance(item, Slot) and item.fixed is None]


def fixed(items: tuple[Item, ...]) -> dict[str, str]:
    """The values a wording gives without writing them ({points=0})."""
    return {i.name: i.fixed for i in items if isinstance(i, Slot) and i.fixed is not None}


def drop_words(text: str, words: frozenset[str]) -> str:
    """A wording without the given words (casefolded), in its text and in its choices: a
    choice left with an empty option becomes optional, an emptied one disappears."""

    def keep(part: str) -> str:
        return " ".join(w for w in part.split(" ") if w.casefold() not in words)

    def group(found: re.Match[str]) -> str:
        options = [keep(o.strip()) for o in found.group(2).split("/")]
        if not any(options):
            return ""
        opening = "[" if found.group(1) == "[" or "" in options else "("
        closing = "]" if opening == "[" else ")"
        return opening + "/".join(o for o in options if o) + closing

    out = ""
    for piece in re.split(r"([\[(][^\[\]()]*[\])])", text):
        if piece[:1] in "[(" and piece:
            out += re.sub(r"^([\[(])(.*)[\])]$", group, piece)
        else:  # keep the spaces around, which tell glued from spaced choices
            lead = " " if piece[:1] == " " else ""
            trail = " " if piece[-1:] == " " else ""
            core = keep(piece.strip())
            out += lead + core + trail if core else (" " if lead or trail else "")
    return re.sub(r"\s+", " ", out).strip()


def literal_weight(items: tuple[Item, ...]) -> int:
    """How much fixed text a wording has (longer first when matching)."""
    total = 0
    for item in items:
        if isinstance(item, Lit):
            total += len(item.text)
        elif isinstance(item, Space):
            total += 1
        elif isinstance(item, Choice) and "" not in item.options:
            total += min(len(o) for o in item.options)
    return total
