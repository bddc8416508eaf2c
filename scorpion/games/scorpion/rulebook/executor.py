"""Scorpion's executor: match each step line of a scenario to a neutral step, and run it.

pytest (through scorpion.bdd.plugin, which finds this step set in features/games.toml)
and the docs build (through `replay`) both run scenarios here, so a picture on the rules
site is something the engine did in a test. The step-set interface the generic machinery
asks of a game: `STEPS`, `ENGINE` (it runs against the engine under test), `new_world`,
`run_step`, `finish`, `replay`, `neutral_steps` (a scenario's language-neutral form),
`CATALOGS` and `MESSAGE_FILES` (its catalogs, for scorpion.bdd.catalog).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scorpion.bdd.faults import Check, NotApplicable
from scorpion.bdd.messages import M_, say
from scorpion.bdd.model import FeatureError, ScenarioDoc, StepDoc, StepFailure, StepTrace
from scorpion.bdd.phrasebook import Matched
from scorpion.bdd.phrases import PhraseError
from scorpion.bdd.text import normalize
from scorpion.errors import EngineError, NotationError, ScorpionError, VariantError
from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.rulebook import phrases
from scorpion.games.scorpion.rulebook.phrases import convert, match, refusal_key
from scorpion.games.scorpion.rulebook.world import STEPS, World
from scorpion.games.scorpion.rules import RuleSet, read_variant, refresh_variants
from scorpion.i18n import gettext
from scorpion.protocol import Engine

__all__ = [
    "CATALOGS",
    "ENGINE",
    "MESSAGE_FILES",
    "STEPS",
    "World",
    "execute",
    "finish",
    "neutral_steps",
    "new_world",
    "replay",
    "run_step",
]

ENGINE = True
"""Scenarios run against the engine under test (the plugin's --engine options)."""

CATALOGS = {"steps": phrases.msgids}
"""The catalog domains of this step set and their (msgid, comment) entries."""

MESSAGE_FILES = tuple(sorted(Path(__file__).resolve().parent.glob("*.py")))
"""Where this step set marks `rulebook` messages (M_), besides scorpion/bdd."""


def new_world(lang: str, path: Path | None = None, engine: Engine | None = None) -> World:
    """A fresh world for one scenario run by pytest, on `engine` (the built-in one when
    None); the variant files are read again if they changed."""
    refresh_variants()
    if engine is None:
        return World(lang, path)
    return World(lang, path, engine)


# ---- running steps -------------------------------------------------------------------
def _fault_line(lang: str, docstring: str, error: NotationError) -> int:
    """The line of a doc string a board fault is on (0-based): its column's line, else the
    line holding the faulty text, else the first line."""
    lines = [normalize(text).casefold() for text in docstring.splitlines()]
    if error.column is not None:
        label = gettext(lang, "column {number}: {cards}").split("{cards}")[0]
        prefix = normalize(label.format(number=error.column)).casefold()
        for number, text in enumerate(lines):
            if text.startswith(prefix) and len(lines) > 1:
                return number
    token = normalize(error.token or "").casefold()
    for number, text in enumerate(lines):
        if token and token in text:
            return number
    return 0


FILE_BOARD = "file board"
"""A step's doc string kind: a board under the variant file given before it."""


def _file_rules(world: World, step: StepDoc, text: str | None) -> RuleSet:
    """The variant the scenario's variant file defines, for the board of `step`."""
    if text is None:
        fault = say(world.lang, M_("no variant file yet: start with the variant file"))
        raise StepFailure(world.path, step.line, fault)
    try:
        return read_variant(text)
    except VariantError as error:
        raise StepFailure(world.path, step.line, error.message(world.lang)) from None


def _board(world: World, step: StepDoc, variant: RuleSet | str | None) -> Game:
    assert step.docstring is not None
    name = variant or world.variant or "classique"
    try:
        return Game.from_text(step.docstring, world.lang, name)
    except NotationError as error:
        line = step.line
        if step.docstring_line is not None:
            line = step.docstring_line + 1 + _fault_line(world.lang, step.docstring, error)
        fault = say(world.lang, M_("board: {fault}"), fault=error)
        raise StepFailure(world.path, line, fault) from None


MESSAGE_TABLES = frozenset({"refused_any"})
"""The steps whose table lists messages (one per row, under a header), not moves."""

REFUSAL_STEPS = frozenset({"refused"}) | MESSAGE_TABLES
"""The steps that check a refusal: the only ones that may follow a refused action."""


def _messages(world: World, step: StepDoc) -> tuple[str, ...]:
    """The messages of a one-column table, its header row left out."""
    rows = []
    for number, row in enumerate((step.datatable or ())[1:], start=1):
        if len(row) != 1 or not row[0].strip():
            raise StepFailure(
                world.path,
                step.line + 1 + number,
                say(world.lang, M_("a message row has one cell: the message")),
            )
        rows.append(normalize(row[0]))
    if not rows:
        raise StepFailure(
            world.path, step.line, say(world.lang, M_("this step needs a table of messages"))
        )
    return tuple(rows)


def _table(world: World, step: StepDoc) -> tuple[tuple[Any, int], ...]:
    assert step.datatable is not None
    rows = []
    for number, row in enumerate(step.datatable[1:], start=1):
        if len(row) != 2:
            raise StepFailure(
                world.path,
                step.line + 1 + number,
                say(world.lang, M_("a move row has two cells: card, column")),
            )
        try:
            card = convert(world.lang, "card", row[0])
            try:
                column = int(row[1])
            except ValueError:
                fault = say(world.lang, M_("«{text}» is not a column number"), text=row[1])
                raise PhraseError(fault) from None
            rows.append((card, column))
        except PhraseError as error:
            raise StepFailure(
                world.path,
                step.line + 1 + number,
                say(world.lang, M_("move row {row}: {fault}"), row=" | ".join(row), fault=error),
            ) from None
    return tuple(rows)


def _match(world: World, step: StepDoc) -> Matched:
    try:
        return match(world.lang, step.kind, step.text)
    except PhraseError as error:
        raise StepFailure(world.path, step.line, _step_fault(world.lang, step, error)) from None


def _step_fault(lang: str, step: StepDoc, error: PhraseError) -> str:
    """A step line that cannot be used: the line as written, then the fault."""
    return say(lang, M_("{step}: {fault}"), step=f"{step.keyword} {step.text}", fault=error)


def execute(world: World, step: StepDoc) -> Matched:
    """Run one step line in `world`; StepFailure (file, line, fault) when it fails."""
    world.line = step.line
    matched = _match(world, step)
    refused = world.refused
    if refused is not None and matched.step.id not in REFUSAL_STEPS:
        world.refused = None
        raise StepFailure(
            world.path,
            refused.line,
            say(
                world.lang,
                M_(
                    "the action was refused («{refusal}») but the next step (line {line})"
                    " does not check the refusal"
                ),
                refusal=refused.error,
                line=step.line,
            ),
        )
    definition = matched.step
    kwargs = dict(matched.args)
    if definition.docstring == "text" and step.docstring is not None:
        kwargs["text"] = step.docstring
    elif definition.docstring:
        if step.docstring is None:
            raise StepFailure(
                world.path,
                step.line,
                say(world.lang, M_("this step needs a board in a doc string")),
            )
        rules = kwargs.get("variant")
        if definition.docstring == FILE_BOARD:
            rules = _file_rules(world, step, world.variant_file)
        kwargs["doc"] = _board(world, step, rules)
        kwargs["text"] = step.docstring
    elif step.docstring is not None:
        raise StepFailure(
            world.path, step.line, say(world.lang, M_("this step takes no doc string"))
        )
    if definition.datatable and definition.id in MESSAGE_TABLES:
        kwargs["table"] = _messages(world, step)
    elif definition.datatable:
        if not step.datatable:
            raise StepFailure(
                world.path, step.line, say(world.lang, M_("this step needs a table of moves"))
            )
        kwargs["table"] = _table(world, step)
    elif step.datatable is not None:
        raise StepFailure(world.path, step.line, say(world.lang, M_("this step takes no table")))
    if definition.kind == "when":
        world.actions = []
    try:
        definition.func(world, **kwargs)
    except NotApplicable:
        raise
    except Check as error:  # what was found, and what the step's line expects
        raise StepFailure(world.path, step.line, error.message(world.lang, step.text)) from None
    except EngineError as error:
        world.broken = True
        raise StepFailure(world.path, step.line, error.message(world.lang)) from None
    except ScorpionError as error:
        raise StepFailure(world.path, step.line, error.message(world.lang)) from None
    return matched


def finish(world: World) -> None:
    """The end of a scenario: a refusal nobody checked fails it."""
    refused = world.refused
    if refused is not None:
        world.refused = None
        raise StepFailure(
            world.path,
            refused.line,
            say(
                world.lang,
                M_("the action was refused («{refusal}») and no step checks the refusal"),
                refusal=refused.error,
            ),
        )


def replay(scenario: ScenarioDoc, lang: str) -> list[StepTrace]:
    """Run a scenario as pytest does, on the built-in engine, and record per step the
    game before and after it (copies of the engine's Game, for the site's pictures)."""
    engine = BuiltinEngine()
    world = World(lang, scenario.path, engine)
    traces: list[StepTrace] = []
    failed = False

    def game() -> Game | None:
        return engine.game.copy() if world.variant is not None else None

    for step in scenario.steps:
        before = game()
        if failed:
            traces.append(
                StepTrace(
                    step,
                    before,
                    before,
                    None,
                    None,
                    False,
                    say(lang, M_("not run: an earlier step failed")),
                )
            )
            continue
        engine.last = engine.refusal = None
        try:
            matched = execute(world, step)
        except (StepFailure, NotApplicable) as error:
            failed = True
            traces.append(StepTrace(step, before, game(), None, None, False, str(error)))
            continue
        action = engine.last if matched.step.kind == "when" and world.actions else None
        refusal = engine.refusal if world.refused is not None else None
        traces.append(StepTrace(step, before, game(), action, refusal, True, None, matched.step.id))
    if not failed:
        try:
            finish(world)
        except StepFailure as error:
            last = traces[-1]
            traces[-1] = StepTrace(
                last.step,
                last.before,
                last.after,
                last.action,
                last.error,
                False,
                str(error),
                last.step_id,
            )
    return traces


def passed(traces: list[StepTrace]) -> bool:
    return all(trace.passed for trace in traces)


# ---- language-neutral form (parity) --------------------------------------------------
def _neutral_value(key: str, value: Any) -> Any:
    return value


def neutral_steps(
    scenario: ScenarioDoc, lang: str
) -> list[tuple[str, tuple[tuple[str, Any], ...]]]:
    """The scenario as (step id, sorted normalized arguments): equal across languages."""
    world = World(lang, scenario.path)
    result = []
    rules: RuleSet | str = "classique"  # later boards are read under the scenario's variant
    file_text: str | None = None  # the scenario's variant file
    for step in scenario.steps:
        try:
            matched = match(lang, step.kind, step.text)
        except PhraseError as error:
            raise FeatureError(scenario.path, step.line, _step_fault(lang, step, error)) from None
        args = dict(matched.args)
        if matched.step.kind == "given" and "variant" in args:
            rules = args["variant"]
        if "message" in args:
            args["message"] = refusal_key(lang, args["message"])
        if step.docstring is not None and matched.step.docstring == "text":
            args["text"] = step.docstring
            file_text = step.docstring if matched.step.id == "variant_file" else file_text
        elif step.docstring is not None:
            try:
                if matched.step.docstring == FILE_BOARD:
                    rules = _file_rules(world, step, file_text)
                args["board"] = _board(world, step, rules).position
            except StepFailure as error:
                raise FeatureError(error.path, error.line, error.fault) from None
        if step.datatable is not None and matched.step.id in MESSAGE_TABLES:
            try:
                messages = _messages(world, step)
            except StepFailure as error:
                raise FeatureError(error.path, error.line, error.fault) from None
            args["table"] = tuple(sorted({refusal_key(lang, m) for m in messages}, key=repr))
        elif step.datatable is not None:
            try:
                args["table"] = _table(world, step)
            except StepFailure as error:
                raise FeatureError(error.path, error.line, error.fault) from None
        result.append((matched.step.id, tuple(sorted(args.items()))))
    return result


run_step = execute
