"""The twin trap never calls a winnable position lost: checked against the naive search on
small two-deck positions built around a trap and on random ones, on deals a search won,
and along winning lines; and `solve` answers at once for the deals it traps."""

from __future__ import annotations

import csv
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from naive_search import naive_winnable
from pruning_positions import plays_to_a_win_never_lost
from sampling import FULL, sized
from test_widedead import _small_position

from scorpion import Card, Column, Game, Position, Rank, Suit
from scorpion.cards import full_suite
from scorpion.games.scorpion.rules import RuleSet
from scorpion.games.scorpion.rules import variant as rule_set
from scorpion.games.scorpion.solver import decide, guided, search, solve, twins, widedead
from scorpion.games.scorpion.solver.solution import Status

STATS = Path(__file__).resolve().parents[1] / "docs" / "data" / "stats"
TWO_DECKS = ["double-scorpion-pysol", "double-scorpion"]


def _trapped_position(rng: random.Random, name: str) -> Game:
    """Two copies of one suit (every other suite removed already), each copy's high cards
    in order at the bottom of a column of its own; in another column from the bottom a
    copy of a card's successor face down, a copy of the card face down and its twin face
    up (perhaps under more cards); the rest dealt over a few columns, some face down."""
    rules = rule_set(name)
    suit = rng.choice(list(Suit))
    bases: list[list[Card]] = []
    loose: list[Card] = []
    for _ in range(2):
        suite = list(full_suite(suit))  # King first
        cut = rng.randint(8, 10)
        bases.append(suite[:cut])
        loose += suite[cut:]
    # a rank both of whose copies are loose and whose successor has a loose copy
    ranks = sorted({card.rank for card in loose if loose.count(card) == 2})
    rank = rng.choice([r for r in ranks if Card(Rank(r + 1), suit) in loose])
    card, successor = Card(rank, suit), Card(Rank(rank + 1), suit)
    for taken in (card, card, successor):
        loose.remove(taken)
    rng.shuffle(loose)
    trap_top = loose[: rng.randint(0, 2)]
    loose = loose[len(trap_top) :]
    built = [Column((successor, card), (card, *trap_top))]
    return _laid_out(rng, rules, suit, bases, built, loose, 2)


def _laid_out(
    rng: random.Random,
    rules: RuleSet,
    suit: Suit,
    bases: list[list[Card]],
    built: list[Column],
    loose: list[Card],
    down_most: int,
) -> Game:
    """A position of two copies of `suit` (every other suite removed already): `bases`
    face up in columns of their own, the `built` columns, and the `loose` cards over the
    other columns (some of them), up to `down_most` face down in each; columns shuffled."""
    piles: list[list[Card]] = [
        [] for _ in range(len(rules.layout.columns) - len(bases) - len(built))
    ]
    used = rng.randint(1, len(piles))
    for card in loose:
        piles[rng.randrange(used)].append(card)
    columns = [*(Column((), tuple(base)) for base in bases), *built]
    for pile in piles:
        down = rng.randint(0, min(down_most, max(0, len(pile) - 1)))
        columns.append(Column(tuple(pile[:down]), tuple(pile[down:])))
    rng.shuffle(columns)
    removed = tuple(other for other in Suit if other is not suit for _ in range(2))
    return Game(Position(tuple(columns), (), True, removed), rules)


def _held_position(rng: random.Random, name: str) -> Game:
    """The pattern of Double Scorpion (PySolFC) deal 44 (held copies): two copies of one
    suit (every other suite removed already), each copy's King down to 6 in order at the
    bottom of a column of its own; twins x, y of one low rank, their successor's copies s
    and t, twins u, v of another, their successor's copies a and b. In one column from
    the bottom t, u, y face down, then v face up (perhaps under one more card); in
    another a, x face down under a card or two; the rest over a few columns, some face
    down."""
    rules = rule_set(name)
    suit = rng.choice(list(Suit))
    bases = [list(full_suite(suit))[:8] for _ in range(2)]  # King to 6: 5 to Ace loose
    high, low = rng.choice([(1, 3), (3, 1), (1, 4), (4, 1), (2, 4), (4, 2)])
    x = Card(Rank(high), suit)  # and y
    t = Card(Rank(high + 1), suit)  # and s
    u = Card(Rank(low), suit)  # and v
    a = Card(Rank(low + 1), suit)  # and b
    loose = [Card(rank, suit) for rank in Rank if rank <= 5 for _ in range(2)]
    for taken in (x, x, t, u, u, a):
        loose.remove(taken)
    rng.shuffle(loose)  # s, b and the two copies of the fifth rank
    over_x = [loose.pop() for _ in range(rng.randint(1, 2))]
    over_v = [loose.pop() for _ in range(rng.randint(0, 1))]
    built = [Column((t, u, x), (u, *over_v)), Column((a, x), tuple(over_x))]
    return _laid_out(rng, rules, suit, bases, built, loose, 1)


def _decided_all_dead_and_lost(
    build: Callable[[random.Random, str], Game], seed: int, name: str
) -> int:
    """How many of the positions `build` makes (20, 300 under make audit) the naive search
    decides, each checked: every one is called dead, every one decided is lost."""
    rng = random.Random(seed)
    decided = 0
    for _ in range(sized(20, 300)):
        game = build(rng, name)
        assert twins.is_dead(game), game.to_text("en", reveal=True)
        verdict = naive_winnable(game, limit=sized(1500, 4000))
        if verdict is not None:
            decided += 1
            assert verdict is False, game.to_text("en", reveal=True)
    return decided


