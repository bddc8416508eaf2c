"""The engine protocol's values, their JSON form and the built-in engine behind them."""

from __future__ import annotations

import json

import pytest

from scorpion import Card, Game, Refusal, Suit, read_variant
from scorpion.errors import ProtocolError
from scorpion.games.scorpion.engines.builtin import BuiltinEngine, board_of
from scorpion.protocol import (
    Accepted,
    Board,
    Capability,
    Engine,
    Move,
    MoveKind,
    Placed,
    RefusalCode,
    Refused,
    card_code,
    card_from_code,
    wire,
)


@pytest.fixture
def won(seed_boards: dict[tuple[str, str], str]) -> str:
    """The first board of the won game of the French text."""
    return seed_boards["fr", "initial"]


def engine_on(text: str, variant: str = "classique") -> BuiltinEngine:
    engine = BuiltinEngine()
    engine.setup(board_of(Game.from_text(text, "fr", variant)))
    return engine


def test_every_refusal_of_the_engine_has_a_stable_code() -> None:
    for refusal in Refusal:
        code = RefusalCode.of(refusal)
        assert code.value == refusal.name.lower()
        assert code.refusal is refusal
    assert RefusalCode.OTHER.refusal is None
    assert len(RefusalCode) == len(Refusal) + 1


@pytest.mark.parametrize("code", ["10H", "QS", "AC", "2D", "KH"])
def test_card_codes_read_back(code: str) -> None:
    assert card_code(card_from_code(code)) == code


@pytest.mark.parametrize("garbage", ["", "1H", "11S", "QX", 12, None, "10"])
def test_unreadable_card_codes_are_protocol_errors(garbage: object) -> None:
    with pytest.raises(ProtocolError) as caught:
        card_from_code(garbage)
    assert "card" in caught.value.message("en")
    assert "carte" not in caught.value.message("en")


def test_the_builtin_engine_is_an_engine() -> None:
    engine = BuiltinEngine()
    assert isinstance(engine, Engine)
    caps = engine.capabilities()
    assert {"classique", "double-scorpion", "traditionnel"} <= set(caps.variants)
    assert caps.has(Capability.SCORE) and caps.has(Capability.UNDO)
    assert caps.messages == ("en", "fr", "ms")
    assert caps.default_variant == "classique"
    assert caps.missing("variant:nonesuch") == "variant:nonesuch"


def test_the_first_move_of_the_won_game_through_the_protocol(won: str) -> None:
    engine = engine_on(won)
    four = Card.from_text("4♥")
    legal = engine.legal_moves()
    assert Move.build(four, 2, 6, 7) in legal  # 3 face-down cards, then Q♥ 3♣ 4♥
    outcome = engine.play(Move.build(four, 2, 6, 7))
    assert outcome == Accepted(
        Move.build(four, 2, 6, 7), (four, Card.from_text("7♠")), (), (), (), 5
    )
    state = engine.state()
    assert state.score == 5 and state.history == 1
    assert [p.card for p in state.board.columns[6][-2:]] == [four, Card.from_text("7♠")]
    undone = engine.undo()
    assert isinstance(undone, Accepted) and undone.points == -5
    assert undone.move == Move.build(four, 2, 6, 7)
    assert engine.state().score == 0


def test_a_refusal_has_its_code_and_messages_and_changes_nothing(won: str) -> None:
    engine = engine_on(won)
    before = engine.state()
    outcome = engine.play(Move.build(Card.from_text("10♥"), 1, 6, 6))
    assert isinstance(outcome, Refused)
    assert outcome.code is RefusalCode.SAME_SUIT_REQUIRED
    assert outcome.message("fr") == "Règle : les cartes doivent être de la même famille"
    assert engine.state() == before


def test_a_move_naming_a_place_that_does_not_hold_the_card_is_refused(won: str) -> None:
    engine = engine_on(won)
    outcome = engine.play(Move.build(Card.from_text("4♥"), 2, 5, 7))
    assert isinstance(outcome, Refused) and outcome.code is RefusalCode.CARD_NOT_AT_PLACE


def test_a_face_down_card_named_by_its_place_is_refused_as_face_down() -> None:
    engine = engine_on("réserve : distribuée\ncolonne 1 : 1 cachée (5 de pique), puis 8 de carreau")
    outcome = engine.play(Move.build(Card.from_text("5♠"), 1, 1, 2))
    assert isinstance(outcome, Refused) and outcome.code is RefusalCode.CARD_FACE_DOWN


