"""The play pages in a real browser (Debian's Chromium, headless, Playwright): the engine
loads in the page (Pyodide, this project's wheel, nothing from the network), plays the
worked example's winning line by clicks to the win with the engine's score, refuses a move
with the engine's own French and Malay words, plays by keyboard alone, answers "winnable?"
on a winnable and an unwinnable deal, fits a phone's width, and axe-core (WCAG 2.1 AA)
finds nothing on the play pages with a board open, in both colour schemes.

One page load of the engine per language. The figures (first load, a move, a solver
answer, the size added to the site) go to reports/play.txt. Skipped, saying why, only
when /usr/bin/chromium is not installed.
"""

from __future__ import annotations

import html
import time
from collections.abc import Iterator
from typing import Any

import pytest
from browser_audit import AXE_OPTIONS, PHONE, SCHEMES, VIEWPORT
from script_loader import load_script

from scorpion import Game, IllegalMove, Move, MoveKind
from scorpion.docs.build import BuildResult
from scorpion.docs.play_assets import ENGINE_DIR
from scorpion.docs.site import ROOT

REPORT = ROOT / "reports" / "play.txt"
#: the first load may be slow on a loaded CI machine; this only bounds the wait
LOAD_TIMEOUT = 180_000
FIGURES: dict[str, str] = {}


@pytest.fixture
def new_page(browser: Any, base_url: str) -> Iterator[Any]:
    """Pages in fresh contexts, with the requests that left the site recorded."""
    pages: list[Any] = []

    def make(**options: Any) -> Any:
        page = browser.new_page(**{"viewport": VIEWPORT, **options})
        page.foreign = []
        page.errors = []
        page.on(
            "request",
            lambda r: None if r.url.startswith((base_url, "data:")) else page.foreign.append(r.url),
        )
        page.on("pageerror", lambda error: page.errors.append(str(error)))
        pages.append(page)
        return page

    yield make
    for page in pages:
        page.context.close()


def _wait_ready(page: Any) -> float:
    page.wait_for_selector(".sc-play[data-load-seconds]", timeout=LOAD_TIMEOUT, state="attached")
    page.wait_for_selector(".sc-play-picture img", timeout=LOAD_TIMEOUT)
    return float(page.get_attribute(".sc-play", "data-load-seconds"))


def _history(page: Any) -> int:
    return int(page.locator(".sc-play-history li").count())


def _wait_moves(page: Any, count: int) -> None:
    page.wait_for_function(
        "n => document.querySelectorAll('.sc-play-history li').length === n"
        " && !document.querySelector('.sc-play').classList.contains('sc-play-busy')",
        arg=count,
        timeout=30_000,
    )


def _place(game: Game, move: Move) -> tuple[int, str]:
    assert move.card is not None and move.source is not None
    return move.source, move.card.to_text("en", symbol=True)


def _click_move(page: Any, game: Game, move: Move) -> None:
    done = _history(page) + 1
    if move.kind is MoveKind.RESERVE:
        page.click(".sc-play [data-op=deal]")
    else:
        source, card = _place(game, move)
        page.click(f".sc-play-cards button[data-source='{source}'][data-card='{card}']")
        page.click(f".sc-play-columns button[data-column='{move.target}']")
    game.play(move)
    _wait_moves(page, done)


#: where to click on the board's picture (brought into view first), in the page's pixels:
#: the card named, or the top of the column numbered
_ON_PICTURE = """([what, name]) => {
  const img = document.querySelector('.sc-play-picture img');
  const svg = decodeURIComponent(img.src.split(',')[1]);
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const view = +doc.documentElement.getAttribute('viewBox').split(' ')[2];
  let x, y;
  if (what === 'card') {
    const rect = doc.querySelector(`g.card[data-card="${name}"] rect`);
    x = +rect.getAttribute('x') + 20; y = +rect.getAttribute('y') + 6;
  } else {
    const labels = [...doc.querySelectorAll('text.label')].filter(t => t.textContent === name);
    const label = labels[labels.length - 1];
    x = +label.getAttribute('x'); y = +label.getAttribute('y') + 30;
  }
  let box = img.getBoundingClientRect();
  const k = box.width / view;
  window.scrollBy(0, box.top + y * k - window.innerHeight / 2);
  box = img.getBoundingClientRect();
  return [box.left + x * k, box.top + y * k];
}"""


