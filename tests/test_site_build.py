"""The rules site: built for real with `mkdocs build --strict`, both languages.

Checks the generated rule pages against the feature files, every picture against its
alternative text (the board's text form in the page's language), the language switcher,
the per-language navigation and search, the run statuses (from a real pytest run, missing,
and stale), and that bad input fails the build naming the file and the line.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from site_inputs import broken_score_file, copy_features

from scorpion import Card, Game, ReserveRule, RuleSet, VariantError, read_variant
from scorpion.bdd.dialect import register_dialects
from scorpion.bdd.games import games as registered_games
from scorpion.bdd.model import FeatureDoc
from scorpion.bdd.reading import load_feature
from scorpion.docs.build import BuildResult, build_site
from scorpion.docs.site import ROOT, feature_files
from scorpion.i18n import gettext

LANGS = ("fr", "ms")
STALE = 946_684_800.0
"""1 January 2000: a report stamped then is older than any feature file (the checkout's
own dates, not the clock, decide: an hour back is not old enough on an old checkout)."""
SVG = "{http://www.w3.org/2000/svg}"

SEED_FR = ROOT / "seeds" / "000_f7c5762d24bb4c2b.txt"
SEED_MS = ROOT / "seeds" / "001_0e134c35e678bfe0.txt"


# ---- reading built pages ---------------------------------------------------------------
class Page(HTMLParser):
    """The bits of a built page the tests look at."""

    def __init__(self, path: Path) -> None:
        super().__init__(convert_charrefs=True)
        self.path = path
        self.images: list[dict[str, str]] = []
        self.links: list[dict[str, str]] = []
        self.statuses: list[str] = []
        self.badges: list[str] = []
        """Statuses shown under an example's title (one or two per example)."""
        self._in_badges = False
        self.headings: dict[str, list[str]] = {"h1": [], "h2": [], "h3": [], "h4": []}
        self._heading: str | None = None
        self._status: str | None = None
        self._text: list[str] = []
        self.text_parts: list[str] = []
        self.feed(path.read_text(encoding="utf-8"))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        if tag == "img":
            self.images.append(values)
        elif tag == "a":
            self.links.append(values)
        elif tag in self.headings:
            self._heading, self._text = tag, []
        elif tag == "p" and "sc-badges" in values.get("class", ""):
            self._in_badges = True
        elif tag == "span" and "sc-status" in values.get("class", ""):
            self._status, self._text = values["class"], []

    def handle_endtag(self, tag: str) -> None:
        if tag == self._heading:
            self.headings[tag].append("".join(self._text).replace("¶", "").strip())
            self._heading = None
        elif tag == "span" and self._status is not None:
            status = f"{self._status}|{''.join(self._text).strip()}"
            self.statuses.append(status)
            if self._in_badges:
                self.badges.append(status)
            self._status = None
        elif tag == "p":
            self._in_badges = False

    def handle_data(self, data: str) -> None:
        self.text_parts.append(data)
        if self._heading is not None or self._status is not None:
            self._text.append(data)

    @property
    def text(self) -> str:
        return " ".join(" ".join(self.text_parts).split())

    def boards(self) -> list[dict[str, str]]:
        return [i for i in self.images if "/boards/" in "/" + i.get("src", "")]


def feature_docs(lang: str, root: Path = ROOT / "features") -> dict[Path, FeatureDoc]:
    """Every feature the site shows: the rule book's and its sub-folders' (variants)."""
    register_dialects()
    return {p: load_feature(p) for p in feature_files(root, lang)}


def file_variants() -> dict[str, RuleSet]:
    """The variants the rule book's scenarios define in their own variant files (the
    boards played under them are pictured under that variant's name)."""
    found = {}
    for feature in feature_docs("fr").values():
        for scenario in feature.scenarios:
            for step in scenario.steps:
                if step.docstring and step.docstring.lstrip().startswith("name ="):
                    try:
                        rules = read_variant(step.docstring)
                    except VariantError:
                        continue  # a file the scenario shows refused
                    found[rules.name] = rules
    return found


def is_variant_file(text: str) -> bool:
    return text.lstrip().startswith("name =")


def pages_of(result: BuildResult, lang: str) -> Iterator[Page]:
    for path in result.pages(lang):
        yield Page(path)


