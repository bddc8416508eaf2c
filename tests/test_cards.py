"""Cards: suits, ranks, names and symbols in English, French and Malay."""

from __future__ import annotations

import dataclasses

import pytest

from scorpion import LANGUAGES, Card, NotationError, Rank, Suit, standard_deck

DECK = standard_deck()


def test_a_deck_holds_52_different_cards_without_joker() -> None:
    assert len(DECK) == 52
    assert len(set(DECK)) == 52
    assert {card.suit for card in DECK} == set(Suit)
    assert {card.rank for card in DECK} == set(Rank)


def test_new_deck_order_is_clubs_diamonds_hearts_spades_ace_to_king() -> None:
    assert DECK[0] == Card(Rank.ACE, Suit.CLUBS)
    assert DECK[12] == Card(Rank.KING, Suit.CLUBS)
    assert DECK[13] == Card(Rank.ACE, Suit.DIAMONDS)
    assert DECK[-1] == Card(Rank.KING, Suit.SPADES)
    assert [card.suit for card in DECK[::13]] == [
        Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES,
    ]


def test_ranks_run_from_ace_1_to_king_13() -> None:
    assert [int(rank) for rank in Rank] == list(range(1, 14))
    assert Rank.ACE < Rank.TWO < Rank.TEN < Rank.JACK < Rank.QUEEN < Rank.KING


def test_suit_symbols_and_colours() -> None:
    assert "".join(suit.symbol for suit in Suit) == "♣♦♥♠"
    assert [suit for suit in Suit if suit.is_red] == [Suit.DIAMONDS, Suit.HEARTS]


def test_cards_are_immutable_values() -> None:
    card = Card(Rank.FOUR, Suit.HEARTS)
    assert card == Card(Rank.FOUR, Suit.HEARTS)
    assert hash(card) == hash(Card(Rank.FOUR, Suit.HEARTS))
    assert card != Card(Rank.FOUR, Suit.SPADES)
    for field in ("rank", "suit"):
        with pytest.raises((AttributeError, dataclasses.FrozenInstanceError)):
            setattr(card, field, Rank.FIVE)
    assert card == Card(Rank.FOUR, Suit.HEARTS)


def test_cards_sort_by_rank_then_suit() -> None:
    ordered = sorted([Card(Rank.KING, Suit.CLUBS), Card(Rank.TWO, Suit.SPADES),
                      Card(Rank.TWO, Suit.CLUBS)])
    assert ordered == [Card(Rank.TWO, Suit.CLUBS), Card(Rank.TWO, Suit.SPADES),
                       Card(Rank.KING, Suit.CLUBS)]


@pytest.mark.parametrize(
    ("lang", "words", "symbol"),
    [
        ("fr", "valet de cœur", "V♥"),
        ("ms", "Jek hati", "J♥"),
        ("en", "jack of hearts", "J♥"),
    ],
)
def test_jack_of_hearts_in_each_language(lang: str, words: str, symbol: str) -> None:
    card = Card(Rank.JACK, Suit.HEARTS)
    assert card.to_text(lang) == words
    assert card.to_text(lang, symbol=True) == symbol


@pytest.mark.parametrize(
    ("card", "french", "malay"),
    [
        (Card(Rank.ACE, Suit.SPADES), "as de pique", "As spad"),
        (Card(Rank.THREE, Suit.CLUBS), "3 de trèfle", "3 kelawar"),
        (Card(Rank.TEN, Suit.DIAMONDS), "10 de carreau", "10 wajik"),
        (Card(Rank.QUEEN, Suit.HEARTS), "dame de cœur", "Ratu hati"),
        (Card(Rank.KING, Suit.DIAMONDS), "roi de carreau", "Raja wajik"),
    ],
)
def test_card_names_are_the_texts_own(card: Card, french: str, malay: str) -> None:
    assert card.to_text("fr") == french
    assert card.to_text("ms") == malay


def test_french_symbols_use_the_letters_of_french_cards() -> None:
    letters = {rank: Card(rank, Suit.SPADES).to_text("fr", symbol=True)[:-1]
               for rank in (Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING)}
    assert letters == {Rank.ACE: "A", Rank.JACK: "V", Rank.QUEEN: "D", Rank.KING: "R"}


def test_malay_symbols_tell_king_and_queen_apart() -> None:
    """Raja and Ratu both start with R: Malay prints K and Q, as cards sold in Malaysia."""
    letters = {rank: Card(rank, Suit.SPADES).to_text("ms", symbol=True)[:-1]
               for rank in (Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING)}
    assert letters == {Rank.ACE: "A", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_symbol_letters_of_a_language_are_all_different(lang: str) -> None:
    symbols = [Card(rank, Suit.SPADES).to_text(lang, symbol=True) for rank in Rank]
    assert len(set(symbols)) == 13


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("symbol", [False, True], ids=["words", "symbol"])
def test_every_card_reads_back_from_its_text(lang: str, symbol: bool) -> None:
    for card in DECK:
        assert Card.from_text(card.to_text(lang, symbol=symbol)) == card


@pytest.mark.parametrize(
    "text",
    ["4♥", "4 de cœur", "4 de coeur", "4 hati", "4 of hearts", " 4  DE  CŒUR ", "4♥\ufe0f"],
)
def test_four_of_hearts_reads_in_every_spelling(text: str) -> None:
    assert Card.from_text(text) == Card(Rank.FOUR, Suit.HEARTS)


@pytest.mark.parametrize(
    ("text", "rank"),
    [("R♥", Rank.KING), ("K♥", Rank.KING), ("D♥", Rank.QUEEN), ("Q♥", Rank.QUEEN),
     ("V♥", Rank.JACK), ("J♥", Rank.JACK), ("A♥", Rank.ACE), ("10♥", Rank.TEN)],
)
def test_both_letter_sets_are_read_in_every_language(text: str, rank: Rank) -> None:
    assert Card.from_text(text) == Card(rank, Suit.HEARTS)


@pytest.mark.parametrize("text", ["Raja hati", "roi de cœur", "king of hearts", "RAJA HATI"])
def test_king_of_hearts_reads_as_words_in_every_language(text: str) -> None:
    assert Card.from_text(text) == Card(Rank.KING, Suit.HEARTS)


@pytest.mark.parametrize(("text", "suit"), [("pique", Suit.SPADES), ("spad", Suit.SPADES),
                                            ("♦", Suit.DIAMONDS), ("Kelawar", Suit.CLUBS),
                                            ("coeur", Suit.HEARTS)])
def test_suits_read_by_name_or_symbol(text: str, suit: Suit) -> None:
    assert Suit.from_text(text) == suit


@pytest.mark.parametrize("text", ["", "1♥", "14♥", "11 de cœur", "fou de cœur", "4", "♥", "joker"])
def test_an_unknown_card_is_a_notation_error_naming_it(text: str) -> None:
    with pytest.raises(NotationError) as caught:
        Card.from_text(text)
    assert caught.value.token == text.strip()


def test_an_unknown_suit_is_a_notation_error() -> None:
    with pytest.raises(NotationError) as caught:
        Suit.from_text("étoile")
    assert caught.value.token == "étoile"


def test_str_of_a_card_is_its_english_symbol() -> None:
    assert str(Card(Rank.TEN, Suit.DIAMONDS)) == "10♦"
    assert eval(repr(Card(Rank.KING, Suit.CLUBS)), {"Card": Card}) == Card(Rank.KING, Suit.CLUBS)
