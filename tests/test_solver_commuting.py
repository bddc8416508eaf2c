"""The second safe-move rule (scorpion.games.scorpion.solver.commuting) checked apart from the
search: on reduced positions (random ones, and ones unwound from a win, mostly winnable), a
position and the position after each lead it allows are both winnable or both not, by the
naive exhaustive search; and what its conditions keep out is a lead that would lose a
winnable position."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from naive_search import naive_winnable
from sampling import sized
from test_solver import reduced_positions, replays_to_a_win
from unwound import MICE, mice, spades, unwound_positions

from scorpion import Card, Column, Game, Status, solve
from scorpion.games.scorpion.moves import Move
from scorpion.games.scorpion.solver import safe

_EMPTY = Column((), ())


@settings(
    max_examples=sized(8, 80),  # 80 under `make audit` (tests/sampling.py)
    deadline=None,
    suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
)
@given(game=st.one_of(reduced_positions(), unwound_positions()))
def test_a_commuting_lead_never_turns_a_winnable_position_into_a_lost_one(game: Game) -> None:
    assume(safe.applies(game.variant) and not game.reserve_to_deal)
    allowed = [move for move in game.legal_moves() if safe.commuting_lead(game, [move])]
    assume(allowed)
    before = naive_winnable(game, limit=2000)
    assume(before is not None)
    for move in allowed:  # each lead the rule allows, not only the first one
        after_game = game.copy()
        after_game.play(move)
        after = naive_winnable(after_game, limit=4000)
        assert after in (before, None), (move, game.to_text("en", reveal=True))


def _lead(game: Game, text: str) -> Move:
    card = Card.from_text(text)
    moves = [move for move in game.legal_moves() if move.card == card]
    assert len(moves) == 1
    return moves[0]


def test_a_reserve_card_whose_successor_is_on_top_is_played_at_once() -> None:
    # the 8 lies under the 7's target column's other cards: the first rule does not hold
    game = mice(
        Column((), spades("K Q J 10 9 7 6")),
        Column((), spades("A 8 2")),
        Column((), spades("4 3")),
        reserve=spades("5"),
    )
    five = _lead(game, "5♠")
    assert five.source == 0  # from the reserve
    assert safe.commuting_lead(game, game.legal_moves()) == five
    after = game.copy()
    after.play(five)
    assert naive_winnable(game) is True and naive_winnable(after) is True


def test_a_card_under_the_target_that_could_carry_it_onto_the_lead_stops_the_rule() -> None:
    # The 7 lies under the 6 (the 5's target) and its successor, the 8, lies on the 5.
    # Played first, the 5 brings the 8 above the 7 and the 9: neither can then move, lost.
    # The winning line moves the 7 onto the 8 first, then the 8 onto the 9, the 5 onto the 6.
    game = mice(
        Column((), spades("K Q J 10 5 8")),
        Column((), spades("9 7 6")),
        Column((), spades("A 2 3 4")),
    )
    _refused_where_it_loses(game, "5♠")


def test_the_card_one_rank_lower_under_the_target_stops_the_rule() -> None:
    # The 2 lies under the 4 (the 3's target) and goes onto the 3 itself, on top. Played
    # first, the 3 lies above the 2 for good, and the 5 under the 2: lost (Three Blind
    # Mice deal 124 was called lost so before this case was excluded).
    game = mice(
        Column((), spades("K Q J 10 9 8 7 6 3")),
        Column((), spades("5 2 4")),
        Column((), spades("A")),
    )
    _refused_where_it_loses(game, "3♠")


def _refused_where_it_loses(game: Game, card: str) -> None:
    """The card's lead loses the winnable `game` (by the naive search): the rule refuses it."""
    lead = _lead(game, card)
    after = game.copy()
    after.play(lead)
    assert naive_winnable(game) is True and naive_winnable(after) is False
    assert safe.commuting_lead(game, [lead]) is None


def test_the_rule_shrinks_the_search_and_keeps_its_verdict() -> None:
    game = Game.deal(500, MICE)  # won after 2,986 positions with the rule, 3,786 without
    with_rule = solve(game, node_limit=10_000)
    original = safe.commuting_lead
    try:
        safe.commuting_lead = lambda game, moves: None
        without = solve(game, node_limit=10_000)
    finally:
        safe.commuting_lead = original
    assert with_rule.status is without.status is Status.WINNABLE
    assert replays_to_a_win(game, with_rule.moves)
    assert with_rule.nodes < without.nodes
