"""The perft check: the engine under test counts the move tree of the rule book's table.

`perft at depth N is X` counts, through the engine's own legal moves, every sequence of N
actions from the board of the scenario (see `scorpion.games.scorpion.perft`); the figures quoted are
those of `features/perft.toml`. The engine is set up afresh on that board for the count
and left there.
"""

from __future__ import annotations

from scorpion.bdd.faults import check
from scorpion.bdd.messages import M_
from scorpion.games.scorpion.perft import perft
from scorpion.games.scorpion.rulebook.world import World, step

WRONG_COUNT = M_(
    "perft at depth {depth} counts {found} action sequences, not {count} (depth 1: {first})"
)


@step("then", "perft", "perft at depth {depth} is {count}")
def then_perft(w: World, *, depth: int, count: int) -> None:
    board = w.state.board
    found = perft(w.engine, board, depth)
    first = found if depth == 1 or found == count else perft(w.engine, board, 1)
    w.forget()
    check(found == count, WRONG_COUNT, depth=depth, found=found, count=count, first=first)
