"""Cards as numbers for the compact board (scorpion.games.scorpion.solver.compact_board):
complete suites, and the reckoning of the deal, `dealt._is_lost_after` question by question.

A card is a number, suit * 13 + rank (the Ace 0); a column, its cards bottom to top.
tests/test_compact.py holds `loses` to `dealt._is_lost_after` along random play.
"""

from __future__ import annotations

from typing import Final

_SUITE: Final = tuple(tuple(range(13 * suit + 12, 13 * suit - 1, -1)) for suit in range(4))
"""Each complete suite as a column holds it, King to Ace, as card numbers (suit * 13 + rank,
the Ace 0)."""


def ends_complete(cards: list[int]) -> bool:
    """The cards end with a complete suite, King to Ace."""
    if len(cards) < 13 or cards[-1] % 13:
        return False
    suite = _SUITE[cards[-1] // 13]
    start = len(cards) - 13
    return all(cards[start + k] == suite[k] for k in range(13))


def is_suite(cards: list[int]) -> bool:
    """The column holds one complete suite and nothing else."""
    return len(cards) == 13 and tuple(cards) == _SUITE[cards[0] // 13]


def loses(
    down: list[list[int]],
    up: list[list[int]],
    reserve: list[int],
    targets: list[int],
    any_card: bool,
) -> bool:
    """`dealt._is_lost_after`: dealing `reserve` onto `targets` (columns from 0) reaches a
    position with no useful move, whatever the positions seen, not won; `any_card`: any
    card fills an empty column (Wasp), else only a King-led block."""
    up = list(up)
    for card, target in zip(reserve, targets, strict=False):
        up[target] = [*up[target], card]
    if not any(down) and all(not cards or is_suite(cards) for cards in up):
        return False  # won
    tops: dict[int, int] = {}
    empty = False
    for index, cards in enumerate(up):
        if cards:
            tops[cards[-1]] = index
        elif not down[index]:
            empty = True
    for index, cards in enumerate(up):
        if down[index] and cards and _takes(cards[0], index, tops, empty, any_card):
            return False  # a card turned up
        if len(cards) >= 14 and _uncovers(cards, index, tops, empty, any_card):
            return False  # a complete suite uncovered
        if cards and cards[-1] % 13 == 0 and _completes(cards, index, up, tops):
            return False  # a complete suite made on another column
    return True


def _taker(card: int, tops: dict[int, int]) -> int:
    """The column whose top takes `card`, -1 if none."""
    return -1 if card % 13 == 12 else tops.get(card + 1, -1)


def _takes(card: int, column: int, tops: dict[int, int], empty: bool, any_card: bool) -> bool:
    """Whether `card`, in `column` and not making it up whole, may lead somewhere."""
    if empty and (any_card or card % 13 == 12):
        return True  # it fills an empty column
    other = _taker(card, tops)
    return other >= 0 and other != column


def _uncovers(
    cards: list[int], column: int, tops: dict[int, int], empty: bool, any_card: bool
) -> bool:
    """Whether a card lying on the Ace of a complete suite in `column` may lead."""
    for place in range(13, len(cards)):
        if (
            cards[place - 1] % 13 == 0
            and ends_complete(cards[place - 13 : place])
            and _takes(cards[place], column, tops, empty, any_card)
        ):
            return True
    return False


def _completes(cards: list[int], column: int, up: list[list[int]], tops: dict[int, int]) -> bool:
    """Whether a run of one suit down to the Ace on top of `column`, shorter than 13
    cards, may go onto a card that takes its leader and complete a suite there."""
    place = len(cards) - 1
    while True:
        block = cards[place:]
        if len(block) >= 13:
            return False
        other = _taker(cards[place], tops)
        if other >= 0 and other != column and ends_complete(up[other][-12:] + block):
            return True
        if place == 0:
            return False
        lower, upper = cards[place], cards[place - 1]
        if lower % 13 == 12 or upper != lower + 1:
            return False
        place -= 1
