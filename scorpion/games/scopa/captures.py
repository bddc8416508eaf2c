"""Which sets of table cards a played card can capture.

Seed 002: a card of the same value comes first, and then exactly one of them is taken
(the player's choice); only when no single card matches does a set of cards summing to
the value qualify (the player chooses among sums).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from scorpion.arguments import shown
from scorpion.cards import Card
from scorpion.errors import ScopaArgumentError
from scorpion.games.scopa.deck import capture_value, checked
from scorpion.i18n import N_

TABLE = N_("The table is a list of cards, not “{value}”")


def cards(value: Any) -> tuple[Card, ...]:
    """A list or tuple of cards of the 40-card deck, as a tuple."""
    if not isinstance(value, (list, tuple)):
        raise ScopaArgumentError(TABLE, value=shown(value))
    return tuple(checked(c) for c in value)


def single_matches(card: Card, table: tuple[Card, ...]) -> tuple[Card, ...]:
    """The table cards of the same capture value as `card`."""
    value = capture_value(card)
    return tuple(c for c in table if capture_value(c) == value)


def sum_captures(card: Card, table: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    """Every set of two or more table cards whose values add up to the card's value,
    in table order (a set lists its cards in the order they lie on the table)."""
    value = capture_value(card)
    found = []
    for size in range(2, len(table) + 1):
        for group in combinations(table, size):
            if sum(capture_value(c) for c in group) == value:
                found.append(group)
    return tuple(found)


def capture_options(card: Card, table: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    """The captures `card` may make on `table`: one matching card each if any matches,
    else the summing sets; empty when the card captures nothing."""
    card, table = checked(card), cards(table)
    singles = single_matches(card, table)
    if singles:
        return tuple((c,) for c in singles)
    return sum_captures(card, table)
