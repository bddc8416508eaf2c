"""`solve`: the exact search, preceded where it has no pruning by a sound way to a win.

In the one-deck, same-suit, King-only family the exact search
(scorpion.games.scorpion.solver.search) is pruned by the dead-position test and decides
deals on its own, so it runs alone. Assoupli and Wasp are wider than a variant of that
family, their narrower twin (scorpion.games.scorpion.solver.narrower): a quarter of the
budget goes first to the twin's search, whose winning line, replayed by the engine under
the real rules, is a winning line of the variant. Only the exact search ever answers
UNWINNABLE, after searching every reachable position under the real rules, whatever came
before it; so both verdicts stay proved.

Budgets are positions, so a verdict depends on the deal and the budget only (the same on
every machine, `scorpion stats`): the twin gets a quarter of `node_limit` (or of
`time_limit`), the exact search what is left.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.solver import narrower, search
from scorpion.games.scorpion.solver.solution import Solution, Status

_TWIN_SHARE = 4
"""The twin's search gets 1/4 of the budget."""


def solve(
    game: Engine,
    *,
    node_limit: int | None = None,
    time_limit: float | None = None,
    progress: Callable[[int], None] | None = None,
) -> Solution:
    """Decide whether `game` can still be won from its position, every card known.

    Returns WINNABLE with the whole winning line, UNWINNABLE when every reachable
    position was searched, or UNKNOWN when `node_limit` positions or `time_limit`
    seconds were spent first. `game` itself is left as it was. `progress`, when given, is
    called with the number of positions searched every few hundred positions.
    """
    twin = narrower.twin(game.variant)
    if twin is None or game.is_over:
        return search.exhaust(game, node_limit=node_limit, time_limit=time_limit, progress=progress)
    started = time.process_time()
    line, nodes = narrower.find_win(
        game,
        twin,
        node_limit=None if node_limit is None else max(node_limit // _TWIN_SHARE, 1),
        time_limit=None if time_limit is None else time_limit / _TWIN_SHARE,
    )
    if line is not None:
        return Solution(Status.WINNABLE, line, nodes, time.process_time() - started)
    spent = time.process_time() - started
    shown = None if progress is None else (lambda count: progress(nodes + count))
    exact = search.exhaust(
        game,
        node_limit=None if node_limit is None else max(node_limit - nodes, 1),
        time_limit=None if time_limit is None else max(time_limit - spent, 0.0),
        progress=shown,
    )
    return Solution(exact.status, exact.moves, nodes + exact.nodes, time.process_time() - started)
