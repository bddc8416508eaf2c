"""The perft table (features/perft.toml): its positions are what they say, the engine and
an independent naive generator both count its figures, and the rule book's perft steps
quote it.

Only the figures up to QUICK leaves are recounted here; `python scripts/perft.py --naive`
recounts the whole table (and deeper with `--depth`).
"""

from __future__ import annotations

import ast
from pathlib import Path

import naive_perft
import pytest

from scorpion import Game
from scorpion.bdd.reading import load_all
from scorpion.games.scorpion.engines.builtin import BuiltinEngine, board_of
from scorpion.games.scorpion.perft import PerftPosition, divide, load_table, perft, position_of
from scorpion.games.scorpion.rulebook.executor import neutral_steps
from scorpion.games.scorpion.rules import variant_names

ROOT = Path(__file__).resolve().parent.parent
TABLE = load_table()
QUICK = 2_000
"""Counts above this many leaves are left to scripts/perft.py (make-test time)."""


def quick(position: PerftPosition) -> list[tuple[int, int]]:
    return [(d, n) for d, n in enumerate(position.counts, start=1) if n <= QUICK]


def test_every_variant_has_a_position_counted_to_depth_4() -> None:
    assert {p.variant for p in TABLE} == set(variant_names())
    assert all(len(p.counts) >= 4 for p in TABLE)
    assert len({p.name for p in TABLE}) == len(TABLE)


@pytest.mark.parametrize("position", TABLE, ids=lambda p: p.name)
def test_position_is_the_deal_or_board_it_names(
    position: PerftPosition, seed_boards: dict[tuple[str, str], str]
) -> None:
    if position.deal is not None:
        game = Game.deal(position.deal, position.variant)
    else:
        game = Game.from_text(seed_boards["fr", "initial"], "fr", position.variant)
    assert position_of(board_of(game), position.name) == position_of(position.board, position.name)


@pytest.mark.parametrize("position", TABLE, ids=lambda p: p.name)
def test_naive_generator_counts_the_table(position: PerftPosition) -> None:
    start = naive_perft.start(position.columns, position.reserve)
    rules = naive_perft.rules(position.variant)
    for depth, count in quick(position):
        assert naive_perft.perft(start, depth, rules) == count, f"depth {depth}"


@pytest.mark.parametrize("position", TABLE, ids=lambda p: p.name)
def test_builtin_engine_counts_the_table_through_the_protocol(position: PerftPosition) -> None:
    engine = BuiltinEngine()
    for depth, count in quick(position):
        assert perft(engine, position.board, depth) == count, f"depth {depth}"


def test_the_naive_generator_shares_no_code_with_the_engine() -> None:
    tree = ast.parse((ROOT / "tests" / "naive_perft.py").read_text(encoding="utf-8"))
    imported = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    } | {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not {name for name in imported if name.startswith("scorpion")}, imported


def test_a_missing_move_changes_the_count() -> None:
    """perft sees one legal move dropped deep in the tree (here: every move onto column 7)."""

    class Blind(BuiltinEngine):
        def legal_moves(self):  # type: ignore[no-untyped-def]
            return tuple(m for m in super().legal_moves() if m.target != 7)

    position = next(p for p in TABLE if p.name == "classique-1")
    assert perft(Blind(), position.board, 3) < position.counts[2]


def _perft_steps() -> list[tuple[str, str, int, int, Game | None]]:
    """(language, scenario id, depth, count, start) of every perft step of the rule book."""
    found = []
    for feature in load_all():
        for scenario in feature.scenarios:
            start: Game | None = None
            for step_id, pairs in neutral_steps(scenario, feature.lang):
                args = dict(pairs)
                if step_id == "deal":
                    start = Game.deal(args["seed"], args.get("variant", "classique"))
                elif step_id == "board":
                    start = Game(args["board"], args["variant"])
                elif step_id == "perft":
                    found.append((feature.lang, scenario.id, args["depth"], args["count"], start))
    return found


def test_every_perft_step_quotes_the_table() -> None:
    steps = _perft_steps()
    assert {lang for lang, *_ in steps} == {"fr", "ms"}
    by_board = {(p.variant, p.columns, p.reserve): p for p in TABLE}
    quoted = set()
    for lang, scenario_id, depth, count, game in steps:
        assert game is not None, f"{lang} {scenario_id}: perft before any board"
        board = position_of(board_of(game), "")
        position = by_board.get((game.variant.name, board.columns, board.reserve))
        assert position is not None, f"{lang} {scenario_id}: a start position not in the table"
        assert position.counts[depth - 1] == count, f"{lang} {scenario_id}: depth {depth}"
        quoted.add(position.name)
    assert quoted == {p.name for p in TABLE}, "every position of the table has its scenario"


def test_divide_splits_the_count_by_first_action() -> None:
    position = next(p for p in TABLE if p.name == "texts-classique")
    split = divide(BuiltinEngine(), position.board, 3)
    assert sum(count for _move, count in split) == position.counts[2]
    assert len(split) == position.counts[0]
