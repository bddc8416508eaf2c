"""Positions as byte strings, for the compact board (scorpion.games.scorpion.solver.
compact_board) and its keys.

A card is a number, suit * 13 + rank (the Ace 0), one byte; a column is its count of
face-down cards, then its cards bottom to top; a position, its columns' codes then what
lies off the columns, joined by `SEP` (no card or count is 255), so two positions never
share a code. tests/test_compact.py holds the board's positions to the engine's.
"""

from __future__ import annotations

from hashlib import sha256
from typing import Final

from scorpion.cards import Card, Rank, Suit
from scorpion.games.scorpion.engine import Engine

CARDS: Final = tuple(Card(rank, suit) for suit in Suit for rank in Rank)
"""Each card number's card."""
ID: Final = {card: number for number, card in enumerate(CARDS)}
"""Each card's number."""
SEP: Final = b"\xff"
"""Between the parts of a position."""
BYTE: Final = tuple(bytes([value]) for value in range(256))
"""Each byte value as a one-byte string (made once, not at every move)."""


def code(down: list[int], up: list[int]) -> bytes:
    """A column as bytes: its count of face-down cards, then its cards bottom to top."""
    return bytes([len(down), *down, *up])


def rest(reserve: list[int], dealt: bool) -> bytes:
    """What lies off the columns as bytes: the reserve in its order, then its deal."""
    return bytes(reserve) + (b"\xfd" if dealt else b"\xfc")


DEALT: Final = rest([], True)
"""What lies off the columns once the reserve is dealt."""


def with_past(position: bytes, past: int) -> bytes:
    """The key of an exact position with the digest of the noted positions (`Board.key`)."""
    return b"E" + position + past.to_bytes(8, "big")


def digest(position: bytes) -> int:
    """An 8-byte digest of a position: the same in every process."""
    return int.from_bytes(sha256(position).digest()[:8], "big")


def exact_of(game: Engine) -> bytes:
    """The exact position of an engine's game, written as the board writes its own."""
    codes = [
        code([ID[card] for card in down], [ID[card] for card in up])
        for down, up in zip(game.face_down, game.face_up, strict=True)
    ]
    return SEP.join([*codes, rest([ID[card] for card in game.reserve], game.reserve_dealt)])
