"""The twin trap: with two decks, a card that its twin keeps from ever leading.

The wider dead-position test (scorpion.games.scorpion.solver.widedead) counts a place as
free for good once the card lying on it has left. With two decks that misses how a twin
holds a place: take the two copies x and y of a card (not a King), both on the table, and
the two copies s and t of its successor (on the table or in the reserve). Say, in a
column from the bottom, "... t (face down), y (face down), x": x must leave y before y
can turn up; t lies under y, so x can only go onto s, and once there it can only leave
onto t, still under y. So y can go onto neither copy: it never leads, and t never turns
up. Such a deal is lost at its start, yet the least set of the wider test holds every
event it asks of it (it sees s free now, for x and for y alike). Read in the events of
that module, and sound wherever building is by suit, only a King (or a King-led group)
goes into an empty column and the reserve is dealt (`applies`):

Claim. Let L be the least set with LEAD(y) and every ONTO(y, .) withheld. Suppose
(1) x lies on neither s nor t, and LEAD(y) is not in the least set with LEAD(x) and every
ONTO(x, .) withheld; (2) ONTO(x, t) is not in L; (3) y lies on t, or some condition of
ONTO(y, t) has no event in L. Then y never leads, every event of every line lies in L,
and the position is lost when a win needs an event outside L.

Proof. In a line, the events before the first LEAD(x) meet their conditions with events
before them, none of them LEAD(x) or an ONTO of x, so they lie in the least set with those
withheld (the argument of the wider test); likewise the events before the first LEAD(y)
lie in L. Suppose y leads, first at step n. By (1), x has led before n. x goes only onto
a copy of its successor (same-suit building; x is no King, so no empty column takes it):
onto t only by an ONTO(x, t) before n, which (2) rules out, so its first lead took it
onto s, where it lies until it leads again, again onto t only, so not before n either
(or until s leaves with its complete suite, x in it). At step n, s is covered by x, or
gone; and y goes onto t by the event ONTO(y, t), whose conditions want events before n,
which lie in L: (3) rules it out (and a card never goes onto the card it lies on). So y
never leads, no event of any line is LEAD(y) or an ONTO of y, and every event of every
line lies in L. A win needs (as in the wider test) every face-down card turned up and
every card not lying on a successor gone onto one: if one such group of events has none
in L, no line wins. A deal of the reserve only puts cards on the columns (it moves no
card of the table, and covering s or t only takes a place away).

Measured on the committed rows (docs/data/stats): it proves lost at the start 24 of
Double Scorpion (PySolFC)'s 35 deals every search had left unknown and 9 of Double
Scorpion's 14, and it holds for none of the 3,890 deals of those two variants a search
won. Its cost is two least sets per pair of twins it asks about (about 20 ms a deal), so
`scorpion.games.scorpion.solver.decide.solve` asks it of the position it starts from.
"""

from __future__ import annotations

from scorpion.games.scorpion.rules import BuildRule, EmptyColumnRule, ReserveRule, RuleSet
from scorpion.games.scorpion.solver import widedead
from scorpion.games.scorpion.state import State


def applies(rules: RuleSet) -> bool:
    """Whether the test is sound for `rules` and asked: two decks, building by suit, an
    empty column for Kings only, a reserve dealt (see the module)."""
    return (
        rules.layout.decks == 2
        and rules.build is BuildRule.SAME_SUIT
        and rules.empty_column is not EmptyColumnRule.ANY
        and rules.reserve is ReserveRule.DEAL
    )


def is_dead(game: State) -> bool:
    """True when the wider test proves `game` lost, or a pair of twins traps it (see the
    module)."""
    table = widedead.Table(game)
    table.read()
    whole = widedead.reached(table.events, table.conditions)
    if not widedead.meets(whole, table.needed):
        return True
    withheld: dict[int, list[bool]] = {}

    def without(card: int) -> list[bool]:
        """The least set with LEAD(card) and every ONTO of it withheld."""
        if card not in withheld:
            never: list[tuple[int, list[int]]] = [(card, [])]
            never += [(event, []) for event in table.ontos.get(card, [])]
            withheld[card] = widedead.reached(table.events, [*table.conditions, *never])
        return withheld[card]

    for value, cards in enumerate(table.copies):
        on_table = [card for card in cards if table.column[card] >= 0]
        if value % 13 == 12 or len(on_table) != 2:
            continue  # a King (values: 13 per suit, Ace first), or a copy not on the table
        first, second = on_table
        for x, y in ((first, second), (second, first)):
            if table.settled[x] or not whole[y] or without(x)[y]:
                continue  # (1) does not hold
            trapped = without(y)
            for index, t in enumerate(table.copies[value + 1]):  # the successor's copies
                if trapped[table.ontos[x][index]]:
                    continue  # (2) does not hold
                if table.under[y] != t and _may(table, trapped, y, index):
                    continue  # (3) does not hold
                if not widedead.meets(trapped, table.needed):
                    return True
    return False


def _may(table: widedead.Table, done: list[bool], card: int, index: int) -> bool:
    """Whether `card`'s ONTO event onto the `index`th copy of its successor has each of its
    conditions met by an event of `done` (a card lying on the other copy has no ONTO
    events: it is counted able)."""
    if card not in table.ontos:
        return True
    event = table.ontos[card][index]
    return all(
        any(done[member] for member in group)
        for number, group in table.conditions
        if number == event
    )