def rule_pages(result: BuildResult, lang: str) -> dict[str, Page]:
    """The page of each feature, by feature name (its title): generated under rules/ or
    a hand-written page that shows the feature whole (scoring, choices)."""
    pages: dict[str, Page] = {}
    for page in pages_of(result, lang):
        if "/games/" in page.path.as_posix():
            continue  # the other games' pages (tests/test_scopa_site.py)
        if "sc-summary" in page.path.read_text(encoding="utf-8") and page.headings["h1"]:
            pages[page.headings["h1"][0]] = page
    return pages


def build_or_fail(tmp: Path, report: Path, features: Path | None = None) -> BuildResult:
    result = build_site(tmp, report=report, features=features)
    assert result.ok, result.output[-4000:]
    assert "WARNING" not in result.output, result.output[-4000:]
    return result


# ---- fixtures: one real run of the scenarios, builds against it ------------------------
# (made once per test run and shared: conftest.py)
@pytest.fixture(scope="module")
def report(features_report: Path) -> Path:
    """A cucumber JSON from a real `pytest features/` run, made now (so not stale)."""
    return features_report


@pytest.fixture(scope="module")
def built(site: BuildResult) -> BuildResult:
    assert "WARNING" not in site.output, site.output[-4000:]
    return site


@pytest.fixture(scope="module")
def edited_site(contributed_site: BuildResult) -> tuple[BuildResult, Path]:
    """The site built from edited features (site_inputs.edit_features) beside two
    contributions, with no run report (conftest.py); and the features it was built from."""
    assert "WARNING" not in contributed_site.output, contributed_site.output[-4000:]
    return contributed_site, contributed_site.site_dir.parent / "features"


# ---- the build itself ------------------------------------------------------------------
def test_both_languages_build_strictly_with_a_page_per_feature(built: BuildResult) -> None:
    for lang in LANGS:
        docs = feature_docs(lang)
        assert docs, f"no feature files in features/{lang}"
        pages = rule_pages(built, lang)
        assert len(pages) == len(docs)
        for path, feature in docs.items():
            assert feature.name in pages, f"{path}: no page titled {feature.name}"
            page = pages[feature.name]
            assert page.headings["h1"] == [feature.name]
            text = page.text
            for rule in feature.rules:
                if rule.name:
                    assert rule.name in page.headings["h2"], (path, rule.name)
                for scenario in rule.scenarios:
                    assert scenario.name in text, (path, scenario.name)
                    for step in scenario.steps:
                        assert " ".join(step.text.split()) in text, (path, step.line)
            first_words = " ".join(feature.description.split()[:8])
            assert first_words in text, f"{path}: description missing from its page"
        # one page per feature (scoring and choices among them), the home page, the
        # worked example, the variants side by side, where the sources disagree, the glossary,
        # writing scenarios, perft, the engine protocol, conformance, the statistics, the
        # worked example played to the end, how strong the rule book is (mutation), the
        # translator's style guide and the play page
        extra = ("index.html", "example/index.html", "variants/index.html", "style/index.html")
        extra += ("disagreements/index.html", "glossary/index.html", "scenarios/index.html")
        extra += ("perft/index.html", "protocol/index.html", "conformance/index.html")
        extra += ("stats/index.html", "solved/index.html", "mutation/index.html")
        extra += ("play/index.html",)
        for page in extra:
            assert (built.language_dir(lang) / page).is_file(), (lang, page)
        # and each other game's section: its index and a page per feature
        games = sum(1 + len(g.feature_files(ROOT / "features", lang)) for g in registered_games())
        assert len(built.pages(lang)) == len(docs) + len(extra) + games
    print(
        f"\nsite built in {built.seconds:.1f} s: "
        + ", ".join(f"{lang} {len(built.pages(lang))} pages" for lang in LANGS)
    )


def test_same_pages_in_both_languages_and_the_switcher_stays_on_the_page(
    built: BuildResult,
) -> None:
    fr = {p.relative_to(built.language_dir("fr")) for p in built.pages("fr")}
    ms = {p.relative_to(built.language_dir("ms")) for p in built.pages("ms")}
    assert fr == ms
    for lang, other in (("fr", "ms"), ("ms", "fr")):
        for path in built.pages(lang):
            page = Page(path)
            links = [a for a in page.links if a.get("hreflang") == other]
            assert len(links) == 1, path
            target = (path.parent / links[0]["href"]).resolve()
            rel = path.relative_to(built.language_dir(lang))
            expected = (built.language_dir(other) / rel).resolve()
            if target.is_dir():
                target = target / "index.html"
            assert target == expected, (path, links[0]["href"])


