"""Shared set-up: Hypothesis profiles for the engine's unit and property tests, and the
built site served to one headless Chromium for the browser tests.

Hypothesis profiles (choose one with HYPOTHESIS_PROFILE=<name>):

- ``ci`` (default): no deadline (a loaded CI machine must not turn slowness into
  failures), few enough examples that the whole ``tests/`` run stays well under a minute
  on two cores;
- ``thorough``: many more examples, for a long local run before a release.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from scorpion.docs.build import BuildResult, build_site

settings.register_profile(
    "ci",
    deadline=None,
    max_examples=40,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.register_profile(
    "thorough",
    deadline=None,
    max_examples=1000,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

SEEDS_DIR = Path(__file__).resolve().parents[1] / "seeds"  # copies of ../shared/seeds
FRENCH_TEXT = SEEDS_DIR / "000_f7c5762d24bb4c2b.txt"
MALAY_TEXT = SEEDS_DIR / "001_0e134c35e678bfe0.txt"


def _board_lines(path: Path) -> list[str]:
    """The lines of a rule text that are boards (they start with the reserve)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.startswith(("réserve", "simpanan"))]


STAGES = ("initial", "after first move")
SEED_BOARDS = {
    (lang, stage): line
    for lang, path in (("fr", FRENCH_TEXT), ("ms", MALAY_TEXT))
    for stage, line in zip(STAGES, _board_lines(path), strict=True)
}


@pytest.fixture
def seed_boards() -> dict[tuple[str, str], str]:
    """The board lines of the rule texts by (language, stage): "initial" and the board
    "after first move" of the won game (4♥ of column 2 onto the 5♥ of column 7)."""
    return dict(SEED_BOARDS)


# ---- the browser tests (test_browser.py, test_accessibility.py) ---------------------------
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium, headless, one for the whole run; `browser.new_page(...)` gives a
    page in a fresh context (its own storage: the scheme toggle's choice does not leak).
    Skips, saying why, when Chromium is not installed."""
    if not CHROMIUM.exists():
        pytest.skip(
            "no browser: /usr/bin/chromium is not installed "
            "(`apt-get install chromium`; `make test` installs it when it can)"
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS
        )
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> BuildResult:
    """The whole site (both languages), built once for the browser tests."""
    result = build_site(tmp_path_factory.mktemp("browser") / "site")
    assert result.ok, result.output[-4000:]
    return result


@pytest.fixture(scope="session")
def base_url(site: BuildResult) -> Iterator[str]:
    """The built site served on 127.0.0.1 (a free port)."""
    handler = partial(_QuietHandler, directory=str(site.site_dir))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
