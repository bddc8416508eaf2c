"""The traceability table: every sentence of the rule texts → the scenarios proving it.

features/traceability.toml lists the sentences of the French text (seed 000) and of the
Malay text (seed 001) in order, side by side (the two texts align one to one), under
`[[sentence]]`; then, under `[[text]]` / `[[text.sentence]]`, the sentences of the
French texts the other variants come from (seed 003: the traditional game and its
variants; seed 004: the Cards4 rules), and of the other games' texts (seed 002: Scopa,
whose scenarios are in features/<lang>/scopa/). Each entry names the ids of the scenarios that
prove it (every id exists in French and in Malay), or says why the sentence states no
rule: `no_rule = "<category>: <reason>"`, the category one of NO_RULE_CATEGORIES.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from scorpion.bdd.games import games
from scorpion.bdd.reading import FEATURES_DIR

TABLE = FEATURES_DIR / "traceability.toml"
SEEDS_DIR = FEATURES_DIR.parent / "seeds"  # the repository's copies of ../shared/seeds
TEXTS = {
    "fr": SEEDS_DIR / "000_f7c5762d24bb4c2b.txt",
    "ms": SEEDS_DIR / "001_0e134c35e678bfe0.txt",
}

VARIANT_TEXTS = {
    "003_53651744e382e954.txt": SEEDS_DIR / "003_53651744e382e954.txt",
    "004_f5b328e0d7ab8460.txt": SEEDS_DIR / "004_f5b328e0d7ab8460.txt",
}

GAME_TEXTS = {game.seed: SEEDS_DIR / game.seed for game in games() if game.seed}
"""The rule texts of the other games (features/games.toml): seed 002, Scopa (French)."""

NO_RULE_CATEGORIES = {
    "heading": "a title or a section heading",
    "players": "who plays, not how",
    "strategy": "advice on playing well; the rules allow every legal move",
    "claim": "a claim about deals or win rates, not a rule",
    "ui": "a control of an app's interface, not a rule of the game",
    "glossary": "a definition of a word, the rule itself is elsewhere",
    "other-game": "about another game",
    "sources": "about the text, its sources or what a site offers",
}
"""Why a sentence of seeds 003/004 states no rule (the part of `no_rule` before the colon)."""

_BREAK = re.compile(r"(?<=[.!?])\s+(?=[«A-ZÀ-Ý0-9])")
_NUMBERED = re.compile(r"^(\d+\.\s+)(.*)$")


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
            continue
        numbered = _NUMBERED.match(line)  # "1. Battez …": the number stays with its sentence
        marker, line = numbered.groups() if numbered else ("", line)
        parts = [part for part in _BREAK.split(line) if part]
        found.extend([marker + parts[0], *parts[1:]] if parts else [])
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


@dataclass(frozen=True)
class Text:
    """One French-only rule text of the variants and its sentences (`ms` left empty)."""

    seed: str
    sentences: tuple[Sentence, ...]


def load_texts(path: Path = TABLE) -> list[Text]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    texts = []
    for text in data.get("text", []):
        entries = tuple(
            Sentence(
                number,
                str(entry.get("fr", "")),
                "",
                tuple(str(s) for s in entry.get("scenarios", [])),
                str(entry.get("no_rule", "")),
            )
            for number, entry in enumerate(text.get("sentence", []), start=1)
        )
        texts.append(Text(str(text.get("seed", "")), entries))
    return texts