def _picture_move(page: Any, game: Game, move: Move) -> None:
    """A move by two clicks on the board's picture: the card, then its new column."""
    done = _history(page) + 1
    _, card = _place(game, move)
    page.mouse.click(*page.evaluate(_ON_PICTURE, ["card", card]))
    page.wait_for_selector(f".sc-play-cards button[data-card='{card}'][aria-pressed=true]")
    page.mouse.click(*page.evaluate(_ON_PICTURE, ["column", str(move.target)]))
    game.play(move)
    _wait_moves(page, done)


def _tab_to(page: Any, selector: str) -> None:
    """Press Tab (then Shift+Tab) until the focus is on `selector`."""
    for key in ("Tab", "Shift+Tab"):
        for _ in range(60):
            if page.evaluate("s => document.activeElement.matches(s)", selector):
                return
            page.keyboard.press(key)
    raise AssertionError(f"the keyboard never reached {selector}")


def _keyboard_move(page: Any, game: Game, move: Move, letting_go: bool = False) -> None:
    """A move by keys alone: Tab into the cards, arrows to the card, Enter; Tab to the
    columns, arrows to the column, Enter."""
    done = _history(page) + 1
    if move.kind is MoveKind.RESERVE:
        _tab_to(page, "[data-op=deal]")
        page.keyboard.press("Enter")
        game.play(move)
        _wait_moves(page, done)
        return
    source, card = _place(game, move)
    cards = page.locator(".sc-play-cards .sc-play-choice")
    keys = [
        f"{cards.nth(i).get_attribute('data-source')}:{cards.nth(i).get_attribute('data-card')}"
        for i in range(cards.count())
    ]
    _tab_to(page, ".sc-play-cards button")
    at = keys.index(
        page.evaluate("() => document.activeElement.dataset.source + ':' + "
                      "document.activeElement.dataset.card")
    )  # fmt: skip
    goal = keys.index(f"{source}:{card}")
    for _ in range(abs(goal - at)):
        page.keyboard.press("ArrowRight" if goal > at else "ArrowLeft")
    page.keyboard.press("Enter")
    chosen = page.locator(f".sc-play-cards button[data-card='{card}']")
    assert chosen.get_attribute("aria-pressed") == "true"
    if letting_go:  # Escape lets go of the card, Enter takes it again
        page.keyboard.press("Escape")
        assert chosen.get_attribute("aria-pressed") == "false"
        page.keyboard.press("Enter")
        assert chosen.get_attribute("aria-pressed") == "true"
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.column") == "1"
    for _ in range((move.target or 1) - 1):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    game.play(move)
    _wait_moves(page, done)
    # the focus stays with the cards, for the next move
    assert page.evaluate("() => document.activeElement.matches('.sc-play-cards button')")
    # a keyboard user sees where the focus is
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert outline == "solid", outline


def _audit(page: Any, where: str) -> list[str]:
    """axe-core's WCAG 2.1 A/AA violations on the page, in both schemes."""
    from axe_playwright_python.sync_playwright import Axe

    problems = []
    page.evaluate(Axe().axe_script)
    for scheme, material in SCHEMES.items():
        page.emulate_media(color_scheme=scheme)
        page.wait_for_function(
            "s => document.body.getAttribute('data-md-color-scheme') === s", arg=material
        )
        found = page.evaluate("options => axe.run(document, options)", AXE_OPTIONS)
        for violation in found["violations"]:
            for node in violation["nodes"]:
                problems.append(f"{where} {scheme}: {violation['id']} at {node['target']}")
    return problems


_WATCH_SEARCHING = """() => {
  window.scSearching = [];
  const root = document.querySelector('.sc-play');
  new MutationObserver(() => {
    if (root.classList.contains('sc-play-searching'))
      window.scSearching.push(root.querySelector('.sc-play-answer').textContent);
  }).observe(root, {attributes: true, attributeFilter: ['class']});
}"""


def _answer(page: Any, op: str) -> tuple[str, float]:
    page.evaluate(_WATCH_SEARCHING)
    start = time.monotonic()
    page.click(f".sc-play [data-op={op}]")
    page.wait_for_function(
        "() => window.scSearching.length > 0"
        " && !document.querySelector('.sc-play').classList.contains('sc-play-searching')",
        timeout=90_000,
    )
    seconds = time.monotonic() - start
    # the visible "searching…" state was shown while the engine worked
    shown = page.evaluate("() => window.scSearching")
    assert shown[0].startswith(("Recherche…", "Sedang mencari…")), shown
    return page.text_content(".sc-play-answer") or "", seconds


