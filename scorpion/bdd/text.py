"""One spelling of a step line for matching, shared by every game's phrases."""

from __future__ import annotations

import re
import unicodedata


def normalize(text: str) -> str:
    """One spelling for matching: NFC, straight apostrophes, single plain spaces."""
    text = unicodedata.normalize("NFC", text)
    text = text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", text).strip()


def template_pattern(template: str, *, named: bool = True) -> str:
    """A message template ("the {card} takes {options}") as a regular expression that any
    message made from it matches: each placeholder a lazy group, named after it unless
    `named` is False (a template naming a value twice), the rest taken literally."""
    return "".join(
        (rf"(?P<{piece[1:-1]}>.+?)" if named else ".+?")
        if re.fullmatch(r"\{\w+\}", piece)
        else re.escape(piece)
        for piece in re.split(r"(\{\w+\})", template)
    )
