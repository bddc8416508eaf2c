"""Position keys: 64-bit Zobrist-style hashes of a position, kept up to date by the game.

Why: the traditional rules ask whether a move reaches "a position not seen before", and
the solver needs a transposition table; both want a key that costs a few operations per
action instead of a replay or a snapshot of the whole table.

A column's hash is the sum of one random number per (card, height) plus one per number of
face-down cards, so it is recomputed cheaply for the columns an action touched. Columns
are combined through a mixing function (otherwise a sum would forget where one column
ends and the next begins):

- the exact key mixes each column hash with its column number: positions equal as the
  engine's `Position` (same cards in the same columns) have the same key;
- the canonical key leaves the column number out for every column the rules treat alike,
  so positions that differ only by the order of such columns share a key (the solver's
  symmetry; see scorpion.games.scorpion.solver.search for why it is safe).

Removed suites count as a multiset (the order they left in changes nothing on the table).
Keys are 64-bit: two different positions share one with probability about 2**-64 per
pair, i.e. below 10**-9 for the few million positions one search or one game meets.
The tables come from a fixed seed, so keys are the same in every process.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from scorpion.cards import Card, Suit, standard_deck

MASK = (1 << 64) - 1
MAX_HEIGHT = 2 * 52 + 1
"""A column never holds more cards than two decks."""

_rng = random.Random(0x5C0F)
CARD_INDEX: dict[Card, int] = {card: index for index, card in enumerate(standard_deck())}
_AT_HEIGHT: dict[Card, tuple[int, ...]] = {
    card: tuple(_rng.getrandbits(64) for _ in range(MAX_HEIGHT)) for card in standard_deck()
}
_HIDDEN_COUNT = tuple(_rng.getrandbits(64) for _ in range(MAX_HEIGHT))
_COLUMN_NUMBER = tuple(_rng.getrandbits(64) for _ in range(64))
_IN_RESERVE: dict[Card, tuple[int, ...]] = {
    card: tuple(_rng.getrandbits(64) for _ in range(8)) for card in standard_deck()
}
_RESERVE_DEALT = _rng.getrandbits(64)
_REMOVED = {suit: _rng.getrandbits(64) for suit in Suit}


def mix(value: int) -> int:
    """splitmix64's finalizer: spreads every bit of `value` over the result."""
    value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & MASK
    return value ^ (value >> 31)


def column_hash(hidden: Sequence[Card], up: Sequence[Card]) -> int:
    """The hash of one column's content (face-down cards, then face-up, bottom to top)."""
    total = _HIDDEN_COUNT[len(hidden)]
    height = 0
    for card in hidden:
        total += _AT_HEIGHT[card][height]
        height += 1
    for card in up:
        total += _AT_HEIGHT[card][height]
        height += 1
    return total & MASK


def with_cards(column_hash_: int, cards: Sequence[Card], height: int, sign: int) -> int:
    """A column's hash with `cards` put (sign 1) or taken away (sign -1) at heights
    `height`, `height` + 1, ...: what a move does, without recomputing the column."""
    total = column_hash_
    for card in cards:
        total += sign * _AT_HEIGHT[card][height]
        height += 1
    return total & MASK


def with_hidden(column_hash_: int, before: int, after: int) -> int:
    """A column's hash with `after` face-down cards instead of `before` (a card turned up
    keeps its height, so only the count changes)."""
    return (column_hash_ - _HIDDEN_COUNT[before] + _HIDDEN_COUNT[after]) & MASK


def placed(column_hash_: int, index: int) -> int:
    """A column's share of a key when its column number matters."""
    return mix(column_hash_ ^ _COLUMN_NUMBER[index % 64])


def anywhere(column_hash_: int) -> int:
    """A column's share of the canonical key when it may be any column."""
    return mix(column_hash_)


def rest_hash(reserve: Sequence[Card], dealt: bool, removed: Iterable[Suit]) -> int:
    """The hash of everything off the columns: the reserve, its state, the removed suites."""
    total = _RESERVE_DEALT if dealt else 0
    for slot, card in enumerate(reserve):
        total += _IN_RESERVE[card][slot % 8]
    for suit in removed:
        total += _REMOVED[suit]
    return total & MASK