def test_navigation_and_search_are_per_language(built: BuildResult) -> None:
    home = {lang: Page(built.language_dir(lang) / "index.html") for lang in LANGS}
    assert "Les règles" in home["fr"].text
    assert "Peraturan" in home["ms"].text
    assert 'lang="fr"' in (built.language_dir("fr") / "index.html").read_text()
    assert 'lang="ms"' in (built.language_dir("ms") / "index.html").read_text()
    fr_index = json.loads((built.language_dir("fr") / "search/search_index.json").read_text())
    ms_index = json.loads((built.language_dir("ms") / "search/search_index.json").read_text())
    assert fr_index["config"]["lang"] == ["fr"]
    # no Malay stemmer exists in lunr.js: words are indexed as they are
    assert "stemmer" not in ms_index["config"]["pipeline"]
    ms_locations = {d["location"] for d in ms_index["docs"]}
    assert any(loc.startswith("rules/") for loc in ms_locations)
    # the glossary and the style guide give each term in French too, by design: every other
    # page is Malay
    ms_text = " ".join(
        d["text"] for d in ms_index["docs"] if not d["location"].startswith(("glossary/", "style/"))
    )
    assert "lajur" in ms_text and "carreau" not in ms_text
    assert any(loc.startswith("glossary/") for loc in ms_locations)


# ---- pictures ----------------------------------------------------------------------------
def svg_of(page: Page, image: dict[str, str]) -> ET.Element:
    path = (page.path.parent / image["src"]).resolve()
    assert path.is_file(), (page.path, image["src"])
    return ET.parse(path).getroot()


def test_every_picture_is_its_alt_text(built: BuildResult) -> None:
    total = 0
    defined = file_variants()
    for lang in LANGS:
        for page in pages_of(built, lang):
            for image in page.boards():
                if image.get("data-game"):
                    continue  # another game's picture (tests/test_scopa_site.py)
                total += 1
                alt = image.get("alt", "")
                name = image.get("data-variant") or "classique"
                game = Game.from_text(alt, lang, defined.get(name, name))
                assert game.to_text(lang, reveal=False) == alt
                svg = svg_of(page, image)
                assert svg.findtext(f"{SVG}title") == alt
                shown = {
                    Card.from_text(g.attrib["data-card"])
                    for g in svg.iter(f"{SVG}g")
                    if g.attrib.get("class") == "card"
                }
                assert shown == {c for column in game.columns for c in column.up}, page.path
                removed = {
                    Card.from_text(g.attrib["data-card"]).suit
                    for g in svg.iter(f"{SVG}g")
                    if g.attrib.get("class") == "removed"
                }
                assert removed == set(game.removed)
                backs = sum(1 for r in svg.iter(f"{SVG}rect") if r.attrib.get("class") == "back")
                hidden = sum(len(column.hidden) for column in game.columns)
                side = [
                    Card.from_text(g.attrib["data-card"])
                    for g in svg.iter(f"{SVG}g")
                    if g.attrib.get("class") == "reserve"
                ]
                if game.variant.reserve is ReserveRule.PLAYABLE:
                    assert side == list(game.reserve)
                    assert backs == hidden, (page.path, alt)
                else:
                    reserve = 0 if game.reserve_dealt else len(game.reserve)
                    assert not side and backs == hidden + reserve, (page.path, alt)
    assert total > 0


def test_rule_pages_draw_boards_and_highlight_moved_blocks(built: BuildResult) -> None:
    for lang in LANGS:
        moved = 0
        for page in rule_pages(built, lang).values():
            boards = page.boards()
            html = page.path.read_text(encoding="utf-8")
            if 'class="sc-step"' in html and "variant-files-" in html:
                # the variant-file feature: each example shows its file open (not folded
                # as a board's text); only the boards played under a file are folded
                feature = next(
                    f
                    for f in feature_docs(lang).values()
                    if any(sc.id == "variant-files-01" for sc in f.scenarios)
                )
                played = [
                    step.docstring
                    for sc in feature.scenarios
                    for step in sc.steps
                    if step.docstring and not is_variant_file(step.docstring)
                ]
                board_text = gettext(lang, "Board as text", domain="site")
                assert html.count("[source]") >= 10, page.path
                assert html.count(board_text) == len(played) > 0, page.path
                assert boards, page.path
                continue
            assert boards, f"{page.path}: no board picture"
            for image in boards:
                svg = svg_of(page, image)
                moved += any(r.attrib.get("class") == "moved" for r in svg.iter(f"{SVG}rect"))
        assert moved > 0, lang


