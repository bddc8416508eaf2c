"""The dead-position test compiled by mypyc (scripts/native.py, run by `make install`):
it is the same code, so it must give the plain code's verdict on every position, and it
is used only when built from the file as it is."""

from __future__ import annotations

import hashlib
import importlib
import random
from pathlib import Path
from types import ModuleType

import pytest
from script_loader import load_script

from scorpion import Game
from scorpion.games.scorpion.rules import variant, variant_names
from scorpion.games.scorpion.solver import deadlock


def _native() -> ModuleType:
    """The compiled module, built from deadlock.py as it is (`make test` builds it first)."""
    try:
        native = importlib.import_module("scorpion.games.scorpion.solver._native_deadlock")
    except ImportError:
        pytest.skip("the compiled test is not built here (no C compiler?): run make install")
    source = Path(deadlock.__file__).read_bytes()
    if hashlib.sha256(source).hexdigest() != native.SOURCE_DIGEST:
        pytest.skip("the compiled test was built from another deadlock.py: run make install")
    return native


def test_the_compiled_test_is_the_one_used_when_built_from_this_file() -> None:
    assert deadlock.is_dead is _native()._is_dead


def test_a_build_from_another_version_of_the_file_is_not_used() -> None:
    edited = Path(deadlock.__file__).read_bytes() + b"\n# edited\n"
    assert deadlock._chosen(edited) is deadlock._is_dead


def test_the_compiled_test_gives_the_plain_tests_verdict_on_positions_of_random_play() -> None:
    native = _native()
    rng = random.Random(5)
    flags = ({}, {"carrying": False}, {"counting": False}, {"carrying": False, "counting": False})
    compared = dead = 0
    for name in variant_names():
        if not deadlock.applies(variant(name)):
            continue
        for seed in range(12):
            game = Game.deal(seed, name)
            for _ in range(120):
                for flag in flags:
                    verdict = deadlock._is_dead(game, **flag)
                    assert native._is_dead(game, **flag) is verdict, (name, seed, game.played)
                    compared += 1
                    dead += verdict
                moves = game.legal_moves()
                if not moves:
                    break
                game.advance(rng.choice(moves))
    assert compared > 10_000 and 0 < dead < compared, (compared, dead)


def test_the_compiled_copy_is_the_test_without_its_choosing_part_and_stamped() -> None:
    text = Path(deadlock.__file__).read_text(encoding="utf-8")
    copy = load_script("native").compiled_source(text, "abc")
    assert copy.startswith(text[: text.index("def _is_dead")])
    assert "_chosen" not in copy and "def _carrying" in copy
    assert copy.endswith('SOURCE_DIGEST: Final = "abc"\n')
