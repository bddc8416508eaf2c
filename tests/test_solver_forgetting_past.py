"""The search that forgets the line's past (where the defeat rule looks at it) only ever
finds wins: its lines win under the real rules, and running out of positions proves
nothing."""

from __future__ import annotations

from scorpion import Game, Status, solve
from scorpion.games.scorpion.solver import narrower, search


def test_it_wins_a_double_scorpion_deal_the_search_holding_the_past_leaves_unknown() -> None:
    game = Game.deal(22, "double-scorpion")  # unknown at 40,000 positions before it
    assert search.exhaust(game, node_limit=1_000).status is Status.UNKNOWN
    line, nodes = search.find_win_forgetting_past(game, node_limit=1_000)
    assert line is not None and 0 < nodes <= 1_000
    assert narrower.replays(game, line)  # every move legal, no position lost, won
    solution = solve(game, node_limit=4_000)
    assert solution.status is Status.WINNABLE and solution.nodes <= 4_000
    assert game == Game.deal(22, "double-scorpion") and not game.played


def test_having_searched_every_position_it_met_it_still_answers_unknown() -> None:
    """Wasp deal 4 is proved lost by the exact search within 246 positions; forgetting
    the past, the same positions are searched, but two alike with different pasts count
    as one, so the end proves nothing."""
    game = Game.deal(4, "wasp")
    assert search.exhaust(game).status is Status.UNWINNABLE
    forgetting = search.exhaust(game, forget_past=True)
    assert forgetting.status is Status.UNKNOWN and forgetting.nodes < 1_000
    assert search.find_win_forgetting_past(game) == (None, forgetting.nodes)
