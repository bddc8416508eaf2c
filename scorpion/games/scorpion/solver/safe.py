"""A safe move: one the solver may play alone, without trying the others.

Where: one deck, same-suit building, an empty column that takes only Kings (or King-led
groups) - the variants where `scorpion.games.scorpion.solver.deadlock` applies. There a
non-King card c has one place to go, directly onto its successor s (the card one rank higher of its
suit), and no other card can ever go onto s.

The rule. Let m move c (with the cards above it, its group G) from a column onto s, on
top of another column Y whose every face-up card d is "settled": a King, or lying
directly on its own successor, or lying above its own successor in Y with no King
between them (face-down cards counted). Claim: if the position P is winnable, so is
P' = P after m, by a line shorter than the shortest winning line from P.

Proof. Take a winning line L from P. c reaches s (every non-King card lies on its
successor at the win) only by a move led by c onto s, so L = A m' B where m' is c's move
and A holds no move led by c. Play A from P': each move of A stays legal and the
positions stay the same except that c, with what lies on it, sits on s:
- nothing in A goes onto s (only c could), and nothing goes onto a card under c in its
  old column (covered in P, so untouched in A until c leaves);
- a move in A led by a card of G, or onto G's top, finds the same cards above and the
  same top;
- no card of s's column leads in A, except a King going to an empty column: a card lying
  on its successor has nowhere else to go, a face-down card leads only once the cards
  above it have left, and a card d above its successor with no King between never
  leads: it could only once separated from its successor, by a card between them
  leading first; that card is no King, so it too lies on or above its own successor
  with no King between, and the first such separation of all would need a card to lead
  onto its successor while still above it in the same column. This is why the rule asks
  a settled column: a card under s that leads onto c or onto a card later put on G would
  find its target above itself in P'. A King-led group going to an empty column carries
  c and G along: legal, the target is empty;
- a move led by a card under c in the old column leaves c behind in P', which the
  correspondence allows; the card under c is face up already in P' (m turned it up if it
  was the last face-down one), as it would be after m' in L;
- an empty column in P that A fills is empty in P' too (c's old column is not empty in
  P while c is there, so A never fills it); P' may have one more empty column: more
  choice, never less.
Then m' is a no-op in P' (c is on s already) and B finishes as in L. Suites: with suites
staying, or removed wherever they form, every suite complete in L is complete (or removed)
in the same way from P'. With suites removed "where placed", a suite is removed only when
a placement (or a King-led group entering an empty column) completes it on top of the
receiving column; in P' c's suite could instead become complete when a card lying on its
Ace leaves (no placement: never removed), where L would complete it later by m'. So the
rule asks that no card other than one of that suite can ever leave the Ace
(`_placed_last`): then, in L and in P', the suite completes only at a placement, at the
same step or (in P') earlier; removing a complete suite earlier only frees the cards
under it. A move of A that would move a suite already removed in P' is left out (it only
shortens the line).

The reserve. The rule waits until it is dealt. The deal puts a card on whatever lies on
top of each target column, and the proof above needs two things the deal breaks: that
nothing but c goes onto s, and that P' differs from P only by where G lies. In L, a
card under c may carry G onto a target column, or a King under s may carry s into an
empty target column, before the deal; the dealt card then lands on G's top (or on s) in
L but on another card in P'. Asking that neither column be a target now is not enough,
since both can travel. With "when stuck", the deal's timing also depends on which moves
are left. Reserve cards played one by one (Three Blind Mice) go only onto their
successors, so the proof holds for them as it stands.

The defeat rule. With no defeat detected, or defeat only when no legal move is left, the
replayed line is a legal line (each move of A stays legal), so it meets no lost position.
Seed 003's letter ("no move turns a card up or completes a suite") is another matter: a
position of L whose only useful move is m' itself may, once c already lies on s, have no
useful move left, and the engine would call the replayed line lost half-way. So the rule
is not used under that end rule (`applies`).

Why the search stays exact: a winnable position keeps a winning line through the safe
move that is shorter by one, so by induction on that length a won position is reachable
in the pruned search from every winnable one.

When no move meets this rule, a second one is asked (`commuting_lead`, proved in
scorpion.games.scorpion.solver.commuting): a lead that commutes with every move that
could come before it. Each keeps a winning line shorter by one, so the induction holds
whichever of the two gives the move.
"""