def test_the_deal_of_the_reserve_is_a_move(won: str) -> None:
    engine = engine_on(won)
    assert Move.deal() in engine.legal_moves()
    outcome = engine.play(Move.deal())
    assert isinstance(outcome, Accepted) and len(outcome.dealt) == 3
    again = engine.play(Move.deal())
    assert isinstance(again, Refused) and again.code is RefusalCode.RESERVE_ALREADY_DEALT


def test_a_place_counts_face_down_cards_after_a_turn_up() -> None:
    engine = engine_on(
        "réserve : distribuée\ncolonne 1 : 1 cachée (5 de pique), puis 8 de carreau\n"
        "colonne 2 : 9 de carreau"
    )
    outcome = engine.play(Move.build(Card.from_text("8♦"), None, None, 2))
    assert isinstance(outcome, Accepted)
    assert outcome.move == Move.build(Card.from_text("8♦"), 1, 2, 2)
    assert outcome.turned == (Card.from_text("5♠"),)


def test_values_survive_the_wire(won: str) -> None:
    engine = engine_on(won)
    state = engine.state()
    assert wire.state_from_json(json.loads(json.dumps(wire.state_to_json(state)))) == state
    caps = engine.capabilities()
    assert wire.capabilities_from_json(wire.capabilities_to_json(caps)) == caps
    for move in engine.legal_moves():
        assert wire.move_from_json(wire.move_to_json(move)) == move
    for outcome in (engine.play(Move.deal()), engine.play(Move.deal())):
        assert wire.outcome_from_json(wire.outcome_to_json(outcome)) == outcome


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "fly"},
        {"kind": "build", "card": "4H", "target": "7"},
        {"kind": "build", "card": "4H", "target": True},
        [],
    ],
)
def test_garbage_moves_are_protocol_errors(data: object) -> None:
    with pytest.raises(ProtocolError):
        wire.move_from_json(data)


def test_a_board_the_engine_cannot_hold_is_refused_at_setup() -> None:
    four, five = Card.from_text("4♥"), Card.from_text("5♥")
    board = Board("classique", ((Placed(four, True), Placed(five, False)),))
    with pytest.raises(ProtocolError):
        BuiltinEngine().setup(board)
    assert Move(MoveKind.DEAL) == Move.deal()
    assert Board("classique", ()).removed == () and Suit.HEARTS.value == "h"


def test_two_copies_in_one_column_are_two_moves() -> None:
    engine = engine_on(
        "réserve : distribuée\ncolonne 1 : 5 de pique, 10 de cœur, 5 de pique\n"
        "colonne 2 : 6 de pique",
        "double-scorpion",
    )
    five = Card.from_text("5♠")
    moves = {m for m in engine.legal_moves() if m.card is five and m.target == 2}
    assert moves == {Move.build(five, 1, 1, 2), Move.build(five, 1, 3, 2)}
    outcome = engine.play(Move.build(five, 1, 1, 2))
    assert isinstance(outcome, Accepted) and outcome.move == Move.build(five, 1, 1, 2)
    assert len(outcome.moved) == 3


def test_a_listed_move_names_the_face_up_copy_above_a_face_down_one() -> None:
    """Two decks: the copy lying face down below names no move (the perft run of
    double-scorpion found the adapter listing the face-down place)."""
    engine = engine_on(
        "réserve : distribuée\ncolonne 1 : 1 cachée (10 de pique), puis 3 de trèfle, 10 de pique\n"
        "colonne 2 : valet de pique",
        "double-scorpion",
    )
    ten = Card.from_text("10♠")
    moves = [m for m in engine.legal_moves() if m.card is ten]
    assert moves == [Move.build(ten, 1, 3, 2)]
    assert isinstance(engine.play(moves[0]), Accepted)


WASP_FILE = """name = "mon-scorpion"
inherits = "classique"

[rules]
empty_column = "any"

[source]
reading = "Wasp's empty columns on the Classique deal."
"""


