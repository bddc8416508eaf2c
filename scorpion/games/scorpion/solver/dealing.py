"""A second sound test, before the reserve is dealt: no deal the game survives is left.

Where: seed 003's letter (the reserve dealt only "when stuck", when no move is useful,
and the game lost once it is dealt and no move is useful), suites staying where they
form, in the one-deck, same-suit, King-only family (`deadlock.applies`), each reserve card
dealt onto a column of its own, at a position Q with the reserve still to deal and no
face-down card: Scorpion II from its start, the other variants of that letter once every
card is up.

What must happen at the deal. A win needs the reserve dealt (a won table holds every
card). Take a winning line from Q: it deals at a position P, which has no face-down card
either (cards never turn back down), and goes on from D, P with the reserve dealt, one
card on top of each of columns 1-3. The deal is legal only when no move is useful at P;
D is won, or (not lost) has a useful move m. With no face-down card and suites staying, a
move is useful only by raising the number of columns that end with a complete suite
(`Engine.useful_moves`), and in this family every move that raises it is useful: its
position is new (scorpion.games.scorpion.solver.keying). A move of D that neither leads,
carries nor lands on a dealt card is a move of P with the same columns to leave and to
reach (a dealt card covers only what lies under it), so it raises the number at D exactly
when at P, where nothing is useful. So m moves a dealt card r, or moves onto one, or
carries one; and after m a column ends with a complete suite s of cards all on the table
or in the reserve at P, in one of these ways:
- r leads: onto its successor, completing s on top of that column (r is s's Ace, and
  K-2 of s lie in a run on top of a column at P, or the 2 is dealt too); or off a column
  where it covered s, complete on top of a column of P;
- r is m's target: the card below r of r's suit leads onto it with what lies on it and
  completes s on top of r's column: the cards of s from its King to the one above r lie
  in a run on top of r's column at P (none, r a King), the rest from r's lower neighbour
  to the Ace in a run on top of another (the Ace on top); or that card led off a column
  where it lay on the Ace of s, complete (it lay there at Q already: nothing else goes
  onto an Ace before the deal, and a card whose successor is dealt cannot leave before);
- r is carried: r is s's Ace, dealt on its 2, on top of the run from some card c of s down
  to the 2; c leads onto its successor, on top of the run from the King (and uncovering a
  complete suite instead is excluded: the same move without r was a move of P uncovering
  it);
- D is won: every suit is complete there, so each dealt card is an Ace dealt onto its 2,
  on top of the run from the King (the first way's test holds for its suit).
So at P every non-King card of s on the table lies on its successor, except in the second
way (r's lower neighbour) and the third (c): a card of s comes to lie on its successor
only by leading onto it (deadlock's docstring), and only m's leader and the dealt cards
change what they lie on between P and after m.

The test. The leads of the winning line before the deal meet, in their order, the
conditions the dead-position test reads from Q (they hold for every line from Q, so for
its first part) and one more: no card leads onto a card still in the reserve (those
`waiting` in `deadlock.Table` are withheld); so they all lie in the least set closed under
them. A card that lies above a card x at Q and has no way to leave in that set still lies
on x at P: x cannot be on top there. The position is lost unless some suit s, with
"missing" its non-King cards on the table that neither lie on their successor nor can
lead before the deal, allows one of the ways above:
- s's Ace is in the reserve, and s's 2 is in the reserve, or none missing and the 2 can
  be on top at the deal (r leading onto its successor), or one missing, c, and the 2 can
  be on top of the Ace's column (carried), c's successor on top just after the deal (on
  the table and on top at the deal, or dealt as in the target way below);
- none missing, and s's Ace can be on top of a dealt card's column at the deal (s
  uncovered by r leading off it), or the card lying on it at Q has its successor in the
  reserve (s uncovered by it);
- one missing, x, whose successor r is in the reserve; r is a King or r's successor can
  be on top of r's column at the deal (it lies under r then); and s's Ace can be on top
  at the deal (r the target; with the Ace dealt too, on its 2, the first line holds).

Which column. The dealt cards go each onto its own column (the variant's reserve targets,
in the reserve's order), so the carried way needs s's 2 on top of the column the Ace is
dealt to, with the missing card c in it too (the run from c to the 2); the target way needs
r's successor on top of r's column (the run from the King); and s uncovered by a dealt
card r needs s's Ace on top of r's column. A card y is in column k at P only if the card
at the bottom of k at P is y or lies under y. A card z lies under y at any time before
the deal only if z is reached from y by steps "lies directly on, at Q" and "leads onto its
successor" (a card that can lead, in the least set above): so at Q; and a move takes the
block led by some w (y, or a card under y, so reached from y) onto w's successor, which z
then is or lies under (so reached from it); a King led into an empty column takes nothing
new under it. The bottom of k at P is k's bottom at Q, or, once k could empty (that card
can leave), a King that can lead (only Kings go into an empty column).

Kings (`kings`, asked above `decide.DEALT_KING_BASE`). Two ways need a whole run from s's
King in one column at P: s complete on top of r's column (uncovered by r), and the run from
the King to r's successor on top of r's column (the target way; the carried way when c's
successor is dealt). So s's King can be in that column then (asked as "can be in" is asked
of any card, above). And r uncovering s must lead off it just after the deal: onto its
successor (the only place a non-King card goes), which must then be on top: dealt too, or
on the table and on top at the deal (a King r is let through). Both are necessary, so the
test stays sound; they call lost what the Ace alone let through: a suite whose King stays
at the bottom of a column no dealt card goes onto, or whose uncovering card has nowhere to
go.

Just after the deal (`kings` too). The deal puts a card on top of each column it deals to,
so a card of the table is on top at D only in a column no reserve card is dealt to. In the
target way s's Ace lies on top of x's column at D (x leads with what lies on it, the run
down to the Ace), so x is in such a column at P (with the Ace dealt too, the carried way is
the one that holds). So with `kings` the test asks that x can be in such a column at the
deal. (The other cards the ways need on top at D, the 2 a dealt Ace leads onto, c's and
r's successors, could be asked the same; measured on five Scorpion II searches and at
the start of its 2,000 deals, that changed nothing, so it is not asked.)

A King carried (`kings` too). In the target way s's King is in r's column at P. When that
column's bottom card can never leave before the deal (in the least set), the column never
empties, so the King gets there only carried, on the pile it lies on: a King leads only into
an empty column, and lies at a column's bottom from then on, which no move changes but its
own next lead, into another empty column. So the line to P never has that King lead: its
leads lie in the least set with the King's lead withheld, and the test asks the suit's ways
again with that set (once: the second asking withholds nothing more).

The test asks less than the ways need (a card "can be on top" if the card on it can leave;
it "can be in" a column if the steps allow it), so it stays sound.

Measured at the start of Scorpion II's 2,000 deals (all face up): 1,491 deals are proved
lost so at once (1,450 without the columns), 570 of them among the 642 the search had left
unknown at 30,000 positions (554), and none of the 307 it has won; no position on those
307 winning lines, nor on the 137 of Scorpion II-9 (nine face-down cards), is called lost.
With `kings`, 1,499 are proved lost at the start (deals 1083, 1306 and 1763 among the eight
more: 336,200, 54,013 and 626,307 positions to prove lost without it), none of the 308
won; of Scorpion II's 29 deals that took the search past 60 s, six are proved lost in fewer
positions (1763 in 1; 1462, 1951, 359, 358 and 496 in 105,997 to 315,005, a fifth to a
third of before); the other 23 still take more than 330,000 (about a minute's worth).
Asking with `kings` also where cards are just after the deal: 1,511 deals are proved lost at
the start, none of the 308 won; among the twelve more, deal 1628 (52,642 positions to
prove lost before): its only way was clubs, the 7 dealt onto column 3, the 6 (which waits
for it) with the run to the Ace in another column; but the 6 lies on the 2 of hearts at the
bottom of column 1, which the deal covers, and that 2 can only go onto the 3 of hearts,
under the 2 and 3 of diamonds for good (the 4 of diamonds waits in the reserve). Deals
1769 and 1229 (1,344,620 and 1,775,303 positions, 254 s and 375 s before) are proved lost
at the start too; deals 496 and 1691 search as many positions as before. Asking also for
a King carried: 1,526, none of the 308 won; among the fifteen more, deals 298 and 1176
(1,072,924 and 620,978 positions, 218 s and 113 s before).
"""

