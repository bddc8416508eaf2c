"""The glossary on the site and the quotation marks: the glossary page lists every term,
the built pages (generated ones included) keep to the glossary, and every French and Malay
text quotes with « » (“ ” only inside them). The corpus readers are tests/test_glossary.py's.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from test_glossary import (
    CODE,
    DOC_STRING,
    MARKER,
    ROOT,
    _blank,
    catalog_pairs,
    data_pairs,
    french_files,
    malay_files,
)

from scorpion.docs.build import BuildResult
from scorpion.docs.glossary import glossary_page
from scorpion.glossary import load


# ---- the glossary page ------------------------------------------------------------------------
def test_the_page_lists_every_term_in_each_language() -> None:
    for lang in ("fr", "ms"):
        page = glossary_page(lang)
        rows = [line for line in page.splitlines() if line.startswith("| <span")]
        assert len(rows) == len(load().terms)
        for term in load().terms:
            assert f'<strong lang="ms">{html.escape(term.ms, quote=False)}</strong>' in page
            assert all(f"<s>{avoid.word}</s>" in page for avoid in term.avoid)
    assert "| Français | Malais | Anglais |" in glossary_page("fr")
    assert "| Bahasa Perancis | Bahasa Melayu | Bahasa Inggeris |" in glossary_page("ms")


def test_the_site_shows_the_glossary_and_where_its_malay_comes_from(
    site: BuildResult,
) -> None:
    """The real site, built once per run (conftest.py)."""
    result = site
    assert result.ok, result.output[-3000:]
    pages = {}
    for lang in ("fr", "ms"):
        page = result.language_dir(lang) / "glossary" / "index.html"
        pages[lang] = page.read_text(encoding="utf-8")
        home = (result.language_dir(lang) / "index.html").read_text(encoding="utf-8")
        assert 'href="glossary/' in home  # in the navigation and linked from the home page
    assert '<h1 id="glossaire">Glossaire' in pages["fr"]
    assert '<h1 id="glosari">Glosari' in pages["ms"]
    for term in load().terms:
        for lang in ("fr", "ms"):
            assert f'<strong lang="ms">{html.escape(term.ms, quote=False)}</strong>' in pages[lang]
    malay = pages["ms"]
    assert 'id="asal-teks-melayu"' in malay and 'id="melaporkan-masalah-perkataan"' in malay
    assert "Terjemahan projek sendiri" in malay and "locales/glossary.toml" in malay


# ---- quotation marks ---------------------------------------------------------------------------
HTML_TAG = re.compile(r"<[^>\n]+>")


def quote_slips(text: str, straight: bool = True) -> list[str]:
    """The quotation marks of a French or Malay text that are not « » (or “ ” inside « »):
    an opening “ or (with `straight`) a straight " outside any « … »."""
    depth, slips = 0, []
    marks = '“"' if straight else "“"
    text = HTML_TAG.sub(lambda m: " " * len(m.group(0)), text)
    for index, char in enumerate(text):
        if char == "«":
            depth += 1
        elif char == "»":
            depth = max(0, depth - 1)
        elif char in marks and depth == 0:
            slips.append(text[max(0, index - 20) : index + 20].replace("\n", " "))
    return slips


def quotation_slips(root: Path) -> list[str]:
    out = []
    for where, french, malay in [*catalog_pairs(root), *data_pairs(root)]:
        out += [f"{where} (ms): {s}" for s in quote_slips(malay) if "“" in s]
        out += [f"{where} (fr): {s}" for s in quote_slips(french) if "“" in s]
    for path in [*malay_files(root), *french_files(root)]:
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".feature":  # straight quotes are TOML in tables and doc strings
            lines = _blank(DOC_STRING, text).splitlines()
            prose = "\n".join("" if line.lstrip().startswith("|") else line for line in lines)
            out += [f"{path.relative_to(root)}: {s}" for s in quote_slips(prose)]
        else:  # JSON in code spans may wrap: only curly quotes are read on pages
            prose = _blank(CODE, MARKER, text)
            out += [f"{path.relative_to(root)}: {s}" for s in quote_slips(prose, False)]
    return out


def test_the_quotes_are_guillemets_with_curly_quotes_only_inside() -> None:
    assert quote_slips("« Il dit “oui” » et « non »") == []
    assert len(quote_slips("yang serupa menyatakan “kalah”")) == 1
    assert len(quote_slips('mengira pokoknya ("perft")')) == 2
    assert quotation_slips(ROOT) == []


STRUCK = re.compile(r"<(s|q|code|pre|svg|script|style)\b.*?</\1>", re.DOTALL)
OTHER_LANGUAGE = {
    lang: re.compile(rf'<(\w+)[^>]*\blang="{other}"[^>]*>.*?</\1>', re.DOTALL)
    for lang, other in (("ms", "(?:fr|en)"), ("fr", "(?:ms|en)"))
}


def built_text(page: str, lang: str) -> str:
    """What a reader of `lang` reads on a built page as the page's own words: no code, no
    pictures, no struck-out words (the glossary's « not to write » columns), no quotation
    of a rule text (<q>: the texts' own words) and no words marked as the other language."""
    page = OTHER_LANGUAGE[lang].sub(" ", STRUCK.sub(" ", page))
    return html.unescape(HTML_TAG.sub(" ", page))


GAME_PART = re.compile(r'<div data-game="(\w+)"[^>]*>(.*?)<!-- end of the game part -->', re.DOTALL)
"""A part of a page written for one game (the protocol page's Scopa part): its words are
held to that game's glossary, like the game's own pages."""


def game_parts(page: str, game: str) -> list[tuple[str, str]]:
    """(game, html) pieces of a page: each marked game part, and the rest as `game`'s."""
    parts = [(match[1], match[2]) for match in GAME_PART.finditer(page)]
    return [(game, GAME_PART.sub(" ", page)), *parts]


def test_a_marked_game_part_is_read_as_that_games_text() -> None:
    page = 'a <div data-game="scopa">b</div>\n<!-- end of the game part --> c'
    assert game_parts(page, "") == [("", "a   c"), ("scopa", "b</div>\n")]


def test_the_built_pages_keep_to_the_glossary(site: BuildResult) -> None:
    """The generated pages too (rule pages, tables, the vocabulary, the protocol): what the
    site prints, not only what is written by hand."""
    result = site
    assert result.ok, result.output[-3000:]
    glossary, found = load(), []
    malay = sorted(result.language_dir("ms").rglob("index.html"))
    french_root = result.language_dir("fr")
    french = [
        p for p in french_root.rglob("index.html") if p.relative_to(french_root).parts[0] != "ms"
    ]
    assert len(malay) > 20 and len(french) > 20
    for page in malay:
        game = "scopa" if "scopa" in page.relative_to(result.language_dir("ms")).parts else ""
        for part_game, part in game_parts(page.read_text(encoding="utf-8"), game):
            text = built_text(part, "ms")
            hits = glossary.avoided(text, part_game)
            found += [f"ms {page.parent.name}: {hit.found}" for hit in hits]
    for page in french:
        text = built_text(page.read_text(encoding="utf-8"), "fr")
        found += [f"fr {page.parent.name}: {hit.found}" for hit in glossary.avoided_fr(text)]
    assert not found, "\n".join(found)