def test_setup_carries_a_variant_file_over_the_wire() -> None:
    """An engine with "variant-files" plays a board under a variant no file ships; the
    request without the file stays what engines written before it read."""
    from scorpion.protocol.client import LoopbackEngine

    game = Game.from_text("colonne 1 : 5 de cœur\ncolonne 2 : vide", "fr", read_variant(WASP_FILE))
    engine = LoopbackEngine(BuiltinEngine())
    assert engine.capabilities().has(Capability.VARIANT_FILES)
    engine.setup(board_of(game), WASP_FILE)
    assert '"variant_file"' in (engine.transcript or [("", "")])[-1][0]
    five = Card.from_text("5♥")
    assert Move.build(five, 1, 1, 2) in engine.legal_moves()  # Wasp: anything fills it
    engine.setup(board_of(Game.from_text("colonne 1 : 5 de cœur", "fr")))
    assert '"variant_file"' not in (engine.transcript or [("", "")])[-1][0]
    assert engine.state().board.variant == "classique"


def test_a_board_must_name_the_variant_of_its_file() -> None:
    game = Game.from_text("colonne 1 : 5 de cœur", "fr")
    with pytest.raises(ProtocolError):
        BuiltinEngine().setup(board_of(game), WASP_FILE)


def test_an_engine_without_variant_files_makes_such_scenarios_not_applicable() -> None:
    from dataclasses import replace

    from scorpion.bdd.faults import NotApplicable
    from scorpion.games.scorpion.rulebook.world import World
    from scorpion.protocol import Capabilities

    class Older(BuiltinEngine):
        def capabilities(self) -> Capabilities:
            caps = super().capabilities()
            return replace(caps, features=caps.features - {Capability.VARIANT_FILES})

    world = World("fr", engine=Older())
    game = Game.from_text("colonne 1 : 5 de cœur", "fr", read_variant(WASP_FILE))
    with pytest.raises(NotApplicable, match="variant-files"):
        world.setup(game, WASP_FILE)


def test_an_engine_deals_its_own_game_over_the_wire_the_same_for_the_same_seed() -> None:
    from scorpion.protocol.client import LoopbackEngine

    engine = LoopbackEngine(BuiltinEngine())
    assert engine.capabilities().has(Capability.DEAL)
    engine.deal(7, "classique")
    first = engine.state()
    assert '"op":"deal"' in (engine.transcript or [("", "")])[-2][0].replace(" ", "")
    engine.deal(8, "classique")
    assert engine.state().board != first.board
    engine.deal(7, "classique")
    assert engine.state() == first
    assert first.board == board_of(Game.deal(7, "classique"))
    assert (first.score, first.history) == (0, 0)


def test_a_deal_request_without_a_seed_is_a_protocol_error() -> None:
    from scorpion.protocol.server import answer, handlers

    reply, _ = answer(handlers(BuiltinEngine()), '{"id": 1, "op": "deal", "variant": "classique"}')
    assert "seed" in reply["error"]


def test_choices_and_what_a_variant_goes_without_survive_the_wire() -> None:
    from dataclasses import replace

    caps = replace(
        BuiltinEngine().capabilities(),
        choices=("undo-depth",),
        without=(("traditionnel", frozenset({Capability.SCORE, Capability.UNDO})),),
    )
    back = wire.capabilities_from_json(json.loads(json.dumps(wire.capabilities_to_json(caps))))
    assert back == caps
    assert back.missing(Capability.SCORE) is None
    assert back.missing(Capability.SCORE, "traditionnel") == "score"
    assert back.missing(Capability.UNDO, "traditionnel") == "undo"
    assert back.missing(Capability.UNDO, "classique") is None
    assert back.missing("choice:undo-depth") is None
    assert back.missing("choice:cards4-app-scoring") == "choice:cards4-app-scoring"


def test_a_variant_without_score_makes_the_score_steps_not_applicable() -> None:
    from dataclasses import replace

    from scorpion.bdd.faults import NotApplicable
    from scorpion.games.scorpion.rulebook.world import World
    from scorpion.protocol import Capabilities

    class NoScoreInCards4(BuiltinEngine):
        def capabilities(self) -> Capabilities:
            caps = super().capabilities()
            return replace(caps, without=(("cards4", frozenset({Capability.SCORE})),))

    world = World("fr", engine=NoScoreInCards4())
    world.setup(Game.from_text("colonne 1 : 5 de cœur", "fr", "cards4"))
    with pytest.raises(NotApplicable, match="score"):
        world.need(Capability.SCORE)
    world.setup(Game.from_text("colonne 1 : 5 de cœur", "fr", "classique"))
    world.need(Capability.SCORE)
