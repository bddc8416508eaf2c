"""The rules site is usable by everyone: WCAG 2.1 A/AA audited by axe-core on a page of
every kind the build produces, each in one colour scheme, light and dark in turn (every
page in both schemes under `make audit`: tests/sampling.py), then at phone width; the
header and the examples work with the keyboard alone; a rule page prints cleanly.

One Chromium for all (conftest.py), one page per scheme reused for every audit. The
audit's figures (pages, schemes, violations, seconds) go to reports/accessibility.txt.
Skipped, saying why, only when /usr/bin/chromium is not installed.
"""

from __future__ import annotations

import contextlib
import io
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_audit import AXE_OPTIONS, PHONE, SCHEMES, VIEWPORT
from sampling import alternating, one_per_kind

from scorpion.docs.build import LANGUAGE_DIRS, BuildResult
from scorpion.docs.site import ROOT

REPORT = ROOT / "reports" / "accessibility.txt"
#: A4 with 15 mm margins: the height an example must fit in to be kept on one page (px)
PRINT_MARGIN = "15mm"
PRINT_HEIGHT = (297 - 2 * 15) / 25.4 * 96

#: document.activeElement, described for failure messages
_FOCUSED = """() => { const e = document.activeElement; if (!e) return 'nothing';
  const what = e.getAttribute('aria-label') || e.getAttribute('href') || e.textContent || '';
  return `${e.tagName.toLowerCase()}.${e.className} "${what.trim().slice(0, 40)}"`; }"""


def site_urls(site: BuildResult) -> list[str]:
    """Every page the build wrote, as a path from the site's root ("", "rules/x/", "404.html",
    "ms/..."): walked from the output, so pages added by anyone are audited too."""
    urls = []
    for path in sorted(site.site_dir.rglob("*.html")):
        rel = path.relative_to(site.site_dir).as_posix()
        urls.append(rel.removesuffix("index.html"))
    return urls


def page_kind(url: str) -> str:
    """What a page is, whatever its language: its first folder ("rules", "glossary", "")."""
    return url.removeprefix(LANGUAGE_DIRS["ms"] + "/").split("/")[0]


@pytest.fixture
def new_page(browser: Any) -> Iterator[Any]:
    """Pages in fresh contexts (`new_page(color_scheme=...)`), closed after the test."""
    pages: list[Any] = []

    def make(**options: Any) -> Any:
        page = browser.new_page(**{"viewport": VIEWPORT, **options})
        pages.append(page)
        return page

    yield make
    for page in pages:
        page.context.close()


def _rule_page(site: BuildResult, least_examples: int = 5) -> str:
    """A rule page with several examples and pictures (its path under each language)."""
    for path in sorted((site.language_dir("fr") / "rules").glob("*/index.html")):
        text = path.read_text(encoding="utf-8")
        if text.count('class="sc-example"') >= least_examples and "sc-board" in text:
            return f"rules/{path.parent.name}/"
    raise AssertionError("no rule page with several examples")


# ---- the audit ------------------------------------------------------------------------------
def test_every_page_passes_axe_in_both_schemes_and_at_phone_width(
    new_page: Any, site: BuildResult, base_url: str
) -> None:
    from axe_playwright_python.sync_playwright import Axe

    urls = site_urls(site)
    ms = LANGUAGE_DIRS["ms"] + "/"
    assert any(u.startswith(ms) for u in urls) and any(not u.startswith(ms) for u in urls)
    audited = alternating(one_per_kind(urls, page_kind), list(SCHEMES))
    assert {scheme for _url, schemes in audited for scheme in schemes} == set(SCHEMES)
    axe_script = Axe().axe_script
    problems: list[str] = []
    start = time.monotonic()
    every = {scheme: new_page(color_scheme=scheme) for scheme in SCHEMES}
    for page in every.values():
        page.add_init_script(axe_script)
    for url, schemes in audited:
        pages = {scheme: every[scheme] for scheme in schemes}
        for scheme, page in pages.items():
            page.goto(f"{base_url}/{url}")
            # the site follows the reader's system preference by default
            shown = page.locator("body").get_attribute("data-md-color-scheme")
            assert shown == SCHEMES[scheme], (url, scheme, shown)
            # started in each page before waiting for any
            page.evaluate(
                "options => { window.scAudit = axe.run(document, options); }", AXE_OPTIONS
            )
        for scheme, page in pages.items():
            for violation in page.evaluate("() => window.scAudit")["violations"]:
                for node in violation["nodes"]:
                    summary = (node.get("failureSummary") or "").splitlines()
                    problems.append(
                        f"{scheme} /{url}: {violation['id']} ({violation['impact']}) at "
                        f"{' '.join(map(str, node['target']))}: {' '.join(summary[1:2]).strip()}"
                    )
        problems += _on_a_phone(pages[schemes[0]], url)
    seconds = time.monotonic() - start
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    audits = sum(len(schemes) for _url, schemes in audited)
    REPORT.write_text(
        f"axe-core WCAG 2.1 A/AA audit: {len(audited)} of {len(urls)} pages, {audits} audits "
        f"in the schemes {', '.join(SCHEMES)}, {len(problems)} violations, {seconds:.1f} s\n"
        + "".join(f"{p}\n" for p in problems),
        encoding="utf-8",
    )
    assert not problems, f"{len(problems)} WCAG 2.1 A/AA violations:\n" + "\n".join(problems[:60])


