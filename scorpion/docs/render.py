"""Turn a parsed feature and the replay of its scenarios into a Markdown page with pictures.

Every word around the generated content comes from the `site` catalog in the page's
language; the rule prose, the step sentences and the boards come from the feature file and
from what the engine did while replaying it.
"""

from __future__ import annotations

import hashlib
import posixpath
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scorpion.bdd.model import FeatureDoc, RuleDoc, ScenarioDoc, StepTrace
from scorpion.docs.board_svg import picture_size, site_text
from scorpion.docs.status import FeatureStatus, Outcome, ScenarioResult, Unavailable


class SiteBuildError(Exception):
    """Bad input for the site (a feature or a board that cannot be read): `file:line: fault`."""

    def __init__(self, path: Path, line: int | None, fault: str) -> None:
        self.path = path
        self.line = line
        self.fault = fault
        where = f"{path}:{line}" if line else str(path)
        super().__init__(f"{where}: {fault}")


@dataclass
class ReplayedScenario:
    scenario: ScenarioDoc
    traces: list[StepTrace]
    result: ScenarioResult | None

    @property
    def replay_passed(self) -> bool:
        return len(self.traces) == len(self.scenario.steps) and all(t.passed for t in self.traces)


@dataclass
class ReplayedFeature:
    feature: FeatureDoc
    slug: str
    status: FeatureStatus
    rules: list[tuple[RuleDoc, list[ReplayedScenario]]]

    def scenarios(self) -> list[ReplayedScenario]:
        return [s for _rule, scenarios in self.rules for s in scenarios]

    def counts(self) -> dict[str, int]:
        counts = {"passed": 0, "failed": 0, "none": 0}
        for item in self.scenarios():
            if item.result is None:
                counts["none"] += 1
            elif item.result.outcome is Outcome.FAILED:
                counts["failed"] += 1
            elif item.result.outcome is Outcome.PASSED:
                counts["passed"] += 1
            else:
                counts["none"] += 1
        return counts


def replayed_scenario(
    rule: RuleDoc, scenario: ScenarioDoc, traces: list[StepTrace], status: FeatureStatus
) -> ReplayedScenario:
    """A replayed scenario with its result in the last run (an outline's row by its place
    among the rows of its outline)."""
    rows = [
        s
        for s in rule.scenarios
        if s.example and s.id == scenario.id and s.outline_name == scenario.outline_name
    ]
    row = (rows.index(scenario), len(rows)) if scenario in rows else None
    result = status.lookup(scenario.line, [s.text for s in scenario.steps], scenario.tags, row)
    return ReplayedScenario(scenario, traces, result)


_t = site_text


def _dedent(text: str | None) -> str:
    return textwrap.dedent(text or "").strip()


def quote_attr(text: str) -> str:
    """Text inside a double-quoted HTML attribute."""
    return (
        text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")
    )


