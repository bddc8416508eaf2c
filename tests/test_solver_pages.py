"""The pages drawn from the solver's answers say what the solver answers now: the worked
example played to the end and the "letter of the defeat rule" section are regenerated
and compared with the committed pages, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from script_loader import load_script

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_the_committed_worked_example_is_the_solvers_winning_line(lang: str) -> None:
    expected = load_script("solved_example").page(lang)
    committed = (ROOT / "docs" / lang / "solved.md").read_text(encoding="utf-8")
    assert committed == expected, "run: python scripts/solved_example.py"


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_the_committed_letter_section_is_what_the_solver_finds(lang: str) -> None:
    expected = load_script("letter_page").section(lang)
    committed = (ROOT / "docs" / lang / "disagreements.md").read_text(encoding="utf-8")
    assert expected in committed, "run: python scripts/letter_page.py"
