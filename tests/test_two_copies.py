"""Two copies of a card face up in one column (two decks): two moves, told apart by place."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from scorpion import Card, Game, IllegalMove, Move, Refusal, variant
from scorpion.errors import NotationError

BOARD = "réserve : distribuée. colonne 1 : 1 cachée, puis 9♣, 7♥, R♣, 7♥, 2♠ ; colonne 2 : 8♥"
SEVEN = Card.from_text("7♥")
# Double Scorpion with undo, to take both moves back.
UNDOABLE = replace(variant("double-scorpion"), name="double-scorpion-undo", undo_depth=100)


def game(rules: object = "double-scorpion") -> Game:
    return Game.from_text(BOARD, "fr", rules)  # type: ignore[arg-type]


def test_both_copies_are_legal_moves() -> None:
    onto_8 = [m for m in game().legal_moves() if m.target == 2]
    assert onto_8 == [Move.build(SEVEN, 1, 2, place=3), Move.build(SEVEN, 1, 2, place=5)]


@pytest.mark.parametrize(("place", "moved"), [(3, 4), (5, 2)])
def test_each_copy_plays_undoes_and_saves(place: int, moved: int) -> None:
    g = game(UNDOABLE)
    start = g.copy()
    action = g.play(Move.build(SEVEN, 1, 2, place))
    assert action.move == Move.build(SEVEN, 1, 2, place)
    assert len(action.block) == moved and action.block[0] == SEVEN
    saved = game()
    saved.play(Move.build(SEVEN, 1, 2, place))
    assert Game.load(saved.save()) == saved and Game.load(saved.save()).played == saved.played
    g.undo()
    assert g == start and g.history == ()


@pytest.mark.parametrize("lang", ["en", "fr", "ms"])
def test_text_of_each_copy_reads_back(lang: str) -> None:
    first, second = (m for m in game().legal_moves() if m.target == 2)
    assert first.to_text(lang) != second.to_text(lang)
    for move in (first, second):
        assert Move.from_text(move.to_text(lang)) == move


def test_one_deck_moves_keep_their_short_form() -> None:
    g = Game.deal(7)
    for _ in range(40):
        moves = g.legal_moves()
        if not moves:
            break
        assert all(m.place is None for m in moves)
        move = random.Random(len(g.played)).choice(moves)
        assert "card" not in move.to_text("en")
        g.play(move)


def test_without_place_the_move_is_refused_and_nothing_changes() -> None:
    g = game()
    before = g.copy()
    with pytest.raises(IllegalMove) as err:
        g.move(SEVEN, 2)
    assert err.value.reason is Refusal.CARD_PLACE_AMBIGUOUS
    assert "card 3 or card 5" in err.value.message("en")
    with pytest.raises(IllegalMove) as err:
        g.move(SEVEN, 2, 1, 4)
    assert err.value.reason is Refusal.CARD_NOT_AT_PLACE
    with pytest.raises(IllegalMove) as err:
        g.move("9♦", 2, 1, 1)
    assert err.value.reason is Refusal.CARD_NOT_AT_PLACE
    assert g == before and g.history == before.history


def test_a_king_twice_in_a_whole_column_under_the_not_whole_column_rule() -> None:
    rules = replace(
        variant("double-scorpion"), name="ds-k", empty_column=variant("cards4").empty_column
    )
    g = Game.from_text("réserve : distribuée. colonne 1 : R♣, 5♦, R♣, 4♦", "fr", rules)
    kings = [m for m in g.legal_moves() if m.card == Card.from_text("R♣")]
    assert kings and all(m.place == 3 for m in kings)  # the lower King is the whole column


def test_place_in_move_text_must_be_a_number() -> None:
    with pytest.raises(NotationError):
        Move.from_text("7♥ from column 1, card x, to column 2")


def test_legal_moves_are_what_play_accepts_with_two_decks() -> None:
    g = Game.deal(3, "double-scorpion")
    rng = random.Random(3)
    for _ in range(150):
        moves = g.legal_moves()
        if not moves:
            break
        for move in moves:
            trial = g.copy()
            assert trial.play(move).move == move
        g.play(rng.choice(moves))


def test_a_playable_reserve_card_is_named_by_its_place_in_the_reserve() -> None:
    """Three Blind Mice: place 1 of source 0 is the reserve's first card (found by the
    perft run, which plays every listed move with its place)."""
    g = Game.deal(1, "three-blind-mice")
    g.move("5♥", 6)
    g.move("5♠", 4)  # the Q♥ of column 3 is now on top
    jack, nine = g.reserve
    with pytest.raises(IllegalMove) as refused:
        g.move(jack, 3, source=0, place=2)
    assert refused.value.reason is Refusal.CARD_NOT_AT_PLACE and g.reserve == (jack, nine)
    g.move(jack, 3, source=0, place=1)
    assert g.reserve == (nine,) and g.columns[2].top == jack