from __future__ import annotations

from typing import Final, Protocol, cast

from scorpion.games.scorpion.rules import (
    EndRule,
    ReserveRule,
    ReserveTiming,
    RuleSet,
    SuiteRule,
)
from scorpion.games.scorpion.solver import closure, deadlock, native
from scorpion.games.scorpion.state import State

_KING: Final = 12
"""The King's rank in its suit as deadlock numbers cards (suit * 13 + rank, the Ace 0)."""


def _reading(source: bytes) -> type[deadlock.Look]:
    """deadlock's `Look` as mypyc compiled it with its test, when built from its file as it
    is (scripts/native.py), else its plain one: the same code, and reading the position is
    most of this test's time. (In this file's own compiled copy, `deadlock` is deadlock's
    compiled copy already.)"""
    built = native.compiled("deadlock", source)
    return deadlock.Look if built is None else cast(type[deadlock.Look], built.Look)


_LOOK = _reading(native.sources("deadlock"))


def applies(rules: RuleSet) -> bool:
    """Whether the test is sound for this variant (see the module's docstring): each
    reserve card dealt onto a column of its own, too."""
    targets = rules.layout.reserve_targets
    return (
        deadlock.applies(rules)
        and len(set(targets)) == len(targets)
        and rules.end is EndRule.NO_USEFUL_MOVE
        and rules.reserve is ReserveRule.DEAL
        and rules.reserve_timing is ReserveTiming.WHEN_STUCK
        and rules.suites is SuiteRule.STAY
    )


