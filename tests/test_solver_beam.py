"""The beam searches: they win deals every other search left unknown (here Double
Scorpion (PySolFC) deal 1408), every line they give is played by the engine to a win
without passing a lost position, they keep to their budget, expand nothing the prune
gives up, and run only above the base that leaves the committed rows standing
(`decide.beam_base`)."""

from __future__ import annotations

from typing import Any

import pytest
from pruning_positions import new_neighbours, plays_to_a_win_never_lost

from scorpion import Game, Status, solve
from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.solver import beam, decide, guided, search, twins, widedead
from scorpion.games.scorpion.solver.solution import Solution


def test_a_beam_search_wins_a_deal_every_other_search_left_unknown() -> None:
    """Double Scorpion (PySolFC) deal 1408, unknown at 175,000 positions (docs/data/stats
    before the beams existed): the beam of width 20 under the fourth judge wins it in
    11,757 positions, with a line the engine plays to a win."""
    game = Game.deal(1408, "double-scorpion-pysol")
    wide = beam.Beam(guided.JUDGES[3], 20)
    line, nodes = beam.search(game, wide, node_limit=beam.BEAM_CAP, prune=widedead.is_dead)
    assert line is not None and nodes == 11_757
    assert plays_to_a_win_never_lost(game, line)
    assert game == Game.deal(1408, "double-scorpion-pysol") and not game.played


def test_a_beam_search_keeps_to_its_budget_and_finds_nothing_in_an_empty_one() -> None:
    game = Game.deal(1408, "double-scorpion-pysol")
    wide = beam.Beam(guided.JUDGES[3], 20)
    assert beam.search(game, wide, node_limit=300) == (None, 300)
    assert beam.find_win(game, node_limit=700) == (None, 700)  # the first beam, given all


def test_a_position_the_prune_calls_lost_is_met_but_never_expanded() -> None:
    """Told that every position is lost, the search expands the start only: it meets each
    new position one move away (counted, as the exact search counts them) and no other."""
    game = Game.deal(8, "double-scorpion-pysol")
    asked: list[int] = []

    def everything_lost(board: Engine) -> bool:
        asked.append(board.canonical_key)
        return True

    children = new_neighbours(game)
    wide = beam.Beam(guided.JUDGES[0], 3)
    line, nodes = beam.search(game, wide, node_limit=beam.BEAM_CAP, prune=everything_lost)
    assert line is None and nodes == len(children) > 3
    assert len(asked) == 3  # the three best of them, each asked before it is expanded


@pytest.mark.parametrize(
    ("name", "limit", "beams", "rest", "nodes"),
    [
        ("double-scorpion-pysol", 1_000, [], ("solve", 1_000), 7),
        ("double-scorpion-pysol", 1_200, [(200, widedead.is_dead)], ("solve", 1_050), 157),
        # with no budget the judges pruned by the twin trap come first, then the exact search
        # it prunes (decide.TRAP_JUDGES_BASE, TRAP_BASE)
        ("double-scorpion-pysol", None, [(None, widedead.is_dead)], ("solve", None), 314),
        ("double-scorpion", None, [(None, widedead.is_dead)], ("past", None), 314),
        ("double-scorpion", 3_000, [], ("past", 3_000), 7),
        ("double-scorpion", 3_200, [(200, widedead.is_dead)], ("past", 3_050), 157),
        ("assoupli", 5_000, [], ("solve", 5_000), 7),
        ("assoupli", 5_200, [(200, widedead.is_dead)], ("solve", 5_050), 157),
        ("wasp", 5_200, [(200, None)], ("solve", 5_050), 157),  # the wider test does not apply
    ],
)
def test_beams_run_first_only_above_the_base_of_the_variant(
    monkeypatch: pytest.MonkeyPatch,
    name: str,
    limit: int | None,
    beams: list[tuple[int | None, object]],
    rest: tuple[str, int | None],
    nodes: int,
) -> None:
    """Budgets up to the variant's base (here 1,000, 3,000 and 5,000 instead of 175,000,
    610,000 and 5,000,000: `decide.beam_base`) are searched as before, so committed rows
    stand; above it (or with no budget) the beams get what lies beyond, then what they leave
    is searched as a budget of its size, as before. Here the beams search 150 positions in
    vain and the rest 7 (and with no budget in both Double Scorpion layouts, the judges
    pruned by the twin trap 150 first, then the exact search it prunes 7)."""
    monkeypatch.setattr(decide, "BEAM_BASE", 1_000)
    monkeypatch.setattr(decide, "PAST_BEAM_BASE", 3_000)
    monkeypatch.setattr(decide, "TWIN_BEAM_BASE", 5_000)
    asked: list[tuple[object, ...]] = []

    def find_win(game: Game, **budget: Any) -> tuple[tuple[object, ...] | None, int]:
        asked.append(("beams", budget["node_limit"], budget["prune"]))
        return None, 150

    def searched_as(kind: str) -> Any:
        def rest_of_it(game: Game, *, node_limit: int | None, **_: object) -> Solution:
            asked.append((kind, node_limit))
            return Solution(Status.UNKNOWN, (), 7, 0.0)

        return rest_of_it

    def judges(game: Game, **budget: Any) -> tuple[tuple[object, ...] | None, int]:
        asked.append(("judges", budget["node_limit"], budget["prune"]))
        return None, 150

    monkeypatch.setattr(beam, "find_win", find_win)
    monkeypatch.setattr(guided, "find_pruned_win", judges)
    monkeypatch.setattr(decide, "_solve", searched_as("solve"))
    monkeypatch.setattr(decide, "_pruned_first", searched_as("past"))
    monkeypatch.setattr(search, "exhaust", searched_as("trap"))
    solution = solve(Game.deal(7, name), node_limit=limit)
    first = [("judges", None, twins.is_dead), ("trap", None)] if limit is None else []
    assert asked == [*first, *(("beams", *given) for given in beams), rest]
    assert solution.status is Status.UNKNOWN and solution.nodes == nodes


