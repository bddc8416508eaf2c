"""Every error is a ScorpionError that speaks en, fr and ms; board errors say where."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from scorpion import (
    LANGUAGES,
    ArgumentError,
    DuplicateCard,
    Game,
    IllegalMove,
    LanguageError,
    NotationError,
    Refusal,
    SaveError,
    ScorpionError,
    VariantError,
    load_variant,
    variant,
)

Raiser = Callable[[Path], object]


def board(text: str, rules: str = "classique") -> Game:
    return Game.from_text(text, "fr", rules)


def raised(action: Callable[[], object]) -> ScorpionError:
    with pytest.raises(ScorpionError) as caught:
        action()
    return caught.value


def variant_file(tmp_path: Path, body: str, name: str = "custom") -> Path:
    path = tmp_path / f"{name}.toml"
    source = '\n[source]\nreading = "A test variant."\n'
    path.write_text(f'name = "{name}"\ninherits = "classique"\n{body}{source}', encoding="utf-8")
    return path


def double_deck(tmp_path: Path) -> Game:
    rules = load_variant(variant_file(tmp_path, """
[layout]
decks = 2
columns = [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7]
face_down = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
reserve = 6
reserve_targets = [1, 2, 3, 4, 5, 6]
""", "double"))
    return Game.from_text("colonne 1 : 5♦, 4♥ ; colonne 2 : 7♣, 4♥ ; colonne 3 : 5♥", "fr", rules)


def reserve_when_stuck(tmp_path: Path) -> Game:
    rules = load_variant(variant_file(tmp_path, '[rules]\nreserve_timing = "when-stuck"\n'))
    return Game.from_text("réserve : 3 cartes cachées (5♣, 9♦, 2♥) ; colonne 1 : 1 cachée (A♣), "
                          "puis 9♠ ; colonne 2 : 10♠", "fr", rules)


def playable_reserve(tmp_path: Path) -> Game:
    rules = load_variant(variant_file(tmp_path, '[rules]\nreserve = "playable"\n'))
    return Game.from_text("colonne 1 : 10♠", "fr", rules)


def whole_column_rule(tmp_path: Path) -> Game:
    body = '[rules]\nempty_column = "king-led-not-whole-column"\n'
    rules = load_variant(variant_file(tmp_path, body))
    return Game.from_text("colonne 1 : R♠, D♠ ; colonne 2 : 5♦", "fr", rules)


# Each refusal the engine gives, provoked through the public API.
REFUSALS: dict[Refusal, Raiser] = {
    Refusal.ONLY_KING_ON_EMPTY: lambda _: board("colonne 1 : 5♦, D♥").move("D♥", 2),
    Refusal.SAME_SUIT_REQUIRED: lambda _: board("colonne 1 : 4♦, 7♥ ; colonne 2 : 8♠").move(
        "7♥", 2),
    Refusal.NOTHING_ON_ACE: lambda _: board("colonne 1 : 4♦, A♠ ; colonne 2 : 2♠").move("2♠", 1),
    Refusal.WRONG_RANK: lambda _: board("colonne 1 : 4♦, 8♠ ; colonne 2 : 10♠").move("8♠", 2),
    Refusal.CARD_FACE_DOWN: lambda _: board("colonne 1 : 1 cachée (9♠), puis 4♦ ; colonne 2 : 10♠"
                                            ).move("9♠", 2),
    Refusal.CARD_NOT_IN_PLAY: lambda _: board("colonne 1 : 10♠").move("9♠", 1),
    Refusal.SAME_COLUMN: lambda _: board("colonne 1 : 10♠, 9♠").move("9♠", 1),
    Refusal.NO_SUCH_COLUMN: lambda _: board("colonne 1 : 10♠, 9♠").move("9♠", 8),
    Refusal.RESERVE_ALREADY_DEALT: lambda _: board("colonne 1 : 10♠").deal_reserve(),
    Refusal.NOTHING_TO_UNDO: lambda _: Game.deal(1).undo(),
    Refusal.CARD_AMBIGUOUS: lambda tmp_path: double_deck(tmp_path).move("4♥", 3),
    Refusal.CARD_PLACE_AMBIGUOUS: lambda _: board(
        "colonne 1 : 9♣, 7♥, R♣, 7♥ ; colonne 2 : 8♥", "double-scorpion").move("7♥", 2),
    Refusal.CARD_NOT_AT_PLACE: lambda _: board(
        "colonne 1 : 9♣, 7♥ ; colonne 2 : 8♥", "double-scorpion").move("7♥", 2, 1, 1),
    Refusal.WHOLE_COLUMN_TO_EMPTY: lambda tmp_path: whole_column_rule(tmp_path).move("R♠", 3),
    Refusal.RESERVE_NOT_YET: lambda tmp_path: reserve_when_stuck(tmp_path).deal_reserve(),
    Refusal.NO_RESERVE_TO_DEAL: lambda tmp_path: playable_reserve(tmp_path).deal_reserve(),
}

OTHER_ERRORS: dict[str, tuple[type[ScorpionError], Raiser]] = {
    "unknown language": (LanguageError, lambda _: Game.deal(1).to_text("de")),
    "unknown card": (NotationError, lambda _: board("colonne 1 : fou de cœur")),
    "duplicate card": (DuplicateCard, lambda _: board("colonne 1 : R♠ ; colonne 2 : roi de pique")),
    "too many cards": (NotationError, lambda _: board("colonne 1 : 52 cachées, puis R♠")),
    "face-down top": (NotationError, lambda _: board("colonne 1 : 3 cachées")),
    "unknown variant": (VariantError, lambda _: variant("nope")),
    "bad variant file": (VariantError, lambda tmp_path: load_variant(
        variant_file(tmp_path, '[rules]\nbuild = "diagonal"\n'))),
    "broken save": (SaveError, lambda _: Game.load("{")),
    "wrong argument": (ArgumentError, lambda _: Game.deal(1).move("4♥", 3.5)),  # type: ignore[arg-type]
    "unreadable move": (SaveError, lambda _: Game.load(json.dumps({
        "format": "scorpion-save", "version": 1, "variant": "classique",
        "start": "column 1: king of spades", "moves": ["fly away"]}))),
}


def test_every_error_class_is_a_scorpion_error() -> None:
    errors = (ArgumentError, IllegalMove, NotationError, DuplicateCard, VariantError, SaveError)
    for cls in (*errors, LanguageError):
        assert issubclass(cls, ScorpionError)
    assert issubclass(DuplicateCard, NotationError)


def assert_speaks_three_languages(error: ScorpionError) -> None:
    messages = {lang: error.message(lang) for lang in LANGUAGES}
    assert str(error) == messages["en"]
    assert messages["fr"] != messages["en"]
    assert messages["ms"] != messages["en"]
    assert messages["fr"] != messages["ms"]
    for lang, text in messages.items():
        assert text.strip(), lang
        assert not re.search(r"[{}]", text), (lang, text)
    assert error.message("de") == messages["en"]


@pytest.mark.parametrize("reason", list(REFUSALS), ids=lambda reason: reason.name)
def test_each_refusal_has_its_reason_and_speaks_en_fr_ms(reason: Refusal, tmp_path: Path) -> None:
    error = raised(lambda: REFUSALS[reason](tmp_path))
    assert isinstance(error, IllegalMove)
    assert error.reason is reason
    assert_speaks_three_languages(error)


def test_every_refusal_is_provoked_here() -> None:
    assert set(Refusal) == set(REFUSALS)


@pytest.mark.parametrize("case", list(OTHER_ERRORS))
def test_each_other_error_speaks_en_fr_ms(case: str, tmp_path: Path) -> None:
    cls, action = OTHER_ERRORS[case]
    error = raised(lambda: action(tmp_path))
    assert isinstance(error, cls)
    assert_speaks_three_languages(error)


def test_refusal_messages_name_the_card_in_the_readers_language() -> None:
    error = raised(lambda: board("colonne 1 : 1 cachée (9♠), puis 4♦").move("9♠", 2))
    assert "9 de pique" in error.message("fr")
    assert "9 spad" in error.message("ms")
    assert "9 of spades" in error.message("en")


def test_no_such_column_names_the_column() -> None:
    error = raised(lambda: board("colonne 1 : 10♠, 9♠").move("9♠", 9))
    assert "9" in error.message("fr")
    assert "9" in error.message("ms")


# ---- bad board text: token, column, position ---------------------------------------------
def notation_error(text: str, lang: str = "fr") -> NotationError:
    with pytest.raises(NotationError) as caught:
        Game.from_text(text, lang)
    return caught.value


def test_unknown_card_names_token_column_and_position() -> None:
    error = notation_error("colonne 1 : R♠ ; colonne 2 : 3 de carreau, fou de cœur, 5♦")
    assert (error.token, error.column, error.position) == ("fou de cœur", 2, 2)
    assert error.message("fr") == "Carte inconnue « fou de cœur » (colonne 2, carte 2)"
    assert error.message("ms") == "Kad tidak dikenali « fou de cœur » (lajur 2, kad 2)"


def test_unknown_card_position_counts_the_face_down_cards_under_it() -> None:
    error = notation_error("colonne 1 : 3 cachées, puis 3 de carreau, fou de cœur")
    assert (error.column, error.position) == (1, 5)


def test_unknown_card_in_a_malay_board() -> None:
    error = notation_error("lajur 4: 3 kad tertutup (As spad, 2 hati, Putera hati), kemudian K♦",
                           "ms")
    assert (error.token, error.column, error.position) == ("Putera hati", 4, 3)
    assert "« Putera hati »" in error.message("ms")
    assert "lajur 4, kad 3" in error.message("ms")


def test_unknown_card_in_the_reserve_names_its_place() -> None:
    error = notation_error("réserve : 3 cartes cachées (as de pique, 2 de pique, zz) ; "
                           "colonne 1 : R♠")
    assert (error.token, error.column, error.position) == ("zz", None, 3)
    assert "réserve, carte 3" in error.message("fr")
    assert "simpanan, kad 3" in error.message("ms")


def test_duplicate_card_names_the_second_copy_and_where_it_is() -> None:
    error = notation_error("colonne 1 : 3 de carreau, 4 de carreau ; colonne 2 : 5♠, 3♦")
    assert isinstance(error, DuplicateCard)
    assert (error.token, error.column, error.position) == ("3♦", 2, 2)
    assert error.message("fr") == (
        "La carte « 3 de carreau » apparaît plus souvent que le jeu ne la contient "
        "(colonne 2, carte 2)"
    )
    assert "3 wajik" in error.message("ms")
    assert "lajur 2, kad 2" in error.message("ms")


def test_duplicate_of_a_removed_suite_card_is_refused() -> None:
    error = notation_error("suites retirées : pique ; colonne 1 : roi de pique")
    assert isinstance(error, DuplicateCard)
    assert (error.column, error.position) == (1, 1)


def test_more_than_52_cards_is_refused() -> None:
    error = notation_error("colonne 1 : 40 cachées, puis 3 de carreau ; "
                           "colonne 2 : 20 cachées, puis 4 de pique")
    assert not isinstance(error, DuplicateCard)
    assert "52" in error.message("fr")
    assert "52" in error.message("ms")


def test_more_than_52_cards_names_the_column_that_overflows() -> None:
    error = notation_error("colonne 1 : 40 cachées, puis 3 de carreau ; "
                           "colonne 2 : 20 cachées, puis 4 de pique")
    assert error.column == 2
    assert error.token in "colonne 2 : 20 cachées, puis 4 de pique"


def test_a_face_down_top_card_names_the_column_and_the_top_position() -> None:
    error = notation_error("colonne 1 : R♠ ; colonne 3 : 3 cachées")
    assert (error.column, error.position) == (3, 3)
    assert error.token == "3 cachées"
    assert error.message("fr") == "La carte du dessus de la colonne 3 est face cachée"
    assert error.message("ms") == "Kad paling atas lajur 3 tertutup"


@pytest.mark.parametrize(
    ("text", "token", "shown"),
    [
        ("colonne 1 : R♠ ; blah", "blah", "« blah »"),
        ("colonne 9 : R♠", "colonne 9 : R♠", "colonne 9"),
        ("réserve : quelques cartes ; colonne 1 : R♠", "quelques cartes", "« quelques cartes »"),
        ("colonne 1 : trois cachées, puis R♠", "trois cachées", "« trois cachées »"),
    ],
)
def test_unreadable_parts_are_named(text: str, token: str, shown: str) -> None:
    error = notation_error(text)
    assert error.token == token
    assert shown in error.message("fr")


def test_a_column_given_twice_is_refused() -> None:
    error = notation_error("colonne 1 : R♠ ; colonne 1 : D♠")
    assert error.column == 1


def test_named_face_down_cards_must_match_their_count() -> None:
    error = notation_error("colonne 1 : 3 cachées (as de pique), puis roi de pique")
    assert error.column == 1
    assert "3" in error.message("ms") and "1" in error.message("ms")


def test_a_bad_board_changes_no_existing_game() -> None:
    game = Game.deal(5)
    before = game.position
    with pytest.raises(NotationError):
        Game.from_text("colonne 1 : fou de cœur")
    assert game.position == before


# ---- broken save files ---------------------------------------------------------------------
def save_of(**changes: object) -> str:
    data: dict[str, object] = json.loads(board("colonne 1 : R♠ ; colonne 2 : 5♦").save())
    data.update(changes)
    return json.dumps(data)


BROKEN_SAVES = {
    "not JSON": "{not json",
    "not an object": "[1, 2]",
    "not a save": json.dumps({"format": "other"}),
    "bad version": save_of(version=99),
    "no start": save_of(start=None),
    "start not a board": save_of(start="column 1: the joker"),
    "unknown variant": save_of(variant="nope"),
    "moves not a list": save_of(moves="deal the reserve"),
    "move not allowed": save_of(moves=["5♦ from column 2 to column 3"]),
    "move twice the reserve": save_of(moves=["deal the reserve"]),
}


@pytest.mark.parametrize("case", list(BROKEN_SAVES))
def test_a_broken_save_file_raises_save_error_in_every_language(case: str) -> None:
    with pytest.raises(SaveError) as caught:
        Game.load(BROKEN_SAVES[case])
    assert_speaks_three_languages(caught.value)


def test_a_save_error_says_which_move_cannot_be_played() -> None:
    with pytest.raises(SaveError) as caught:
        Game.load(save_of(moves=["K♠ from column 1 to column 3", "5♦ from column 2 to column 4"]))
    assert "2" in caught.value.message("fr")
    assert "Seul un Roi peut aller sur une colonne vide" in caught.value.message("fr")
    assert "Hanya Raja boleh diletakkan pada lajur kosong" in caught.value.message("ms")
