"""The rules site in a real browser: Debian's Chromium, headless, driven by Playwright.

Builds the site, serves it on 127.0.0.1 (fixtures in conftest.py), and checks that a
French and a Malay rule page render their board pictures, that the language switcher leads
from one to the other on the same page (and back), and that search finds words in each
language. Screenshots go to
reports/screenshots/. Skipped, saying why, only when /usr/bin/chromium is not installed.
Accessibility (axe-core audit, keyboard, print, dark scheme): test_accessibility.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from scorpion.docs.build import BuildResult
from scorpion.docs.site import ROOT

SCREENSHOTS = ROOT / "reports" / "screenshots"
VIEWPORT = {"width": 1280, "height": 900}


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A page in a fresh context (the `browser`, `site` and `base_url` fixtures are in
    conftest.py, shared with test_accessibility.py)."""
    page = browser.new_page(viewport=VIEWPORT)
    yield page
    page.context.close()


def _rule_page_with_boards(site: BuildResult) -> str:
    """The slug of the rule page showing the worked example (any page with boards else)."""
    pages = sorted((site.language_dir("fr") / "rules").glob("*/index.html"))
    assert pages, "no rule pages were generated"
    for path in pages:
        if "worked_example" in path.read_text(encoding="utf-8") or "4♥" in path.read_text(
            encoding="utf-8"
        ):
            return path.parent.name
    return pages[0].parent.name


def _check_boards(page: Any, lang_word: str) -> int:
    """Scroll to each board picture (they load lazily) and check it was drawn."""
    images = page.locator(".sc-board img")
    count = images.count()
    assert count > 0, f"{page.url}: no board picture"
    for index in range(min(count, 8)):
        image = images.nth(index)
        image.scroll_into_view_if_needed()
        page.wait_for_function(
            "img => img.complete && img.naturalWidth > 0",
            arg=image.element_handle(),
            timeout=10_000,
        )
        alt = image.get_attribute("alt") or ""
        assert alt.startswith(lang_word), alt
        # what assistive technology announces: the board's text form
        assert page.get_by_role("img", name=alt, exact=True).count() >= 1
        box = image.bounding_box()
        assert box is not None and box["width"] > 150 and box["height"] > 100, box
    return int(count)


def _switch_language(page: Any, lang: str) -> None:
    page.locator(".md-header__option .md-select").first.hover()
    link = page.locator(f".md-select__link[hreflang={lang}]").first
    link.wait_for(state="visible", timeout=5_000)
    with page.expect_navigation():
        link.click()


def test_rule_pages_render_boards_and_switch_language(
    page: Any, site: BuildResult, base_url: str
) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    slug = _rule_page_with_boards(site)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    failed: list[str] = []
    page.on("requestfailed", lambda request: failed.append(request.url))

    page.goto(f"{base_url}/rules/{slug}/")
    assert page.locator("html").get_attribute("lang") == "fr"
    fr_boards = _check_boards(page, "réserve")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SCREENSHOTS / f"fr-{slug}.png"), full_page=True)

    _switch_language(page, "ms")
    assert page.url == f"{base_url}/ms/rules/{slug}/"
    assert page.locator("html").get_attribute("lang") == "ms"
    ms_boards = _check_boards(page, "simpanan")
    assert ms_boards == fr_boards
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SCREENSHOTS / f"ms-{slug}.png"), full_page=True)

    _switch_language(page, "fr")
    assert page.url == f"{base_url}/rules/{slug}/"
    assert not errors, errors
    assert not failed, f"requests that failed (the site must work offline): {failed}"


def test_worked_example_in_both_languages(page: Any, base_url: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for lang, prefix, word in (("fr", "", "réserve"), ("ms", "/ms", "simpanan")):
        page.goto(f"{base_url}{prefix}/example/")
        _check_boards(page, word)
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(SCREENSHOTS / f"{lang}-example.png"), full_page=True)


@pytest.mark.parametrize(("prefix", "query"), [("", "colonne"), ("/ms", "lajur")])
def test_search_finds_words_in_each_language(
    page: Any, base_url: str, prefix: str, query: str
) -> None:
    page.goto(f"{base_url}{prefix}/")
    page.locator("label.md-search__icon, .md-search__input").first.click()
    # typed key by key: the search listens to key events, which fill() does not send
    page.locator("input.md-search__input").press_sequentially(query, delay=30)
    results = page.locator(".md-search-result__item")
    results.first.wait_for(state="visible", timeout=15_000)
    assert results.count() > 0
    # results stay in the page's language
    hrefs = [
        results.nth(i).locator("a").first.get_attribute("href") or ""
        for i in range(min(results.count(), 5))
    ]
    for href in hrefs:
        assert ("/ms/" in href) == (prefix == "/ms"), href


def test_variants_side_by_side_and_where_sources_disagree(page: Any, base_url: str) -> None:
    """The comparison table keeps its parameter column in view when scrolled sideways; a
    variant's name leads to its page and sheet; the disagreement table links there too."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": 1300, "height": 1000})
    failed: list[str] = []
    # requests cut short by following a link (net::ERR_ABORTED) are not failures
    page.on(
        "requestfailed",
        lambda request: (
            None
            if "ERR_ABORTED" in str(request.failure)
            else failed.append(f"{request.url} {request.failure}")
        ),
    )
    for lang, prefix, label in (("fr", "", "Colonne vide"), ("ms", "/ms", "Lajur kosong")):
        page.goto(f"{base_url}{prefix}/variants/")
        table = page.locator(".sc-compare table")
        assert table.locator("thead th[data-variant]").count() >= 11
        row = table.locator("tbody th", has_text=label)
        row.scroll_into_view_if_needed()
        before = row.bounding_box()
        page.screenshot(path=str(SCREENSHOTS / f"{lang}-variants.png"), full_page=True)
        table.evaluate("t => { t.scrollLeft = t.scrollWidth; }")
        after = row.bounding_box()
        assert before is not None and after is not None
        assert abs(after["x"] - before["x"]) < 2, "the parameter column scrolled away"
        assert page.locator("thead th[data-variant=wasp] a").is_visible()
        with page.expect_navigation():
            page.locator("thead th[data-variant=wasp] a").click()
        assert page.url == f"{base_url}{prefix}/rules/variantes/wasp/"
        assert page.locator("h2#variant-wasp").is_visible()

        page.goto(f"{base_url}{prefix}/disagreements/")
        page.screenshot(path=str(SCREENSHOTS / f"{lang}-disagreements.png"), full_page=True)
        link = page.locator(".sc-disagreements .sc-pinned a", has_text="Cards4").first
        with page.expect_navigation():
            link.click()
        assert page.url == f"{base_url}{prefix}/rules/variantes/cards4/"
    assert not failed, failed
