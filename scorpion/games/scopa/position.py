"""A Scopa position: an immutable snapshot of everything on and off the table.

Per-player values are pairs indexed by `Player.index` (player 1 first).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from scorpion.cards import Card
from scorpion.games.scopa.players import Player

Pair = tuple[tuple[Card, ...], tuple[Card, ...]]


@dataclass(frozen=True)
class Position:
    """Hands, table, captured piles (in the order cards were taken), scopas, the stock
    (next card to deal first), the dealer, whose turn it is (None once the deal is over),
    the last player who captured, the match totals and the deal's number."""

    hands: Pair
    table: tuple[Card, ...]
    piles: Pair
    scopas: tuple[int, int]
    stock: tuple[Card, ...]
    dealer: Player
    turn: Player | None
    last_capturer: Player | None = None
    totals: tuple[int, int] = (0, 0)
    deal_number: int = 1

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the position: hands, table, piles, stock."""
        return (
            self.hands[0] + self.hands[1] + self.table + self.piles[0] + self.piles[1] + self.stock
        )

    @property
    def deal_over(self) -> bool:
        return self.turn is None

    def hand(self, player: Player) -> tuple[Card, ...]:
        return self.hands[player.index]

    def pile(self, player: Player) -> tuple[Card, ...]:
        return self.piles[player.index]

    def with_player(self, player: Player, **fields: object) -> Position:
        """A copy where each named pair field (hands, piles, scopas, totals) has `player`'s
        half replaced by the given value."""
        changes: dict[str, object] = {}
        for name, value in fields.items():
            pair = list(getattr(self, name))
            pair[player.index] = value
            changes[name] = tuple(pair)
        return replace(self, **changes)  # type: ignore[arg-type]
