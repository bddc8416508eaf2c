"""The wider dead-position test never calls a winnable position lost: checked against the
naive search on small positions of the variants whose search it prunes (two decks,
any-suit building), and along winning lines of real deals."""

from __future__ import annotations

import random

import pytest
from naive_search import naive_winnable
from sampling import sized

from scorpion import Card, Column, Game, Position, Suit
from scorpion.cards import full_suite
from scorpion.games.scorpion.rules import variant as rule_set
from scorpion.games.scorpion.solver import deadlock, guided, search, widedead
from scorpion.games.scorpion.solver.solution import Status


def _small_position(rng: random.Random, name: str) -> Game:
    """One suit of each deck (two copies of one suit with two decks, two suits with
    one), each copy's high cards already in order at the bottom of a column of their own
    (small enough for the naive search), the rest dealt over a few columns with some
    face-down cards and, before the deal, a reserve of up to three cards; every other
    suite removed already."""
    rules = rule_set(name)
    decks = rules.layout.decks
    kept = rng.sample(list(Suit), 3 - decks)
    count = len(rules.layout.columns)
    bases: list[list[Card]] = []
    loose: list[Card] = []
    for suit in kept:
        for _ in range(decks):
            suite = list(full_suite(suit))  # King first
            cut = rng.randint(6, 10)
            bases.append(suite[:cut])
            loose += suite[cut:]
    rng.shuffle(loose)
    reserve_size = rng.choice((0, 0, 3))
    reserve, loose = tuple(loose[:reserve_size]), loose[reserve_size:]
    piles = [*bases, *([] for _ in range(count - len(bases)))]
    used = rng.randint(len(bases) + 1, count)
    for card in loose:
        piles[rng.randrange(used)].append(card)
    columns = []
    for number, pile in enumerate(piles):
        down = 0 if number < len(bases) else rng.randint(0, min(2, max(0, len(pile) - 1)))
        columns.append(Column(tuple(pile[:down]), tuple(pile[down:])))
    rng.shuffle(columns)
    removed = tuple(suit for suit in Suit if suit not in kept for _ in range(decks))
    return Game(Position(tuple(columns), reserve, not reserve, removed), rules)


@pytest.mark.parametrize("name", ["assoupli", "double-scorpion-pysol", "double-scorpion"])
def test_a_position_called_dead_is_never_won_by_the_naive_search(name: str) -> None:
    rng = random.Random(23)
    checked = 0
    for _ in range(sized(200, 1000)):  # the full 1,000 under `make audit` (tests/sampling.py)
        game = _small_position(rng, name)
        if not widedead.is_dead(game):
            continue
        verdict = naive_winnable(game, limit=sized(600, 1500))
        if verdict is not None:
            checked += 1
            assert verdict is False, game.to_text("en", reveal=True)
    assert checked >= sized(2, 12), checked


@pytest.mark.parametrize(
    ("name", "seeds"),
    [
        ("assoupli", (12, 15)),
        ("double-scorpion-pysol", (13, 75)),
        ("double-scorpion", (141, 203)),
    ],
)
def test_no_position_on_a_winning_line_is_called_dead(name: str, seeds: tuple[int, ...]) -> None:
    """Lines of the guided search, which never asks the test (a line of the exact search
    the test prunes could not pass a position it calls dead); deals it wins quickly
    (docs/data/stats)."""
    for seed in seeds:
        game = Game.deal(seed, name)
        line, _ = guided.find_win(game, node_limit=20_000)
        assert line is not None, seed
        for move in line:
            assert not widedead.is_dead(game), (seed, game.to_text("en", reveal=True))
            game.play(move)
        assert game.is_won


@pytest.mark.parametrize(("name", "seed"), [("double-scorpion-pysol", 70), ("assoupli", 687)])
def test_a_deal_every_other_search_left_unknown_is_proved_lost_at_its_start(
    name: str, seed: int
) -> None:
    game = Game.deal(seed, name)
    assert widedead.is_dead(game)
    assert search.exhaust(game, node_limit=10).status is Status.UNWINNABLE


def test_it_prunes_the_variants_the_one_deck_test_does_not_hold_for_but_wasp() -> None:
    chosen = {"assoupli", "double-scorpion", "double-scorpion-pysol", "wasp"}
    assert {name for name in chosen if widedead.applies(rule_set(name))} == chosen - {"wasp"}
    assert not any(deadlock.applies(rule_set(name)) for name in chosen)
