"""The Scopa section of the rules site, in both languages: a page per Scopa feature under
games/scopa/, the Malay section saying its rule prose is a translation, every example with
its status in the last run, and every picture the position its alt text states."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from scorpion.cards import Card
from scorpion.docs.build import BuildResult
from scorpion.games.scopa import ScopaGame

ROOT = Path(__file__).resolve().parents[1]
SVG = "{http://www.w3.org/2000/svg}"
STEMS = [p.stem for p in sorted((ROOT / "features" / "fr" / "scopa").glob("*.feature"))]


@pytest.fixture(scope="module")
def built(site: BuildResult) -> BuildResult:
    """The run's one build against a real run of the scenarios (conftest.py), the Scopa
    ones included."""
    assert "WARNING" not in site.output, site.output[-3000:]
    return site


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_a_page_per_scopa_feature_with_every_example_passed(built: BuildResult, lang: str) -> None:
    section = built.language_dir(lang) / "games" / "scopa"
    assert sorted(p.name for p in section.iterdir() if p.is_dir()) == STEMS
    examples = 0
    for stem in STEMS:
        html = (section / stem / "index.html").read_text(encoding="utf-8")
        badges = re.findall(r'<p class="sc-badges">(.*?)</p>', html, re.S)
        assert badges, stem
        for badge in badges:
            assert "sc-passed" in badge and "sc-failed" not in badge, (stem, badge)
        examples += len(badges)
    assert examples == 65  # 53, and the 12 scenarios of issue 25


def test_the_malay_section_says_its_rules_are_a_translation(built: BuildResult) -> None:
    malay = (built.language_dir("ms") / "games" / "scopa" / "index.html").read_text("utf-8")
    french = (built.language_dir("fr") / "games" / "scopa" / "index.html").read_text("utf-8")
    assert "Tentang teks Melayu" in malay and "terjemahan" in malay and "teks 002" in malay
    assert "Tentang teks Melayu" not in french and "À propos du texte malais" not in french


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_every_scopa_picture_is_its_alt_text(built: BuildResult, lang: str) -> None:
    section = built.language_dir(lang) / "games" / "scopa"
    count = 0
    for page in sorted(section.glob("*/index.html")):
        html = page.read_text(encoding="utf-8")
        for src, alt in re.findall(r'<img src="([^"]+)" alt="([^"]*)"[^>]*data-game="scopa"', html):
            alt = alt.replace("&quot;", '"').replace("&amp;", "&")
            game = ScopaGame.from_text(alt, lang)
            assert game.to_text(lang, reveal=False) == alt
            svg = ET.parse((page.parent / src).resolve()).getroot()
            assert svg.findtext(f"{SVG}title") == alt
            faces = [Card.from_text(g.attrib["data-card"]) for g in svg.iter(f"{SVG}g")]
            shown = [*game.position.hands[0], *game.position.hands[1], *game.position.table]
            assert set(shown) <= set(faces), page
            count += 1
    assert count >= 60
