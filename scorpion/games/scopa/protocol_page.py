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

from scorpion.bdd.model import ScenarioDoc
from scorpion.docs.board_svg import site_text
from scorpion.docs.protocol_spec import Exchanges, transcript_text
from scorpion.docs.protocol_spec import transcript as record
from scorpion.games.scopa.engine import BuiltinScopaEngine
from scorpion.games.scopa.refusals import PlayRefusal
from scorpion.games.scopa.rulebook import finish, run_step
from scorpion.games.scopa.steps import ScopaWorld
from scorpion.i18n import gettext
from scorpion.protocol.client import LoopbackEngine
from scorpion.protocol.scopa import ScopaRefusalCode

# Site msgids the Scorpion part of the page already declares (site catalog), not N_ here:
# the scopa catalog's extraction would take them for its own.
COLUMNS = ("Code", "The rule book's message")


def refusal_table(lang: str) -> str:
    """Every Scopa refusal code with the rule book's message for it (a code span: the
    exact text, `{…}` the values it names)."""
    rows = [f"| {' | '.join(site_text(lang, c) for c in COLUMNS)} |", "|---|---|"]
    for code in ScopaRefusalCode:
        message = gettext(lang, str(PlayRefusal[code.name].value), "scopa")
        rows.append(f"| `{code.value}` | `{message}` |")
    return "\n".join(rows) + "\n"


def transcript(scenario: ScenarioDoc, lang: str) -> Exchanges:
    """Each step of a Scopa scenario run through the line protocol (this project's Scopa
    engine behind a loopback), with its requests and answers; StepFailure if it fails."""
    engine = LoopbackEngine(BuiltinScopaEngine())
    world = ScopaWorld(lang, scenario.path, engine)
    return record(scenario, engine, lambda step: run_step(world, step), lambda: finish(world))


def transcript_block(scenario: ScenarioDoc, lang: str) -> str:
    """The Scopa transcript as a code block: each step as a comment, → requests, ← answers."""
    return transcript_text(scenario, transcript(scenario, lang), lang)


def marker(kind: str, scenario: ScenarioDoc | None, lang: str) -> str | None:
    """The text of one of this module's markers (None: not one of them); `scenario` is
    the one a transcript marker names."""
    if kind == "protocol-scopa-refusals":
        return refusal_table(lang)
    if kind == "protocol-scopa-transcript" and scenario is not None:
        return transcript_block(scenario, lang)
    return None
