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

Claim. Write L_c for the least set with LEAD(c) and every ONTO(c, .) withheld, and
T(x, y) for: (2) ONTO(x, t) is not in L_y; (3) y lies on t, or some condition of
ONTO(y, t) has no event in L_y; (4) some group of events a win needs has none in L_y. The
position is lost if x lies on neither copy, T(x, y) holds, and either (1) LEAD(y) is not
in L_x, or (1') y lies on neither copy either and T(y, x) holds too.

Proof. In a line, the events before the first LEAD(c) meet their conditions with events
before them, none of them LEAD(c) or an ONTO of c, so they lie in L_c (the argument of
the wider test). If neither twin ever leads, every event lies in L_y, and (4) leaves the
line short of a win. Otherwise take the first of the two to lead. Under (1) it is x (y
cannot lead before x has); under (1') it may be y, and then exchange the names below,
which T(y, x) allows. So x leads first, at step m: the events before m lie in L_y, so
(2) it does not go onto t, and goes onto s, its only other place (same-suit building; x
is no King, so no empty column takes it). It lies there until it leads again, onto t
only, so again not before y's first lead (or until s leaves with its complete suite, x
in it). When y first leads, at step n, s is covered by x, or gone; y goes onto t by the
event ONTO(y, t), whose conditions want events before n, which lie in L_y: (3) rules it
out (and a card never goes onto the card it lies on). So y never leads: every event of
every line lies in L_y, and (4) leaves every line short of a win. A win needs (as in the
wider test) every face-down card turned up and every card not lying on a successor gone
onto one. A deal of the reserve only puts cards on the columns (it moves no card of the
table, and covering s or t only takes a place away).

Form (1'), found in Double Scorpion (PySolFC) deal 188: the copy t lies under one twin's
column, and the other twin cannot leave the card it lies on before the first twin has
led; whichever goes first onto s keeps the other from ever leading.

Held copies: every least set here (each L_c, and the whole one, where "before c's first
lead" below reads "ever") is sharpened by two more facts, found in Double Scorpion
(PySolFC) deal 44, and still holds every event of a line before c's first lead:
(a) a card that is no King and lies on no successor leads only onto a copy of its
successor (building by suit, an empty column takes only a King or a King-led group), so
LEAD(u) comes only with or after one of its ONTO events: a condition (LEAD(u), ONTO(u, .)),
whose ONTO events want only earlier events, none of them LEAD(u);
(b) take twins v and u, neither lying on a successor, such that u cannot lead before v
has (LEAD(u) is not in the least set with LEAD(v) and v's ONTO events withheld, read with
(a)); a and b the copies of their successor. If ONTO(v, a) is not in L_c, ONTO(u, b) is
withheld from it. Proof: say u goes onto b at step n, before c's first lead. v has led
before n (u cannot lead before v has, and a move has one leading card), so v's first
lead came before c's; it went onto a copy of its successor by (a), not onto a, out of
reach before c leads: onto b. From then on v covers b until it leads again, which can
only be onto a, not before c leads; b carried elsewhere stays covered, b removed with
its suite is gone. So b is covered at step n: a contradiction. Withholding ONTO(u, b)
may put more ONTO(v', a') out of reach: repeat until nothing changes; by induction on the
rounds each set still holds every event of a line before c's first lead. In deal 44 the
8♥ lying face up on the 8♠ that covers one Queen twin must lead before its twin under
that Queen, and go onto the only free 9♥ (the other lies under the other Queen), so the
8♥ under that Queen can never lead, and the King under it never turns up: whichever
Queen goes first onto the free King traps the other (form (1')).

(c) Each L_c is sharpened once more (`_split`), found in Double Scorpion deal 1658: take
twins a and b, neither lying on a successor, and a copy j2 of their successor that
neither can go onto before c's first lead (ONTO(a, j2), ONTO(b, j2) not in L_c). Then at
most one of them leads before c's first lead: the first to lead goes onto the other copy
j1 by (a), and covers it until it leads again, which can only be onto j2; the second
could go onto neither. So every line's events before c's first lead lie in the least set
with b's lead (and ONTO events) withheld, or in the one with a's withheld; an event of
L_c in neither is withheld from it (the least set then still holds every such line's
events), and so on until nothing changes. In deal 1658 a 5♦ lies on one J♣ (the other
is free) and both 10♣ want that free J♣ before the 5♦ leads: one 10♣ covers the 6♦ the
5♦ needs, the other the card over the other 5♦, which lies on the other 6♦; whichever
10♣ goes first, the 5♦ under the other never leads before the first 5♦ (form (1)).

Measured on the committed rows (docs/data/stats): it proves lost at the start 31 of
Double Scorpion (PySolFC)'s 35 deals every search had left unknown (24 by form (1), 3 only
with held copies, 1 only with (c)) and 13 of Double Scorpion's 14 (2 only with held
copies, 2 only with (c)), and it holds for none of the 3,892 deals of those two variants
a search won. Its cost is a few least sets per pair of twins it asks about, each one pass
over the conditions read once (`widedead.Graph`): 13-21 ms a deal at the start compiled
(scripts/native.py), 33-40 ms in plain Python. So
`scorpion.games.scorpion.solver.decide.solve` asks it of the position it starts from, and
prunes with it at every position only above `decide.TRAP_BASE`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, cast

from scorpion.games.scorpion.rules import BuildRule, EmptyColumnRule, ReserveRule, RuleSet
from scorpion.games.scorpion.solver import native, widedead
from scorpion.games.scorpion.state import State

_KING: Final = 12
"""A King's value within its suit (values: 13 per suit, Ace first)."""


def applies(rules: RuleSet) -> bool:
    """Whether the test is sound for `rules` and asked: two decks, building by suit, an
    empty column for Kings only, a reserve dealt (see the module)."""
    return (
        rules.layout.decks == 2
        and rules.build is BuildRule.SAME_SUIT
        and rules.empty_column is not EmptyColumnRule.ANY
        and rules.reserve is ReserveRule.DEAL
    )


def _is_dead(game: State) -> bool:
    """True when the wider test proves `game` lost, or a pair of twins traps it (see the
    module)."""
    table = widedead.Table(game)
    table.read()
    # (a): a card lying on no successor leads only onto one
    graph = widedead.Graph(table.events, [*table.conditions, *table.ontos.items()])
    pairs = _pairs(table)
    held = _held(table, graph, pairs)
    whole = _sharpened(table, graph, [], held)
    if not widedead.meets(whole, table.needed):
        return True
    withheld: dict[int, list[bool]] = {}

    def without(card: int) -> list[bool]:
        """L_card: the least set with LEAD(card) and every ONTO of it withheld."""
        if card not in withheld:
            never = [card, *table.ontos.get(card, [])]
            withheld[card] = _split(table, graph, never, held, pairs)
        return withheld[card]

    groups: dict[int, list[list[int]]] = {}  # each ONTO event's conditions, read once
    for event, group in table.conditions:
        if event >= 2 * table.size:
            groups.setdefault(event, []).append(group)

    def holds(x: int, y: int, index: int, t: int) -> bool:
        """T(x, y), t being the `index`th copy of their successor (see the module)."""
        least = without(y)
        return (
            not least[table.ontos[x][index]]
            and (
                table.under[y] == t
                # a card lying on the other copy has no ONTO events: it counts as able
                or (y in table.ontos and not _may(groups, least, table.ontos[y][index]))
            )
            and not widedead.meets(least, table.needed)
        )

    for value, cards in enumerate(table.copies):
        on_table = [card for card in cards if table.column[card] >= 0]
        if value % 13 == _KING or len(on_table) != 2:
            continue  # a King, or a copy not on the table
        first, second = on_table
        for x, y in ((first, second), (second, first)):
            if table.settled[x] or not whole[y]:
                continue
            for index, t in enumerate(table.copies[value + 1]):  # the successor's copies
                if holds(x, y, index, t) and (
                    not without(x)[y]  # (1)
                    or (not table.settled[y] and holds(y, x, index, t))  # (1')
                ):
                    return True
    return False


def _pairs(table: widedead.Table) -> list[tuple[int, int]]:
    """The twins lying on no successor (so no King: only those have ONTO events), with
    both copies of their successor (an ONTO event each), once per pair."""
    return [
        (cards[0], cards[1])
        for cards in table.copies
        if len(cards) == 2
        and all(card in table.ontos for card in cards)
        and len(table.ontos[cards[0]]) == 2
    ]


def _held(
    table: widedead.Table, graph: widedead.Graph, pairs: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """The pairs (v, u) of held copies' fact (b): u unable to lead before v has (see the
    module)."""
    return [
        (v, u)
        for a, b in pairs
        for v, u in ((a, b), (b, a))
        if not graph.reached([v, *table.ontos[v]])[u]
    ]


def _sharpened(
    table: widedead.Table, graph: widedead.Graph, withheld: list[int], held: list[tuple[int, int]]
) -> list[bool]:
    """The least set with `withheld` withheld, and ONTO(u, b) for each held pair (v, u)
    where ONTO(v, a) is out of it, until nothing changes (fact (b) of the module)."""
    withheld = list(withheld)
    while True:
        least = graph.reached(withheld)
        more = [
            table.ontos[u][index]
            for v, u in held
            for index in (0, 1)
            if least[table.ontos[u][index]] and not least[table.ontos[v][1 - index]]
        ]
        if not more:
            return least
        withheld += more


def _split(
    table: widedead.Table,
    graph: widedead.Graph,
    withheld: list[int],
    held: list[tuple[int, int]],
    pairs: list[tuple[int, int]],
) -> list[bool]:
    """`_sharpened`, then, for twins a and b both of which may lead but neither onto one
    copy of their successor, only what a line where one of them never leads reaches, until
    nothing changes (fact (c) of the module)."""
    withheld = list(withheld)
    least = _sharpened(table, graph, withheld, held)
    changed = True
    while changed:
        changed = False
        for a, b in pairs:
            if not (least[a] and least[b]) or not any(
                not least[table.ontos[a][index]] and not least[table.ontos[b][index]]
                for index in (0, 1)
            ):
                continue
            one = _sharpened(table, graph, [*withheld, b, *table.ontos[b]], held)
            other = _sharpened(table, graph, [*withheld, a, *table.ontos[a]], held)
            out = [e for e in range(len(least)) if least[e] and not (one[e] or other[e])]
            if out:
                withheld += out
                least = _sharpened(table, graph, withheld, held)
                changed = True
    return least


def _may(groups: dict[int, list[list[int]]], done: list[bool], event: int) -> bool:
    """Whether each condition of the ONTO `event` has an event of `done`."""
    return all(any(done[member] for member in group) for group in groups.get(event, []))


# --- not compiled: scripts/native.py compiles this file down to this line ---


def _chosen(source: bytes) -> Callable[[State], bool]:
    """The test compiled by mypyc from this very file (scripts/native.py), or else the code
    above, when there is no build or it was made from another version of the file."""
    built = native.compiled("twins", source)
    return _is_dead if built is None else cast(Callable[[State], bool], built._is_dead)


is_dead = _chosen(native.sources("twins"))
"""True when the wider test proves `game` lost, or a pair of twins traps it (see the
module)."""
