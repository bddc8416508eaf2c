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
so the test stays sound before the deal too. A reserve played card by card (Three Blind
Mice) is read like the table: each of its cards lies on nothing and takes no card, so it
leads once, onto its successor once the card lying on that has left (a King: into an
empty column), must lead before its suite goes, and the card one rank lower of its suit
goes onto it only after it has led. (Deals 2, 96 and 1389 of Three Blind Mice, which took
the search up to 33,000 positions to prove lost, are caught so at the start.)

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

The search runs this test on every position it reaches, so it is written for speed: cards
and events are small whole numbers, and `make install` compiles this file with mypyc
(scripts/native.py), which halves the time of a search; the plain code runs otherwise.
"""

from __future__ import annotations

from typing import Final, Protocol, cast

from scorpion.cards import Card, Rank, Suit
from scorpion.games.scorpion.rules import BuildRule, EmptyColumnRule, ReserveRule, RuleSet
from scorpion.games.scorpion.solver import native
from scorpion.games.scorpion.solver.closure import EVENTS, NEVER, Closure, Condition, Run
from scorpion.games.scorpion.state import State

SUCCESSOR = {
    Card(rank, suit): Card(Rank(rank + 1), suit) for suit in Suit for rank in Rank if rank < 13
}
"""Each non-King card's successor: the card one rank higher of its suit."""

# Events are small whole numbers, for speed (the test runs on every searched position):
# a card's lead is the card's number in _CARDS, the removal of a suit's complete suite
# is 52 + the suit's number (scorpion.games.scorpion.solver.closure computes their least
# closed set).
_CARDS: Final = tuple(Card(rank, suit) for suit in Suit for rank in Rank)
ID: Final = {card: number for number, card in enumerate(_CARDS)}
_SUITE: Final = tuple(len(_CARDS) + list(Suit).index(card.suit) for card in _CARDS)
"""The event "this card's suite is removed", for each card."""
_NEXT: Final = tuple(ID[SUCCESSOR[card]] if card in SUCCESSOR else -1 for card in _CARDS)
"""Each card's successor, -1 for a King."""
_KINGS: Final = tuple(number for number, card in enumerate(_CARDS) if card.rank is Rank.KING)
_ALONE: Final = tuple((event,) for event in range(EVENTS))
"""Each event as a group of one, made once rather than at every position."""
LEAVES: Final = tuple(
    (number, _SUITE[number]) if _NEXT[number] < 0 else (number,) for number in range(52)
)
"""How a card may leave what it lies on: by leading, or for a King also with its suite."""
_LEAVES_BOTTOM: Final = tuple(
    (_SUITE[number],) if _NEXT[number] < 0 else (number,) for number in range(52)
)
"""How a column gets empty through its bottom card: that card leads, or (a King) its
suite is removed there."""
Columns = list[list[int]]
"""Cards as numbers, per column, bottom to top."""


def applies(rules: RuleSet) -> bool:
    """Whether the test is sound for this variant (see the module's docstring)."""
    return (
        rules.layout.decks == 1
        and rules.build is BuildRule.SAME_SUIT
        and rules.empty_column is not EmptyColumnRule.ANY
    )


class Table:
    """The position read as events and the conditions they must meet (see the module's
    docstring), given to their `closure` as they are read: the cards of each column bottom
    to top as numbers, the column and height of each card, the cards that must lead and
    the uncoverings a win needs, and the cards `waiting` for a successor off the table:
    before the reserve is dealt, one still in the reserve, so they cannot lead then
    (scorpion.games.scorpion.solver.dealing withholds them)."""

    def __init__(self, face_down: Columns, face_up: Columns) -> None:
        self.columns = columns = [down + up for down, up in zip(face_down, face_up, strict=True)]
        self.place = place = [-1] * 52  # each card's column (-1: not on the table)
        self.height = height = [0] * 52  # and its height there
        for number, cards in enumerate(columns):
            for index, card in enumerate(cards):
                place[card] = number
                height[card] = index
        self.empty = sum(not cards for cards in columns)
        self.emptying = tuple([e for cards in columns if cards for e in _LEAVES_BOTTOM[cards[0]]])
        self.closure = closure = Closure([], [])
        self.needed: list[int] = []
        self.uncovering: list[tuple[int, ...]] = []
        self.waiting: list[int] = []
        uncovering, waiting = self.uncovering, self.waiting
        for number, cards in enumerate(columns):
            hidden = len(face_down[number])
            under = -1
            for index, card in enumerate(cards):
                successor = _NEXT[card]
                if index < hidden:
                    uncovering.append(LEAVES[cards[index + 1]])
                if successor >= 0 and under == successor:
                    under = card
                    continue  # lies on its successor: never leads again
                under = card
                closure.happens(card)
                if index < hidden:
                    closure.needs(card, uncovering[-1])
                if successor >= 0 and place[successor] < 0:
                    waiting.append(card)
                if not _read_lead(card, self):
                    continue  # a King
                top = height[successor] + 1
                if place[successor] == number and top > index + 1:
                    between = cards[index + 1 : top]  # (a list made, not a generator: faster)
                    closure.needs(card, tuple([e for x in between for e in LEAVES[x]]))


