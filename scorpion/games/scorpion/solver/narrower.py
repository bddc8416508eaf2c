"""Wins found under narrower rules: another sound shortcut where the exact search is blind.

A variant that builds on any suit (Assoupli) or lets any card fill an empty column (Wasp)
allows every move its narrower twin allows: the same rules with same-suit building and an
empty column for Kings only. That twin lies in the family the dead-position test prunes
(scorpion.games.scorpion.solver.deadlock), so its exact search is fast, and a line that
wins it is a candidate line for the variant itself. Measured on the committed Assoupli
results: of the 1,899 deals of 2,000 the exact search left unknown at 3,000 positions, 212
are won by Classique, Assoupli's twin.

Why it is sound. The candidate is not trusted: it is replayed from the position by the
engine under the variant's own rules, each move checked legal (`Engine.legal_moves`), no
position on the way lost (`Engine.is_lost`; under a "when stuck" reserve or the "no
useful move" defeat rule the wider rules can change what is allowed), and the end won.
Only a line that passes is returned, and it is a winning line of the variant. A twin's
"unwinnable" proves nothing about the variant and is never used.
"""

from __future__ import annotations

import dataclasses

from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.moves import Move
from scorpion.games.scorpion.rules import BuildRule, EmptyColumnRule, RuleSet
from scorpion.games.scorpion.solver import deadlock
from scorpion.games.scorpion.solver.search import exhaust
from scorpion.games.scorpion.solver.solution import Status


def twin(rules: RuleSet) -> RuleSet | None:
    """The narrower twin of `rules` inside the dead-position test's family, or None
    when there is none (two decks) or `rules` is in that family already."""
    if deadlock.applies(rules):
        return None
    narrower = dataclasses.replace(
        rules,
        build=BuildRule.SAME_SUIT,
        empty_column=(
            EmptyColumnRule.KING_LED
            if rules.empty_column is EmptyColumnRule.ANY
            else rules.empty_column
        ),
    )
    return narrower if deadlock.applies(narrower) else None


def replays(game: Engine, line: tuple[Move, ...]) -> bool:
    """Whether `line` wins from `game`'s position under `game`'s own rules, every move
    legal and no position on the way lost. `game` is left as it was."""
    board = game.copy()
    for move in line:
        if board.is_lost or move not in board.legal_moves():
            return False
        board.advance(move)
    return board.is_won


def find_win(
    game: Engine,
    rules: RuleSet,
    *,
    node_limit: int | None = None,
    time_limit: float | None = None,
) -> tuple[tuple[Move, ...] | None, int]:
    """A winning line from `game`'s position found under `rules` (its narrower `twin`)
    and replayed under the real rules, or None; and the positions the twin's search took."""
    narrow = Engine(game.position, rules)
    solution = exhaust(narrow, node_limit=node_limit, time_limit=time_limit)
    if solution.status is Status.WINNABLE and replays(game, solution.moves):
        return solution.moves, solution.nodes
    return None, solution.nodes
