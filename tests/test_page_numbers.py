"""Numbers on the built pages are written as each reader writes them: no decimal point in a
French page's prose ("1,7 %", not "1.7 %"), no space before the percent sign in a Malay one
("1.7%", not "1.7 %"). Code, boards in code blocks, SVG pictures and version numbers
("mutmut 3.8.1") are not prose and are left out; everything else a reader sees is read.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from scorpion.docs.build import BuildResult

#: what a reader does not read as a number of the language: code, pictures, scripts
NOT_PROSE = re.compile(
    r"<(code|pre|svg|script|style|kbd|samp)\b.*?</\1>|<!--.*?-->", re.DOTALL | re.IGNORECASE
)
TAG = re.compile(r"<[^>]+>")
#: a version (3.8.1, "version 3.4", "versi 3.4") is not a decimal number
VERSION = re.compile(r"\b\d+(?:\.\d+){2,}\b|\bversi(?:on)?\s+\d+(?:\.\d+)+", re.IGNORECASE)
#: words marked as the other language (the style guide shows both ways side by side)
OTHER_LANGUAGE = {
    "fr": re.compile(r'<(\w+)[^>]*\blang="ms"[^>]*>.*?</\1>', re.DOTALL),
    "ms": re.compile(r'<(\w+)[^>]*\blang="fr"[^>]*>.*?</\1>', re.DOTALL),
}
FRENCH_DECIMAL_POINT = re.compile(r"(?<![\w.])\d+\.\d+(?![\w.])")
MALAY_SPACED_PERCENT = re.compile(r"\d[ \u00a0\u202f]%")


def prose(page: str, lang: str) -> str:
    """The text a reader of `lang` reads on an HTML page, without code, pictures, versions
    and words marked as the other language."""
    page = OTHER_LANGUAGE[lang].sub(" ", NOT_PROSE.sub(" ", page))
    return VERSION.sub(" ", html.unescape(TAG.sub(" ", page)))


def french_slips(page: str) -> list[str]:
    text = prose(page, "fr")
    return [
        text[max(0, m.start() - 30) : m.end() + 10] for m in FRENCH_DECIMAL_POINT.finditer(text)
    ]


def malay_slips(page: str) -> list[str]:
    text = prose(page, "ms")
    return [
        text[max(0, m.start() - 30) : m.end() + 10] for m in MALAY_SPACED_PERCENT.finditer(text)
    ]


def test_the_scan_sees_a_slip_in_prose_and_not_in_code_or_versions() -> None:
    page = (
        "<p>Taux : 1.7 % des donnes, 20 000 donnes, 1,7 %.</p>"
        "<pre><code>score = 1.7</code></pre><p>mutmut 3.8.1, <code>0.5</code></p>"
        '<svg><text x="1.5">2.5</text></svg><p>depuis la version 3.4</p>'
        '<td><span lang="ms">1.7%</span></td>'
    )
    assert len(french_slips(page)) == 1 and "1.7 % des" in french_slips(page)[0]
    assert len(malay_slips("<p>4.2 % agihan</p><p>4.2%</p><code>5 %</code>")) == 1


def _pages(result: BuildResult, lang: str) -> list[Path]:
    pages = sorted(result.language_dir(lang).rglob("index.html"))
    if lang == "fr":  # the French build holds the Malay one under ms/
        pages = [p for p in pages if "ms" not in p.relative_to(result.language_dir(lang)).parts[:1]]
    return pages


@pytest.mark.parametrize(
    ("lang", "slips"), [("fr", french_slips), ("ms", malay_slips)], ids=["fr", "ms"]
)
def test_no_built_page_writes_a_number_in_the_other_languages_way(
    site: BuildResult, lang: str, slips: object
) -> None:
    result = site
    assert result.ok, result.output[-3000:]
    pages = _pages(result, lang)
    assert len(pages) > 20  # a scan over nothing passes
    assert callable(slips)
    found = {
        str(page.relative_to(result.language_dir(lang))): hits
        for page in pages
        if (hits := slips(page.read_text(encoding="utf-8")))
    }
    assert found == {}
