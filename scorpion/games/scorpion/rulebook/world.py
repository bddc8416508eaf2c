"""The state one scenario runs in, and the step registry.

The World drives an engine through the engine protocol (`scorpion.protocol.Engine`):
it sets up boards, plays actions and reads the board back as neutral values. Boards
are printed and compared in the rule book's own notation, from a `Game` built on the
board read back (`World.board`): that Game is only a view for the notation, never asked
what the rules allow. What the rules allow is always the engine's answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from scorpion.bdd.faults import Check, NotApplicable
from scorpion.bdd.messages import M_
from scorpion.bdd.stepdefs import StepDef, registrar
from scorpion.bdd.text import normalize
from scorpion.cards import Card
from scorpion.errors import ProtocolError, Refusal, ScorpionError
from scorpion.games.scorpion.engines.builtin import BuiltinEngine, board_of, game_from_board
from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.moves import Move as BookMove
from scorpion.games.scorpion.rules import ReserveRule, RuleSet, variant
from scorpion.i18n import gettext
from scorpion.protocol import (
    Accepted,
    Board,
    Capabilities,
    Capability,
    Engine,
    Move,
    MoveKind,
    Outcome,
    Refused,
    State,
    Status,
)


@dataclass(frozen=True)
class RefusalText:
    """A refusal as the rule book prints it: the engine's message in the language when it
    gives one, its code otherwise."""

    outcome: Refused

    def to_text(self, lang: str) -> str:
        return self.outcome.message(lang) or self.outcome.code.value


@dataclass
class Pending:
    """An action the engine refused, waiting for the refusal step that checks it."""

    outcome: Refused
    before: State
    line: int | None

    @property
    def error(self) -> RefusalText:
        return RefusalText(self.outcome)


@dataclass
class Played:
    """An action the engine accepted, with the board before it and the card it landed on."""

    action: Accepted
    before: Board
    onto: Card | None


@dataclass
class World:
    """The state one scenario runs in: the engine under test and what it did."""

    lang: str
    path: Path | None = None
    engine: Engine = field(default_factory=BuiltinEngine)
    variant: str | None = None  # the variant of the game set up, None before
    actions: list[Accepted] = field(default_factory=list)  # from the last `when` step
    played: list[Played] = field(default_factory=list)  # every action of the scenario
    refused: Pending | None = None
    line: int | None = None
    broken: bool = False  # the engine failed (crashed, hung, garbage): replace it
    variant_file: str | None = None  # a contributor's variant file, as text
    rules: RuleSet | None = None  # the variant of the game set up, once there is one
    _caps: Capabilities | None = None
    _state: State | None = None
    _view: Game | None = None
    _legal: tuple[Move, ...] | None = None
    _status: Status | None = None

    # ---- what the engine offers ---------------------------------------------------
    @property
    def caps(self) -> Capabilities:
        if self._caps is None:
            self._caps = self.engine.capabilities()
        return self._caps

    def need(self, *needs: Capability | str) -> None:
        """Skip the scenario (NotApplicable) unless the engine has each of `needs`, in the
        variant of the game set up (a variant may go without a score, an undo, ...)."""
        for need in needs:
            missing = self.caps.missing(need, self.variant)
            if missing is not None:
                raise NotApplicable(missing)

    # ---- setting up, reading back -------------------------------------------------
    def setup(self, game: Game, variant_file: str | None = None) -> None:
        """Start the engine on the board of `game` (read from a doc string, or a deal),
        under a shipped variant, or under the one `variant_file` (its text) defines."""
        name = game.variant.name
        if variant_file is None:
            self.need(f"variant:{name}")
            self.engine.setup(board_of(game))
        else:
            self.need(Capability.VARIANT_FILES)
            self.engine.setup(board_of(game), variant_file)
        self.variant, self.rules = name, game.variant
        self.forget()

    def file_text(self) -> str:
        """The scenario's variant file; a Check when none was given before."""
        if self.variant_file is None:
            raise Check(M_("no variant file yet: start with the variant file"))
        return self.variant_file

    def forget(self) -> None:
        """Drop what was read from the engine: it has changed."""
        self._state = self._view = self._legal = self._status = None

    @property
    def state(self) -> State:
        if self.variant is None:
            raise Check(M_("no board yet: start the scenario with a board or a deal"))
        if self._state is None:
            self._state = self.engine.state()
        return self._state

    @property
    def board(self) -> Game:
        """The board read back, as the rule book's notation sees it (a view, see above)."""
        if self._view is None:
            self._view = game_from_board(self.state.board, self.rules)
        return self._view

    @property
    def score(self) -> int:
        self.need(Capability.SCORE)
        return _declared(self.state.score, "state.score")

    @property
    def history(self) -> int:
        self.need(Capability.UNDO)
        return _declared(self.state.history, "state.history")

    @property
    def status(self) -> Status:
        self.state  # noqa: B018 (a board is needed first)
        if self._status is None:
            self._status = self.engine.status()
        return self._status

    @property
    def legal(self) -> tuple[Move, ...]:
        self.state  # noqa: B018 (a board is needed first)
        if self._legal is None:
            self._legal = self.engine.legal_moves()
        return self._legal

    @property
    def last(self) -> Accepted:
        if not self.actions:
            raise Check(M_("no action was played by the previous step"))
        return self.actions[-1]

    # ---- acting -------------------------------------------------------------------
    def act(self, call: Callable[[Engine], Outcome]) -> bool:
        """Play one action; a refusal is kept for the next step to check. True if played."""
        before = self.state
        outcome = call(self.engine)
        self.forget()
        if isinstance(outcome, Refused):
            self.refused = Pending(outcome, before, self.line)
            return False
        onto = None
        if outcome.move.kind is MoveKind.BUILD and outcome.move.target is not None:
            columns = before.board.columns
            if 0 < outcome.move.target <= len(columns) and columns[outcome.move.target - 1]:
                top = columns[outcome.move.target - 1][-1]
                onto = top.card if top.up else None
        self.actions.append(outcome)
        self.played.append(Played(outcome, before.board, onto))
        return True

    def move(self, card: Card, target: int, source: int | None = None) -> bool:
        """Ask the engine to move `card` (from `source` when given) onto `target`."""
        return self.act(lambda engine: engine.play(self.request(card, target, source)))

    def request(self, card: Card, target: int, source: int | None = None) -> Move:
        """The protocol move for "the card (of column source) goes onto column target".

        Where the board shows the card at one place, the move names it. Where it shows
        it at several (two decks), the one copy a legal move takes there; if none or
        several may go, and where it shows it nowhere, the move leaves source and place
        out and the engine finds the card or refuses (card_ambiguous, card_not_in_play).
        """
        places = self.places(card, source)
        if len(places) == 1:
            return Move.build(card, *places[0], target)
        if len(places) > 1:
            fits = [
                m
                for m in self.legal
                if m.card is card and m.target == target and (m.source, m.place) in places
            ]
            if len(fits) == 1:
                return fits[0]
        return Move.build(card, source, None, target)

    def places(self, card: Card, source: int | None) -> list[tuple[int, int]]:
        """(source, place) of every copy of `card` the board shows, face up or down, in
        column `source` (0: a reserve whose cards are played one by one) or anywhere."""
        board = self.state.board
        found = [
            (number, place)
            for number, column in enumerate(board.columns, 1)
            if source in (None, number)
            for place, placed in enumerate(column, 1)
            if placed.card is card
        ]
        rules = self.rules or variant(board.variant)
        if source in (None, 0) and rules.reserve is ReserveRule.PLAYABLE:
            found += [(0, place) for place, c in enumerate(board.reserve, 1) if c is card]
        return found


