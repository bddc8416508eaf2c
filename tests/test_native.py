"""The solver's tests compiled by mypyc (scripts/native.py, run by `make install`): each is
the same code, so it must give the plain code's answer on every position, and it is used
only when built from its file as it is."""

from __future__ import annotations

import importlib
import itertools
import os
import random
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import NoReturn

import pytest
from script_loader import load_script

from scorpion import Game, Rank
from scorpion.games.scorpion.moves import MoveKind
from scorpion.games.scorpion.rules import variant, variant_names
from scorpion.games.scorpion.solver import (
    commuting,
    compact,
    deadlock,
    dealing,
    dealt,
    native,
    safe,
    twins,
    widedead,
)

MODULES = {
    "deadlock": deadlock,
    "widedead": widedead,
    "commuting": commuting,
    "dealing": dealing,
    "dealt": dealt,
    "compact": compact,
    "twins": twins,
}
#: A function of each module's compiled part, deep in it (the copy is not cut short).
INNER = {
    "deadlock": "def _carrying",
    "widedead": "def _lost",
    "commuting": "def _placed_last",
    "dealing": "def _under",
    "dealt": "def _completes",
    "compact": "def _replayed",
    "twins": "def _may",
}
NATIVE = load_script("native")
#: The function each module chooses (compiled or its own), and its own.
CHOSEN = NATIVE.MODULES


def _native(module: ModuleType) -> ModuleType:
    """The compiled module, built from the file as it is (`make test` builds it first)."""
    stem = module.__name__.rsplit(".", 1)[1]
    try:
        importlib.import_module(f"scorpion.games.scorpion.solver._native_{stem}")
    except ImportError:
        _not_here("the compiled tests are not built here (no C compiler?): run make install")
    built = native.compiled(stem, native.sources(stem))
    if built is None:
        _not_here(f"the compiled test was built from another {stem}.py: run make install")
    return built


def _not_here(why: str) -> NoReturn:
    """Skip, saying why; under CI (CI=true), where `make test` builds them first, fail: a
    skip there would hide a build that broke (`make native` only warns)."""
    if os.environ.get("CI") == "true":
        pytest.fail(f"under CI: {why}")
    pytest.skip(why)


def test_the_script_compiles_every_module_that_chooses_its_build() -> None:
    assert set(CHOSEN) == set(MODULES)


@pytest.mark.parametrize("stem", MODULES)
def test_the_compiled_test_is_the_one_used_when_built_from_this_file(stem: str) -> None:
    module, (chosen, own) = MODULES[stem], CHOSEN[stem]
    assert getattr(module, chosen) is getattr(_native(module), own)


@pytest.mark.parametrize("stem", MODULES)
def test_a_build_from_another_version_of_the_file_is_not_used(stem: str) -> None:
    module, (_, own) = MODULES[stem], CHOSEN[stem]
    edited = Path(module.__file__ or "").read_bytes() + b"\n# edited\n"
    assert module._chosen(edited) is getattr(module, own)


@pytest.mark.parametrize("stem", native.DEPENDS)
def test_a_build_is_not_used_once_a_file_whose_copy_it_uses_was_edited(stem: str) -> None:
    module, (_, own) = MODULES[stem], CHOSEN[stem]
    used = native.DEPENDS[stem]
    assert used and module._chosen(native.sources(stem)) is getattr(_native(module), own)
    edited = native.sources(stem) + b"\n# edited\n"  # the last file used, edited
    assert module._chosen(edited) is getattr(module, own)


def test_the_test_before_the_deal_reads_positions_with_the_compiled_look_when_fresh() -> None:
    built = _native(deadlock)
    assert dealing._LOOK is built.Look
    edited = Path(deadlock.__file__ or "").read_bytes() + b"\n# edited\n"
    assert dealing._reading(edited) is deadlock.Look
    compared = 0
    for game in _random_positions(["scorpion-ii"], 6, 60):
        read = deadlock.numbers(game)
        plain, fast = deadlock.Look(*read, False), built.Look(*read, False)
        assert fast.table.needed == plain.table.needed
        assert (fast.closure.owner, fast.closure.unmet, fast.closure.watchers) == (
            plain.closure.owner,
            plain.closure.unmet,
            plain.closure.watchers,
        )
        assert fast.table.waiting == plain.table.waiting
        assert fast.led == plain.led
        waiting = plain.table.waiting
        assert fast.closure.least(without=waiting) == plain.closure.least(without=waiting)
        compared += 1
    assert compared > 100


def _random_positions(names: list[str], seeds: int, moves: int) -> Iterator[Game]:
    """Positions along random play from the first `seeds` deals of each rule set (one game
    played on: read each before asking for the next)."""
    rng = random.Random(5)
    for name in names:
        for seed in range(seeds):
            game = Game.deal(seed, name)
            for _ in range(moves):
                yield game
                legal = game.legal_moves()
                if not legal:
                    break
                game.advance(rng.choice(legal))


