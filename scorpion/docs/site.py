"""One language of the rules site: its features parsed and replayed, its generated pages.

`Site(lang, root)` reads `features/<lang>/*.feature` with the rule book's executor, replays
every scenario, and renders:

* one rule page per feature file, `rules/<slug>.md`, where `<slug>` is the French file's
  name in both languages (features are paired across languages by their scenario ids), so
  the language switcher can lead to the same page in the other language;
* the content behind the markers of the hand-written pages (`<!-- scorpion:... -->`);
* one SVG file per distinct picture, under `boards/`.

Any fault in the input (a feature that does not parse, a board the engine cannot read, a
marker naming nothing) raises `SiteBuildError` naming the file and the line.
"""

from __future__ import annotations

import os
import posixpath
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from scorpion.bdd.dialect import register_dialects
from scorpion.bdd.games import game_folders
from scorpion.bdd.model import FeatureDoc, FeatureError, StepFailure
from scorpion.bdd.reading import extra_feature_dirs, load_feature
from scorpion.docs.board_svg import site_text
from scorpion.docs.conformance import ConformanceWriter
from scorpion.docs.games import GameSection, load_sections
from scorpion.docs.games import nav as game_section_nav
from scorpion.docs.games import pages as game_section_pages
from scorpion.docs.glossary import glossary_page
from scorpion.docs.mutation import mutation_summary
from scorpion.docs.perft import perft_table
from scorpion.docs.protocol_page import refusal_table, transcript_block
from scorpion.docs.render import (
    PageWriter,
    ReplayedFeature,
    ReplayedScenario,
    SiteBuildError,
    page_url_dir,
    replay_feature,
    scenario_anchor,
)
from scorpion.docs.status import RunReport, Unavailable, code_files
from scorpion.docs.variants import REFERENCE, VariantWriter, load_sources, sources_file
from scorpion.docs.vocabulary import contribution_file, vocabulary
from scorpion.errors import VariantError
from scorpion.games.scorpion.rules import RuleSet, variant, variant_names
from scorpion.i18n import N_

ROOT = Path(__file__).resolve().parents[2]
PRIMARY_LANGUAGE = "fr"
SITE_LANGUAGES = ("fr", "ms")
REPORT = Path("reports") / "cucumber.json"

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
#:   perft                   the perft table (features/perft.toml)
#:   vocabulary              every step phrase by kind, its wordings, placeholders, examples
#:   contribution PATH       a file of docs/data/contribution/ as a code block (the guide)
#:   conformance             what the rule book says of other engines
#:                           (docs/data/conformance/*.json)
#:   protocol-refusals       the engine protocol's refusal codes, with their messages
#:   protocol-transcript KEY a scenario run through the line protocol, every line
#:   mutation                the mutation score of the rule book (docs/data/mutation.json)
#: KEY: a feature's slug or file stem, or "@tag" (a feature or scenario tag); a scenario
#: also by its id.
MARKER = re.compile(
    r"<!--\s*scorpion:(?P<kind>[a-z-]+)(?:\s+(?P<arg>[^\s>]+))?(?:\s+(?P<flag>[a-z-]+))?\s*-->"
)

FRONT_MATTER = re.compile(r"\A---[ \t]*\n.*?^(?:---|\.\.\.)[ \t]*\n", re.DOTALL | re.MULTILINE)


def features_dir() -> Path:
    """features/ of the repository, or $SCORPION_SITE_FEATURES (tests build from copies)."""
    return Path(os.environ.get("SCORPION_SITE_FEATURES") or ROOT / "features")


def report_path() -> Path:
    """reports/cucumber.json, or $SCORPION_SITE_REPORT (tests point it elsewhere)."""
    return Path(os.environ.get("SCORPION_SITE_REPORT") or ROOT / REPORT)


def feature_files(features: Path, lang: str) -> list[Path]:
    """The feature files of `lang`: the rule book's, then those of its sub-folders (the
    variants' `variantes/`), each folder sorted by name; then those of the folders named
    by SCORPION_FEATURES (a contributor's scenarios kept outside the repository). The
    folders of the other games (features/games.toml) are not Scorpion pages."""
    found: list[Path] = []
    others = game_folders()
    for folder in [features, *extra_feature_dirs()]:
        root = folder / lang
        found += sorted(root.glob("*.feature")) + sorted(
            p for p in root.glob("*/*.feature") if p.parent.name not in others
        )
    return found


