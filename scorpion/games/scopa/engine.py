"""This project's Scopa engine behind the engine protocol (scorpion.protocol.scopa), so
`python -m scorpion.engine_server --game scopa` serves it and the rule book can run
through it as through any other Scopa engine; and the conversions between the game's
values and the protocol's, which the rule book's engine-backed game uses too.
"""

from __future__ import annotations

from dataclasses import astuple

from scorpion.errors import IllegalPlay, ProtocolError
from scorpion.games.scopa.game import ScopaGame
from scorpion.games.scopa.players import Player
from scorpion.games.scopa.plays import DealScore, Play, ScopaAction
from scorpion.games.scopa.position import Position
from scorpion.i18n import LANGUAGES
from scorpion.protocol.scopa import (
    SCOPA,
    ScopaAccepted,
    ScopaBoard,
    ScopaOutcome,
    ScopaPlay,
    ScopaRefusalCode,
    ScopaRefused,
    ScopaScore,
    ScopaState,
)
from scorpion.protocol.values import UNLIMITED, Capabilities, Capability


# ---- conversions ----------------------------------------------------------------------
def _player(number: int | None) -> Player | None:
    if number is None:
        return None
    try:
        return Player(number)
    except ValueError:
        raise ProtocolError.garbage("player", number) from None


def to_board(position: Position) -> ScopaBoard:
    return ScopaBoard(
        hands=position.hands,
        table=position.table,
        piles=position.piles,
        scopas=position.scopas,
        stock=position.stock,
        dealer=int(position.dealer),
        turn=None if position.turn is None else int(position.turn),
        last_capturer=None if position.last_capturer is None else int(position.last_capturer),
        totals=position.totals,
        deal_number=position.deal_number,
    )


def from_board(board: ScopaBoard) -> Position:
    dealer = _player(board.dealer)
    assert dealer is not None
    return Position(
        hands=board.hands,
        table=board.table,
        piles=board.piles,
        scopas=board.scopas,
        stock=board.stock,
        dealer=dealer,
        turn=_player(board.turn),
        last_capturer=_player(board.last_capturer),
        totals=board.totals,
        deal_number=board.deal_number,
    )


def to_score(score: DealScore | None) -> ScopaScore | None:
    """A deal's score as the protocol's value (the same fields, in the same order)."""
    return None if score is None else ScopaScore(*astuple(score))


def from_score(score: ScopaScore | None) -> DealScore | None:
    """The protocol's score of a deal as the game's own (the same fields, in order)."""
    return None if score is None else DealScore(*astuple(score))


def to_accepted(action: ScopaAction | None) -> ScopaAccepted:
    """What an action did (None: a new deal)."""
    if action is None:
        return ScopaAccepted()
    return ScopaAccepted(
        play=ScopaPlay(action.play.card, action.play.captured),
        player=int(action.player),
        scopa=action.scopa,
        dealt=action.dealt,
        swept=action.swept,
        swept_to=None if action.swept_to is None else int(action.swept_to),
        score=to_score(action.score),
    )


def from_accepted(outcome: ScopaAccepted) -> ScopaAction | None:
    """The record of a play from what the engine said it did (None: not a play)."""
    player = _player(outcome.player)
    if outcome.play is None or player is None:
        return None
    return ScopaAction(
        player,
        Play(outcome.play.card, outcome.play.captured or ()),
        outcome.scopa,
        outcome.dealt,
        outcome.swept,
        _player(outcome.swept_to),
        from_score(outcome.score),
    )


def refused(error: IllegalPlay) -> ScopaRefused:
    """A refusal as the protocol says it: its code and its message in every language."""
    code = ScopaRefusalCode[error.reason.name]
    return ScopaRefused(code, tuple((lang, error.message(lang)) for lang in LANGUAGES))


# ---- the engine ----------------------------------------------------------------------
class BuiltinScopaEngine:
    """`scorpion.games.scopa.ScopaGame` as a `scorpion.protocol.scopa.ScopaEngine`."""

    def __init__(self) -> None:
        self._game: ScopaGame | None = None

    @property
    def game(self) -> ScopaGame:
        if self._game is None:
            raise ProtocolError.garbage("request before scopa-setup or scopa-deal", None)
        return self._game

    def capabilities(self) -> Capabilities:
        return Capabilities(
            name="scorpion-scopa",
            variants=(),
            features=frozenset({Capability.SCOPA_DEAL}),
            undo_depth=UNLIMITED,
            messages=LANGUAGES,
            games=(SCOPA,),
        )

    def scopa_setup(self, board: ScopaBoard) -> None:
        self._game = ScopaGame(from_board(board))

    def scopa_deal(self, seed: int) -> None:
        self._game = ScopaGame.deal(seed)

    def scopa_state(self) -> ScopaState:
        game = self.game
        return ScopaState(
            board=to_board(game.position),
            redeals=game.redeals,
            tables=game.tables,
            history=len(game.steps),
            winner=None if game.winner is None else int(game.winner),
            score=to_score(game.deal_score),
        )

    def scopa_moves(self) -> tuple[ScopaPlay, ...]:
        return tuple(ScopaPlay(p.card, p.captured) for p in self.game.legal_plays())

    def scopa_play(self, play: ScopaPlay) -> ScopaOutcome:
        try:
            action = self.game.play(play.card, play.captured)
        except IllegalPlay as error:
            return refused(error)
        return to_accepted(action)

    def scopa_next_deal(self) -> ScopaOutcome:
        try:
            self.game.next_deal()
        except IllegalPlay as error:
            return refused(error)
        return ScopaAccepted()

    def scopa_undo(self) -> ScopaOutcome:
        try:
            action = self.game.undo()
        except IllegalPlay as error:
            return refused(error)
        return to_accepted(action)

    def close(self) -> None:
        self._game = None
