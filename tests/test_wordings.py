"""The step wordings: the catalog's syntax, no line matching two steps, the issue's
examples reaching their steps, and hints of the right kind and polarity."""

from __future__ import annotations

import pytest

from scorpion.bdd import wording
from scorpion.bdd.overlap import Automaton, automaton, overlap, reads_every_card
from scorpion.bdd.phrases import PhraseError
from scorpion.games.scorpion.rulebook.phrases import (
    example_line,
    match,
    nearest,
    phrases,
    value_words,
)

LANGS = ("fr", "ms")


def test_the_syntax_reads_choices_options_and_glued_letters() -> None:
    items = wording.parse("[on] (pose/met) {card} sur la colonne {column}[,] carte[s] :")
    assert wording.example(items, {"card": "le 4♥", "column": "7"}) == (
        "on pose le 4♥ sur la colonne 7, cartes"
    )
    assert wording.readable(items) == "[on] (pose / met) {card} sur la colonne {column}[,] carte[s]"
    with pytest.raises(wording.WordingError):
        wording.parse("le (tableau :")


def clashes(
    keys: list[str], names: list[str], machines: list[Automaton]
) -> list[tuple[str, str, str]]:
    """(step, step, a line both accept) for each pair of wordings with different keys."""
    found = []
    for i, first in enumerate(machines):
        for j in range(i + 1, len(machines)):
            if keys[i] != keys[j]:
                line = overlap(first, machines[j])
                if line is not None:
                    found.append((names[i], names[j], line))
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_no_line_matches_two_phrases(lang: str) -> None:
    """Every pair of wordings of different msgids (so of different steps, or of one step
    with different arguments) is checked for a line both accept."""
    found = phrases(lang)
    machines = [automaton(lang, p.items, words=value_words()) for p in found]
    assert clashes([p.msgid for p in found], [p.step.id for p in found], machines) == []


#: Scopa's placeholders as the overlap check reads them (lists of cards as any text: wider
#: than the cards they may be, so the check is only stricter).
SCOPA_KINDS = {"card": "card", "cards": "text", "options": "text", "message": "text"}


@pytest.mark.parametrize("lang", LANGS)
def test_no_scopa_line_matches_two_phrases(lang: str) -> None:
    """The other game of the rule book: the same check on its step phrases."""
    from scorpion.games.scopa.rulebook import BOOK

    found = BOOK.phrases(lang)
    assert len(found) > 20
    kinds = SCOPA_KINDS | {
        name: "number"
        for p in found
        for name in wording.slots(wording.parse(p.text))
        if name not in SCOPA_KINDS and name != "what"
    }
    machines = [automaton(lang, p.text, kinds | {"what": "text"}) for p in found]
    ids = [p.step.id for p in found]
    assert clashes(ids, ids, machines) == []


def test_the_overlap_check_finds_an_overlap() -> None:
    line = overlap(
        automaton("fr", "{card} (part/va) sur la colonne {column}"),
        automaton("fr", "le 4♥ va sur la colonne [numéro] 7"),
    )
    assert line == "le 4♥ va sur la colonne 7"
    assert (
        overlap(automaton("fr", "le score est {points}"), automaton("fr", "le score est x")) is None
    )


@pytest.mark.parametrize("lang", LANGS)
def test_the_check_knows_every_card_spelling(lang: str) -> None:
    assert reads_every_card(lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_phrase_example_reaches_its_step(lang: str) -> None:
    for phrase in phrases(lang):
        line = example_line(lang, phrase)
        assert match(lang, phrase.step.kind, line).step.id == phrase.step.id, line


ISSUE_EXAMPLES = [
    ("fr", "when", "le 4♥ va sur la colonne 7", "move"),
    ("fr", "then", "le score est 5", "score"),
    ("fr", "when", "on annule le coup", "undo"),
    ("fr", "then", "la partie est finie", "over"),
    ("fr", "then", "le coup vaut 5 points", "points"),
    ("fr", "when", "la réserve est distribuée", "deal_reserve"),
    ("ms", "when", "4 hati dipindahkan ke atas lajur 7", "move"),
    ("ms", "when", "4 hati diletakkan pada lajur 7", "move"),
    ("ms", "when", "kad 4 hati dipindahkan ke lajur 7", "move"),
    ("ms", "then", "tiada urutan dikeluarkan", "none_removed"),
    ("ms", "then", "skor menjadi 5", "score"),
    ("ms", "then", "4 hati boleh diletakkan pada lajur 7", "may_go"),
    ("ms", "then", "permainan tidak dimenangi", "not_won"),
    ("ms", "given", "papan, dengan peraturan Longgar", "board"),
]


@pytest.mark.parametrize(("lang", "kind", "line", "step"), ISSUE_EXAMPLES)
def test_the_issues_examples_reach_their_step(lang: str, kind: str, line: str, step: str) -> None:
    assert match(lang, kind, line).step.id == step


@pytest.mark.parametrize(
    ("lang", "kind", "line", "step"),
    [
        ("fr", "when", "la réserve est distribué", "deal_reserve"),
        ("fr", "then", "la réserve peut etre distribuée", "reserve_allowed"),
        ("fr", "then", "la partie n'est pas gagner", "not_won"),
        ("ms", "then", "4 hati boleh diletak atas lajur 7", "may_go"),
        ("ms", "then", "4 hati tidak boleh diletak atas lajur 7", "may_not_go"),
        ("ms", "then", "permainan tidak dimenang", "not_won"),
    ],
)
def test_hints_keep_kind_and_polarity(lang: str, kind: str, line: str, step: str) -> None:
    with pytest.raises(PhraseError) as caught:
        match(lang, kind, line)
    found = nearest(lang, kind, line)
    assert found[0].phrase.step.id == step
    assert all(n.phrase.step.kind == kind for n in found)
    assert example_line(lang, found[0].phrase) in str(caught.value)


def test_two_steps_that_score_alike_are_both_named() -> None:
    with pytest.raises(PhraseError) as caught:
        match("fr", "then", "la partie est finito")
    found = nearest("fr", "then", "la partie est finito")
    assert [n.phrase.step.id for n in found] == ["over", "won"]
    message = str(caught.value)
    assert "les plus proches" in message
    assert all(example_line("fr", n.phrase) in message for n in found)
