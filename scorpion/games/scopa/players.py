"""The two players of the ordinary two-player game."""

from __future__ import annotations

from enum import IntEnum


class Player(IntEnum):
    """Player 1 and player 2; `index` is their place in per-player tuples."""

    ONE = 1
    TWO = 2

    @property
    def other(self) -> Player:
        return Player.TWO if self is Player.ONE else Player.ONE

    @property
    def index(self) -> int:
        return int(self) - 1

    def to_text(self, lang: str) -> str:
        from scorpion.i18n import gettext

        return gettext(lang, "player {number}", "scopa").format(number=int(self))
