"""The repository's copies of the rule texts are the texts themselves."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
COPIES = ROOT / "seeds"
SHARED = ROOT.parent / "shared" / "seeds"
NAMES = [
    "000_f7c5762d24bb4c2b.txt",
    "001_0e134c35e678bfe0.txt",
    "002_c6e88d30a3b18cdc.txt",
    "003_53651744e382e954.txt",
    "004_f5b328e0d7ab8460.txt",
]


@pytest.mark.parametrize("name", NAMES)
def test_every_rule_text_is_in_the_repository(name: str) -> None:
    assert (COPIES / name).read_text(encoding="utf-8").strip()


@pytest.mark.parametrize("name", NAMES)
def test_the_copy_matches_the_shared_rule_text_where_it_exists(name: str) -> None:
    if not SHARED.is_dir():
        pytest.skip(f"{SHARED} is not beside this checkout")
    assert (COPIES / name).read_bytes() == (SHARED / name).read_bytes()
