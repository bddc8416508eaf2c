"""The project's own engine (`scorpion.Game`) behind the engine protocol.

An adapter, not a change to `Game`: it turns neutral boards into a Game, Game actions
and refusals into neutral outcomes, and computes each move's place in its column from
the board itself. `python -m scorpion.engine_server` serves it over stdin/stdout;
`--engine=scorpion.games.scorpion.engines.builtin:BuiltinEngine` loads it by name.
"""

from __future__ import annotations

from collections.abc import Callable

from scorpion.errors import IllegalMove, ProtocolError
from scorpion.games.scorpion.game import Column, Game, Position
from scorpion.games.scorpion.moves import Action, ChangeKind
from scorpion.games.scorpion.moves import Move as GameMove
from scorpion.games.scorpion.moves import MoveKind as GameMoveKind
from scorpion.games.scorpion.rules import RuleSet, read_variant, variant, variant_names
from scorpion.i18n import LANGUAGES
from scorpion.protocol.values import (
    UNLIMITED,
    Accepted,
    Board,
    Capabilities,
    Capability,
    Move,
    MoveKind,
    Outcome,
    Placed,
    RefusalCode,
    Refused,
    State,
    Status,
)


def game_from_board(board: Board, rules: RuleSet | None = None) -> Game:
    """A Game on a neutral board (face-down cards must lie under the face-up ones), under
    `rules`, or the shipped variant the board names."""
    columns = []
    for cards in board.columns:
        hidden = tuple(p.card for p in cards if not p.up)
        up = tuple(p.card for p in cards if p.up)
        if any(p.up for p in cards[: len(hidden)]):
            raise ProtocolError.garbage("column (a face-down card above a face-up one)", cards)
        columns.append(Column(hidden, up))
    if rules is None:
        rules = variant(board.variant)
    elif rules.name != board.variant:
        raise ProtocolError.garbage(f"board (of the variant {rules.name})", board.variant)
    width = len(rules.layout.columns)
    if len(columns) > width:
        raise ProtocolError.garbage(f"board ({width} columns at most)", len(columns))
    columns += [Column()] * (width - len(columns))
    position = Position(tuple(columns), board.reserve, not board.reserve, board.removed)
    return Game(position, rules)


def board_of(game: Game) -> Board:
    """The neutral board of a Game."""
    return Board(
        game.variant.name,
        tuple(
            tuple(Placed(c, False) for c in column.hidden)
            + tuple(Placed(c, True) for c in column.up)
            for column in game.columns
        ),
        game.reserve,
        game.removed,
    )


CHOICES = ("cards4-app-scoring", "cards4-blocked-ends", "suite-under-suite", "undo-depth")
"""The choices left open by a text (features/choices.toml) that this engine follows."""


