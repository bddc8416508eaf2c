"""A second safe move: a lead that commutes with everything that could come before it.

Where: as `scorpion.games.scorpion.solver.safe` (one deck, same-suit building, an empty
column for Kings only, no reserve left to deal, a defeat rule other than "no useful
move"). There every win needs each non-King card c not lying on its successor s to lead
once onto s ("c's lead": nothing else puts c there), and c's lead changes one link: c
lies on s instead of on u, the card (if any) it lay on.

The rule. Let m be c's lead, legal in the position P (s on top of another column). Let
- U hold the cards that may come to lie above c before c leads, over-counted: the cards
  above c now, and, for each card z of U or c itself, the card one rank lower of z's
  suit (only it can go onto z) with the cards above it (which it would carry);
- V hold the cards that may come to lie at or under s before c leads, over-counted: s,
  the cards under each card of V, and, for each non-King card y of V that does not lie
  on its successor, y's successor (y may lead onto it, carrying s onto its column).
m may be played alone when no card y of V (non-King, not on its successor, not c) has
for its successor c (when on the table: a reserve card takes no card) or a card of U,
and, where suites are removed, no Ace of U has a card lying on it, u is not an Ace and,
where they are removed only where placed, c's suite can only be completed by a
placement (`safe._placed_last`).

Proof. Take a winning line L from P; it holds c's lead, L = A m B with no lead by c in
A. Play m first, then A, then B (L'). The positions of L' after m differ from those of
L before m only by c lying on s (with what lies above c) instead of on u, and by suites
removed earlier. Each move of A stays legal: a card y leads onto its successor t only
when t is on top of another column than y's, and y is face up. Tops differ only by s
(only c goes onto s) and u (nothing goes onto u in A: c covers it in L); face-up cards
only gain (u turns up at once); and y and t lie in one column in L' but not in L only
when one of them is c or above c and the other at or under s: t on top is then c or
above c (a top at or under s is s itself, onto which only c goes), so y is in V and t is
c or in U, which the rule excludes. A King going to an empty column finds at least the
empty columns of L (m adds cards to s's column only), and whether it leads a whole
column is the same (what lies under it is the same). After A, L' is at L's position
after m, and B finishes.
Suites. A suite is complete when each of its non-King cards lies on its successor; the
links other than c's are the same in L and L', and c's suite is incomplete until c
leads, so in A every suite is complete in L' when it is in L. It is removed in L' no
later than in L (a removed suite's moves are left out of L': a King of it moving into an
empty column, which only shortens the line; nothing is ever put on an Ace):
- removed wherever they form: once complete with its Ace on top; the Ace's covers are
  the same, except u (uncovered earlier in L'), which the rule keeps from being an Ace
  anyway;
- removed where placed: at a placement that completes it, or brings it complete to the
  top of the receiving column. In A, the receiving column's top cards are the same in
  L' as in L (c lies on no other card than s, and nothing lies on s in L until m), so
  every such removal in L happens in L'. At m in L, a suite removed is c's own (the
  rule's `_placed_last` condition, proved there: in L' it completes at a placement with
  its Ace on top), or one on top of c's cards: complete in P (m removes it in L' too),
  completed in A at a placement (removed then in both), or completed when a card lying
  on its Ace left, which the rule excludes (no Ace of U is covered, nothing is ever put
  on an Ace, and the suite's Ace is then in U).
So L' wins, one move shorter after m than L: by induction on that length, the search
that plays m alone still finds a win whenever there is one. The first rule (`safe`)
asks instead that s's column can never lead; this one allows it when no card that may
lie under s can carry it onto c's cards. Reserve cards played one by one (Three Blind
Mice) lie on nothing, take no card and go only onto their successors: U is empty for
one, so it is played at once when its successor is on top (and, where suites are removed
only where placed, its suite can only be completed by a placement).

The search asks this of many positions, so it is written for speed on small whole
numbers, and compiled with mypyc by `make install` (scripts/native.py).
"""

from __future__ import annotations

from typing import Final, Protocol, cast

from scorpion.cards import Card, Rank
from scorpion.games.scorpion.solver import native
from scorpion.games.scorpion.solver.deadlock import _CARDS, _NEXT, ID
from scorpion.games.scorpion.state import State

_PREVIOUS: Final = tuple(
    -1 if card.rank is Rank.ACE else number - 1 for number, card in enumerate(_CARDS)
)
"""The card one rank lower of each card's suit, -1 for an Ace."""
_ACE: Final = tuple(card.rank is Rank.ACE for card in _CARDS)
_ACE_OF: Final = tuple(number - number % 13 for number in range(len(_CARDS)))


