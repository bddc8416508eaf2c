"""scripts/recheck_verdicts.py --unpruned: committed losses searched again with every pruning
rule off. The check can fail (a deal listed as lost that is won is caught) and, on real
committed losses, confirms them."""

from __future__ import annotations

from pathlib import Path

import pytest
from script_loader import load_script

from scorpion.games.scorpion.solver import Status
from scorpion.games.scorpion.solver.readings import Reading
from scorpion.games.scorpion.stats.results import Row, append

RECHECK = load_script("recheck_verdicts")


def test_a_loss_the_search_without_pruning_wins_is_reported() -> None:
    """Classique deal 9 is won (52 positions without the rules): listed among losses, the
    check finds the win and its line replays to a win."""
    found = RECHECK.against_unpruned("classique", Reading.LETTER, [9], 2_000)
    assert found == {"exhausted": [], "unknown": [], "won": [9], "not replayed": []}


def test_committed_losses_are_searched_whole_without_the_pruning_rules() -> None:
    """Classique deals 0, 6, 8 and 13 are committed losses (proved with the dead-position
    test and the safe moves); without them the search visits every reachable position
    (256 to 568) and finds no win."""
    found = RECHECK.against_unpruned("classique", Reading.LETTER, [0, 6, 8, 13], 2_000)
    assert found == {"exhausted": [0, 6, 8, 13], "unknown": [], "won": [], "not replayed": []}


def test_the_command_exits_1_when_a_committed_loss_is_won(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A result file listing the won deal 9 among Classique's losses fails the check and
    names it; the same file without it passes."""
    monkeypatch.setattr(RECHECK, "DATA", tmp_path)
    for seed in (0, 9):
        append(tmp_path / "classique.csv", Row(seed, Status.UNWINNABLE, 1, 0.0, 0, 30_000))
    assert RECHECK.main(["classique", "--unpruned", "--node-limit", "2000"]) == 1
    out = capsys.readouterr().out
    assert "1 of the first 2 of 2 losses searched whole" in out and "1 won [9]" in out
    (tmp_path / "classique.csv").unlink()
    append(tmp_path / "classique.csv", Row(0, Status.UNWINNABLE, 1, 0.0, 0, 30_000))
    assert RECHECK.main(["classique", "--unpruned", "--node-limit", "2000"]) == 0
    assert "0 won []" in capsys.readouterr().out
