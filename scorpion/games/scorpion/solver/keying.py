"""The solver's transposition key: what must be equal for two search states to have the
same future.

Usually that is the position up to the order of columns the rules treat alike
(`Game.canonical_key`). Two rules of seed 003 look at the past: the reserve dealt "when
stuck" may be dealt only when no *useful* move is left, and the "no useful move" defeat
rule (its letter, `Engine.is_lost`) ends the game once the reserve is dealt and none is
left; a move is useful only if it reaches a position not seen before in the game and
turns a card up, removes a suite or leaves more complete suites on top of columns.

In the one-deck, same-suit, King-only family (`deadlock.applies`) usefulness never
depends on the past, before the deal as after it, so the key is the canonical position
throughout. Proof: a move that turns a card up reaches a position with fewer face-down
cards than any seen (cards never turn back down), one that removes a suite a position
with more suites removed than any seen. A complete suite on top of a column stays so
until removed: each of its cards but the King lies on its one successor and can lead
nowhere else, nothing goes onto an Ace but a dealt reserve card, and the suite moves
only whole (its King into an empty column, or carried by the card under it). So between
two removals the number of complete suites on top never falls, except at the deal, which
happens once and separates the positions before it from those after it (the reserve
differs); a move that raises that number therefore reaches a position unlike any seen:
one since the last removal or the deal has fewer complete suites on top, one before them
other removed suites or another reserve. Every move that turns a card up, removes a
suite or raises that number is thus useful whatever the line, every other move is not,
and two lines to the same position have the same future. Measured under the letter, with
this key before the deal instead of the exact one: Scorpion II (nine face-down cards)
deal 27, unknown after 2,020,128 positions, is proved lost in 18,596; Traditionnel deal
9725, unknown after 420,128, in 180,257; deal 531, proved lost in 57,370 positions, in
23,308.

Elsewhere (Wasp's empty columns take any card, two decks have two successors for every
card) a suite can be split and made again, so a move that only completes one may reach
a seen position. While a reserve dealt "when stuck" waits, and for the whole game under
the "no useful move" defeat rule, the key then also holds the positions seen on the line
that could make a move useless: those with a complete suite on top of a column (the
argument above shows the other useful moves never reach a seen position). Once the line
has met one, the exact key is used, not the canonical one, because the seen positions are
stored column by column. Until then the key is the canonical position: no seen position
can make a move useless, and swapping two alike columns maps the lines from one position
to those from the other, with the positions they meet. Measured: Wasp deal 7, won after
148,075 positions with the exact key throughout, is won after 3,599; deal 95, proved lost
in 117,481, in 19,580.

The seen positions enter the key as one 64-bit hash of their set (the XOR of a mixed hash
of each distinct one), kept up to date as the line grows and shrinks, so a key costs the
same however long the line: building the set anew at every position made a long search
under the letter spend most of its time there (Traditionnel deal 9725: 300 positions a
second). Two different sets share a hash with probability about 2**-64, the same odds as
two positions sharing a key (scorpion.games.scorpion.solver.search).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from scorpion.cards import Card, Rank
from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.keys import mix
from scorpion.games.scorpion.moves import Move, MoveKind
from scorpion.games.scorpion.rules import EndRule, ReserveTiming, RuleSet, SuiteRule
from scorpion.games.scorpion.solver import deadlock, dealt
from scorpion.games.scorpion.state import is_complete


def holds_past(rules: RuleSet) -> bool:
    """Whether the key holds the line's past after the deal too (see the module)."""
    return rules.end is EndRule.NO_USEFUL_MOVE and not deadlock.applies(rules)


