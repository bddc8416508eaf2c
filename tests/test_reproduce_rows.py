"""The committed statistics rows are what the solver gives today (scripts/reproduce_rows.py):
budgets are positions, so a row solved again at its own budget comes out the same."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from script_loader import load_script

from scorpion.games.scorpion.solver import Status
from scorpion.games.scorpion.stats.results import Row, read_rows

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


def test_on_a_dask_cluster_rows_come_out_as_committed_and_a_wrong_one_is_listed() -> None:
    """`--scheduler`: the cluster's rows are the committed ones (solved locally)."""
    distributed = pytest.importorskip("dask.distributed")
    rows = [row for row in read_rows(REPRODUCE.DATA / "classique.csv").values() if row.nodes < 50]
    right = random.Random(0).sample(rows, 4)
    wrong = dataclasses.replace(right[0], nodes=right[0].nodes + 1)
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=False, dashboard_address=":0"
    ) as cluster:
        [(old, new)] = REPRODUCE.differences("classique", [wrong, *right[1:]], scheduler=cluster)
    assert old == wrong and REPRODUCE.same(right[0], new)


@pytest.mark.parametrize(
    ("flags", "kept"),
    [
        ([], {"won", "lost", "unknown", "long"}),
        (["--decided"], {"won", "lost", "long"}),
        (["--unknown"], {"unknown"}),
        (["--max-positions", "500"], {"won", "lost", "unknown"}),
        (["--unknown", "--max-positions", "50"], set()),
        (["--seeds", "1-2"], {"lost", "unknown"}),
        (["--seeds", "3", "--decided"], {"long"}),
        (["--seeds", "0,2-3"], {"won", "unknown", "long"}),
        (["--lost"], {"lost"}),
        (["--seconds", "1-1"], {"won", "lost", "unknown", "long"}),
        (["--seconds", "1.5-60"], set()),
    ],
)
def test_the_flags_keep_the_rows_they_name(flags: list[str], kept: set[str]) -> None:
    statuses = {"won": "winnable", "lost": "unwinnable", "unknown": "unknown", "long": "winnable"}
    positions = {"won": 100, "lost": 200, "unknown": 500, "long": 900}
    rows = {
        name: Row(seed, Status(statuses[name]), positions[name], 1.0, 0, 1000)
        for seed, name in enumerate(statuses)
    }
    args = REPRODUCE.parser().parse_args(flags)
    assert REPRODUCE.chosen(rows.values(), args) == [rows[name] for name in rows if name in kept]


@pytest.mark.parametrize(
    "flags",
    [
        ["--decided", "--unknown"],
        ["--lost", "--unknown"],
        ["--seeds", "3-x"],
        ["--seeds", "1,x"],
        ["--seconds", "45"],
    ],
)
def test_contradictory_or_malformed_flags_are_refused(flags: list[str]) -> None:
    with pytest.raises(SystemExit):
        REPRODUCE.parser().parse_args(flags)


def test_write_replaces_rows_the_code_gives_otherwise_but_not_a_verdict_it_no_longer_gives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    quick = sorted(read_rows(REPRODUCE.DATA / "classique.csv").values(), key=lambda row: row.nodes)
    won = [row for row in quick if row.status is Status.WINNABLE][:2]
    lost = next(row for row in quick if row.status is Status.UNWINNABLE)
    wrong_count = dataclasses.replace(won[0], nodes=won[0].nodes + 1)
    was_unknown = dataclasses.replace(won[1], status=Status.UNKNOWN, length=0)
    wrong_verdict = dataclasses.replace(lost, status=Status.WINNABLE, length=9)
    for row in sorted((wrong_count, was_unknown, wrong_verdict), key=lambda row: row.seed):
        REPRODUCE.append(tmp_path / "classique.csv", row)
    monkeypatch.setattr(REPRODUCE, "DATA", tmp_path)
    args = REPRODUCE.parser().parse_args(["--write", "--jobs", "1"])
    with REPRODUCE.Progress(disable=True) as progress:
        assert REPRODUCE.check("classique", args, progress)
    after = read_rows(tmp_path / "classique.csv")
    assert REPRODUCE.same(won[0], after[won[0].seed])
    assert REPRODUCE.same(won[1], after[won[1].seed])
    assert after[lost.seed] == wrong_verdict


@pytest.mark.parametrize("retime", [True, False])
def test_retime_puts_todays_seconds_in_place_for_rows_that_come_out_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, retime: bool
) -> None:
    quick = sorted(read_rows(REPRODUCE.DATA / "classique.csv").values(), key=lambda row: row.nodes)
    slow = [
        dataclasses.replace(row, seconds=999.0) for row in sorted(quick[:2], key=lambda r: r.seed)
    ]
    for row in slow:
        REPRODUCE.append(tmp_path / "classique.csv", row)
    monkeypatch.setattr(REPRODUCE, "DATA", tmp_path)
    args = REPRODUCE.parser().parse_args(
        ["--jobs", "1", "--seconds", "900-1000"] + ["--retime"] * retime
    )
    with REPRODUCE.Progress(disable=True) as progress:
        assert not REPRODUCE.check("classique", args, progress)  # none moved
    after = read_rows(tmp_path / "classique.csv")
    for row in slow:
        assert REPRODUCE.same(row, after[row.seed])
        assert (after[row.seed].seconds < 999.0) is retime


def test_an_interrupted_write_keeps_the_rows_already_solved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    quick = sorted(read_rows(REPRODUCE.DATA / "classique.csv").values(), key=lambda row: row.nodes)
    first, second = sorted(quick[:2], key=lambda row: row.seed)
    for row in (first, second):
        REPRODUCE.append(tmp_path / "classique.csv", dataclasses.replace(row, nodes=row.nodes + 1))
    solve_all = REPRODUCE.run_local

    def interrupted(*args: object, **kwargs: object) -> Iterator[Row]:
        yield next(iter(solve_all(*args, **kwargs)))
        raise KeyboardInterrupt

    monkeypatch.setattr(REPRODUCE, "DATA", tmp_path)
    monkeypatch.setattr(REPRODUCE, "run_local", interrupted)
    args = REPRODUCE.parser().parse_args(["--write", "--jobs", "1"])
    with REPRODUCE.Progress(disable=True) as progress, pytest.raises(KeyboardInterrupt):
        REPRODUCE.check("classique", args, progress)
    after = read_rows(tmp_path / "classique.csv")
    assert REPRODUCE.same(first, after[first.seed])
    assert after[second.seed].nodes == second.nodes + 1


def test_a_row_that_moved_is_shown_with_what_changed_before_and_after() -> None:
    old = Row(7, Status.UNWINNABLE, 120, 1.0, 0, 3000)
    longer = dataclasses.replace(old, nodes=125)
    won = dataclasses.replace(old, status=Status.WINNABLE, nodes=80, length=40)
    assert REPRODUCE.shown(old, longer) == (
        "deal 7 at 3000 positions: unwinnable, 120 -> 125 positions, line 0 -> 0"
    )
    assert REPRODUCE.shown(old, won) == "deal 7 at 3000 positions: unwinnable -> winnable"