def numbers(game: State) -> tuple[Columns, Columns, list[int]]:
    """A position's face-down cards, face-up cards (per column, bottom to top) and reserve
    as card numbers: what `Look` reads (the compact board keeps them so already)."""
    ident = ID
    return (
        [[ident[card] for card in cards] for cards in game.face_down],
        [[ident[card] for card in cards] for cards in game.face_up],
        [ident[card] for card in game.reserve],
    )


def _is_dead(game: State, *, carrying: bool = True, counting: bool = True) -> bool:
    """True when some card that must reach its successor can never lead. `carrying` and
    `counting` False leave out what "carrying" and "counting empty columns" add (see the
    module's docstring), to tell what they catch."""
    look = Look(*numbers(game), game.variant.reserve is ReserveRule.PLAYABLE)
    return look.lost_at_once() or look.lost_later(carrying=carrying, counting=counting)


class Look:
    """The test's reading of a position: its `Table`, the `Closure` of its conditions and
    their least set `led`. Read once per position, and asked by the test before the deal
    too (scorpion.games.scorpion.solver.dealing), which the search runs beside this one."""

    __slots__ = ("closure", "kings", "led", "table")

    def __init__(
        self, face_down: Columns, face_up: Columns, reserve: list[int], playable: bool
    ) -> None:
        """The position as card numbers (`numbers`); `playable`: the variant plays the
        reserve's cards one by one (ReserveRule.PLAYABLE)."""
        self.table = table = Table(face_down, face_up)
        columns = table.columns
        self.kings = kings = [  # (no column copied to skip its bottom card)
            cards[height]
            for cards in columns
            for height in range(1, len(cards))
            if _NEXT[cards[height]] < 0
        ]
        if playable:
            for card in reserve:
                table.closure.happens(card)
                if card % 13:  # the card one rank lower goes onto it once it has led
                    table.closure.needs(card - 1, _ALONE[card])
                if not _read_lead(card, table):
                    kings.append(card)  # into an empty column, the first time it leads
        self.closure = table.closure
        self.led = self.closure.least()

    def lost_at_once(self) -> bool:
        """Whether a card that must lead, or an uncovering, is missing from `led`."""
        return _lost(self.led, self.table.needed, self.table.uncovering)

    def lost_later(self, *, carrying: bool = True, counting: bool = True) -> bool:
        """Whether "carrying" or "counting empty columns" (the module's docstring) finds
        the position lost. It adds carrying's conditions to `closure`."""
        table, closure, led = self.table, self.closure, self.led
        needed, uncovering = table.needed, table.uncovering
        carried = (
            _carrying(table.columns, table.place, table.height, closure, led) if carrying else []
        )
        closure.add(carried)
        changed = not all(_met(led, event, group) for event, group in carried)
        if changed and _lost(closure.least(), needed, uncovering):  # (else `led` meets them)
            return True
        if not counting:
            return False
        return _starved(closure, self.kings, table.empty, table.emptying, needed, uncovering)


def _read_lead(card: int, table: Table) -> bool:
    """The conditions every card that can still lead has, on the table or in the reserve,
    added to `table`'s: a King needs an empty column (False is returned for one); another
    card must lead (it is `needed`), before its suite goes, once the card lying on its
    successor (not itself) has left."""
    successor, closure = _NEXT[card], table.closure
    if successor < 0:
        if not table.empty:
            closure.needs(card, table.emptying)
        return False
    table.needed.append(card)
    closure.needs(_SUITE[card], _ALONE[card])
    other = table.place[successor]
    if other >= 0:
        target, top = table.columns[other], table.height[successor] + 1
        if top < len(target) and target[top] != card:
            closure.needs(card, LEAVES[target[top]])
    return True


