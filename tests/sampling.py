"""How much of an expensive check a run does: `make test` runs a fixed, smaller sample of
the few checks that would otherwise take minutes (the axe-core audit of every page, the
naive search over many positions, ...); `make audit` sets SCORPION_FULL_TESTS=1 and runs
them in full. Every kind of check runs either way; only the number of cases changes."""

from __future__ import annotations

import os
from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar

T = TypeVar("T")

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