@pytest.mark.parametrize("name", TWO_DECKS)
def test_a_position_whose_twin_holds_a_copy_is_called_dead_and_never_won(name: str) -> None:
    decided = _decided_all_dead_and_lost(_held_position, 41, name)
    assert decided >= sized(3, 30), decided  # make audit: Double Scorpion 40 of 300


@pytest.mark.parametrize("name", TWO_DECKS)
def test_a_position_built_around_a_trap_is_called_dead_and_never_won(name: str) -> None:
    decided = _decided_all_dead_and_lost(_trapped_position, 31, name)
    assert decided >= sized(3, 45), decided


@pytest.mark.parametrize("name", TWO_DECKS)
def test_a_random_position_it_alone_calls_dead_is_never_won_by_the_naive_search(
    name: str,
) -> None:
    rng = random.Random(37)
    checked = trapped = 0
    for _ in range(sized(1500, 6000)):  # the trap alone holds in about one in 200
        game = _small_position(rng, name)
        if widedead.is_dead(game) or not twins.is_dead(game):
            continue  # only where the trap adds to the wider test
        trapped += 1
        verdict = naive_winnable(game, limit=sized(3000, 6000))
        if verdict is not None:
            checked += 1
            assert verdict is False, game.to_text("en", reveal=True)
    assert trapped >= 1 and checked >= 1, (trapped, checked)


@pytest.mark.parametrize("name", TWO_DECKS)
def test_no_deal_a_search_won_is_called_dead(name: str) -> None:
    """A sample of the committed rows (every one under `make audit`: 3,892 deals)."""
    with (STATS / f"{name}.csv").open(encoding="utf-8") as rows:
        won = [int(row["seed"]) for row in csv.DictReader(rows) if row["status"] == "winnable"]
    for seed in won[: sized(60, len(won))]:
        assert not twins.is_dead(Game.deal(seed, name)), seed


@pytest.mark.parametrize(
    ("name", "seed"), [("double-scorpion-pysol", 13), ("double-scorpion", 141)]
)
def test_no_position_on_a_winning_line_is_called_dead(name: str, seed: int) -> None:
    game = Game.deal(seed, name)
    line, _ = guided.find_win(game, node_limit=20_000)
    assert line is not None
    for move in line:
        assert not twins.is_dead(game), game.to_text("en", reveal=True)
        game.play(move)
    assert game.is_won


@pytest.mark.parametrize(
    ("name", "seed"),
    [
        ("double-scorpion", 138),  # 4♠ face up on the face-down 4♠ on the face-down 5♠
        ("double-scorpion-pysol", 20),  # the twin must go first, by a longer way
        ("double-scorpion-pysol", 747),
        ("double-scorpion-pysol", 188),  # form (1'): whichever twin goes first traps the other
        ("double-scorpion-pysol", 44),  # held copies: an 8♥ must hold the one free 9♥
        ("double-scorpion-pysol", 1598),
        ("double-scorpion-pysol", 653),  # a 3♥ that must lead before its twin, elsewhere
        ("double-scorpion", 467),
        ("double-scorpion", 1455),
        ("double-scorpion", 1658),  # (c): two 10♣ for one J♣, whichever goes first
        ("double-scorpion", 220),
        ("double-scorpion-pysol", 1522),
    ],
)
def test_a_deal_every_search_had_left_unknown_is_proved_lost_at_once(name: str, seed: int) -> None:
    game = Game.deal(seed, name)
    assert not widedead.is_dead(game)
    assert twins.is_dead(game)
    solution = solve(game, node_limit=500_000)
    assert (solution.status, solution.nodes) == (Status.UNWINNABLE, 1)


def test_it_applies_to_two_decks_building_by_suit_only() -> None:
    chosen = {"double-scorpion", "double-scorpion-pysol", "assoupli", "wasp", "classique"}
    assert {name for name in chosen if twins.applies(rule_set(name))} == set(TWO_DECKS)


@pytest.mark.parametrize(
    ("seed", "positions"),
    # deal 1817, which every search below the base had left unknown, under make audit (38 s)
    [(0, 3_000), *([(1817, 40_000)] if FULL else [])],
)
def test_above_its_base_solve_first_searches_all_but_what_the_trap_proves_lost(
    seed: int, positions: int
) -> None:
    game = Game.deal(seed, "double-scorpion-pysol")
    alone = search.exhaust(game, node_limit=positions, dead=twins.is_dead)
    solution = solve(game, node_limit=decide.TRAP_BASE + positions)
    assert alone.status is Status.WINNABLE
    assert (solution.status, solution.moves, solution.nodes) == (
        alone.status,
        alone.moves,
        alone.nodes,
    )
    assert plays_to_a_win_never_lost(game, solution.moves)


@pytest.mark.parametrize(
    ("node_limit", "time_limit"), [(decide.TRAP_JUDGES_BASE + 2_500, None), (None, 60.0)]
)
def test_above_its_base_the_judges_it_prunes_win_first(
    node_limit: int | None, time_limit: float | None
) -> None:
    """Double Scorpion (PySolFC) deal 1922, which every search below the base won only
    after 970,101 positions (275 s): the first judge pruned by the twin trap wins it in
    1,112, given positions past the base or seconds alone (all it needs of its quarter:
    `guided.first_win`'s `greedy`), and the engine plays the line to a win."""
    game = Game.deal(1922, "double-scorpion-pysol")
    solution = solve(game, node_limit=node_limit, time_limit=time_limit)
    assert (solution.status, solution.nodes) == (Status.WINNABLE, 1_112)
    assert plays_to_a_win_never_lost(game, solution.moves)