def _starved(
    closure: Closure,
    kings: list[int],
    empty: int,
    emptying: tuple[int, ...],
    needed: list[int],
    uncovering: list[tuple[int, ...]],
) -> bool:
    """Whether every order of the Kings' moves into empty columns that the count of empty
    columns allows leaves a card that must lead unable to (see the module's docstring):
    a search over the sets of Kings moved so far (bit i for kings[i]), at most 2**4."""
    if len(kings) <= empty:
        return False  # every King can have a column of its own: nothing to count
    bits = range(len(kings))
    todo: list[tuple[int, Run, int]] = [(0, Run(closure, kings), -1)]
    tried: set[int] = set()
    while todo:
        moved, run, king = todo.pop()
        if moved in tried:
            continue
        tried.add(moved)
        if king >= 0:
            run = run.release(kings[king], [kings[i] for i in bits if not moved >> i & 1])
        step = run.step
        if not _lost(step, needed, uncovering):
            return False
        free = empty  # now, plus each column emptied so far, less one per King moved
        for gain in emptying:
            free += step[gain] != NEVER
        for i in bits:
            if moved >> i & 1:
                free += (step[_SUITE[kings[i]]] != NEVER) - 1  # its suite may go too
        if free < 1:
            continue  # no empty column is left for another King
        for i in bits:
            if not moved >> i & 1 and run.ready(kings[i]) and moved | 1 << i not in tried:
                todo.append((moved | 1 << i, run, i))
    return True


def _met(led: list[int], event: int, group: tuple[int, ...]) -> bool:
    """Whether `event` was found after some event of `group` (or never)."""
    step = led[event]
    return step == NEVER or any(led[other] < step for other in group)


def _lost(led: list[int], needed: list[int], uncovering: list[tuple[int, ...]]) -> bool:
    """Whether a card that must lead, or a face-down card's uncovering, never happens."""
    for card in needed:
        if led[card] == NEVER:
            return True
    for group in uncovering:
        for event in group:
            if led[event] != NEVER:
                break
        else:
            return True
    return False


def _carrying(
    columns: list[list[int]],
    place: list[int],
    height: list[int],
    closure: Closure,
    led: list[int],
) -> list[Condition]:
    """The conditions "carrying" adds (see the module's docstring).

    An event found before c in `led`'s order does not depend on c, so it can happen
    before c leads: the cards whose leaving is found so cut the candidates short, and the
    set with c withheld is computed (once per c) only for the candidates left."""
    found: list[Condition] = []
    first = led[:52]  # the step at which each card's first way of leaving was found
    for king in _KINGS:
        first[king] = min(first[king], led[_SUITE[king]])
    for number, cards in enumerate(columns):
        for index, card in enumerate(cards):
            successor = _NEXT[card]
            if successor < 0:
                continue
            other = place[successor]
            if other < 0 or other == number or (index > 0 and cards[index - 1] == successor):
                continue  # s in c's own column or not on the table, or c on s already
            step = led[card]
            top = index + 1
            while top < len(cards) and first[cards[top]] > step:
                top += 1
            if top == index + 1:
                continue  # every card above c may leave before it
            below, high = columns[other], height[successor]
            before: list[int] | None = None
            for low in range(high, -1, -1):
                lower = below[low]
                if low < high and first[below[low + 1]] <= step:
                    break  # that card may take s away from b before c leads
                target = _NEXT[lower]
                if target < 0 or place[target] != number or not index < height[target] < top:
                    continue  # b's successor is not among the carried cards (no list search)
                if low > 0 and below[low - 1] == target:
                    continue
                group = below[low + 1 : high + 1] + cards[index + 1 : height[target] + 1]
                leaving = tuple([event for x in group for event in LEAVES[x]])
                if before is None:
                    before = closure.least(without=(card,))
                if any(before[event] != NEVER for event in leaving):
                    continue
                found.append((lower, _ALONE[card]))
                found.append((lower, leaving))
    return found


# --- not compiled: scripts/native.py compiles this file down to this line ---


class DeadTest(Protocol):
    """The signature of `is_dead`."""

    def __call__(self, game: State, *, carrying: bool = True, counting: bool = True) -> bool: ...


def _chosen(source: bytes) -> DeadTest:
    """The test compiled by mypyc from this very file (scripts/native.py), or else the code
    above, when there is no build or it was made from another version of the file."""
    built = native.compiled("deadlock", source)
    return _is_dead if built is None else cast(DeadTest, built._is_dead)


is_dead: DeadTest = _chosen(native.sources("deadlock"))
"""True when some card that must reach its successor can never lead (see `_is_dead`)."""
