"""The Scopa part of the engine protocol: its values, its JSON and the engine it drives.

An engine declares the games it plays in its capabilities (`"games": ["scopa"]`); one
that declares none plays Scorpion only. A Scopa engine answers the `scopa-*` requests
(`SCOPA_OPS`), whose values are a position (hands, table, stock, captured piles, scopas,
dealer, player to move, last capturer, totals, deal number), plays (a card and the table
cards it takes: `captured` null lets the engine take the only capture there is), and
outcomes (what a play did, or a refusal code with optional messages). Players are 1 and
2; cards are the codes of `values.card_code` ("7D", "KS").

This module imports no game: the Scopa engine of this project is adapted to it in
`scorpion.games.scopa.engine`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol, TypeVar, runtime_checkable

from scorpion.cards import Card
from scorpion.errors import ProtocolError
from scorpion.protocol.values import Capabilities, card_code, card_from_code
from scorpion.protocol.wire import _field, refusal_to_json

Json = dict[str, Any]
T = TypeVar("T")
SCOPA = "scopa"
"""The name a Scopa engine declares in `games`."""

SCOPA_OPS = (
    "scopa-setup",
    "scopa-deal",
    "scopa-state",
    "scopa-moves",
    "scopa-play",
    "scopa-next-deal",
    "scopa-undo",
)
"""The Scopa requests, in the order the spec page describes them."""


class ScopaRefusalCode(Enum):
    """Why a Scopa engine refused a play or an action (nothing changed)."""

    NOT_IN_HAND = "not-in-hand"
    NOT_ON_TABLE = "not-on-table"
    NAMED_TWICE = "named-twice"
    CAPTURE_COMPULSORY = "capture-compulsory"
    CHOOSE_CAPTURE = "choose-capture"
    SINGLE_FIRST = "single-first"
    ONE_MATCH_ONLY = "one-match-only"
    WRONG_SUM = "wrong-sum"
    DEAL_OVER = "deal-over"
    DEAL_NOT_OVER = "deal-not-over"
    GAME_OVER = "game-over"
    NOTHING_TO_UNDO = "nothing-to-undo"


Cards = tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ScopaBoard:
    """A Scopa position: per-player pairs (player 1 first); `turn` None once the deal is
    over; the stock lists the next card to deal first."""

    hands: tuple[Cards, Cards]
    table: Cards
    piles: tuple[Cards, Cards]
    scopas: tuple[int, int]
    stock: Cards
    dealer: int
    turn: int | None
    last_capturer: int | None
    totals: tuple[int, int]
    deal_number: int


@dataclass(frozen=True, slots=True)
class ScopaPlay:
    """A card of the hand and the table cards it takes (None: the only capture there is,
    or none)."""

    card: Card
    captured: Cards | None = None


@dataclass(frozen=True, slots=True)
class ScopaScore:
    """The points of a finished deal, per player: scopas, and one point each for most
    cards, most diamonds, the 7♦ and the best primiera; the counts behind them."""

    scopas: tuple[int, int]
    cards: tuple[int, int]
    diamonds: tuple[int, int]
    settebello: tuple[int, int]
    primiera: tuple[int, int]
    card_counts: tuple[int, int]
    diamond_counts: tuple[int, int]
    primiera_totals: tuple[int | None, int | None]


@dataclass(frozen=True, slots=True)
class ScopaAccepted:
    """What an accepted play did (for `scopa-next-deal` and `scopa-undo`: `play` None)."""

    play: ScopaPlay | None = None
    player: int | None = None
    scopa: bool = False
    dealt: bool = False
    swept: Cards = ()
    swept_to: int | None = None
    score: ScopaScore | None = None


@dataclass(frozen=True, slots=True)
class ScopaRefused:
    code: ScopaRefusalCode
    messages: tuple[tuple[str, str], ...] = ()

    def message(self, lang: str) -> str | None:
        return dict(self.messages).get(lang)


ScopaOutcome = ScopaAccepted | ScopaRefused


@dataclass(frozen=True, slots=True)
class ScopaState:
    """The position, how many times three or four Kings made the dealer deal again, the
    tables each shuffle of the deal put down (the kept one last), the number of actions
    undo can take back, the winner (None while nobody has won) and the score of the deal
    just finished (None while it is played)."""

    board: ScopaBoard
    redeals: int = 0
    tables: tuple[Cards, ...] = ()
    history: int = 0
    winner: int | None = None
    score: ScopaScore | None = None


@runtime_checkable
class ScopaEngine(Protocol):
    """A Scopa engine as the rule book drives it (`scopa_deal`: capability "scopa-deal",
    the reference engine's seeded deals)."""

    def capabilities(self) -> Capabilities: ...

    def scopa_setup(self, board: ScopaBoard) -> None: ...

    def scopa_deal(self, seed: int) -> None: ...

    def scopa_state(self) -> ScopaState: ...

    def scopa_moves(self) -> tuple[ScopaPlay, ...]: ...

    def scopa_play(self, play: ScopaPlay) -> ScopaOutcome: ...

    def scopa_next_deal(self) -> ScopaOutcome: ...

    def scopa_undo(self) -> ScopaOutcome: ...

    def close(self) -> None: ...


# ---- JSON ---------------------------------------------------------------------------
def _codes(cards: Cards) -> list[str]:
    return [card_code(c) for c in cards]


def _cards(data: object, what: str) -> Cards:
    if not isinstance(data, list):
        raise ProtocolError.garbage(what, data)
    return tuple(card_from_code(c) for c in data)


def _int(data: object, what: str, *, optional: bool = False) -> Any:
    if data is None and optional:
        return None
    if isinstance(data, bool) or not isinstance(data, int):
        raise ProtocolError.garbage(what, data)
    return data


def _pair(data: object, what: str, item: Callable[[object, str], T]) -> tuple[T, T]:
    if not isinstance(data, list) or len(data) != 2:
        raise ProtocolError.garbage(what, data)
    return item(data[0], what), item(data[1], what)


def _get(data: object, key: str, what: str) -> object:
    if not isinstance(data, dict):
        raise ProtocolError.garbage(what, data)
    return data.get(key)


def board_to_json(board: ScopaBoard) -> Json:
    return {
        "hands": [_codes(h) for h in board.hands],
        "table": _codes(board.table),
        "piles": [_codes(p) for p in board.piles],
        "scopas": list(board.scopas),
        "stock": _codes(board.stock),
        "dealer": board.dealer,
        "turn": board.turn,
        "last_capturer": board.last_capturer,
        "totals": list(board.totals),
        "deal": board.deal_number,
    }


def board_from_json(data: object) -> ScopaBoard:
    def get(key: str) -> object:
        return _get(data, key, "position")

    return ScopaBoard(
        hands=_pair(get("hands"), "position.hands", _cards),
        table=_cards(get("table"), "position.table"),
        piles=_pair(get("piles"), "position.piles", _cards),
        scopas=_pair(get("scopas"), "position.scopas", _int),
        stock=_cards(get("stock"), "position.stock"),
        dealer=_int(get("dealer"), "position.dealer"),
        turn=_int(get("turn"), "position.turn", optional=True),
        last_capturer=_int(get("last_capturer"), "position.last_capturer", optional=True),
        totals=_pair(get("totals"), "position.totals", _int),
        deal_number=_int(get("deal"), "position.deal"),
    )


def play_to_json(play: ScopaPlay) -> Json:
    captured = None if play.captured is None else _codes(play.captured)
    return {"card": card_code(play.card), "captured": captured}


def play_from_json(data: object) -> ScopaPlay:
    captured = _get(data, "captured", "play")
    return ScopaPlay(
        card_from_code(_get(data, "card", "play")),
        None if captured is None else _cards(captured, "play.captured"),
    )


def plays_from_json(data: object) -> tuple[ScopaPlay, ...]:
    plays = _get(data, "plays", "plays")
    if not isinstance(plays, list):
        raise ProtocolError.garbage("plays", plays)
    return tuple(play_from_json(p) for p in plays)


_SCORE = ("scopas", "cards", "diamonds", "settebello", "primiera", "card_counts")


def score_to_json(score: ScopaScore | None) -> Json | None:
    if score is None:
        return None
    data: Json = {name: list(getattr(score, name)) for name in _SCORE}
    data["diamond_counts"] = list(score.diamond_counts)
    data["primiera_totals"] = list(score.primiera_totals)
    return data


def score_from_json(data: object) -> ScopaScore | None:
    if data is None:
        return None
    pairs = {
        name: _pair(_get(data, name, "score"), f"score.{name}", _int)
        for name in (*_SCORE, "diamond_counts")
    }
    totals = _pair(
        _get(data, "primiera_totals", "score"),
        "score.primiera_totals",
        lambda v, w: _int(v, w, optional=True),
    )
    return ScopaScore(**pairs, primiera_totals=totals)


def outcome_to_json(outcome: ScopaOutcome) -> Json:
    if isinstance(outcome, ScopaRefused):
        return refusal_to_json(outcome.code, outcome.messages)
    return {
        "accepted": True,
        "play": None if outcome.play is None else play_to_json(outcome.play),
        "player": outcome.player,
        "scopa": outcome.scopa,
        "dealt": outcome.dealt,
        "swept": _codes(outcome.swept),
        "swept_to": outcome.swept_to,
        "score": score_to_json(outcome.score),
    }


def outcome_from_json(data: object) -> ScopaOutcome:
    accepted = _get(data, "accepted", "outcome")
    if not isinstance(accepted, bool):
        raise ProtocolError.garbage("outcome.accepted", accepted)
    if not accepted:
        try:
            code = ScopaRefusalCode(_get(data, "refusal", "outcome"))
        except ValueError:
            raise ProtocolError.garbage("refusal", _get(data, "refusal", "outcome")) from None
        messages = _get(data, "messages", "outcome") or {}
        if not isinstance(messages, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in messages.items()
        ):
            raise ProtocolError.garbage("outcome.messages", messages)
        return ScopaRefused(code, tuple(sorted(messages.items())))
    play = _get(data, "play", "outcome")
    scopa, dealt = _get(data, "scopa", "outcome"), _get(data, "dealt", "outcome")
    if not isinstance(scopa, bool) or not isinstance(dealt, bool):
        raise ProtocolError.garbage("outcome.scopa/dealt", (scopa, dealt))
    return ScopaAccepted(
        play=None if play is None else play_from_json(play),
        player=_int(_get(data, "player", "outcome"), "outcome.player", optional=True),
        scopa=scopa,
        dealt=dealt,
        swept=_cards(_get(data, "swept", "outcome") or [], "outcome.swept"),
        swept_to=_int(_get(data, "swept_to", "outcome"), "outcome.swept_to", optional=True),
        score=score_from_json(_get(data, "score", "outcome")),
    )


def state_to_json(state: ScopaState) -> Json:
    return {
        "position": board_to_json(state.board),
        "redeals": state.redeals,
        "tables": [_codes(t) for t in state.tables],
        "history": state.history,
        "winner": state.winner,
        "score": score_to_json(state.score),
    }


def state_from_json(data: object) -> ScopaState:
    tables = _get(data, "tables", "state") or []
    if not isinstance(tables, list):
        raise ProtocolError.garbage("state.tables", tables)
    return ScopaState(
        board=board_from_json(_get(data, "position", "state")),
        redeals=_int(_get(data, "redeals", "state"), "state.redeals"),
        tables=tuple(_cards(t, "state.tables") for t in tables),
        history=_int(_get(data, "history", "state"), "state.history"),
        winner=_int(_get(data, "winner", "state"), "state.winner", optional=True),
        score=score_from_json(_get(data, "score", "state")),
    )


def seed_from_json(request: Json) -> int:
    return _field(request, "seed", int, "scopa-deal")
