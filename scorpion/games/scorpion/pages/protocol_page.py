"""What the engine-protocol page prints from the code, so it cannot drift from it.

- `<!-- scorpion:protocol-refusals -->`: the refusal codes, each with the rule book's
  message for it in the page's language;
- `<!-- scorpion:protocol-transcript KEY -->`: a whole scenario run through the line
  protocol (the built-in engine behind a loopback, `scorpion.protocol.client`), every
  request and answer as the engine process would read and write them, under each step;

The page itself, with a part per game, is the toolkit's (scorpion.docs.protocol_spec:
`spec`, `SPEC_FILES`, `write_specs`); features/games.toml names this module as Scorpion's
part. `python -m scorpion.games.scorpion.pages.protocol_page` still writes PROTOCOL.md
(French) and PROTOCOL.ms.md (Malay) at the root.
"""

from __future__ import annotations

import html

from scorpion.bdd.model import ScenarioDoc
from scorpion.docs.board_svg import site_text
from scorpion.docs.protocol_spec import (
    SPEC_FILES,
    Exchanges,
    find_scenario,
    main,
    spec,
    transcript_text,
    write_specs,
)
from scorpion.docs.protocol_spec import transcript as record
from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.games.scorpion.rulebook.executor import execute, finish
from scorpion.games.scorpion.rulebook.world import World
from scorpion.i18n import N_, gettext
from scorpion.protocol import RefusalCode
from scorpion.protocol.client import LoopbackEngine

__all__ = [
    "SPEC_FILES",
    "find_scenario",
    "marker",
    "refusal_table",
    "spec",
    "transcript",
    "transcript_block",
    "write_specs",
]

COLUMNS = (N_("Code"), N_("The rule book's message"))
OTHER = N_("a reason the list does not have (never matches a refusal of the rule book)")


def refusal_table(lang: str) -> str:
    """Every refusal code with the rule book's message for it, `{…}` the values it names.

    Each message is a code span: the exact text a scenario expects, readable as it is in
    the plain spec, and safe from Markdown's attribute lists, which took a trailing
    `{column}` for one and dropped it from the page."""
    rows = [f"| {' | '.join(site_text(lang, c) for c in COLUMNS)} |", "|---|---|"]
    for code in RefusalCode:
        refusal = code.refusal
        if refusal is None:
            text = html.escape(site_text(lang, OTHER), quote=False)
        else:
            text = f"`{gettext(lang, refusal.value)}`"
        rows.append(f"| `{code.value}` | {text} |")
    return "\n".join(rows) + "\n"


def transcript(scenario: ScenarioDoc, lang: str) -> Exchanges:
    """Each step of a Scorpion scenario run through the line protocol (the built-in engine
    behind a loopback), with its requests and answers; StepFailure if the scenario fails."""
    engine = LoopbackEngine(BuiltinEngine())
    world = World(lang, scenario.path, engine)
    return record(scenario, engine, lambda step: execute(world, step), lambda: finish(world))


def transcript_block(scenario: ScenarioDoc, lang: str) -> str:
    """The Scorpion transcript as a code block: each step as a comment, → requests, ← answers."""
    return transcript_text(scenario, transcript(scenario, lang), lang)


def marker(kind: str, scenario: ScenarioDoc | None, lang: str) -> str | None:
    """The text of one of this module's markers (None: not one of them): Scorpion's part of
    the engine-protocol page (scorpion.docs.protocol_spec asks each game for its own)."""
    if kind == "protocol-refusals":
        return refusal_table(lang)
    if kind == "protocol-transcript" and scenario is not None:
        return transcript_block(scenario, lang)
    return None


if __name__ == "__main__":  # pragma: no cover (run by hand after editing the page)
    main()
