"""How `solve` (scorpion.games.scorpion.solver.decide) shares a budget among its searches:
positions (`node_limit`, None for no limit) and CPU seconds (`time_limit`, likewise).

A budget in positions makes a verdict depend on the deal and the budget only, the same on
every machine; so each search's part is reckoned here, in whole positions, the same way
wherever it is asked for."""

from __future__ import annotations

from collections.abc import Callable


def above(node_limit: int | None, base: int) -> bool:
    """Whether a budget lies past `base` (no budget does)."""
    return node_limit is None or node_limit > base


def over(node_limit: int | None, base: int) -> int | None:
    """The part of `node_limit` past `base`, None without a budget."""
    return None if node_limit is None else node_limit - base


def beyond(node_limit: int | None, base: int) -> int:
    """The part of `node_limit` past `base`, 0 without a budget or below it."""
    return 0 if node_limit is None else max(node_limit - base, 0)


def part(node_limit: int | None, parts: int) -> int | None:
    """1/`parts` of `node_limit`, at least one position."""
    return None if node_limit is None else max(node_limit // parts, 1)


def share(time_limit: float | None, parts: int) -> float | None:
    """1/`parts` of `time_limit`."""
    return None if time_limit is None else time_limit / parts


def rest_nodes(limit: int | None, *taken: int) -> int | None:
    """What is left of `limit` once the others' shares are taken."""
    return None if limit is None else max(limit - sum(taken), 1)


def rest_seconds(limit: float | None, *taken: float) -> float | None:
    """What is left of `limit` once the others' shares are taken."""
    return None if limit is None else max(limit - sum(taken), 0.0)


def after(nodes: int, progress: Callable[[int], None] | None) -> Callable[[int], None] | None:
    """`progress` told the positions of a later search counted after `nodes` already
    searched."""
    return None if progress is None else (lambda count: progress(nodes + count))
