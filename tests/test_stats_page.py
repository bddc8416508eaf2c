"""The statistics page says what the committed results say: it is regenerated from
docs/data/stats/*.csv and compared with the committed page, in both languages."""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import pytest
from script_loader import load_script

from scorpion.games.scorpion.solver.readings import Reading, has_two_readings, read, result_name
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


def test_every_claim_is_set_against_results_under_every_reading_of_its_rule_set() -> None:
    found = stats_page().summaries()
    for claim in CLAIMS:
        readings = [Reading.LETTER]
        if has_two_readings(read(claim.variant)):
            readings.append(Reading.SENSE)
        for reading in readings:
            assert result_name(claim.variant, reading) in found, (claim, reading)
            if claim.strict:
                assert result_name(claim.variant, reading, strict=True) in found, claim


def test_traditionals_two_readings_stand_side_by_side_with_their_explanation() -> None:
    script = stats_page()
    found = script.summaries()
    for lang, words in (("fr", "sens évident"), ("ms", "maksudnya yang jelas")):
        section = "\n".join(script.two_readings(lang, found))
        assert words in section
        assert section.count("\n| ") == 3  # the header and one row per reading


@pytest.mark.parametrize(("lang", "share"), [("fr", r"\d,\d[\u00a0\u202f]%"), ("ms", r"\d\.\d%")])
def test_shares_are_written_as_the_reader_writes_them(lang: str, share: str) -> None:
    page = (ROOT / "docs" / lang / "stats.md").read_text(encoding="utf-8")
    assert re.search(share, page)
    assert not re.search(r"\d\.\d %", page)  # the old "4.2 %" of both languages


def test_every_claim_reading_is_shown_with_its_verdict() -> None:
    script = stats_page()
    lines = script.claims_section("fr", script.summaries())
    rows = [line for line in lines if line.startswith("| ") and "**" in line]
    expected = sum(
        len(claim.readings) * (2 if has_two_readings(read(claim.variant)) else 1)
        for claim in CLAIMS
    )
    assert len(rows) == expected
