"""The least closed set of events (solver/closure.py): the same set, in the same order,
whichever way its events and conditions are given, and against a plain fixed point."""

from __future__ import annotations

import random

from scorpion.games.scorpion.solver.closure import EVENTS, NEVER, REMOVALS, Closure, Condition


def _random_conditions(rng: random.Random) -> tuple[list[int], list[Condition]]:
    events = rng.sample(range(52), rng.randint(0, 52))
    conditions = [
        (rng.randrange(EVENTS), tuple(rng.sample(range(EVENTS), rng.randint(0, 3))))
        for _ in range(rng.randint(0, 120))
    ]
    return events, conditions


def _fixed_point(events: list[int], conditions: list[Condition]) -> set[int]:
    """The least set closed under the conditions, computed the slow, obvious way."""
    can = set(events) | set(REMOVALS)
    found: set[int] = set()
    while True:
        more = {
            event
            for event in can - found
            if all(any(m in found for m in group) for e, group in conditions if e == event)
        }
        if not more:
            return found
        found |= more


def test_the_least_set_is_the_plain_fixed_point_of_the_conditions() -> None:
    rng = random.Random(5)
    for _ in range(300):
        events, conditions = _random_conditions(rng)
        step = Closure(events, conditions).least()
        found = {event for event in range(EVENTS) if step[event] != NEVER}
        assert found == _fixed_point(events, conditions)


def test_conditions_given_before_their_event_count_as_those_given_after() -> None:
    rng = random.Random(6)
    for _ in range(300):
        events, conditions = _random_conditions(rng)
        given = Closure(events, conditions)
        late = Closure([], [])
        split = rng.randint(0, len(conditions))
        late.add(conditions[:split])
        for event in events:
            late.happens(event)
            late.happens(event)  # said twice: still one event
        late.add(conditions[split:])
        assert (late.unmet, late.owner, late.watchers) == (given.unmet, given.owner, given.watchers)
        assert late.least() == given.least()
