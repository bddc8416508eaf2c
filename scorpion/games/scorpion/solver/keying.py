"""The solver's transposition key: what must be equal for two search states to have the
same future.

Usually that is the position up to the order of columns the rules treat alike
(`Game.canonical_key`). One rule looks at the past: with the reserve dealt "when stuck"
(seed 003), it may be dealt only when no *useful* move is left, and a move is useful only
if it reaches a position not seen before in the game. So while such a reserve waits, the
key also holds the positions seen on the line that could make a move useless: those with
a complete suite on top of a column. Why only those: a move that turns a card up reaches
a position with fewer face-down cards than any seen (cards never turn back down), one
that removes a suite fewer cards than any seen; so neither can reach a seen position, and
a move that does neither is useful only by leaving a complete suite on top. In that
phase the exact key is used, not the canonical one, because the seen positions are
stored column by column.

After the deal, the "no useful move" defeat rule (seed 003's letter, `Engine.is_lost`)
looks at the past the same way: a move that only completes a suite is useful only if it
reaches a position not seen before. In the one-deck, same-suit, King-only family
(`deadlock.applies`) that never depends on the past: a complete suite on top of a column
can move only as a whole (each of its cards but the King lies on its one successor, and
an empty column takes only a King), so the number of complete suites on top never falls
(removed suites leave fewer cards, a position never seen), and a move that raises it
reaches a position with more than any seen. Elsewhere (Wasp's empty columns take any
card, two decks have two successors for every card) a suite can be split and made again,
so the exact key with the seen positions is kept for the whole game.

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
from scorpion.games.scorpion.solver import deadlock
from scorpion.games.scorpion.state import is_complete


def holds_past(rules: RuleSet) -> bool:
    """Whether the key holds the line's past after the deal too (see the module)."""
    return rules.end is EndRule.NO_USEFUL_MOVE and not deadlock.applies(rules)


class Keying:
    """Computes search keys for one game, following its line as the search plays."""

    def __init__(self, game: Engine, *, forget_past: bool = False) -> None:
        self.game = game
        rules = game.variant
        self.watch_seen = rules.reserve_timing is ReserveTiming.WHEN_STUCK
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

    @property
    def exact_phase(self) -> bool:
        """Whether keys are exact positions with the seen ones that matter (the past
        counts), not canonical positions."""
        return self.whole_game or (self.watch_seen and self.game.reserve_to_deal)

    def _note(self, game: Engine) -> None:
        if game.suites_on_top():
            position = game.position_key
            self._complete.append(position)
            count = self._count.get(position, 0)
            self._count[position] = count + 1
            if not count:
                self._seen_hash ^= mix(position)

    def advanced(self) -> None:
        """The game just played a move: remember its position if it matters."""
        self._marks.append(len(self._complete))
        if self.exact_phase:
            self._note(self.game)

    def retreated(self) -> None:
        """The game just took the move back."""
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
        move that could remove a suite. Why: most moves the search tries reach a position
        it has seen (the same moves in another order), and playing a move and taking it
        back costs several times this sum. In the exact phase the position reached joins
        the seen ones when it has a complete suite on top, as `advanced` would note it."""
        game = self.game
        placing = block_placed(game, move)
        if placing is None:
            return None
        src, pos, dst = placing
        if not self.exact_phase:
            return game.canonical_key_after(src, pos, dst)
        position = game.exact_key_after(src, pos, dst)
        if position in self._count or not _suite_on_top_after(game.face_up, src, pos, dst):
            return (position, self._seen_hash)
        return (position, self._seen_hash ^ mix(position))

    def key(self) -> Hashable:
        game = self.game
        if self.exact_phase:
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


def _suite_on_top_after(up: Sequence[Sequence[Card]], src: int, pos: int, dst: int) -> bool:
    """Whether some column ends with a complete suite once the block from face-up card
    `pos` of column `src` (from 0) goes onto column `dst` (a card it turns up is alone)."""
    if any(_ends_complete(cards) for i, cards in enumerate(up) if i not in (src, dst)):
        return True
    block = up[src][pos:]
    return _ends_complete(up[src][:pos]) or (
        block[-1].rank is Rank.ACE and _ends_complete([*up[dst][-12:], *block])
    )


def _ends_complete(cards: Sequence[Card]) -> bool:
    """`is_complete`, copying only the cards that could make a suite."""
    return len(cards) >= 13 and cards[-1].rank is Rank.ACE and is_complete(list(cards[-13:]))
