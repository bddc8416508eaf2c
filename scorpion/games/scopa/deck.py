"""The Scopa deck: the 52-card deck without its 8s, 9s and 10s, and what each card is worth.

Seed 002: "Faites un paquet de 40 en retirant 8, 9, 10. Carreau représente les deniers.
Valeurs de capture : A=1, 2–7 nominales, J=8, Q=9, K=10 ; la couleur n'affecte pas la
capture." The cards themselves are `scorpion.cards.Card`: one card type for both games.
"""

from __future__ import annotations

from typing import Any

from scorpion.arguments import shown
from scorpion.cards import Card, Rank, Suit, standard_deck
from scorpion.errors import ScopaArgumentError, ScopaNotationError
from scorpion.i18n import N_

REMOVED_RANKS = frozenset({Rank.EIGHT, Rank.NINE, Rank.TEN})
DECK: tuple[Card, ...] = tuple(c for c in standard_deck() if c.rank not in REMOVED_RANKS)
"""The 40 cards in new-deck order (clubs, diamonds, hearts, spades; Ace to King)."""

DENARI = Suit.DIAMONDS
"""Diamonds stand for the deniers (coins): the suit of the "most diamonds" point."""

SETTEBELLO = Card(Rank.SEVEN, Suit.DIAMONDS)
"""The 7♦, worth a point on its own."""

_FACE_VALUES = {Rank.JACK: 8, Rank.QUEEN: 9, Rank.KING: 10}


CARD = N_("A card was expected, not “{value}”")
NOT_IN_DECK = N_("The {card} is not in the 40-card Scopa deck")


def checked(value: Any) -> Card:
    """`value` when it is a card of the 40-card deck; else a ScopaError naming it."""
    if not isinstance(value, Card):
        raise ScopaArgumentError(CARD, value=shown(value))
    if value.rank in REMOVED_RANKS:
        raise ScopaNotationError(NOT_IN_DECK, str(value), card=value)
    return value


def capture_value(card: Card) -> int:
    """A=1, 2-7 at face value, J=8, Q=9, K=10; the suit plays no part."""
    card = checked(card)
    return _FACE_VALUES.get(card.rank, int(card.rank))


_PRIMIERA = {
    Rank.SEVEN: 21,
    Rank.SIX: 18,
    Rank.ACE: 16,
    Rank.FIVE: 15,
    Rank.FOUR: 14,
    Rank.THREE: 13,
    Rank.TWO: 12,
    Rank.JACK: 10,
    Rank.QUEEN: 10,
    Rank.KING: 10,
}


def primiera_value(card: Card) -> int:
    """7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12, J/Q/K=10."""
    return _PRIMIERA[checked(card).rank]


def in_deck(card: Card) -> bool:
    return card.rank not in REMOVED_RANKS
