"""The play page's bridge (scorpion.games.scorpion.play) answers as the engine does: the
same moves, refusals, score and pictures as `Game` and the site's drawer, in the page's
language; a request it cannot carry out is refused in that language and changes nothing.
Also the "play this position" link and the build step's cache key. (The page itself, in
Chromium: test_play_browser.py.)"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorpion import Game, IllegalMove, Move, MoveKind, Refusal, Status, solve
from scorpion.docs.board_svg import Highlight
from scorpion.docs.play_assets import source_digest
from scorpion.games.scorpion.pages.pictures import draw_board
from scorpion.games.scorpion.pages.play_page import play_link, play_panel
from scorpion.games.scorpion.play import Session, handle
from scorpion.games.scorpion.play.variant_text import variant_text
from scorpion.games.scorpion.rules import read_variant, variant, variant_names


def _opened(board: str, lang: str = "fr") -> Session:
    session = Session()
    answer = session.handle({"op": "open", "lang": lang, "variant": "classique", "board": board})
    assert answer["ok"], answer["error"]
    return session


def _place(game: Game, source: int, card: str) -> int:
    column = game.columns[source - 1]
    names = [c.to_text("en", symbol=True) for c in column.up]
    return len(column.hidden) + names.index(card) + 1


def test_the_texts_first_move_scores_and_draws_as_the_engine_does(
    seed_boards: dict[tuple[str, str], str],
) -> None:
    board = seed_boards[("ms", "initial")]
    game = Game.from_text(board, "ms")
    session = _opened(game.to_text("en", reveal=True), "ms")
    answer = session.handle(
        {"op": "move", "lang": "ms", "source": 2, "place": _place(game, 2, "4♥"), "target": 7}
    )
    action = game.move("4♥", 7)
    assert answer["ok"] and answer["error"] is None
    state = answer["state"]
    assert state["score"] == game.score == 5
    assert state["text"] == game.to_text("ms", reveal=False)
    assert state["text"] == Game.from_text(seed_boards[("ms", "after first move")], "ms").to_text(
        "ms", reveal=False
    )
    # the very picture the rule pages draw, the moved block framed
    highlight = Highlight(moved=action.block, turned=action.turned, removed=action.removed)
    assert state["svg"] == draw_board(game, "ms", highlight, title=state["text"])
    assert state["history"] == [f"{action.move.to_text('ms')}: +5 mata, skor 5"]
    assert action.move.to_text("ms") in answer["announce"]


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_a_refused_move_says_the_engines_words_and_changes_nothing(
    seed_boards: dict[tuple[str, str], str], lang: str
) -> None:
    game = Game.from_text(seed_boards[("fr", "initial")], "fr")
    session = _opened(game.to_text("en", reveal=True))
    before = session.handle({"op": "state", "lang": lang})["state"]
    # the 10♥ onto the J♣: the README's example of a refusal
    answer = session.handle(
        {"op": "move", "lang": lang, "source": 1, "place": _place(game, 1, "10♥"), "target": 6}
    )
    with pytest.raises(IllegalMove) as refused:
        game.move("10♥", 6)
    assert refused.value.reason is Refusal.SAME_SUIT_REQUIRED
    assert not answer["ok"]
    assert answer["error"] == refused.value.message(lang)
    assert answer["state"] == before


def test_deal_undo_and_reset_follow_the_engine() -> None:
    session = Session()
    session.handle({"op": "open", "lang": "fr", "variant": "classique", "deal": 7})
    game = Game.deal(7)
    start = session.handle({"op": "state", "lang": "fr"})["state"]
    assert start["can_deal"] and not start["can_undo"]
    dealt = session.handle({"op": "deal", "lang": "fr"})
    game.deal_reserve()
    assert dealt["state"]["text"] == game.to_text("fr", reveal=False)
    assert not dealt["state"]["can_deal"] and dealt["state"]["can_undo"]
    again = session.handle({"op": "deal", "lang": "ms"})
    with pytest.raises(IllegalMove) as refused:
        game.deal_reserve()
    assert again["error"] == refused.value.message("ms")
    undone = session.handle({"op": "undo", "lang": "fr"})
    assert undone["state"]["text"] == start["text"] and undone["state"]["history"] == []
    nothing = session.handle({"op": "undo", "lang": "fr"})
    assert nothing["error"] == IllegalMove(Refusal.NOTHING_TO_UNDO).message("fr")
    session.handle({"op": "deal", "lang": "fr"})
    reset = session.handle({"op": "reset", "lang": "fr"})
    assert reset["state"] == start


def test_a_pysolfc_game_number_deals_pysolfcs_deal() -> None:
    session = Session()
    answer = session.handle({"op": "open", "lang": "ms", "variant": "classique", "pysolfc": 5})
    assert answer["state"]["text"] == Game.deal(pysolfc=5).to_text("ms", reveal=False)


@pytest.mark.parametrize(
    "request_",
    [
        {"op": "fly"},
        {"op": "open", "variant": "classique", "deal": -1},
        {"op": "open", "variant": "classique", "deal": "two"},
        {"op": "open", "variant": "no-such-variant", "deal": 1},
        {"op": "open", "variant": "classique", "board": "not a board"},
        {"op": "move", "source": 9, "place": 1, "target": 1},
        {"op": "move", "source": 1, "place": 1, "target": 2},
        {"op": "move", "source": 2, "place": 7},
        {"op": "solve", "seconds": -3},
    ],
)
def test_a_request_the_engine_cannot_carry_out_is_refused_in_the_pages_language(
    request_: dict[str, object],
) -> None:
    session = Session()
    session.handle({"op": "open", "lang": "fr", "variant": "classique", "deal": 3})
    langs = ("fr", "ms", "en")
    before = {lang: session.handle({"op": "state", "lang": lang})["state"] for lang in langs}
    answers = {lang: session.handle({**request_, "lang": lang}) for lang in langs}
    for lang, answer in answers.items():
        assert not answer["ok"] and answer["error"]
        assert answer["state"] == before[lang]
    assert answers["fr"]["error"] != answers["en"]["error"] != answers["ms"]["error"]


def test_nothing_open_and_broken_json_are_refused() -> None:
    fresh = Session().handle({"op": "move", "lang": "ms", "source": 1, "place": 1, "target": 2})
    assert fresh["error"] and fresh["state"] is None
    broken = json.loads(handle("{not json"))
    assert not broken["ok"] and broken["error"]


def test_the_solver_answers_winnable_and_unwinnable_with_its_verdict() -> None:
    unwinnable = Game.deal(1)
    assert solve(unwinnable, time_limit=10).status is Status.UNWINNABLE
    session = Session()
    session.handle({"op": "open", "lang": "fr", "variant": "classique", "deal": 1})
    answer = session.handle({"op": "solve", "lang": "fr", "seconds": 10})
    assert answer["announce"].startswith("Impossible à gagner d’ici")
    won = Game.deal(1)
    # a position one move from the win is winnable: the first winnable deal's line
    for seed in range(2, 40):
        won = Game.deal(seed)
        solution = solve(won, time_limit=5)
        if solution.status is Status.WINNABLE:
            break
    else:
        pytest.fail("no winnable deal among deals 2-39 within the budget: solver or bridge changed")
    session.handle({"op": "open", "lang": "ms", "variant": "classique", "deal": seed})
    answer = session.handle({"op": "solve", "lang": "ms", "seconds": 10})
    assert answer["announce"].startswith("Boleh dimenangi dari sini")
    hint = session.handle({"op": "hint", "lang": "ms", "seconds": 10})
    expected = won.hint(time_limit=10)
    assert hint["announce"] == expected.message("ms")
    move = expected.move
    assert move is not None
    if move.kind is MoveKind.RESERVE:
        assert hint["hint"] == {"deal": True}
    else:
        assert move.card is not None and move.source is not None
        card = move.card.to_text("en", symbol=True)
        assert hint["hint"] == {
            "source": move.source,
            "place": move.place or _place(won, move.source, card),
            "target": move.target,
        }
    # the hint is the answer to that request only
    assert session.handle({"op": "state", "lang": "ms"})["hint"] is None


@given(st.integers(0, 10_000), st.lists(st.integers(0, 1_000), max_size=25))
def test_any_sequence_of_legal_moves_gives_the_engines_score_and_board(
    seed: int, picks: list[int]
) -> None:
    game = Game.deal(seed)
    session = Session()
    session.handle({"op": "open", "lang": "fr", "variant": "classique", "deal": seed})
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            break
        move = moves[pick % len(moves)]
        if move.kind is MoveKind.RESERVE:
            answer = session.handle({"op": "deal", "lang": "fr"})
        else:
            assert move.card is not None and move.source is not None
            place = move.place or _place(game, move.source, move.card.to_text("en", symbol=True))
            answer = session.handle(
                {"op": "move", "lang": "fr", "source": move.source, "place": place,
                 "target": move.target}
            )  # fmt: skip
        game.play(move)
        assert answer["ok"], answer["error"]
        assert answer["state"]["score"] == game.score
        assert answer["state"]["text"] == game.to_text("fr", reveal=False)
        assert answer["state"]["won"] == game.is_won


def test_the_play_link_opens_the_same_position_under_the_same_variant() -> None:
    game = Game.deal(11, "assoupli")
    game.deal_reserve()
    link = play_link(game, "ms", "rules/03_coups_permis.md")
    assert "Main kedudukan ini" in link
    href = link.split('href="', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    parts = urlsplit(href)
    assert parts.path == "../../play/"
    fields = {k: unquote(v[0]) for k, v in parse_qs(parts.fragment).items()}
    assert fields["variant"] == "assoupli"
    opened = Game.from_text(fields["board"], "en", fields["variant"])
    assert opened.position == game.position and opened.variant == game.variant


def test_the_reference_variant_is_left_out_of_the_link() -> None:
    link = play_link(Game.deal(1), "fr", "solved.md")
    assert "variant=" not in link and 'href="../play/#board=' in link


def test_a_variant_written_in_a_scenario_travels_as_its_variant_file() -> None:
    from dataclasses import replace

    changed = replace(variant("wasp"), name="mine", undo_depth=3, titles=(("fr", "« Mine »"),))
    game = Game(Game.deal(1, changed).position, changed)
    link = play_link(game, "fr", "rules/x.md")
    href = link.split('href="', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    fields = {k: unquote(v[0]) for k, v in parse_qs(urlsplit(href).fragment).items()}
    assert "variant" not in fields
    session = Session()
    opened = session.handle({"op": "open", "lang": "fr", **fields})
    assert opened["ok"], opened["error"]
    assert opened["state"]["variant_title"] == "« Mine »"
    assert session.game is not None and session.game.variant == changed
    assert session.game.position == game.position


def test_every_built_in_variant_reads_back_from_its_written_file() -> None:
    for name in variant_names():
        assert read_variant(variant_text(variant(name))) == variant(name)


def test_rules_no_variant_file_can_say_get_no_play_link() -> None:
    from dataclasses import replace

    unsaid = replace(variant("classique"), name="made-in-code", reading="")
    assert play_link(Game(Game.deal(1).position, unsaid), "fr", "x.md") == ""


def test_a_broken_variant_file_is_refused_in_the_pages_language() -> None:
    session = Session()
    answers = [
        session.handle({"op": "open", "lang": lang, "variant_file": "name = 3", "deal": 1})
        for lang in ("fr", "ms")
    ]
    assert all(not a["ok"] and a["error"] and a["state"] is None for a in answers)
    assert answers[0]["error"] != answers[1]["error"]


def test_the_play_panel_offers_every_variant_and_speaks_the_pages_language() -> None:
    rules = {name: variant(name) for name in variant_names()}
    french = play_panel("fr", rules, "play.md")
    malay = play_panel("ms", rules, "play.md")
    for name in rules:
        assert f'value="{name}"' in french
    assert "Gagnable ?" in french and "Indice" in french and 'data-engine="../engine/"' in french
    assert "Boleh dimenangi?" in malay and 'data-engine="../../engine/"' in malay


def test_the_wheels_cache_key_changes_with_any_shipped_file(tmp_path: Path) -> None:
    for name in ("setup.py", "pyproject.toml"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    for folder in ("scorpion", "features", "locales"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "a.txt").write_text("one", encoding="utf-8")
    first = source_digest(tmp_path)
    (tmp_path / "locales" / "a.mo").write_bytes(b"compiled where installed")
    assert source_digest(tmp_path) == first
    (tmp_path / "features" / "a.txt").write_text("two", encoding="utf-8")
    assert source_digest(tmp_path) != first


def test_a_move_request_names_the_card_by_its_place() -> None:
    game = Game.deal(2)
    session = Session()
    session.handle({"op": "open", "lang": "en", "variant": "classique", "deal": 2})
    for move in game.legal_moves():
        if move.kind is MoveKind.BUILD and move.card is not None and move.source:
            card = move.card.to_text("en", symbol=True)
            answer = session.handle(
                {"op": "move", "lang": "en", "source": move.source,
                 "place": _place(game, move.source, card), "target": move.target}
            )  # fmt: skip
            game.play(Move.build(move.card, move.source, move.target or 0))
            assert answer["ok"] and answer["state"]["text"] == game.to_text("en", reveal=False)
            return
    pytest.fail("deal 2 has no build move: the deal changed")


def test_a_playable_reserve_card_is_picked_from_the_reserve() -> None:
    game = Game.deal(3, "three-blind-mice")
    session = Session()
    opened = session.handle({"op": "open", "lang": "fr", "variant": "three-blind-mice", "deal": 3})
    assert not opened["state"]["can_deal"]
    shown = [card["card"] for card in opened["state"]["reserve"]]
    assert shown == [card.to_text("en", symbol=True) for card in game.reserve]
    move = next(m for m in game.legal_moves() if m.source == 0)
    assert move.card is not None
    place = list(game.reserve).index(move.card) + 1
    answer = session.handle(
        {"op": "move", "lang": "fr", "source": 0, "place": place, "target": move.target}
    )
    game.play(move)
    assert answer["ok"] and answer["state"]["text"] == game.to_text("fr", reveal=False)
    assert answer["state"]["score"] == game.score


def test_with_two_decks_the_place_says_which_copy_moves() -> None:
    game = Game.deal(3, "double-scorpion")
    session = Session()
    session.handle({"op": "open", "lang": "ms", "variant": "double-scorpion", "deal": 3})
    played = 0
    while played < 6:
        builds = [
            m for m in game.legal_moves() if m.kind is MoveKind.BUILD and m.card and m.source
        ]
        if not builds:
            break
        move = builds[-1]
        assert move.card is not None and move.source is not None
        column = game.columns[move.source - 1]
        place = move.place or len(column.hidden) + list(column.up).index(move.card) + 1
        answer = session.handle(
            {"op": "move", "lang": "ms", "source": move.source, "place": place,
             "target": move.target}
        )  # fmt: skip
        game.play(move)
        played += 1
        assert answer["ok"] and answer["state"]["text"] == game.to_text("ms", reveal=False)
    assert played > 0
