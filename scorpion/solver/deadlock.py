"""A sound test that a position can no longer be won (it never calls a winnable one lost).

It applies when a non-King card has one place to go and goes there at most once: one
deck (each card has one successor, the card one rank higher of its suit), same-suit
building, and an empty column that takes only Kings (or King-led groups). Then every
non-King card must, before the win, lie directly on its successor (a removed or sorted
suite is a run King to Ace), and the only way a card gets there is one move led by it
onto its successor ("its move"); a card already lying on its successor never leads again
(it has nowhere else to go), and a King leads only into an empty column.

The test lists, for every card that can still lead, conditions that must hold *before*
its move, each of the form "one of these cards has led first". They are necessary, read
from the position as it is (cards only ever move away from what they lie on by leading
themselves, or together with a card under them that leads):
- a face-down card leads only once face up, after the card lying on it has left;
- c goes onto its successor s only when s is on top: the card lying on s (not c) has left;
- a card leaves what it lies on only by leading, or, for a King, also by being removed
  with its complete suite (a non-King card in a complete suite lies on its successor, and
  a face-down card is never part of one); that removal needs every card of the suite not
  yet on its successor to have led;
- if s lies above c in c's own column, some card above c, up to s, has led first
  (otherwise s would travel with c);
- a King goes into an empty column: one is empty now, or the bottom card of some column
  has led, or a King lies at the bottom of a column (its suite may be removed there, which
  empties the column without a lead; a King gets to the bottom of a column only by
  leading into an empty one, since the cards under it leave only by carrying it along).
A reserve still to be dealt is counted as if its cards were free: that adds no condition,
so the test stays sound before the deal too.

The cards that can lead at all, in some order, are then the least set closed under these
conditions (a real line's moves, taken in their order, meet them one by one). If a
non-King card that must reach its successor is not in that set, the position is lost.
This covers cycles of "must come first" and a card buried under its own successor.
"""

from __future__ import annotations

from scorpion.cards import Card, Rank, Suit
from scorpion.game import Game
from scorpion.rules import BuildRule, EmptyColumnRule, RuleSet

_SUCCESSOR = {
    Card(rank, suit): Card(Rank(rank + 1), suit) for suit in Suit for rank in Rank if rank < 13
}


class _Removal:
    """The event "this suit's complete suite is removed" (hashed by identity: fast)."""

    __slots__ = ("suit",)

    def __init__(self, suit: Suit) -> None:
        self.suit = suit


_REMOVAL = {suit: _Removal(suit) for suit in Suit}
_LEAVES: dict[Card, tuple[Card | _Removal, ...]] = {
    card: (card, _REMOVAL[card.suit]) if card.rank is Rank.KING else (card,)
    for card in _SUCCESSOR.keys() | {Card(Rank.KING, suit) for suit in Suit}
}
"""How a card may leave what it lies on: by leading, or for a King also with its suite."""
_SUITE_OF = {card: _REMOVAL[card.suit] for card in _LEAVES}

_Event = Card | _Removal
"""A card's lead, or the removal of a suit's complete suite."""
_Conditions = list[tuple[_Event, ...]]
"""For one event: every group must have one member that happened before it."""


def applies(rules: RuleSet) -> bool:
    """Whether the test is sound for this variant (see the module's docstring)."""
    return (
        rules.layout.decks == 1
        and rules.build is BuildRule.SAME_SUIT
        and rules.empty_column is not EmptyColumnRule.ANY
    )


def is_dead(game: Game) -> bool:
    """True when some card that must reach its successor can never lead."""
    columns = [down + up for down, up in zip(game._hidden, game._up, strict=True)]
    where: dict[Card, tuple[int, int]] = {}
    for number, cards in enumerate(columns):
        for index, card in enumerate(cards):
            where[card] = (number, index)
    free = any(not cards or cards[0].rank is Rank.KING for cards in columns)
    bottoms = tuple(cards[0] for cards in columns if cards)
    conditions: dict[_Event, _Conditions] = {removal: [] for removal in _REMOVAL.values()}
    needed: list[Card] = []
    leaves = _LEAVES.__getitem__
    for number, cards in enumerate(columns):
        hidden = len(game._hidden[number])
        for index, card in enumerate(cards):
            successor = _SUCCESSOR.get(card)
            if successor is not None and index > 0 and cards[index - 1] is successor:
                continue  # lies on its successor: never leads again
            if successor is not None:
                conditions[_SUITE_OF[card]].append((card,))
            groups: _Conditions = []
            if index < hidden:
                groups.append(leaves(cards[index + 1]))
            if successor is None:
                if not free:
                    groups.append(bottoms)
            else:
                needed.append(card)
                place = where.get(successor)
                if place is not None:
                    other, height = place
                    above = columns[other][height + 1 : height + 2]
                    if above and above[0] is not card:
                        groups.append(leaves(above[0]))
                    if other == number and height > index:
                        groups.append(
                            tuple(e for x in cards[index + 1 : height + 1] for e in leaves(x))
                        )
            conditions[card] = groups
    led = _closure(conditions)
    return any(card not in led for card in needed)


def _closure(conditions: dict[_Event, _Conditions]) -> set[_Event]:
    """The least set of events closed under `conditions` (every group met by the set):
    a worklist, each event waiting on a count of groups not yet met."""
    unmet = {event: len(groups) for event, groups in conditions.items()}
    watchers: dict[_Event, list[tuple[_Event, int]]] = {}
    for event, groups in conditions.items():
        for number, group in enumerate(groups):
            for member in group:
                watchers.setdefault(member, []).append((event, number))
    met: set[tuple[_Event, int]] = set()
    todo = [event for event, count in unmet.items() if count == 0]
    led = set(todo)
    while todo:
        for waiting in watchers.get(todo.pop(), ()):
            if waiting in met:
                continue
            met.add(waiting)
            event = waiting[0]
            unmet[event] -= 1
            if unmet[event] == 0:
                led.add(event)
                todo.append(event)
    return led
