"""Positions unwound from a win, for the solver's tests: winnable by construction, so no
sound pruning rule may call one lost (random deals of the cards mostly are lost, where a
rule that loses a win cannot show)."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import strategies as st

from scorpion import Card, Column, Game, Position, Rank, Suit
from scorpion.cards import full_suite

MICE = "three-blind-mice"


@st.composite
def unwound_positions(draw: st.DrawFn) -> Game:
    """Classique or Three Blind Mice with one or two suits in play, unwound from a win:
    each suit lies King to 2 in a column, its Ace in another (one move from its removal),
    then moves are taken back at random, each the reverse of a legal move: a card lying on
    its successor goes back, with what lies on it, onto another column's top or into an
    empty column; a King at the bottom of a column goes back onto another column's top; a
    card on top lying on its successor goes back to the reserve (Three Blind Mice, two at
    most). Every such position is winnable: the moves taken back, played forward, are
    legal (each card they move is face up, its target on top, an empty column there for
    a King; no suite completes on the way, its Ace never moving) and end at the win."""
    name = draw(st.sampled_from(("classique", MICE)))
    width = 10 if name == MICE else 7
    playing = draw(st.lists(st.sampled_from(list(Suit)), min_size=1, max_size=2, unique=True))
    piles: list[list[Card]] = [[] for _ in range(width)]
    for number, suit in enumerate(playing):
        suite = full_suite(suit)  # King to Ace
        piles[2 * number], piles[2 * number + 1] = list(suite[:-1]), [suite[-1]]
    reserve: list[Card] = []
    for _ in range(draw(st.integers(3, 30))):
        undo = _unmoves(piles, reserve if name == MICE else None)
        if not undo:
            break
        undo[draw(st.integers(0, len(undo) - 1))]()
    columns = tuple(Column((), tuple(pile)) for pile in piles)
    removed = tuple(suit for suit in Suit if suit not in playing)
    dealt = name != MICE
    return Game(Position(columns, tuple(reserve), dealt, removed), name)


def _unmoves(piles: list[list[Card]], reserve: list[Card] | None) -> list[Callable[[], None]]:
    """Every move that may be taken back now (see `unwound_positions`), each as a call."""
    undo: list[Callable[[], None]] = []

    def back(source: list[Card], index: int, target: list[Card]) -> Callable[[], None]:
        def run() -> None:
            target.extend(source[index:])
            del source[index:]

        return run

    for source in piles:
        for index, card in enumerate(source):
            on_successor = index > 0 and _successor(card) == source[index - 1]
            king_at_bottom = index == 0 and card.rank is Rank.KING
            if not (on_successor or king_at_bottom):
                continue
            for target in piles:
                if target is not source and (target or not king_at_bottom):
                    undo.append(back(source, index, target))
            on_top = index == len(source) - 1
            if reserve is not None and on_successor and on_top and len(reserve) < 2:
                undo.append(back(source, index, reserve))
    return undo


def _successor(card: Card) -> Card | None:
    return None if card.rank is Rank.KING else Card(Rank(card.rank + 1), card.suit)


def spades(text: str) -> tuple[Card, ...]:
    """Spades by rank, "K Q J" -> K♠, Q♠, J♠."""
    return tuple(Card.from_text(f"{rank}♠") for rank in text.split())


def mice(*columns: Column, reserve: tuple[Card, ...] = ()) -> Game:
    """Three Blind Mice with the spades alone in play, the given columns first."""
    piles = columns + (Column((), ()),) * (10 - len(columns))
    removed = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    return Game(Position(piles, reserve, False, removed), MICE)