def _seed_boards(seed: Path, start: str) -> list[str]:
    return [
        line for line in seed.read_text(encoding="utf-8").splitlines() if line.startswith(start)
    ]


def test_worked_example_page_shows_the_whole_boards_before_and_after(
    built: BuildResult,
) -> None:
    for lang in LANGS:
        tagged = [
            s
            for f in feature_docs(lang).values()
            for s in f.scenarios
            if "worked_example" in {t.lstrip("@") for t in s.tags}
        ]
        assert len(tagged) == 1, lang
        stated = [" ".join(s.docstring.split()) for s in tagged[0].steps if s.docstring]
        assert len(stated) == 2, "the worked example states the board before and after"
        page = Page(built.language_dir(lang) / "example" / "index.html")
        framed = []
        for image in page.boards():
            svg = svg_of(page, image)
            if any(r.attrib.get("class") == "moved" for r in svg.iter(f"{SVG}rect")):
                framed.append(image["alt"])
        # the boards the scenario states are the pictures before and after the move,
        # each with the moved block (4♥ and 7♠) framed
        assert framed == stated, lang


@pytest.mark.skipif(not SEED_FR.exists(), reason="the seed texts are not on this machine")
def test_worked_example_alt_texts_are_the_rule_texts_boards(built: BuildResult) -> None:
    for lang, seed, start in (("fr", SEED_FR, "réserve :"), ("ms", SEED_MS, "simpanan:")):
        boards = _seed_boards(seed, start)
        page = Page(built.language_dir(lang) / "example" / "index.html")
        alts = [image["alt"] for image in page.boards()]
        assert boards == alts[-2:], lang


def test_scoring_and_choices_pages_are_their_features_pages(built: BuildResult) -> None:
    for lang in LANGS:
        docs = feature_docs(lang)
        tagged = {tag.lstrip("@"): f for f in docs.values() for tag in f.tags}
        scoring = Page(built.language_dir(lang) / "scoring" / "index.html")
        assert scoring.headings["h1"] == [tagged["scoring"].name]
        table = scoring.path.read_text(encoding="utf-8")
        assert "<table>" in table and "100" in scoring.text
        choices = Page(built.language_dir(lang) / "choices" / "index.html")
        assert choices.headings["h1"] == [tagged["app_choices"].name]
        # each feature has one page: no generated copy of these two
        titles = [p.headings["h1"][:1] for p in pages_of(built, lang)]
        assert titles.count([tagged["scoring"].name]) == 1
        assert titles.count([tagged["app_choices"].name]) == 1


# ---- run statuses ------------------------------------------------------------------------
def _example_statuses(page: Page) -> list[str]:
    return [s for s in page.statuses if "|✔" in s or "|✘" in s or "|—" in s or "|○" in s]


def test_statuses_come_from_the_last_run(built: BuildResult, report: Path) -> None:
    data = json.loads(report.read_text())
    elements = [e for f in data for e in f["elements"]]
    failed = sum(any(s["result"]["status"] == "failed" for s in e["steps"]) for e in elements)
    words = {
        "fr": ("réussi au dernier passage", "échoué au dernier passage"),
        "ms": ("lulus dalam larian terakhir", "gagal dalam larian terakhir"),
    }
    for lang in LANGS:
        passed_word, failed_word = words[lang]
        seen_passed = seen_failed = 0
        for page in rule_pages(built, lang).values():
            statuses = [s for s in page.statuses if "sc-none" in s]
            assert not statuses, f"{page.path}: examples without a run result: {statuses[:3]}"
            seen_passed += sum(passed_word in s for s in page.badges)
            seen_failed += sum(failed_word in s for s in page.badges)
        examples = sum(len(f.scenarios) for f in feature_docs(lang).values())
        assert seen_passed + seen_failed == examples, lang
        assert seen_passed > 0
        assert (seen_failed > 0) == (failed > 0)


