"""The Scopa part of the engine protocol: this project's Scopa engine answers every
`scopa-*` request within the JSON Schema, the values read back as written, an engine
declares the games it plays (none: Scorpion), and under `--engine-cmd` the rule book runs
exactly the scenarios of the games the engine declares."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from rulebook_runs import run_features

from scorpion.cards import Card
from scorpion.errors import EngineError, ProtocolError
from scorpion.games.scopa import ScopaGame
from scorpion.games.scopa.engine import BuiltinScopaEngine, from_board, to_board
from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.protocol import schemas, scopa, wire
from scorpion.protocol.client import LoopbackEngine
from scorpion.protocol.scopa import (
    SCOPA_OPS,
    ScopaAccepted,
    ScopaPlay,
    ScopaRefusalCode,
    ScopaRefused,
)
from scorpion.protocol.server import answer, handlers

Json = dict[str, Any]
POSITION = (
    "donneur : joueur 2\nau tour de : joueur 1\n"
    "main du joueur 1 : 6 de pique, roi de trèfle\nmain du joueur 2 : as de cœur, 2 de pique\n"
    "table : 2 de trèfle, 4 de cœur, 6 de carreau\ntalon : 24 cartes cachées\n"
    "prises du joueur 1 : 4 cartes\nprises du joueur 2 : 5 cartes"
)
BOARD = scopa.board_to_json(to_board(ScopaGame.from_text(POSITION).position))
SESSION: list[tuple[str, Json]] = [
    ("hello", {"protocol": wire.PROTOCOL_VERSION}),
    ("scopa-setup", {"position": BOARD}),
    ("scopa-state", {}),
    ("scopa-moves", {}),
    ("scopa-play", {"play": {"card": "6S", "captured": ["2C", "4H"]}}),
    ("scopa-play", {"play": {"card": "6S", "captured": None}}),
    ("scopa-undo", {}),
    ("scopa-next-deal", {}),
    ("scopa-deal", {"seed": 198}),
    ("scopa-state", {}),
    ("bye", {}),
]


def test_every_scopa_request_and_answer_of_the_builtin_server_fits_the_schema() -> None:
    table = handlers(BuiltinScopaEngine())
    results = []
    for ident, (op, args) in enumerate(SESSION, 1):
        request = {"id": ident, "op": op, **args}
        schemas.check_request(request)
        response, _ = answer(table, json.dumps(request))
        schemas.check_answer(op, response)
        assert "result" in response, (op, response)
        results.append((op, response["result"]))
    outcomes = [r for op, r in results if op.startswith("scopa-") and "accepted" in r]
    assert [o["accepted"] for o in outcomes] == [False, True, True, False]
    assert outcomes[0]["refusal"] == "single-first" and "6♦" in outcomes[0]["messages"]["fr"]
    assert outcomes[1]["play"] == {"card": "6S", "captured": ["6D"]}
    assert outcomes[3]["refusal"] == "deal-not-over"
    assert {op for op, _ in results} == {"hello", "bye", *SCOPA_OPS}
    assert results[-2][1]["redeals"] == 1 and len(results[-2][1]["tables"]) == 2
    assert results[0][1]["engine"]["games"] == ["scopa"]


def test_positions_plays_and_outcomes_read_back_as_written() -> None:
    position = ScopaGame.deal(11).position
    assert from_board(scopa.board_from_json(scopa.board_to_json(to_board(position)))) == position
    for play in (ScopaPlay(Card.from_text("6♠")), ScopaPlay(Card.from_text("K♠"), ())):
        assert scopa.play_from_json(scopa.play_to_json(play)) == play
    game = ScopaGame.deal(3)
    while not game.position.deal_over:
        action = game.play(game.legal_plays()[0])
    from scorpion.games.scopa.engine import to_accepted

    done = to_accepted(action)
    assert done.score is not None
    assert scopa.outcome_from_json(scopa.outcome_to_json(done)) == done
    refused = ScopaRefused(ScopaRefusalCode.WRONG_SUM, (("fr", "non"),))
    assert scopa.outcome_from_json(scopa.outcome_to_json(refused)) == refused


@pytest.mark.parametrize(
    "garbage",
    [
        {"accepted": False, "refusal": "nope"},
        {"accepted": True, "scopa": "yes", "dealt": False},
        {"accepted": True, "scopa": False, "dealt": False, "swept": ["1Z"]},
        [],
    ],
)
def test_a_scopa_outcome_that_is_not_the_protocol_is_refused_naming_it(garbage: object) -> None:
    with pytest.raises(ProtocolError):
        scopa.outcome_from_json(garbage)


def test_an_engine_that_declares_no_games_plays_scorpion_only() -> None:
    caps = wire.capabilities_to_json(BuiltinEngine().capabilities())
    assert caps["games"] == ["scorpion"]
    del caps["games"]
    assert wire.capabilities_from_json(caps).games == ("scorpion",)
    assert "scopa-play" not in handlers(BuiltinEngine())
    assert "play" not in handlers(BuiltinScopaEngine())


def test_the_loopback_client_plays_scopa_and_fails_an_engine_answering_garbage() -> None:
    engine = LoopbackEngine(BuiltinScopaEngine())
    engine.scopa_deal(7)
    first = engine.scopa_moves()[0]
    assert isinstance(engine.scopa_play(first), ScopaAccepted)
    assert engine.scopa_state().history == 1
    broken = LoopbackEngine(BuiltinScopaEngine())
    with pytest.raises(EngineError):
        broken.scopa_state()  # no game set up: the engine answers an error


def test_the_rule_book_runs_exactly_the_games_the_engine_declares(tmp_path: Path) -> None:
    server = f"{sys.executable} -m scorpion.engine_server"
    files = ["features/fr/scopa/01_regles_retenues.feature", "features/fr/01_en_bref.feature"]
    for command, game in ((f"{server} --game scopa", "scopa"), (server, "scorpion")):
        folder = tmp_path / game
        folder.mkdir()
        output, status, report = run_features(folder, *files, f"--engine-cmd={command}")
        assert status == 0, output[-2000:]
        ran = {entry["game"] for entry in report["scenarios"]}
        assert ran == {game}, (game, ran)


def test_an_engine_without_messages_is_checked_by_its_refusal_codes(tmp_path: Path) -> None:
    output, status, report = run_features(
        tmp_path,
        "features/fr/scopa/03_deroulement.feature",
        "features/ms/scopa/05_exemple_commente.feature",
        "--engine=tests.engines.scopa_engines:Silent",
    )
    assert status == 0, output[-2000:]
    assert report["summary"]["passed"] == len(report["scenarios"]) > 20


def test_an_engine_that_never_marks_a_scopa_fails_the_scenarios_that_count_one(
    tmp_path: Path,
) -> None:
    output, status, report = run_features(
        tmp_path,
        "features/fr/scopa/03_deroulement.feature",
        "--engine=tests.engines.scopa_engines:NoScopa",
    )
    failed = {entry["id"] for entry in report["scenarios"] if entry["outcome"] == "failed"}
    assert status == 1 and {"scopa-play-12", "scopa-play-16", "scopa-play-17"} <= failed, output
    assert "scopa-play-01" not in failed


def test_a_refusal_without_message_is_recognised_by_its_reason() -> None:
    from scorpion.games.scopa.remote import EngineRefusal

    refusal = EngineRefusal(ScopaRefused(ScopaRefusalCode.CAPTURE_COMPULSORY))
    assert refusal.says("fr", "Capture obligatoire : la carte « 6 de pique » prend 6♦")
    assert not refusal.says("fr", "La carte « 6 de pique » n’est pas sur la table")
    spoken = EngineRefusal(ScopaRefused(ScopaRefusalCode.NOT_ON_TABLE, (("ms", "x"),)))
    assert spoken.says("ms", "x") and not spoken.says("ms", "y")
