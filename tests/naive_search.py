"""A deliberately naive exhaustive search, written apart from scorpion.games.scorpion.solver
to check it.

Breadth-first over whole games: every state is a full copy of the game, moves come from
`legal_moves()` and are played with the public `play()`, and states are compared as the
engine's `Position` (no hashing tricks, no symmetry, no dead-position test). When the
reserve is dealt "when stuck", or the defeat rule is seed 003's "no useful move", the state
also holds every position seen on its line, since those rules look at them. A state the
engine calls lost (`is_lost`) is not expanded: the game is over there. Returns True (a won
state is reachable), False (every reachable state searched) or None (more than `limit`
states).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable

from scorpion import EndRule, Game, Position, ReserveTiming


def _looks_back(game: Game) -> bool:
    """Whether the rules look at the positions seen on the line played (see above)."""
    rules = game.variant
    return rules.end is EndRule.NO_USEFUL_MOVE or (
        rules.reserve_timing is ReserveTiming.WHEN_STUCK and bool(game.reserve)
    )


def naive_winnable(start: Game, limit: int = 4000) -> bool | None:
    seen_line = frozenset({start.position})
    queue: deque[tuple[Game, frozenset[Position]]] = deque([(start.copy(), seen_line)])
    visited: set[Hashable] = {(start.position, seen_line) if _looks_back(start) else start.position}
    while queue:
        game, line = queue.popleft()
        if game.is_won:
            return True
        if game.is_lost:
            continue
        for move in game.legal_moves():
            child = game.copy()
            child.play(move)
            position = child.position  # read once: each read builds it
            # the line is kept only while the rules look back (copying it cost most of the time)
            back = _looks_back(child)
            child_line = line | {position} if back else line
            state: Hashable = (position, child_line) if back else position
            if state in visited:
                continue
            if len(visited) >= limit:
                return None
            visited.add(state)
            queue.append((child, child_line))
    return False
