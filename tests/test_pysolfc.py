"""PySolFC deal numbers: `Game.deal(pysolfc=N)` lays out PySolFC's game N.

Deal 1 uses the Microsoft FreeCell generator, so its dealing order is the famous
FreeCell deal #1 (JD 2D 9H JC 5D 7H 7C 5H, KD KC 9S 5S AD QC KH 3H, ... row by row):
the first 49 cards of it fill Scorpion's seven columns row by row. Larger numbers use
the Mersenne Twister; deal 123456 is pinned card by card.
"""

from __future__ import annotations

import pytest

from scorpion import Card, Game, VariantError

FREECELL_1 = (
    "JD 2D 9H JC 5D 7H 7C 5H KD KC 9S 5S AD QC KH 3H 2S KS 9D QD JS AS AH 3C "
    "4C 5C TS QH 4H AC 4D 7S 3S TD 4S TH 8H 2C JH 7D 6D 8S 8D QS 6C 3D 8C TC 6S 9C 2H 6H"
)


SUITS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def cards(text: str) -> list[Card]:
    """Cards written as FreeCell lists them (rank letter, T for 10, suit letter)."""
    return [Card.from_text(t[:-1].replace("T", "10") + SUITS[t[-1]]) for t in text.split()]


def rows(game: Game) -> list[Card]:
    """The tableau's cards row by row, columns left to right, then the reserve."""
    columns = [column.cards for column in game.columns]
    order = [c[row] for row in range(max(map(len, columns))) for c in columns if row < len(c)]
    return order + list(game.reserve)


def test_deal_1_is_freecell_deal_1_dealt_row_by_row() -> None:
    game = Game.deal(pysolfc=1)
    assert rows(game) == cards(FREECELL_1)[:52]
    assert [len(column.hidden) for column in game.columns] == [3, 3, 3, 3, 0, 0, 0]


def test_a_mersenne_twister_deal_is_pinned_card_by_card() -> None:
    game = Game.deal(pysolfc=123456)
    assert game.to_text("en", reveal=True) == Game.deal(pysolfc=123456).to_text("en", reveal=True)
    assert rows(game)[:14] == cards(PINNED_123456)
    assert Game.deal(pysolfc=32000) != Game.deal(pysolfc=31999)


def test_only_variants_pysolfc_shares_take_a_pysolfc_number() -> None:
    Game.deal(pysolfc=5, variant="scorpion-ii-9")
    with pytest.raises(VariantError) as refusal:
        Game.deal(pysolfc=5, variant="double-scorpion")
    assert "PySolFC" in refusal.value.message("fr")


PINNED_123456 = "3D 2D 2C 9C AC 6H 4C KC 6C TC 8S 8C 9D TH"
