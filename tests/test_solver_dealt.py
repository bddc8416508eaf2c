"""A deal reckoned lost without dealing it (scorpion.games.scorpion.solver.dealt) is lost
once dealt, its key is the key once dealt, and the exact search counts the same positions
and finds the same lines with the reckoning as without it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from test_position_keys import walk

from scorpion import Card, Column, Game, Move, Position, Suit, variant, variant_names
from scorpion.games.scorpion.rules import BuildRule, RuleSet
from scorpion.games.scorpion.solver import compact, dealt, search
from scorpion.games.scorpion.solver.keying import Keying

LETTER = tuple(name for name in variant_names() if dealt.applies(variant(name)))


def test_the_reckoning_holds_where_the_letter_ends_the_game() -> None:
    assert {"traditionnel", "wasp", "scorpion-ii", "double-scorpion"} <= set(LETTER)
    assert not {"classique", "three-blind-mice", "double-scorpion-pysol"} & set(LETTER)


def test_a_deal_reckoned_lost_is_lost_once_dealt_and_keyed_as_once_dealt() -> None:
    rng = random.Random(5)
    reckoned = lost = 0
    for name in LETTER:
        for seed in range(6):
            for game in walk(Game.deal(seed, name), rng, 150):
                if not game.reserve_to_deal:
                    continue
                called = dealt.is_lost_after(game)
                predicted = Keying(game).key_after(Move.reserve())
                game.advance(Move.reserve())
                assert predicted == Keying(game).key(), (name, seed, game.played)
                assert game.is_lost or not called, (name, seed, game.played)
                reckoned += called
                lost += game.is_lost
    # the reckoning calls lost most deals that are: the search's gain rests on it
    assert reckoned >= 100 and reckoned >= 0.8 * lost, (reckoned, lost)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_text(word) for word in text.split())


def board(
    name: str | RuleSet, columns: list[str], reserve: str, hidden: dict[int, str] | None = None
) -> Game:
    """A table of the cards written (columns from 1, bottom to top; `hidden`: face-down
    cards under a column's), the reserve still to deal, the suites not written removed."""
    hidden = hidden or {}
    piles = tuple(
        Column(cards(hidden.get(i + 1, "")), cards(text)) for i, text in enumerate(columns)
    )
    present = {card.suit for pile in piles for card in (*pile.hidden, *pile.up)}
    present |= {card.suit for card in cards(reserve)}
    removed = tuple(suit for suit in Suit if suit not in present)
    return Game(Position(piles, cards(reserve), False, removed), name)


ANY_SUIT = replace(variant("traditionnel"), build=BuildRule.ANY_SUIT)
SPADES = "K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠"


def _with(columns: dict[int, str]) -> list[str]:
    """Seven columns, those not given empty."""
    return [columns.get(i + 1, "") for i in range(7)]


# Each board: the variant, its columns, its reserve (dealt onto columns 1-3), face-down
# cards, and whether the deal loses at once. The engine decides each after dealing; the
# reckoning must agree, in both directions, on these boards, and foresee the key.
BOARDS = [
    # nothing moves after the deal: lost
    ("scorpion-ii", _with({4: "Q♥ 5♥", 5: "6♥ K♥", 6: "J♥ 4♥"}), "3♥ 7♥ 8♥", {}, True),
    # the 2 is dealt onto the run from the King, the Ace on top of another column leads
    # onto it and completes the suite
    ("scorpion-ii", _with({1: SPADES[:-6], 4: "A♠"}), "2♠", {}, False),
    # the Ace is dealt, the run from the King to the 2 lies on top of another column
    ("scorpion-ii", _with({4: SPADES[:-3]}), "A♠", {}, False),
    # the 5 is dealt onto column 1; the run from the 4 to the Ace goes onto it
    ("scorpion-ii", _with({1: "K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠", 4: "5♥ 4♠ 3♠ 2♠ A♠"}), "5♠", {}, False),
    # the same run lies on a card that cannot move: lost
    ("scorpion-ii", _with({1: "K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠", 4: "5♥ 4♠ 3♠ 2♠ A♠"}), "5♠", {}, True),
    # a dealt card lies on a complete suite and may leave it, onto its successor
    ("scorpion-ii", _with({1: SPADES, 4: "4♥"}), "3♥", {}, False),
    # ... or not: lost
    ("scorpion-ii", _with({1: SPADES, 4: "2♥"}), "3♥", {}, True),
    # the dealt card takes the lowest face-up card of a column with face-down cards
    ("traditionnel", _with({1: "K♥", 4: "5♥ Q♥"}), "6♥", {4: "J♥"}, False),
    # it is dealt onto that column itself: lost
    ("traditionnel", _with({1: "5♥ Q♥"}), "6♥", {1: "J♥"}, True),
    # an empty column takes the lowest face-up card in Wasp, not in Traditionnel
    ("wasp", _with({1: "K♥", 4: "5♥ Q♥"}), "7♥", {4: "J♥"}, False),
    ("traditionnel", _with({1: "K♥", 4: "5♥ Q♥"}), "7♥", {4: "J♥"}, True),
    # where any suit builds, a dealt card of another suit takes it too
    (ANY_SUIT, _with({1: "K♥", 4: "5♥ Q♥"}), "6♣", {4: "J♥"}, False),
    ("traditionnel", _with({1: "K♥", 4: "5♥ Q♥"}), "6♣", {4: "J♥"}, True),
    # the deal completes the last suite on the table: won, not lost
    ("scorpion-ii", _with({1: SPADES[:-3]}), "A♠", {}, False),
    # Wasp keys the line's past once a suite lies complete on top: before the deal ...
    ("wasp", _with({4: SPADES, 5: "4♥"}), "3♥", {}, True),
    # ... or by it (which is no move after the deal: lost all the same)
    ("wasp", _with({1: SPADES[:-3], 5: "4♥"}), "A♠ 3♥", {}, True),
]


@pytest.mark.parametrize(("name", "columns", "reserve", "hidden", "lost"), BOARDS)
def test_the_reckoning_agrees_with_the_engine_on_each_way_a_deal_survives(
    name: str | RuleSet, columns: list[str], reserve: str, hidden: dict[int, str], lost: bool
) -> None:
    game = board(name, columns, reserve, hidden)
    called = dealt.is_lost_after(game)
    predicted = Keying(game).key_after(Move.reserve())
    game.advance(Move.reserve())
    assert (game.is_lost, called) == (lost, lost), game.to_text("en", reveal=True)
    assert predicted == Keying(game).key()


@pytest.mark.parametrize(
    ("name", "seeds", "limit"),
    [
        ("wasp", (1558, 466, 7), 8_000),
        ("scorpion-ii", (1714, 3), 8_000),
        ("traditionnel", (9725, 5), 8_000),
    ],
)
def test_the_search_counts_the_same_positions_with_the_reckoning_as_without(
    monkeypatch: pytest.MonkeyPatch, name: str, seeds: tuple[int, ...], limit: int
) -> None:
    games = [Game.deal(seed, name) for seed in seeds]
    # the search on the engine (the compact board's reckoning is dealt's: tests/test_compact.py)
    monkeypatch.setattr(compact, "applies", lambda _rules: False)
    reckon = dealt.is_lost_after
    calls: list[bool] = []

    def counted(game: Game) -> bool:
        calls.append(reckon(game))
        return calls[-1]

    monkeypatch.setattr(dealt, "is_lost_after", counted)
    reckoned = [search.exhaust(game, node_limit=limit) for game in games]
    assert sum(calls) > limit // 10, sum(calls)  # the deals reckoned lost, not played
    monkeypatch.setattr(dealt, "applies", lambda _rules: False)
    played = [search.exhaust(game, node_limit=limit) for game in games]
    for one, other in zip(reckoned, played, strict=True):
        assert (one.status, one.nodes, one.moves) == (other.status, other.nodes, other.moves)
