"""Why the Scopa engine refuses a play: each reason's value is its English message (a
msgid of the `scopa` catalog)."""

from __future__ import annotations

from enum import Enum

from scorpion.i18n import N_


class PlayRefusal(Enum):
    NOT_IN_HAND = N_("The {card} is not in the hand of {player}")
    NOT_ON_TABLE = N_("The {card} is not on the table")
    NAMED_TWICE = N_("The {card} is named twice among the cards taken")
    CAPTURE_COMPULSORY = N_("The {card} must capture: it takes {options}")
    CHOOSE_CAPTURE = N_("The {card} can capture {options}: say which")
    SINGLE_FIRST = N_("A card of the same value comes before a sum: the {card} takes {options}")
    ONE_MATCH_ONLY = N_("The {card} takes exactly one card of the same value: {options}")
    WRONG_SUM = N_("The cards taken add up to {total}; the {card} is worth {value}")
    DEAL_OVER = N_("The deal is over: deal the next one")
    DEAL_NOT_OVER = N_("The deal is not over yet")
    GAME_OVER = N_("The game is over: {player} has won")
    NOTHING_TO_UNDO = N_("There is no play to undo")
