"""The judges pruned by the wider dead-position test: pruned, they win deals they leave
unknown unpruned, never expand a position the test gives up, and prune only where and at
the budgets that leave the committed rows standing (`decide.PRUNED_BASE`,
`decide.PAST_PRUNED_BASE`)."""

from __future__ import annotations

from typing import Any

import pytest
from pruning_positions import new_neighbours, plays_to_a_win_never_lost

from scorpion import Game, Status, solve
from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.solver import decide, guided, widedead
from scorpion.games.scorpion.solver.solution import Solution


def test_pruned_by_the_wider_test_a_judge_wins_a_deal_it_leaves_unknown_unpruned() -> None:
    """Double Scorpion (PySolFC) deal 135, unknown at 170,000 positions (docs/data/stats
    before the judges were pruned): the first judge does not win it within its 2,500
    positions, and does in 1,169 once the positions the wider test proves lost are not
    expanded."""
    game = Game.deal(135, "double-scorpion-pysol")
    judge = guided.JUDGES[0]
    assert guided.search(game, judge, node_limit=guided.JUDGE_CAP) == (None, guided.JUDGE_CAP)
    line, nodes = guided.search(game, judge, node_limit=guided.JUDGE_CAP, prune=widedead.is_dead)
    assert line is not None and nodes == 1_169
    assert plays_to_a_win_never_lost(game, line)


def test_a_position_the_prune_calls_lost_is_met_but_never_expanded() -> None:
    """Told that every position is lost, the search expands the start only: it meets each
    new position one move away (counted, as the exact search counts them) and no other."""
    game = Game.deal(8, "double-scorpion-pysol")
    asked: list[int] = []

    def everything_lost(board: Engine) -> bool:
        asked.append(board.canonical_key)
        return True

    children = new_neighbours(game)
    line, nodes = guided.search(
        game, guided.JUDGES[0], node_limit=guided.JUDGE_CAP, prune=everything_lost
    )
    assert line is None and nodes == len(children) > 1
    assert sorted(asked) == sorted(children)


@pytest.mark.parametrize(
    ("name", "limit", "pruned"),
    [
        ("double-scorpion-pysol", decide.PRUNED_BASE, False),
        ("double-scorpion-pysol", decide.PRUNED_BASE + 1, True),
        ("double-scorpion-pysol", None, True),
        ("assoupli", 390_000, False),  # its narrower twin runs
        ("double-scorpion", 390_000, False),  # the past is held
        ("classique", None, False),  # the wider test does not prune its exact search
    ],
)
def test_the_judges_prune_only_above_the_base_where_the_wider_test_prunes_alone(
    name: str, limit: int | None, pruned: bool
) -> None:
    prune = decide.judges_prune(Game.deal(1, name).variant, limit)
    assert prune is (widedead.is_dead if pruned else None)


@pytest.mark.parametrize(("limit", "pruned"), [(1_000, False), (2_000, True)])
def test_solve_hands_the_judges_the_wider_test_above_the_base(
    monkeypatch: pytest.MonkeyPatch, limit: int, pruned: bool
) -> None:
    """Budgets up to `decide.PRUNED_BASE` (here 1,000 instead of 170,000) are searched as
    before, so committed rows stand; above it the judges prune."""
    monkeypatch.setattr(decide, "PRUNED_BASE", 1_000)
    given: list[object] = []

    def find_win(game: Game, **budget: Any) -> tuple[tuple[object, ...] | None, int]:
        given.append(budget["prune"])
        return None, 3

    monkeypatch.setattr(guided, "find_win", find_win)
    solution = solve(Game.deal(135, "double-scorpion-pysol"), node_limit=limit)
    assert solution.status is Status.UNKNOWN
    assert given == [widedead.is_dead if pruned else None]