def test_without_a_report_every_page_says_so(edited_site: tuple[BuildResult, Path]) -> None:
    result, _features = edited_site
    words = {
        "fr": ("Aucun résultat de passage disponible", "n’existe pas", "réussi au dernier"),
        "ms": ("Tiada keputusan larian", "tidak wujud", "lulus dalam larian"),
    }
    for lang in LANGS:
        title, reason, passed = words[lang]
        for page in rule_pages(result, lang).values():
            assert title in page.text and reason in page.text, page.path
            assert passed not in page.text, page.path
            assert all("sc-none" in s or "sc-failed" in s for s in _example_statuses(page))
    assert "no run result available" in result.output


def test_a_report_older_than_the_features_is_ignored(features_report: Path, tmp_path: Path) -> None:
    """The run's report dated 1 January 2000 (a fresh clone's or an old checkout's) gives
    no status to any feature, and each page's note says why, in its language (the whole
    site without a report: test_without_a_report_every_page_says_so)."""
    from scorpion.docs.render import PageWriter
    from scorpion.docs.status import RunReport, Unavailable

    stale = tmp_path / "cucumber.json"
    shutil.copy(features_report, stale)
    os.utime(stale, (STALE, STALE))
    for lang, says in (("fr", "est plus ancien que"), ("ms", "lebih lama daripada")):
        paths = feature_files(ROOT / "features", lang)
        assert paths
        for path in paths:
            status = RunReport(stale, ROOT).for_feature(path)
            assert status.unavailable is Unavailable.OLDER_THAN_FEATURE, path
            assert all(
                status.lookup(s.line, [p.text for p in s.steps]) is None
                for s in load_feature(path).scenarios
            ), path
            note = PageWriter(lang).status_note(status, path, ROOT)
            assert says in note and path.relative_to(ROOT).as_posix() in note, note


# ---- bad input ---------------------------------------------------------------------------
def test_a_feature_that_does_not_parse_fails_the_build_with_file_and_line(
    tmp_path: Path,
) -> None:
    features = copy_features(tmp_path)
    path = sorted((features / "fr").glob("*.feature"))[0]
    lines = path.read_text(encoding="utf-8").splitlines()
    lines.append("Fonctionnalité: une deuxième fonctionnalité dans le même fichier")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = build_site(tmp_path / "site", features=features, report=tmp_path / "none.json")
    assert not result.ok
    assert f"{path}:{len(lines)}" in result.output, result.output[-3000:]


def test_a_board_that_cannot_be_read_fails_the_build_with_file_and_line(
    tmp_path: Path,
) -> None:
    features = copy_features(tmp_path)
    for path in sorted((features / "ms").glob("*.feature")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines, start=1):
            match = re.search(r"\b(\d+|As|Raja|Ratu|Jek) (hati|spad|wajik|kelawar)\b", line)
            if match and line.strip().startswith(("lajur", "simpanan")):
                lines[number - 1] = line.replace(match[0], "Raja kucing", 1)
                path.write_text("\n".join(lines) + "\n", encoding="utf-8")
                result = build_site(
                    tmp_path / "site", features=features, report=tmp_path / "none.json"
                )
                assert not result.ok
                assert f"{path}:{number}" in result.output, result.output[-3000:]
                assert "kucing" in result.output
                return
    pytest.fail("no docstring board found in features/ms to break")


def test_every_word_the_site_prints_is_translated() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "site_messages.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr


