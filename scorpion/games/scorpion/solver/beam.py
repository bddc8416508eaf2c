"""Wins found by beam searches, where the best-first judges lose their way.

A best-first search (scorpion.games.scorpion.solver.guided) expands the position that
looks best among all it has met, so once a line's positions stop looking better it
spends its budget around the first few moves. A beam search goes down a depth at a time
and keeps only the `width` best-looking positions of each depth (under a judge of
`guided`), so it walks far down many lines at once and never comes back: it wins what
it wins within a few ten thousand positions, or not at all. Measured on deals every other
search had left unknown (see `BEAMS` and scorpion.games.scorpion.solver.decide's
`BEAM_BASE`), it wins a good share of them in every variant outside the one-deck,
same-suit, King-only family.

Why it is sound, as the guided search is: moves come from `Engine.legal_moves` and are
played by the engine under the variant's own rules, a position the engine calls lost is
never kept, positions are merged by their canonical key (which may drop a winning line
where the rules look at the past, never add one), a position a sound dead-position test
proves lost is not expanded when `prune` is given, and a line found is replayed once more
(scorpion.games.scorpion.solver.narrower.replays) before it is returned. Running out of
positions proves nothing: a beam search never answers "unwinnable".

With a budget in positions, what it finds depends on the deal and the budget only: ties
between equally judged positions go by the order they were met.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from dataclasses import dataclass

from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.moves import Move
from scorpion.games.scorpion.solver.guided import JUDGES, Judge, first_win, fresh, paid
from scorpion.games.scorpion.solver.narrower import replays


@dataclass(frozen=True)
class Beam:
    """A beam search: the `width` positions of each depth that `judge` scores best go on."""

    judge: Judge
    width: int


BEAM_CAP = 40_000
"""Positions one beam search gets at most: of width 20, a beam spent at most 26,221
positions on a win and 23,576 on a failure (it ends when a depth keeps no new position),
on the 48 deals below."""
WIDTH = 20
BEAMS: tuple[Beam, ...] = tuple(
    Beam(JUDGES[index], WIDTH) for index in (11, 3, 2, 4, 6, 7, 9, 8, 0)
)
"""Measured on the 48 Double Scorpion (PySolFC) deals every search had left unknown at
175,000 positions (docs/data/stats; deals 20 and 44 stay unknown at 1,000,000), the
training half fixed before (every other one, from the first): of width 20 and 60, under
the first twelve judges (two pairs of which weigh alike, so beam alike), the beams won 8 of
the 24 training deals, two of them together all 8 (under the fourth judge 7, under the
third 1), each within 5.2 s; width 60 won none more, at 2.8 times the positions, and width 10, under
all 54 judges, won the same three of the eight it was tried on. Under judges 12-53, width
20, none won any of four of the 16 left (152 beams). On the 24 deals never
used in choosing, the same eleven beams of width 20 won 5 (21 %), the twelfth judge all 5.
Ordered by a greedy cover of all 13 wins (the twelfth judge 10, the fourth 2, the third
1), then by how many each won; judges that weigh alike only once. Never tried in choosing:
the same nine win 3 of Double Scorpion's 17 deals unknown at 475,000 and its 4 won past
60 s, Relaxed's 2 unknown at 390,000 and 3 of Wasp's 31 unknown at 650,000 (`decide`).
Tried and not kept: on 8 of the 35 Double Scorpion (PySolFC) deals still unknown, widths 30
and 40 under five of these judges (77 beams), and on 13 of them 20 judges drawn at random
(weights 1-9, 1-6, 0-4, 0-3; 243 beams): no win."""


def search(
    game: Engine,
    beam: Beam,
    *,
    node_limit: int,
    time_limit: float | None = None,
    prune: Callable[[Engine], bool] | None = None,
) -> tuple[tuple[Move, ...] | None, int]:
    """A winning line from `game`'s position found by `beam`, checked by `replays`, or
    None; and the positions it reached (new ones, as the exact search counts them).

    Only the positions kept are copied: each depth's positions met are held as their
    parent and the move to them, and the `width` best are played again from their parent."""
    clock = time.process_time
    deadline = None if time_limit is None else clock() + time_limit
    start = game.copy()
    if start.is_won:
        return (), 0
    seen = {start.canonical_key}
    judge = beam.judge
    level: list[tuple[Engine, tuple[Move, ...]]] = [(start, ())]
    nodes = 0
    while level:
        met: list[tuple[int, int, int, Move]] = []  # score, order met, parent, move
        for parent, (board, line) in enumerate(level):
            if deadline is not None and clock() >= deadline:
                return None, nodes
            if prune is not None and line and prune(board):
                continue  # lost, as is all under it (the start is expanded whatever it is)
            for move, hand in fresh(board, judge, seen):
                if hand is None:
                    reached = (*line, move)
                    return (reached if replays(game, reached) else None), nodes
                nodes += 1
                if nodes >= node_limit:
                    return None, nodes
                met.append((judge.score(board, hand), len(met), parent, move))
        level = [
            _played(level[parent], move) for _, _, parent, move in heapq.nsmallest(beam.width, met)
        ]
    return None, nodes


def _played(parent: tuple[Engine, tuple[Move, ...]], move: Move) -> tuple[Engine, tuple[Move, ...]]:
    board, line = parent
    child = board.copy()
    child.advance(move)
    return child, (*line, move)


def find_win(
    game: Engine,
    *,
    node_limit: int | None = None,
    time_limit: float | None = None,
    prune: Callable[[Engine], bool] | None = None,
    progress: Callable[[int], None] | None = None,
) -> tuple[tuple[Move, ...] | None, int]:
    """A winning line found by one of `BEAMS` in turn, `BEAM_CAP` positions each within
    `node_limit` (the last with what is left) and its share of `time_limit`, each pruned
    by `prune` when given, or None; and the positions searched in all (told to `progress`
    after each beam)."""
    runs = paid(tuple((beam, BEAM_CAP) for beam in BEAMS), node_limit)

    def look(beam: Beam, cap: int, seconds: float | None) -> tuple[tuple[Move, ...] | None, int]:
        return search(game, beam, node_limit=cap, time_limit=seconds, prune=prune)

    return first_win(runs, time_limit, look, progress)
