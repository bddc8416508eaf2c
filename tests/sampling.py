"""How much of an expensive check a run does: `make test` runs a fixed, smaller sample of
the few checks that would otherwise take minutes (the axe-core audit of every page, the
naive search over many positions, ...); `make audit` sets SCORPION_FULL_TESTS=1 and runs
them in full. Every kind of check runs either way; only the number of cases changes."""

from __future__ import annotations

import os
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TypeVar

T = TypeVar("T")
C = TypeVar("C")

#: True under `make audit` (SCORPION_FULL_TESTS=1): every case, not a sample.
FULL = os.environ.get("SCORPION_FULL_TESTS", "") not in ("", "0")


def sized(sample: int, full: int) -> int:
    """`full` under `make audit`, `sample` otherwise."""
    return full if FULL else sample


def one_per_kind(items: Iterable[T], kind: Callable[[T], Hashable]) -> list[T]:
    """Every item under `make audit`; otherwise the first item of each kind (in order)."""
    items = list(items)
    if FULL:
        return items
    seen: dict[Hashable, T] = {}
    for item in items:
        seen.setdefault(kind(item), item)
    return list(seen.values())


def alternating(items: Iterable[T], choices: Sequence[C]) -> list[tuple[T, list[C]]]:
    """Each item with every choice under `make audit`; otherwise with one choice each, in
    turn (item i with choice i mod n), so that every item and every choice is tried."""
    items = list(items)
    if FULL or len(items) < len(choices):
        return [(item, list(choices)) for item in items]
    return [(item, [choices[index % len(choices)]]) for index, item in enumerate(items)]
