"""Positions to check a pruning test on (tests/test_deadlock.py, tests/test_dealing.py):
those along the winning lines the solver finds, which a sound test calls none of lost, and
the first positions of random play that a newer test calls lost and an older one does not,
which the search without the newer one must never win; and the check every line a search
gives must pass (`plays_to_a_win_never_lost`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator

from scorpion import Game, Move, RuleSet, Status, solve


def positions_on_winning_lines(
    rules: str | RuleSet, seeds: Iterable[int], node_limit: int
) -> Iterator[tuple[int, Game]]:
    """(seed, game) at each position of each winning line found within `node_limit`, before
    each of its moves (one game played on: read each before asking for the next); each line
    is checked to end in a win."""
    for seed in seeds:
        game = Game.deal(seed, rules)
        solution = solve(game, node_limit=node_limit)
        if solution.status is not Status.WINNABLE:
            continue
        for move in solution.moves:
            yield seed, game
            game.play(move)
        assert game.is_won, seed


def first_called_dead(
    rules: str,
    seeds: Iterable[int],
    *,
    length: int,
    rng: random.Random,
    older: Callable[[Game], bool],
    newer: Callable[[Game], bool],
    moves: Callable[[Game], list[Move]] = Game.legal_moves,
    nested: bool = False,
) -> Iterator[Game]:
    """For each deal, random play of at most `length` of `moves` until a position `older`
    calls dead (none yielded) or only `newer` does (that position yielded). `nested`: what
    `older` calls dead `newer` does too (the caller's test asserts it), so `older` is asked
    only where `newer` calls dead: the same positions, found in about half the time."""
    for seed in seeds:
        game = Game.deal(seed, rules)
        for _ in range(length):
            legal = moves(game)
            if not legal:
                break
            if nested and not newer(game):
                pass  # where `newer` does not call dead, `older` does not either
            elif older(game):
                break
            elif nested or newer(game):
                yield game
                break
            game.play(rng.choice(legal))


def plays_to_a_win_never_lost(game: Game, line: tuple[object, ...]) -> bool:
    """Whether the engine plays `line` from `game` (left as it was) to a win, no position on
    the way lost."""
    played = game.copy()
    for move in line:
        assert not played.is_lost
        played.play(move)  # type: ignore[arg-type]  # checked by the engine
    return played.is_won


def new_neighbours(game: Game) -> set[int]:
    """The canonical keys of the positions one move from `game` that are neither `game`'s
    own nor lost: what a search expanding `game` alone meets and counts."""
    keys = set()
    for move in game.legal_moves():
        child = game.copy()
        child.advance(move)
        if child.canonical_key != game.canonical_key and not child.is_lost:
            keys.add(child.canonical_key)
    return keys