class Keying:
    """Computes search keys for one game, following its line as the search plays."""

    def __init__(self, game: Engine, *, forget_past: bool = False) -> None:
        self.game = game
        rules = game.variant
        waits = rules.reserve_timing is ReserveTiming.WHEN_STUCK
        self.watch_seen = waits and not deadlock.applies(rules)
        """A reserve dealt when stuck looks at the past while it waits (see the module)."""
        self.whole_game = holds_past(rules) and not forget_past
        """The defeat rule looks at the past after the deal too (see the module);
        `forget_past` leaves it out, for a search that only looks for wins
        (scorpion.games.scorpion.solver.search.find_win_forgetting_past)."""
        self._complete: list[int] = []
        """The seen positions that matter, in the order met on the line."""
        self._count: dict[int, int] = {}
        """How often each of them is in `_complete`."""
        self._seen_hash = 0
        """The XOR of mix(position) over the distinct positions in `_complete`."""
        if self.exact_phase:
            replay = Engine(game.start, game.variant)
            self._note(replay)
            for move in game.played:
                replay.advance(move)
                self._note(replay)
        self._marks: list[int] = []
        self._ending: tuple[int, ...] | None = None
        """The columns ending with a complete suite now, once asked (`_ending_now`)."""

    @property
    def exact_phase(self) -> bool:
        """Whether the past counts: the seen positions that matter are noted, and keys are
        exact positions with them once there is one (canonical positions until then)."""
        return self.whole_game or (self.watch_seen and self.game.reserve_to_deal)

    def _note(self, game: Engine) -> None:
        if game.suites_on_top():
            self._add(game.position_key)

    def _add(self, position: int) -> None:
        self._complete.append(position)
        count = self._count.get(position, 0)
        self._count[position] = count + 1
        if not count:
            self._seen_hash ^= mix(position)

    def advanced(self) -> None:
        """The game just played a move: remember its position if it matters."""
        self._ending = None
        self._marks.append(len(self._complete))
        if self.exact_phase and self._ending_now():
            self._add(self.game.position_key)

    def retreated(self) -> None:
        """The game just took the move back."""
        self._ending = None
        mark = self._marks.pop()
        while len(self._complete) > mark:
            position = self._complete.pop()
            count = self._count[position] - 1
            if count:
                self._count[position] = count
            else:
                del self._count[position]
                self._seen_hash ^= mix(position)

    def key_after(self, move: Move) -> Hashable | None:
        """The key `key()` would give after `move`, computed without playing it, or None
        where that is not simple: a card taken from the reserve or named by its place, a
        move or a deal that could remove a suite. Why: most moves the search tries reach a
        position it has seen (the same moves in another order), and playing a move and
        taking it back costs several times this sum. In the exact phase the position
        reached joins the seen ones when it has a complete suite on top, as `advanced`
        would note it."""
        game = self.game
        if move.kind is MoveKind.RESERVE:
            return self._key_after_deal()
        placing = block_placed(game, move)
        if placing is None:
            return None
        src, pos, dst = placing
        if not self.exact_phase:
            return game.canonical_key_after(src, pos, dst)
        on_top = _suite_on_top_after(game.face_up, src, pos, dst, self._ending_now())
        if not self._count and not on_top:
            return game.canonical_key_after(src, pos, dst)
        return self._exact_key(game.exact_key_after(src, pos, dst), on_top)

    def _key_after_deal(self) -> Hashable | None:
        """`key_after` for the reserve's deal, where it removes no suite. Once dealt the
        reserve waits no more, so the past counts only where it does for the whole game."""
        game = self.game
        if game.variant.suites is not SuiteRule.STAY or not game.reserve_to_deal:
            return None
        exact, canonical = game.keys_after_deal()
        if not self.whole_game:
            return canonical
        on_top = any(_ends_complete(cards) for cards in dealt.columns_after(game))
        if not self._count and not on_top:
            return canonical
        return self._exact_key(exact, on_top)

    def _exact_key(self, position: int, on_top: bool) -> Hashable:
        """The key of `position` reached from here with the seen positions, which it joins
        when it has a complete suite on top (`on_top`), as `advanced` would note it."""
        if position in self._count or not on_top:
            return (position, self._seen_hash)
        return (position, self._seen_hash ^ mix(position))

    def _ending_now(self) -> tuple[int, ...]:
        """The columns ending with a complete suite now: asked once per position, not once
        per move tried there."""
        if self._ending is None:
            up = self.game.face_up
            self._ending = tuple(i for i, cards in enumerate(up) if _ends_complete(cards))
        return self._ending

    def key(self) -> Hashable:
        game = self.game
        if self.exact_phase and self._count:
            return (game.position_key, self._seen_hash)
        return game.canonical_key


def block_placed(game: Engine, move: Move) -> tuple[int, int, int] | None:
    """The column the block leaves (from 0), the place of its card among the face-up
    cards there, and the column it goes onto, for a move whose key can be foreseen
    (`Keying.key_after`); None for the others: a card taken from the reserve or named by
    its place, a move that could remove a suite."""
    source, target, card = move.source, move.target, move.card
    if (
        move.kind is not MoveKind.BUILD
        or source is None
        or source <= 0
        or target is None
        or card is None
        or move.place is not None
    ):
        return None
    up = game.face_up[source - 1]
    suites = game.variant.suites
    if suites is SuiteRule.REMOVE_ANYWHERE or (
        suites is not SuiteRule.STAY and up[-1].rank is Rank.ACE
    ):
        return None
    return source - 1, up.index(card), target - 1


def _suite_on_top_after(
    up: Sequence[Sequence[Card]], src: int, pos: int, dst: int, ending: tuple[int, ...]
) -> bool:
    """Whether some column ends with a complete suite once the block from face-up card
    `pos` of column `src` (from 0) goes onto column `dst` (a card it turns up is alone),
    `ending` being the columns that end with one now."""
    if any(i != src and i != dst for i in ending):
        return True
    cards = up[src]
    if pos >= 13 and _ends_complete(cards[pos - 13 : pos]):
        return True
    return cards[-1].rank is Rank.ACE and _ends_complete([*up[dst][-12:], *cards[pos:]])


def _ends_complete(cards: Sequence[Card]) -> bool:
    """`is_complete`, copying only the cards that could make a suite."""
    return len(cards) >= 13 and cards[-1].rank is Rank.ACE and is_complete(list(cards[-13:]))
