"""Checks of the values given to the Scopa API, so a wrong type or a card outside the
40-card deck is refused with a `ScopaArgumentError` naming it, before anything changes.

They run at the boundary only (deal, from_text, load, play, Play.from_text, captures...);
the engine's inner functions trust what passed.
"""

from __future__ import annotations

from typing import Any

from scorpion.arguments import flag as _flag
from scorpion.arguments import shown, whole
from scorpion.arguments import text as _text
from scorpion.cards import Card
from scorpion.errors import NotationError, ScopaArgumentError, ScopaNotationError
from scorpion.games.scopa.deck import CARD, NOT_IN_DECK, in_deck
from scorpion.i18n import LANGUAGES, N_

SEED = N_("The number of a game is a whole number, not “{value}”")
COUNT = N_("A count is a whole number from 0, not “{value}”")
TEXT = N_("A text was expected, not “{value}”")
LANGUAGE = N_("Choose a language among en, fr and ms, not “{value}”")
FLAG = N_("True or False was expected, not “{value}”")
CARDS = N_("A list of cards was expected, not “{value}”")
PLAY = N_("A play, a card or its name was expected, not “{value}”")


def seed(value: Any) -> int:
    """A seed: a whole number (bool is not one)."""
    return whole(value, SEED, error=ScopaArgumentError)


def count(value: Any) -> int:
    """A count (of redeals): a whole number from 0."""
    return whole(value, COUNT, minimum=0, error=ScopaArgumentError)


def text(value: Any) -> str:
    return _text(value, TEXT, ScopaArgumentError)


def language(value: Any) -> str:
    if isinstance(value, str) and value in LANGUAGES:
        return value
    raise ScopaArgumentError(LANGUAGE, value=shown(value))


def flag(value: Any) -> bool:
    return bool(_flag(value, FLAG, error=ScopaArgumentError))


def card(value: Any) -> Card:
    """A card of the Scopa deck, given as a Card or its name in any language."""
    if isinstance(value, str):
        try:
            found = Card.from_text(value.strip())
        except NotationError:
            raise ScopaNotationError(N_("Unknown card “{token}”"), value.strip()) from None
    elif isinstance(value, Card):
        found = value
    else:
        raise ScopaArgumentError(CARD, value=shown(value))
    if not in_deck(found):
        raise ScopaNotationError(NOT_IN_DECK, shown(value), card=found)
    return found


def cards(value: Any) -> tuple[Card, ...]:
    """Cards of the Scopa deck, given as a list or tuple (not one text: "6♦" is not a list)."""
    if not isinstance(value, (list, tuple)):
        raise ScopaArgumentError(CARDS, value=shown(value))
    return tuple(card(c) for c in value)