from __future__ import annotations

from scorpion.cards import Card, Rank, Suit
from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.moves import Move, MoveKind
from scorpion.games.scorpion.rules import EndRule, RuleSet, SuiteRule
from scorpion.games.scorpion.solver import commuting, deadlock


def applies(rules: RuleSet) -> bool:
    """Whether the rule is sound for this variant (see the module's docstring)."""
    return deadlock.applies(rules) and rules.end is not EndRule.NO_USEFUL_MOVE


def safe_move(game: Engine, moves: list[Move]) -> Move | None:
    """The first move of `moves` that the rule allows playing alone, or None."""
    if game.reserve_to_deal:
        return None
    up = game.face_up
    where_placed = game.variant.suites is SuiteRule.REMOVE_WHERE_PLACED
    settled: dict[int, bool] = {}  # each answer once per position: many moves share them
    last: dict[Suit, bool] = {}
    for move in moves:
        card, source, target = move.card, move.source, move.target
        if move.kind is MoveKind.RESERVE or card is None or source is None or target is None:
            continue
        if card.rank is Rank.KING or source <= 0 or not up[target - 1]:
            continue
        if where_placed:
            if card.suit not in last:
                last[card.suit] = _placed_last(game, card)
            if not last[card.suit]:
                continue
        if target not in settled:
            settled[target] = _settled(game, target - 1)
        if settled[target]:
            return move
    return commuting_lead(game, moves)


def commuting_lead(game: Engine, moves: list[Move]) -> Move | None:
    """The first lead of `moves` that the second rule (scorpion.games.scorpion.solver.
    commuting) allows playing alone, or None. `safe_move` asks it when the first rule
    allows none."""
    leads = [
        move
        for move in moves
        if move.kind is not MoveKind.RESERVE
        and move.card is not None
        and move.card.rank is not Rank.KING
        and move.target is not None
        and game.face_up[move.target - 1]
    ]
    if not leads:
        return None
    suites = game.variant.suites
    index = commuting.first_commuting(
        game,
        [move.card for move in leads if move.card is not None],
        suites is not SuiteRule.STAY,
        suites is SuiteRule.REMOVE_WHERE_PLACED,
    )
    return None if index < 0 else leads[index]


def _settled(game: Engine, column: int) -> bool:
    """Whether every face-up card of a column (0-based) is a King, lies on its successor,
    or lies above it with no King between (face-down cards counted)."""
    hidden = len(game.face_down[column])
    cards = [*game.face_down[column], *game.face_up[column]]
    for index in range(hidden, len(cards)):
        card = cards[index]
        if card.rank is Rank.KING:
            continue
        successor = deadlock.SUCCESSOR[card]
        below = index - 1
        while below >= 0 and cards[below] is not successor:
            if cards[below].rank is Rank.KING:
                return False
            below -= 1
        if below < 0:
            return False
    return True


def _placed_last(game: Engine, card: Card) -> bool:
    """Whether, after c (`card`) is put on its successor, its suite can only ever become
    complete by a placement (the "where placed" rule removes it only then).

    Nothing is ever put on an Ace (only a dealt reserve card could, and the rule waits for
    the deal), so once nothing lies on the Ace it stays on top wherever it is carried,
    and the last link of the suite then forms at a placement whose receiving column has
    the Ace on top. True in the three cases where no other card can lie on the Ace while
    the suite is complete:
    - the Ace lies on top;
    - it is face down: the cards under it are face down too, so the suite is incomplete
      until it turns up, with nothing on it;
    - the card on it is of its own suit: the suite is incomplete while that card lies
      there (in a complete suite each card lies on its successor, and the Ace is no
      card's successor), and that card leaves only by leading, taking whatever is above
      it along."""
    ace = Card(Rank.ACE, card.suit)
    for down, up in zip(game.face_down, game.face_up, strict=True):
        if ace in down:
            return True
        if ace in up:
            above = up.index(ace) + 1
            return above == len(up) or up[above].suit is card.suit
    return False