#: axe's one WCAG rule whose answer depends on the width
NARROW = {"runOnly": {"type": "rule", "values": ["scrollable-region-focusable"]}}


SETTLED = """() => [...document.querySelectorAll("pre > code, .md-typeset__scrollwrap")].every(
    region => region.scrollWidth <= region.clientWidth || region.hasAttribute("tabindex"))"""


def _settle(page: Any) -> None:
    """Wait (a second at most) until what scrolls sideways after a resize has been made
    focusable: Material does it for code blocks from a resize observer and scorpion.js
    for tables from the resize event, both a frame or more after the resize, so axe run at
    once could see a code block before its turn (seen once: /ms/perft/). A region never
    made focusable is then reported by axe as before."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    with contextlib.suppress(PlaywrightTimeout):
        page.wait_for_function(SETTLED, timeout=1_000)


def _on_a_phone(page: Any, url: str) -> list[str]:
    """The page just audited, narrowed to phone width (the window's resize), checked by
    `scrollable-region-focusable`, then widened again: what scrolls sideways on a phone
    takes the focus (or holds something that does), so the keyboard scrolls it too."""
    page.set_viewport_size(PHONE)
    try:
        _settle(page)
        violations = page.evaluate("o => axe.run(document, o)", NARROW)["violations"]
    finally:
        page.set_viewport_size(VIEWPORT)
    return [
        f"phone /{url}: {' '.join(map(str, n['target']))}" for v in violations for n in v["nodes"]
    ]


def test_on_a_narrow_screen_what_scrolls_takes_the_keyboard(
    new_page: Any, site: BuildResult, base_url: str
) -> None:
    """Loaded at phone width (the audit above narrows pages already loaded), the glossary's
    wide tables scroll sideways, and each takes the focus so the keyboard scrolls it too
    (tables are where Material's own focusable code blocks leave a gap: scorpion.js)."""
    from axe_playwright_python.sync_playwright import Axe

    page = new_page(viewport=PHONE)
    page.add_init_script(Axe().axe_script)
    for url in ("glossary/", f"{LANGUAGE_DIRS['ms']}/glossary/"):
        page.goto(f"{base_url}/{url}")
        _settle(page)
        scrolling = page.locator(".md-typeset__scrollwrap[tabindex='0']").count()
        assert scrolling > 0, f"/{url}: no table scrolls sideways at phone width"
        violations = page.evaluate("o => axe.run(document, o)", NARROW)["violations"]
        assert not violations, [n["target"] for v in violations for n in v["nodes"]]


# ---- the dark scheme ------------------------------------------------------------------------
def test_board_pictures_follow_the_chosen_scheme(
    new_page: Any, site: BuildResult, base_url: str
) -> None:
    """The SVG restyles itself under a dark preference, and the site hands each <img> the
    scheme chosen with the toggle (an SVG image follows its <img>'s color-scheme)."""
    page = new_page(color_scheme="dark")
    board = next((site.language_dir("fr") / "boards").glob("*.svg")).name
    page.goto(f"{base_url}/boards/{board}")
    felt = page.evaluate("getComputedStyle(document.querySelector('.felt')).fill")
    assert felt == "rgb(26, 46, 31)", felt  # DARK.felt, #1a2e1f
    page.goto(f"{base_url}/{_rule_page(site)}")
    scheme_of_image = "getComputedStyle(document.querySelector('.sc-board img')).colorScheme"
    assert page.evaluate(scheme_of_image) == "dark"
    # chosen light on a dark system: the pictures go light too
    page.evaluate("document.body.setAttribute('data-md-color-scheme', 'default')")
    assert page.evaluate(scheme_of_image) == "light"


# ---- the keyboard ---------------------------------------------------------------------------
def _tab_to(page: Any, selector: str, limit: int = 120) -> list[str]:
    """Press Tab until the focused element matches `selector`; the elements passed."""
    passed: list[str] = []
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("s => document.activeElement?.matches(s) ?? false", selector):
            return passed
        passed.append(page.evaluate(_FOCUSED))
    raise AssertionError(f"Tab never reached {selector}; went through: {passed}")


def _focused(page: Any, selector: str) -> bool:
    return bool(page.evaluate("s => document.activeElement?.matches(s) ?? false", selector))


def test_header_and_examples_work_with_the_keyboard(
    new_page: Any, site: BuildResult, base_url: str
) -> None:
    rule = _rule_page(site)
    page = new_page(color_scheme="light")
    page.goto(f"{base_url}/{rule}")
    scheme = "() => document.body.getAttribute('data-md-color-scheme')"

    # the scheme toggle: reached first in the header, Enter cycles system → light → dark
    before = _tab_to(page, "input[name=__palette]")
    assert len(before) <= 3, before  # skip link, logo
    assert page.evaluate(scheme) == "default"
    page.keyboard.press("Enter")
    assert _focused(page, "input[name=__palette]:checked")
    page.keyboard.press("Enter")
    page.wait_for_function(f"({scheme})() === 'slate'")
    label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert label == "Couleurs : sombres ; suivre celles du système", label
    page.keyboard.press("Enter")  # back to the system's (light here)
    page.wait_for_function(f"({scheme})() === 'default'")

    # the language switcher: its list opens on focus, Enter follows a link
    _tab_to(page, ".md-header .md-select button")
    _tab_to(page, ".md-select__link", limit=2)
    page.wait_for_function(
        "() => getComputedStyle(document.activeElement.closest('.md-select__inner'))"
        ".opacity === '1'"
    )
    _tab_to(page, ".md-select__link[hreflang=ms]", limit=2)
    with page.expect_navigation():
        page.keyboard.press("Enter")
    assert page.url == f"{base_url}/ms/{rule}"

    # search: typed into, results reached with the arrows, Enter opens one
    _tab_to(page, "input.md-search__input")
    page.keyboard.type("lajur", delay=30)
    page.locator(".md-search-result__item").first.wait_for(state="visible", timeout=15_000)
    page.keyboard.press("ArrowDown")
    assert _focused(page, "a.md-search-result__link"), page.evaluate(_FOCUSED)
    href = page.evaluate("() => document.activeElement.href")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    assert page.url == href and "/ms/" in page.url

    # the examples: the table of contents leads to each; its board text opens with Enter
    page.goto(f"{base_url}/ms/{rule}")
    target = "#" + page.evaluate(
        "() => [...document.querySelectorAll('.sc-example')].find(s => s.querySelector("
        "'details')).querySelector('h2, h3, h4').id"
    )
    _tab_to(page, f".md-sidebar--secondary a[href='{target}']")
    page.keyboard.press("Enter")
    page.wait_for_function("t => location.hash === t", arg=target)
    heading = page.locator(target)
    page.wait_for_function(
        "h => { const r = h.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; }",
        arg=heading.element_handle(),
    )
    _tab_to(page, "summary", limit=6)
    section = "el => el.closest('.sc-example')?.querySelector('h3, h2, h4')?.id"
    assert page.evaluate(f"() => ({section})(document.activeElement)") == target[1:]
    page.keyboard.press("Enter")
    assert page.evaluate("() => document.activeElement.parentElement.open") is True


# ---- print ----------------------------------------------------------------------------------
def test_a_rule_page_prints_cleanly(new_page: Any, site: BuildResult, base_url: str) -> None:
    """No navigation, light paper even when the screen is dark, every board printed, and
    each example that fits on a page printed on one page."""
    from pypdf import PdfReader

    rule = _rule_page(site)
    page = new_page(color_scheme="dark")
    page.goto(f"{base_url}/{rule}")
    page.emulate_media(media="print")
    hidden = page.evaluate(
        """() => ['.md-header', '.md-sidebar--primary', '.md-sidebar--secondary', '.md-footer']
             .filter(s => document.querySelector(s))
             .map(s => getComputedStyle(document.querySelector(s)).display)"""
    )
    assert hidden and set(hidden) == {"none"}, hidden
    ink = page.evaluate("getComputedStyle(document.querySelector('.md-typeset')).color")
    assert ink == "rgba(0, 0, 0, 0.87)", ink
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(255, 255, 255)"
    assert page.evaluate(
        "[...document.querySelectorAll('.sc-board img')]"
        ".every(i => getComputedStyle(i).colorScheme === 'light')"
    )
    # mark each example's first and last line, to find them in the PDF's text
    heights = page.evaluate(
        """() => [...document.querySelectorAll('.sc-example')].map((s, i) => {
             s.querySelector('h2, h3, h4').append(` SCB${i}Z`);
             const last = [...s.querySelectorAll('.sc-step, p')].pop();
             last.append(` SCE${i}Z`);
             return s.getBoundingClientRect().height; })"""
    )
    boards = page.locator(".sc-board img").count()
    assert len(heights) >= 5 and boards > 0
    pdf = page.pdf(
        format="A4",
        margin={side: PRINT_MARGIN for side in ("top", "right", "bottom", "left")},
    )
    texts = [p.extract_text() or "" for p in PdfReader(io.BytesIO(pdf)).pages]
    whole = "\n".join(texts)
    assert "Table des matières" not in whole  # the table of contents is not printed
    # every board is printed: each picture writes "Réserve" once, as text
    assert whole.count("Réserve") == boards, (whole.count("Réserve"), boards)
    split = []
    for index, height in enumerate(heights):
        first = next(n for n, t in enumerate(texts) if f"SCB{index}Z" in t)
        last = next(n for n, t in enumerate(texts) if f"SCE{index}Z" in t)
        if height < PRINT_HEIGHT and first != last:
            split.append((index, first + 1, last + 1, round(height)))
    assert not split, f"examples split across pages (index, pages, height px): {split}"
    Path(REPORT.parent).mkdir(parents=True, exist_ok=True)
    (REPORT.parent / "print-rule-page.pdf").write_bytes(pdf)