def _is_dead(game: State, *, kings: bool = False, deadlock_too: bool = False) -> bool:
    """True when, before the deal and with every card up, no suit can be made ready for a
    deal the game survives (see the module's docstring). The variant must be one the test
    `applies` to. `kings` also asks where each suite's King can be, how it can get there,
    and where the card waiting for a dealt card can be (the module's "Kings", "Just after
    the deal" and "A King carried"). `deadlock_too`: True also where the dead-position test
    (`deadlock.is_dead`) is, asked on the same reading of the position: the search asks
    both, and reading the position is most of either's time."""
    before = game.reserve_to_deal and not any(game.face_down)
    if not before and not deadlock_too:
        return False
    down, up, reserve = deadlock.numbers(game)
    targets = [column - 1 for column in game.variant.layout.reserve_targets]
    return is_dead_numbers(down, up, reserve, targets, before, kings, deadlock_too)


def is_dead_numbers(
    down: deadlock.Columns,
    up: deadlock.Columns,
    reserve: list[int],
    targets: list[int],
    before: bool,
    kings: bool,
    deadlock_too: bool,
) -> bool:
    """`_is_dead` on a position given as card numbers (`deadlock.numbers`; the reserve's
    `targets` counted from 0), `before` when the reserve waits and every card is up: the
    compact board (scorpion.games.scorpion.solver.compact_board) asks it so."""
    look = _LOOK(down, up, reserve, False)
    if deadlock_too and look.lost_at_once():
        return True
    if before and _no_deal(reserve, targets, look, kings):
        return True
    return deadlock_too and look.lost_later()  # (last: it adds conditions to the closure)


def _no_deal(reserve: list[int], targets: list[int], look: deadlock.Look, kings: bool) -> bool:
    """`_is_dead`'s own test. The cards `waiting` for a card of the reserve cannot lead
    before the deal: they are withheld from the least set."""
    table, closure = look.table, look.closure
    led = closure.least(without=table.waiting)
    dealt_to = dict(zip(reserve, targets, strict=False))
    missing = _missing(table, led)
    ready = _Ready(table, led, dealt_to, kings=kings, closure=closure)
    return not any(ready(suit, missing[suit]) for suit in range(4))


