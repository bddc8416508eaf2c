"""The small syntax of a step wording in the `steps` catalog, read once for every use.

A translation lists wordings separated by "|". Inside a wording:

- `{name}` is a placeholder (typed by its name, see scorpion.bdd.phrases);
- `(a/b/c)` is a choice: exactly one of the words or groups of words;
- `[a/b]` is an optional choice: one of them or nothing (`[kad]`, `[de]`, `carte[s]`);
- a final ":" is optional (a line may end with or without it).

So "{card} (part/va) sur la colonne {column}" accepts "le 4♥ va sur la colonne 7" without
a regular expression in the code. The matcher (`regex`), the overlap check (`items`, read
by scorpion.bdd.overlap) and the vocabulary page (`example`, `readable`) all read the
same parsed items, so what the page shows is what the matcher accepts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: Placeholders whose value is text (a card, suits, variants, a move...), not a whole
#: number; `message` is text too, taken greedily (it runs to the closing »).
TEXT_TYPES = frozenset({"card", "cards", "suit", "variant", "variants", "move"})
#: Text placeholders whose values are words of the game (the overlap check knows them).
WORD_TYPES = frozenset({"card", "cards", "suit", "variant", "variants"})

_TOKEN = re.compile(r"\{(\w+)\}|\(([^()]*)\)|\[([^\[\]]*)\]| |[^{}()\[\] ]+")


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
    """A placeholder."""

    name: str


@dataclass(frozen=True)
class Choice:
    """One of `options` (literal texts, spaces included); "" among them when optional."""

    options: tuple[str, ...]


Item = Lit | Space | Slot | Choice


class WordingError(ValueError):
    """A wording of the catalog that does not follow the syntax (unbalanced brackets)."""


def strip_colon(text: str) -> str:
    """The text without its final colon: a line may end with or without one."""
    return re.sub(r"\s*:\s*$", "", text)


def parse(text: str) -> tuple[Item, ...]:
    """The items of one wording (normalized: single spaces, no final colon)."""
    text = strip_colon(re.sub(r"\s+", " ", text).strip())
    raw: list[Item] = []
    pos = 0
    while pos < len(text):
        found = _TOKEN.match(text, pos)
        if found is None:
            raise WordingError(f"unbalanced bracket at {pos + 1} in «{text}»")
        slot, choice, optional = found.group(1), found.group(2), found.group(3)
        if slot is not None:
            raw.append(Slot(slot))
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


def regex(items: tuple[Item, ...]) -> str:
    """The regular expression of a wording (matched IGNORECASE against a normalized line
    without its final colon); placeholders are named groups."""
    out = ""
    for item in items:
        if isinstance(item, Lit):
            out += re.escape(item.text)
        elif isinstance(item, Space):
            out += r"\s*" if item.optional else r"\s+"
        elif isinstance(item, Slot):
            if item.name == "message":
                out += rf"(?P<{item.name}>.+)"
            elif item.name in TEXT_TYPES:
                out += rf"(?P<{item.name}>.+?)"
            else:
                out += rf"(?P<{item.name}>\d+)"
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
            out += "{" + item.name + "}"
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
    """The placeholder names of a wording, in order."""
    return [item.name for item in items if isinstance(item, Slot)]


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
