"""Scoring a finished deal (seed 002, "Marque complète").

One point per scopa; one each for most cards, most diamonds, the 7♦ and the best
primiera. A majority or a primiera that is equal gives nobody the point. The primiera
keeps each player's best card of each suit (7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12,
J/Q/K=10) and adds the four values; a missing suit disqualifies.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from scorpion.arguments import shown
from scorpion.cards import Card, Suit
from scorpion.errors import ScopaArgumentError
from scorpion.games.scopa.captures import cards
from scorpion.games.scopa.deck import DENARI, SETTEBELLO, primiera_value
from scorpion.games.scopa.plays import DealScore
from scorpion.games.scopa.position import Pair
from scorpion.i18n import N_


def primiera(pile: tuple[Card, ...]) -> int | None:
    """The primiera of a pile: the best card of each suit, added up; None if a suit is
    missing."""
    best: dict[Suit, int] = {}
    for card in cards(pile):
        best[card.suit] = max(best.get(card.suit, 0), primiera_value(card))
    if len(best) < len(Suit):
        return None
    return sum(best.values())


T = TypeVar("T")
PAIR = N_("A pair of values, one per player, was expected, not “{value}”")
COUNT = N_("A count of scopas is a whole number from 0, not “{value}”")


def _pair(value: Any, item: Callable[[Any], T]) -> tuple[T, T]:
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise ScopaArgumentError(PAIR, value=shown(value))
    return item(value[0]), item(value[1])


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ScopaArgumentError(COUNT, value=shown(value))
    return value


def _majority(a: int, b: int) -> tuple[int, int]:
    """One point to the strictly larger; nobody when equal."""
    return (int(a > b), int(b > a))


def _best_primiera(a: int | None, b: int | None) -> tuple[int, int]:
    return _majority(-1 if a is None else a, -1 if b is None else b)


def score_deal(piles: Pair, scopas: tuple[int, int]) -> DealScore:
    """The points of a deal from the two captured piles and the scopas marked."""
    piles, scopas = _pair(piles, cards), _pair(scopas, _count)
    counts = (len(piles[0]), len(piles[1]))
    diamonds = tuple(sum(1 for c in pile if c.suit is DENARI) for pile in piles)
    totals = (primiera(piles[0]), primiera(piles[1]))
    return DealScore(
        scopas=scopas,
        cards=_majority(*counts),
        diamonds=_majority(diamonds[0], diamonds[1]),
        settebello=(int(SETTEBELLO in piles[0]), int(SETTEBELLO in piles[1])),
        primiera=_best_primiera(*totals),
        card_counts=counts,
        diamond_counts=(diamonds[0], diamonds[1]),
        primiera_totals=totals,
    )


TARGET = 11
"""After a complete deal, a total of 11 or more ends the game (the higher total wins)."""


def winner_index(totals: tuple[int, int]) -> int | None:
    """0 or 1 when that player has won after a complete deal; None to play another deal
    (nobody at 11, or the totals are equal)."""
    if max(totals) < TARGET or totals[0] == totals[1]:
        return None
    return 0 if totals[0] > totals[1] else 1
