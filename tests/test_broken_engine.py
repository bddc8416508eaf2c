"""The rule book catches each bug of the deliberately broken engine (examples/), by exactly
the scenarios expected, and says so in the feature's language.

One whole rule-book run (French and Malay) per bug against `examples/broken_engine.py`
with that bug alone, made once per process (tests/rulebook_runs.py's `broken_rule_book`,
which test_rulebook_runs.py compares with a fresh process's run).
"""

from __future__ import annotations

import re
import sys
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from rulebook_runs import broken_rule_book

from scorpion.bdd.conformance import Outcome, failing

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
sys.path.insert(0, str(EXAMPLES))

from broken_engine import BrokenEngine, Bug  # noqa: E402

#: The scenarios that catch each bug: the ones whose rule the bug breaks.
CAUGHT_BY = {
    # an empty column takes only a lone King: the King-led block scenarios, and every
    # perft whose tree holds a King-led block bound for an empty column
    "lone_king": {
        "empty-02",  # "un Roi, seul ou avec les cartes posées sur lui"
        "scoring-06",  # the short won game moves a King-led block to an empty column
        "cards4-01", "cards4-02", "cards4-03", "cards4-05", "cards4-06",
        "traditionnel-03", "traditionnel-13",
        "perft-02", "perft-03", "perft-04", "perft-05", "perft-06",
        "perft-09", "perft-10", "perft-11", "perft-12",
        "variant-files-32",  # two decks: the upper King takes the Queen along
    },
    # the reserve waits for a standstill where it may be dealt at any time
    "reserve_waits": {
        "reserve-01", "reserve-02", "reserve-03", "reserve-04", "reserve-05",
        "choices-02",  # "dès le premier coup, la réserve peut être distribuée"
        "setup-03", "suites-02", "scoring-04", "scoring-06",
        "cards4-14", "cards4-24", "reserve-06", "double-scorpion-pysol-02",
        "cards4-26",  # the app's points in Cards4 (a choice) deal the reserve early
        "perft-01", "perft-02", "perft-03", "perft-04", "perft-06",
    },
    # a card turned face up earns nothing
    "turn_up_unscored": {
        "hidden-01", "scoring-02", "scoring-05", "scoring-06", "scoring-07", "scoring-10",
        "cards4-26",  # Cards4's points are the app's (a choice): its turn-up scores there
    },
}  # fmt: skip


def test_the_engine_has_the_three_bugs_its_docstring_names() -> None:
    assert BrokenEngine().bugs == frozenset(Bug)
    import broken_engine

    for bug in Bug:
        assert f"`Bug.{bug.name}`" in (broken_engine.__doc__ or "")
    assert set(CAUGHT_BY) == {"lone_king", "reserve_waits", "turn_up_unscored"}


@pytest.mark.parametrize("factory", sorted(CAUGHT_BY))
def test_each_bug_is_caught_by_exactly_its_scenarios_in_both_languages(factory: str) -> None:
    failed = failing(broken_rule_book(factory))
    assert failed.get("fr") == CAUGHT_BY[factory]
    assert failed.get("ms") == CAUGHT_BY[factory]


@cache
def templates(lang: str) -> list[re.Pattern[str]]:
    """The rule book's failure messages in `lang` (English: the msgids), as patterns."""
    folder = "fr" if lang == "en" else lang
    with (ROOT / "locales" / folder / "LC_MESSAGES" / "rulebook.po").open("rb") as handle:
        catalog = read_po(handle, locale=folder)
    texts = [str(m.id if lang == "en" else m.string) for m in catalog if m.id]
    # a template with hardly a word of its own ("{moves}") says nothing about the language
    texts = [t for t in texts if len(re.sub(r"\{\w+\}", " ", t).split()) >= 2]
    return [re.compile(re.sub(r"\\\{\w+\\\}", ".+", re.escape(text)), re.DOTALL) for text in texts]


def speaks(lang: str, message: str) -> bool:
    return any(p.fullmatch(message) for p in templates(lang))


@pytest.mark.parametrize("factory", sorted(CAUGHT_BY))
def test_failure_messages_speak_the_feature_language(factory: str) -> None:
    for result in broken_rule_book(factory):
        if result.outcome is not Outcome.FAILED:
            continue
        where, _, message = result.detail.partition(": ")
        assert where.startswith(f"features/{result.lang}/"), result.detail
        assert speaks(result.lang, message), f"{result.lang} {result.id}: {message}"
        assert not speaks("en", message), f"{result.lang} {result.id} in English: {message}"
