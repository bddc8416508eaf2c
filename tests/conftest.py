"""Shared set-up: Hypothesis profiles for the engine's unit and property tests, the site
built once per run (shared by the xdist workers) and served to one headless Chromium for
the browser tests.

Hypothesis profiles (choose one with HYPOTHESIS_PROFILE=<name>):

- ``ci`` (default): no deadline (a loaded CI machine must not turn slowness into
  failures), few enough examples that the whole ``tests/`` run stays well under a minute
  on two cores;
- ``thorough``: many more examples, for a long local run before a release.
"""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from site_inputs import contributed

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

ROOT = Path(__file__).resolve().parents[1]
SEEDS_DIR = ROOT / "seeds"  # copies of ../shared/seeds
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


# ---- the browser tests (test_browser.py, test_accessibility.py, test_play_browser.py) -----
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


# ---- the run in parallel (pytest-xdist) and the quick loop --------------------------------
#: `make test` runs `pytest tests -n logical --dist loadgroup`: the tests of these files stay on
#: one worker, so what they share in one process is made once: one Chromium for the browser
#: tests, a module-scoped fixture, a rule-book run kept by functools.cache. Every other test
#: goes to whichever worker is free. (xdist's own loadgroup reads the xdist_group marks from
#: node ids that pytest 9.2 no longer lets it change, pytest-xdist issue 1386: so the groups
#: are named here, by file, and handed to xdist by pytest_xdist_make_scheduler below.)
WORKER_GROUPS = {
    "test_accessibility.py": "browser",
    "test_browser.py": "browser",
    "test_play_browser.py": "browser",
    "test_broken_engine.py": "broken-engine",
    "test_rulebook_runs.py": "broken-engine",
    "test_contribution_guide.py": "contribution-guide",
    "test_example_engines.py": "example-engines",
    "test_soliterm.py": "soliterm",
}
#: Whole files of slow tests (a browser, a wheel, a rule book run in a subprocess per test).
SLOW_FILES = {
    "test_accessibility.py",
    "test_browser.py",
    "test_broken_engine.py",
    "test_contribution_guide.py",
    "test_engine_process.py",
    "test_example_engines.py",
    "test_play_browser.py",
    "test_rulebook_runs.py",
    "test_soliterm.py",
    "test_variant_contribution.py",
    "test_wheel.py",
}
#: Other tests over about a second (`make test` prints the 15 slowest: add them here).
SLOW_TESTS = {
    "test_a_board_that_cannot_be_read_fails_the_build_with_file_and_line",
    "test_a_dask_local_cluster_of_several_workers_gives_the_same_rows",
    "test_a_position_called_dead_is_never_won_by_the_naive_search",
    "test_a_report_older_than_the_features_is_ignored",
    "test_a_safe_move_never_turns_a_winnable_position_into_a_lost_one",
    "test_a_step_no_phrase_matches_fails_the_build_with_file_and_line",
    "test_a_contributors_variant_gets_its_column_page_and_readings",
    "test_an_example_that_fails_is_shown_failing_not_hidden",
    "test_dead_positions_are_never_winnable_by_the_naive_search",
    "test_each_french_term_has_its_one_malay_term",
    "test_features_in_a_sub_folder_get_their_own_navigation_section",
    "test_no_malay_text_uses_an_avoided_word",
    "test_no_winning_line_passes_a_position_the_engine_calls_lost",
    "test_only_scorpion_errors_and_refusals_change_nothing",
    "test_only_scopa_errors_and_refusals_change_nothing",
    "test_the_rule_book_runs_exactly_the_games_the_engine_declares",
    "test_an_engine_without_messages_is_checked_by_its_refusal_codes",
    "test_an_engine_that_never_marks_a_scopa_fails_the_scenarios_that_count_one",
    "test_random_games_keep_40_cards_score_as_the_text_says_and_end",
    "test_the_committed_page_is_the_one_the_results_give",
    "test_the_engine_that_plays_nothing_gets_no_pass",
    "test_pytest_runs_one_language_one_file_one_game_folder",
    "test_the_summary_line_and_the_json_report_agree_on_a_real_run",
    "test_the_compiled_test_gives_the_plain_tests_verdict_on_positions_of_random_play",
    "test_the_corpus_check_catches_a_reintroduced_affixed_form",
    "test_the_quotes_are_guillemets_with_curly_quotes_only_inside",
    "test_the_corpus_check_fails_on_a_reintroduced_sut_or_fail_simpanan",
    "test_the_corpus_check_fails_on_a_term_rendered_two_ways",
    "test_useful_moves_agree_with_a_replay_of_the_whole_game",
    "test_verdicts_agree_with_a_naive_exhaustive_search",
    "test_what_carrying_adds_never_calls_a_won_position_dead",
    "test_what_one_rule_adds_is_proved_lost_by_the_search_without_it",
    "test_in_the_one_deck_family_it_looks_again_where_the_exact_search_ran_out",
}
#: Fixtures of the site built once per run: their tests are slow (they wait for the build).
SITE_FIXTURES = {
    "features_report",
    "site",
    "edited_site",
    "contributed_site",
    "browser",
    "base_url",
}


