"""Shared set-up for the engine's unit and property tests.

Hypothesis profiles (choose one with HYPOTHESIS_PROFILE=<name>):

- ``ci`` (default): no deadline (a loaded CI machine must not turn slowness into
  failures), few enough examples that the whole ``tests/`` run stays well under a minute
  on two cores;
- ``thorough``: many more examples, for a long local run before a release.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    deadline=None,
    max_examples=40,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.register_profile(
    "thorough",
    deadline=None,
    max_examples=1000,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

SEEDS_DIR = Path(__file__).resolve().parents[1] / "seeds"  # copies of ../shared/seeds
FRENCH_TEXT = SEEDS_DIR / "000_f7c5762d24bb4c2b.txt"
MALAY_TEXT = SEEDS_DIR / "001_0e134c35e678bfe0.txt"



def _board_lines(path: Path) -> list[str]:
    """The lines of a rule text that are boards (they start with the reserve)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.startswith(("réserve", "simpanan"))]


STAGES = ("initial", "after first move")
SEED_BOARDS = {
    (lang, stage): line
    for lang, path in (("fr", FRENCH_TEXT), ("ms", MALAY_TEXT))
    for stage, line in zip(STAGES, _board_lines(path), strict=True)
}


@pytest.fixture
def seed_boards() -> dict[tuple[str, str], str]:
    """The board lines of the rule texts by (language, stage): "initial" and the board
    "after first move" of the won game (4♥ of column 2 onto the 5♥ of column 7)."""
    return dict(SEED_BOARDS)
