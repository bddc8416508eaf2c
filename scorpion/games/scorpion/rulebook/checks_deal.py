"""The engine's own deal, and the rule book's edge cases.

`the deal the engine makes itself for seed N` asks the engine under test to deal its own
game (`scorpion.protocol.Dealer`, capability "deal"); the layout checks then read that
deal back through `World.state`, never through the rule book's shuffle (`Game.deal`).
An engine that declares "deal" and cannot deal (no `deal` method, an error) fails the
scenario; one that does not declare it is "not applicable: deal".

The other steps here reach what the rest of the step set never asks: a playable reserve
card named by a place where it does not lie, and the rules a variant file gets for the
keys it leaves out (the class-level defaults of `Layout`, `Scoring`, `RuleSet`).
"""

from __future__ import annotations

import tomllib
from dataclasses import replace

from scorpion.bdd.faults import Check, check
from scorpion.bdd.messages import M_
from scorpion.cards import Card
from scorpion.errors import ScorpionError
from scorpion.games.scorpion.rulebook.world import Lines, Title, World, step
from scorpion.games.scorpion.rules import RuleSet, read_variant
from scorpion.games.scorpion.rules import variant as shipped
from scorpion.protocol import Capability, Dealer, Move, Placed


def engine_deal(w: World, seed: int, name: str) -> None:
    """Have the engine deal its own game of `name` for `seed`; the board is read back
    from the engine afterwards."""
    w.need(f"variant:{name}", Capability.DEAL)
    engine = w.engine
    if not isinstance(engine, Dealer):
        raise Check(M_("the engine declares the capability deal but has no deal method"))
    try:
        engine.deal(seed, name)
    except ScorpionError:  # an engine process's failure: the executor reports it
        raise
    except Exception as error:  # any fault of a Python engine's deal
        raise Check(
            M_("the engine declares the capability deal but could not deal seed {seed}: {error}"),
            seed=seed,
            error=f"{type(error).__name__}: {error}",
        ) from None
    w.variant, w.rules = name, shipped(name)
    w.forget()


@step(
    "given",
    "engine_deal",
    ("the deal the engine makes itself for seed {seed}", {"variant": "classique"}),
    "the deal the engine makes itself for seed {seed}, with the {variant} rules",
)
def given_engine_deal(w: World, *, seed: int, variant: str) -> None:
    engine_deal(w, seed, variant)


def _shape(column: tuple[Placed, ...]) -> tuple[int, int]:
    return sum(not p.up for p in column), sum(p.up for p in column)


@step(
    "then",
    "columns_shape",
    "columns {source} to {column} each hold {hidden} face-down cards and {up} face-up cards",
)
def then_columns_shape(w: World, *, source: int, column: int, hidden: int, up: int) -> None:
    columns = w.state.board.columns
    for number in range(source, column + 1):
        cards = columns[number - 1] if number <= len(columns) else ()
        down, shown = _shape(cards)
        check(
            (down, shown) == (hidden, up),
            M_("column {column} holds {hidden} face-down and {up} face-up cards"),
            column=number,
            hidden=down,
            up=shown,
        )
        ups = [p.up for p in cards]
        check(
            ups == sorted(ups),
            M_("column {column} has a face-down card above a face-up one"),
            column=number,
        )


@step("then", "same_deal", "seed {seed} deals the same deal again")
def then_same_deal(w: World, *, seed: int) -> None:
    """The engine deals `seed` again, after another seed, and gives the board it gave."""
    name = w.variant
    if name is None:
        raise Check(M_("no board yet: start the scenario with a board or a deal"))
    first = w.board
    engine_deal(w, seed + 1, name)  # another deal in between: the seed, not the last board
    engine_deal(w, seed, name)
    again = w.board
    check(
        again.position == first.position,
        M_("seed {seed} deals\n{again}\nafter\n{first}"),
        seed=seed,
        again=Lines(again),
        first=Lines(first),
    )


@step(
    "when",
    "move_reserve_place",
    "the {card}, card {place} of the reserve, goes onto column {column}",
)
def when_move_reserve_place(w: World, *, card: Card, place: int, column: int) -> None:
    w.act(lambda engine: engine.play(Move.build(card, 0, place, column)))


# ---- the rules a variant file gets for the keys it leaves out (the rule book's loader) ----
def _rules(rules: RuleSet) -> RuleSet:
    """The rules alone: without the name, titles and where they come from."""
    return replace(rules, name="", titles=(), sources=(), reading="", offered_by=())


@step("then", "variant_file_rules", "loading it gives the {variant} rules, under its own name")
def then_variant_file_rules(w: World, *, variant: str) -> None:
    text = w.file_text()
    try:
        got = read_variant(text)
    except ScorpionError as error:
        raise Check(M_("loading the variant file says «{said}»"), said=error) from None
    name = tomllib.loads(text).get("name")
    check(got.name == name, M_("the variant read is named «{name}»"), name=got.name)
    check(
        _rules(got) == _rules(shipped(variant)),
        M_("loading the variant file gives other rules than {variant}: {rules}"),
        variant=Title(variant),
        rules=repr(_rules(got)),
    )