@dataclass
class PageWriter:
    """Writes the Markdown of generated content and collects the pictures it refers to."""

    lang: str
    pictures: dict[str, str] = field(default_factory=dict)
    """src_uri of each SVG file → its content."""
    picture_count: int = 0

    def embed(self, svg: str, alt: str, page_uri: str, caption: str, data: str) -> str:
        """Keep a picture (one file per distinct SVG) and the <figure> showing it;
        `data` holds the <img>'s data attributes."""
        digest = hashlib.sha1(svg.encode("utf-8")).hexdigest()[:16]
        uri = f"boards/{digest}.svg"
        self.pictures[uri] = svg
        self.picture_count += 1
        src = posixpath.relpath(uri, page_url_dir(page_uri))
        width, height = picture_size(svg)
        return (
            f'<figure class="sc-board" markdown="span">\n'
            f'<img src="{src}" alt="{quote_attr(alt)}" width="{width}" height="{height}" '
            f'loading="lazy" {data}>\n'
            f"<figcaption>{caption}</figcaption>\n</figure>"
        )

    # ---- statuses -----------------------------------------------------------------
    def badge(self, item: ReplayedScenario, status: FeatureStatus) -> str:
        lang = self.lang
        result = item.result
        if result is None:
            text = (
                _t(lang, "no run result")
                if not status.available
                else _t(lang, "not in the last run")
            )
            html = f'<span class="sc-status sc-none">— {text}</span>'
        elif result.outcome is Outcome.PASSED:
            passed = _t(lang, "passed in the last run")
            html = f'<span class="sc-status sc-passed">✔ {passed}</span>'
        elif result.outcome is Outcome.FAILED:
            html = (
                f'<span class="sc-status sc-failed">✘ {_t(lang, "failed in the last run")}</span>'
            )
        elif result.outcome is Outcome.SKIPPED:
            html = f'<span class="sc-status sc-none">○ {_t(lang, "skipped in the last run")}</span>'
        else:
            html = f'<span class="sc-status sc-none">— {_t(lang, "no run result")}</span>'
        if not item.replay_passed:
            html += (
                f' <span class="sc-status sc-failed">✘ '
                f"{_t(lang, 'fails when replayed for this page')}</span>"
            )
        return html

    def status_note(self, status: FeatureStatus, feature_path: Path, root: Path) -> str:
        lang = self.lang
        report = _rel(status.report, root)
        if status.available:
            return ""
        title = _t(lang, "No run result available")
        if status.unavailable is Unavailable.MISSING:
            body = _t(lang, "The report {report} does not exist.", report=f"`{report}`")
        elif status.unavailable is Unavailable.UNREADABLE:
            body = _t(lang, "The report {report} cannot be read.", report=f"`{report}`")
        elif status.unavailable is Unavailable.OLDER_THAN_FEATURE:
            body = _t(
                lang,
                "The report {report} is older than {file}: its statuses are ignored.",
                report=f"`{report}`",
                file=f"`{_rel(feature_path, root)}`",
            )
        elif status.unavailable is Unavailable.OLDER_THAN_CODE:
            body = _t(
                lang,
                "The report {report} is older than {file}: its statuses are ignored.",
                report=f"`{report}`",
                file=f"`{_rel(status.newer or feature_path, root)}`",
            )
        else:
            body = _t(
                lang,
                "The report {report} has no result for {file}.",
                report=f"`{report}`",
                file=f"`{_rel(feature_path, root)}`",
            )
        how = _t(
            lang,
            "To show them, run {command} and build the site again.",
            command="`pytest features/ --cucumberjson=reports/cucumber.json`",
        )
        return f'!!! warning "{title}"\n\n    {body} {how}\n'

    def summary(self, replayed: ReplayedFeature) -> str:
        counts = replayed.counts()
        lang = self.lang
        if not replayed.status.available:
            return f'<span class="sc-status sc-none">— {_t(lang, "no run result")}</span>'
        passed = _t(lang, "passed: {count}", count=counts["passed"])
        failed = _t(lang, "failed: {count}", count=counts["failed"])
        parts = [
            f'<span class="sc-status sc-passed">✔ {passed}</span>',
            f'<span class="sc-status sc-failed">✘ {failed}</span>',
        ]
        if counts["none"]:
            parts.append(
                f'<span class="sc-status sc-none">— '
                f"{_t(lang, 'without result: {count}', count=counts['none'])}</span>"
            )
        return " ".join(parts)

    # ---- pages --------------------------------------------------------------------
    def feature_page(
        self, replayed: ReplayedFeature, page_uri: str, root: Path, after_description: str = ""
    ) -> str:
        feature = replayed.feature
        out = [f"# {feature.name}", ""]
        out.append(
            f'<p class="sc-summary">'
            f"{_t(self.lang, 'Examples: {count}', count=len(replayed.scenarios()))}"
            f" · {self.summary(replayed)}</p>"
        )
        out.append("")
        note = self.status_note(replayed.status, feature.path, root)
        if note:
            out += [note, ""]
        out.append(
            self.feature_body(replayed, page_uri, level=2, after_description=after_description)
        )
        source = _rel(feature.path, root)
        source_line = _t(self.lang, "Source: {file}", file=f"<code>{source}</code>")
        out += ["", f'<p class="sc-source">{source_line}</p>']
        return "\n".join(out) + "\n"

    def feature_body(
        self, replayed: ReplayedFeature, page_uri: str, level: int, after_description: str = ""
    ) -> str:
        out: list[str] = []
        description = _dedent(replayed.feature.description)
        if description:
            out += [description, ""]
        if after_description:
            out += [after_description, ""]
        for rule, items in replayed.rules:
            sub = level
            if rule.name:
                out += [f"{'#' * level} {rule.name}", ""]
                rule_text = _dedent(rule.description)
                if rule_text:
                    out += [rule_text, ""]
                sub = level + 1
            for item in items:
                out.append(self.scenario(item, replayed.status, page_uri, sub))
        return "\n".join(out)

    def scenario(
        self, item: ReplayedScenario, status: FeatureStatus, page_uri: str, level: int
    ) -> str:
        scenario = item.scenario
        lang = self.lang
        anchor = scenario_anchor(scenario)
        # one block per example, which the print stylesheet keeps on one page when it fits
        out = [
            '<section class="sc-example" markdown>',
            "",
            f"{'#' * level} {_t(lang, 'Example: {name}', name=scenario.name)} {{ #{anchor} }}",
            "",
            f'<p class="sc-badges">{self.badge(item, status)} '
            f'<code class="sc-id" title="{quote_attr(_t(lang, "scenario id"))}">'
            f"{escape(scenario.id)}</code></p>",
            "",
        ]
        if item.result is not None and item.result.outcome is Outcome.FAILED:
            line = item.result.failed_step
            where = _t(lang, "line {line}", line=line) if line else ""
            out += [
                f'!!! failure "{_t(lang, "Failed in the last run")} {where}"',
                "",
                textwrap.indent(
                    "```text\n" + (item.result.message.strip()[-1500:] or "?") + "\n```", "    "
                ),
                "",
            ]
        description = _dedent(scenario.description)
        if description:
            out += [description, ""]
        out += [self.steps(item, page_uri), "", "</section>"]
        return "\n".join(out) + "\n"

    def steps(self, item: ReplayedScenario, page_uri: str) -> str:
        """The steps of a scenario with the game's pictures: each game's writer says."""
        raise NotImplementedError


