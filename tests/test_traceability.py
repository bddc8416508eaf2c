"""Traceability: every sentence of the French and Malay rule texts maps to the scenarios
that prove it, or is marked as stating no rule, with the reason."""

from __future__ import annotations

import pytest

from scorpion.bdd.executor import load_all
from scorpion.bdd.traceability import TEXTS, load_table, sentences

TABLE = load_table()
IDS = {
    lang: {s.id for f in load_all() if f.lang == lang for s in f.scenarios} for lang in ("fr", "ms")
}


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_table_lists_every_sentence_of_the_text_in_order(lang: str) -> None:
    path = TEXTS[lang]
    if not path.exists():
        pytest.skip(f"rule text {path} is not checked out here")
    expected = sentences(path.read_text(encoding="utf-8"))
    listed = [getattr(entry, lang) for entry in TABLE]
    for number, (want, have) in enumerate(zip(expected, listed, strict=False), start=1):
        assert want == have, f"sentence {number} of {path.name}:\n  text:  {want}\n  table: {have}"
    assert len(listed) == len(expected), (
        f"{path.name} has {len(expected)} sentences, the table {len(listed)}"
    )


def test_the_two_texts_align_sentence_by_sentence() -> None:
    assert all(entry.fr and entry.ms for entry in TABLE)


@pytest.mark.parametrize("entry", TABLE, ids=lambda e: f"sentence-{e.number:02d}")
def test_sentence_is_proven_or_says_why_not(entry: object) -> None:
    from scorpion.bdd.traceability import Sentence

    assert isinstance(entry, Sentence)
    assert bool(entry.scenarios) != bool(entry.no_rule.strip()), (
        f"sentence {entry.number} «{entry.fr}» needs either scenario ids or a no_rule reason"
        " (not both)"
    )
    for scenario_id in entry.scenarios:
        for lang in ("fr", "ms"):
            assert scenario_id in IDS[lang], (
                f"sentence {entry.number}: unknown scenario id {scenario_id} in {lang}"
            )


def test_every_scenario_proves_some_sentence() -> None:
    cited = {s for entry in TABLE for s in entry.scenarios}
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
