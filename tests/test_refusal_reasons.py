"""The refusal step that accepts any of several reasons (« … est refusé pour l'une de ces
raisons » / « … ditolak atas salah satu sebab berikut »): a refusal passes with the code of
any listed reason, fails with any other code, fails when the engine's own message names
another reason than its code, and fails when the refused action changed something."""

from __future__ import annotations

import pytest

from scorpion.bdd.faults import Check
from scorpion.cards import Card, Rank, Suit
from scorpion.errors import Refusal
from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.rulebook.steps import STEPS, World
from scorpion.i18n import gettext
from scorpion.protocol import Move, Outcome, RefusalCode, Refused

BOARD = """réserve : distribuée
aucune suite retirée
colonne 1 : 10 de pique
colonne 2 : 4 de carreau, valet de cœur
colonne 3 : 9 de pique
"""
JACK = Card(Rank.JACK, Suit.HEARTS)
SUIT = gettext("fr", Refusal.SAME_SUIT_REQUIRED.value)
RANK = gettext("fr", Refusal.WRONG_RANK.value)
ACE = gettext("fr", Refusal.NOTHING_ON_ACE.value)


class Refusing(BuiltinEngine):
    """Refuses every move with one code (and, when given, one French message); with
    `spoil`, plays another move before saying it refused this one."""

    def __init__(self, code: RefusalCode, message: str | None = None, spoil: bool = False) -> None:
        super().__init__()
        self.code, self.said, self.spoil = code, message, spoil

    def play(self, move: Move) -> Outcome:
        if self.spoil:
            super().play(Move.build(Card(Rank.NINE, Suit.SPADES), 3, 1, 1))
        return Refused(self.code, (("fr", self.said),) if self.said else ())


def refuse_jack(engine: BuiltinEngine, *reasons: str) -> None:
    world = World("fr", None, engine)
    world.setup(Game.from_text(BOARD, "fr", "classique"))
    world.move(JACK, 1)
    STEPS["refused_any"].func(world, table=reasons)


@pytest.mark.parametrize("code", [RefusalCode.SAME_SUIT_REQUIRED, RefusalCode.WRONG_RANK])
def test_either_listed_reason_is_accepted(code: RefusalCode) -> None:
    refuse_jack(Refusing(code), SUIT, RANK)


def test_the_built_in_engine_passes_the_jack_of_hearts_onto_the_ten_of_spades() -> None:
    refuse_jack(BuiltinEngine(), SUIT, RANK)


def test_a_code_of_no_listed_reason_fails() -> None:
    with pytest.raises(Check):
        refuse_jack(Refusing(RefusalCode.NOTHING_ON_ACE), SUIT, RANK)
    with pytest.raises(Check):
        refuse_jack(Refusing(RefusalCode.OTHER), SUIT, RANK)


def test_a_message_that_names_another_reason_than_the_code_fails() -> None:
    refuse_jack(Refusing(RefusalCode.WRONG_RANK, RANK), SUIT, RANK)
    with pytest.raises(Check):
        refuse_jack(Refusing(RefusalCode.WRONG_RANK, SUIT), SUIT, RANK)
    with pytest.raises(Check):
        refuse_jack(Refusing(RefusalCode.NOTHING_ON_ACE, ACE), SUIT, RANK)


def test_a_refused_action_that_changed_the_board_fails() -> None:
    with pytest.raises(Check):
        refuse_jack(Refusing(RefusalCode.WRONG_RANK, spoil=True), SUIT, RANK)
