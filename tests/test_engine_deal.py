"""The engine-deal scenarios (features/*/14_donne_du_moteur.feature) check the deal the
engine makes itself: each wrong dealer of tests/engines/dealing_engine.py is caught by
exactly the scenarios of the rule it breaks, in both languages; the engine that plays
nothing (examples/idle_engine.py, "deal" declared, no deal method) passes none; an engine
that does not declare "deal" gets them as not applicable. The idle engine passes no
engine-facing edge scenario (features/*/15_cas_limites.feature) either."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from rulebook_runs import rule_book

from scorpion.bdd.conformance import Outcome, Result, failing

ROOT = Path(__file__).resolve().parent.parent
DEALS = {f"engine-deal-{n:02d}" for n in range(1, 10)}
CARDS = {"engine-deal-02", *(f"engine-deal-{n:02d}" for n in range(4, 10))}  # the 52 or 104

#: The scenarios each wrong dealer fails: the ones whose rule it breaks.
CAUGHT_BY = {
    "EightColumns": DEALS,  # no variant deals that column; no board reads back right
    "DuplicateCard": CARDS,  # the shapes are right, the cards are not
    "Unseeded": {"engine-deal-03"},
    "FailingDeal": DEALS,
}


@cache
def run(engine: str, folder: Path = ROOT) -> tuple[Result, ...]:
    return tuple(rule_book(engine, pythonpath=[folder], select=DEALS))


def by_outcome(results: tuple[Result, ...], outcome: Outcome) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for result in results:
        if result.outcome is outcome:
            out.setdefault(result.lang, set()).add(result.id)
    return out


def test_the_built_in_engine_passes_every_engine_deal_scenario() -> None:
    results = run("scorpion.games.scorpion.engines.builtin:BuiltinEngine")
    assert by_outcome(results, Outcome.PASSED) == {"fr": DEALS, "ms": DEALS}


@pytest.mark.parametrize("dealer", sorted(CAUGHT_BY))
def test_each_wrong_dealer_is_caught_by_exactly_its_scenarios(dealer: str) -> None:
    results = run(f"tests.engines.dealing_engine:{dealer}")
    assert failing(results) == {"fr": CAUGHT_BY[dealer], "ms": CAUGHT_BY[dealer]}
    assert by_outcome(results, Outcome.PASSED) == {
        lang: DEALS - CAUGHT_BY[dealer] for lang in ("fr", "ms") if DEALS - CAUGHT_BY[dealer]
    }


def test_a_failing_deal_is_named_in_the_failure() -> None:
    details = {r.detail for r in run("tests.engines.dealing_engine:FailingDeal")}
    assert any("NotImplementedError: no deal yet" in d and "graine" in d for d in details)
    assert any("NotImplementedError: no deal yet" in d and "benih" in d for d in details)


def test_the_idle_engine_declares_deal_without_a_deal_method_and_passes_none() -> None:
    results = run("idle_engine:IdleEngine", ROOT / "examples")
    assert failing(results) == {"fr": DEALS, "ms": DEALS}
    assert all("deal" in r.detail for r in results)


def test_an_engine_that_does_not_deal_gets_them_as_not_applicable() -> None:
    results = run("tests.engines.dealing_engine:NoDeal")
    assert by_outcome(results, Outcome.NOT_APPLICABLE) == {"fr": DEALS, "ms": DEALS}
    assert {r.detail for r in results} == {"deal"}


EDGES = {f"edge-{n:02d}" for n in range(1, 10)}
RULEBOOK_EDGES = {"edge-04", "edge-05"}  # @rulebook: the loader and the rule book's own deal


def test_the_idle_engine_passes_no_engine_facing_edge_scenario() -> None:
    results = tuple(
        rule_book("idle_engine:IdleEngine", pythonpath=[ROOT / "examples"], select=EDGES)
    )
    passed = by_outcome(results, Outcome.PASSED)
    assert all(ids <= RULEBOOK_EDGES for ids in passed.values())
    assert failing(results) == {"fr": EDGES - RULEBOOK_EDGES, "ms": EDGES - RULEBOOK_EDGES}
