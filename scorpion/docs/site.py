"""One language of the rules site: its features parsed and replayed, its generated pages.

`Site(lang, root)` reads the home game's features (`features/<lang>/*.feature`, see
scorpion.docs.reading), replays every scenario with the game's step set, and renders:

* one rule page per feature file, `rules/<slug>.md`, where `<slug>` is the French file's
  name in both languages (features are paired across languages by their scenario ids), so
  the language switcher can lead to the same page in the other language;
* the content behind the markers of the hand-written pages (`<!-- scorpion:... -->`);
* one SVG file per distinct picture, under `boards/`;
* a section per other game of features/games.toml (scorpion.docs.games).

This class holds what any game's site does; the home game's own pages (its pictures, its
markers, its variants) come from its subclass, named in features/games.toml (`pages`) and
made by `site_for(lang)`. Any fault in the input (a feature that does not parse, a board
the engine cannot read, a marker naming nothing) raises `SiteBuildError` naming the file
and the line.
"""

from __future__ import annotations

import posixpath
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from scorpion.bdd.games import home_game
from scorpion.bdd.model import FeatureDoc
from scorpion.docs.board_svg import site_text
from scorpion.docs.contribution import contribution_file
from scorpion.docs.games import GameSection, load_sections
from scorpion.docs.games import nav as game_section_nav
from scorpion.docs.games import pages as game_section_pages
from scorpion.docs.glossary import glossary_page, style_terms
from scorpion.docs.mutation import mutation_summary
from scorpion.docs.reading import (
    PRIMARY_LANGUAGE,
    ROOT,
    SITE_LANGUAGES,
    feature_files,
    features_dir,
    parse,
    report_path,
    slugs,
)
from scorpion.docs.render import (
    PageWriter,
    ReplayedFeature,
    ReplayedScenario,
    SiteBuildError,
    page_url_dir,
    scenario_anchor,
)
from scorpion.docs.status import FeatureStatus, RunReport, Unavailable, code_files

__all__ = [
    "MARKER",
    "PRIMARY_LANGUAGE",
    "ROOT",
    "SITE_LANGUAGES",
    "Site",
    "SiteBuildError",
    "feature_files",
    "site_for",
]

#: `<!-- scorpion:KIND [ARG [FLAG]] -->` in a hand-written page:
#:   rules-index             the rule pages with their run statuses
#:   status                  whether run results are shown, and why not
#:   feature-page KEY [with-tables]   the whole page of a feature (it then has no
#:                           generated page); with-tables adds its Examples tables
#:   tables KEY              the Examples tables of a feature's outlines, with statuses
#:   scenario KEY            one scenario with its pictures
#:   variant NAME            the sheet of a variant (parameters, differences from Classique,
#:                           reading, sources) whose rules have no feature page of their own
#:   variants                every variant side by side (one row per parameter)
#:   disagreements           where sources disagree (docs/data/sources.toml)
#:   glossary                the game's terms in French, Malay and English
#:                           (locales/glossary.toml)
#:   style-terms [seed001]   the translator's table of terms (seed001: only the Malay words
#:                           of the Malay rule text)
#:   perft                   the perft table (features/perft.toml)
#:   vocabulary              every step phrase by kind, its wordings, placeholders, examples
#:   contribution PATH       a file of docs/data/contribution/ as a code block (the guide)
#:   conformance             what the rule book says of other engines
#:                           (docs/data/conformance/*.json)
#:   protocol-refusals       the engine protocol's refusal codes, with their messages
#:   protocol-transcript KEY a scenario run through the line protocol, every line
#:   protocol-scopa-refusals, protocol-scopa-transcript KEY   the same for Scopa (each
#:                           game's part of the page: scorpion.docs.protocol_spec)
#:   mutation                the mutation score of the rule book (docs/data/mutation.json)
#: KEY: a feature's slug or file stem, or "@tag" (a feature or scenario tag); a scenario
#: also by its id. variant, variants, disagreements, perft, vocabulary, conformance and
#: protocol-* are the home game's (scorpion.games.scorpion.pages.site).
MARKER = re.compile(
    r"<!--\s*scorpion:(?P<kind>[a-z-]+)(?:\s+(?P<arg>[^\s>]+))?(?:\s+(?P<flag>[a-z-]+))?\s*-->"
)

FRONT_MATTER = re.compile(r"\A---[ \t]*\n.*?^(?:---|\.\.\.)[ \t]*\n", re.DOTALL | re.MULTILINE)


