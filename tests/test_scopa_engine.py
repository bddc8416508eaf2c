"""The Scopa engine's edges: notation round trips and faults, refusals that change
nothing and speak three languages, undo, saves, redeals and dealer alternation."""

from __future__ import annotations

import pytest

from scorpion.cards import Card
from scorpion.errors import IllegalPlay, ScopaNotationError, ScopaSaveError, ScorpionError
from scorpion.games.scopa import (
    DECK,
    Play,
    Player,
    PlayRefusal,
    ScopaGame,
    capture_options,
    capture_value,
    primiera,
)
from scorpion.games.scopa.dealing import first_dealer, new_deal

LANGS = ("en", "fr", "ms")


def c(text: str) -> Card:
    return Card.from_text(text)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(c(t) for t in text.split())


EXAMPLE = (
    "au tour de : joueur 1\n"
    "main du joueur 1 : 6 de pique, roi de trèfle\n"
    "main du joueur 2 : as de cœur, 2 de pique\n"
    "table : 2 de trèfle, 4 de cœur, 6 de carreau\n"
    "talon : 6 cartes cachées\n"
    "prises du joueur 1 : 13 cartes\n"
    "prises du joueur 2 : 14 cartes"
)


def test_deck_and_values() -> None:
    assert len(DECK) == 40 and not [x for x in DECK if x.rank in (8, 9, 10)]
    assert [capture_value(c(x)) for x in ("A♠", "7♥", "J♣", "Q♦", "K♥")] == [1, 7, 8, 9, 10]


def test_single_match_before_sum_and_choices() -> None:
    table = cards("2♣ 4♥ 6♦")
    assert capture_options(c("6♠"), table) == ((c("6♦"),),)
    assert capture_options(c("6♠"), cards("2♣ 4♥")) == ((c("2♣"), c("4♥")),)
    assert capture_options(c("6♠"), cards("6♦ 6♣")) == ((c("6♦"),), (c("6♣"),))
    assert capture_options(c("7♠"), cards("A♣ 6♥ 3♦ 4♣")) == (
        (c("A♣"), c("6♥")),
        (c("3♦"), c("4♣")),
    )


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lines", [True, False])
def test_notation_round_trips(lang: str, lines: bool) -> None:
    game = ScopaGame.deal(11)
    for _ in range(9):
        game.play(game.legal_plays()[-1])
    assert ScopaGame.from_text(game.to_text(lang, lines=lines), lang) == game


def test_unnamed_cards_fill_stock_then_piles() -> None:
    game = ScopaGame.from_text(EXAMPLE, "fr")
    assert len(game.position.stock) == 6 and len(game.position.pile(Player.TWO)) == 14
    assert sorted(game.position.cards) == sorted(DECK)


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("table : 8 de pique", "not in the 40-card Scopa deck"),
        ("table : 2 de pique, 2 de pique", "appears twice"),
        ("table : 2 de pique", "must hold the 40 cards"),
        ("tableau : 2 de pique", "Cannot read"),
        ("talon : 50 cartes cachées", "Not enough cards"),
        ("table : 2 de pique ; talon : 2 cartes cachées (as de pique)", "counts 2 cards"),
    ],
)
def test_notation_faults(text: str, fault: str) -> None:
    with pytest.raises(ScopaNotationError) as error:
        ScopaGame.from_text(text, "fr")
    assert fault in str(error.value)
    assert error.value.message("fr") != str(error.value)


@pytest.mark.parametrize(
    ("card", "taken", "reason"),
    [
        ("6♠", ["2♣", "4♥"], PlayRefusal.SINGLE_FIRST),
        ("6♠", [], PlayRefusal.CAPTURE_COMPULSORY),
        ("6♠", ["4♥"], PlayRefusal.WRONG_SUM),
        ("6♠", ["7♦"], PlayRefusal.NOT_ON_TABLE),
        ("A♥", None, PlayRefusal.NOT_IN_HAND),
    ],
)
def test_refusals_change_nothing_and_speak_three_languages(
    card: str, taken: list[str] | None, reason: PlayRefusal
) -> None:
    game = ScopaGame.from_text(EXAMPLE, "fr")
    before = game.copy()
    with pytest.raises(IllegalPlay) as error:
        game.play(card, taken)
    assert error.value.reason is reason and isinstance(error.value, ScorpionError)
    assert game == before and game.history == ()
    texts = {error.value.message(lang) for lang in LANGS}
    assert len(texts) == 3


def test_choice_is_required_between_two_captures() -> None:
    game = ScopaGame.from_text(
        EXAMPLE.replace("6 de carreau", "6 de carreau, 6 de cœur").replace(
            "13 cartes", "12 cartes"
        ),
        "fr",
    )
    with pytest.raises(IllegalPlay) as error:
        game.play("6♠")
    assert error.value.reason is PlayRefusal.CHOOSE_CAPTURE
    assert "6♦" in error.value.message("ms") and "6♥" in error.value.message("ms")
    with pytest.raises(IllegalPlay) as error:
        game.play("6♠", ["6♦", "6♥"])
    assert error.value.reason is PlayRefusal.ONE_MATCH_ONLY
    assert game.play("6♠", ["6♥"]).play == Play(c("6♠"), (c("6♥"),))


def test_undo_restores_each_step_and_refuses_at_the_start() -> None:
    game = ScopaGame.deal(3)
    positions = [game.position]
    while not game.position.deal_over:
        game.play(game.legal_plays()[0])
        positions.append(game.position)
    game.next_deal()
    game.undo()
    for position in reversed(positions[:-1]):
        game.undo()
        assert game.position == position
    with pytest.raises(IllegalPlay) as error:
        game.undo()
    assert error.value.reason is PlayRefusal.NOTHING_TO_UNDO


def test_save_and_load_replay_the_game() -> None:
    game = ScopaGame.deal(5)
    for _ in range(40):
        if game.position.deal_over:
            game.next_deal()
        else:
            game.play(game.legal_plays()[-1])
    again = ScopaGame.load(game.save())
    assert again == game and again.seed == 5 and again.steps == game.steps
    for bad, fault in [
        ("{", "not valid JSON"),
        ('{"format": "x"}', "not a Scopa save"),
        (
            '{"format": "scopa-save", "version": 1, "seed": 1, "start": "table: 8♠", "steps": []}',
            "cannot be read",
        ),
    ]:
        with pytest.raises(ScopaSaveError) as error:
            ScopaGame.load(bad)
        assert fault in str(error.value)


def test_deals_are_seeded_and_the_dealer_alternates() -> None:
    assert ScopaGame.deal(9) == ScopaGame.deal(9)
    assert {first_dealer(s) for s in range(20)} == {Player.ONE, Player.TWO}
    game = ScopaGame.deal(9)
    dealer = game.position.dealer
    assert game.turn is dealer.other
    while not game.position.deal_over:
        game.play(game.legal_plays()[0])
    game.next_deal()
    assert game.position.dealer is dealer.other and game.position.deal_number == 2


def test_three_kings_on_the_table_make_the_same_dealer_deal_again() -> None:
    seeds = [s for s in range(400) if new_deal(s, 1, Player.ONE, (0, 0))[1]]
    assert seeds, "some seed among 400 redeals"
    position, redeals = new_deal(seeds[0], 1, Player.ONE, (0, 0))
    assert redeals >= 1 and position.dealer is Player.ONE
    assert sum(x.rank == 13 for x in position.table) < 3


def test_primiera() -> None:
    assert primiera(cards("7♦ 6♣ A♥ 5♠ 2♠")) == 21 + 18 + 16 + 15
    assert primiera(cards("7♦ 6♣ A♥")) is None