def _declared(value: int | None, what: str) -> int:
    """A value the engine's capabilities promise; ProtocolError when it sends none."""
    if value is None:
        raise ProtocolError.garbage(what, value)
    return value


def match_refusal(lang: str, message: str) -> tuple[Refusal, dict[str, str]] | None:
    """The rule book's refusal reason whose message, in `lang`, reads `message`, with the
    text of each of its values; None when no reason reads so."""
    text = normalize(message)
    for refusal in Refusal:
        pattern = ""
        for piece in re.split(r"(\{\w+\})", normalize(gettext(lang, refusal.value))):
            if piece.startswith("{"):
                pattern += rf"(?P<{piece[1:-1]}>.+?)"
            else:
                pattern += re.escape(piece)
        found = re.fullmatch(pattern, text)
        if found:
            return refusal, found.groupdict()
    return None


@dataclass(frozen=True)
class WrittenMove:
    """A move as a scenario writes it: compared by the move (the same in every language),
    its text kept for the step that checks the writing itself."""

    move: BookMove
    text: str = field(compare=False)


# ---- the step registry -----------------------------------------------------------------
STEPS: dict[str, StepDef] = {}
"""Scorpion's neutral steps by id, filled by `step` in steps.py and the checks modules."""

step = registrar(STEPS)


# ---- values the rule book's messages show ----------------------------------------------
@dataclass(frozen=True)
class Title:
    """A variant, shown by its title in the language ("Classique", "Klasik")."""

    name: str

    def to_text(self, lang: str) -> str:
        try:
            return variant(self.name).title(lang)
        except ScorpionError:
            return self.name


@dataclass(frozen=True)
class Lines:
    """A board shown in a message one part per line."""

    game: Game

    def to_text(self, lang: str) -> str:
        return self.game.to_text(lang, lines=True)
