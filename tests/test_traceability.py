"""Traceability: every sentence of the rule texts maps to the scenarios that prove it, or
is marked as stating no rule, with the reason. Seeds 000 (French) and 001 (Malay) align
sentence by sentence; seeds 003 and 004 (French only) are the texts of the other variants,
and the scenarios they cite exist in French and in Malay."""

from __future__ import annotations

import pytest

from scorpion.bdd.games import games
from scorpion.bdd.reading import FEATURES_DIR, load_all, load_feature
from scorpion.bdd.traceability import (
    GAME_TEXTS,
    NO_RULE_CATEGORIES,
    TEXTS,
    VARIANT_TEXTS,
    Sentence,
    load_table,
    load_texts,
    sentences,
)

TABLE = load_table()
VARIANT_TABLES = load_texts()
GAME_FEATURES = [
    load_feature(path)
    for game in games()
    for lang in ("fr", "ms")
    for path in game.feature_files(FEATURES_DIR, lang)
]
IDS = {
    lang: {s.id for f in [*load_all(), *GAME_FEATURES] if f.lang == lang for s in f.scenarios}
    for lang in ("fr", "ms")
}
OTHER_TEXTS = VARIANT_TEXTS | GAME_TEXTS
VARIANT_ENTRIES = [(text.seed, entry) for text in VARIANT_TABLES for entry in text.sentences]


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_table_lists_every_sentence_of_the_text_in_order(lang: str) -> None:
    path = TEXTS[lang]
    expected = sentences(path.read_text(encoding="utf-8"))
    listed = [getattr(entry, lang) for entry in TABLE]
    for number, (want, have) in enumerate(zip(expected, listed, strict=False), start=1):
        assert want == have, f"sentence {number} of {path.name}:\n  text:  {want}\n  table: {have}"
    assert len(listed) == len(expected), (
        f"{path.name} has {len(expected)} sentences, the table {len(listed)}"
    )


def test_the_two_texts_align_sentence_by_sentence() -> None:
    assert all(entry.fr and entry.ms for entry in TABLE)


def _check_ids(where: str, entry: Sentence) -> None:
    for scenario_id in entry.scenarios:
        for lang in ("fr", "ms"):
            assert scenario_id in IDS[lang], f"{where}: unknown scenario id {scenario_id} in {lang}"


@pytest.mark.parametrize("entry", TABLE, ids=lambda e: f"sentence-{e.number:02d}")
def test_sentence_is_proven_or_says_why_not(entry: object) -> None:
    assert isinstance(entry, Sentence)
    assert bool(entry.scenarios) != bool(entry.no_rule.strip()), (
        f"sentence {entry.number} «{entry.fr}» needs either scenario ids or a no_rule reason"
        " (not both)"
    )
    _check_ids(f"sentence {entry.number}", entry)


def test_every_scenario_proves_some_sentence() -> None:
    cited = {s for entry in TABLE for s in entry.scenarios}
    cited |= {s for _, entry in VARIANT_ENTRIES for s in entry.scenarios}
    unused = sorted((IDS["fr"] | IDS["ms"]) - cited)
    assert not unused, f"scenarios no sentence cites: {unused}"


def test_rule_sentences_are_not_dismissed() -> None:
    """Only headings, the title, table scaffolding and statements about the world are
    marked as stating no rule; a sentence with a number or a card in it is a rule."""
    for entry in TABLE:
        if entry.no_rule and any(ch.isdigit() for ch in entry.fr):
            pytest.fail(
                f"sentence {entry.number} «{entry.fr}» holds a number but is marked no_rule"
            )


# ---- seeds 003 and 004 ----------------------------------------------------------------
def test_both_variant_texts_and_the_other_games_texts_are_traced() -> None:
    assert [text.seed for text in VARIANT_TABLES] == list(OTHER_TEXTS)
    assert "002_c6e88d30a3b18cdc.txt" in GAME_TEXTS


@pytest.mark.parametrize("seed", list(OTHER_TEXTS))
def test_variant_table_lists_every_sentence_of_the_text_in_order(seed: str) -> None:
    path = OTHER_TEXTS[seed]
    expected = sentences(path.read_text(encoding="utf-8"))
    listed = [e.fr for text in VARIANT_TABLES if text.seed == seed for e in text.sentences]
    for number, (want, have) in enumerate(zip(expected, listed, strict=False), start=1):
        assert want == have, f"sentence {number} of {seed}:\n  text:  {want}\n  table: {have}"
    assert len(listed) == len(expected), (
        f"{seed} has {len(expected)} sentences, the table {len(listed)}"
    )


@pytest.mark.parametrize(
    ("seed", "entry"), VARIANT_ENTRIES, ids=[f"{s[:3]}-{e.number:02d}" for s, e in VARIANT_ENTRIES]
)
def test_variant_sentence_is_proven_or_says_why_not(seed: str, entry: Sentence) -> None:
    where = f"sentence {entry.number} of {seed} «{entry.fr}»"
    assert bool(entry.scenarios) != bool(entry.no_rule.strip()), (
        f"{where} needs either scenario ids or a no_rule reason (not both)"
    )
    _check_ids(where, entry)
    if entry.no_rule:
        category, _, reason = entry.no_rule.partition(":")
        assert category in NO_RULE_CATEGORIES and reason.strip(), (
            f"{where}: no_rule must read '<category>: <reason>' with a category among"
            f" {sorted(NO_RULE_CATEGORIES)}, not «{entry.no_rule}»"
        )


def test_variant_rule_sentences_are_not_dismissed() -> None:
    """A sentence of seeds 003/004 holding a number or a card states a rule, unless it is a
    heading ("Règles exactes chez Cards4"), a claim (win rates) or about the sources."""
    for seed, entry in VARIANT_ENTRIES:
        category = entry.no_rule.partition(":")[0]
        text = entry.fr.replace("Cards4", "Cards")  # the site's name is not a number
        numeric = any(ch.isdigit() or ch in "♠♥♦♣" for ch in text)
        if entry.no_rule and numeric and category not in ("heading", "claim", "sources"):
            pytest.fail(
                f"sentence {entry.number} of {seed} «{entry.fr}» holds a number or a card"
                f" but is marked no_rule ({category})"
            )


def test_every_variant_scenario_is_cited_by_a_variant_text() -> None:
    """The scenarios of features/*/variantes prove sentences of seeds 003/004 (Three Blind
    Mice, which seed 000 describes, is cited there and by seed 003)."""
    cited = {s for _, entry in VARIANT_ENTRIES for s in entry.scenarios}
    variant_ids = {
        s.id for f in load_all() if f.path.parent.name == "variantes" for s in f.scenarios
    }
    three_blind_mice = {s for s in variant_ids if s.startswith("three-blind-mice-")}
    cited_by_000 = {s for entry in TABLE for s in entry.scenarios}
    missing = sorted(variant_ids - cited - (three_blind_mice & cited_by_000))
    assert not missing, f"variant scenarios no sentence of seeds 003/004 cites: {missing}"