def test_the_worked_example_is_played_to_the_win_in_french(
    new_page: Any, site: BuildResult, base_url: str
) -> None:
    _base, _arrangement, start, rest = load_script("solved_example").worked_example()
    first = start.copy().move(*load_script("solved_example").FIRST_MOVE).move
    line: list[Move] = [first, *rest]
    final = start.copy()
    for move in line:
        final.play(move)
    assert final.is_won

    page = new_page(color_scheme="light")
    page.goto(f"{base_url}/solved/")
    assert page.locator(".sc-play-link").count() == len(line) + 1
    with page.expect_navigation():
        page.locator(".sc-play-link").first.click()
    started = time.monotonic()
    FIGURES["first load (engine ready), French page"] = f"{_wait_ready(page):.2f} s"
    FIGURES["first load, from the link's click to the board"] = (
        f"{time.monotonic() - started:.2f} s"
    )
    assert page.text_content(".sc-play-score") == "Classique · Score : 0"
    assert page.get_attribute(".sc-play-picture img", "alt") == start.to_text("fr", reveal=False)

    # a refused move: the engine's own French words, and nothing changes
    game = start.copy()
    page.click(".sc-play-cards button[data-source='1'][data-card='10♥']")
    page.click(".sc-play-columns button[data-column='6']")
    page.wait_for_selector(".sc-play-error:not([hidden])")
    with pytest.raises(IllegalMove) as refused:
        game.copy().move("10♥", 6)
    assert page.text_content(".sc-play-error") == refused.value.message("fr")
    page.wait_for_function(
        "text => document.querySelector('.sc-play-status').textContent === text",
        arg=refused.value.message("fr"),
    )
    assert _history(page) == 0

    # keyboard alone for the first three moves, then clicks on the picture, then buttons
    timings = []
    for index, move in enumerate(line):
        began = time.monotonic()
        if index < 3:
            _keyboard_move(page, game, move, letting_go=index == 0)
        elif index < 6 and move.kind is MoveKind.BUILD:
            _picture_move(page, game, move)
        else:
            _click_move(page, game, move)
            timings.append(time.monotonic() - began)
        assert page.get_attribute(".sc-play", "data-score") == str(game.score)
        if index == len(line) - 4:
            said, seconds = _answer(page, "solve")
            assert said.startswith("Gagnable d’ici"), said
            FIGURES["solver answer (winnable, 3 moves from the win)"] = f"{seconds:.2f} s"
            hint, _ = _answer(page, "hint")
            hinted = game.hint(time_limit=10)
            assert hint == hinted.message("fr")
            # the hinted card is shown chosen, its target marked; a second press cancels
            assert hinted.move is not None and hinted.move.kind is MoveKind.BUILD
            _, hinted_card = _place(game, hinted.move)
            button = page.locator(f".sc-play-cards button[data-card='{hinted_card}']")
            assert button.get_attribute("aria-pressed") == "true"
            target = page.locator(f".sc-play-columns button[data-column='{hinted.move.target}']")
            assert "sc-play-hinted" in (target.get_attribute("class") or "")
            button.click()
            assert button.get_attribute("aria-pressed") == "false"
    FIGURES["a move (two clicks to the redrawn board), mean"] = (
        f"{sum(timings) / len(timings) * 1000:.0f} ms over {len(timings)} moves"
    )
    assert page.get_attribute(".sc-play", "data-won") == "true"
    assert page.get_attribute(".sc-play", "data-score") == str(final.score)
    # announced to screen readers: the live region says the win and the score
    page.wait_for_function(
        "text => document.querySelector('.sc-play-status[aria-live=polite]')"
        ".textContent.endsWith(text)",
        arg=f"Gagné, score {final.score} !",
    )
    assert _history(page) == len(line)

    problems = _audit(page, "/play/ (won board)")
    assert not problems, problems
    assert not page.errors, page.errors
    assert not page.foreign, f"requests that left the site: {page.foreign}"
    engine = site.site_dir / ENGINE_DIR
    size = sum(p.stat().st_size for p in engine.rglob("*") if p.is_file())
    FIGURES["size added to the built site (engine/)"] = f"{size / 1e6:.1f} MB"
    _write_figures()


