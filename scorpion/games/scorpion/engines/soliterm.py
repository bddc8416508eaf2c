"""The engine protocol over soliterm's Scorpion: an engine nobody here wrote.

`soliterm` (MIT, on the package index; the optional extra `soliterm` of this project) is a
terminal solitaire that follows GNOME Aisleriot. Its Scorpion (`soliterm.engine.games.
scorpion`) deals seven columns of seven with a three-card stock, builds down in suit,
lets any face-up group move, takes only a King on an empty column, deals the stock onto
columns 1-3 at any time, leaves complete suites in their columns and wins when every
column is empty or one whole suite; its score is Aisleriot's, its undo unlimited.

This adapter only translates: it puts the rule book's board into soliterm's slots, asks
soliterm for its legal moves, lets soliterm play and undo, reads the slots back, and
names soliterm's refusal reasons by the protocol's codes. It decides no rule itself.
Each factory claims one variant whose rules soliterm could be playing (`classique`,
`traditionnel`, `scorpion-ouvert`): the rule book then runs the scenarios of that
variant and reports where soliterm differs.

    pytest features/ --engine=scorpion.games.scorpion.engines.soliterm:classique

What it lacks is declared, so those scenarios are "not applicable", not failed: a score
of the rule book's kind (soliterm's counts Aisleriot's points), hints of the rule book's
kind (soliterm's hint is one best move), telling a lost game, a default variant. Its
refusal messages are English only: the rule book then checks refusals by their codes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from soliterm.engine import Card as SoliCard
from soliterm.engine import Scorpion, Solitaire

from scorpion.cards import Card, Rank, Suit
from scorpion.errors import ProtocolError
from scorpion.protocol import (
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
from scorpion.protocol.values import UNLIMITED

_SUIT_TO_SOLI = {Suit.CLUBS: "C", Suit.DIAMONDS: "D", Suit.HEARTS: "H", Suit.SPADES: "S"}
_SUIT_FROM_SOLI = {letter: suit for suit, letter in _SUIT_TO_SOLI.items()}
COLUMNS = 7
VERSION = "soliterm"


def _to_soli(card: Card, up: bool) -> SoliCard:
    return SoliCard(int(card.rank), _SUIT_TO_SOLI[card.suit], up)


def _from_soli(card: SoliCard) -> Card:
    return Card(Rank(card.rank), _SUIT_FROM_SOLI[card.suit])


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"soliterm {version('soliterm')}"
    except PackageNotFoundError:  # pragma: no cover - installed from source
        return VERSION


@dataclass
class SolitermEngine:
    """soliterm's Scorpion behind the engine protocol, claiming the rules of `variant`."""

    variant: str
    _game: Solitaire = field(init=False)
    _board: Board | None = field(default=None, init=False)
    _removed: tuple[Suit, ...] = field(default=(), init=False)
    _done: list[Accepted] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self._game = Solitaire(Scorpion(), seed=0)

    # ---- the protocol ---------------------------------------------------------------
    def capabilities(self) -> Capabilities:
        return Capabilities(
            name="soliterm",
            variants=(self.variant,),
            features=frozenset({Capability.BLOCKED, Capability.RESET}),
            undo_depth=UNLIMITED,
            messages=("en",),
            version=_version(),
        )

    def setup(self, board: Board, variant_file: str | None = None) -> None:
        """A fresh soliterm game whose slots hold the board (stock first, then the columns).
        soliterm reads no variant files (no "variant-files" capability)."""
        if variant_file is not None:
            raise NotImplementedError("soliterm reads no variant files")
        game = Solitaire(Scorpion(), seed=0)
        stock, *tableau = game.slots
        if len(board.columns) != len(tableau):
            raise ProtocolError.garbage("board (soliterm's Scorpion has 7 columns)", board)
        # soliterm deals the stock from its end: the card for column 1 lies last
        stock.cards = [_to_soli(card, False) for card in reversed(board.reserve)]
        for slot, column in zip(tableau, board.columns, strict=True):
            slot.cards = [_to_soli(placed.card, placed.up) for placed in column]
        game.gamedef.post_move(game)  # soliterm's score and status follow the board
        self._game, self._board = game, board
        self._removed = board.removed  # soliterm has no places for suites: kept as given
        self._done = []

    def state(self) -> State:
        stock, *tableau = self._game.slots
        columns = tuple(
            tuple(Placed(_from_soli(c), c.face_up) for c in slot.cards) for slot in tableau
        )
        reserve = tuple(_from_soli(c) for c in reversed(stock.cards))
        assert self._board is not None, "setup() first"
        board = Board(self._board.variant, columns, reserve, self._removed)
        return State(board, score=None, history=len(self._done))

    def status(self) -> Status:
        return Status(won=self._game.is_won(), blocked=self._game.is_stuck())

    def legal_moves(self) -> tuple[Move, ...]:
        # soliterm's slot 0 is the stock, slots 1-7 the columns: a slot is a column number
        moves = []
        for src, dst, n in self._game.legal_moves():
            pile = self._game.cards(src)
            place = len(pile) - n + 1
            moves.append(Move.build(_from_soli(pile[place - 1]), src, place, dst))
        if self._game.can_deal():
            moves.append(Move.deal())
        return tuple(moves)

    def play(self, move: Move) -> Outcome:
        if move.kind is MoveKind.DEAL:
            return self._deal()
        return self._build(move)

    def undo(self) -> Outcome:
        if not self._done or not self._game.undo():
            return Refused(RefusalCode.NOTHING_TO_UNDO)
        return self._done.pop()

    def reset(self) -> None:
        assert self._board is not None, "setup() first"
        self.setup(self._board)

    def hints(self) -> tuple[Move, ...]:
        raise NotImplementedError("soliterm's hint is one best move, not the rule book's hints")

    def close(self) -> None:
        """Nothing to release: soliterm runs in this process."""

    # ---- translation ----------------------------------------------------------------
    def _deal(self) -> Outcome:
        stock = self._game.cards(0)
        dealt = tuple(_from_soli(c) for c in reversed(stock))
        if not self._game.deal():
            return Refused(RefusalCode.RESERVE_ALREADY_DEALT)
        return self._record(Accepted(Move.deal(), dealt=dealt))

    def _find(self, move: Move) -> tuple[int, int] | RefusalCode:
        """(column, place) of the card a move names, as the protocol describes them."""
        card = move.card
        if move.source is not None and move.place is not None:
            return move.source, move.place
        found = []
        for column in range(1, COLUMNS + 1):
            if move.source not in (None, column):
                continue
            for place, c in enumerate(self._game.cards(column), start=1):
                if card is not None and _from_soli(c) == card:
                    if not c.face_up:
                        return RefusalCode.CARD_FACE_DOWN
                    found.append((column, place))
        if not found:
            return RefusalCode.CARD_NOT_IN_PLAY
        if len(found) > 1:
            return RefusalCode.CARD_AMBIGUOUS
        return found[0]

    def _build(self, move: Move) -> Outcome:
        target = move.target
        if target is None or not 1 <= target <= COLUMNS:
            return Refused(RefusalCode.NO_SUCH_COLUMN)
        where = self._find(move)
        if isinstance(where, RefusalCode):
            return Refused(where)
        src, place = where
        if not 1 <= src <= COLUMNS:
            return Refused(RefusalCode.NO_SUCH_COLUMN)
        pile = self._game.cards(src)
        if not 1 <= place <= len(pile) or _from_soli(pile[place - 1]) != move.card:
            return Refused(RefusalCode.CARD_NOT_IN_PLAY)
        n = len(pile) - place + 1
        block = tuple(_from_soli(c) for c in pile[place - 1 :])
        hidden_before = sum(not c.face_up for c in pile)
        if not self._game.attempt_move(src, target, n):
            reason = self._game.why_not(src, target, n)
            return Refused(self._code(src, target, n, reason), (("en", reason),))
        turned: tuple[Card, ...] = ()
        after = self._game.cards(src)
        if sum(not c.face_up for c in after) < hidden_before:
            turned = (_from_soli(after[-1]),)
        played = Move.build(block[0], src, place, target)
        return self._record(Accepted(played, moved=block, turned=turned))

    def _code(self, src: int, dst: int, n: int, reason: str) -> RefusalCode:
        """The protocol's code for a move soliterm refused, read from soliterm's reason
        (its `why_not`: "an empty column takes only a King", "nothing builds on A♠",
        "X doesn't go on Y, which takes Z")."""
        if src == dst:
            return RefusalCode.SAME_COLUMN
        if "face-down" in reason:
            return RefusalCode.CARD_FACE_DOWN
        if "empty column" in reason:
            return RefusalCode.ONLY_KING_ON_EMPTY
        if reason.startswith("nothing builds on"):
            return RefusalCode.NOTHING_ON_ACE
        wanted = reason.rpartition("which takes ")[2]
        if wanted:
            lead = self._game.cards(src)[-n]
            # it names the card it wants: the right rank in another suit is a suit fault
            if wanted[:-1] == lead.rank_str:
                return RefusalCode.SAME_SUIT_REQUIRED
            return RefusalCode.WRONG_RANK
        return RefusalCode.OTHER

    def _record(self, accepted: Accepted) -> Accepted:
        self._done.append(accepted)
        return accepted


def classique() -> SolitermEngine:
    """soliterm, claiming the app's Classique rules."""
    return SolitermEngine("classique")


def traditionnel() -> SolitermEngine:
    """soliterm, claiming the traditional rules (seed 003)."""
    return SolitermEngine("traditionnel")


def scorpion_ouvert() -> SolitermEngine:
    """soliterm, claiming the traditional rules with unlimited undo."""
    return SolitermEngine("scorpion-ouvert")
