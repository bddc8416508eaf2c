"""The rule-book runs most tests make in their own process (tests/rulebook_runs.py) are
the runs a user makes: the same results, scenario by scenario and message by message, as
`scorpion.bdd.conformance.run_rule_book`'s fresh process, and the test's process left as
it was found."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from hypothesis import settings
from rulebook_runs import EXAMPLES, broken_rule_book, run_features

from scorpion.bdd.conformance import Outcome, run_rule_book

#: a bug some scenarios of both languages catch, others not: passes and failures to compare
BUG = "reserve_waits"
ENGINE = f"broken_engine:{BUG}"


def test_a_run_in_this_process_gives_what_a_fresh_process_gives() -> None:
    here = list(broken_rule_book(BUG))  # the run test_broken_engine.py checks too
    fresh = run_rule_book(ENGINE, pythonpath=[EXAMPLES])
    assert here == fresh
    outcomes = {(result.lang, result.outcome) for result in here}
    assert {(lang, outcome) for lang in ("fr", "ms") for outcome in Outcome} - outcomes <= {
        ("fr", Outcome.NOT_APPLICABLE),
        ("ms", Outcome.NOT_APPLICABLE),
    }


def test_a_run_in_this_process_leaves_it_as_it_found_it(tmp_path: Path) -> None:
    folder, path, environ = os.getcwd(), list(sys.path), dict(os.environ)
    profile = settings.get_current_profile_name()
    sys.modules.pop("idle_engine", None)
    _output, status, report = run_features(
        tmp_path, "features/fr/01_en_bref.feature", "--engine=idle_engine:IdleEngine"
    )
    assert status == 1 and report["summary"]["failed"] > 0  # it did run the engine
    assert (os.getcwd(), sys.path, dict(os.environ)) == (folder, path, environ)
    assert settings.get_current_profile_name() == profile
    assert "idle_engine" not in sys.modules  # the next run imports the engine again
