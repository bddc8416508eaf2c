"""Scorpion's rule pages: its scenarios replayed on the built-in engine, each action shown
as a pair of board pictures (before, after) with the moved block and the turned cards
framed (PageWriter of scorpion.docs.render does the rest of the page)."""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Any

from scorpion.bdd.model import FeatureDoc, FeatureError, RuleDoc
from scorpion.docs.board_svg import Highlight, site_text
from scorpion.docs.render import (
    PageWriter,
    ReplayedFeature,
    ReplayedScenario,
    SiteBuildError,
    docstring_block,
    escape,
    markdown_table,
    quote_attr,
    replayed_scenario,
)
from scorpion.docs.status import FeatureStatus
from scorpion.errors import NotationError, ScorpionError
from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.moves import Action
from scorpion.games.scorpion.pages.pictures import draw_board
from scorpion.games.scorpion.pages.play_page import play_link
from scorpion.games.scorpion.rulebook.executor import neutral_steps, replay

_t = site_text


def replay_feature(feature: FeatureDoc, slug: str, status: FeatureStatus) -> ReplayedFeature:
    """Replay every scenario of `feature`.

    Bad input fails first, with its file and line: each scenario is read as neutral steps,
    which matches every step line to a phrase and reads every board. What the replay then
    finds (a check that does not hold) is the engine's behaviour, shown on the page.
    """
    rules: list[tuple[RuleDoc, list[ReplayedScenario]]] = []
    for rule in feature.rules:
        items: list[ReplayedScenario] = []
        for scenario in rule.scenarios:
            try:
                neutral_steps(scenario, feature.lang)
                traces = list(replay(scenario, feature.lang))
            except FeatureError as err:
                raise SiteBuildError(err.path or feature.path, err.line, err.fault) from err
            except NotationError as err:
                raise SiteBuildError(feature.path, scenario.line, err.message("en")) from err
            items.append(replayed_scenario(rule, scenario, traces, status))
        rules.append((rule, items))
    return ReplayedFeature(feature, slug, status, rules)


@dataclass
class ScorpionWriter(PageWriter):
    """A PageWriter drawing Scorpion's boards."""

    def figure(
        self, game: Game, page_uri: str, caption: str, highlight: Highlight | None = None
    ) -> str:
        alt = game.to_text(self.lang, reveal=False)
        svg = draw_board(game, self.lang, highlight, title=alt)
        link = play_link(game, self.lang, page_uri)
        return self.embed(
            svg,
            alt,
            page_uri,
            f"{caption} {link}" if link else caption,
            f'data-variant="{quote_attr(game.variant.name)}"',
        )

    def steps(self, item: ReplayedScenario, page_uri: str) -> str:
        lang = self.lang
        traces = item.traces
        out: list[str] = ['<div class="sc-steps" markdown>', ""]
        last_drawn: Any = None
        failed = False
        for index, step in enumerate(item.scenario.steps):
            trace = traces[index] if index < len(traces) else None
            keyword = step.keyword.strip()
            out.append(f'<p class="sc-step"><strong>{keyword}</strong> {escape(step.text)}</p>')
            out.append("")
            if step.datatable:
                out += [markdown_table(step.datatable), ""]
            if trace is None:
                out += [f'<p class="sc-status sc-none">{_t(lang, "not replayed")}</p>', ""]
                if step.docstring is not None:
                    out += [docstring_block(step.docstring), ""]
                continue
            action = trace.action
            if (
                action is not None
                and trace.before is not None
                and trace.after is not None
                and not _is_one_move(trace.before, action, trace.after)
            ):
                # several actions in one step (a table of moves, undoing n actions, an
                # undo): show where the step started and where it ended, nothing framed
                before = self.figure(trace.before, page_uri, _t(lang, "Before this step"))
                after = self.figure(
                    trace.after,
                    page_uri,
                    _t(lang, "After this step: score {score}", score=trace.after.score),
                )
                out += ['<div class="sc-pair" markdown>', before, after, "</div>", ""]
                last_drawn = trace.after.position
            elif action is not None and trace.before is not None and trace.after is not None:
                block = tuple(action.block) or tuple(getattr(action, "dealt", ()))
                is_reserve = (
                    bool(getattr(action.move, "kind", None))
                    and str(getattr(action.move.kind, "value", "")) == "reserve"
                )
                before = self.figure(
                    trace.before,
                    page_uri,
                    _t(lang, "Before: {move}", move=action.move.to_text(lang)),
                    Highlight(moved=() if is_reserve else block, reserve=is_reserve),
                )
                points = _t(
                    lang,
                    "{points} points, score {score}",
                    points=f"{action.points:+d}",
                    score=trace.after.score,
                )
                after = self.figure(
                    trace.after,
                    page_uri,
                    _t(lang, "After: {points}", points=points),
                    Highlight(
                        moved=tuple(getattr(action, "dealt", ())) if is_reserve else block,
                        turned=tuple(action.turned),
                        removed=tuple(action.removed),
                    ),
                )
                out += ['<div class="sc-pair" markdown>', before, after, "</div>", ""]
                last_drawn = trace.after.position
            elif trace.after is not None and trace.after.position != last_drawn:
                upcoming = traces[index + 1] if index + 1 < len(traces) else None
                if (
                    upcoming is not None
                    and upcoming.action is not None
                    and upcoming.before is not None
                    and upcoming.before.position == trace.after.position
                ):
                    pass  # the next action's "before" picture shows this very board
                else:
                    out += [self.figure(trace.after, page_uri, _t(lang, "Board")), ""]
                    last_drawn = trace.after.position
            if step.docstring is not None and trace.step_id == "variant_file":
                out += [docstring_block(step.docstring), ""]  # the example's subject: shown open
            elif step.docstring is not None:
                out += [docstring_block(step.docstring, _t(lang, "Board as text")), ""]
            if not trace.passed and failed:
                # the executor does not run the steps after a failed one
                out += [f'<p class="sc-status sc-none">{_t(lang, "not replayed")}</p>', ""]
            elif not trace.passed:
                failed = True
                failure = trace.failure or (str(trace.error) if trace.error else "?")
                out += [
                    f'!!! failure "{_t(lang, "This step fails when replayed")}"',
                    "",
                    textwrap.indent("```text\n" + failure.strip() + "\n```", "    "),
                    "",
                ]
        out += ["</div>", ""]
        return "\n".join(out)


def _is_one_move(before: Game, action: Action, after: Game) -> bool:
    """Whether the step did exactly `action`: playing its move on `before` gives `after`
    (not so for an undo, or for a step that plays several moves)."""
    game = before.copy()
    try:
        game.play(action.move)
    except ScorpionError:
        return False
    return game == after and game.score == after.score
