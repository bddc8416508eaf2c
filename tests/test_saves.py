"""Saved games: JSON with the variant, the starting board and the moves, replayed on load."""

from __future__ import annotations

import json

import pytest

from scorpion import Game, Move, SaveError

SPADES_K_TO_2 = "R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠"


def same_game(loaded: Game, game: Game) -> None:
    assert loaded == game
    assert loaded.variant == game.variant
    assert loaded.score == game.score
    assert loaded.history == game.history
    assert loaded.played == game.played
    assert loaded.start == game.start


def test_a_save_is_json_with_variant_start_board_and_moves(
    seed_boards: dict[tuple[str, str], str],
) -> None:
    game = Game.from_text(seed_boards["fr", "initial"], "fr")
    game.move("4♥", 7)
    game.deal_reserve()
    data = json.loads(game.save())
    assert data["format"] == "scorpion-save"
    assert data["version"] == 1
    assert data["variant"] == "classique"
    assert Game.from_text(data["start"], "en") == Game.from_text(seed_boards["fr", "initial"])
    assert data["moves"] == ["4♥ from column 2 to column 7", "deal the reserve"]


def test_loading_a_save_gives_the_same_game_score_and_history(
    seed_boards: dict[tuple[str, str], str],
) -> None:
    game = Game.from_text(seed_boards["ms", "initial"], "ms")
    game.move("4♥", 7)
    game.move("2♥", 3)
    game.deal_reserve()
    same_game(Game.load(game.save()), game)


def test_a_fresh_deal_saves_and_loads() -> None:
    game = Game.deal(77)
    loaded = Game.load(game.save())
    same_game(loaded, game)
    assert loaded.to_text("fr", reveal=True) == game.to_text("fr", reveal=True)


def test_the_variant_is_kept() -> None:
    game = Game.from_text("colonne 1 : 4♦, 7♥ ; colonne 2 : 8♠", "fr", "assoupli")
    game.move("7♥", 2)
    loaded = Game.load(game.save())
    assert loaded.variant.name == "assoupli"
    same_game(loaded, game)


def test_undone_moves_are_not_saved() -> None:
    game = Game.from_text("colonne 1 : 4♦, 9♠ ; colonne 2 : 10♠")
    game.move("9♠", 2)
    game.undo()
    assert json.loads(game.save())["moves"] == []
    same_game(Game.load(game.save()), game)


def test_a_won_game_loads_won() -> None:
    game = Game.from_text(f"suites retirées : trèfle, carreau, cœur ; colonne 1 : {SPADES_K_TO_2}"
                          " ; colonne 2 : A♠")
    game.move("A♠", 1)
    loaded = Game.load(game.save())
    assert loaded.is_won
    assert loaded.score == 105
    same_game(loaded, game)


def test_a_long_game_keeps_every_move_and_the_last_100_actions() -> None:
    game = Game.from_text("colonne 1 : R♠")
    column = 1
    for _ in range(130):
        column = column % 7 + 1
        game.move("R♠", column)
    data = json.loads(game.save())
    assert len(data["moves"]) == 130
    loaded = Game.load(game.save())
    assert len(loaded.history) == 100
    same_game(loaded, game)


def test_saving_is_deterministic() -> None:
    game = Game.deal(3)
    game.play(game.legal_moves()[0])
    assert Game.load(game.save()).save() == game.save()


def test_loaded_games_are_independent() -> None:
    game = Game.from_text("colonne 1 : 4♦, 9♠ ; colonne 2 : 10♠")
    saved = game.save()
    first, second = Game.load(saved), Game.load(saved)
    first.move("9♠", 2)
    assert second == game
    assert second.history == ()


def test_moves_written_in_french_or_malay_load_too() -> None:
    game = Game.from_text("colonne 1 : 4♦, 9♠ ; colonne 2 : 10♠ ; colonne 3 : 8♣, V♠")
    data = json.loads(game.save())
    data["moves"] = [
        Move.build(game.columns[0].up[1], 1, 2).to_text("fr"),
        Move.build(game.columns[1].up[0], 2, 3).to_text("ms"),
    ]
    loaded = Game.load(json.dumps(data))
    assert loaded.columns[2].up[-2:] == game.columns[1].up + game.columns[0].up[1:]
    assert loaded.score == 10


def test_a_failed_load_raises_save_error_only() -> None:
    with pytest.raises(SaveError):
        Game.load(json.dumps({"format": "scorpion-save", "version": 1, "variant": "classique",
                              "start": "column 1: king of spades", "moves": ["nonsense"]}))
