"""The rules site's section for each other game of features/games.toml (Scopa: seed 002).

The pages are the Scorpion rule pages' (PageWriter: the feature's prose, a heading per
rule, each scenario with its steps and its status in the last run); only the pictures are
the game's own (its `pictures` module) and the replay is its step set's. Nothing here
names a game: everything comes from the registry.
"""

from __future__ import annotations

import posixpath
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from scorpion.bdd.games import GameBook, games
from scorpion.bdd.model import FeatureDoc, StepTrace
from scorpion.docs.board_svg import site_text
from scorpion.docs.reading import parse
from scorpion.docs.render import (
    PageWriter,
    ReplayedFeature,
    ReplayedScenario,
    SiteBuildError,
    docstring_block,
    escape,
)
from scorpion.docs.status import RunReport
from scorpion.i18n import N_

_t = site_text


@dataclass
class GameWriter(PageWriter):
    """A PageWriter whose pictures are the game's."""

    game: GameBook | None = None

    def picture(
        self, state: Any, page_uri: str, caption: str, *, played: Any = (), taken: Any = ()
    ) -> str:
        assert self.game is not None
        alt = state.to_text(self.lang, reveal=False)
        svg = self.game.drawing().draw_position(
            state, self.lang, played=played, taken=taken, title=alt
        )
        return self.embed(svg, alt, page_uri, caption, f'data-game="{self.game.name}"')

    def _action_caption(self, action: Any) -> str:
        lang = self.lang
        play = action.play.to_text(lang, symbol=True)
        words = [_t(lang, "{player}: {play}", player=action.player.to_text(lang), play=play)]
        if action.scopa:
            words.append("scopa")
        if action.swept_to is not None and action.swept:
            cards = " + ".join(c.to_text(lang, True) for c in action.swept)
            words.append(
                _t(
                    lang,
                    "the rest ({cards}) goes to {player}",
                    cards=cards,
                    player=action.swept_to.to_text(lang),
                )
            )
        return " — ".join(words)

    def steps(self, item: ReplayedScenario, page_uri: str) -> str:
        lang = self.lang
        traces = cast(list[Any], item.traces)
        out: list[str] = ['<div class="sc-steps" markdown>', ""]
        last_drawn: Any = None
        for index, step in enumerate(item.scenario.steps):
            trace = traces[index] if index < len(traces) else None
            out += [
                f'<p class="sc-step"><strong>{step.keyword.strip()}</strong> '
                f"{escape(step.text)}</p>",
                "",
            ]
            if trace is None or (not trace.passed and trace.failure is None):
                out += [f'<p class="sc-status sc-none">{_t(lang, "not replayed")}</p>', ""]
                continue
            action = trace.action
            if action is not None and trace.before is not None and trace.after is not None:
                before = self.picture(
                    trace.before,
                    page_uri,
                    _t(lang, "Before this step"),
                    played=(action.play.card,),
                    taken=action.play.captured,
                )
                after = self.picture(
                    trace.after,
                    page_uri,
                    self._action_caption(action),
                    taken=(action.play.card, *action.play.captured),
                )
                out += ['<div class="sc-pair" markdown>', before, after, "</div>", ""]
                last_drawn = trace.after.position
            elif (
                trace.after is not None
                and trace.after.position != last_drawn
                and step.docstring is not None
            ):
                out += [self.picture(trace.after, page_uri, _t(lang, "Board")), ""]
                last_drawn = trace.after.position
            if step.docstring is not None:
                out += [docstring_block(step.docstring, _t(lang, "Board as text")), ""]
            if trace.error is not None:
                out += [
                    f'<p class="sc-refusal">« {escape(trace.error.message(lang))} »</p>',
                    "",
                ]
            if not trace.passed:
                out += [
                    f'!!! failure "{_t(lang, "This step fails when replayed")}"',
                    "",
                    textwrap.indent("```text\n" + (trace.failure or "?").strip() + "\n```", "    "),
                    "",
                ]
        out += ["</div>", ""]
        return "\n".join(out)


