"""The safe-move rule (scorpion.solver.safe) checked apart from the search: on reduced
positions, a position and the position after its safe move are both winnable or both
not, by the naive exhaustive search."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from naive_search import naive_winnable
from test_solver import reduced_positions

from scorpion import Game, solve
from scorpion.solver import safe


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(game=reduced_positions())
def test_a_safe_move_never_turns_a_winnable_position_into_a_lost_one(game: Game) -> None:
    assume(safe.applies(game.variant))
    move = safe.safe_move(game, game.legal_moves())
    assume(move is not None)
    assert move is not None
    before = naive_winnable(game, limit=2000)
    assume(before is not None)
    after_game = game.copy()
    after_game.play(move)
    after = naive_winnable(after_game, limit=4000)
    assume(after is not None)
    assert before == after, game.to_text("en", reveal=True)


def test_the_rule_fires_along_a_winning_classique_line_that_replays() -> None:
    game = Game.deal(9, "classique")
    solution = solve(game, node_limit=10_000)
    assert solution.decided
    replay, fired = game.copy(), 0
    for move in solution.moves:
        fired += safe.safe_move(replay, replay.legal_moves()) == move
        replay.play(move)
    assert replay.is_won
    assert fired > 0