@pytest.mark.parametrize(
    ("limit", "pruned", "letter", "rest", "nodes"),
    [
        (500, None, None, 500, 7),
        (900, None, 300, 800, 107),
        (1_000, None, 400, 900, 107),
        (1_200, 200, 450, 950, 257),
    ],
)
def test_double_scorpion_budgets_above_the_past_pruned_base_give_pruned_judges_the_part_beyond(
    monkeypatch: pytest.MonkeyPatch,
    limit: int,
    pruned: int | None,
    letter: int | None,
    rest: int,
    nodes: int,
) -> None:
    """Budgets up to `decide.PAST_PRUNED_BASE` (here 1,000 instead of 390,000) are searched
    as before, so committed rows stand; above it the judges, pruned by the wider test,
    get what lies beyond, then what they leave is searched as a budget of its size: the
    letter's judges past `decide.LETTER_BASE` (here 600), then the rest. Here the pruned
    judges search 150 positions in vain, the letter's 100, and the rest 7."""
    monkeypatch.setattr(decide, "PAST_PRUNED_BASE", 1_000)
    monkeypatch.setattr(decide, "LETTER_BASE", 600)
    asked: list[tuple[object, ...]] = []

    def find_pruned_win(game: Game, **budget: Any) -> tuple[tuple[object, ...] | None, int]:
        asked.append(("pruned", budget["node_limit"], budget["prune"]))
        return None, 150

    def find_letter_win(game: Game, **budget: Any) -> tuple[tuple[object, ...] | None, int]:
        asked.append(("letter", budget["node_limit"]))
        return None, 100

    def rest_of_it(game: Game, *, node_limit: int | None, **_: object) -> Solution:
        asked.append(("rest", node_limit))
        return Solution(Status.UNKNOWN, (), 7, 0.0)

    monkeypatch.setattr(guided, "find_pruned_win", find_pruned_win)
    monkeypatch.setattr(guided, "find_letter_win", find_letter_win)
    monkeypatch.setattr(decide, "_solve", rest_of_it)
    solution = solve(Game.deal(7, "double-scorpion"), node_limit=limit)
    expected: list[tuple[object, ...]] = []
    if pruned is not None:
        expected.append(("pruned", pruned, widedead.is_dead))
    if letter is not None:
        expected.append(("letter", letter))
    assert asked == [*expected, ("rest", rest)]
    assert solution.status is Status.UNKNOWN and solution.nodes == nodes


def test_past_the_base_double_scorpion_is_won_by_a_pruned_judge_it_leaves_unknown_unpruned() -> (
    None
):
    """Double Scorpion deal 1716, unknown at 280,000 positions (docs/data/stats before the
    base existed): the first judge does not win it within 2,500 positions, and, pruned,
    wins it in 1,606; `solve` past the base wins it so, at once, with a line the engine
    plays to a win without passing a position the letter calls lost."""
    game = Game.deal(1716, "double-scorpion")
    judge = guided.JUDGES[0]
    assert guided.search(game, judge, node_limit=guided.JUDGE_CAP) == (None, guided.JUDGE_CAP)
    solution = solve(game, node_limit=decide.PAST_PRUNED_BASE + 85_000)
    assert solution.status is Status.WINNABLE and solution.nodes == 1_606
    assert plays_to_a_win_never_lost(game, solution.moves)


@pytest.mark.parametrize(
    ("limit", "letter"),
    [(85_000, ()), (92_000, (5_000, 2_000)), (None, (5_000,) * 27)],
)
def test_the_pruned_judges_are_the_first_34_then_the_letters_as_far_as_the_budget_pays(
    limit: int | None, letter: tuple[int, ...]
) -> None:
    """85,000 positions past the base (rows at 475,000) pay for the first 34 judges exactly,
    as when those alone ran, so those rows stand; beyond, the letter's judges in turn."""
    assert guided.pruned_runs(limit) == (
        *((judge, guided.JUDGE_CAP) for judge in guided.JUDGES[:34]),
        *zip(guided.LETTER_JUDGES, letter, strict=False),
    )