def test_a_malay_deal_refuses_in_malay_and_the_solver_says_unwinnable_on_a_phone(
    new_page: Any, site: BuildResult, base_url: str
) -> None:
    page = new_page(color_scheme="dark", viewport=PHONE, has_touch=True)
    page.goto(f"{base_url}/ms/play/")
    assert page.locator(".sc-play-game").is_hidden()
    page.select_option(".sc-play-deal select", "classique")
    page.fill(".sc-play-deal input[name=deal]", "1")
    page.click(".sc-play-deal button[type=submit]")
    FIGURES["first load (engine ready), Malay page, phone"] = f"{_wait_ready(page):.2f} s"
    game = Game.deal(1)
    assert page.get_attribute(".sc-play-picture img", "alt") == game.to_text("ms", reveal=False)

    # a tap on a card, a tap on a column: the 5♥ of column 2 onto the 4♦ of column 6
    page.tap(".sc-play-cards button[data-source='2'][data-card='5♥']")
    page.tap(".sc-play-columns button[data-column='6']")
    page.wait_for_selector(".sc-play-error:not([hidden])")
    with pytest.raises(IllegalMove) as refused:
        game.move("5♥", 6)
    assert page.text_content(".sc-play-error") == refused.value.message("ms")

    said, seconds = _answer(page, "solve")
    assert said.startswith("Tidak boleh dimenangi dari sini"), said
    FIGURES["solver answer (unwinnable: Classique deal 1)"] = f"{seconds:.2f} s"

    # a PySolFC game number, and a search the time limit cuts short, which says so
    page.check(".sc-play-deal input[name=pysolfc]")
    page.fill(".sc-play-deal input[name=deal]", "5")
    page.click(".sc-play-deal button[type=submit]")
    pysolfc = Game.deal(pysolfc=5).to_text("ms", reveal=False)
    page.wait_for_function(
        "alt => document.querySelector('.sc-play-picture img').alt === alt", arg=pysolfc
    )
    page.uncheck(".sc-play-deal input[name=pysolfc]")
    page.select_option(".sc-play-deal select", "assoupli")
    page.fill(".sc-play-deal input[name=deal]", "38")  # unknown at 100,000 positions
    page.click(".sc-play-deal button[type=submit]")
    page.wait_for_function(
        "alt => document.querySelector('.sc-play-picture img').alt === alt",
        arg=Game.deal(38, "assoupli").to_text("ms", reveal=False),
    )
    page.fill(".sc-play input[name=seconds]", "1")
    said, seconds = _answer(page, "solve")
    assert said.startswith("Tidak dapat diputuskan dalam 1 s"), said
    FIGURES["solver answer cut short by a 1 s limit (Assoupli deal 38)"] = f"{seconds:.2f} s"

    # the phone's width: nothing wider than the screen
    overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow} px wider than a phone"
    box = page.locator(".sc-play-picture img").bounding_box()
    assert box is not None and box["x"] + box["width"] <= PHONE["width"]

    # a board whose variant is written in its scenario: its link carries the variant file
    built = site.language_dir("ms") / "rules" / "13_fichiers_de_variante" / "index.html"
    link = built.read_text(encoding="utf-8").split('class="sc-play-link" href="', 1)[1]
    fragment = html.unescape(link.split('"', 1)[0]).split("#", 1)[1]
    assert "variant_file=" in fragment
    page.evaluate("fragment => { location.hash = fragment; }", fragment)
    page.wait_for_function(
        "text => document.querySelector('.sc-play-status').textContent === text",
        arg="Kedudukan papan yang anda pilih di laman peraturan.",
    )
    assert page.locator(".sc-play-error").is_hidden()

    problems = _audit(page, "/ms/play/ (open board)")
    assert not problems, problems
    assert not page.errors, page.errors
    assert not page.foreign, f"requests that left the site: {page.foreign}"
    _write_figures()


def _write_figures() -> None:
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    lines = [f"{name}: {value}" for name, value in sorted(FIGURES.items())]
    REPORT.write_text("\n".join(lines) + "\n", encoding="utf-8")
