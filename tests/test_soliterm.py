"""soliterm, an engine nobody here wrote, checked by the rule book through its adapter.

The exact set of scenarios it fails under each variant it claims is pinned here, so a
change on either side (the rule book, the adapter, soliterm) shows; the conformance
page's data (docs/data/conformance/soliterm.json) must say what a fresh run says.
"""

from __future__ import annotations

import html
import json
from functools import cache
from pathlib import Path

import pytest

pytest.importorskip("soliterm", reason="the optional extra 'soliterm' is not installed")

from rulebook_runs import rule_book

from scorpion import Card, Game
from scorpion.bdd.conformance import Outcome, Result, failing
from scorpion.games.scorpion.engines.builtin import board_of
from scorpion.games.scorpion.engines.soliterm import SolitermEngine, classique
from scorpion.games.scorpion.perft import load_table, perft
from scorpion.protocol import Accepted, Capability, Engine, Move, MoveKind, RefusalCode, Refused

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "docs" / "data" / "conformance" / "soliterm.json"

#: Where soliterm (Aisleriot's Scorpion) and the rule book part ways, per claimed variant.
FAILS = {
    "classique": {
        "summary-04",  # complete suites stay in the tableau: never removed ...
        "suites-01",
        "suites-02",
        "suites-07",  # a suite completed on top of other cards stays too
        "reserve-06",  # and one the reserve deal completes on column 3
        "suites-09",  # and one whose removal would uncover a face-down card
        "suites-10",  # so the cards of a suite it should have removed still play
        "scoring-05",
        "choices-01",
        "end-01",  # ... so four removed suites never win
        "scoring-06",  # the short won game: no suite removed
        "scoring-08",  # its undo has no limit: the app keeps the last 100 actions
    },
    "traditionnel": {
        "traditionnel-07",  # the stock may be dealt at any time, not only at a standstill
        "traditionnel-09",
        "traditionnel-18",
        "perft-11",
        "traditionnel-16",  # and it can undo, where the traditional game cannot
    },
    "scorpion-ouvert": {
        "scorpion-ouvert-04",  # the stock may be dealt at any time
        "perft-09",
    },
}
FACTORIES = {
    "classique": "scorpion.games.scorpion.engines.soliterm:classique",
    "traditionnel": "scorpion.games.scorpion.engines.soliterm:traditionnel",
    "scorpion-ouvert": "scorpion.games.scorpion.engines.soliterm:scorpion_ouvert",
}


@cache
def run(variant: str) -> tuple[Result, ...]:
    return tuple(r for r in rule_book(FACTORIES[variant]) if variant in r.variants)


@pytest.mark.parametrize("variant", sorted(FAILS))
def test_soliterm_fails_exactly_these_scenarios(variant: str) -> None:
    failed = failing(run(variant))
    assert failed.get("fr", set()) == FAILS[variant]
    assert failed.get("ms", set()) == FAILS[variant]


@pytest.mark.parametrize("variant", sorted(FAILS))
def test_what_is_not_applicable_is_what_the_adapter_does_not_declare(variant: str) -> None:
    caps = SolitermEngine(variant).capabilities()
    missing = {r.detail for r in run(variant) if r.outcome is Outcome.NOT_APPLICABLE}
    assert missing, "soliterm keeps no score of the rule book's kind: some scenarios need one"
    for capability in missing:
        need = capability if ":" in capability else Capability(capability)
        assert caps.missing(need) is not None, capability


def test_the_conformance_page_data_is_what_a_fresh_run_says() -> None:
    """Every failure and every "not applicable" the page shows is what soliterm does now,
    with the same message; a scenario it passes is still passed. (A scenario added since
    the data was written may be missing from the page's counts until the next run of
    `python scripts/conformance.py`; one it fails shows in the test above.)"""
    data = json.loads(DATA.read_text(encoding="utf-8"))
    committed = {run["variant"]: run["results"] for run in data["runs"]}
    assert set(committed) == set(FACTORIES)
    for variant, results in committed.items():
        fresh = {
            (r.id, r.lang): (r.section, list(r.variants), r.outcome.value, r.detail)
            for r in run(variant)
        }
        for result in results:
            key = (result["id"], result["lang"])
            shown = (result["section"], result["variants"], result["outcome"])
            shown += (result.get("detail", ""),)
            assert fresh.get(key) == shown, (
                f"{variant} {key}: the page says {shown}, a fresh run {fresh.get(key)}; "
                "run python scripts/conformance.py and commit docs/data/conformance"
            )
        listed = {(r["id"], r["lang"]) for r in results}
        unlisted = sorted(k for k, v in fresh.items() if k not in listed and v[2] != "passed")
        assert not unlisted, f"{variant}: failures or n.a. not on the page: {unlisted}"