@dataclass
class GameSection:
    """One game's pages in one language: an index and a page per feature."""

    game: GameBook
    lang: str
    features: list[ReplayedFeature] = field(default_factory=list)

    @property
    def folder(self) -> str:
        return f"games/{self.game.folder}"

    def page_uri(self, replayed: ReplayedFeature) -> str:
        return f"{self.folder}/{replayed.slug}.md"

    @property
    def index_uri(self) -> str:
        return f"{self.folder}/index.md"


def load_sections(
    lang: str, features_root: Path, root: Path, report: RunReport
) -> list[GameSection]:
    """Parse and replay every feature of every registered game in `lang`."""
    sections = []
    for game in games():
        section = GameSection(game, lang)
        module = game.steps()
        for path in game.feature_files(features_root, lang):
            feature: FeatureDoc = parse(path)
            rules = []
            status = report.for_feature(path)
            for rule in feature.rules:
                items = []
                for scenario in rule.scenarios:
                    try:
                        traces = module.replay(scenario, lang)
                    except Exception as err:  # a position or a line the game cannot read
                        raise SiteBuildError(path, scenario.line, str(err)) from err
                    rows = [
                        s
                        for s in rule.scenarios
                        if s.example
                        and s.id == scenario.id
                        and s.outline_name == scenario.outline_name
                    ]
                    row = (rows.index(scenario), len(rows)) if scenario in rows else None
                    result = status.lookup(
                        scenario.line, [s.text for s in scenario.steps], scenario.tags, row
                    )
                    items.append(ReplayedScenario(scenario, cast(list[StepTrace], traces), result))
                rules.append((rule, items))
            section.features.append(ReplayedFeature(feature, path.stem, status, rules))
        sections.append(section)
    return sections


TRANSLATED = N_(
    "No {game} rule text exists in Malay: the Malay rule prose of these pages is the"
    " project's own translation of the French text (seed {seed}), sentence by sentence,"
    " with the card and action words of the Malay Scorpion rule book."
)


def pages(section: GameSection, root: Path) -> tuple[dict[str, str], dict[str, str]]:
    """The Markdown of the game's index and feature pages (by src_uri), and the pictures
    they show (src_uri → SVG)."""
    lang = section.lang
    writer = GameWriter(lang, game=section.game)
    out: dict[str, str] = {}
    index = [f"# {section.game.title(lang)}", ""]
    if lang == "ms":
        seed = section.game.seed.split("_")[0]
        note = _t(lang, TRANSLATED, game=section.game.title(lang), seed=seed)
        title = _t(lang, "About the Malay text")
        index += [f'!!! note "{title}"', "", textwrap.indent(note, "    "), ""]
    heads = (_t(lang, "Rule page"), _t(lang, "Examples"), _t(lang, "Last run"))
    index += ["| {} | {} | {} |".format(*heads), "|---|---|---|"]
    for replayed in section.features:
        uri = section.page_uri(replayed)
        link = posixpath.relpath(uri, section.folder)
        count = len(replayed.scenarios())
        name = replayed.feature.name
        index.append(f"| [{name}]({link}) | {count} | {writer.summary(replayed)} |")
        out[uri] = writer.feature_page(replayed, uri, root)
    # The rules in one read: each feature's prose (in Malay, the project's translation).
    index += ["", f"## {_t(lang, 'The rules')}", ""]
    for replayed in section.features:
        link = posixpath.relpath(section.page_uri(replayed), section.folder)
        index += [f"### [{replayed.feature.name}]({link})", "", replayed.feature.description, ""]
    out[section.index_uri] = "\n".join(index) + "\n"
    return out, writer.pictures


def nav(section: GameSection) -> dict[str, list[object]]:
    entries: list[object] = [section.index_uri]
    entries += [{f.feature.name: section.page_uri(f)} for f in section.features]
    return {section.game.title(section.lang): entries}
