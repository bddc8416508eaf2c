"""Which Scopa positions a real deal can reach (seed 002, "Préparation et donne" and
"Déroulement"): a position given from outside (text, save, a Position built by hand) is
checked here, so the rule book and the API never start from a board the game cannot
show.

A deal leaves 30 cards in the stock, and every new hand takes 6 more: the stock holds
30, 24, 18, 12, 6 or 0 cards. Within a hand the non-dealer plays first and play
alternates, so after m plays of the hand (0 to 5) the non-dealer holds 3 - ceil(m/2)
cards and the dealer 3 - floor(m/2): the dealer never holds fewer cards than the
non-dealer, nor more than one card more, and plays when he holds more. Hence the dealer
plays the last card of the deal. Once both hands and the stock are empty the deal is
over and nobody is to play.
"""

from __future__ import annotations

from scorpion.arguments import shown, whole
from scorpion.cards import Card
from scorpion.errors import ScopaArgumentError, ScopaPositionError
from scorpion.games.scopa.deck import DECK
from scorpion.games.scopa.players import Player
from scorpion.games.scopa.position import Position
from scorpion.i18n import N_

HAND = 3
STOCK_AFTER_DEAL = 30
CARDS_PER_HAND_ROUND = 6

STOCK = N_(
    "A stock of {count} cards is never seen: a deal leaves 30 cards in it and each new hand takes 6"
)
HANDS = N_(
    "Hands of {first} and {second} cards cannot be reached with player {dealer} dealing: "
    "the non-dealer plays first and play alternates, so the dealer holds as many cards "
    "as the non-dealer or one more, never more than 3, and plays the last card"
)
EMPTY_HAND = N_("Player {player} is to play but holds no card, while player {other} holds {count}")
TURN = N_(
    "Player {player} cannot be to play: with hands of {first} and {second} cards and "
    "player {dealer} dealing, player {expected} plays"
)
OVER_TOO_SOON = N_("The deal cannot be over while {count} cards are in the hands or the stock")
NOT_OVER = N_("The hands and the stock are empty: the deal is over and nobody is to play")
SCOPAS = N_("Player {player} has {count} scopas but has made only {plays} plays in this deal")
NUMBER = N_("A deal's number starts at 1, not “{value}”")
COUNT = N_("A score or a count of scopas is a whole number from 0, not “{value}”")
CARDS_40 = N_("A Scopa position holds the 40 cards of the deck once each")
BAD_POSITION = N_("A Scopa position was expected, not “{value}”")


def _types(position: object) -> Position:
    """The position when every field has the right type (a Position built by hand)."""
    if not isinstance(position, Position):
        raise ScopaArgumentError(BAD_POSITION, value=shown(position))
    for pair in (position.hands, position.piles, position.scopas, position.totals):
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise ScopaArgumentError(BAD_POSITION, value=shown(pair))
    groups = (*position.hands, position.table, *position.piles, position.stock)
    for group in groups:
        if not isinstance(group, tuple) or not all(isinstance(c, Card) for c in group):
            raise ScopaArgumentError(BAD_POSITION, value=shown(group))
    for player in (position.dealer, position.turn, position.last_capturer):
        if player is not None and not isinstance(player, Player):
            raise ScopaArgumentError(BAD_POSITION, value=shown(player))
    if not isinstance(position.dealer, Player):
        raise ScopaArgumentError(BAD_POSITION, value=shown(position.dealer))
    for count in (*position.scopas, *position.totals):
        whole(count, COUNT, minimum=0, error=ScopaArgumentError)
    whole(position.deal_number, NUMBER, minimum=1, error=ScopaArgumentError)
    cards = position.cards
    if len(cards) != len(DECK) or set(cards) != set(DECK):
        raise ScopaPositionError(CARDS_40)
    return position


def check_position(position: object) -> Position:
    """`position` when a real deal can reach it; else a ScopaPositionError saying why."""
    p = _types(position)
    dealer, other = p.dealer, p.dealer.other
    stock = len(p.stock)
    if stock > STOCK_AFTER_DEAL or stock % CARDS_PER_HAND_ROUND:
        raise ScopaPositionError(STOCK, count=stock)
    held = len(p.hand(other)), len(p.hand(dealer))
    if p.turn is None:
        if stock or any(held):
            raise ScopaPositionError(OVER_TOO_SOON, count=stock + sum(held))
        return p
    if not stock and not any(held):
        raise ScopaPositionError(NOT_OVER)
    first, second = len(p.hands[0]), len(p.hands[1])
    if not p.hand(p.turn):
        count = len(p.hand(p.turn.other))
        raise ScopaPositionError(
            EMPTY_HAND, player=int(p.turn), other=int(p.turn.other), count=count
        )
    if not (held[0] <= held[1] <= HAND and held[1] - held[0] <= 1):
        raise ScopaPositionError(HANDS, first=first, second=second, dealer=int(dealer))
    expected = dealer if held[1] > held[0] else other
    if p.turn is not expected:
        raise ScopaPositionError(
            TURN,
            player=int(p.turn),
            expected=int(expected),
            first=first,
            second=second,
            dealer=int(dealer),
        )
    rounds = (STOCK_AFTER_DEAL - stock) // CARDS_PER_HAND_ROUND
    for player in Player:
        plays = HAND * rounds + HAND - len(p.hand(player))
        if p.scopas[player.index] > plays:
            raise ScopaPositionError(
                SCOPAS, player=int(player), count=p.scopas[player.index], plays=plays
            )
    return p
