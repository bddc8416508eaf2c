"""A Scopa game played by an engine under test (scorpion.protocol.scopa), with the face
the rule book's steps read: under `--engine-cmd`, a Scopa scenario runs on an
`EngineGame` instead of a `ScopaGame`, and every position, play, refusal and score it
checks is what the engine answered.

The rule book still reads the scenario's position itself (and refuses one no real deal
reaches) before handing it to the engine; a refusal the engine gives without a message
in the scenario's language is checked by its code (`EngineRefusal`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from scorpion.bdd.text import normalize, template_pattern
from scorpion.cards import Card
from scorpion.errors import IllegalPlay
from scorpion.games.scopa.engine import from_accepted, from_board, from_score, to_board
from scorpion.games.scopa.players import Player
from scorpion.games.scopa.plays import DealScore, Play, ScopaAction
from scorpion.games.scopa.position import Position
from scorpion.games.scopa.refusals import PlayRefusal
from scorpion.i18n import gettext
from scorpion.protocol.scopa import (
    ScopaAccepted,
    ScopaEngine,
    ScopaOutcome,
    ScopaPlay,
    ScopaRefused,
    ScopaState,
)


class EngineRefusal(IllegalPlay):
    """A play or action the engine refused: its reason from the refusal code, its message
    the engine's own in each language it gave one."""

    def __init__(self, refusal: ScopaRefused) -> None:
        self.reason = PlayRefusal[refusal.code.name]
        self.refusal = refusal
        self.msgid, self.params = str(self.reason.value), {}
        Exception.__init__(self, refusal.message("en") or refusal.code.value)

    def message(self, lang: str = "en") -> str:
        return self.refusal.message(lang) or f"[{self.refusal.code.value}]"

    def says(self, lang: str, text: str) -> bool:
        """Whether `text` is this refusal in `lang`: the engine's message when it gave
        one, else any message of the same reason (its values are not checked)."""
        given = self.refusal.message(lang)
        if given is not None:
            return normalize(given) == normalize(text)
        template = normalize(gettext(lang, str(self.reason.value), "scopa"))
        return re.fullmatch(template_pattern(template, named=False), normalize(text)) is not None


class EngineGame:
    """The game an engine plays, read back after every action."""

    def __init__(self, engine: ScopaEngine, seed: int = 0) -> None:
        self.engine = engine
        self.seed = seed
        self._log: list[ScopaAction | None] = []
        self._state: ScopaState = engine.scopa_state()

    @classmethod
    def setup(cls, engine: ScopaEngine, position: Position) -> EngineGame:
        engine.scopa_setup(to_board(position))
        return cls(engine)

    @classmethod
    def deal(cls, engine: ScopaEngine, seed: int) -> EngineGame:
        engine.scopa_deal(seed)
        return cls(engine, seed)

    # ---- what the steps read ---------------------------------------------------------
    @property
    def position(self) -> Position:
        return from_board(self._state.board)

    @property
    def turn(self) -> Player | None:
        return self.position.turn

    @property
    def totals(self) -> tuple[int, int]:
        return self._state.board.totals

    @property
    def winner(self) -> Player | None:
        return None if self._state.winner is None else Player(self._state.winner)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def deal_score(self) -> DealScore | None:
        return from_score(self._state.score)

    @property
    def redeals(self) -> int:
        return self._state.redeals

    @property
    def tables(self) -> tuple[tuple[Card, ...], ...]:
        return self._state.tables

    @property
    def history(self) -> tuple[ScopaAction, ...]:
        return tuple(a for a in self._log if a is not None)

    @property
    def steps(self) -> tuple[Play | None, ...]:
        return tuple(None if a is None else a.play for a in self._log)

    def legal_plays(self) -> list[Play]:
        return [Play(p.card, p.captured or ()) for p in self.engine.scopa_moves()]

    def to_text(self, lang: str = "fr", *, lines: bool = False, reveal: bool = True) -> str:
        from scorpion.games.scopa.notation import write_position

        return write_position(self.position, lang, lines=lines, reveal=reveal)

    def copy(self) -> EngineGame:
        """A snapshot: the state read last and the plays so far (not a second engine)."""
        other = EngineGame.__new__(EngineGame)
        other.engine, other.seed, other._state = self.engine, self.seed, self._state
        other._log = list(self._log)
        return other

    def __eq__(self, other: object) -> bool:
        return getattr(other, "position", None) == self.position

    __hash__ = None  # type: ignore[assignment]

    # ---- acting ---------------------------------------------------------------------
    def play(
        self, play: Play | Card | str, captured: Iterable[Card | str] | None = None
    ) -> ScopaAction:
        taken: tuple[Card, ...] | None
        if isinstance(play, Play):
            card, taken = play.card, play.captured
        else:
            card = play if isinstance(play, Card) else Card.from_text(play)
            taken = None if captured is None else tuple(Card.from_text(str(c)) for c in captured)
        outcome = self.engine.scopa_play(ScopaPlay(card, taken))
        action = from_accepted(self._accepted(outcome))
        if action is None:
            action = ScopaAction(Player.ONE, Play(card, taken or ()))
        self._log.append(action)
        return action

    def next_deal(self) -> None:
        self._accepted(self.engine.scopa_next_deal())
        self._log.append(None)

    def undo(self) -> ScopaAction | None:
        self._accepted(self.engine.scopa_undo())
        return self._log.pop() if self._log else None

    def _accepted(self, outcome: ScopaOutcome) -> ScopaAccepted:
        """The outcome when accepted (the state read again); EngineRefusal when not."""
        if isinstance(outcome, ScopaRefused):
            raise EngineRefusal(outcome)
        self._state = self.engine.scopa_state()
        return outcome
