"""The neutral values the rule book and an engine exchange: boards, moves, outcomes.

They name nothing of any engine: a board is a variant name, columns of cards (bottom to
top, each face up or down), the reserve and the removed suites. Cards are the rule book's
`Card` values; on the wire they are short codes ("10H", "QS", "AC", see `card_code`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from scorpion.cards import Card, Rank, Suit
from scorpion.errors import ProtocolError, Refusal

# ---- cards as codes -----------------------------------------------------------------
_RANK_CODES = {Rank.ACE: "A", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"}
_RANK_BY_CODE = {_RANK_CODES.get(rank, str(int(rank))): rank for rank in Rank}
_SUIT_BY_CODE = {suit.value.upper(): suit for suit in Suit}


def card_code(card: Card) -> str:
    """ "10H", "QS", "AC": rank (A, 2-10, J, Q, K) then suit (C, D, H, S)."""
    return _RANK_CODES.get(card.rank, str(int(card.rank))) + card.suit.value.upper()


def card_from_code(code: object) -> Card:
    """The card of a code written by `card_code`; ProtocolError otherwise."""
    if isinstance(code, str) and len(code) >= 2:
        rank = _RANK_BY_CODE.get(code[:-1].upper())
        suit = _SUIT_BY_CODE.get(code[-1].upper())
        if rank is not None and suit is not None:
            return Card(rank, suit)
    raise ProtocolError.garbage("card", code)


def suit_code(suit: Suit) -> str:
    """ "C", "D", "H" or "S"."""
    return suit.value.upper()


def suit_from_code(code: object) -> Suit:
    if isinstance(code, str) and code.upper() in _SUIT_BY_CODE:
        return _SUIT_BY_CODE[code.upper()]
    raise ProtocolError.garbage("suit", code)


# ---- boards -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Placed:
    """A card lying in a column, face up or face down."""

    card: Card
    up: bool


@dataclass(frozen=True, slots=True)
class Board:
    """Everything on the table, engine-neutral (the score and history are not in it).

    `columns` run from column 1, each bottom to top. `reserve` holds the cards not yet
    dealt (or, where the variant plays them one by one, not yet played), the card for the
    first target column first; empty once dealt. `removed` lists the complete suites
    taken off the table, in the order they went.
    """

    variant: str
    columns: tuple[tuple[Placed, ...], ...]
    reserve: tuple[Card, ...] = ()
    removed: tuple[Suit, ...] = ()


# ---- moves --------------------------------------------------------------------------
class MoveKind(Enum):
    """A block of cards moved onto a column, or the reserve dealt."""

    BUILD = "build"
    DEAL = "deal"
    SCOPA_DEAL = "scopa-deal"


@dataclass(frozen=True, slots=True)
class Move:
    """One action. A build names the card, where it lies and where it goes.

    `source` is the column (1-based; 0 is a reserve whose cards are played one by one),
    `place` the card's place in it, 1-based from the bottom, face-down cards included
    (in the reserve: 1 is its first card), so two copies of one card in one column are
    two moves. Moves an engine lists always carry both. A move the rule book asks for
    may leave them None when the board shows the card nowhere, or in two places that may
    both go there: the engine then finds the card itself or refuses the move
    (`card_not_in_play`, `card_ambiguous`).
    """

    kind: MoveKind
    card: Card | None = None
    source: int | None = None
    place: int | None = None
    target: int | None = None

    @classmethod
    def build(cls, card: Card, source: int | None, place: int | None, target: int) -> Move:
        return cls(MoveKind.BUILD, card, source, place, target)

    @classmethod
    def deal(cls) -> Move:
        return cls(MoveKind.DEAL)

    def __str__(self) -> str:
        if self.kind is MoveKind.DEAL:
            return "deal"
        assert self.card is not None
        return f"{card_code(self.card)} {self.source}/{self.place} -> {self.target}"


# ---- outcomes -----------------------------------------------------------------------
class RefusalCode(Enum):
    """Why an engine refused an action: a fixed list of stable codes.

    One code per reason of `scorpion.errors.Refusal` (the same names, in lower case),
    plus `OTHER` for a reason the list does not have (it never matches a rule book
    refusal, so the scenario fails saying so).
    """

    ONLY_KING_ON_EMPTY = "only_king_on_empty"
    SAME_SUIT_REQUIRED = "same_suit_required"
    NOTHING_ON_ACE = "nothing_on_ace"
    WRONG_RANK = "wrong_rank"
    CARD_FACE_DOWN = "card_face_down"
    CARD_NOT_IN_PLAY = "card_not_in_play"
    CARD_AMBIGUOUS = "card_ambiguous"
    CARD_PLACE_AMBIGUOUS = "card_place_ambiguous"
    CARD_NOT_AT_PLACE = "card_not_at_place"
    SAME_COLUMN = "same_column"
    NO_SUCH_COLUMN = "no_such_column"
    WHOLE_COLUMN_TO_EMPTY = "whole_column_to_empty"
    NO_RESERVE_TO_DEAL = "no_reserve_to_deal"
    RESERVE_ALREADY_DEALT = "reserve_already_dealt"
    RESERVE_NOT_YET = "reserve_not_yet"
    NOTHING_TO_UNDO = "nothing_to_undo"
    OTHER = "other"

    @classmethod
    def of(cls, refusal: Refusal) -> RefusalCode:
        """The code of one of the rule book's refusal reasons."""
        return cls[refusal.name]

    @property
    def refusal(self) -> Refusal | None:
        """The rule book's reason for this code (None for OTHER)."""
        return Refusal.__members__.get(self.name)


