"""The board notation of the rule texts, read and written in French and Malay."""

from __future__ import annotations

import pytest

from scorpion import Card, Game, NotationError, Suit, standard_deck

LANGS = ("fr", "ms")


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_text(token) for token in text.split(","))


# ---- the texts' own boards --------------------------------------------------------------
def test_each_text_shows_two_boards_the_initial_one_and_after_the_first_move(
    seed_boards: dict[tuple[str, str], str],
) -> None:
    assert sorted(seed_boards) == sorted(
        (lang, stage) for lang in ("fr", "ms") for stage in ("initial", "after first move")
    )
    for lang in ("fr", "ms"):
        assert seed_boards[lang, "initial"] != seed_boards[lang, "after first move"]


@pytest.mark.parametrize("stage", ["initial", "after first move"])
@pytest.mark.parametrize("lang", LANGS)
def test_to_text_reproduces_the_texts_board_character_for_character(
    seed_boards: dict[tuple[str, str], str], lang: str, stage: str
) -> None:
    text = seed_boards[lang, stage]
    assert Game.from_text(text, lang).to_text(lang) == text


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_move_of_the_won_game_gives_the_texts_second_board(
    seed_boards: dict[tuple[str, str], str], lang: str
) -> None:
    game = Game.from_text(seed_boards[lang, "initial"], lang)
    game.move("4♥", 7)
    assert game.to_text(lang) == seed_boards[lang, "after first move"]


@pytest.mark.parametrize("stage", ["initial", "after first move"])
def test_french_and_malay_boards_of_the_texts_are_the_same_game(
    seed_boards: dict[tuple[str, str], str], stage: str
) -> None:
    french = Game.from_text(seed_boards["fr", stage], "fr")
    malay = Game.from_text(seed_boards["ms", stage], "ms")
    assert french == malay
    assert french.to_text("ms") == seed_boards["ms", stage]
    assert malay.to_text("fr") == seed_boards["fr", stage]


def test_the_texts_board_is_read_card_by_card(seed_boards: dict[tuple[str, str], str]) -> None:
    game = Game.from_text(seed_boards["fr", "initial"], "fr")
    assert game.columns[0].up == cards("3♦, V♥, 10♥, 3♠")
    assert game.columns[6].up == cards("A♦, D♦, 9♦, 6♠, 2♥, 10♦, 5♥")
    assert [len(column.hidden) for column in game.columns] == [3, 3, 3, 3, 0, 0, 0]
    assert len(game.reserve) == 3
    assert not game.reserve_dealt
    assert game.removed == ()


# ---- face-down cards given as counts ------------------------------------------------------
def test_counted_face_down_cards_are_filled_in_new_deck_order(
    seed_boards: dict[tuple[str, str], str],
) -> None:
    """Cards not shown, in new-deck order (clubs, diamonds, hearts, spades; Ace to King),
    go to columns left to right, bottom to top, then to the reserve."""
    game = Game.from_text(seed_boards["fr", "initial"], "fr")
    shown = {card for column in game.columns for card in column.up}
    unseen = [card for card in standard_deck() if card not in shown]
    assert len(unseen) == 15
    assert [column.hidden for column in game.columns[:4]] == [
        tuple(unseen[0:3]), tuple(unseen[3:6]), tuple(unseen[6:9]), tuple(unseen[9:12]),
    ]
    assert game.reserve == tuple(unseen[12:15])
    assert game.inferred_face_down == tuple(unseen)


def test_named_face_down_cards_are_not_inferred() -> None:
    game = Game.from_text("colonne 1 : 3 cachées (as de pique, 2 de cœur, 5 de trèfle), puis R♦")
    assert game.columns[0].hidden == cards("A♠, 2♥, 5♣")
    assert game.inferred_face_down == ()


def test_named_face_down_cards_in_malay() -> None:
    game = Game.from_text("lajur 1: 3 kad tertutup (As spad, 2 hati, 5 kelawar), kemudian K♦", "ms")
    assert game.columns[0].hidden == cards("A♠, 2♥, 5♣")
    assert game.columns[0].up == cards("R♦")


def test_named_reserve_first_card_goes_to_column_1() -> None:
    game = Game.from_text("réserve : 3 cartes cachées (9♠, 2♦, 3♦) ; colonne 1 : R♠")
    assert game.reserve == cards("9♠, 2♦, 3♦")
    game.deal_reserve()
    assert game.columns[0].top == Card.from_text("9♠")


