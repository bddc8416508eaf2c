"""Scopa, the Italian capture game of seed 002, on the same toolkit as Scorpion.

    from scorpion.games.scopa import ScopaGame
    game = ScopaGame.deal(seed=7)
    for play in game.legal_plays():      # Play(card, captured) values
        print(play.to_text("fr"))        # "6 de pique prend 6 de carreau"
    game.play("6♠", ["6♦"]); game.undo()
    text = game.to_text("ms", lines=True); same = ScopaGame.from_text(text, "ms")

Refusals are `scorpion.errors.IllegalPlay` (a `ScopaError`, itself a `ScorpionError`)
whose `reason` is a `PlayRefusal` and whose `message(lang)` speaks en, fr and ms. A value
of the wrong type is a `ScopaArgumentError` naming it; a position no real deal reaches
(hands against the stock, the player to move, the plays made) a `ScopaPositionError`.
"""

from scorpion.errors import (
    IllegalPlay,
    ScopaArgumentError,
    ScopaError,
    ScopaNotationError,
    ScopaPositionError,
    ScopaSaveError,
)
from scorpion.games.scopa.captures import capture_options
from scorpion.games.scopa.deck import DECK, DENARI, SETTEBELLO, capture_value, primiera_value
from scorpion.games.scopa.game import ScopaGame
from scorpion.games.scopa.players import Player
from scorpion.games.scopa.plays import DealScore, Play, ScopaAction
from scorpion.games.scopa.position import Position
from scorpion.games.scopa.refusals import PlayRefusal
from scorpion.games.scopa.scoring import TARGET, primiera, score_deal

__all__ = [
    "DECK",
    "DENARI",
    "SETTEBELLO",
    "TARGET",
    "DealScore",
    "IllegalPlay",
    "Play",
    "PlayRefusal",
    "Player",
    "Position",
    "ScopaAction",
    "ScopaArgumentError",
    "ScopaError",
    "ScopaGame",
    "ScopaNotationError",
    "ScopaPositionError",
    "ScopaSaveError",
    "capture_options",
    "capture_value",
    "primiera",
    "primiera_value",
    "score_deal",
]
