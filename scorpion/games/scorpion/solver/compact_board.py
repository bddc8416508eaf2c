"""The table as small whole numbers, for the exact search of Wasp and of the traditional
one-deck family (scorpion.games.scorpion.solver.compact): the engine's rules, keying's keys
and the search's dead-position tests, on lists and byte strings.

A card is a number, suit * 13 + rank (the Ace 0); a move is card * 64 + its target column,
the deal `DEAL`. Each step answers as the engine (or keying) does on the same position:
- `builds`: `Engine._build_moves`, in its order (by target column; onto a top, the card one
  rank lower of its suit; into an empty column, every face-up card, column by column,
  bottom to top, or where only Kings go, each face-up King by suit); `legal`:
  `Engine.legal_moves` (the deal when no move is useful, the reserve dealt only when
  stuck), in `search._ordered`'s order (a stable sort by its ranks); `children`: those the
  search tries (`search._one_empty_column`'s in the family, where the key is canonical);
- `any_useful`: whether `Engine._useful` finds one: a move turns a card up, or reaches a
  position not on the line (the engine's `_seen`; of its positions, only those `noted`
  could be reached so) with more columns ending with a complete suite; `is_lost`:
  `Engine.is_lost` (the reserve dealt and no move useful);
  `is_won`: every column empty or one complete suite, nothing to deal;
- `deal_loses`: `dealt._is_lost_after`, question by question (compact_deal);
- `key`: keying's key, up to its 64-bit hashes: the position up to the order of the columns
  the rules treat alike (all but the reserve's targets while it waits); in Wasp, once the
  line meets a position with a complete suite on top of a column, the exact position with
  the set of those met, entered as the XOR of an 8-byte digest of each (as keying's XOR of
  their hashes); in the family, the canonical one throughout (keying's proof: usefulness
  never looks at the past there). A position is a byte string (per column, its count of
  face-down cards, then its cards bottom to top), so two positions never share one;
  `key_after` reckons a move's key without playing it;
- `is_dead`: the search's tests in the family (`dealing.is_dead` with `deadlock_too`, on
  the board's own numbers: `dealing.is_dead_numbers`); none in Wasp.
tests/test_compact.py holds each of these to the engine and keying along random play,
with moves taken back.
"""

from __future__ import annotations

from typing import Final

from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.moves import Move, MoveKind
from scorpion.games.scorpion.rules import (
    BuildRule,
    EmptyColumnRule,
    EndRule,
    ReserveRule,
    ReserveTiming,
    RuleSet,
    SuiteRule,
    WinRule,
)
from scorpion.games.scorpion.solver import compact_codes, compact_deal, dealing

DEAL: Final = -1
"""The deal, among moves written as card * 64 + target column."""
NO_MOVE: Final = -2
"""No move: what `Board.back` answers where it names none."""


def applies(rules: RuleSet) -> bool:
    """Whether the board plays `rules` (and the search on it is `search.exhaust`'s): one
    deck, same-suit building, any card (Wasp) or a King-led block (the traditional family:
    Traditionnel under the letter, Scorpion ouvert, Scorpion II, Scorpion II-9) into an
    empty column, suites staying, the reserve dealt in one action onto columns of their
    own when stuck, the "no useful move" defeat rule, columns sorted to win."""
    targets = rules.layout.reserve_targets
    return (
        rules.layout.decks == 1
        and rules.build is BuildRule.SAME_SUIT
        and rules.empty_column in (EmptyColumnRule.ANY, EmptyColumnRule.KING_LED)
        and rules.suites is SuiteRule.STAY
        and rules.reserve is ReserveRule.DEAL
        and rules.reserve_timing is ReserveTiming.WHEN_STUCK
        and rules.end is EndRule.NO_USEFUL_MOVE
        and rules.win is WinRule.COLUMNS_SORTED
        and len(set(targets)) == len(targets)
    )


