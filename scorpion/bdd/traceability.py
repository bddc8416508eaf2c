"""The traceability table: every sentence of the two rule texts → the scenarios proving it.

features/traceability.toml lists the sentences of the French text (seed 000) and of the
Malay text (seed 001) in order, side by side (the two texts align one to one). Each entry
names the ids of the scenarios that prove it, or says why the sentence states no rule.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from scorpion.bdd.executor import FEATURES_DIR

TABLE = FEATURES_DIR / "traceability.toml"
SEEDS_DIR = FEATURES_DIR.parent.parent / "shared" / "seeds"
TEXTS = {
    "fr": SEEDS_DIR / "000_f7c5762d24bb4c2b.txt",
    "ms": SEEDS_DIR / "001_0e134c35e678bfe0.txt",
}

_BREAK = re.compile(r"(?<=[.!?])\s+(?=[«A-ZÀ-Ý0-9])")


def sentences(text: str) -> list[str]:
    """Split a rule text into sentences: headings, list items, board lines and table rows
    are one each; prose lines split after . ! ? before a capital, a digit or «."""
    found: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith(("réserve", "simpanan", "|", "- ")):
            found.append(line)
        else:
            found.extend(part for part in _BREAK.split(line) if part)
    return found


@dataclass(frozen=True)
class Sentence:
    number: int
    fr: str
    ms: str
    scenarios: tuple[str, ...]
    no_rule: str


def load_table(path: Path = TABLE) -> list[Sentence]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    table = []
    for number, entry in enumerate(data.get("sentence", []), start=1):
        table.append(
            Sentence(
                number,
                str(entry.get("fr", "")),
                str(entry.get("ms", "")),
                tuple(str(s) for s in entry.get("scenarios", [])),
                str(entry.get("no_rule", "")),
            )
        )
    return table
