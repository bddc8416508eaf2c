"""The strict player decides from what a player sees: the same visible board with other
face-down cards and another reserve gets the same move."""

from __future__ import annotations

import random

from scorpion import Column, Game, Position
from scorpion.games.scorpion.solver.strict import _visible, choose, play_strict


def shuffled_hidden(game: Game, seed: int) -> Game:
    """The same visible board, the face-down and reserve cards dealt out differently."""
    hidden = [card for column in game.columns for card in column.hidden] + list(game.reserve)
    random.Random(seed).shuffle(hidden)
    cards = iter(hidden)
    columns = tuple(
        Column(tuple(next(cards) for _ in column.hidden), column.up) for column in game.columns
    )
    reserve = tuple(cards)
    return Game(Position(columns, reserve, game.reserve_dealt, game.removed), game.variant)


def test_the_choice_depends_only_on_what_is_visible() -> None:
    for seed in range(30):
        game = Game.deal(seed)
        other = shuffled_hidden(game, seed)
        assert _visible(other) == _visible(game)
        for _ in range(6):  # until a card turns up or the reserve is dealt, both look alike
            move = choose(game, {_visible(game)})
            assert move == choose(other, {_visible(other)})
            if move is None or game.play(move).turned or game.reserve_dealt:
                break
            other.play(move)


def test_the_strict_player_wins_some_deals_and_only_legal_ones() -> None:
    won = [seed for seed in range(60) if play_strict(Game.deal(seed))]
    assert won, "no deal won by the strict policy among 60"
    for seed in won[:3]:
        game = Game.deal(seed)
        assert play_strict(game) and game.is_won
