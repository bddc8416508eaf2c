"""A sound dead-position test for every rule set: two decks, any-suit building, any card
into an empty column (Double Scorpion, Assoupli, Wasp), where the test of
scorpion.games.scorpion.solver.deadlock does not hold.

That test needs each card to have one place to go. Here a card may lead more than once
and have several places to go: the card one rank higher of its suit has two copies with
two decks, and any card one rank higher takes it when building is any-suit. So the
events are finer, each one the *first* time something happens:
- LEAD(x): x leads a move (moves with the cards on it), anywhere;
- ONTO(x, s): x leads onto s, one of its successors (a copy of the card one rank higher
  of its suit);
- REMOVE(k): the King k leaves with its complete suite (where suites are removed).
Every condition below reads "e happens only after one event of this group has": at e's
first time, one of the group's events has already happened. So the events of a line,
taken in the order they first happen, meet their conditions one by one, and every event
of every line lies in the least set closed under the conditions (computed from the
position as it is). Facts the conditions rest on:
- a card x comes to lie on a card t only by leading onto it (a moved block keeps the
  links inside it; a deal puts reserve cards, not table cards, onto the columns), and
  stops lying on t only by leading, or, a King, by leaving with its suite: a complete
  suite is removed from the top of a column, and a non-King card in one lies on its
  successor, which goes with it, so that card's leaving frees nothing;
- a face-down card turns up only once the card lying on it has left; a face-down card is
  never part of a complete suite.
Conditions, for each card x of the table (a reserve card still to be dealt is counted as
free, which adds no condition, so the test stays sound before the deal):
- LEAD(x) and ONTO(x, s): if x is face down, the card on it has left;
- LEAD(x): one of x's places is free. A place is a card t that takes x (a successor of x,
  or with any-suit building any card one rank higher), not the card x lies on; it is free
  once the card lying on t has left, or, if t is on top of x's own column, once some card
  above x up to t has left. An empty column is also a place for a King, and for any card
  when any card may fill one: one is empty now, or the first column to get empty does so
  by its bottom card's leaving (no column was empty before, so a bottom King could not
  lead, and its suite's removal is how it leaves). When a place is free now, there is
  no condition;
- ONTO(x, s): s is free (the card on s has left) and, if s lies above x in x's column,
  a card above x up to s has left (else s would travel with x);
- REMOVE(k): k is face up, and for each rank below King of k's suit one copy lies on a
  successor: one does now, or one is still in the reserve, or one of them has gone onto a
  successor (an ONTO); for the Queen, onto k itself.
The position is lost when some event every win needs is outside the least set: a
face-down card's uncovering (every card ends face up), and, for each non-King card of the
table that does not lie on a successor, one of its ONTO events (both wins end with every
non-King card on a successor: in a removed suite or a sorted column).

Where one deck, same-suit building and an empty column for Kings only hold, the test of
scorpion.games.scorpion.solver.deadlock is stronger and is used instead (`applies`). With
two decks and building by suit, scorpion.games.scorpion.solver.twins reads more from the
same table and least sets: how a twin, once on one copy of its successor, holds it.

Measured on the deals every search had left unknown at 40,000 positions: it proves 34 of
Double Scorpion (PySolFC)'s 660 lost at the start, one of Assoupli's 432 and two of
Double Scorpion's 208; and the exact search it prunes, given 5,000 positions, won 14 of
20 such Assoupli deals and 14 of 30 of Double Scorpion (PySolFC) (none without it).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import Final, cast

from scorpion.cards import Card, Rank, Suit
from scorpion.games.scorpion.rules import BuildRule, EmptyColumnRule, RuleSet, SuiteRule
from scorpion.games.scorpion.solver import native
from scorpion.games.scorpion.state import State

_VALUES: Final = {
    Card(rank, suit): 13 * number + rank - 1 for number, suit in enumerate(Suit) for rank in Rank
}
"""Each card's value, 0-51: 13 per suit, Ace first."""
_KING: Final = tuple(value % 13 == 12 for value in range(52))
_SUCCESSOR: Final = tuple(-1 if _KING[value] else value + 1 for value in range(52))
"""The value one rank higher of the same suit, -1 for a King."""
_HIGHER: Final = tuple(
    () if _KING[value] else tuple(13 * suit + value % 13 + 1 for suit in range(4))
    for value in range(52)
)
"""The values one rank higher, of any suit."""
_SUITE_OF: Final = tuple(13 * (value // 13) for value in range(52))
"""The value of the Ace of each card's suit."""


def applies(rules: RuleSet) -> bool:
    """Whether the exact search uses this test: with two decks or any-suit building.
    It is sound everywhere, but where the stronger test holds that one is used, and in
    Wasp (one deck, same suit, any card into an empty column) it does not pay: measured
    on six deals Wasp's search proved lost within 120,000 positions, it halved the
    positions of two, but made each search 1.4 to 2.9 times as long in time."""
    return rules.layout.decks > 1 or rules.build is BuildRule.ANY_SUIT


def _is_dead(game: State) -> bool:
    """True when a win needs an event the position can never lead to (see the module)."""
    return Table(game).lost()


class Table:
    """The cards of one position as small whole numbers, and the conditions read from it.
    Events: LEAD(x) is x's number, REMOVE(k) is the count of cards plus k's, ONTO events
    are numbered after both."""

    def __init__(self, game: State) -> None:
        rules = game.variant
        self.removes = rules.suites is not SuiteRule.STAY
        self.any_suit = rules.build is BuildRule.ANY_SUIT
        self.any_empty = rules.empty_column is EmptyColumnRule.ANY
        value: list[int] = []  # each card's value; reserve cards last
        self.column: list[int] = []  # each card's column, -1 in the reserve
        self.height: list[int] = []
        self.columns: list[list[int]] = []
        self.hidden = [len(down) for down in game.face_down]
        for down, up in zip(game.face_down, game.face_up, strict=True):
            number = len(self.columns)
            faces = [*down, *up]
            self.columns.append(list(range(len(value), len(value) + len(faces))))
            for index, face in enumerate(faces):
                value.append(_VALUES[face])
                self.column.append(number)
                self.height.append(index)
        for face in game.reserve:
            value.append(_VALUES[face])
            self.column.append(-1)
            self.height.append(-1)
        self.value = value
        self.size = size = len(value)
        self.copies: list[list[int]] = [[] for _ in range(52)]
        for card in range(size):
            self.copies[value[card]].append(card)
        self.under = [-1] * size  # the card each card lies on
        self.over = [-1] * size  # the card lying on each card
        for cards in self.columns:
            for low, high in pairwise(cards):
                self.under[high], self.over[low] = low, high
        self.king = [_KING[v] for v in value]
        self.settled = [
            self.under[c] >= 0 and value[self.under[c]] == _SUCCESSOR[value[c]] for c in range(size)
        ]
        """Whether each card lies on a successor now."""
        self.events = 2 * size
        self.conditions: list[tuple[int, list[int]]] = []
        self.needed: list[list[int]] = []
        self.ontos: dict[int, list[int]] = {}
        """Each card's ONTO events, one per copy of its successor (`copies`' order)."""

    def leaves(self, card: int) -> list[int]:
        """The events by which `card` stops lying on what it lies on."""
        return [card, self.size + card] if self.removes and self.king[card] else [card]

    def above(self, card: int, top: int) -> list[int]:
        """The leavings that take `top`, above `card` in its column, off it."""
        cards = self.columns[self.column[card]]
        between = cards[self.height[card] + 1 : self.height[top] + 1]
        return [event for x in between for event in self.leaves(x)]

    def is_above(self, card: int, top: int) -> bool:
        return self.column[top] == self.column[card] and self.height[top] > self.height[card]

    def freeing(self, card: int, place: int) -> list[int] | None:
        """A group one of which must come before `card` goes onto `place`; None when
        `place` may be free for it now."""
        if self.column[place] < 0:
            return None  # in the reserve: counted free
        if self.over[place] >= 0:
            return self.leaves(self.over[place])
        if self.is_above(card, place):
            return self.above(card, place)
        return None

    def lost(self) -> bool:
        """Whether a win needs an event outside the least set (reads the position)."""
        self.read()
        return _lost(self.events, self.conditions, self.needed)

    def read(self) -> None:
        """Read every condition and what a win needs from the position (once)."""
        empty = any(not cards for cards in self.columns)
        emptying = [
            e
            for cards in self.columns
            if cards
            for e in (self.leaves(cards[0])[1:] if self.king[cards[0]] else [cards[0]])
        ]
        for cards in self.columns:
            for card in cards:
                self._read(card, [] if empty else emptying)
        if self.removes:
            for card in range(self.size):
                if self.king[card] and self.column[card] >= 0:
                    self._removal(card)

    def _read(self, card: int, emptying: list[int]) -> None:
        """The conditions of `card`'s events, and what a win needs of it."""
        first: list[list[int]] = []
        if self.height[card] < self.hidden[self.column[card]]:
            first.append(self.leaves(self.over[card]))
            self.needed.append(first[0])
        self.conditions.extend((card, group) for group in first)
        king, value = self.king[card], self.value[card]
        places: list[int] | None = []
        if king or self.any_empty:
            places = list(emptying) if emptying else None
        if not king:
            targets = _HIGHER[value] if self.any_suit else (_SUCCESSOR[value],)
            for place in (p for target in targets for p in self.copies[target]):
                if places is None:
                    break
                if place != self.under[card]:
                    group = self.freeing(card, place)
                    places = None if group is None else places + group
        if places is not None:
            self.conditions.append((card, places))
        if king or self.settled[card]:
            return
        mine: list[int] = []
        for place in self.copies[_SUCCESSOR[value]]:
            event = self.events
            self.events += 1
            mine.append(event)
            self.conditions.extend((event, group) for group in first)
            group = self.freeing(card, place)
            if group is not None:
                self.conditions.append((event, group))
            if self.is_above(card, place) and self.over[place] >= 0:
                self.conditions.append((event, self.above(card, place)))
        self.ontos[card] = mine
        self.needed.append(mine)

    def _removal(self, king: int) -> None:
        """The conditions of REMOVE(king)."""
        event = self.size + king
        if self.height[king] < self.hidden[self.column[king]]:
            self.conditions.append((event, self.leaves(self.over[king])))
        ace = _SUITE_OF[self.value[king]]
        for value in range(ace, ace + 12):
            copies = self.copies[value]
            if any(self.column[c] < 0 or self.settled[c] for c in copies):
                continue  # one lies on a successor now, or may be dealt onto one
            if value == ace + 11:  # the Queens: onto this King
                which = self.copies[ace + 12].index(king)
                self.conditions.append((event, [self.ontos[q][which] for q in copies]))
            else:
                self.conditions.append((event, [e for c in copies for e in self.ontos[c]]))


def _lost(events: int, conditions: list[tuple[int, list[int]]], needed: list[list[int]]) -> bool:
    """Whether a group of `needed` has no event in the least set closed under
    `conditions` (each "event happens only after one event of the group has")."""
    return not meets(Graph(events, conditions).reached([]), needed)


class Graph:
    """The conditions of one position read once (each event's count of them, and which of
    them each event meets), so that each least set, with some events withheld, costs one
    pass over what it reaches (scorpion.games.scorpion.solver.twins asks many)."""

    def __init__(self, events: int, conditions: list[tuple[int, list[int]]]) -> None:
        self.unmet = [0] * events
        self.watchers: list[list[int]] = [[] for _ in range(events)]
        self.targets = [event for event, _ in conditions]
        for number, (event, group) in enumerate(conditions):
            self.unmet[event] += 1
            for member in group:
                self.watchers[member].append(number)

    def reached(self, withheld: list[int]) -> list[bool]:
        """Which events lie in the least set closed under the conditions, the events
        `withheld` never reached (their count never falls to zero: each condition is met
        once)."""
        unmet = list(self.unmet)
        for event in withheld:
            unmet[event] += 1
        done = [not count for count in unmet]
        todo = [event for event in range(len(done)) if done[event]]
        met = bytearray(len(self.targets))
        while todo:
            for number in self.watchers[todo.pop()]:
                if met[number]:
                    continue
                met[number] = 1
                event = self.targets[number]
                unmet[event] -= 1
                if not unmet[event]:
                    done[event] = True
                    todo.append(event)
        return done


def meets(done: list[bool], needed: list[list[int]]) -> bool:
    """Whether every group of `needed` has an event in `done`."""
    return all(any(done[e] for e in group) for group in needed)


# --- not compiled: scripts/native.py compiles this file down to this line ---


def _chosen(source: bytes) -> Callable[[State], bool]:
    """The test compiled by mypyc from this very file (scripts/native.py), or else the code
    above, when there is no build or it was made from another version of the file."""
    built = native.compiled("widedead", source)
    return _is_dead if built is None else cast(Callable[[State], bool], built._is_dead)


is_dead = _chosen(native.sources("widedead"))
"""True when a win needs an event the position can never lead to (see the module)."""
