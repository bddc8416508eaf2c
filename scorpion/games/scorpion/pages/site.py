"""Scorpion's rules site: the Site of scorpion.docs.site with Scorpion's own pages.

Its rule pages draw Scorpion boards (`ScorpionWriter`); a feature stating a variant's
rules shows the variant's sheet; its markers: `variant NAME`, `variants`,
`disagreements` (scorpion.games.scorpion.pages.variants), `perft`, `vocabulary`,
`conformance`, `protocol-refusals`, `protocol-transcript KEY`. features/games.toml names
this module (`pages`); the generic site makes `SITE(lang, root)`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from scorpion.bdd.model import FeatureDoc, StepFailure
from scorpion.docs.conformance import ConformanceWriter
from scorpion.docs.protocol_spec import game_part
from scorpion.docs.render import PageWriter, ReplayedFeature, SiteBuildError, scenario_anchor
from scorpion.docs.site import MARKER, Site
from scorpion.docs.status import FeatureStatus
from scorpion.errors import VariantError
from scorpion.games.scorpion.pages.perft import perft_table
from scorpion.games.scorpion.pages.play_page import play_panel
from scorpion.games.scorpion.pages.protocol_page import refusal_table, transcript_block
from scorpion.games.scorpion.pages.variants import (
    REFERENCE,
    VariantWriter,
    load_sources,
    sources_file,
)
from scorpion.games.scorpion.pages.vocabulary import vocabulary
from scorpion.games.scorpion.pages.writer import ScorpionWriter, replay_feature
from scorpion.games.scorpion.rules import RuleSet, variant, variant_names
from scorpion.i18n import N_

__all__ = ["SITE", "ScorpionSite", "variant_of"]


def variant_of(feature: FeatureDoc, names: tuple[str, ...] | list[str]) -> str | None:
    """The variant whose rules a feature states: tagged `@variant-<name>` (the variants'
    features) or `@<name>` (the rule book's `@assoupli`)."""
    for tag in feature.tags:
        tag = tag.lstrip("@")
        for name in (tag.removeprefix("variant-"), tag):
            if name in names:
                return name
    return None


@dataclass
class ScorpionSite(Site):
    """The rules site of Scorpion in one language."""

    rulesets: dict[str, RuleSet] = field(default_factory=dict)
    """Every variant (variant_names()), the reference first."""
    variants: VariantWriter | None = None

    FOLDER_TITLES: ClassVar[dict[str, str]] = {"variantes": N_("Variants")}
    FOLDER_HEAD_PAGES: ClassVar[dict[str, tuple[str, ...]]] = {
        "variantes": ("variants.md", "disagreements.md")
    }

    def make_writer(self) -> PageWriter:
        return ScorpionWriter(self.lang)

    def replay(self, feature: FeatureDoc, slug: str, status: FeatureStatus) -> ReplayedFeature:
        return replay_feature(feature, slug, status)

    def load_more(self) -> None:
        self.load_variants()

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

    def claim_more(self, real_pages: dict[str, tuple[Path, str]]) -> None:
        """Each variant's home: the rule page of the feature stating it, else the
        hand-written page showing its sheet."""
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

    def after_description(self, replayed: ReplayedFeature, page_uri: str) -> str:
        """The sheet of the variant a feature states, shown after its description."""
        name = self.feature_variant(replayed)
        return self.variant_writer.sheet(name, page_uri) if name else ""

    def game_marker(self, kind: str, arg: str | None, flag: str | None, src_uri: str) -> str | None:
        if kind == "vocabulary":
            return vocabulary(self.lang)
        if kind == "play":
            return play_panel(self.lang, self.rulesets, src_uri)
        if kind == "variant" and arg:
            if arg not in self.rulesets:
                raise LookupError(f"no variant named {arg} (known: {', '.join(self.rulesets)})")
            return self.variant_writer.sheet(arg, src_uri)
        if kind == "variants":
            return self.variant_writer.comparison(src_uri)
        if kind == "disagreements":
            return self.variant_writer.disagreements(src_uri)
        if kind == "conformance":
            return self.conformance(src_uri)
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
        if kind.startswith("protocol-"):  # another game's part of the protocol page
            try:
                return game_part(kind, arg, self.lang)
            except StepFailure as error:
                raise LookupError(f"scenario {arg} fails through the protocol: {error}") from None
        return None

    def notes(self) -> list[str]:
        untranslated = sorted(self.variant_writer.untranslated)
        if not untranslated:
            return []
        return [
            f"the reading of {', '.join(untranslated)} has no translation in"
            f" locales/{self.lang}/LC_MESSAGES/site.po; shown in English, marked as such"
        ]

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


SITE = ScorpionSite
"""The class scorpion.docs.site.site_for makes (features/games.toml: `pages`)."""
