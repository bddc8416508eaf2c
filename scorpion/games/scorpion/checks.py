"""The engine's argument checks at the API boundary: values of the wrong type or shape
are refused with an ArgumentError naming them, before anything changes.

None of this is a rule (tests/test_api_boundary.py checks it), hence the pragmas.
"""

from __future__ import annotations

from scorpion import arguments
from scorpion.cards import Card, Suit
from scorpion.errors import ArgumentError
from scorpion.games.scorpion.position import Column, Position
from scorpion.games.scorpion.rules import RuleSet
from scorpion.i18n import N_


def as_card(value: object) -> Card:
    """A card given to the API as a Card or as its text."""
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        return Card.from_text(value)
    # pragma: no mutate start
    raise ArgumentError(
        N_("A card is a Card or its text, not “{value}”"), value=arguments.shown(value)
    )
    # pragma: no mutate end


def _unfit(position: object) -> ArgumentError:
    """The refusal of a position that does not fit (made only when refused: showing a
    position costs more than checking it)."""
    # pragma: no mutate start
    return ArgumentError(
        N_("A position is a Position value that fits the variant, not “{value}”"),
        value=arguments.shown(position),
    )
    # pragma: no mutate end


def check_position(position: object, rules: RuleSet) -> None:
    """Refuse a Position that is not made of the engine's values, or does not fit `rules`."""
    # pragma: no mutate start
    if not isinstance(position, Position):
        raise _unfit(position)
    columns, reserve, removed = position.columns, position.reserve, position.removed
    if not (
        isinstance(columns, tuple)
        and len(columns) == len(rules.layout.columns)
        and all(
            isinstance(c, Column)
            and isinstance(c.hidden, tuple)
            and isinstance(c.up, tuple)
            and all(isinstance(card, Card) for card in c.hidden + c.up)
            for c in columns
        )
        and isinstance(reserve, tuple)
        and all(isinstance(card, Card) for card in reserve)
        and isinstance(position.reserve_dealt, bool)
        and isinstance(removed, tuple)
        and all(isinstance(suit, Suit) for suit in removed)
    ):
        raise _unfit(position)
    # pragma: no mutate end