class BuiltinEngine:
    """`scorpion.Game` as an `Engine`. `game`, `last` (the last Action played or undone)
    and `refusal` (the last refusal) stay readable for the rules site, which draws what
    the engine did."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self.last: Action | None = None
        self.refusal: IllegalMove | None = None
        self._caps: Capabilities | None = None

    @property
    def game(self) -> Game:
        if self._game is None:
            raise ProtocolError.garbage("request before setup", None)
        return self._game

    def capabilities(self) -> Capabilities:
        """Read once per engine, as a process engine answers its handshake once (the
        variant files are listed, and a deal made, only the first time)."""
        if self._caps is None:
            self._caps = self._capabilities()
        return self._caps

    def _capabilities(self) -> Capabilities:
        depths = [variant(name).undo_depth for name in variant_names()]
        return Capabilities(
            name="scorpion",
            variants=variant_names(),
            features=frozenset(
                {
                    Capability.SCORE,
                    Capability.HINTS,
                    Capability.LOST,
                    Capability.BLOCKED,
                    Capability.RESET,
                    Capability.DEFAULT_VARIANT,
                    Capability.VARIANT_FILES,
                    Capability.DEAL,
                }
            ),
            undo_depth=UNLIMITED if None in depths else max(d or 0 for d in depths),
            messages=LANGUAGES,
            default_variant=Game.deal(0).variant.name,
            choices=CHOICES,  # every variant keeps a score and refuses undo by its rules
        )

    def deal(self, seed: int, variant: str) -> None:
        self._game = Game.deal(seed, variant)
        self.last = None

    def setup(self, board: Board, variant_file: str | None = None) -> None:
        rules = None if variant_file is None else read_variant(variant_file)
        self._game = game_from_board(board, rules)
        self.last = None

    def state(self) -> State:
        game = self.game
        return State(board_of(game), game.score, len(game.history))

    def status(self) -> Status:
        game = self.game
        return Status(game.is_won, game.is_lost, game.is_blocked)

    def legal_moves(self) -> tuple[Move, ...]:
        game = self.game
        return tuple(_neutral(game, move) for move in game.legal_moves())

    def hints(self) -> tuple[Move, ...]:
        return tuple(m for m in self.legal_moves() if m.kind is MoveKind.BUILD)

    def play(self, move: Move) -> Outcome:
        game = self.game
        if move.kind is MoveKind.DEAL:
            return self._outcome(lambda: game.play(GameMove.reserve()))
        assert move.card is not None and move.target is not None
        asked = GameMove(GameMoveKind.BUILD, move.card, move.source, move.target, move.place)
        return self._outcome(lambda: game.play(asked))

    def undo(self) -> Outcome:
        return self._outcome(self.game.undo, undo=True)

    def reset(self) -> None:
        self.game.reset()
        self.last = None

    def close(self) -> None:
        self._game = None

    def _outcome(self, call: Callable[[], Action], undo: bool = False) -> Outcome:
        """Play `call` on the game: its Action as Accepted, its refusal as Refused."""
        game = self.game
        try:
            action = call()
        except IllegalMove as error:
            self.refusal = error
            return _refused(error)
        self.last = action
        # after an undo, the cards are back where the move took them from
        move = _neutral(game, action.move) if undo else _played(game, action)
        sign = -1 if undo else 1
        return Accepted(
            move, action.block, action.turned, action.removed, action.dealt, sign * action.points
        )


# ---- conversions ----------------------------------------------------------------------
def _neutral(game: Game, move: GameMove) -> Move:
    """A Game move as a protocol move, its place read from the board as it is now."""
    if move.kind is GameMoveKind.RESERVE:
        return Move.deal()
    assert move.card is not None and move.source is not None and move.target is not None
    place = move.place
    if place is None and move.source == 0:
        reserve = game.reserve
        place = reserve.index(move.card) + 1 if move.card in reserve else None
    elif place is None and 1 <= move.source <= len(game.face_up):
        # the face-up copy: with two decks the other copy may lie face down below it
        # (the engine's own lists, read without the copy `columns` makes: every legal
        # move of every position a rule-book run lists comes through here)
        up = game.face_up[move.source - 1]
        if move.card in up:
            place = len(game.face_down[move.source - 1]) + up.index(move.card) + 1
    return Move.build(move.card, move.source, place, move.target)


def _played(game: Game, action: Action) -> Move:
    """The move an action played, its place as it was before: the block left from `slot`
    in the face-up cards, above the face-down cards there were (those left plus those
    the action turned up)."""
    move = action.move
    if move.kind is GameMoveKind.RESERVE:
        return Move.deal()
    assert move.card is not None and move.source is not None and move.target is not None
    hidden = 0
    if move.source != 0:
        hidden = len(game.face_down[move.source - 1]) + sum(
            1 for c in action.changes if c.kind is ChangeKind.TURN and c.column == move.source
        )
    return Move.build(move.card, move.source, hidden + action.changes[0].slot + 1, move.target)


def _refused(error: IllegalMove) -> Refused:
    messages = tuple((lang, error.message(lang)) for lang in LANGUAGES if lang != "en")
    return Refused(RefusalCode.of(error.reason), (("en", error.message("en")), *messages))
