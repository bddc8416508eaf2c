"""The solver's pruning on positions unwound from a win (tests/unwound.py), winnable by
construction: the dead-position test never calls one lost, nor does the whole search; and
Three Blind Mice's reserve, read like the table by the dead-position test, is checked
against the naive search."""

from __future__ import annotations

from hypothesis import given, settings
from naive_search import naive_winnable
from sampling import sized
from test_solver import replays_to_a_win
from unwound import MICE, mice, spades, unwound_positions

from scorpion import Column, Game, Status, solve
from scorpion.games.scorpion.solver import deadlock


@settings(max_examples=sized(60, 600), deadline=None)  # 600 under `make audit`
@given(game=unwound_positions())
def test_no_position_unwound_from_a_win_is_called_dead(game: Game) -> None:
    assert not deadlock.is_dead(game), game.to_text("en", reveal=True)


@settings(max_examples=sized(25, 300), deadline=None)  # 300 under `make audit`
@given(game=unwound_positions())
def test_the_search_never_calls_a_position_unwound_from_a_win_lost(game: Game) -> None:
    solution = solve(game, node_limit=3_000)
    assert solution.status is not Status.UNWINNABLE, game.to_text("en", reveal=True)
    if solution.status is Status.WINNABLE:
        assert replays_to_a_win(game, solution.moves)


def test_a_reserve_card_whose_successor_lies_under_the_card_due_on_it_is_dead() -> None:
    # The 8 in the reserve needs the 9, under the 7, which may only go onto the 8.
    lost = mice(
        Column((), spades("K Q J 10 9 7")),
        Column((), spades("6 5 4 3 2 A")),
        reserve=spades("8"),
    )
    assert naive_winnable(lost) is False
    assert deadlock.is_dead(lost)
    # the same cards with the 8 on the table: 7 onto 8, 8 onto 9, then the rest
    on_table = mice(
        Column((), spades("K Q J 10 9 7")),
        Column((), spades("6 5 4 3 2 A")),
        Column((), spades("8")),
    )
    assert naive_winnable(on_table) is True
    assert not deadlock.is_dead(on_table)


def test_a_deal_the_search_proved_lost_is_caught_by_reading_the_reserve_at_once() -> None:
    # Three Blind Mice deal 1389, proved lost by the whole search (9,936 positions) before
    # the reserve (Q♠, 4♣) was read: now at the start
    solution = solve(Game.deal(1389, MICE), node_limit=20_000)
    assert solution.status is Status.UNWINNABLE and solution.nodes == 1