def _first_commuting(game: State, leads: list[Card], removes: bool, where_placed: bool) -> int:
    """The index in `leads` of the first card whose lead onto its successor (legal now,
    onto a column's top) the rule allows playing alone, or -1 (see the module)."""
    ident = ID
    columns = [
        [ident[card] for card in down] + [ident[card] for card in up]
        for down, up in zip(game.face_down, game.face_up, strict=True)
    ]
    hidden = [len(down) for down in game.face_down]
    place = [-1] * 52  # each card's column (-1: not on the table) and height there
    height = [0] * 52
    for number, cards in enumerate(columns):
        for index, card in enumerate(cards):
            place[card] = number
            height[card] = index
    in_reserve = bytearray(52)
    for face in game.reserve:
        in_reserve[ident[face]] = 1
    for index, lead in enumerate(leads):
        if _commutes(
            ident[lead], columns, hidden, place, height, in_reserve, removes, where_placed
        ):
            return index
    return -1


def _commutes(
    lead: int,
    columns: list[list[int]],
    hidden: list[int],
    place: list[int],
    height: list[int],
    in_reserve: bytearray,
    removes: bool,
    where_placed: bool,
) -> bool:
    column = place[lead]
    if removes and column >= 0 and height[lead] > 0 and _ACE[columns[column][height[lead] - 1]]:
        return False  # it lies on an Ace
    if where_placed and not _placed_last(lead, columns, hidden, place, height):
        return False
    above = bytearray(52)  # U (nothing is put on a reserve card: none for one)
    todo: list[int] = []
    if column >= 0:
        todo.append(lead)
        for card in columns[column][height[lead] + 1 :]:
            above[card] = 1
            todo.append(card)
    while todo:
        lower = _PREVIOUS[todo.pop()]
        if lower < 0 or lower == lead or above[lower]:
            continue
        where = place[lower]
        if where < 0:
            if in_reserve[lower]:
                above[lower] = 1
                todo.append(lower)
            continue
        for card in columns[where][height[lower] :]:
            if not above[card] and card != lead:
                above[card] = 1
                todo.append(card)
    if removes:
        for card in range(52):
            if above[card] and _ACE[card] and _covered(card, columns, place, height):
                return False
    under = bytearray(52)  # V
    todo = [_NEXT[lead]]
    while todo:
        card = todo.pop()
        if under[card]:
            continue
        under[card] = 1
        successor = _NEXT[card]
        where = place[card]
        if successor >= 0 and card != lead and not _on_successor(card, columns, place, height):
            if (successor == lead and column >= 0) or above[successor]:
                return False  # it may go onto c, or onto a card above c, carrying s
            todo.append(successor)
        if where >= 0:
            todo.extend(columns[where][: height[card]])
    return True


def _on_successor(card: int, columns: list[list[int]], place: list[int], height: list[int]) -> bool:
    where, index = place[card], height[card]
    return where >= 0 and index > 0 and columns[where][index - 1] == _NEXT[card]


def _covered(card: int, columns: list[list[int]], place: list[int], height: list[int]) -> bool:
    where = place[card]
    return where >= 0 and height[card] + 1 < len(columns[where])


def _placed_last(
    lead: int, columns: list[list[int]], hidden: list[int], place: list[int], height: list[int]
) -> bool:
    """`safe._placed_last` on numbers: the lead's Ace is face down, on top, or under a
    card of its own suit."""
    ace = _ACE_OF[lead]
    where = place[ace]
    if where < 0:
        return False
    if height[ace] < hidden[where] or height[ace] + 1 == len(columns[where]):
        return True
    return columns[where][height[ace] + 1] // 13 == ace // 13


# --- not compiled: scripts/native.py compiles this file down to this line ---


class CommutingTest(Protocol):
    """The signature of `first_commuting`."""

    def __call__(
        self, game: State, leads: list[Card], removes: bool, where_placed: bool
    ) -> int: ...


def _chosen(source: bytes) -> CommutingTest:
    """The rule compiled by mypyc from this very file (scripts/native.py), or else the
    code above, when there is no build or it was made from another version of the file."""
    built = native.compiled("commuting", source)
    return _first_commuting if built is None else cast(CommutingTest, built._first_commuting)


first_commuting: CommutingTest = _chosen(native.sources("commuting"))
"""The index of the first lead the rule allows playing alone, or -1 (`_first_commuting`)."""
