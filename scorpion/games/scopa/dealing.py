"""Seeded shuffles and deals (seed 002, "Préparation et donne").

The first dealer is drawn by lot, then the deal alternates. The dealer shuffles and cuts,
deals 3 cards to each player, one at a time starting with the non-dealer, and 4 face up
to the table; the rest is the stock, face down. With 3 or 4 Kings on the table the same
dealer deals again. The non-dealer plays first.

Every random draw comes from `random.Random` seeded by the game's seed and the deal's
number, so a game is reproduced by its seed.
"""

from __future__ import annotations

import random

from scorpion.cards import Card, Rank
from scorpion.games.scopa.deck import DECK
from scorpion.games.scopa.players import Player
from scorpion.games.scopa.position import Position

HAND_SIZE = 3
TABLE_SIZE = 4
KINGS_FOR_REDEAL = 3


def first_dealer(seed: int) -> Player:
    """The dealer of the first deal, drawn by lot from the seed."""
    return random.Random(f"scopa-dealer-{seed}").choice((Player.ONE, Player.TWO))


def shuffled(rng: random.Random) -> tuple[Card, ...]:
    """A shuffled and cut deck."""
    cards = list(DECK)
    rng.shuffle(cards)
    cut = rng.randrange(1, len(cards))
    return tuple(cards[cut:] + cards[:cut])


def deal_hands(
    stock: tuple[Card, ...], dealer: Player
) -> tuple[tuple[tuple[Card, ...], tuple[Card, ...]], tuple[Card, ...]]:
    """3 cards to each player, one at a time, the non-dealer first; the rest of the stock."""
    hands: list[list[Card]] = [[], []]
    order = (dealer.other, dealer)
    position = 0
    for _ in range(HAND_SIZE):
        for player in order:
            hands[player.index].append(stock[position])
            position += 1
    return (tuple(hands[0]), tuple(hands[1])), stock[position:]


def too_many_kings(table: tuple[Card, ...]) -> bool:
    return sum(1 for c in table if c.rank is Rank.KING) >= KINGS_FOR_REDEAL


def tables(seed: int, number: int, dealer: Player) -> tuple[tuple[Card, ...], ...]:
    """Every table deal number `number` of game `seed` puts down, in order: those with 3
    or 4 Kings that made the same dealer deal again, then the one kept."""
    return tuple(table for table, _, _ in _shuffles(seed, number, dealer))


def _shuffles(
    seed: int, number: int, dealer: Player
) -> list[tuple[tuple[Card, ...], tuple[tuple[Card, ...], tuple[Card, ...]], tuple[Card, ...]]]:
    """(table, hands, stock) of each shuffle of the deal, the kept one last."""
    rng = random.Random(f"scopa-deal-{seed}-{number}")
    found = []
    while True:
        deck = shuffled(rng)
        hands, rest = deal_hands(deck, dealer)
        table, stock = rest[:TABLE_SIZE], rest[TABLE_SIZE:]
        found.append((table, hands, stock))
        if not too_many_kings(table):
            return found


def new_deal(
    seed: int, number: int, dealer: Player, totals: tuple[int, int]
) -> tuple[Position, int]:
    """Deal number `number` by `dealer`: the position and how many redeals three or four
    Kings on the table caused."""
    shuffles = _shuffles(seed, number, dealer)
    table, hands, stock = shuffles[-1]
    position = Position(
        hands=hands,
        table=table,
        piles=((), ()),
        scopas=(0, 0),
        stock=stock,
        dealer=dealer,
        turn=dealer.other,
        totals=totals,
        deal_number=number,
    )
    return position, len(shuffles) - 1