def test_a_player_asking_with_seconds_alone_gets_the_win_a_beam_finds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`scorpion solve` gives seconds, not positions: shares of them go first to the
    judges pruned by the twin trap and to the exact search it prunes (decide.TRAP_JUDGES_BASE
    and TRAP_BASE; here next to none: the judges search nothing, the exact search stops at
    its first look at the clock, `search._CHECK_EVERY` positions), then half of the rest to
    the beams, so the first beam (about 3 s here, 16,453 positions in the committed row)
    wins it."""
    monkeypatch.setattr(decide, "_TRAP_JUDGES_SHARE", 10**9)
    monkeypatch.setattr(decide, "_TRAP_SHARE", 10**9)
    game = Game.deal(1408, "double-scorpion-pysol")
    solution = solve(game, time_limit=120)
    assert solution.status is Status.WINNABLE
    assert solution.nodes == search._CHECK_EVERY + 16_453
    for move in solution.moves:
        game.play(move)
    assert game.is_won


def test_time_a_run_leaves_goes_to_the_runs_after_it() -> None:
    """Shares of seconds are of the time left: runs of 1, 1 and 2 positions given 4 s,
    each ending at once, get about 1 s, then a third of what is left (about 4/3 s), then
    all of it (about 4 s), where fixed shares would give 1, 1 and 2."""
    given: list[float | None] = []

    def look(run: str, cap: int, seconds: float | None) -> tuple[None, int]:
        given.append(seconds)
        return None, cap

    runs = (("a", 1), ("b", 1), ("c", 2))
    assert guided.first_win(runs, 4.0, look) == (None, 4)
    assert given == pytest.approx([1.0, 4 / 3, 4.0], abs=0.05)
    assert guided.first_win(runs, None, look) == (None, 4) and given[3:] == [None, None, None]


def test_a_greedy_run_may_take_all_the_time_left() -> None:
    """With `greedy` (the judges pruned by the twin trap) each run is offered all the time
    left, its positions alone bounding it: here 4 s each, as the runs end at once."""
    given: list[float | None] = []

    def look(run: str, cap: int, seconds: float | None) -> tuple[None, int]:
        given.append(seconds)
        return None, cap

    assert guided.first_win((("a", 1), ("b", 1), ("c", 2)), 4.0, look, greedy=True) == (None, 4)
    assert given == pytest.approx([4.0, 4.0, 4.0], abs=0.05)


def test_a_player_watching_sees_the_positions_the_beams_searched(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`scorpion solve` shows a live count: it grows after each beam that wins nothing,
    and the searches after them count on from there (here the beams get 700 positions past
    a base of 1,000, then the rest 1,000 more)."""
    monkeypatch.setattr(decide, "BEAM_BASE", 1_000)
    told: list[int] = []
    solution = solve(
        Game.deal(666, "double-scorpion-pysol"), node_limit=1_700, progress=told.append
    )
    assert solution.status is Status.UNKNOWN
    assert told[0] == 700 and len(told) > 1
    assert told == sorted(told) and told[-1] <= solution.nodes


def test_the_live_count_also_grows_through_the_guided_look_after_the_exact_search() -> None:
    """In the one-deck, same-suit, King-only family the guided search looks again where
    the exact one runs out: the count ends at every position searched, its own included."""
    told: list[int] = []
    solution = solve(Game.deal(27, "traditionnel"), node_limit=600, progress=told.append)
    assert solution.status is Status.UNKNOWN and solution.nodes > 600
    assert told == sorted(told) and told[-1] == solution.nodes
