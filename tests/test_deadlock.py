"""The dead-position test never calls a winnable position lost: checked against the naive
search on small positions (two suites, face-down cards, Kings, empty columns, a reserve),
and along every winning line the solver finds."""

from __future__ import annotations

import random

import pytest
from naive_search import naive_winnable

from scorpion import Card, Column, Game, Position, Suit, solve
from scorpion.cards import full_suite
from scorpion.solver import deadlock


def _small_position(rng: random.Random, variant: str) -> Game:
    """Two suites dealt into seven columns with some face-down cards, some empty columns
    and, before the deal, a reserve of up to three cards."""
    kept = rng.sample(list(Suit), 2)
    cards = [card for suit in kept for card in full_suite(suit)]
    rng.shuffle(cards)
    reserve_size = rng.choice((0, 0, 3))
    reserve, cards = tuple(cards[:reserve_size]), cards[reserve_size:]
    piles: list[list[Card]] = [[] for _ in range(7)]
    used = rng.randint(3, 6)
    for card in cards:
        piles[rng.randrange(used)].append(card)
    columns = []
    for pile in piles:
        down = rng.randint(0, min(2, max(0, len(pile) - 1)))
        columns.append(Column(tuple(pile[:down]), tuple(pile[down:])))
    rng.shuffle(columns)
    removed = tuple(suit for suit in Suit if suit not in kept)
    return Game(Position(tuple(columns), reserve, not reserve, removed), variant)


@pytest.mark.parametrize("variant", ["classique", "traditionnel"])
def test_a_position_called_dead_is_never_won_by_the_naive_search(variant: str) -> None:
    rng = random.Random(11)
    dead = checked = 0
    for _ in range(200):
        game = _small_position(rng, variant)
        if not deadlock.is_dead(game):
            continue
        dead += 1
        verdict = naive_winnable(game, limit=1000)
        if verdict is not None:
            checked += 1
            assert verdict is False, game.to_text("en", reveal=True)
    assert checked >= 15, (dead, checked)


@pytest.mark.parametrize(
    ("variant", "seeds"), [("classique", range(60)), ("scorpion-ii", range(12))]
)
def test_no_position_on_a_winning_line_is_called_dead(variant: str, seeds: range) -> None:
    lines = 0
    for seed in seeds:
        game = Game.deal(seed, variant)
        solution = solve(game, node_limit=20_000)
        if not solution.moves:
            continue
        lines += 1
        for move in solution.moves:
            assert not deadlock.is_dead(game), (seed, game.to_text("en", reveal=True))
            game.play(move)
        assert game.is_won
    assert lines >= 3
