"""Cards as immutable values: Suit, Rank, Card and the decks they come in."""

from __future__ import annotations

import re
import unicodedata
from enum import Enum, IntEnum
from functools import cache, total_ordering

from scorpion.i18n import LANGUAGES, N_, check_language, gettext


class Suit(Enum):
    """The four suits, in the order a new deck is sorted (clubs, diamonds, hearts, spades)."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    def to_text(self, lang: str) -> str:
        """The suit's name in `lang` ("cœur", "hati", "hearts")."""
        return gettext(lang, _SUIT_NAMES[self])

    @classmethod
    def from_text(cls, text: str) -> Suit:
        """A suit from its name in any supported language or its symbol."""
        if not isinstance(text, str):
            from scorpion.arguments import TEXT, shown
            from scorpion.errors import ArgumentError

            raise ArgumentError(TEXT, value=shown(text))
        suit = _suit_lookup().get(fold(text))
        if suit is None:
            from scorpion.errors import NotationError

            raise NotationError.unknown_suit(text)
        return suit


_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SUIT_NAMES = {
    Suit.CLUBS: N_("clubs"),
    Suit.DIAMONDS: N_("diamonds"),
    Suit.HEARTS: N_("hearts"),
    Suit.SPADES: N_("spades"),
}


class Rank(IntEnum):
    """Ranks from Ace (low; nothing wraps round to the King) to King."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    def to_text(self, lang: str, symbol: bool = False) -> str:
        """The rank as a word ("valet", "Jek") or as the index printed on the card ("V", "J")."""
        if 2 <= self <= 10:
            return str(int(self))
        msgid = _RANK_SYMBOLS[self] if symbol else _RANK_NAMES[self]
        return gettext(lang, msgid)


_RANK_NAMES = {
    Rank.ACE: N_("ace"),
    Rank.JACK: N_("jack"),
    Rank.QUEEN: N_("queen"),
    Rank.KING: N_("king"),
}
# Translators: one letter; it must not be the letter of another rank in the language.
_RANK_SYMBOLS = {
    Rank.ACE: N_("A"),
    Rank.JACK: N_("J"),
    Rank.QUEEN: N_("Q"),
    Rank.KING: N_("K"),
}


@total_ordering
class Card:
    """One playing card: an immutable value, interned so that equal cards are the same object.

    Interning makes equality and hashing the fast identity ones, which is what move
    generation spends its time on. Ordered by rank, then suit.
    """

    __slots__ = ("rank", "suit")
    rank: Rank
    suit: Suit

    def __new__(cls, rank: Rank | int, suit: Suit) -> Card:
        try:
            return _INTERNED[Rank(rank), suit]
        except (KeyError, ValueError, TypeError):
            from scorpion.arguments import shown
            from scorpion.errors import ArgumentError

            raise ArgumentError(
                N_("A card is a rank from 1 to 13 and a suit, not “{value}”"),
                value=shown((rank, suit)),
            ) from None

    @classmethod
    def _make(cls, rank: Rank, suit: Suit) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return (Card, (self.rank, self.suit))

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return (self.rank, _SUIT_ORDER[self.suit]) < (other.rank, _SUIT_ORDER[other.suit])

    def to_text(self, lang: str = "en", symbol: bool = False) -> str:
        """ "valet de cœur" / "Jek hati" / "jack of hearts", or with symbol=True "V♥" / "J♥"."""
        return _card_text(self, check_language(lang), bool(symbol))

    def _text(self, lang: str, symbol: bool) -> str:
        if symbol:
            return self.rank.to_text(lang, symbol=True) + self.suit.symbol
        return gettext(lang, "{rank} of {suit}").format(
            rank=self.rank.to_text(lang), suit=self.suit.to_text(lang)
        )

    @classmethod
    def from_text(cls, text: str) -> Card:
        """Read a card written in any supported language, as words or as a symbol.

        Words: "valet de cœur", "Jek hati", "jack of hearts"; symbols: "4♥", "10♦",
        "R♥"/"D♠"/"V♣" (French letters) and "K♥"/"Q♠"/"J♣"/"A♦" (the letters printed
        on cards sold in Malaysia, used by the Malay notation).
        """
        if not isinstance(text, str):
            from scorpion.arguments import TEXT, shown
            from scorpion.errors import ArgumentError

            raise ArgumentError(TEXT, value=shown(text))
        card = _card_lookup().get(fold(text))
        if card is None:
            from scorpion.errors import NotationError

            raise NotationError.unknown_card(text.strip())
        return card

    def __str__(self) -> str:
        return self.to_text("en", symbol=True)

    def __repr__(self) -> str:
        return f"Card.from_text({self.to_text('en', symbol=True)!r})"


@cache
def _card_text(card: Card, lang: str, symbol: bool) -> str:
    return card._text(lang, symbol)


def fold(text: str) -> str:
    """Case-, space- and apostrophe-insensitive key for reading names."""
    text = unicodedata.normalize("NFC", text).strip().casefold()
    text = text.replace("\u2019", "'").replace("\ufe0f", "").replace("œ", "oe")
    return re.sub(r"\s+", " ", text)


@cache
def _suit_lookup() -> dict[str, Suit]:
    table: dict[str, Suit] = {}
    for suit in Suit:
        table[suit.symbol] = suit
        for lang in LANGUAGES:
            table[fold(suit.to_text(lang))] = suit
    return table


@cache
def _card_lookup() -> dict[str, Card]:
    """Every spelling of every card in every language, folded."""
    table: dict[str, Card] = {}
    extra_letters = {"R": Rank.KING, "D": Rank.QUEEN, "V": Rank.JACK}
    for suit in Suit:
        for rank in Rank:
            card = Card(rank, suit)
            for lang in LANGUAGES:
                table[fold(card.to_text(lang))] = card
                table[fold(card.to_text(lang, symbol=True))] = card
        for letter, rank in extra_letters.items():
            table[fold(letter + suit.symbol)] = Card(rank, suit)
    return table


_SUIT_ORDER = {suit: order for order, suit in enumerate(Suit)}
_INTERNED: dict[tuple[Rank, Suit], Card] = {
    (rank, suit): Card._make(rank, suit) for suit in Suit for rank in Rank
}


_DECK = tuple(_INTERNED[rank, suit] for suit in Suit for rank in Rank)


def standard_deck() -> tuple[Card, ...]:
    """The 52 cards in new-deck order: clubs, diamonds, hearts, spades, Ace to King."""
    return _DECK


def full_suite(suit: Suit) -> tuple[Card, ...]:
    """A complete suite from King down to Ace, the order it lies in a column."""
    return tuple(Card(rank, suit) for rank in reversed(Rank))
