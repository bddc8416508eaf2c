"""A deliberately naive Scorpion move generator, written from the rule sentences alone.

It cross-checks the perft table (`features/perft.toml`): it shares no code with the
engine (no `scorpion.games.scorpion.game`, `moves`, `rules` or `notation`), reads the variant files
with `tomllib` itself, writes cards as `(rank, suit)` pairs, copies the whole board for
every move and tries every card against every column. Slow on purpose: nothing clever
here can hide the same mistake the engine makes.

The sentences it follows (seeds 000/001, 003, 004 and the variants' `reading`):
- any face-up card moves, with every card on it, as one block; only the block's first
  card counts: onto a column's top card one rank higher (of the same suit unless the
  variant builds regardless of suit); nothing goes onto an Ace;
- an empty column takes only a King-led block (Wasp: any block; Cards4: not a King-led
  block that is its whole column);
- the face-down card a move uncovers turns up by itself;
- the reserve is dealt once, one card face up onto each target column, unchecked
  (traditional: only when no useful move remains); Three Blind Mice's reserve cards are
  face up and each is playable like a column's top card;
- a complete King-to-Ace suite of one suit at the top of a column leaves the game when it
  forms on the column that just received cards (Cards4: on any column), and stays in the
  traditional game.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VARIANT_DIR = ROOT / "scorpion" / "games" / "scorpion" / "variants"

RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}
RANKS.update({str(n): n for n in range(2, 11)})
SUITS = "CDHS"

Card = tuple[int, str]  # (rank 1-13, suit letter)
Column = tuple[tuple[Card, ...], tuple[Card, ...]]  # (face-down, face-up), bottom to top
State = tuple[tuple[Column, ...], tuple[Card, ...], bool, tuple[str, ...]]
"""(columns, reserve, reserve dealt, removed suits): one position, hashable."""


def card(text: str) -> Card:
    """A card code of the table: '10H' -> (10, 'H'); 'KS' -> (13, 'S')."""
    rank, suit = text[:-1], text[-1]
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a card: {text!r}")
    return RANKS[rank], suit


def column(text: str) -> Column:
    """'3D JH 10H / 3S QH' -> face-down (3D, JH, 10H) under face-up (3S, QH)."""
    down, _, up = text.rpartition("/")
    return tuple(card(t) for t in down.split()), tuple(card(t) for t in up.split())


@dataclass(frozen=True)
class Rules:
    """The few fields of a variant file the rules need, read straight from the TOML."""

    build_same_suit: bool
    empty_column: str
    reserve_playable: bool
    reserve_when_stuck: bool
    suites: str
    reserve_targets: tuple[int, ...]


def rules(name: str) -> Rules:
    """Read `scorpion/games/scorpion/variants/<name>.toml`, following `inherits` by hand."""
    chain = []
    while name:
        data = tomllib.loads((VARIANT_DIR / f"{name}.toml").read_text(encoding="utf-8"))
        chain.append(data)
        name = data.get("inherits", "")
    merged: dict[str, object] = {}
    for data in reversed(chain):
        merged.update(data.get("rules", {}))
        merged.update({f"layout.{k}": v for k, v in data.get("layout", {}).items()})
    return Rules(
        build_same_suit=merged["build"] == "same-suit",
        empty_column=str(merged["empty_column"]),
        reserve_playable=merged.get("reserve", "deal") == "playable",
        reserve_when_stuck=merged["reserve_timing"] == "when-stuck",
        suites=str(merged["suites"]),
        reserve_targets=tuple(merged["layout.reserve_targets"]),  # type: ignore[arg-type]
    )


def is_complete_suite(cards: tuple[Card, ...]) -> bool:
    """Thirteen cards of one suit, King down to Ace."""
    return len(cards) == 13 and all(c == (13 - i, cards[0][1]) for i, c in enumerate(cards))


def suites_on_top(columns: tuple[Column, ...]) -> int:
    return sum(is_complete_suite(up[-13:]) for _, up in columns)


def turn_up(col: Column) -> Column:
    """A column with no face-up card left shows its top face-down card."""
    down, up = col
    if not up and down:
        return down[:-1], (down[-1],)
    return col


def collect(cols: list[Column], index: int, removed: list[str]) -> None:
    """Take every complete suite off the top of column `index`."""
    while is_complete_suite(cols[index][1][-13:]):
        down, up = cols[index]
        removed.append(up[-1][1])
        cols[index] = turn_up((down, up[:-13]))


@dataclass(frozen=True)
class Action:
    """A block move (source column, index in its face-up cards, target) or the deal.
    Source 0 is a Three Blind Mice reserve card (index into the reserve)."""

    source: int = 0
    index: int = 0
    target: int = 0
    deal: bool = False


def block_moves(state: State, r: Rules) -> list[Action]:
    """Every block move, found by trying every face-up card against every column."""
    columns, reserve, _, _ = state
    sources: list[tuple[int, int, Card, bool]] = []  # (source, index, card, whole column)
    for s, (down, up) in enumerate(columns, start=1):
        for i, c in enumerate(up):
            sources.append((s, i, c, i == 0 and not down))
    if r.reserve_playable:
        for i, c in enumerate(reserve):
            sources.append((0, i, c, False))
    actions = []
    for s, i, c, whole in sources:
        for t, (down, up) in enumerate(columns, start=1):
            if t == s:
                continue
            if up:
                top = up[-1]
                fits = top[0] == c[0] + 1 and (not r.build_same_suit or top[1] == c[1])
            elif down:
                fits = False  # never happens: a face-down top card turns up at once
            elif r.empty_column == "any":
                fits = True
            elif r.empty_column == "king-led":
                fits = c[0] == 13
            else:  # king-led-not-whole-column
                fits = c[0] == 13 and not whole
            if fits:
                actions.append(Action(s, i, t))
    return actions


def play(state: State, action: Action, r: Rules) -> State:
    """The position after `action` (checked by the caller)."""
    columns, reserve, dealt, removed_ = state
    cols = list(columns)
    removed = list(removed_)
    res = list(reserve)
    if action.deal:
        for c, t in zip(reserve, r.reserve_targets, strict=False):
            down, up = cols[t - 1]
            cols[t - 1] = (down, (*up, c))
        res, dealt = [], True
        received = [t - 1 for t in r.reserve_targets]
    else:
        if action.source == 0:
            block = (res.pop(action.index),)
        else:
            down, up = cols[action.source - 1]
            block = up[action.index :]
            cols[action.source - 1] = turn_up((down, up[: action.index]))
        down, up = cols[action.target - 1]
        cols[action.target - 1] = (down, up + block)
        received = [action.target - 1]
    if r.suites == "remove-where-placed":
        for index in received:
            collect(cols, index, removed)
    elif r.suites == "remove-anywhere":
        for index in range(len(cols)):
            collect(cols, index, removed)
    return tuple(cols), tuple(res), dealt, tuple(removed)


def is_useful(state: State, action: Action, r: Rules, seen: set[State]) -> bool:
    """Seed 003: a move that reaches a new position and uncovers a face-down card or
    completes a suite."""
    after = play(state, action, r)
    if after in seen:
        return False
    hidden_before = sum(len(down) for down, _ in state[0])
    hidden_after = sum(len(down) for down, _ in after[0])
    return (
        hidden_after < hidden_before
        or len(after[3]) > len(state[3])
        or suites_on_top(after[0]) > suites_on_top(state[0])
    )


def legal_actions(state: State, r: Rules, seen: set[State]) -> list[Action]:
    """Every action a player may take in `state`; `seen`: the positions of the game so far."""
    actions = block_moves(state, r)
    _, reserve, dealt, _ = state
    dealable = reserve and not dealt and not r.reserve_playable
    if dealable and (
        not r.reserve_when_stuck or not any(is_useful(state, a, r, seen) for a in actions)
    ):
        actions.append(Action(deal=True))
    return actions


def perft(state: State, depth: int, r: Rules, seen: frozenset[State] | None = None) -> int:
    """How many sequences of `depth` legal actions start from `state`."""
    seen = frozenset({state}) if seen is None else seen
    if depth == 0:
        return 1
    total = 0
    for action in legal_actions(state, r, set(seen)):
        after = play(state, action, r)
        total += perft(after, depth - 1, r, seen | {after})
    return total


def start(columns: Sequence[str], reserve: Sequence[str]) -> State:
    """A start position from the table's texts (one per column, and the reserve's codes)."""
    cards = tuple(card(t) for t in reserve)
    return tuple(column(text) for text in columns), cards, not cards, ()