def test_the_compiled_test_gives_the_plain_tests_verdict_on_positions_of_random_play() -> None:
    built = _native(deadlock)
    names = [name for name in variant_names() if deadlock.applies(variant(name))]
    flags = ({}, {"carrying": False}, {"counting": False}, {"carrying": False, "counting": False})
    compared = dead = 0
    for game in _random_positions(names, 12, 120):
        for flag in flags:
            verdict = deadlock._is_dead(game, **flag)
            assert built._is_dead(game, **flag) is verdict, (game.variant.name, game.played)
            compared += 1
            dead += verdict
    assert compared > 10_000 and 0 < dead < compared, (compared, dead)


@pytest.mark.parametrize(("module", "seeds", "least"), [(widedead, 8, 1_000), (twins, 6, 500)])
def test_the_compiled_wider_test_and_twin_trap_give_the_plain_verdict_on_random_play(
    module: ModuleType, seeds: int, least: int
) -> None:
    built = _native(module)
    names = [name for name in variant_names() if module.applies(variant(name))]
    compared = dead = 0
    for game in _random_positions(names, seeds, 80):
        verdict = module._is_dead(game)
        assert built._is_dead(game) is verdict, (game.variant.name, game.played)
        compared += 1
        dead += verdict
    assert compared > least and 0 < dead < compared, (compared, dead)


def test_the_compiled_test_before_the_deal_gives_the_plain_verdict_on_random_play() -> None:
    built = _native(dealing)
    compared = dead = 0
    for game in _random_positions(["scorpion-ii"], 12, 60):
        for kings, deadlock_too in itertools.product((False, True), repeat=2):
            verdict = dealing._is_dead(game, kings=kings, deadlock_too=deadlock_too)
            assert built._is_dead(game, kings=kings, deadlock_too=deadlock_too) is verdict
            compared += 1
            dead += verdict
    assert compared > 1_000 and 0 < dead < compared, (compared, dead)


def test_the_compiled_reckoning_of_the_deal_gives_the_plain_answer_on_random_play() -> None:
    built = _native(dealt)
    names = [name for name in variant_names() if dealt.applies(variant(name))]
    compared = lost = 0
    for game in _random_positions(names, 16, 120):
        if game.reserve_to_deal:
            answer = dealt._is_lost_after(game)
            assert built._is_lost_after(game) is answer, (game.variant.name, game.played)
            compared += 1
            lost += answer
    assert compared > 1_000 and 0 < lost < compared, (compared, lost)


def test_the_compiled_compact_search_gives_the_plain_searchs_answer_on_wasp_deals() -> None:
    built = _native(compact)
    verdicts = set()
    for seed in range(8):
        game = Game.deal(seed, "wasp")
        answer = compact._exhaust(game, node_limit=4_000)
        fast = built._exhaust(game, node_limit=4_000)
        assert (fast.status, fast.nodes, fast.moves) == (answer.status, answer.nodes, answer.moves)
        verdicts.add(answer.status)
    assert len(verdicts) > 1, verdicts


def test_the_compiled_commuting_rule_gives_the_plain_rules_answer_on_positions_of_random_play() -> (
    None
):
    built = _native(commuting)
    names = [name for name in variant_names() if safe.applies(variant(name))]
    compared = allowed = 0
    for game in _random_positions(names, 12, 120):
        if game.reserve_to_deal:
            continue
        leads = [  # the leads the rule is asked about: non-King cards onto a column's top
            move.card
            for move in game.legal_moves()
            if move.kind is not MoveKind.RESERVE
            and move.card is not None
            and move.card.rank is not Rank.KING
            and move.target is not None
            and game.face_up[move.target - 1]
        ]
        for flags in ((True, True), (True, False), (False, False)):
            answer = commuting._first_commuting(game, leads, *flags)
            assert built._first_commuting(game, leads, *flags) == answer, game.played
            compared += 1
            allowed += answer >= 0
    assert compared > 1_000 and 0 < allowed < compared, (compared, allowed)


@pytest.mark.parametrize("stem", MODULES)
def test_the_compiled_copy_is_the_test_without_its_choosing_part_and_stamped(stem: str) -> None:
    text = Path(MODULES[stem].__file__ or "").read_text(encoding="utf-8")
    copy = NATIVE.compiled_source(text, "abc", stem)
    start = text[: text.index(f"def {CHOSEN[stem][1]}")]
    if stem in NATIVE.IMPORTS:  # the copy imports deadlock's copy
        start = start.replace(*NATIVE.IMPORTS[stem])
        assert start != text[: text.index(f"def {CHOSEN[stem][1]}")]
    assert copy.startswith(start)
    assert "_chosen" not in copy and INNER[stem] in copy
    assert copy.endswith('SOURCE_DIGEST: Final = "abc"\n')


def test_a_copy_whose_import_to_change_is_gone_is_not_built() -> None:
    text = Path(dealing.__file__ or "").read_text(encoding="utf-8")
    moved = text.replace(
        NATIVE.IMPORTS["dealing"][0], "from scorpion.games.scorpion import solver\n"
    )
    with pytest.raises(RuntimeError, match=r"dealing\.py"):
        NATIVE.compiled_source(moved, "abc", "dealing")