# ---- the adapter itself --------------------------------------------------------------
def won_game(seed_boards: dict[tuple[str, str], str]) -> Game:
    return Game.from_text(seed_boards["fr", "initial"], "fr")


def test_the_adapter_is_an_engine_and_reads_the_board_back(
    seed_boards: dict[tuple[str, str], str],
) -> None:
    engine = classique()
    assert isinstance(engine, Engine)
    board = board_of(won_game(seed_boards))
    engine.setup(board)
    assert engine.state().board == board
    assert engine.state().score is None  # soliterm's score is Aisleriot's, not ours


def test_soliterm_deals_the_reserve_first_card_onto_column_1(
    seed_boards: dict[tuple[str, str], str],
) -> None:
    engine = classique()
    board = board_of(won_game(seed_boards))
    engine.setup(board)
    outcome = engine.play(Move.deal())
    assert isinstance(outcome, Accepted) and outcome.dealt == board.reserve
    columns = engine.state().board.columns
    assert [columns[i][-1].card for i in range(3)] == list(board.reserve)
    assert engine.state().board.reserve == ()
    again = engine.play(Move.deal())
    assert isinstance(again, Refused) and again.code is RefusalCode.RESERVE_ALREADY_DEALT


@pytest.mark.parametrize(
    ("card", "target", "code"),
    [
        ("10♥", 6, RefusalCode.SAME_SUIT_REQUIRED),  # onto the J♣
        ("3♠", 7, RefusalCode.WRONG_RANK),  # onto the 5♥
        ("9♣", 1, RefusalCode.WRONG_RANK),
        ("3♦", 1, RefusalCode.SAME_COLUMN),
    ],
)
def test_soliterm_refusals_get_their_codes(
    seed_boards: dict[tuple[str, str], str], card: str, target: int, code: RefusalCode
) -> None:
    engine = classique()
    board = board_of(won_game(seed_boards))
    engine.setup(board)
    outcome = engine.play(Move.build(Card.from_text(card), None, None, target))
    assert isinstance(outcome, Refused) and outcome.code is code
    assert outcome.message("en")  # soliterm's own reason, in English
    assert engine.state().board == board


def test_a_move_and_its_undo(seed_boards: dict[tuple[str, str], str]) -> None:
    engine = classique()
    board = board_of(won_game(seed_boards))
    engine.setup(board)
    four = Card.from_text("4♥")
    outcome = engine.play(Move.build(four, None, None, 7))
    assert isinstance(outcome, Accepted)
    assert outcome.move == Move.build(four, 2, 6, 7)
    assert [c.to_text("en", symbol=True) for c in outcome.moved] == ["4♥", "7♠"]
    undone = engine.undo()
    assert isinstance(undone, Accepted) and undone.move == outcome.move
    assert engine.state().board == board
    assert isinstance(engine.undo(), Refused)


def test_soliterm_counts_the_classique_perft_table() -> None:
    """The move generators agree where the rules do: Classique deals from a start."""
    engine = classique()
    for position in load_table():
        if position.variant == "classique":
            for depth, count in enumerate(position.counts[:3], start=1):
                assert perft(engine, position.board, depth) == count
    assert all(m.kind is MoveKind.BUILD or m == Move.deal() for m in engine.legal_moves())


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_the_conformance_page_names_each_failure_and_the_rule_it_breaks(lang: str) -> None:
    from scorpion.docs.conformance import ConformanceWriter, load_engines, sentences_by_id

    writer = ConformanceWriter(lang, {}, {}, lambda name: name)
    page = writer.page(load_engines(DATA.parent))
    sentences = sentences_by_id()
    for variant, ids in FAILS.items():
        assert "soliterm" in page and variant in page
        for scenario_id in ids:
            assert f"{scenario_id} — " in page, scenario_id
            for fr, ms in sentences[scenario_id]:
                text = ms if lang == "ms" and ms else fr
                assert html.escape(text) in page, (scenario_id, text)
