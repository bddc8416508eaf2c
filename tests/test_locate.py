"""The engine finds the card of a move it listed by a shortcut (the column the move names,
looked at alone); the checked lookup, which names what is wrong with a move, must agree on
every legal move of every variant."""

from __future__ import annotations

import random

from test_position_keys import walk

from scorpion import Game, variant_names


def test_a_listed_moves_card_is_found_where_the_checked_lookup_finds_it() -> None:
    rng = random.Random(11)
    checked = 0
    for name in variant_names():
        for seed in range(2):
            for game in walk(Game.deal(seed, name), rng, 60):
                for move in game.legal_moves():
                    if move.card is None:
                        continue  # the deal names no card
                    found = game._find(move.card, move.source, move.place)[0]
                    assert game._locate(move.card, move.source, move.place) == found, name
                    checked += 1
    assert checked > 1_000