def test_named_reserve_in_malay() -> None:
    game = Game.from_text("simpanan: 3 kad tertutup (9 spad, 2 wajik, 3 wajik); lajur 1: K♠", "ms")
    assert game.reserve == cards("9♠, 2♦, 3♦")


def test_to_text_names_face_down_cards_when_the_fill_would_differ() -> None:
    game = Game.from_text("colonne 1 : 1 cachée (roi de pique), puis 5♦")
    assert game.to_text("fr") == (
        "réserve : distribuée ; aucune suite retirée. "
        "colonne 1 : 1 cachée (roi de pique), puis 5 de carreau ; colonne 2 : vide ; "
        "colonne 3 : vide ; colonne 4 : vide ; colonne 5 : vide ; colonne 6 : vide ; "
        "colonne 7 : vide."
    )


def test_to_text_writes_counts_when_the_fill_gives_the_same_cards() -> None:
    game = Game.from_text("colonne 1 : 1 cachée (as de trèfle), puis 5♦")
    assert "colonne 1 : 1 cachée, puis 5 de carreau" in game.to_text("fr")


def test_reveal_false_always_writes_counts(seed_boards: dict[tuple[str, str], str]) -> None:
    game = Game.deal(42)
    text = game.to_text("fr", reveal=False)
    assert "(" not in text
    assert text.startswith("réserve : 3 cartes cachées ; aucune suite retirée. colonne 1 : 3 "
                           "cachées, puis ")


def test_reveal_true_always_names_face_down_cards(seed_boards: dict[tuple[str, str], str]) -> None:
    game = Game.from_text(seed_boards["ms", "initial"], "ms")
    text = game.to_text("ms", reveal=True)
    assert text.startswith("simpanan: 3 kad tertutup (")
    assert text.count("kad tertutup (") == 5
    assert Game.from_text(text, "ms") == game


def test_a_dealt_game_prints_its_face_down_cards_by_default() -> None:
    """reveal=None must round-trip, and a shuffled deal is not the deterministic fill."""
    game = Game.deal(42)
    assert "3 cachées (" in game.to_text("fr")
    assert Game.from_text(game.to_text("fr"), "fr") == game


# ---- what the texts never show -------------------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("fr", "réserve : distribuée ; colonne 1 : R♠"),
        ("ms", "simpanan: sudah diagihkan; lajur 1: K♠"),
    ],
)
def test_a_dealt_reserve_is_written_in_the_texts_style(lang: str, text: str) -> None:
    game = Game.from_text(text, lang)
    assert game.reserve_dealt
    assert game.reserve == ()
    assert game.to_text(lang).startswith(text.split(";")[0])


def test_a_missing_reserve_part_means_the_reserve_is_dealt() -> None:
    assert Game.from_text("colonne 1 : R♠").reserve_dealt


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("fr", "réserve : distribuée ; suites retirées : pique, cœur. colonne 1 : R♦"),
        ("ms", "simpanan: sudah diagihkan; urutan dikeluarkan: spad, hati. lajur 1: K♦"),
    ],
)
def test_removed_suites_are_written_in_the_texts_style(lang: str, text: str) -> None:
    game = Game.from_text(text, lang)
    assert game.removed == (Suit.SPADES, Suit.HEARTS)
    assert game.to_text(lang).startswith(text.split(". ")[0] + ". ")


def test_one_removed_suite_is_singular_in_french() -> None:
    game = Game.from_text("suite retirée : cœur ; colonne 1 : R♦")
    assert game.removed == (Suit.HEARTS,)
    assert "; suite retirée : cœur." in game.to_text("fr")


@pytest.mark.parametrize(
    ("lang", "text", "empty"),
    [
        ("fr", "colonne 1 : R♠ ; colonne 3 : vide ; colonne 4 : 5♦", "colonne 3 : vide"),
        ("ms", "lajur 1: K♠; lajur 3: kosong; lajur 4: 5 wajik", "lajur 3: kosong"),
    ],
)
def test_an_empty_column_is_written_in_the_texts_style(lang: str, text: str, empty: str) -> None:
    game = Game.from_text(text, lang)
    assert game.columns[2].is_empty
    assert game.columns[3].up == cards("5♦")
    assert f"; {empty} ;" in game.to_text(lang) or f"; {empty};" in game.to_text(lang)


def test_missing_columns_are_empty() -> None:
    game = Game.from_text("colonne 2 : R♠")
    assert [column.is_empty for column in game.columns] == [True, False] + [True] * 5


