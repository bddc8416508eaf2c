"""Whether dealing the reserve now loses at once, reckoned without dealing it.

Where: the "no useful move" defeat rule (seed 003's letter), suites staying where they
form, the reserve dealt in one action (`applies`): Traditionnel, Scorpion ouvert, Scorpion
II, Wasp and Double Scorpion under the letter. The exact search
(scorpion.games.scorpion.solver.search) tries the deal at each position before it; in
Wasp and Scorpion II about half the positions it counts are such deals, nearly all lost
at once (measured: Wasp deal 1558, 143,731 of its first 300,000 positions, every one lost,
38 % of the time). It counts such a deal as before (its key reckoned unplayed,
`Keying.key_after`) but asks this instead of dealing, keying and taking the deal back.

Why it is sound. Let P be the position and D the one after the deal. D is lost when it is
not won and no move of D is useful (`Engine.is_lost`): with suites staying, a useful move
turns a card up or leaves more columns ending with a complete suite (and reaches a new
position). `is_lost_after` answers True only when D, reckoned from P, is not won and has
no move that does either, whatever the positions seen:
- a move turns a card up only when it is led by the lowest face-up card c of a column with
  face-down cards: onto a card that takes it on top of another column, or into an empty
  column that takes it (a King, or any card where the variant lets it: c never makes up
  the whole column, since face-down cards lie under it);
- a move changes only its two columns, so the count rises only if one of them ends with a
  complete suite after it. The target: the cards added end that suite, so the block ends
  with an Ace; a block of 13 cards or more would end so on its source column too, which
  then loses a suite unless the source ends with one after it, the next case; so the
  block is shorter, a run of one suit from its leader down to the Ace on top of its
  column, and goes onto a card that takes its leader (alone in an empty column, it would
  be short of a suite). The source: the cards left under
  the block end with a complete suite, so the leader lies on that suite's Ace;
- a card the move turns up is the only face-up card of its column, so it is in no suite
  that move completes.
D is won only with no face-down card and every column empty or one complete suite.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, cast

from scorpion.cards import Card, Rank, Suit, standard_deck
from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.rules import (
    BuildRule,
    EmptyColumnRule,
    EndRule,
    ReserveRule,
    RuleSet,
    SuiteRule,
)
from scorpion.games.scorpion.solver import native
from scorpion.games.scorpion.state import is_complete


def applies(rules: RuleSet) -> bool:
    """Whether `is_lost_after` is sound for this variant (see the module's docstring)."""
    return (
        rules.end is EndRule.NO_USEFUL_MOVE
        and rules.suites is SuiteRule.STAY
        and rules.reserve is ReserveRule.DEAL
    )


def columns_after(game: Engine) -> list[Sequence[Card]]:
    """Each column's face-up cards once the reserve is dealt (the dealt columns copied,
    the others the game's own lists)."""
    up: list[Sequence[Card]] = list(game.face_up)
    for column, card in game.deal_places():
        up[column] = [*up[column], card]
    return up


def _is_lost_after(game: Engine) -> bool:
    """True only if dealing the reserve now reaches a position the engine calls lost
    (`applies` must hold and the reserve wait to be dealt); False where a move after the
    deal might be useful, or the deal might win."""
    up = columns_after(game)
    hidden = game.face_down
    if not any(hidden) and all(not cards or _is_suite(cards) for cards in up):
        return False  # D is won
    rules = game.variant
    takers = _Takers(up, hidden, rules)
    for index, cards in enumerate(up):
        if hidden[index] and cards and takers.any(cards[0], index):
            return False  # a card turned up
        if len(cards) >= 14 and _uncovers(cards, index, takers):
            return False  # a complete suite uncovered
        if cards and cards[-1].rank is Rank.ACE and _completes(cards, index, up, takers):
            return False  # a complete suite made on another column
    return True


class _Takers:
    """Where a card may go at D: the columns whose top takes it, and empty columns."""

    def __init__(
        self, up: Sequence[Sequence[Card]], hidden: Sequence[Sequence[Card]], rules: RuleSet
    ) -> None:
        self.tops: dict[Card, list[int]] = {}
        self.empty = False
        for index, cards in enumerate(up):
            if cards:
                self.tops.setdefault(cards[-1], []).append(index)
            elif not hidden[index]:
                self.empty = True
        self.higher = _HIGHER_ANY if rules.build is BuildRule.ANY_SUIT else _HIGHER
        self.any_card = rules.empty_column is EmptyColumnRule.ANY

    def columns(self, card: Card) -> list[int]:
        """The columns whose top takes `card` (one rank higher; of its suit unless any
        suit builds)."""
        tops = self.tops
        return [i for higher in self.higher[card] for i in tops.get(higher, ())]

    def any(self, card: Card, column: int) -> bool:
        """Whether `card`, in `column` and not making it up whole, may lead somewhere."""
        if self.empty and (self.any_card or card.rank is Rank.KING):
            return True
        return any(other != column for other in self.columns(card))


_HIGHER: Final = {
    card: (Card(Rank(card.rank + 1), card.suit),) if card.rank < Rank.KING else ()
    for card in standard_deck()
}
"""The card that takes each card, building by suit."""
_HIGHER_ANY: Final = {
    card: tuple(Card(Rank(card.rank + 1), suit) for suit in Suit) if card.rank < Rank.KING else ()
    for card in standard_deck()
}
"""The cards that take each card, building in any suit."""


def _is_suite(cards: Sequence[Card]) -> bool:
    """The column holds one complete suite and nothing else."""
    return len(cards) == 13 and is_complete(list(cards))


def _uncovers(cards: Sequence[Card], column: int, takers: _Takers) -> bool:
    """Whether a card lying on the Ace of a complete suite in `column` may lead."""
    for place in range(13, len(cards)):
        lying_on_ace = cards[place - 1].rank is Rank.ACE
        if (
            lying_on_ace
            and is_complete(list(cards[place - 13 : place]))
            and takers.any(cards[place], column)
        ):
            return True
    return False


def _completes(
    cards: Sequence[Card], column: int, up: Sequence[Sequence[Card]], takers: _Takers
) -> bool:
    """Whether a run of one suit down to the Ace on top of `column`, shorter than 13
    cards, may go onto a card that takes its leader and complete a suite there."""
    place = len(cards) - 1
    while True:
        block = list(cards[place:])
        if len(block) >= 13:
            return False
        for other in takers.columns(cards[place]):
            if other != column and is_complete([*up[other][-12:], *block]):
                return True
        if place == 0:
            return False
        lower, upper = cards[place], cards[place - 1]
        if upper.suit is not lower.suit or upper.rank != lower.rank + 1:
            return False
        place -= 1


# --- not compiled: scripts/native.py compiles this file down to this line ---


def _chosen(source: bytes) -> Callable[[Engine], bool]:
    """The reckoning compiled by mypyc from this very file (scripts/native.py), or else the
    code above, when there is no build or it was made from another version of the file."""
    built = native.compiled("dealt", source)
    return _is_lost_after if built is None else cast(Callable[[Engine], bool], built._is_lost_after)


is_lost_after: Callable[[Engine], bool] = _chosen(native.sources("dealt"))
"""True only if dealing the reserve now reaches a position the engine calls lost (see
`_is_lost_after`)."""
