"""The figures of the page "how strong is this rule book" (marker `<!-- scorpion:mutation
-->`), from docs/data/mutation.json, which `make mutation` writes: nothing on the page is
written by hand, so a new run shows on the next build."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scorpion.docs.board_svg import site_text

REPORT = Path(__file__).resolve().parents[2] / "docs" / "data" / "mutation.json"


_t = site_text


def _number(lang: str, value: float) -> str:
    """96.4 → "96,4" in French, "96.4" in Malay."""
    text = f"{value:g}"
    return text.replace(".", ",") if lang == "fr" else text


def mutation_summary(lang: str, report: dict[str, Any] | None = None) -> str:
    """The score, its date and the counts per file, in `lang`."""
    data = report if report is not None else json.loads(REPORT.read_text(encoding="utf-8"))
    counted = data["checked"] - data["equivalent"]
    lines = [
        '<p class="sc-score">'
        + _t(
            lang,
            "{score} % of the mutants of the rule code are killed by the scenarios alone",
            score=_number(lang, data["score"]),
        )
        + "</p>",
        "",
        _t(
            lang,
            "Measured on {date} with {tool} and the command {tests}: {killed} mutants killed "
            "out of {counted} ({checked} changes tried, {equivalent} judged equivalent).",
            date=data["date"],
            tool=data["tool"],
            tests=f"`{data['tests']}`",
            killed=data["killed"],
            counted=counted,
            checked=data["checked"],
            equivalent=data["equivalent"],
        ),
        "",
    ]
    if data.get("sampled"):
        lines += [
            _t(
                lang,
                "This run tried a random sample of {checked} of the {mutants} mutants.",
                checked=data["checked"],
                mutants=data["mutants"],
            ),
            "",
        ]
    lines += [
        "| "
        + " | ".join(_t(lang, word) for word in ("File", "Mutants", "Killed", "Judged equivalent"))
        + " |",
        "|---|--:|--:|--:|",
    ]
    for name, row in sorted(data["files"].items()):
        lines.append(f"| `{name}` | {row['mutants']} | {row['killed']} | {row['equivalent']} |")
    lines += [
        "",
        _t(
            lang,
            "Mutants still surviving, each a hole to close with a scenario: {count}.",
            count=data["survived"],
        ),
    ]
    return "\n".join(lines) + "\n"
