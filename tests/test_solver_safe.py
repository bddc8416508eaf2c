"""The safe-move rule (scorpion.games.scorpion.solver.safe) checked apart from the search: on
reduced positions, a position and the position after its safe move are both winnable or both
not, by the naive exhaustive search."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from naive_search import naive_winnable
from sampling import sized
from test_solver import reduced_positions

from scorpion import Card, Column, Game, Position, Suit, solve
from scorpion.cards import full_suite
from scorpion.games.scorpion.solver import safe


@settings(
    max_examples=sized(15, 60),  # 60 under `make audit` (tests/sampling.py)
    deadline=None,
    suppress_health_check=[HealthCheck.filter_too_much],
)
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


_REMOVED = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_EMPTY = Column((), ())


def _spades(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_text(f"{rank}♠") for rank in text.split())


def _spades_game(*columns: Column, reserve: tuple[Card, ...] = ()) -> Game:
    """Classique with the spades alone in play (the other suits removed), the given
    columns last and empty columns before them."""
    piles = (_EMPTY,) * (7 - len(columns)) + columns
    return Game(Position(piles, reserve, not reserve, _REMOVED), "classique")


_RUN = Column((), _spades("K Q J 10 9 8 7 6"))
_FIVE = Card.from_text("5♠")


def test_a_face_down_ace_lets_the_rule_play_onto_a_settled_column() -> None:
    game = _spades_game(Column((), _spades("5 4 3")), Column(_spades("A"), _spades("2")), _RUN)
    move = safe.safe_move(game, game.legal_moves())
    assert move is not None and move.card == _FIVE and move.target == 7
    after = game.copy()
    after.play(move)
    assert naive_winnable(game) is True and naive_winnable(after) is True


def test_an_ace_under_a_card_of_its_own_suit_lets_the_rule_play() -> None:
    game = _spades_game(Column((), _spades("5 4 3")), Column((), _spades("A 2")), _RUN)
    move = safe.safe_move(game, game.legal_moves())
    assert move is not None and move.card == _FIVE
    after = game.copy()
    after.play(move)
    assert naive_winnable(game) is True and naive_winnable(after) is True


def test_an_ace_under_another_suits_card_stops_the_rule() -> None:
    hearts = full_suite(Suit.HEARTS)  # King to Ace
    columns = (
        _EMPTY,
        Column((), _spades("2")),
        Column((), hearts[-1:]),
        Column((), hearts[:-2]),
        Column((), _spades("5 4 3")),
        Column((), (*_spades("A"), hearts[-2])),
        _RUN,
    )
    game = Game(Position(columns, (), True, (Suit.DIAMONDS, Suit.CLUBS)), "classique")
    fives = [move for move in game.legal_moves() if move.card == _FIVE]
    assert fives and safe.safe_move(game, fives) is None


def test_the_rule_waits_for_the_reserve_deal() -> None:
    waiting = _spades_game(
        Column((), _spades("5")), Column((), _spades("A")), _RUN, reserve=_spades("4 3 2")
    )
    assert safe.safe_move(waiting, waiting.legal_moves()) is None
    dealt = waiting.copy()
    dealt.deal_reserve()
    move = safe.safe_move(dealt, dealt.legal_moves())
    assert move is not None and move.card == _FIVE