@dataclass(frozen=True, slots=True)
class Accepted:
    """An action the engine played, and what it changed.

    `move` is the action as played (a build with its source and place filled in; for an
    undo, the action taken back). `moved` is the block (bottom to top), `turned` the
    cards turned face up, `removed` the suites taken off, `dealt` the reserve cards dealt
    (first onto the first target column). `points`: what the action earned (for an undo,
    minus what the action taken back had earned); None when the engine keeps no score.
    """

    move: Move
    moved: tuple[Card, ...] = ()
    turned: tuple[Card, ...] = ()
    removed: tuple[Suit, ...] = ()
    dealt: tuple[Card, ...] = ()
    points: int | None = None


@dataclass(frozen=True, slots=True)
class Refused:
    """An action the engine refused (nothing changed): a code, and optionally the
    engine's own message per language code ("fr", "ms", ...)."""

    code: RefusalCode
    messages: tuple[tuple[str, str], ...] = ()

    def message(self, lang: str) -> str | None:
        return dict(self.messages).get(lang)


Outcome = Accepted | Refused


@dataclass(frozen=True, slots=True)
class State:
    """The board read back, with the score and the number of actions that can be undone
    (None when the engine has no score, or no undo)."""

    board: Board
    score: int | None = None
    history: int | None = None


@dataclass(frozen=True, slots=True)
class Status:
    """Won, and where the engine detects them, lost and blocked (None when it does not).

    Blocked: no action remains (the reserve spent). Lost: the variant's end rule says
    the game cannot be won any more (some variants never declare a game lost)."""

    won: bool
    lost: bool | None = None
    blocked: bool | None = None


# ---- capabilities -------------------------------------------------------------------
class Capability(Enum):
    """What an engine may or may not offer. A scenario that needs one the engine lacks
    is skipped as "not applicable: <value>", never passed."""

    SCORE = "score"
    UNDO = "undo"
    HINTS = "hints"
    LOST = "lost"
    BLOCKED = "blocked"
    RESET = "reset"
    DEFAULT_VARIANT = "default-variant"
    VARIANT_FILES = "variant-files"
    DEAL = "deal"
    SCOPA_DEAL = "scopa-deal"


UNLIMITED = -1
"""`Capabilities.undo_depth` of an engine whose undo has no limit."""


@dataclass(frozen=True, slots=True)
class Capabilities:
    """What an engine declares about itself.

    `variants`: the rule-book variant names it can play; `features`: the optional
    capabilities it has; `undo_depth`: how many actions it can take back (0 when it has
    no undo, `UNLIMITED` when it has no limit); `messages`: the language codes its
    refusal messages come in; `default_variant`: the variant a new game follows when
    none is asked for; `choices`: the ids of the choices a text leaves open
    (features/choices.toml) that the engine follows; `without`: per variant name, the
    engine-wide capabilities that variant does not have (a variant with no score, ...);
    `games`: the games it plays ("scorpion", "scopa").
    """

    name: str
    variants: tuple[str, ...]
    features: frozenset[Capability] = field(default_factory=frozenset)
    undo_depth: int = 0
    messages: tuple[str, ...] = ()
    default_variant: str | None = None
    version: str = ""
    choices: tuple[str, ...] = ()
    without: tuple[tuple[str, frozenset[Capability]], ...] = ()
    games: tuple[str, ...] = ("scorpion",)
    """The games the engine plays (features/games.toml names); Scorpion when it says none."""

    def has(self, capability: Capability, variant: str | None = None) -> bool:
        """Undo is had by depth (undo_depth not 0); the others by `features`; either
        taken away for `variant` when it is listed in `without`."""
        if variant is not None and capability in dict(self.without).get(variant, ()):
            return False
        if capability is Capability.UNDO:
            return self.undo_depth != 0
        return capability in self.features

    def missing(self, need: Capability | str, variant: str | None = None) -> str | None:
        """None when the engine has what a step needs (in `variant`, when given), else the
        name of what is missing: a Capability, "variant:<name>", "messages:<lang>" or
        "choice:<id>"."""
        if isinstance(need, Capability):
            return None if self.has(need, variant) else need.value
        kind, _, value = need.partition(":")
        if kind == "variant":
            return None if value in self.variants else need
        if kind == "messages":
            return None if value in self.messages else need
        if kind == "choice":
            return None if value in self.choices else need
        raise ValueError(f"unknown need {need!r}")