@dataclass
class Site:
    lang: str
    root: Path = ROOT
    features: list[ReplayedFeature] = field(default_factory=list)
    writer: PageWriter = field(init=False)
    pages: dict[str, str] = field(default_factory=dict)
    """Generated Markdown pages by src_uri."""
    claimed: dict[str, str] = field(default_factory=dict)
    """Slug of a feature → the hand-written page that shows it whole."""
    expansions: dict[str, str] = field(default_factory=dict)
    """Hand-written pages (src_uri) → their Markdown with the markers expanded."""
    seconds: float = 0.0
    games: list[GameSection] = field(default_factory=list)
    """The sections of the other games of features/games.toml (scorpion.docs.games)."""

    #: Navigation section of each sub-folder of features/<lang> (msgids of the site catalog).
    FOLDER_TITLES: ClassVar[dict[str, str]] = {}
    #: Hand-written pages listed first in a folder's navigation section.
    FOLDER_HEAD_PAGES: ClassVar[dict[str, tuple[str, ...]]] = {}

    def __post_init__(self) -> None:
        self.writer = self.make_writer()

    # ---- what the home game's site adds (its subclass) ------------------------------
    def make_writer(self) -> PageWriter:
        """The writer of the rule pages, drawing the game's pictures."""
        return PageWriter(self.lang)

    def replay(self, feature: FeatureDoc, slug: str, status: FeatureStatus) -> ReplayedFeature:
        """Every scenario of `feature` replayed by the game's step set."""
        raise NotImplementedError

    def load_more(self) -> None:
        """Read the game's own data after its features (faults: SiteBuildError)."""

    def claim_more(self, real_pages: dict[str, tuple[Path, str]]) -> None:
        """Find the game's own pages among the hand-written ones, before rule pages are
        written."""

    def after_description(self, replayed: ReplayedFeature, page_uri: str) -> str:
        """What a rule page shows after the feature's description."""
        return ""

    def game_marker(self, kind: str, arg: str | None, flag: str | None, src_uri: str) -> str | None:
        """The content of one of the game's own markers, None when `kind` is not one."""
        return None

    def notes(self) -> list[str]:
        """What the build log should say about the game's pages."""
        return []

    def t(self, msgid: str, **values: object) -> str:
        text = site_text(self.lang, msgid)
        return text.format(**values) if values else text

    # ---- reading ------------------------------------------------------------------
    def load(self) -> None:
        """Parse and replay every feature of the language (bad input: SiteBuildError)."""
        start = time.monotonic()
        features = features_dir()
        paths = feature_files(features, self.lang)
        if not paths:
            raise SiteBuildError(features / self.lang, None, "no feature file to build pages from")
        parsed = {path: parse(path) for path in paths}
        names = slugs(features, self.lang, parsed)
        taken: dict[str, Path] = {}
        report = RunReport(report_path(), self.root, code_files(self.root))
        for path, feature in parsed.items():
            slug = names[path]
            if slug in taken:
                raise SiteBuildError(
                    path, None, f"same scenario ids as {taken[slug]}: two pages named {slug}"
                )
            taken[slug] = path
            self.features.append(self.replay(feature, slug, report.for_feature(path)))
        self.features.sort(key=lambda f: (f.slug.count("/"), f.slug))
        self.games = load_sections(self.lang, features, self.root, report)
        self.load_more()
        self.seconds = time.monotonic() - start

    def claim(self, real_pages: dict[str, tuple[Path, str]]) -> None:
        """Give each feature its page: the hand-written page whose `feature-page` marker
        names it, else a generated `rules/<slug>.md`. `real_pages`: src_uri → (file, text)."""
        for uri, (source, text) in sorted(real_pages.items()):
            for match in MARKER.finditer(text):
                if match["kind"] != "feature-page":
                    continue
                line = text.count("\n", 0, match.start()) + 1
                try:
                    replayed = self.find_feature(match["arg"] or "")
                except LookupError as err:
                    raise SiteBuildError(source, line, str(err)) from err
                if replayed.slug in self.claimed:
                    raise SiteBuildError(
                        source,
                        line,
                        f"{replayed.slug} already has its page: {self.claimed[replayed.slug]}",
                    )
                self.claimed[replayed.slug] = uri
        self.claim_more(real_pages)
        for replayed in self.features:
            uri = self.page_uri(replayed)
            if replayed.slug not in self.claimed:
                self.pages[uri] = self.writer.feature_page(
                    replayed, uri, self.root, self.after_description(replayed, uri)
                )
        for section in self.games:
            game_pages, pictures = game_section_pages(section, self.root)
            self.pages.update(game_pages)
            self.writer.pictures.update(pictures)

    def page_uri(self, replayed: ReplayedFeature) -> str:
        return self.claimed.get(replayed.slug) or f"rules/{replayed.slug}.md"

    def unavailable(self) -> dict[Unavailable, list[ReplayedFeature]]:
        """The features shown without run results, grouped by the reason."""
        out: dict[Unavailable, list[ReplayedFeature]] = {}
        for feature in self.features:
            if feature.status.unavailable is not None:
                out.setdefault(feature.status.unavailable, []).append(feature)
        return out

    def scenario_count(self) -> int:
        return sum(len(f.scenarios()) for f in self.features)

    # ---- navigation ---------------------------------------------------------------
    def nav(self, real_pages: list[str]) -> list[object]:
        """Home, the rule pages in feature order (titled by their features, generated or
        hand-written), then the other hand-written pages."""
        sections: dict[str, list[object]] = {}
        for f in self.features:
            folder = f.slug.rpartition("/")[0]
            sections.setdefault(folder, []).append({f.feature.name: self.page_uri(f)})
        nav: list[object] = []
        if "index.md" in real_pages:
            nav.append({self.t("Home"): "index.md"})
        listed = {"index.md", *self.claimed.values()}
        for folder, pages in sections.items():
            head = [p for p in self.FOLDER_HEAD_PAGES.get(folder, ()) if p in real_pages]
            listed.update(head)
            nav.append({self.section_title(folder): [*head, *pages]})
        if "example.md" in real_pages:
            nav.append({self.t("Worked example"): "example.md"})
        nav += [game_section_nav(section) for section in self.games]
        nav += sorted(p for p in real_pages if p not in listed and p != "example.md")
        return nav

    # ---- markers ------------------------------------------------------------------
    def expand(self, src_uri: str, markdown: str, source: Path) -> str:
        """`markdown` of a hand-written page with each marker replaced by its content."""

        def replace(match: re.Match[str]) -> str:
            line = markdown.count("\n", 0, match.start()) + 1
            kind, arg, flag = match["kind"], match["arg"], match["flag"]
            try:
                return self._marker(kind, arg, flag, src_uri)
            except LookupError as err:
                raise SiteBuildError(source, line, str(err)) from err

        # mkdocs hands on_page_markdown the page without its YAML front matter (`hide: toc`):
        # drop it here too, keeping the line count for error messages
        front = FRONT_MATTER.match(markdown)
        if front:
            markdown = "\n" * front.group(0).count("\n") + markdown[front.end() :]
        expanded = MARKER.sub(replace, markdown)
        self.expansions[src_uri] = expanded
        return expanded

    def _marker(self, kind: str, arg: str | None, flag: str | None, src_uri: str) -> str:
        if kind == "rules-index":
            return self.rules_index(src_uri)
        if kind == "contribution" and arg:
            return contribution_file(self.root, arg)
        if kind == "status":
            return self.status_note()
        if kind == "feature-page" and arg:
            replayed = self.find_feature(arg)
            tables = self.tables(replayed, src_uri) if flag == "with-tables" else ""
            sheet = self.after_description(replayed, src_uri)
            return self.writer.feature_page(replayed, src_uri, self.root, sheet + tables)
        if kind == "tables" and arg:
            return self.tables(self.find_feature(arg), src_uri)
        if kind == "scenario" and arg:
            replayed, item = self.find_scenario(arg)
            link = self.link(src_uri, self.page_uri(replayed), scenario_anchor(item.scenario))
            text = self.writer.scenario(item, replayed.status, src_uri, level=2)
            return text + (
                f'\n<p class="sc-source"><a href="{link}">'
                f"{self.t('This example on its rule page: {name}', name=replayed.feature.name)}"
                "</a></p>\n"
            )
        if kind == "glossary":
            return glossary_page(self.lang)
        if kind == "style-terms":
            return style_terms(self.lang, seed001_only=arg == "seed001")
        if kind == "mutation":
            return mutation_summary(self.lang)
        found = self.game_marker(kind, arg, flag, src_uri)
        if found is not None:
            return found
        raise LookupError(f"unknown marker scorpion:{kind} {arg or ''}".strip())

    def find_feature(self, key: str) -> ReplayedFeature:
        """The feature whose slug or file stem is `key`, or tagged `key` if it starts "@"."""
        wanted = key.lstrip("@")
        found = [
            f
            for f in self.features
            if (
                wanted in {t.lstrip("@") for t in f.feature.tags}
                if key.startswith("@")
                else key in (f.slug, f.feature.path.stem)
            )
        ]
        if len(found) != 1:
            raise LookupError(
                f"{len(found)} feature files match {key} in features/{self.lang} (1 expected)"
            )
        return found[0]

    def find_scenario(self, key: str) -> tuple[ReplayedFeature, ReplayedScenario]:
        """The scenario with id `key`, or the one tagged `key` when it starts with "@"."""
        wanted = key.lstrip("@")
        found = []
        for feature in self.features:
            for item in feature.scenarios():
                if key.startswith("@"):
                    if wanted in {t.lstrip("@") for t in item.scenario.tags}:
                        found.append((feature, item))
                elif item.scenario.id.lstrip("@") == wanted:
                    found.append((feature, item))
        if len(found) != 1:
            what = "tagged" if key.startswith("@") else "with id"
            raise LookupError(
                f"{len(found)} scenarios {what} {wanted} in features/{self.lang} (1 expected)"
            )
        return found[0]

    @staticmethod
    def link(from_uri: str, to_uri: str, anchor: str = "") -> str:
        """A relative URL (directory URLs) from one page to another."""
        rel = posixpath.relpath(page_url_dir(to_uri), page_url_dir(from_uri))
        rel = "./" if rel == "." else rel + "/"
        return rel + (f"#{anchor}" if anchor else "")

    def tables(self, replayed: ReplayedFeature, src_uri: str) -> str:
        """The Examples tables of a feature's outlines, one row per example, with its
        status and a link to it on the rule page (the scoring table, for instance)."""
        out: list[str] = []
        groups: dict[str, list[ReplayedScenario]] = {}
        for item in replayed.scenarios():
            if item.scenario.example:
                name = item.scenario.outline_name or item.scenario.name
                groups.setdefault(name, []).append(item)
        if not groups:
            raise LookupError(f"{replayed.feature.path} has no Examples table")
        page = self.page_uri(replayed)
        for name, items in groups.items():
            headers = [key for key, _value in items[0].scenario.example]
            out += [f"### {name}", ""]
            out.append("| " + " | ".join([*headers, self.t("Last run")]) + " |")
            out.append("|" + "---|" * (len(headers) + 1))
            for item in items:
                values = [value.replace("|", "\\|") for _key, value in item.scenario.example]
                link = self.link(src_uri, page, scenario_anchor(item.scenario))
                if page == src_uri:
                    link = f"#{scenario_anchor(item.scenario)}"
                badge = self.writer.badge(item, replayed.status)
                out.append(
                    "| "
                    + " | ".join(values)
                    + f' | {badge} <a href="{link}">{self.t("see the example")}</a> |'
                )
            out.append("")
        if page != src_uri:
            link = self.link(src_uri, page)
            out.append(
                f'<p class="sc-source"><a href="{link}">'
                f"{self.t('Rule page: {name}', name=replayed.feature.name)}</a></p>"
            )
        return "\n".join(out) + "\n"

    def section_title(self, folder: str) -> str:
        """The navigation title of a folder of features/<lang> ("" is the rule book)."""
        if folder in self.FOLDER_TITLES:
            return self.t(self.FOLDER_TITLES[folder])
        return folder or self.t("Rules")

    def rules_index(self, src_uri: str) -> str:
        """A table of the rule pages with their run statuses, one per folder of features."""
        sections: dict[str, list[ReplayedFeature]] = {}
        for feature in self.features:
            sections.setdefault(feature.slug.rpartition("/")[0], []).append(feature)
        out: list[str] = []
        for folder, features in sections.items():
            if len(sections) > 1:
                out += [f"## {self.section_title(folder)}", ""]
            out += [
                f"| {self.t('Rule page')} | {self.t('Examples')} | {self.t('Last run')} |",
                "|---|---|---|",
            ]
            for feature in features:
                link = self.link(src_uri, self.page_uri(feature))
                out.append(
                    f'| <a href="{link}">{feature.feature.name}</a> | '
                    f"{len(feature.scenarios())} | {self.writer.summary(feature)} |"
                )
            out.append("")
        return "\n".join(out) + "\n" + self.status_note()

    def status_note(self) -> str:
        missing = self.unavailable()
        if not missing:
            return (
                f'!!! success "{self.t("Run results")}"\n\n'
                f"    {self.t('Every example shows its result in the last run of {command}.', command='`pytest features/`')}\n"  # noqa: E501
            )
        count = sum(len(v) for v in missing.values())
        return (
            f'!!! warning "{self.t("No run result available")}"\n\n'
            f"    {self.t('{count} of {total} rule pages show no run result: see each page.', count=count, total=len(self.features))} "  # noqa: E501
            f"{self.t('To show them, run {command} and build the site again.', command='`pytest features/ --cucumberjson=reports/cucumber.json`')}\n"  # noqa: E501
        )


def site_for(lang: str, root: Path = ROOT) -> Site:
    """The site of `lang`, made by the home game's pages module (features/games.toml)."""
    made: Site = home_game().site_pages().SITE(lang, root)
    return made
