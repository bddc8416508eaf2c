"""The mutation report keeps "equivalent" and "not a rule" apart and counts what the
`pragma: no mutate` regions hold (scripts/mutation_report.py, the page's figures)."""

from __future__ import annotations

import re
from pathlib import Path

from script_loader import load_script

from scorpion.docs.mutation import mutation_summary

ROOT = Path(__file__).resolve().parent.parent
report_script = load_script("mutation_report")


def test_the_score_leaves_out_both_judgments_and_names_each_by_its_own_name() -> None:
    found = {
        "scorpion.games.scorpion.rules.x_a__mutmut_1": "killed",
        "scorpion.games.scorpion.rules.x_a__mutmut_2": "survived",
        "scorpion.games.scorpion.rules.x_a__mutmut_3": "survived",
        "scorpion.games.scorpion.rules.x_a__mutmut_4": "survived",
    }
    judged = {
        "scorpion.games.scorpion.rules.x_a__mutmut_2": "equivalent",
        "scorpion.games.scorpion.rules.x_a__mutmut_3": "not a rule",
    }
    data = report_script.report(found, judged, {"scorpion/games/scorpion/rules.py": 7})
    assert (data["equivalent"], data["not_a_rule"], data["survived"]) == (1, 1, 1)
    assert data["score"] == 50.0  # 1 killed of the 2 not judged
    assert data["pragma"] == 7
    row = data["files"]["scorpion/games/scorpion/rules.py"]
    assert (row["equivalent"], row["not_a_rule"], row["pragma"]) == (1, 1, 7)
    page = mutation_summary("en", data)
    assert "1 judged equivalent and 1 judged not a rule" in page
    assert "| Equivalent | Not a rule | Held by pragmas |" in page


def test_only_files_with_pragma_comments_hold_untried_mutants() -> None:
    held = report_script.held_by_pragmas()
    assert held, "no mutated file listed"
    for path, count in held.items():
        marked = bool(re.search(r"#\s*pragma:\s*no mutate", (ROOT / path).read_text()))
        assert (count > 0) == marked, path
