"""The claims' readings are data fixed before the figures: every reading is a known kind
with a proper interval, every word of the claims is in the solver catalog, and a verdict
says what the bounds and the interval say."""

from __future__ import annotations

import tomllib

import pytest

from scorpion.games.scorpion.stats import claims
from scorpion.games.scorpion.stats.claims import CLAIMS, READING_TEXTS, Reading, Verdict, verdict


def test_every_claim_has_readings_of_known_kinds_with_proper_intervals() -> None:
    assert len(CLAIMS) == len(tomllib.loads(claims.CLAIMS_FILE.read_text())["claim"])
    for claim in CLAIMS:
        assert claim.readings, claim
        for reading in claim.readings:
            assert reading.name in READING_TEXTS
            assert 0 <= reading.low <= reading.high <= 1


def test_the_claims_words_are_msgids_of_the_catalog() -> None:
    words = set(claims._WORDS)
    for claim in CLAIMS:
        assert claim.source in words and claim.text in words, claim


def test_a_bad_reading_name_is_refused(tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    bad = tmp_path / "claims.toml"
    bad.write_text(
        '[[claim]]\nsource = "s"\ntext = "t"\nvariant = "classique"\nmeasure = "solver"\n'
        'readings = [{ name = "roughly", low = 0.1, high = 0.2 }]\n'
    )
    with pytest.raises(ValueError, match="bad reading"):
        claims.load_claims(bad)


@pytest.mark.parametrize(
    ("low", "high", "expected"),
    [
        (0.12, 0.14, Verdict.CONFIRMED),
        (0.05, 0.09, Verdict.REFUTED),
        (0.16, 0.30, Verdict.REFUTED),
        (0.09, 0.12, Verdict.CANNOT_TELL),
        (0.05, 0.30, Verdict.CANNOT_TELL),
    ],
)
def test_a_verdict_compares_the_bounds_with_the_claimed_interval(
    low: float, high: float, expected: Verdict
) -> None:
    assert verdict(low, high, Reading("as-stated", 0.10, 0.15)) is expected