def _root_of(features_root: Path, lang: str, path: Path) -> Path:
    """The folder (features/ or a SCORPION_FEATURES folder) a feature file belongs to."""
    for folder in [features_root, *extra_feature_dirs()]:
        if path.is_relative_to(folder / lang):
            return folder
    return features_root


def _name(features_root: Path, lang: str, path: Path) -> str:
    """A feature's page name: its path under features/<lang>, without the suffix."""
    root = _root_of(features_root, lang, path)
    return path.relative_to(root / lang).with_suffix("").as_posix()


#: Navigation section of each sub-folder of features/<lang> (msgids of the site catalog).
FOLDER_TITLES = {"variantes": N_("Variants")}
#: Hand-written pages listed first in a folder's navigation section.
FOLDER_HEAD_PAGES = {"variantes": ("variants.md", "disagreements.md")}


def variant_of(feature: FeatureDoc, names: tuple[str, ...] | list[str]) -> str | None:
    """The variant whose rules a feature states: tagged `@variant-<name>` (the variants'
    features) or `@<name>` (the rule book's `@assoupli`)."""
    for tag in feature.tags:
        tag = tag.lstrip("@")
        for name in (tag.removeprefix("variant-"), tag):
            if name in names:
                return name
    return None


def parse(path: Path) -> FeatureDoc:
    """A parsed feature; any fault becomes a SiteBuildError naming file and line."""
    register_dialects()
    try:
        return load_feature(path)
    except FeatureError as err:
        raise SiteBuildError(err.path or path, err.line, err.fault) from err
    except SiteBuildError:
        raise
    except Exception as err:
        line = getattr(err, "line", None)
        raise SiteBuildError(path, line if isinstance(line, int) else None, str(err)) from err


def _ids(feature: FeatureDoc) -> set[str]:
    return {s.id for s in feature.scenarios if s.id}


