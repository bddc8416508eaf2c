"""A sound test that a position can no longer be won (it never calls a winnable one lost).

It applies when a non-King card has one place to go and goes there at most once: one
deck (each card has one successor, the card one rank higher of its suit), same-suit
building, and an empty column that takes only Kings (or King-led groups). Then:

- every non-King card must, before the win, lie directly on its successor (a removed or
  sorted suite is a run King to Ace), and the only way a card in the tableau gets there
  is one move led by it onto its successor ("its move"); after it, it never leads again;
- if a non-King card u lies directly on the successor s of card c (u is not c), c cannot
  go onto s before u has left it, and u leaves only by its own move: u's move comes
  before c's (u is not a King; a King may leave for an empty column instead);
- if c's successor s lies directly on c and s is not a King, c cannot go onto s until s
  has left c, which only s's move does: s's move comes before c's.

Each move happens once, so a cycle of "comes before" among them can never be played out:
the position is lost. A reserve still to be dealt only adds cards on top (it uncovers
nothing and moves no tableau card), so the test holds before the deal too, for the cards
in the tableau. A second test (`_buried_successor`) uses the same order: see there.
"""

from __future__ import annotations

from itertools import pairwise

from scorpion.cards import Card, Rank, Suit
from scorpion.game import Game
from scorpion.rules import BuildRule, EmptyColumnRule, RuleSet

_SUCCESSOR = {
    Card(rank, suit): Card(Rank(rank + 1), suit) for suit in Suit for rank in Rank if rank < 13
}
_PREDECESSOR = {successor: card for card, successor in _SUCCESSOR.items()}


def applies(rules: RuleSet) -> bool:
    """Whether the test is sound for this variant (see the module's docstring)."""
    return (
        rules.layout.decks == 1
        and rules.build is BuildRule.SAME_SUIT
        and rules.empty_column is not EmptyColumnRule.ANY
    )


def is_dead(game: Game) -> bool:
    """True when the tableau holds a cycle of moves each of which must come first."""
    first: dict[Card, list[Card]] = {}
    reserve = game._reserve
    for down, up in zip(game._hidden, game._up, strict=True):
        cards = down + up
        for lower, upper in pairwise(cards):
            if upper.rank is Rank.KING or _SUCCESSOR.get(upper) is lower:
                continue  # a King may leave for an empty column; a linked card stays
            needing = _PREDECESSOR.get(lower)
            if needing is not None and needing not in reserve:
                first.setdefault(upper, []).append(needing)
            if _SUCCESSOR.get(lower) is upper:
                first.setdefault(upper, []).append(lower)
    if _has_cycle(first):
        return True
    return _buried_successor(game, first)


def _buried_successor(game: Game, first: dict[Card, list[Card]]) -> bool:
    """A card c under its own successor s (not directly) in one column can go onto s only
    after some card between them (s included) has led a move taking s off c. If every one
    of them is a non-King that never leads again (it lies on its own successor) or must
    move after c, that cannot happen: the position is lost."""
    for down, up in zip(game._hidden, game._up, strict=True):
        cards = down + up
        where = {card: index for index, card in enumerate(cards)}
        for index, card in enumerate(cards):
            successor = _SUCCESSOR.get(card)
            above = where.get(successor) if successor is not None else None
            if above is None or above <= index + 1:
                continue
            later = _reachable(first, card)
            if all(
                between.rank is not Rank.KING
                and (_SUCCESSOR.get(between) is cards[position - 1] or between in later)
                for position, between in enumerate(cards[index + 1 : above + 1], index + 1)
            ):
                return True
    return False


def _reachable(edges: dict[Card, list[Card]], start: Card) -> set[Card]:
    """Every card whose move must come after `start`'s."""
    found: set[Card] = set()
    todo = list(edges.get(start, ()))
    while todo:
        card = todo.pop()
        if card not in found:
            found.add(card)
            todo.extend(edges.get(card, ()))
    return found


def _has_cycle(edges: dict[Card, list[Card]]) -> bool:
    """Depth-first search for a cycle (white/grey/black marks)."""
    state: dict[Card, int] = {}
    for root in edges:
        if state.get(root):
            continue
        stack = [(root, iter(edges[root]))]
        state[root] = 1
        while stack:
            node, children = stack[-1]
            child = next(children, None)
            if child is None:
                state[node] = 2
                stack.pop()
                continue
            mark = state.get(child, 0)
            if mark == 1:
                return True
            if mark == 0:
                state[child] = 1
                stack.append((child, iter(edges.get(child, ()))))
    return False