def test_a_step_no_phrase_matches_fails_the_build_with_file_and_line(tmp_path: Path) -> None:
    features = copy_features(tmp_path)
    path = sorted((features / "fr").glob("*.feature"))[-1]
    lines = path.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, start=1):
        if line.strip().startswith("Alors "):
            lines[number - 1] = line.replace("Alors ", "Alors le scorpion danse la gigue et ", 1)
            break
    else:
        pytest.fail(f"no Alors step in {path}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = build_site(tmp_path / "site", features=features, report=tmp_path / "none.json")
    assert not result.ok
    assert f"{path}:{number}" in result.output, result.output[-3000:]


# ---- units: the status reader and the drawing -------------------------------------------
def _report(path: Path, feature: Path, elements: list[dict[str, object]]) -> Path:
    path.write_text(json.dumps([{"uri": str(feature), "elements": elements}]), encoding="utf-8")
    return path


def _element(
    line: int, steps: list[tuple[str, str]], tags: tuple[str, ...] = ()
) -> dict[str, object]:
    return {
        "line": line,
        "tags": [{"name": t, "line": line - 1} for t in tags],
        "steps": [
            {"name": n, "line": line + i + 1, "result": {"status": s}}
            for i, (n, s) in enumerate(steps)
        ],
    }


def test_status_reader_matches_outline_rows_by_their_steps(tmp_path: Path) -> None:
    from scorpion.docs.status import Outcome, RunReport

    feature = tmp_path / "x.feature"
    feature.write_text("# language: fr\n", encoding="utf-8")
    old = time.time() - 60
    os.utime(feature, (old, old))
    report = _report(
        tmp_path / "r.json",
        feature,
        [
            _element(10, [("le 4♥ part sur la colonne 4", "passed"), ("score 5", "passed")]),
            _element(10, [("le 9♠ part sur la colonne 2", "passed"), ("score 10", "failed")]),
            _element(20, [("la donne numéro 1", "passed")]),
        ],
    )
    status = RunReport(report, tmp_path).for_feature(feature)
    assert status.available
    first = status.lookup(10, ["le 4♥ part sur la colonne 4", "score 5"])
    second = status.lookup(10, ["le 9♠ part sur la colonne 2", "score 10"])
    assert first is not None and first.outcome is Outcome.PASSED
    assert second is not None and second.outcome is Outcome.FAILED
    assert second.failed_step == 12
    # rows whose steps read the same are told apart by their order
    same = [("le tableau est posé", "passed"), ("score 5", "passed")]
    twins = _report(
        tmp_path / "twins.json",
        feature,
        [
            _element(30, same),
            _element(30, [*same[:1], ("score 5", "failed")]),
        ],
    )
    rows = RunReport(twins, tmp_path).for_feature(feature)
    texts = ["le tableau est posé", "score 5"]
    first_row = rows.lookup(31, texts, row=(0, 2))
    second_row = rows.lookup(32, texts, row=(1, 2))
    assert first_row is not None and first_row.outcome is Outcome.PASSED
    assert second_row is not None and second_row.outcome is Outcome.FAILED
    assert rows.lookup(31, texts) is None  # ambiguous without the row
    alone = status.lookup(20, ["la donne numéro 1 (renamed since)"])
    assert alone is not None and alone.outcome is Outcome.PASSED  # by its line alone
    assert status.lookup(30, ["nothing like it"]) is None


def test_status_reader_ignores_stale_missing_and_broken_reports(tmp_path: Path) -> None:
    from scorpion.docs.status import RunReport, Unavailable

    feature = tmp_path / "x.feature"
    feature.write_text("# language: fr\n", encoding="utf-8")
    code = tmp_path / "game.py"
    code.write_text("\n", encoding="utf-8")
    report = _report(tmp_path / "r.json", feature, [])
    missing = RunReport(tmp_path / "none.json", tmp_path).for_feature(feature)
    assert missing.unavailable is Unavailable.MISSING
    now = time.time()
    os.utime(report, (now - 100, now - 100))
    os.utime(feature, (now - 50, now - 50))
    stale = RunReport(report, tmp_path).for_feature(feature)
    assert stale.unavailable is Unavailable.OLDER_THAN_FEATURE and stale.newer == feature
    os.utime(feature, (now - 200, now - 200))
    os.utime(code, (now - 10, now - 10))
    older_code = RunReport(report, tmp_path, (code,)).for_feature(feature)
    assert older_code.unavailable is Unavailable.OLDER_THAN_CODE and older_code.newer == code
    other = tmp_path / "y.feature"
    other.write_text("# language: fr\n", encoding="utf-8")
    os.utime(other, (now - 200, now - 200))
    assert RunReport(report, tmp_path).for_feature(other).unavailable is Unavailable.NOT_IN_RUN
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert RunReport(broken, tmp_path).for_feature(other).unavailable is Unavailable.UNREADABLE


def test_drawing_shows_red_and_black_backs_reserve_and_removed_suites() -> None:
    from scorpion.docs.board_svg import BLACK, RED, Highlight
    from scorpion.games.scorpion.pages.pictures import draw_board

    game = Game.from_text(
        "réserve : 3 cartes cachées\nsuites retirées : pique\n"
        "colonne 1 : 2 cachées, puis 4 de cœur, 7 de trèfle\ncolonne 2 : vide\n"
        "colonne 3 : roi de carreau",
        "fr",
    )
    block = (Card.from_text("4♥"), Card.from_text("7♣"))
    svg = ET.fromstring(draw_board(game, "fr", Highlight(moved=block), title="t"))
    cards = {
        g.attrib["data-card"]: g for g in svg.iter(f"{SVG}g") if g.attrib.get("class") == "card"
    }
    assert set(cards) == {"4♥", "7♣", "K♦"}
    colours = {n: {t.attrib["fill"] for t in g.iter(f"{SVG}text")} for n, g in cards.items()}
    assert colours == {"4♥": {RED}, "7♣": {BLACK}, "K♦": {RED}}
    labels = {n: "".join(t.text or "" for t in g.iter(f"{SVG}text")) for n, g in cards.items()}
    assert labels == {"4♥": "4", "7♣": "7", "K♦": "R"}  # French letters
    backs = [r for r in svg.iter(f"{SVG}rect") if r.attrib.get("class") == "back"]
    assert len(backs) == 2 + 3
    removed = [
        g.attrib["data-card"] for g in svg.iter(f"{SVG}g") if g.attrib.get("class") == "removed"
    ]
    assert removed == ["K♠"]
    assert sum(r.attrib.get("class") == "moved" for r in svg.iter(f"{SVG}rect")) == 1
    malay = ET.fromstring(draw_board(game, "ms", title="t"))
    texts = {t.text for t in malay.iter(f"{SVG}text")}
    assert "K" in texts and "Simpanan" in texts and "Urutan dikeluarkan" in texts


def test_features_in_a_sub_folder_get_their_own_navigation_section(
    edited_site: tuple[BuildResult, Path],
) -> None:
    """Variant features live in features/<lang>/variantes/: their pages go under
    rules/variantes/, same path in both languages, in a "Variants" section."""
    result, _features = edited_site
    for lang, section in (("fr", "Les variantes"), ("ms", "Variasi")):
        page = result.language_dir(lang) / "rules" / "variantes" / "copie_fr" / "index.html"
        assert page.is_file(), lang  # the Malay page is named after its French twin
        assert section in Page(page).text
        assert Page(page).boards()


def test_drawing_of_variant_layouts() -> None:
    from scorpion.games.scorpion.pages.pictures import draw_board

    mice = Game.deal(1, "three-blind-mice")
    svg = ET.fromstring(draw_board(mice, "fr", title="t"))
    side = [
        g.attrib["data-card"] for g in svg.iter(f"{SVG}g") if g.attrib.get("class") == "reserve"
    ]
    assert side == [c.to_text("en", symbol=True) for c in mice.reserve]
    numbers = {t.text for t in svg.iter(f"{SVG}text")}
    assert {str(n) for n in range(1, 11)} <= numbers
    double = Game.deal(1, "double-scorpion")
    svg = ET.fromstring(draw_board(double, "ms", title="t"))
    slots = [r for r in svg.iter(f"{SVG}rect") if r.attrib.get("stroke-dasharray") == "4 3"]
    empty_columns = sum(1 for c in double.columns if c.is_empty)
    assert len(slots) == 8 + empty_columns  # 2 decks: 8 places for removed suites


def test_every_example_has_its_own_anchor(built: BuildResult) -> None:
    for lang in LANGS:
        for page in rule_pages(built, lang).values():
            ids = re.findall(r'\bid="(ex-[^"]+)"', page.path.read_text(encoding="utf-8"))
            assert ids and len(ids) == len(set(ids)), page.path


def test_an_example_that_fails_is_shown_failing_not_hidden(
    edited_site: tuple[BuildResult, Path],
) -> None:
    result, features = edited_site
    pages = [
        p
        for p in rule_pages(result, "fr").values()
        if "échoue quand on le rejoue pour cette page" in p.text
    ]
    assert len(pages) == 1
    assert "Cette étape échoue quand on la rejoue" in pages[0].text
    path = broken_score_file(features)
    assert f"{path}:" in pages[0].text  # the failure names the file and line
