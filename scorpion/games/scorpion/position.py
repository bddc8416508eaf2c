"""The table as values: a column and a whole position, hashable and immutable.

The bottom of the engine: notation, saves and the solver read and write positions
through these, and the engine's state (scorpion.games.scorpion.state) is built from one.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorpion.cards import Card, Suit


@dataclass(frozen=True, slots=True)
class Column:
    """A column as players see it: face-down cards under face-up ones, bottom to top."""

    hidden: tuple[Card, ...] = ()
    up: tuple[Card, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.hidden + self.up

    @property
    def top(self) -> Card | None:
        return self.up[-1] if self.up else None

    @property
    def is_empty(self) -> bool:
        return not self.hidden and not self.up


@dataclass(frozen=True, slots=True)
class Position:
    """Everything on the table, as a hashable value (the score and history are not in it)."""

    columns: tuple[Column, ...]
    reserve: tuple[Card, ...]
    reserve_dealt: bool
    removed: tuple[Suit, ...]