def _drop(counts: dict[bytes, int], position: bytes) -> bool:
    """Count `position` once less; whether it is gone."""
    count = counts[position] - 1
    if count:
        counts[position] = count
        return False
    del counts[position]
    return True


class Board:
    """A table as card numbers, its line's positions and the search's key."""

    def __init__(self, game: Engine) -> None:
        start = Engine(game.start, game.variant)
        self.past = game.variant.empty_column is EmptyColumnRule.ANY
        """Any card fills an empty column (Wasp), so the key holds the line's past
        (keying.holds_past); in the family only a King-led block does, and it never does."""
        self.targets = [column - 1 for column in game.variant.layout.reserve_targets]
        ident = compact_codes.ID
        self.down = [[ident[card] for card in cards] for cards in start.face_down]
        self.up = [[ident[card] for card in cards] for cards in start.face_up]
        self.reserve = [ident[card] for card in start.reserve]
        self.dealt = start.reserve_dealt
        self.column = [-1] * 52  # each face-up card's column
        self.place = [-1] * 52  # and its place among the face-up cards there
        for index, cards in enumerate(self.up):
            for place, card in enumerate(cards):
                self.column[card], self.place[card] = index, place
        self.codes = [self._code(index) for index in range(len(self.up))]
        self.rest = self.rest_key = b""
        self._rest_changed()
        self.undo: list[tuple[int, int, int, int, bool, bytes, bytes]] = []
        """Per move played: its columns, block and turn-up, and the two codes it replaced."""
        self.noted: list[bytes] = []
        """The positions on the line from the game's start with a complete suite on top of a
        column, in the order met (keying's; the only ones of the engine's `_seen` that a
        useful move could reach, `any_useful`)."""
        self.count: dict[bytes, int] = {}
        """How often each of them is in `noted`."""
        self.seen_hash = 0
        self.marks: list[int] = []
        self.alike = [i for i in range(len(self.up)) if i not in self.targets]
        """The columns the canonical key may reorder while the reserve waits."""
        self.every = list(range(len(self.up)))
        """Those it may reorder once the reserve is dealt."""
        self._ending: list[int] | None = None
        """The columns ending with a complete suite, once asked (`ends`)."""
        self._enter()
        for move in game.played:
            self.advance(self.number(move))
        if self.exact() != compact_codes.exact_of(game):
            raise RuntimeError("the compact board does not hold the game's position")

    # ---- the position as bytes -----------------------------------------------------
    def _code(self, index: int) -> bytes:
        return compact_codes.code(self.down[index], self.up[index])

    def _rest_changed(self) -> None:
        """What lies off the columns, and the same as a canonical key's last part ("C"),
        once the reserve changed."""
        self.rest = compact_codes.rest(self.reserve, self.dealt)
        self.rest_key = b"C" + self.rest

    def exact(self) -> bytes:
        """The position: each column's code, then what lies off the columns."""
        return compact_codes.SEP.join([*self.codes, self.rest])

    def _canonical(
        self,
        codes: list[bytes],
        rest: bytes,
        waiting: bool,
        source: int = -1,
        left: bytes = b"",
        target: int = -1,
        right: bytes = b"",
    ) -> bytes:
        """The position up to the order of the columns the rules treat alike: all of them
        but the reserve's targets while it waits (they come after the others, in order),
        the codes of `source` and `target` replaced by `left` and `right` (a block move's,
        reckoned without copying the others), then `rest`, what lies off the columns marked
        "C" (`rest_key`). Every key of one search has as many parts, so where one ends is
        never in doubt."""
        columns = self.alike if waiting else self.every
        parts = [codes[index] for index in columns]
        if source >= 0:
            for place, index in enumerate(columns):
                if index == source:
                    parts[place] = left
                elif index == target:
                    parts[place] = right
        parts.sort()
        if waiting:
            for index in self.targets:
                code = codes[index]
                parts.append(left if index == source else right if index == target else code)
        parts.append(rest)
        return compact_codes.SEP.join(parts)

    def waiting(self) -> bool:
        """The reserve waits to be dealt."""
        return bool(self.reserve) and not self.dealt

    # ---- moves ---------------------------------------------------------------------
    def number(self, move: Move) -> int:
        """The board's number for an engine's move."""
        if move.kind is MoveKind.RESERVE:
            return DEAL
        assert move.card is not None and move.target is not None
        return compact_codes.ID[move.card] * 64 + move.target - 1

    def builds(self) -> list[int]:
        """The block moves in the engine's order (`Engine._build_moves`)."""
        up, column = self.up, self.column
        moves: list[int] = []
        for target, cards in enumerate(up):
            if cards:
                top = cards[-1]
                if top % 13:
                    source = column[top - 1]
                    if source >= 0 and source != target:
                        moves.append((top - 1) * 64 + target)
            elif self.down[target]:
                continue
            elif self.past:
                for other in up:
                    for card in other:
                        moves.append(card * 64 + target)
            else:
                for card in dealing.KINGS:  # by suit, as the engine lists them
                    source = column[card]
                    if source >= 0 and source != target:
                        moves.append(card * 64 + target)
        return moves

    def _may_complete(self, source: int, place: int, target: int) -> bool:
        """`Engine._completes`: the move leaves a complete suite on top of either column."""
        cards = self.up[source]
        if cards[-1] % 13 == 0 and compact_deal.ends_complete(self.up[target] + cards[place:]):
            return True
        return place >= 13 and compact_deal.ends_complete(cards[place - 13 : place])

    def ends(self) -> list[int]:
        """The columns ending with a complete suite: asked once per position, not once per
        move tried there (the cheap tests first: most columns fail them without a call)."""
        if self._ending is None:
            self._ending = [
                i
                for i, cards in enumerate(self.up)
                if len(cards) >= 13 and cards[-1] % 13 == 0 and compact_deal.ends_complete(cards)
            ]
        return self._ending

    def ending(self) -> int:
        """How many columns end with a complete suite."""
        return len(self.ends())

    def any_useful(self, moves: list[int]) -> bool:
        """Whether one of the block moves `moves` is useful (`Engine._useful`)."""
        complete = -1
        for move in moves:
            card, target = move >> 6, move & 63
            source, place = self.column[card], self.place[card]
            if place == 0 and self.down[source]:
                return True
            if not self._may_complete(source, place, target):
                continue
            if complete < 0:
                complete = self.ending()
            ending = self._ending
            self.advance(move, line=False)
            # a position with more complete suites on top than this one was seen on the line
            # only if it was noted
            useful = self.ending() > complete and self.exact() not in self.count
            self.retreat(line=False)
            self._ending = ending  # the position's own again
            if useful:
                return True
        return False

    def legal(self) -> list[int]:
        """`Engine.legal_moves`, in `search._ordered`'s order."""
        moves = self.builds()
        first: list[int] = []  # the deal, then the moves that turn a card up or empty a column
        if self.waiting() and not self.any_useful(moves):
            first.append(DEAL)
        onto_suit: list[int] = []
        other: list[int] = []
        last: list[int] = []  # the moves that leave their own successor
        up, down, column, place = self.up, self.down, self.column, self.place
        for move in moves:
            card, target = move >> 6, move & 63
            source, at = column[card], place[card]
            cards = up[target]
            if at > 0 and card % 13 != 12 and up[source][at - 1] == card + 1:
                last.append(move)
            elif at == 0 and (down[source] or cards):
                first.append(move)
            elif cards and cards[-1] // 13 == card // 13:
                onto_suit.append(move)
            else:
                other.append(move)
        first.extend(onto_suit)
        first.extend(other)
        first.extend(last)
        return first

    def children(self) -> list[int]:
        """The moves the search tries, in order: `legal`, and in the family (the key
        canonical throughout) one empty column kept per card among those the rules treat
        alike (`search._one_empty_column`: the others reach the same key). All the moves of
        one card into empty columns share their rank in `legal`'s order, so keeping the
        first of them there keeps the one the engine's search keeps before it orders."""
        moves = self.legal()
        if self.past:
            return moves
        up, down = self.up, self.down
        placed = self.targets if self.waiting() else []
        used: set[int] = set()
        kept: list[int] = []
        for move in moves:
            target = move & 63
            if move != DEAL and not up[target] and not down[target] and target not in placed:
                card = move >> 6
                if card in used:
                    continue
                used.add(card)
            kept.append(move)
        return kept

    def back(self) -> int:
        """The move that takes the last one back where the search knows its key for that
        of the position before, searched already: no noted position on the line (the key
        is the canonical position), the last move neither the deal nor one that turned a
        card up, its block come from its successor or from a column it left empty; else
        `NO_MOVE`."""
        if self.count or not self.undo:
            return NO_MOVE
        source, _, target, size, turned, _, _ = self.undo[-1]
        if source == DEAL or turned:
            return NO_MOVE
        onto, left = self.up[target], self.up[source]
        card = onto[len(onto) - size]
        if left and (card % 13 == 12 or left[-1] != card + 1):
            return NO_MOVE  # it lay on a card it cannot go back onto
        if not left and not self.past and card % 13 != 12:
            return NO_MOVE  # only a King goes back into the column it left empty
        return card * 64 + source

    # ---- playing and taking back ---------------------------------------------------
    def advance(self, move: int, *, line: bool = True) -> None:
        """Play `move`; on the `line`, its position joins the noted ones if it has a
        complete suite on top."""
        self._ending = None
        if move == DEAL:
            for card, target in zip(self.reserve, self.targets, strict=False):
                self.column[card], self.place[card] = target, len(self.up[target])
                self.up[target].append(card)
                self.codes[target] += compact_codes.BYTE[card]
            self.undo.append((DEAL, len(self.reserve), 0, 0, False, b"", b""))
            self.reserve = []
            self.dealt = True
            self._rest_changed()
        else:
            card, target = move >> 6, move & 63
            source, place = self.column[card], self.place[card]
            cards, onto = self.up[source], self.up[target]
            left, right = self.codes[source], self.codes[target]
            hidden = len(self.down[source])
            cut = 1 + hidden + place
            block = cards[place:]
            del cards[place:]
            for card in block:
                self.column[card], self.place[card] = target, len(onto)
                onto.append(card)
            turned = not cards and bool(self.down[source])
            if turned:
                card = self.down[source].pop()
                self.column[card], self.place[card] = source, 0
                cards.append(card)
            code = compact_codes.BYTE[hidden - 1] + left[1:cut] if turned else left[:cut]
            self.codes[source] = code
            self.codes[target] = right + left[cut:]
            self.undo.append((source, place, target, len(block), turned, left, right))
        if line:
            self._enter()

    def _enter(self) -> None:
        self.marks.append(len(self.noted))
        if self.past and self.ending():
            position = self.exact()
            self.noted.append(position)
            count = self.count.get(position, 0)
            self.count[position] = count + 1
            if not count:
                self.seen_hash ^= compact_codes.digest(position)

    def retreat(self, *, line: bool = True) -> None:
        """Take back the last move (`line`: as `advance` played it)."""
        self._ending = None
        if line:
            mark = self.marks.pop()
            while len(self.noted) > mark:
                noted = self.noted.pop()
                if _drop(self.count, noted):
                    self.seen_hash ^= compact_codes.digest(noted)
        source, place, target, size, turned, left, right = self.undo.pop()
        if source == DEAL:
            self.reserve = [self.up[column].pop() for column in self.targets[:place]]
            self.dealt = False
            self._rest_changed()
            for column in self.targets[:place]:
                self.codes[column] = self.codes[column][:-1]
            for card in self.reserve:
                self.column[card] = self.place[card] = -1
            return
        cards = self.up[source]
        if turned:
            card = cards.pop()
            self.down[source].append(card)
            self.column[card] = self.place[card] = -1
        onto = self.up[target]
        block = onto[len(onto) - size :]
        del onto[len(onto) - size :]
        for card in block:
            self.column[card], self.place[card] = source, len(cards)
            cards.append(card)
        self.codes[source], self.codes[target] = left, right

    # ---- the search's key (scorpion.games.scorpion.solver.keying) ------------------
    def key(self) -> bytes:
        """The key of the position with the line's past: the canonical position until the
        line meets a complete suite on top, then the exact one with the set of those met."""
        if self.count:
            return compact_codes.with_past(self.exact(), self.seen_hash)
        return self._canonical(self.codes, self.rest_key, self.waiting())

    def key_after(self, move: int) -> bytes:
        """`key()` once `move` is played, reckoned without playing it."""
        codes = self.codes
        if move == DEAL:
            codes = list(codes)
            rest = compact_codes.DEALT
            on_top = False
            for card, target in zip(self.reserve, self.targets, strict=False):
                codes[target] += compact_codes.BYTE[card]
            if self.past:
                on_top = any(index not in self.targets for index in self.ends()) or any(
                    compact_deal.ends_complete([*self.up[target], card])
                    for card, target in zip(self.reserve, self.targets, strict=False)
                )
        else:
            card, target = move >> 6, move & 63
            source, place = self.column[card], self.place[card]
            hidden = len(self.down[source])
            code, cut = codes[source], 1 + hidden + place
            turned = place == 0 and hidden > 0
            left = compact_codes.BYTE[hidden - 1] + code[1:cut] if turned else code[:cut]
            right = codes[target] + code[cut:]
            on_top = self.past and self._on_top_after(source, place, target)
            if not self.count and not on_top:
                return self._canonical(
                    codes, self.rest_key, self.waiting(), source, left, target, right
                )
            codes = list(codes)
            codes[source], codes[target] = left, right
            rest = self.rest
        if not self.count and not on_top:
            return self._canonical(codes, b"C" + rest, False)
        position = compact_codes.SEP.join([*codes, rest])
        past = self.seen_hash
        if on_top and position not in self.count:
            past ^= compact_codes.digest(position)
        return compact_codes.with_past(position, past)

    def _on_top_after(self, source: int, place: int, target: int) -> bool:
        """Whether a column ends with a complete suite once the block led by face-up card
        `place` of `source` goes onto `target`."""
        cards = self.up[source]
        if place >= 13 and compact_deal.ends_complete(cards[place - 13 : place]):
            return True
        if cards[-1] % 13 == 0 and compact_deal.ends_complete(
            self.up[target][-12:] + cards[place:]
        ):
            return True
        return any(index != source and index != target for index in self.ends())

    # ---- the end -------------------------------------------------------------------
    def is_won(self) -> bool:
        """Every column empty or one complete suite, nothing face down or to deal."""
        if self.reserve:
            return False
        for down, cards in zip(self.down, self.up, strict=True):
            if down or (cards and not compact_deal.is_suite(cards)):
                return False
        return True

    def is_lost(self) -> bool:
        """The reserve dealt and no move useful (`Engine.is_lost`; not asked of a won one)."""
        return not self.waiting() and not self.any_useful(self.builds())

    def deal_loses(self) -> bool:
        """`dealt._is_lost_after` of this position (`compact_deal.loses`)."""
        return compact_deal.loses(self.down, self.up, self.reserve, self.targets, self.past)

    def is_dead(self, kings: bool) -> bool:
        """The search's dead-position tests (`search._dead_test`): in the family, the test
        before the deal and the dead-position test on one reading (`dealing.is_dead` with
        `deadlock_too`, `kings` as asked); none in Wasp, where neither is sound."""
        if self.past:
            return False
        before = self.waiting() and not any(self.down)
        return dealing.is_dead_numbers(
            self.down, self.up, self.reserve, self.targets, before, kings, True
        )