def slugs(features_root: Path, lang: str, features: dict[Path, FeatureDoc]) -> dict[Path, str]:
    """The page name of each feature of `lang`: the French file's path under features/fr
    (without the suffix, e.g. `03_coups_permis`, `variantes/wasp`), found by shared ids."""
    if lang == PRIMARY_LANGUAGE:
        return {path: _name(features_root, lang, path) for path in features}
    primary = {
        _name(features_root, PRIMARY_LANGUAGE, p): _ids(parse(p))
        for p in feature_files(features_root, PRIMARY_LANGUAGE)
    }
    result: dict[Path, str] = {}
    for path, feature in features.items():
        mine = _ids(feature)
        best = max(primary.items(), key=lambda item: len(item[1] & mine), default=None)
        if best is not None and best[1] & mine:
            result[path] = best[0]
        else:
            result[path] = _name(features_root, lang, path)
    return result


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
    rulesets: dict[str, RuleSet] = field(default_factory=dict)
    """Every variant (variant_names()), the reference first."""
    variants: VariantWriter | None = None
    games: list[GameSection] = field(default_factory=list)
    """The sections of the other games of features/games.toml (scorpion.docs.games)."""

    def __post_init__(self) -> None:
        self.writer = PageWriter(self.lang)

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
            self.features.append(replay_feature(feature, slug, report.for_feature(path)))
        self.features.sort(key=lambda f: (f.slug.count("/"), f.slug))
        self.games = load_sections(self.lang, features, self.root, report)
        self.load_variants()
        self.seconds = time.monotonic() - start

    def load_variants(self) -> None:
        """Every variant's data file, and docs/data/sources.toml (faults: SiteBuildError)."""
        names = variant_names()
        try:
            ordered = [REFERENCE, *(n for n in names if n != REFERENCE)]
            self.rulesets = {name: variant(name) for name in ordered}
        except VariantError as err:
            folder = Path("scorpion/games/scorpion/variants")
            raise SiteBuildError(folder, None, err.message("en")) from err
        data = load_sources(sources_file(), names)
        self.variants = VariantWriter(self.lang, self.rulesets, data, {}, set())

    @property
    def variant_writer(self) -> VariantWriter:
        if self.variants is None:
            raise LookupError("variants are not loaded")
        return self.variants

    def feature_variant(self, replayed: ReplayedFeature) -> str | None:
        return variant_of(replayed.feature, list(self.rulesets))

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
        writer = self.variant_writer
        writer.pages = frozenset(real_pages)
        for replayed in self.features:
            name = self.feature_variant(replayed)
            if name is not None and name not in writer.homes:
                writer.homes[name] = (self.page_uri(replayed), "")
        for uri, (_source, text) in sorted(real_pages.items()):
            for match in MARKER.finditer(text):
                name = match["arg"] or ""
                if match["kind"] == "variant" and name not in writer.homes:
                    writer.homes[name] = (uri, f"variant-{name}")
        for replayed in self.features:
            uri = self.page_uri(replayed)
            if replayed.slug not in self.claimed:
                self.pages[uri] = self.writer.feature_page(
                    replayed, uri, self.root, self.variant_sheet(replayed, uri)
                )
        for section in self.games:
            game_pages, pictures = game_section_pages(section, self.root)
            self.pages.update(game_pages)
            self.writer.pictures.update(pictures)

    def variant_sheet(self, replayed: ReplayedFeature, page_uri: str) -> str:
        """The sheet of the variant a feature states, shown after its description."""
        name = self.feature_variant(replayed)
        return self.variant_writer.sheet(name, page_uri) if name else ""

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
            head = [p for p in FOLDER_HEAD_PAGES.get(folder, ()) if p in real_pages]
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
        if kind == "vocabulary":
            return vocabulary(self.lang)
        if kind == "contribution" and arg:
            return contribution_file(self.root, arg)
        if kind == "status":
            return self.status_note()
        if kind == "feature-page" and arg:
            replayed = self.find_feature(arg)
            tables = self.tables(replayed, src_uri) if flag == "with-tables" else ""
            sheet = self.variant_sheet(replayed, src_uri)
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
        if kind == "variant" and arg:
            if arg not in self.rulesets:
                raise LookupError(f"no variant named {arg} (known: {', '.join(self.rulesets)})")
            return self.variant_writer.sheet(arg, src_uri)
        if kind == "variants":
            return self.variant_writer.comparison(src_uri)
        if kind == "disagreements":
            return self.variant_writer.disagreements(src_uri)
        if kind == "glossary":
            return glossary_page(self.lang)
        if kind == "conformance":
            return self.conformance(src_uri)
        if kind == "mutation":
            return mutation_summary(self.lang)
        if kind == "perft":
            return perft_table(
                self.lang, lambda name: self.variant_writer.title_link(src_uri, name)
            )
        if kind == "protocol-refusals":
            return refusal_table(self.lang)
        if kind == "protocol-transcript" and arg:
            _, item = self.find_scenario(arg)
            try:
                return transcript_block(item.scenario, self.lang)
            except StepFailure as error:
                raise LookupError(f"scenario {arg} fails through the protocol: {error}") from None
        raise LookupError(f"unknown marker scorpion:{kind} {arg or ''}".strip())

    def conformance(self, src_uri: str) -> str:
        """Other engines' results per variant and section, with the rules they break."""
        sections = {
            f.slug: (f.feature.name, self.link(src_uri, self.page_uri(f))) for f in self.features
        }
        scenarios: dict[str, tuple[str, str]] = {}
        for f in self.features:
            for item in f.scenarios():  # an outline's first row stands for it
                scenarios.setdefault(
                    item.scenario.id,
                    (
                        item.scenario.outline_name or item.scenario.name,
                        self.link(src_uri, self.page_uri(f), scenario_anchor(item.scenario)),
                    ),
                )
        writer = ConformanceWriter(
            self.lang,
            sections,
            scenarios,
            lambda name: self.variant_writer.title_link(src_uri, name),
        )
        return writer.page()

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
        if folder in FOLDER_TITLES:
            return self.t(FOLDER_TITLES[folder])
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
