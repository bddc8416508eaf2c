"""The committed statistics rows are what the solver gives today (scripts/reproduce_rows.py):
budgets are positions, so a row solved again at its own budget comes out the same."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest
from script_loader import load_script

from scorpion.games.scorpion.stats.results import read_rows

REPRODUCE = load_script("reproduce_rows")
QUICK = 2_000
"""Rows that took at most this many positions are drawn (the whole check is the script)."""


@pytest.mark.parametrize("path", sorted(REPRODUCE.DATA.glob("*.csv")), ids=lambda path: path.stem)
def test_quick_committed_rows_come_out_the_same_when_solved_again(path: Path) -> None:
    rows = [row for row in read_rows(path).values() if row.nodes <= QUICK]
    drawn = random.Random(path.stem).sample(rows, min(4, len(rows)))
    assert drawn
    assert REPRODUCE.differences(path.stem, drawn) == []


def test_a_row_the_solver_does_not_give_is_listed_with_the_row_it_gives() -> None:
    row = min(read_rows(REPRODUCE.DATA / "classique.csv").values(), key=lambda row: row.nodes)
    wrong = dataclasses.replace(row, nodes=row.nodes + 1)
    [(old, new)] = REPRODUCE.differences("classique", [wrong])
    assert old == wrong
    assert REPRODUCE.same(row, new)


@pytest.mark.parametrize(
    ("flags", "kept"),
    [
        ([], {"won", "lost", "unknown", "long"}),
        (["--decided"], {"won", "lost", "long"}),
        (["--unknown"], {"unknown"}),
        (["--max-positions", "500"], {"won", "lost", "unknown"}),
        (["--unknown", "--max-positions", "50"], set()),
    ],
)
def test_the_flags_keep_the_rows_they_name(flags: list[str], kept: set[str]) -> None:
    statuses = {"won": "winnable", "lost": "unwinnable", "unknown": "unknown", "long": "winnable"}
    positions = {"won": 100, "lost": 200, "unknown": 500, "long": 900}
    rows = {
        name: REPRODUCE.Row(seed, REPRODUCE.Status(statuses[name]), positions[name], 1.0, 0, 1000)
        for seed, name in enumerate(statuses)
    }
    args = REPRODUCE.parser().parse_args(flags)
    assert REPRODUCE.chosen(rows.values(), args) == [rows[name] for name in rows if name in kept]


def test_decided_and_unknown_rows_cannot_both_be_left_out() -> None:
    with pytest.raises(SystemExit):
        REPRODUCE.parser().parse_args(["--decided", "--unknown"])