@pytest.mark.parametrize("text", ["", " \n\t "])
def test_a_text_with_nothing_in_it_is_no_board(text: str) -> None:
    """Missing columns are empty, but a text naming nothing at all is refused, in the
    reader's language, rather than read as an empty table."""
    with pytest.raises(NotationError) as refused:
        Game.from_text(text, "ms")
    assert refused.value.message("fr") == "Le texte du tableau est vide"
    assert refused.value.message("ms") == "Teks papan kosong"


def test_partial_positions_hold_fewer_than_52_cards() -> None:
    game = Game.from_text("colonne 1 : R♠, D♠ ; colonne 4 : 5♦")
    assert sum(len(column.cards) for column in game.columns) == 3
    assert game.inferred_face_down == ()


# ---- one part per line -----------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_lines_form_writes_one_part_per_line(
    seed_boards: dict[tuple[str, str], str], lang: str
) -> None:
    game = Game.from_text(seed_boards[lang, "initial"], lang)
    lines = game.to_text(lang, lines=True).splitlines()
    assert len(lines) == 2 + 7
    reserve = "réserve : 3 cartes cachées" if lang == "fr" else "simpanan: 3 kad tertutup"
    assert lines[0] == reserve
    assert lines[2].startswith("colonne 1 : 3 cachées, puis" if lang == "fr"
                               else "lajur 1: 3 kad tertutup, kemudian")
    assert Game.from_text("\n".join(lines), lang) == game


@pytest.mark.parametrize("ending", ["", ";", " ;", "."])
def test_lines_form_reads_with_or_without_punctuation_at_line_ends(ending: str) -> None:
    text = "\n".join(
        line + ending
        for line in ["réserve : distribuée", "aucune suite retirée", "colonne 1 : R♠, D♠",
                     "colonne 2 : 1 cachée (5♦), puis 9♣"]
    )
    game = Game.from_text(text)
    assert game.columns[0].up == cards("R♠, D♠")
    assert game.columns[1].hidden == cards("5♦")


def test_lines_form_reads_as_a_gherkin_docstring_indented() -> None:
    text = """
        simpanan: sudah diagihkan
        lajur 1: K♠, Q♠
        lajur 2: 1 kad tertutup (5 wajik), kemudian 9 kelawar
    """
    game = Game.from_text(text, "ms")
    assert game.columns[0].up == cards("R♠, D♠")
    assert game.columns[1].up == cards("9♣")


# ---- cards in the notation -------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_symbols_are_read_in_both_languages(lang: str) -> None:
    word = "colonne" if lang == "fr" else "lajur"
    sep = " : " if lang == "fr" else ": "
    game = Game.from_text(f"{word} 1{sep}4♥, 10♦, R♥, D♠, V♣, A♦, K♣, Q♦, J♠", lang)
    assert game.columns[0].up == (
        Card.from_text("4 de cœur"), Card.from_text("10 de carreau"), Card.from_text("roi de cœur"),
        Card.from_text("dame de pique"), Card.from_text("valet de trèfle"),
        Card.from_text("as de carreau"), Card.from_text("roi de trèfle"),
        Card.from_text("dame de carreau"), Card.from_text("valet de pique"),
    )


def test_french_words_in_a_malay_board_and_malay_words_in_a_french_board() -> None:
    game = Game.from_text("lajur 1: valet de cœur, 10 hati", "ms")
    assert game.columns[0].up == cards("V♥, 10♥")
    game = Game.from_text("colonne 1 : Raja spad, dame de pique", "fr")
    assert game.columns[0].up == cards("R♠, D♠")


def test_reading_ignores_case_and_accepts_coeur_without_ligature() -> None:
    game = Game.from_text("COLONNE 1 : Roi de Pique, dame de coeur")
    assert game.columns[0].up == cards("R♠, D♥")


def test_english_notation_round_trips(seed_boards: dict[tuple[str, str], str]) -> None:
    game = Game.from_text(seed_boards["fr", "initial"], "fr")
    text = game.to_text("en")
    assert text.startswith("reserve: 3 face-down cards; no suite removed. column 1: 3 hidden, then "
                           "3 of diamonds, jack of hearts")
    assert Game.from_text(text, "en") == game


def test_variant_is_given_to_from_text() -> None:
    assert Game.from_text("colonne 1 : R♠", "fr", "assoupli").variant.name == "assoupli"
