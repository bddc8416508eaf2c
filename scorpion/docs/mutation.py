"""The figures of the page "how strong is this rule book" (marker `<!-- scorpion:mutation
-->`), from docs/data/mutation.json, which `make mutation` writes: nothing on the page is
written by hand, so a new run shows on the next build."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

from babel.dates import format_date

from scorpion.docs.board_svg import site_text
from scorpion.i18n import N_
from scorpion.numbers import format_count, format_share

REPORT = Path(__file__).resolve().parents[2] / "docs" / "data" / "mutation.json"


_t = site_text

COLUMNS = (
    N_("File"),
    N_("Mutants"),
    N_("Killed"),
    N_("Equivalent"),
    N_("Not a rule"),
    N_("Held by pragmas"),
)
"""The table's headings; "not a rule" is its own column, never folded into "equivalent"."""


def mutation_summary(lang: str, report: dict[str, Any] | None = None) -> str:
    """The score, its date and the counts per file, in `lang`."""
    data = report if report is not None else json.loads(REPORT.read_text(encoding="utf-8"))
    counted = data["checked"] - data["equivalent"] - data["not_a_rule"]
    lines = [
        '<p class="sc-score">'
        + _t(
            lang,
            "{score} of the mutants of the rule code are killed by the scenarios alone",
            score=format_share(data["score"] / 100, lang),
        )
        + "</p>",
        "",
        _t(
            lang,
            "Measured on {date} with {tool} and the command {tests}: {killed} mutants killed "
            "out of {counted} ({checked} changes tried, less {equivalent} judged equivalent "
            "and {not_a_rule} judged not a rule).",
            date=format_date(date.fromisoformat(data["date"]), format="long", locale=lang),
            tool=data["tool"],
            tests=f"`{data['tests']}`",
            killed=format_count(data["killed"], lang),
            counted=format_count(counted, lang),
            checked=format_count(data["checked"], lang),
            equivalent=format_count(data["equivalent"], lang),
            not_a_rule=format_count(data["not_a_rule"], lang),
        ),
        "",
        _t(
            lang,
            "The regions marked `pragma: no mutate` hold {pragma} more mutants, never tried "
            "(counted with the tool's own generator, on the same files without those marks).",
            pragma=format_count(data["pragma"], lang),
        ),
        "",
    ]
    if data.get("sampled"):
        lines += [
            _t(
                lang,
                "This run tried a random sample of {checked} of the {mutants} mutants.",
                checked=format_count(data["checked"], lang),
                mutants=format_count(data["mutants"], lang),
            ),
            "",
        ]
    lines += [
        "| " + " | ".join(_t(lang, word) for word in COLUMNS) + " |",
        "|---|--:|--:|--:|--:|--:|",
    ]
    for name, row in sorted(data["files"].items()):
        counts = (row[key] for key in ("mutants", "killed", "equivalent", "not_a_rule", "pragma"))
        lines.append(f"| `{name}` | " + " | ".join(format_count(n, lang) for n in counts) + " |")
    lines += [
        "",
        _t(
            lang,
            "Mutants still surviving, each a hole to close with a scenario: {count}.",
            count=format_count(data["survived"], lang),
        ),
    ]
    return "\n".join(lines) + "\n"
