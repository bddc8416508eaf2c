"""The statistics page says what the committed results say: it is regenerated from
docs/data/stats/*.csv and compared with the committed page, in both languages."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from script_loader import load_script

from scorpion.games.scorpion.stats.claims import CLAIMS

ROOT = Path(__file__).resolve().parents[1]


def stats_page() -> ModuleType:
    return load_script("stats_page")


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_the_committed_page_is_the_one_the_results_give(lang: str) -> None:
    script = stats_page()
    expected = script.page(lang, script.summaries())
    committed = (ROOT / "docs" / lang / "stats.md").read_text(encoding="utf-8")
    assert committed == expected, "run: python scripts/stats_page.py"


def test_every_claim_is_set_against_a_variant_with_results() -> None:
    found = stats_page().summaries()
    for claim in CLAIMS:
        assert claim.variant in found, claim
        if claim.strict:
            assert f"strict-{claim.variant}" in found, claim
