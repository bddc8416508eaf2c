"""The Scopa rule book's step set, as the rule book's runner asks a game for it (see
features/games.toml): `STEPS`, `new_world`, `run_step` (one line of a scenario),
`finish` (the end of a scenario) and `replay` (a whole scenario, recording per step the
game before and after it, for the rules site's pictures)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from scorpion.bdd.model import ScenarioDoc, StepDoc, StepFailure
from scorpion.errors import EngineError, ScorpionError
from scorpion.games.scopa.game import ScopaGame
from scorpion.games.scopa.phrasebook import Matched, PhraseError, book, say
from scorpion.games.scopa.plays import ScopaAction
from scorpion.games.scopa.steps import STEPS, Check, ScopaWorld
from scorpion.i18n import N_
from scorpion.protocol.scopa import ScopaEngine

__all__ = [
    "BOOK",
    "CHECKS_ENGINES",
    "STEPS",
    "ScopaWorld",
    "Trace",
    "finish",
    "new_world",
    "replay",
    "run_step",
]

CHECKS_ENGINES = True
"""Under `--engine-cmd`, the scenarios run through the engine when it declares the game
"scopa" (features/games.toml's name); without one, on this project's own code."""

# ---- running ---------------------------------------------------------------------------
BOOK = book(STEPS)
"""The step phrases of both languages, on the toolkit's phrasebook."""


def run_step(world: ScopaWorld, step: StepDoc) -> Matched:
    """Run one step line; StepFailure (file, line, fault) when it fails."""
    world.line = step.line
    try:
        matched = BOOK.match(world.lang, step.kind, step.text)
    except PhraseError as error:
        raise StepFailure(world.path, step.line, f"{step.keyword} {step.text}: {error}") from None
    if world.refused is not None and matched.step.id != "refused":
        raise StepFailure(
            world.path,
            world.refused[2],
            say(
                world.lang,
                N_("the action was refused («{refusal}») and no step checks it"),
                refusal=world.refused[0],
            ),
        )
    kwargs = dict(matched.args)
    if matched.step.docstring:
        if step.docstring is None:
            raise StepFailure(
                world.path,
                step.line,
                say(world.lang, N_("this step needs a position in a doc string")),
            )
        kwargs["doc"] = step.docstring
    if matched.step.kind == "when":
        world.action = None
    try:
        matched.step.func(world, **kwargs)
    except Check as error:
        raise StepFailure(world.path, step.line, error.message(world.lang)) from None
    except ScorpionError as error:
        world.broken = world.broken or isinstance(error, EngineError)
        raise StepFailure(world.path, step.line, error.message(world.lang)) from None
    return matched


def finish(world: ScopaWorld) -> None:
    """The end of a scenario: a refusal nobody checked fails it."""
    if world.refused is not None:
        error, _, line = world.refused
        world.refused = None
        raise StepFailure(
            world.path,
            line,
            say(
                world.lang,
                N_("the action was refused («{refusal}») and no step checks it"),
                refusal=error,
            ),
        )


@dataclass(frozen=True)
class Trace:
    """What one step did, for the rules site."""

    step: StepDoc
    before: ScopaGame | None
    after: ScopaGame | None
    action: ScopaAction | None
    error: ScorpionError | None
    passed: bool
    failure: str | None


def _snapshot(world: ScopaWorld) -> ScopaGame | None:
    """A copy of the game of a world run on this project's engine (replay's only kind)."""
    game = world.game
    if game is None:
        return None
    assert isinstance(game, ScopaGame)
    return game.copy()


def replay(scenario: ScenarioDoc, lang: str) -> list[Trace]:
    """Run a scenario and record each step."""
    world = ScopaWorld(lang, scenario.path)
    traces: list[Trace] = []
    failed = False
    for doc in scenario.steps:
        before = _snapshot(world)
        if failed:
            traces.append(Trace(doc, before, before, None, None, False, None))
            continue
        try:
            matched = run_step(world, doc)
        except StepFailure as error:
            failed = True
            traces.append(
                Trace(
                    doc,
                    before,
                    _snapshot(world),
                    None,
                    None,
                    False,
                    str(error),
                )
            )
            continue
        action = world.action if matched.step.kind == "when" else None
        refusal = world.refused[0] if world.refused else None
        traces.append(Trace(doc, before, _snapshot(world), action, refusal, True, None))
    if not failed:
        try:
            finish(world)
        except StepFailure as error:
            traces[-1] = replace(traces[-1], passed=False, failure=str(error))
    return traces


def new_world(lang: str, path: Path | None = None, engine: object = None) -> ScopaWorld:
    """A fresh world for one scenario (what the rule book's runner asks a game for): on
    this project's engine, or on `engine`, a Scopa engine under test."""
    if engine is not None and not isinstance(engine, ScopaEngine):
        raise TypeError(f"{type(engine).__name__} is not a Scopa engine")
    return ScopaWorld(lang, path, engine)
