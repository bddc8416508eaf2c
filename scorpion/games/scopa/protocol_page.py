"""Scopa's part of the engine-protocol page, printed from the code so it cannot drift:

- `<!-- scorpion:protocol-scopa-refusals -->`: the Scopa refusal codes, each with the
  rule book's message for it in the page's language;
- `<!-- scorpion:protocol-scopa-transcript KEY -->`: a whole Scopa scenario run through
  the line protocol (this project's Scopa engine behind a loopback), every request and
  answer under each step.

features/games.toml names this module as Scopa's `protocol` part; the page
(scorpion.docs.protocol_spec) asks each game for its markers by that name (`marker`),
and imports no game itself.
"""

from __future__ import annotations

import html

from scorpion.bdd.model import ScenarioDoc
from scorpion.docs.board_svg import site_text
from scorpion.games.scopa.engine import BuiltinScopaEngine
from scorpion.games.scopa.refusals import PlayRefusal
from scorpion.games.scopa.rulebook import finish, run_step
from scorpion.games.scopa.steps import ScopaWorld
from scorpion.i18n import gettext
from scorpion.protocol.client import LoopbackEngine
from scorpion.protocol.scopa import ScopaRefusalCode
from scorpion.protocol.wire import PROTOCOL_VERSION

# Site msgids the Scorpion part of the page already declares (site catalog), not N_ here:
# the scopa catalog's extraction would take them for its own.
COLUMNS = ("Code", "The rule book's message")
VERSION = "Protocol version"


def refusal_table(lang: str) -> str:
    """Every Scopa refusal code with the rule book's message for it (a code span: the
    exact text, `{…}` the values it names)."""
    rows = [f"| {' | '.join(site_text(lang, c) for c in COLUMNS)} |", "|---|---|"]
    for code in ScopaRefusalCode:
        message = gettext(lang, str(PlayRefusal[code.name].value), "scopa")
        rows.append(f"| `{code.value}` | `{message}` |")
    return "\n".join(rows) + "\n"


def transcript(scenario: ScenarioDoc, lang: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """(step as written, [(request line, answer line), ...]) for each step of a Scopa
    scenario run through the line protocol; StepFailure if the scenario fails."""
    engine = LoopbackEngine(BuiltinScopaEngine())
    world = ScopaWorld(lang, scenario.path, engine)
    lines = engine.transcript
    assert lines is not None
    steps = []
    for step in scenario.steps:
        seen = len(lines)
        run_step(world, step)
        steps.append((f"{step.keyword} {step.text}", lines[seen:]))
    finish(world)
    return steps


def transcript_block(scenario: ScenarioDoc, lang: str) -> str:
    """The transcript as a code block: each step as a comment, → requests, ← answers."""
    out = [
        f'<p class="sc-transcript">{html.escape(site_text(lang, VERSION))}'
        f" {PROTOCOL_VERSION} · {html.escape(scenario.name)}</p>",
        "",
        "```text",
    ]
    for text, exchanges in transcript(scenario, lang):
        out.append(f"# {text}")
        for request, answer in exchanges:
            out += [f"→ {request}", f"← {answer}"]
    out.append("```")
    return "\n".join(out) + "\n"


def marker(kind: str, scenario: ScenarioDoc | None, lang: str) -> str | None:
    """The text of one of this module's markers (None: not one of them); `scenario` is
    the one a transcript marker names."""
    if kind == "protocol-scopa-refusals":
        return refusal_table(lang)
    if kind == "protocol-scopa-transcript" and scenario is not None:
        return transcript_block(scenario, lang)
    return None