def _missing(table: deadlock.Table, led: list[int]) -> list[list[int]]:
    """By suit, the cards a suite needs on their successor that never lead in `led`."""
    missing: list[list[int]] = [[], [], [], []]
    for number in table.needed:
        if led[number] == closure.NEVER:
            missing[number // 13].append(number)
    return missing


class _Ready:
    """Whether one suit allows a way the deal can be survived (the module's list)."""

    def __init__(
        self,
        table: deadlock.Table,
        led: list[int],
        dealt_to: dict[int, int],
        *,
        kings: bool,
        closure: closure.Closure | None = None,
    ) -> None:
        """`closure`, the one `led` comes from, lets the target way be asked again with a
        King's lead withheld (the module's "A King carried"); None: not asked."""
        self.table, self.led, self.dealt_to, self.kings = table, led, dealt_to, kings
        self.closure = closure
        self._steps: tuple[list[int], list[int]] | None = None
        self._reached: dict[int, int] = {}  # `_under` of each card asked about

    def __call__(self, suit: int, missing: list[int]) -> bool:
        table, dealt_to = self.table, self.dealt_to
        ace = suit * 13
        if any(table.place[ace + rank] < 0 and ace + rank not in dealt_to for rank in range(13)):
            return False  # some of its cards are neither on the table nor to be dealt
        if len(missing) > 1:
            return False
        if ace in dealt_to:
            home = dealt_to[ace]
            if ace + 1 in dealt_to or (not missing and self._on_top(ace + 1)):
                return True
            if (  # carried
                missing
                and self._on_top(ace + 1, home)
                and self._can_be_in(missing[0], home)
                and self._can_take(missing[0] + 1)
            ):
                return True
        if not missing:
            cover = self._lying_on(ace)
            if cover >= 0 and cover % 13 != _KING and cover + 1 in dealt_to:
                return True
            return any(
                self._on_top(ace, column)
                and (
                    not self.kings
                    or (self._can_be_in(ace + _KING, column) and self._can_lead_dealt(card))
                )
                for card, column in dealt_to.items()
            )
        dealt = missing[0] + 1
        return (
            dealt in dealt_to
            and self._can_take(dealt)
            and self._on_top(ace)
            and (not self.kings or self._target_kept(suit, missing[0], dealt_to[dealt]))
        )

    def _target_kept(self, suit: int, waiting: int, column: int) -> bool:
        """The target way's questions with `kings` (the module's "Just after the deal" and
        "A King carried"): `waiting` can be in a column no reserve card is dealt to, and,
        where the suit's King can only be carried into `column`, the suit still has a way
        with that King's lead withheld."""
        targets = set(self.dealt_to.values())
        free = (c for c in range(len(self.table.columns)) if c not in targets)
        if not any(self._can_be_in(waiting, c) for c in free):
            return False
        king, cards = suit * 13 + _KING, self.table.columns[column]
        if (
            self.closure is None
            or self.table.place[king] < 0
            or not cards
            or cards[0] == king
            or self._can_leave(cards[0])
        ):
            return True
        led = self.closure.least(without=[king, *self.table.waiting])
        return _Ready(self.table, led, self.dealt_to, kings=True)(
            suit, _missing(self.table, led)[suit]
        )

    def _can_take(self, card: int) -> bool:
        """Whether `card` can be on top just after the deal, on the run from its King:
        dealt onto its own column, where it is a King or its successor can be on top at
        the deal, or on the table and on top at the deal."""
        column = self.dealt_to.get(card, -1)
        if column < 0:
            return self._on_top(card)
        if card % 13 == _KING:
            return True
        king = card - card % 13 + _KING  # the run from it ends on top of `column`
        return self._on_top(card + 1, column) and (not self.kings or self._can_be_in(king, column))

    def _can_lead_dealt(self, card: int) -> bool:
        """Whether dealt `card` can lead just after the deal: a King (let through), or its
        successor dealt too or on top at the deal."""
        return card % 13 == _KING or card + 1 in self.dealt_to or self._on_top(card + 1)

    def _lying_on(self, card: int) -> int:
        """The card lying on `card` at Q; -2 when none (or `card` is not on the table)."""
        table = self.table
        column = table.place[card]
        if column < 0:
            return -2
        cards, above = table.columns[column], table.height[card] + 1
        return cards[above] if above < len(cards) else -2

    def _on_top(self, card: int, column: int = -1) -> bool:
        """Whether `card` is on the table, what lies on it can leave before the deal, and
        (a `column` given) it can be in that column then."""
        cover = self._lying_on(card)
        free = self.table.place[card] >= 0 if cover < 0 else self._can_leave(cover)
        return free and (column < 0 or self._can_be_in(card, column))

    def _can_leave(self, card: int) -> bool:
        """Whether `card` can leave what it lies on before the deal."""
        return any(self.led[event] != closure.NEVER for event in deadlock.LEAVES[card])

    def _can_be_in(self, card: int, column: int) -> bool:
        """Whether `card` (on the table) can be in `column` at the deal: the card at that
        column's bottom then is `card` or can lie under it (the module's docstring)."""
        table = self.table
        if table.place[card] < 0:
            return False
        under = self._reached.get(card)
        if under is None:
            if self._steps is None:
                self._steps = _steps(table, self.led)
            under = self._reached[card] = _under(card, *self._steps)
        cards = table.columns[column]
        if cards:
            if cards[0] == card or under >> cards[0] & 1:
                return True
            if not self._can_leave(cards[0]):
                return False  # its bottom stays: no King gets in
        return any(
            table.place[king] >= 0
            and self.led[king] != closure.NEVER
            and (king == card or under >> king & 1)
            for king in KINGS
        )


KINGS: Final = tuple(suit * 13 + _KING for suit in range(4))
"""The Kings' numbers, by suit (the compact board lists Kings into empty columns so, as the
engine does)."""


def _steps(table: deadlock.Table, led: list[int]) -> tuple[list[int], list[int]]:
    """For each card, the card it lies directly on at Q and the successor it can lead
    onto (a card that can lead, in the least set above), -1 where there is none: the two
    steps by which a card can come to lie under another before the deal."""
    down = [-1] * 52
    for cards in table.columns:
        for height in range(1, len(cards)):  # (no pair made per card: compiled, it counts)
            down[cards[height]] = cards[height - 1]
    place = table.place
    onto = [
        card + 1
        if card % 13 != _KING and led[card] != closure.NEVER and place[card + 1] >= 0
        else -1
        for card in range(52)
    ]
    return down, onto


def _under(card: int, down: list[int], onto: list[int]) -> int:
    """As bits, the cards reached from `card` by one step or more of `_steps`: all that
    can lie under it in its column before the deal (the module's docstring). Asked of a
    few cards per position, so reached from each on demand rather than for all 52."""
    reached = 0
    todo = [card]
    while todo:
        current = todo.pop()
        step = down[current]
        if step >= 0 and not reached >> step & 1:
            reached |= 1 << step
            todo.append(step)
        step = onto[current]
        if step >= 0 and not reached >> step & 1:
            reached |= 1 << step
            todo.append(step)
    return reached


# --- not compiled: scripts/native.py compiles this file down to this line ---


class NoDealTest(Protocol):
    """The signature of `is_dead`."""

    def __call__(self, game: State, *, kings: bool = False, deadlock_too: bool = False) -> bool: ...


def _chosen(source: bytes) -> NoDealTest:
    """The test compiled by mypyc from this very file (scripts/native.py), or else the code
    above, when there is no build or it was made from another version of the file."""
    built = native.compiled("dealing", source)
    return _is_dead if built is None else cast(NoDealTest, built._is_dead)


is_dead: NoDealTest = _chosen(native.sources("dealing"))
"""True when, before the deal and with every card up, no suit can be made ready for a deal
the game survives (see `_is_dead`)."""
