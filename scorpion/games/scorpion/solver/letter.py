"""Where the letter of the traditional defeat rule goes wrong (seed 003).

The engine keeps the letter: a game is lost when the reserve is spent and no move turns a
card up or completes a suite (`Game.is_lost`). Some of those "lost" positions are won in
a few moves that do neither at first. `lost_on_winning_lines` finds them the cheap way:
it solves deals under the evident sense of the rule (lost only when no legal move is
left, `Reading.SENSE`), walks each winning line and keeps the first position on it that
the letter calls lost (the rest of the line is then a win from it under the sense; the
solver, which obeys the letter by default, calls that position lost).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.moves import Move
from scorpion.games.scorpion.solver.readings import Reading, read
from scorpion.games.scorpion.solver.search import exhaust
from scorpion.games.scorpion.solver.solution import Status


@dataclass(frozen=True)
class LostButWinnable:
    """A position the letter calls lost, and a winning line from it."""

    game: Game
    line: tuple[Move, ...]
    seed: int


def lost_on_winning_lines(
    variant: str, seeds: Iterable[int], node_limit: int = 3000
) -> Iterator[LostButWinnable]:
    """Positions the letter calls lost on winning lines of the sense, one per deal at
    most; each `game` plays by the letter (the variant itself)."""
    sense = read(variant, Reading.SENSE)
    for seed in seeds:
        solution = exhaust(Game.deal(seed, sense), node_limit=node_limit)
        if solution.status is not Status.WINNABLE:
            continue
        game = Game.deal(seed, variant)
        for index, move in enumerate(solution.moves):
            if game.is_lost:
                yield LostButWinnable(game.copy(), solution.moves[index:], seed)
                break
            game.play(move)
