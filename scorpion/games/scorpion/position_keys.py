"""A game's position keys, kept up to date action by action.

The hashes themselves are in scorpion.games.scorpion.keys; this keeps, for the position
on the table, each column's hash and its shares of the exact and the canonical key, so
an action rehashes only the columns it touched, and a move's key can be reckoned
without playing it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from scorpion.cards import Card, Suit
from scorpion.games.scorpion import keys

Piles = Sequence[Sequence[Card]]
"""Per column, its face-down or its face-up cards, bottom to top."""


class PositionKeys:
    """The exact and canonical keys of one table, and the parts they are summed from."""

    __slots__ = (
        "canonical",
        "canonical_shares",
        "column_hashes",
        "exact",
        "exact_shares",
        "placed",
        "rest",
    )

    placed: frozenset[int]
    """Columns (from 0) whose number the canonical key keeps: the reserve's targets
    before it is dealt, the only columns the rules do not treat alike."""
    column_hashes: list[int]
    exact_shares: list[int]
    canonical_shares: list[int]
    rest: int
    exact: int
    canonical: int

    def __init__(
        self,
        hidden: Piles,
        up: Piles,
        reserve: Sequence[Card],
        reserve_dealt: bool,
        removed: Iterable[Suit],
        placed: frozenset[int],
    ) -> None:
        """Every key computed from scratch (a new game, the reserve dealt or taken back)."""
        self.placed = placed
        self.column_hashes = [
            keys.column_hash(down, cards) for down, cards in zip(hidden, up, strict=True)
        ]
        self.exact_shares = [keys.placed(h, i) for i, h in enumerate(self.column_hashes)]
        self.canonical_shares = [
            self.exact_shares[i] if i in placed else keys.anywhere(h)
            for i, h in enumerate(self.column_hashes)
        ]
        self.rest = keys.rest_hash(reserve, reserve_dealt, removed)
        self.exact = (sum(self.exact_shares) + self.rest) & keys.MASK
        self.canonical = (sum(self.canonical_shares) + self.rest) & keys.MASK

    # copying is not a rule (tests/test_properties.py)
    # pragma: no mutate start
    def copy(self) -> PositionKeys:
        other = PositionKeys.__new__(PositionKeys)
        other.placed = self.placed
        other.column_hashes = list(self.column_hashes)
        other.exact_shares = list(self.exact_shares)
        other.canonical_shares = list(self.canonical_shares)
        other.rest = self.rest
        other.exact = self.exact
        other.canonical = self.canonical
        return other

    # pragma: no mutate end

    # the canonical key is the solver's, not a rule: tests/test_position_keys.py holds it to
    # a key computed from scratch through deals and undos, on every variant
    # pragma: no mutate start
    def replace_placed(self, placed: frozenset[int]) -> None:
        """The canonical key with `placed` as the columns whose number it keeps (the reserve
        dealt or taken back), each column's share read again from its hash."""
        canonical = self.canonical
        for i, h in enumerate(self.column_hashes):
            share = self.exact_shares[i] if i in placed else keys.anywhere(h)
            canonical += share - self.canonical_shares[i]
            self.canonical_shares[i] = share
        self.placed = placed
        self.canonical = canonical & keys.MASK

    def after_deal(
        self, hidden: Piles, up: Piles, dealt: Sequence[tuple[int, Card]], rest: int
    ) -> tuple[int, int]:
        """The exact and canonical keys once the cards `dealt` (each with its column, from
        0) go on top of their columns, no column keeping its number any more and `rest`
        the new hash of what lies off the columns: what dealing the reserve would give
        where it removes no suite, reckoned by sums alone."""
        hashes: dict[int, int] = {}
        heights: dict[int, int] = {}
        for column, card in dealt:
            height = heights.get(column, len(hidden[column]) + len(up[column]))
            before = hashes.get(column, self.column_hashes[column])
            hashes[column] = keys.with_cards(before, (card,), height, 1)
            heights[column] = height + 1
        exact = self.exact - self.rest + rest
        canonical = self.canonical - self.rest + rest
        for i in self.placed | hashes.keys():
            value = hashes.get(i, self.column_hashes[i])
            exact += keys.placed(value, i) - self.exact_shares[i]
            canonical += keys.anywhere(value) - self.canonical_shares[i]
        return exact & keys.MASK, canonical & keys.MASK

    # pragma: no mutate end

    def update(self, hidden: Piles, up: Piles, touched: Iterable[int], rest: int | None) -> None:
        """The keys after an action changed the columns `touched` (from 0) and, when
        `rest` is not None, what lies off the columns, whose hash is now `rest`."""
        exact, canonical = self.exact, self.canonical
        for i in touched:
            h = keys.column_hash(hidden[i], up[i])
            self.column_hashes[i] = h
            share = keys.placed(h, i)
            exact += share - self.exact_shares[i]
            self.exact_shares[i] = share
            if i not in self.placed:
                share = keys.anywhere(h)
            canonical += share - self.canonical_shares[i]
            self.canonical_shares[i] = share
        if rest is not None:
            exact += rest - self.rest
            canonical += rest - self.rest
            self.rest = rest
        self.exact = exact & keys.MASK
        self.canonical = canonical & keys.MASK

    # the solver's shortcut, not a rule: tests/test_position_keys.py holds it to the key
    # of the move played, on every variant
    # pragma: no mutate start
    def _moved(self, hidden: Piles, up: Piles, src: int, pos: int, dst: int) -> tuple[int, int]:
        """The hashes of columns `src` and `dst` once the block from face-up card `pos` of
        `src` goes onto `dst`, turning up the card under it if face down."""
        block = up[src][pos:]
        down = len(hidden[src])
        left = keys.with_cards(self.column_hashes[src], block, down + pos, -1)
        if pos == 0 and down:
            left = keys.with_hidden(left, down, down - 1)  # its last face-down card turns up
        height = len(hidden[dst]) + len(up[dst])
        return left, keys.with_cards(self.column_hashes[dst], block, height, 1)

    def canonical_after(self, hidden: Piles, up: Piles, src: int, pos: int, dst: int) -> int:
        """The canonical key once the block from face-up card `pos` of column `src` goes
        onto column `dst` (columns from 0), turning up the card under it if face down,
        removing no suite: what playing the move would give, reckoned by sums alone."""
        left, right = self._moved(hidden, up, src, pos, dst)
        shares = self.canonical_shares
        key = self.canonical - shares[src] - shares[dst]
        for index, value in ((src, left), (dst, right)):
            key += keys.placed(value, index) if index in self.placed else keys.anywhere(value)
        return key & keys.MASK

    def exact_after(self, hidden: Piles, up: Piles, src: int, pos: int, dst: int) -> int:
        """The exact key after the same move as `canonical_after`, reckoned the same way."""
        left, right = self._moved(hidden, up, src, pos, dst)
        shares = self.exact_shares
        key = self.exact - shares[src] - shares[dst]
        return (key + keys.placed(left, src) + keys.placed(right, dst)) & keys.MASK

    # pragma: no mutate end
