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
  has led, or the suite of a King lying at the bottom of a column has been removed (a
  King gets to the bottom of a column only by leading into an empty one, since the
  cards under it leave only by carrying it along, so the first column to get empty gets
  so in one of these two ways).
A reserve still to be dealt is counted as if its cards were free: that adds no condition,
so the test stays sound before the deal too.

The cards that can lead at all, in some order, are then the least set closed under these
conditions (a real line's moves, taken in their order, meet them one by one). The
position is lost if a non-King card that must reach its successor is not in that set,
or if a face-down card can never be uncovered (the card on it can never leave): both
wins need every card face up (removed suites and sorted columns hold no face-down card).
This covers cycles of "must come first", a card buried under its own successor, and a
face-down card under the card one rank lower of its suit.

One more kind of condition comes from what a move carries ("carrying"). Take a card c
that must still lead, s its successor in another column, and a card t above c in c's
column such that neither t nor a card between c and t can leave before c leads (none of
those leavings is in the least closed set computed with c's lead withheld, which holds
every event that can come before it). Until c leads, t stays above c (cards leave a
column's middle only by leading or, for a King, with its suite; cards are only ever
added on top). Let b be s, or a card under s in s's column, whose successor is t, not
lying on t, such that no card between b and s, nor s itself when it is not b, can leave
before c leads either. Then in every winning line b leads after c, and only once one of
the cards then between b and t has left: the cards between b and s, s (when it is not
b), and those above c up to t. Why: if b led first, it would carry s onto t, above c,
and c could reach s only once a card between them left: the cards above c up to t, b
(lying on its successor, it never leads again) or, when b is not s, the cards between b
and s or s itself. None of them can leave before c leads, so c never would. So c leads
first, carrying t onto s, above b; c then lies on its successor for good, and b must
wait for one of the others to leave. These conditions are added and the least set
computed again. (Deals 432 and 487 of Classique, which took the search 37 s and 6 s to
prove lost, are caught so at the start.)

Last, "counting empty columns": the least set lets every King lead once some column has
got empty, however many Kings want one. A King that does not lie at the bottom of its
column (face-down cards counted) fills an empty column the first time it leads. A
column gets empty only when its bottom card leaves: a bottom card of the position leads
(once per column: it then lies on its successor for good), or a King lying at a bottom
goes with its suite; a King or a dealt card that came to a bottom and leaves again gives
back no more than its coming took. So just before the k-th of those Kings leads, at most
e + g - (k - 1) columns are empty, where e are empty now and g counts the bottom cards
led and the suites removed so far (a suite only when its King lies at a bottom now or has
moved already), and that King needs one. The events before its move are in the least
set computed with the Kings not yet moved withheld (as above), and its own conditions
are met there. The test searches the sets of Kings moved, from none, adding a King whose
conditions are met while the count leaves an empty column; the position is lost when,
in every set reached, a card that must lead is missing. Dealt reserve cards are left
out: a dealt card filling an empty column, or a dealt King moving into one, takes at
least what its leaving or its suite's removal gives back.
(Deals 2263 and 2287 of Classique, lost for want of one empty column, are caught so at
the start.)
"""

from __future__ import annotations

from collections.abc import Collection

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
_KINGS = tuple(Card(Rank.KING, suit) for suit in Suit)
_LEAVES: dict[Card, tuple[Card | _Removal, ...]] = {
    card: (card, _REMOVAL[card.suit]) if card.rank is Rank.KING else (card,)
    for card in _SUCCESSOR.keys() | set(_KINGS)
}
"""How a card may leave what it lies on: by leading, or for a King also with its suite."""
_SUITE_OF = {card: _REMOVAL[card.suit] for card in _LEAVES}
_LEAVES_BOTTOM = {
    card: (_REMOVAL[card.suit],) if card.rank is Rank.KING else (card,) for card in _LEAVES
}
"""How a column gets empty through its bottom card: that card leads, or (a King) its
suite is removed there."""

_Event = Card | _Removal
"""A card's lead, or the removal of a suit's complete suite."""


def applies(rules: RuleSet) -> bool:
    """Whether the test is sound for this variant (see the module's docstring)."""
    return (
        rules.layout.decks == 1
        and rules.build is BuildRule.SAME_SUIT
        and rules.empty_column is not EmptyColumnRule.ANY
    )


def is_dead(game: Game, *, carrying: bool = True, counting: bool = True) -> bool:
    """True when some card that must reach its successor can never lead. `carrying` and
    `counting` False leave out what "carrying" and "counting empty columns" add (see the
    module's docstring), to tell what they catch."""
    columns = [down + up for down, up in zip(game._hidden, game._up, strict=True)]
    where: dict[Card, tuple[int, int]] = {}
    for number, cards in enumerate(columns):
        for index, card in enumerate(cards):
            where[card] = (number, index)
    empty = sum(not cards for cards in columns)
    emptying = tuple(event for cards in columns if cards for event in _LEAVES_BOTTOM[cards[0]])
    closure = _Closure()
    needed: list[Card] = []
    uncovering: list[tuple[_Event, ...]] = []
    leaves = _LEAVES.__getitem__
    for number, cards in enumerate(columns):
        hidden = len(game._hidden[number])
        for index, card in enumerate(cards):
            successor = _SUCCESSOR.get(card)
            if index < hidden:
                uncovering.append(leaves(cards[index + 1]))
            if successor is not None and index > 0 and cards[index - 1] is successor:
                continue  # lies on its successor: never leads again
            closure.event(card)
            if index < hidden:
                closure.needs(card, uncovering[-1])
            if successor is None:
                if not empty:
                    closure.needs(card, emptying)
                continue
            needed.append(card)
            closure.needs(_SUITE_OF[card], (card,))
            place = where.get(successor)
            if place is not None:
                other, height = place
                above = columns[other][height + 1 : height + 2]
                if above and above[0] is not card:
                    closure.needs(card, leaves(above[0]))
                if other == number and height > index:
                    between = cards[index + 1 : height + 1]
                    closure.needs(card, tuple(e for x in between for e in leaves(x)))
    led = closure.least()
    if _lost(led, needed, uncovering):
        return True
    carried = _carrying(columns, where, closure, led) if carrying else []
    for event, group in carried:
        closure.needs(event, group)
    changed = not all(_met(led, event, group) for event, group in carried)
    if changed and _lost(closure.least(), needed, uncovering):  # (else `led` meets them)
        return True
    if not counting:
        return False
    kings = frozenset(card for cards in columns for card in cards[1:] if card.rank is Rank.KING)
    return _starved(closure, kings, empty, emptying, needed, uncovering)


def _starved(
    closure: _Closure,
    kings: frozenset[Card],
    empty: int,
    emptying: tuple[_Event, ...],
    needed: list[Card],
    uncovering: list[tuple[_Event, ...]],
) -> bool:
    """Whether every order of the Kings' moves into empty columns that the count of empty
    columns allows leaves a card that must lead unable to (see the module's docstring):
    a search over the sets of Kings moved so far, at most 2**4 of them."""
    if len(kings) <= empty:
        return False  # every King can have a column of its own: nothing to count
    gains = set(emptying)
    start = _Run(closure, kings)
    todo: list[tuple[frozenset[Card], _Run, Card | None]] = [(frozenset(), start, None)]
    tried: set[frozenset[Card]] = set()
    while todo:
        moved, run, king = todo.pop()
        if moved in tried:
            continue
        tried.add(moved)
        if king is not None:
            run = run.release(king, kings - moved)
        events = run.happened
        if not _lost(events, needed, uncovering):
            return False
        gained = sum(gain in events for gain in gains) + sum(
            _REMOVAL[mover.suit] in events for mover in moved
        )
        if empty + gained - len(moved) < 1:
            continue  # no empty column is left for another King
        todo.extend(
            (moved | {king}, run, king)
            for king in kings - moved
            if run.ready(king) and moved | {king} not in tried
        )
    return True


def _met(led: dict[_Event, int], event: _Event, group: tuple[_Event, ...]) -> bool:
    """Whether `event` was found after some event of `group` (or never)."""
    step = led.get(event)
    return step is None or any(led.get(other, _NEVER) < step for other in group)


def _lost(led: dict[_Event, int], needed: list[Card], uncovering: list[tuple[_Event, ...]]) -> bool:
    """Whether a card that must lead, or a face-down card's uncovering, never happens."""
    return any(card not in led for card in needed) or any(
        not any(event in led for event in group) for group in uncovering
    )


def _carrying(
    columns: list[list[Card]],
    where: dict[Card, tuple[int, int]],
    closure: _Closure,
    led: dict[_Event, int],
) -> list[tuple[_Event, tuple[_Event, ...]]]:
    """The conditions "carrying" adds (see the module's docstring), as (b, group) pairs.

    An event found before c in `led`'s order does not depend on c, so it can happen
    before c leads: the cards whose leaving is found so cut the candidates short, and the
    set with c withheld is computed (once per c) only for the candidates left."""
    found: list[tuple[_Event, tuple[_Event, ...]]] = []
    leaves = _LEAVES.__getitem__
    first = {card: led.get(card, _NEVER) for cards in columns for card in cards}
    for king in _KINGS:  # the step at which each card's first way of leaving was found
        if king in first:
            first[king] = min(first[king], led.get(_REMOVAL[king.suit], _NEVER))
    for number, cards in enumerate(columns):
        for index, card in enumerate(cards):
            successor = _SUCCESSOR.get(card)
            if successor is None or successor not in where:
                continue
            other, height = where[successor]
            if other == number or (index > 0 and cards[index - 1] is successor):
                continue  # s in c's own column, or c on s already
            step = led[card]
            top = index + 1
            while top < len(cards) and first[cards[top]] > step:
                top += 1
            if top == index + 1:
                continue  # every card above c may leave before it
            carried = {cards[k]: k for k in range(index + 1, top)}
            below = columns[other]
            before: dict[_Event, int] | None = None
            for low in range(height, -1, -1):
                lower = below[low]
                if low < height and first[below[low + 1]] <= step:
                    break  # that card may take s away from b before c leads
                target = _SUCCESSOR.get(lower)
                if target not in carried or (low > 0 and below[low - 1] is target):
                    continue
                group = below[low + 1 : height + 1] + cards[index + 1 : carried[target] + 1]
                if before is None:
                    before = closure.least(without=(card,))
                if any(event in before for x in group for event in leaves(x)):
                    continue
                found.append((lower, (card,)))
                found.append((lower, tuple(event for x in group for event in leaves(x))))
    return found


_NEVER = 1 << 30


class _Closure:
    """The least set of events closed under conditions "one of these happened first":
    a worklist, each event waiting on a count of conditions not yet met."""

    def __init__(self) -> None:
        self.unmet: dict[_Event, int] = dict.fromkeys(_REMOVAL.values(), 0)
        self.owner: list[_Event] = []
        self.watchers: dict[_Event, list[int]] = {}

    def event(self, event: _Event) -> None:
        """`event` may happen (with no condition yet)."""
        self.unmet[event] = 0

    def needs(self, event: _Event, group: tuple[_Event, ...]) -> None:
        """`event` happens only after one event of `group` has."""
        number = len(self.owner)
        self.owner.append(event)
        self.unmet[event] += 1
        watchers = self.watchers
        for member in group:
            if member in watchers:
                watchers[member].append(number)
            else:
                watchers[member] = [number]

    def least(self, without: Collection[_Event] = ()) -> dict[_Event, int]:
        """The least closed set, each event with the step it was found at (an event
        depends only on events found before it); the events `without` are withheld."""
        return _Run(self, without).happened


class _Run:
    """One computation of a closure's least set, which can go on when a withheld event
    is let happen (the set with fewer events withheld, without starting over)."""

    __slots__ = ("closure", "happened", "met", "unmet", "without")

    def __init__(self, closure: _Closure, without: Collection[_Event] = ()) -> None:
        self.closure, self.without = closure, without
        self.unmet = dict(closure.unmet)
        self.met = bytearray(len(closure.owner))
        todo = [event for event, count in self.unmet.items() if count == 0 and event not in without]
        self.happened = {event: step for step, event in enumerate(todo)}
        self._spread(todo)

    def ready(self, event: _Event) -> bool:
        """Whether every condition of the withheld `event` is met."""
        return self.unmet[event] == 0

    def release(self, event: _Event, without: Collection[_Event]) -> _Run:
        """A copy of this run with `event` no longer withheld (`without` the rest)."""
        run = _Run.__new__(_Run)
        run.closure, run.without = self.closure, without
        run.unmet, run.met, run.happened = (
            dict(self.unmet),
            bytearray(self.met),
            dict(self.happened),
        )
        if run.unmet[event] == 0:
            run.happened[event] = len(run.happened)
            run._spread([event])
        return run

    def _spread(self, todo: list[_Event]) -> None:
        unmet, met, happened, without = self.unmet, self.met, self.happened, self.without
        owner, watchers = self.closure.owner, self.closure.watchers
        while todo:
            for number in watchers.get(todo.pop(), ()):
                if met[number]:
                    continue
                met[number] = 1
                event = owner[number]
                unmet[event] -= 1
                if unmet[event] == 0 and event not in without:
                    happened[event] = len(happened)
                    todo.append(event)
