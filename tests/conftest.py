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

# The board lines of the rule texts, copied verbatim so the tests also run where the
# seed texts are not checked out (test_notation compares them with the texts when present).
FRENCH_INITIAL = (
    "réserve : 3 cartes cachées ; aucune suite retirée. "
    "colonne 1 : 3 cachées, puis 3 de carreau, valet de cœur, 10 de cœur, 3 de pique ; "
    "colonne 2 : 3 cachées, puis dame de cœur, 3 de trèfle, 4 de cœur, 7 de pique ; "
    "colonne 3 : 3 cachées, puis as de pique, 7 de carreau, 7 de cœur, 3 de cœur ; "
    "colonne 4 : 3 cachées, puis roi de carreau, 8 de cœur, 7 de trèfle, 9 de pique ; "
    "colonne 5 : 6 de cœur, 8 de trèfle, valet de pique, 4 de trèfle, 9 de trèfle, "
    "8 de carreau, 5 de trèfle ; "
    "colonne 6 : 6 de carreau, dame de trèfle, roi de cœur, 4 de carreau, roi de pique, "
    "9 de cœur, valet de trèfle ; "
    "colonne 7 : as de carreau, dame de carreau, 9 de carreau, 6 de pique, 2 de cœur, "
    "10 de carreau, 5 de cœur."
)
FRENCH_AFTER_FIRST_MOVE = (
    "réserve : 3 cartes cachées ; aucune suite retirée. "
    "colonne 1 : 3 cachées, puis 3 de carreau, valet de cœur, 10 de cœur, 3 de pique ; "
    "colonne 2 : 3 cachées, puis dame de cœur, 3 de trèfle ; "
    "colonne 3 : 3 cachées, puis as de pique, 7 de carreau, 7 de cœur, 3 de cœur ; "
    "colonne 4 : 3 cachées, puis roi de carreau, 8 de cœur, 7 de trèfle, 9 de pique ; "
    "colonne 5 : 6 de cœur, 8 de trèfle, valet de pique, 4 de trèfle, 9 de trèfle, "
    "8 de carreau, 5 de trèfle ; "
    "colonne 6 : 6 de carreau, dame de trèfle, roi de cœur, 4 de carreau, roi de pique, "
    "9 de cœur, valet de trèfle ; "
    "colonne 7 : as de carreau, dame de carreau, 9 de carreau, 6 de pique, 2 de cœur, "
    "10 de carreau, 5 de cœur, 4 de cœur, 7 de pique."
)
MALAY_INITIAL = (
    "simpanan: 3 kad tertutup; tiada urutan dikeluarkan. "
    "lajur 1: 3 kad tertutup, kemudian 3 wajik, Jek hati, 10 hati, 3 spad; "
    "lajur 2: 3 kad tertutup, kemudian Ratu hati, 3 kelawar, 4 hati, 7 spad; "
    "lajur 3: 3 kad tertutup, kemudian As spad, 7 wajik, 7 hati, 3 hati; "
    "lajur 4: 3 kad tertutup, kemudian Raja wajik, 8 hati, 7 kelawar, 9 spad; "
    "lajur 5: 6 hati, 8 kelawar, Jek spad, 4 kelawar, 9 kelawar, 8 wajik, 5 kelawar; "
    "lajur 6: 6 wajik, Ratu kelawar, Raja hati, 4 wajik, Raja spad, 9 hati, Jek kelawar; "
    "lajur 7: As wajik, Ratu wajik, 9 wajik, 6 spad, 2 hati, 10 wajik, 5 hati."
)
MALAY_AFTER_FIRST_MOVE = (
    "simpanan: 3 kad tertutup; tiada urutan dikeluarkan. "
    "lajur 1: 3 kad tertutup, kemudian 3 wajik, Jek hati, 10 hati, 3 spad; "
    "lajur 2: 3 kad tertutup, kemudian Ratu hati, 3 kelawar; "
    "lajur 3: 3 kad tertutup, kemudian As spad, 7 wajik, 7 hati, 3 hati; "
    "lajur 4: 3 kad tertutup, kemudian Raja wajik, 8 hati, 7 kelawar, 9 spad; "
    "lajur 5: 6 hati, 8 kelawar, Jek spad, 4 kelawar, 9 kelawar, 8 wajik, 5 kelawar; "
    "lajur 6: 6 wajik, Ratu kelawar, Raja hati, 4 wajik, Raja spad, 9 hati, Jek kelawar; "
    "lajur 7: As wajik, Ratu wajik, 9 wajik, 6 spad, 2 hati, 10 wajik, 5 hati, 4 hati, 7 spad."
)


SEED_BOARDS = {
    ("fr", "initial"): FRENCH_INITIAL,
    ("fr", "after first move"): FRENCH_AFTER_FIRST_MOVE,
    ("ms", "initial"): MALAY_INITIAL,
    ("ms", "after first move"): MALAY_AFTER_FIRST_MOVE,
}


@pytest.fixture
def seed_boards() -> dict[tuple[str, str], str]:
    """The board lines of the rule texts by (language, stage): "initial" and the board
    "after first move" of the won game (4♥ of column 2 onto the 5♥ of column 7)."""
    return dict(SEED_BOARDS)


@pytest.fixture
def seed_texts() -> dict[str, str]:
    """The rule texts themselves by language (the repository's copies)."""
    return {
        "fr": FRENCH_TEXT.read_text(encoding="utf-8"),
        "ms": MALAY_TEXT.read_text(encoding="utf-8"),
    }