def page_url_dir(src_uri: str) -> str:
    """The folder a page is served from, with directory URLs: rules/x.md → rules/x."""
    stem = src_uri[: -len(".md")] if src_uri.endswith(".md") else src_uri
    if stem == "index":
        return "."
    if stem.endswith("/index"):
        return stem[: -len("/index")]
    return stem


def scenario_anchor(scenario: ScenarioDoc) -> str:
    """The example's anchor: its id, and for a row of an outline (rows share the id) the
    row's line in the feature file."""
    anchor = "ex-" + "".join(c if c.isalnum() or c in "-_" else "-" for c in str(scenario.id))
    return f"{anchor}-{scenario.line}" if scenario.example else anchor


def escape(text: str) -> str:
    """Text as HTML shows it (what html.escape(text, quote=False) gives)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def docstring_block(text: str, title: str | None = None) -> str:
    """A board or step docstring as a text block, folded under `title` when given."""
    body = textwrap.indent("```text\n" + text.rstrip() + "\n```", "    ")
    if title is None:
        return body.replace("    ", "", 1)
    return f'??? abstract "{title}"\n\n{body}'


def markdown_table(rows: Sequence[Sequence[Any]] | Any) -> str:
    """A Gherkin data table (or rows of values) as a Markdown table."""
    rows = getattr(rows, "rows", rows)
    cells = [[escape(str(getattr(c, "value", c))).replace("|", "\\|") for c in r] for r in rows]
    if not cells:
        return ""
    lines = ["| " + " | ".join(cells[0]) + " |", "|" + "---|" * len(cells[0])]
    lines += ["| " + " | ".join(r) + " |" for r in cells[1:]]
    return "\n".join(lines)


def _rel(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()