def _is_slow(file: str, function: str) -> bool:
    return file in SLOW_FILES or function in SLOW_TESTS


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The mark `slow` (left out by `make check`) on the slow tests and the site's."""
    for item in items:
        function = getattr(item, "originalname", item.name)
        if _is_slow(item.path.name, function) or SITE_FIXTURES.intersection(
            getattr(item, "fixturenames", ())
        ):
            item.add_marker(pytest.mark.slow)


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """For `--dist loadgroup`: xdist's scheduler by work units, a unit being a group of
    WORKER_GROUPS or else one test; the groups first, then the slow tests, then the rest
    (the long ones started early leave no long tail at the end)."""
    if config.getoption("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class ByGroup(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            file = nodeid.split("::")[0].rsplit("/", 1)[-1]
            return WORKER_GROUPS.get(file, nodeid)

        def _rank(self, scope: str) -> int:
            if scope in WORKER_GROUPS.values():
                return 0
            file, _, rest = scope.partition("::")
            return 1 if _is_slow(file.rsplit("/", 1)[-1], rest.split("[")[0]) else 2

        def schedule(self) -> None:
            first = self.collection is None
            super().schedule()
            if first and self.workqueue:
                ordered = sorted(self.workqueue.items(), key=lambda unit: self._rank(unit[0]))
                self.workqueue.clear()
                self.workqueue.update(ordered)

    return ByGroup(config, log)


# ---- made once per run, shared by the xdist workers ---------------------------------------
def _run_dir(factory: pytest.TempPathFactory) -> Path:
    """A folder every xdist worker of this run sees (each has its own basetemp under it)."""
    base = factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def _made_once(
    factory: pytest.TempPathFactory, name: str, make: Callable[[Path], dict[str, Any]]
) -> tuple[Path, dict[str, Any]]:
    """`make(folder)` run once per run whichever worker asks first (a file lock), its
    answer (JSON) kept for the others."""
    folder = _run_dir(factory) / name
    with open(_run_dir(factory) / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = folder / "made.json"
        if not done.is_file():
            folder.mkdir(exist_ok=True)
            done.write_text(json.dumps(make(folder)), encoding="utf-8")
        return folder, json.loads(done.read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def features_report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cucumber JSON from a real `pytest features/` run made for this test run: the one
    `make test` has just written (SCORPION_TEST_REPORT), else one run now."""
    given = os.environ.get("SCORPION_TEST_REPORT")
    if given:
        assert Path(given).is_file(), f"SCORPION_TEST_REPORT={given}: no such file"
        return Path(given)

    def run(folder: Path) -> dict[str, Any]:
        command = [sys.executable, "-m", "pytest", "features", "-q", "-p", "no:cacheprovider"]
        path = folder / "cucumber.json"
        subprocess.run(
            [*command, f"--cucumberjson={path}"], cwd=ROOT, capture_output=True, check=False
        )
        return {"written": path.is_file()}

    folder, made = _made_once(tmp_path_factory, "features-report", run)
    assert made["written"], "pytest features/ wrote no cucumber JSON"
    return folder / "cucumber.json"


def shared_build(
    factory: pytest.TempPathFactory,
    name: str,
    report: Callable[[Path], Path],
    inputs: Callable[[Path], dict[str, Path]] | None = None,
) -> BuildResult:
    """The whole site (both languages) built once per run against `report(folder)`, from
    what `inputs(folder)` lays out there when given (build_site's `features`, `variants`,
    `contributed`)."""

    def build(folder: Path) -> dict[str, Any]:
        options = inputs(folder) if inputs else {}
        result = build_site(folder / "site", report=report(folder), **options)
        return {"returncode": result.returncode, "output": result.output, "s": result.seconds}

    folder, made = _made_once(factory, name, build)
    result = BuildResult(folder / "site", made["returncode"], made["output"], made["s"])
    assert result.ok, result.output[-4000:]
    return result


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory, features_report: Path) -> BuildResult:
    """The whole site against a fresh run's statuses, built once per run (browser tests,
    test_site_build.py, test_scopa_site.py); read it, never write into it."""
    return shared_build(tmp_path_factory, "site", lambda _: features_report)


@pytest.fixture(scope="session")
def contributed_site(tmp_path_factory: pytest.TempPathFactory) -> BuildResult:
    """The whole site with two contributors' work beside the rule book, its features edited
    (site_inputs.py), with no run report (a fresh clone's), built once per run
    (test_site_variants.py, test_contribution_guide.py, test_site_build.py)."""
    return shared_build(
        tmp_path_factory, "site-contributed", lambda f: f / "none.json", contributed
    )


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
