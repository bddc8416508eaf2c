"""One spelling of a step line for matching, shared by every game's phrases."""

from __future__ import annotations

import re
import unicodedata


def normalize(text: str) -> str:
    """One spelling for matching: NFC, straight apostrophes, single plain spaces."""
    text = unicodedata.normalize("NFC", text)
    text = text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", text).strip()
