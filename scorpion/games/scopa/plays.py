"""A play (a card and the cards it takes) and the record of what it did.

Text form: the card, then, if it captures, the word for "takes" and the captured cards
joined by "+": `6 de pique prend 6 de carreau`, `6♠ ambil 2♣ + 4♥`, `6♠ takes 2♣ + 4♥`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from scorpion.arguments import shown
from scorpion.cards import Card, fold
from scorpion.errors import ScopaArgumentError
from scorpion.games.scopa import arguments
from scorpion.games.scopa.deck import checked
from scorpion.games.scopa.players import Player
from scorpion.i18n import LANGUAGES, N_, check_language, gettext

TAKES = N_("takes")


@dataclass(frozen=True)
class Play:
    """A card from the hand and the table cards it captures (empty: it stays on the table)."""

    card: Card
    captured: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        """Only cards of the 40-card deck: a play built by hand is refused like one read."""
        checked(self.card)
        if not isinstance(self.captured, tuple):
            raise ScopaArgumentError(arguments.CARDS, value=shown(self.captured))
        for card in self.captured:
            checked(card)

    def to_text(self, lang: str = "en", symbol: bool = False) -> str:
        check_language(lang)
        text = self.card.to_text(lang, symbol)
        if not self.captured:
            return text
        taken = " + ".join(c.to_text(lang, symbol) for c in self.captured)
        return f"{text} {gettext(lang, TAKES, 'scopa')} {taken}"

    @classmethod
    def from_text(cls, text: str) -> Play:
        """Read a play written in any language ("6♠ prend 6♦", "6 spad ambil 2♣ + 4♥");
        every card must be of the 40-card deck."""
        text = arguments.text(text)
        parts = _takes_pattern().split(text.strip(), maxsplit=1)
        card = _card(parts[0])
        captured = tuple(_card(p) for p in parts[1].split("+")) if len(parts) > 1 else ()
        return cls(card, captured)

    def __str__(self) -> str:
        return self.to_text("en", symbol=True)


def _card(text: str) -> Card:
    return arguments.card(text)


@cache
def _takes_pattern() -> re.Pattern[str]:
    words = {fold(gettext(lang, TAKES, "scopa")) for lang in LANGUAGES}
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"\s+(?:{alternatives})\s+", re.IGNORECASE)


@dataclass(frozen=True)
class DealScore:
    """The points of one deal, per player (index 0: player 1): scopas, and one point each
    for most cards, most diamonds, the 7♦ and the best primiera (a tie gives nobody the
    point). `primiera` holds each player's primiera total, None when a suit is missing."""

    scopas: tuple[int, int]
    cards: tuple[int, int]
    diamonds: tuple[int, int]
    settebello: tuple[int, int]
    primiera: tuple[int, int]
    card_counts: tuple[int, int]
    diamond_counts: tuple[int, int]
    primiera_totals: tuple[int | None, int | None]

    @property
    def points(self) -> tuple[int, int]:
        return (
            self.scopas[0]
            + self.cards[0]
            + self.diamonds[0]
            + self.settebello[0]
            + self.primiera[0],
            self.scopas[1]
            + self.cards[1]
            + self.diamonds[1]
            + self.settebello[1]
            + self.primiera[1],
        )


@dataclass(frozen=True)
class ScopaAction:
    """What one play did: who played, the play, whether it made a scopa, the hands dealt
    after it (when both hands were empty and the stock was not), the cards of the final
    sweep and who got them, and the deal's score when it ended the deal."""

    player: Player
    play: Play
    scopa: bool = False
    dealt: bool = False
    swept: tuple[Card, ...] = ()
    swept_to: Player | None = None
    score: DealScore | None = None

    @property
    def last_play(self) -> bool:
        return self.score is not None
