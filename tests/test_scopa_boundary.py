"""Scopa's public API is closed like Scorpion's: arbitrary values (right types and wrong
ones) given to any entry point, and saves corrupted at random, raise nothing but
ScorpionError, whose message speaks en, fr and ms; a refused call leaves the game exactly
as it was; and every position a game reaches is one the shape check accepts.

`make test` runs a sample (100 sequences, 100 saves); `make audit` runs 600 sequences of 20 calls
and 3,000 corrupted saves (over 10,000 calls in all), and `make fuzz` sends its Scopa
share of 100,000 mutated texts through the same readers.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sampling import sized

from scorpion import LANGUAGES, Card, Rank, ScorpionError, Suit
from scorpion.errors import IllegalPlay, ScopaArgumentError, ScopaPositionError, ScopaSaveError
from scorpion.games.scopa import (
    DECK,
    Play,
    Player,
    PlayRefusal,
    ScopaGame,
    capture_options,
    capture_value,
    primiera,
    primiera_value,
    score_deal,
)
from scorpion.games.scopa.shape import check_position

CARDS = [*DECK, Card(Rank.EIGHT, Suit.CLUBS), Card(Rank.TEN, Suit.HEARTS)]
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 16),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.binary(max_size=6),
    st.sampled_from(CARDS),
    st.sampled_from(["6♠", "6 de pique", "6 spad", "8♣", "roi de cœur", "zz", "", "fr", "ms"]),
    st.sampled_from(["6♠ takes 6♦", "6♠ prend 2♣ + 4♥", "5♠ ambil 5♦ + 5♦", "K♠ takes Q♠"]),
    st.sampled_from(list(Player) + list(Suit) + list(Rank) + list(LANGUAGES)),
    st.just(object()),
)
values = st.one_of(scalars, st.lists(scalars, max_size=3), st.tuples(scalars, scalars))


def _state(game: ScopaGame) -> tuple[Any, ...]:
    return (game.position, game.history, game.steps, game.seed, game.redeals)


def _call(game: ScopaGame, name: str, args: tuple[Any, ...]) -> None:
    calls: dict[str, Callable[..., object]] = {
        "play": game.play,
        "next_deal": game.next_deal,
        "undo": game.undo,
        "legal_plays": game.legal_plays,
        "to_text": lambda lang, lines, reveal: game.to_text(lang, lines=lines, reveal=reveal),
        "deal": ScopaGame.deal,
        "from_text": ScopaGame.from_text,
        "load": ScopaGame.load,
        "game": ScopaGame,
        "play_from_text": Play.from_text,
        "play_value": lambda card, taken, lang: Play(card, taken).to_text(lang),
        "capture_options": capture_options,
        "capture_value": capture_value,
        "primiera_value": primiera_value,
        "primiera": primiera,
        "score_deal": score_deal,
    }
    calls[name](*args)


ARITY = {
    "play": 2, "next_deal": 0, "undo": 0, "legal_plays": 0, "to_text": 3, "deal": 1,
    "from_text": 3, "load": 1, "game": 3, "play_from_text": 1, "play_value": 3,
    "capture_options": 2, "capture_value": 1, "primiera_value": 1, "primiera": 1,
    "score_deal": 2,
}  # fmt: skip
CALLS_PER_SEQUENCE = 20


@settings(max_examples=sized(100, 600), deadline=None)
@given(seed=st.integers(0, 200), data=st.data())
def test_only_scopa_errors_and_refusals_change_nothing(seed: int, data: st.DataObject) -> None:
    game = ScopaGame.deal(seed)
    rng = random.Random(seed)
    for _ in range(CALLS_PER_SEQUENCE):
        name = data.draw(st.sampled_from(sorted(ARITY)), label="call")
        legal = game.legal_plays()
        if name == "play" and legal and data.draw(st.booleans()):
            args: tuple[Any, ...] = (rng.choice(legal), None)
        else:
            args = tuple(data.draw(values, label=f"arg{i}") for i in range(ARITY[name]))
        state = _state(game)
        try:
            _call(game, name, args)
        except ScorpionError as error:
            assert _state(game) == state, (name, args)
            texts = [error.message(lang) for lang in LANGUAGES]
            assert all(texts), (name, args)
            if isinstance(error, ScopaArgumentError):
                assert all(str(error.params["value"]) in text for text in texts)
        check_position(game.position)


def _corrupted(rng: random.Random, save: str) -> str:
    """A save with one field, one step or the whole text changed at random."""
    data = json.loads(save)
    kind = rng.randrange(6)
    if kind == 0:
        data["seed"] = rng.choice(["x", None, 1.5, True, -1, 10**40, []])
    elif kind == 1 and data["steps"]:
        i = rng.randrange(len(data["steps"]))
        data["steps"][i] = rng.choice(["8♣", "6♠ takes 6♠", "", 7, None, "next deal", "K♠"])
    elif kind == 2:
        start = data["start"]
        i = rng.randrange(len(start) + 1)
        data["start"] = start[:i] + rng.choice(["0", "99", ";", "empty", "♠", ""]) + start[i + 1 :]
    elif kind == 3:
        data[rng.choice(["start", "steps", "format", "version"])] = rng.choice([None, 3, {}, []])
    elif kind == 4:
        return save[: rng.randrange(len(save))]
    else:
        return "[" * rng.randrange(1, 100_000)
    return json.dumps(data, ensure_ascii=False)


@settings(max_examples=sized(100, 3000), deadline=None)
@given(seed=st.integers(0, 10_000))
def test_corrupted_saves_are_refused_as_saves_or_load_a_reachable_game(seed: int) -> None:
    rng = random.Random(seed)
    game = ScopaGame.deal(seed % 37)
    for _ in range(rng.randrange(0, 45)):
        if game.position.deal_over:
            if game.is_over:
                break
            game.next_deal()
        game.play(rng.choice(game.legal_plays()))
    text = _corrupted(rng, game.save())
    try:
        loaded = ScopaGame.load(text)
    except ScopaSaveError as error:
        assert all(error.message(lang) for lang in LANGUAGES)
        return
    check_position(loaded.position)
    for play in loaded.legal_plays():
        loaded.copy().play(play)


# ---- each finding of the independent check, by name --------------------------------------
FRENCH = (
    "au tour de : joueur 1\n"
    "main du joueur 1 : 5 de pique, roi de trèfle\n"
    "main du joueur 2 : as de cœur, 2 de pique\n"
    "table : 2 de trèfle, 3 de cœur, 5 de carreau\n"
    "talon : 24 cartes cachées\n"
    "prises du joueur 1 : 4 cartes\n"
    "prises du joueur 2 : 5 cartes"
)


def _refused(action: Callable[[], object], *named: str) -> ScorpionError:
    with pytest.raises(ScorpionError) as caught:
        action()
    for lang in LANGUAGES:
        for value in named:
            assert value in caught.value.message(lang), (lang, caught.value.message(lang))
    return caught.value


def test_a_capture_given_as_a_number_is_refused_naming_it() -> None:
    game = ScopaGame.from_text(FRENCH)
    state = _state(game)
    _refused(lambda: game.play("5♠", 6), "6")  # type: ignore[arg-type]
    _refused(lambda: game.play("5♠", "5♦"), "5♦")  # one text is not a list of cards
    assert _state(game) == state


def test_a_stock_the_hands_cannot_agree_with_is_refused_on_reading_and_loading() -> None:
    text = FRENCH.replace("24 cartes", "3 cartes").replace("4 cartes\n", "25 cartes\n")
    error = _refused(lambda: ScopaGame.from_text(text), "3")
    assert isinstance(error, ScopaPositionError)
    save = json.loads(ScopaGame.from_text(FRENCH).save())
    save["start"] = ScopaGame.from_text(FRENCH).to_text("en").replace("24 face-down", "3 face-down")
    with pytest.raises(ScopaSaveError):
        ScopaGame.load(json.dumps(save))


def test_a_deeply_nested_save_is_refused_as_a_broken_save() -> None:
    with pytest.raises(ScopaSaveError):
        ScopaGame.load("[" * 100_000)


@pytest.mark.parametrize("seed", ["x", None, 1.5, True, [3]])
def test_a_seed_that_is_not_a_whole_number_is_refused(seed: object) -> None:
    _refused(lambda: ScopaGame.deal(seed), repr(seed) if not isinstance(seed, str) else seed)  # type: ignore[arg-type]
    _refused(lambda: ScopaGame.from_text(FRENCH, "fr", seed))  # type: ignore[arg-type]


def test_a_capture_naming_a_table_card_twice_is_refused_as_named_twice() -> None:
    game = ScopaGame.from_text(FRENCH.replace("5 de carreau", "roi de carreau"))
    state = _state(game)
    with pytest.raises(IllegalPlay) as caught:
        game.play("5♠", ["2♣", "2♣", "3♥"])
    assert caught.value.reason is PlayRefusal.NAMED_TWICE
    assert "2" in caught.value.message("fr") and _state(game) == state
    assert game.play("5♠", ["2♣", "3♥"]).play.captured == (
        Card.from_text("2♣"),
        Card.from_text("3♥"),
    )


@pytest.mark.parametrize("text", ["8♣", "10♥", "6♠ takes 9♦", "neuf de pique"])
def test_a_play_naming_a_card_outside_the_40_card_deck_is_refused(text: str) -> None:
    _refused(lambda: Play.from_text(text))
    with pytest.raises(ScorpionError):
        Play(Card(Rank.EIGHT, Suit.CLUBS))


def test_the_player_to_move_holding_no_card_while_the_other_holds_some_is_refused() -> None:
    text = (
        "donneur : joueur 2\nau tour de : joueur 1\nmain du joueur 1 : vide\n"
        "main du joueur 2 : 2 de pique\ntable : 3 de trèfle\ntalon : vide\n"
        "prises du joueur 1 : 18 cartes\nprises du joueur 2 : 20 cartes"
    )
    error = _refused(lambda: ScopaGame.from_text(text), "1", "2")
    assert isinstance(error, ScopaPositionError)


def test_deal_0_is_refused_as_a_deal_number_not_a_player() -> None:
    error = _refused(lambda: ScopaGame.from_text("donne 0 ; " + FRENCH.replace("\n", " ; ")))
    assert "joueur" not in error.message("fr") and "donne 0" in error.message("fr")


def test_the_non_dealer_holding_the_last_card_of_the_deal_is_refused() -> None:
    """The non-dealer opens each hand and play alternates: the dealer plays last."""
    text = (
        "donneur : joueur 2\nau tour de : joueur 1\nmain du joueur 1 : 2 de pique\n"
        "main du joueur 2 : vide\ntable : 3 de trèfle\ntalon : vide\n"
        "prises du joueur 1 : 18 cartes\nprises du joueur 2 : 20 cartes"
    )
    _refused(lambda: ScopaGame.from_text(text), "2", "1", "0")
    assert ScopaGame.from_text(text.replace("donneur : joueur 2", "donneur : joueur 1")).turn == 1


@pytest.mark.parametrize("stock", [1, 5, 7, 29, 31, 34])
def test_a_stock_no_deal_leaves_is_refused(stock: int) -> None:
    position = ScopaGame.deal(4).position
    if stock < len(position.stock):  # the rest of the stock captured by player 1
        moved = position.stock[stock:]
        changed = replace(
            position, stock=position.stock[:stock], piles=(moved, ()), last_capturer=Player.ONE
        )
    else:  # table cards put back in the stock
        extra = stock - len(position.stock)
        changed = replace(
            position, stock=position.stock + position.table[:extra], table=position.table[extra:]
        )
    assert len(changed.stock) == stock
    with pytest.raises(ScopaPositionError) as caught:
        check_position(changed)
    assert str(stock) in caught.value.message("ms")


@pytest.mark.parametrize("seed", range(6))
def test_every_position_of_a_played_game_is_reachable(seed: int) -> None:
    rng = random.Random(seed)
    game = ScopaGame.deal(seed)
    while not game.is_over:
        if game.position.deal_over:
            game.next_deal()
        game.play(rng.choice(game.legal_plays()))
        assert check_position(game.position) is game.position


@pytest.mark.parametrize(
    "change",
    [
        {"hands": 3},
        {"hands": ((), (), ())},
        {"table": ["2♣"]},
        {"scopas": (-1, 0)},
        {"totals": (0, True)},
        {"dealer": 1},
        {"turn": "1"},
        {"deal_number": 0},
        {"stock": ()},
    ],
)
def test_a_position_built_by_hand_with_wrong_values_is_refused_naming_them(
    change: dict[str, object],
) -> None:
    position = replace(ScopaGame.deal(2).position, **change)  # type: ignore[arg-type]
    with pytest.raises(ScorpionError) as caught:
        ScopaGame(position)
    assert all(caught.value.message(lang) for lang in LANGUAGES)
