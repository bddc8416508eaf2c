"""The least set of events closed under conditions "this event happens only after one
event of that group has", and the order it is found in: what the dead-position test
(scorpion.games.scorpion.solver.deadlock, which says what the events and the conditions
are) and the test before the deal (scorpion.games.scorpion.solver.dealing) read a position
with. A worklist, each event waiting on a count of conditions not yet met; compiled with
them by `make install` (scripts/native.py), since it runs several times per position.
"""

from __future__ import annotations

from typing import Final

EVENTS: Final = 56
"""The events: each card's lead (its number, 0 to 51), each suit's suite removed (52 +
the suit's number)."""
REMOVALS: Final = range(52, EVENTS)
"""The suites' removals: events of every position (the cards that must lead first are
their conditions)."""
NEVER: Final = 1 << 30
"""The step of an event that never happens."""
ABSENT: Final = 1 << 20
"""The count of unmet conditions of an event that cannot happen at all (a card lying on
its successor, or not on the table): it never falls to 0."""

Condition = tuple[int, tuple[int, ...]]
"""(event, group): the event happens only after one event of the group has."""


class Closure:
    """The least set of events closed under conditions "one of these happened first":
    a worklist, each event waiting on a count of conditions not yet met."""

    __slots__ = ("owner", "unmet", "watchers")

    def __init__(self, events: list[int], conditions: list[Condition]) -> None:
        self.unmet = [ABSENT] * EVENTS
        for event in REMOVALS:
            self.unmet[event] = 0
        self.owner: list[int] = []
        self.watchers: list[list[int]] = [[] for _ in range(EVENTS)]
        for event in events:
            self.happens(event)
        self.add(conditions)

    def happens(self, event: int) -> None:
        """`event` can happen, once its conditions are met (given before or after)."""
        if self.unmet[event] >= ABSENT:
            self.unmet[event] -= ABSENT

    def needs(self, event: int, group: tuple[int, ...]) -> None:
        """One more condition: `event` happens only after one event of `group` has. (The
        test reading a position gives them one by one, with no tuple made for each.)"""
        owner, watchers = self.owner, self.watchers
        number = len(owner)
        owner.append(event)
        self.unmet[event] += 1
        for member in group:
            watchers[member].append(number)

    def add(self, conditions: list[Condition]) -> None:
        """More conditions, each "event happens only after one event of group has"."""
        for event, group in conditions:
            self.needs(event, group)

    def least(self, without: list[int] | tuple[int, ...] = ()) -> list[int]:
        """The step at which each event of the least closed set was found (an event
        depends only on events found before it), NEVER for the others; the events
        `without` are withheld."""
        return Run(self, without).step


class Run:
    """One computation of a closure's least set, which can go on when a withheld event
    is let happen (the set with fewer events withheld, without starting over)."""

    __slots__ = ("closure", "count", "met", "step", "unmet", "withheld")
    unmet: list[int]
    met: list[bool]
    step: list[int]
    count: int

    def __init__(
        self,
        closure: Closure,
        without: list[int] | tuple[int, ...] = (),
        going_on: Run | None = None,
    ) -> None:
        self.closure = closure
        self.withheld = withheld = _mask(without)
        if going_on is not None:  # a copy, to go on from
            self.unmet, self.met = going_on.unmet[:], going_on.met[:]
            self.step, self.count = going_on.step[:], going_on.count
            return
        unmet = self.unmet = closure.unmet[:]
        self.met = [False] * len(closure.owner)
        todo = [event for event in range(EVENTS) if not unmet[event] and not withheld[event]]
        self.step = step = [NEVER] * EVENTS
        for number, event in enumerate(todo):
            step[event] = number
        self.count = len(todo)
        self._spread(todo)

    def ready(self, event: int) -> bool:
        """Whether every condition of the withheld `event` is met."""
        return self.unmet[event] == 0

    def release(self, event: int, without: list[int]) -> Run:
        """A copy of this run with `event` no longer withheld (`without` the rest)."""
        run = Run(self.closure, without, self)
        if run.unmet[event] == 0:
            run.step[event] = run.count
            run.count += 1
            run._spread([event])
        return run

    def _spread(self, todo: list[int]) -> None:
        unmet, met, step, withheld = self.unmet, self.met, self.step, self.withheld
        owner, watchers = self.closure.owner, self.closure.watchers
        count = self.count
        while todo:
            for number in watchers[todo.pop()]:
                if met[number]:
                    continue
                met[number] = True
                event = owner[number]
                unmet[event] -= 1
                if not unmet[event] and not withheld[event]:
                    step[event] = count
                    count += 1
                    todo.append(event)
        self.count = count


def _mask(events: list[int] | tuple[int, ...]) -> list[bool]:
    """One flag per event, True for those in `events` (a list: mypyc reads its items
    without the generic item protocol a bytearray goes through)."""
    mask = [False] * EVENTS
    for event in events:
        mask[event] = True
    return mask
