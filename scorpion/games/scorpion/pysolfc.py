"""PySolFC's deals: the same game number gives the same cards as in PySolFC.

PySolFC numbers its deals; its shuffle is published as the `pysol-cards` package. Game
numbers 1 to 31999 use the Microsoft FreeCell generator, larger ones Python's Mersenne
Twister (pysol-cards also sends 32000 to the Microsoft generator; PySolFC does not, so it
is handled here). The new deck is ordered clubs, spades, hearts, diamonds, Ace to King;
the last card of the shuffled list is dealt first, row by row, columns left to right,
the first rows face down where the layout says so; what is left is the talon, whose top
card goes to the first target column, which is how `Game.deal` deals too.
"""

from __future__ import annotations

from scorpion.cards import Card, Rank, Suit
from scorpion.errors import VariantError
from scorpion.i18n import N_

GAMES: dict[str, int] = {
    "classique": 29,
    "wasp": 185,
    "three-blind-mice": 305,
    "double-scorpion-pysol": 511,
    "scorpion-ii-9": 672,
}
"""The variants whose deal PySolFC shares, with PySolFC's game id (for the record)."""

_SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)


def dealing_order(number: int, decks: int, variant_name: str) -> list[Card]:
    """The cards of PySolFC deal `number`, in the order they are dealt."""
    if variant_name not in GAMES:
        raise VariantError(
            N_("PySolFC has no deal for the variant “{name}” (it shares: {known})"),
            name=variant_name,
            known=", ".join(GAMES),
        )
    if number < 1:
        raise VariantError(N_("A PySolFC deal number is a whole number from 1"), name=number)
    from pysol_cards.cards import createCards
    from pysol_cards.random import MTRandom, shuffle
    from pysol_cards.random_base import RandomBase

    cards = createCards(decks)
    if number < 32000:
        shuffled = shuffle(cards, number, RandomBase.DEALS_PYSOLFC)
    else:
        generator = MTRandom()
        generator.setSeed(number)
        shuffled = generator.shuffle(cards)
    return [Card(Rank(card.rank), _SUITS[card.suit]) for card in reversed(shuffled)]
