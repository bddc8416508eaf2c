"""How moves change the table: finding the card a move names, playing a move known to be
legal (what it moves, turns up, removes and scores) and taking it back exactly.

Nothing here checks the rules: scorpion.games.scorpion.engine does, above this, and
lists the legal moves; replays and the solver play moves it listed (`advance`, `retreat`).
"""

from __future__ import annotations

from scorpion.cards import Card, Rank
from scorpion.errors import IllegalMove, Refusal
from scorpion.games.scorpion.moves import Action, Change, ChangeKind, Move, MoveKind
from scorpion.games.scorpion.rules import ReserveRule, SuiteRule
from scorpion.games.scorpion.state import RESERVE, SUITES, State

_BUILD = MoveKind.BUILD


class Mechanics(State):
    """A table that plays and takes back moves known to be legal."""

    # ---- finding the card a move names --------------------------------------------
    def _column_index(self, column: int) -> int:
        if not 1 <= column <= len(self._up):
            raise IllegalMove(Refusal.NO_SUCH_COLUMN, column=column)
        return column - 1

    def _find(self, card: Card, source: int | None, place: int | None) -> list[tuple[int, int]]:
        """(column index, position in the face-up list) of every face-up copy of `card`
        that `source` and `place` allow; refuses when there is none.

        Playable reserve cards (Three Blind Mice) are found at index RESERVE (source 0).
        """
        playable = self._variant.reserve is ReserveRule.PLAYABLE
        if source == 0 and playable:
            where: range | list[int] = []
        else:
            where = range(len(self._up)) if source is None else [self._column_index(source)]
        if place is not None and source == 0 and playable:
            if not 1 <= place <= len(self._reserve) or self._reserve[place - 1] != card:
                raise IllegalMove(Refusal.CARD_NOT_AT_PLACE, card=card, place=place)
            return [(RESERVE, place - 1)]
        if place is not None:
            return self._at_place(card, where, place)
        up = self._up
        found = [(i, up[i].index(card)) for i in where if card in up[i]]
        if self._variant.layout.decks > 1:
            found += [(i, up[i].index(card, pos + 1)) for i, pos in found if up[i].count(card) > 1]
        if playable and source in (None, 0) and card in self._reserve:
            found.append((RESERVE, self._reserve.index(card)))
        if not found:
            if any(card in self._hidden[i] for i in where):
                raise IllegalMove(Refusal.CARD_FACE_DOWN, card=card)
            raise IllegalMove(Refusal.CARD_NOT_IN_PLAY, card=card)
        return found

    def _at_place(self, card: Card, where: range | list[int], place: int) -> list[tuple[int, int]]:
        """The copies of `card` lying face up at `place` (from 1, face-down cards counted)."""
        found = []
        for i in where:
            pos = place - 1 - len(self._hidden[i])
            if 0 <= pos < len(self._up[i]) and self._up[i][pos] == card:
                found.append((i, pos))
            elif 0 <= place - 1 < len(self._hidden[i]) and self._hidden[i][place - 1] == card:
                raise IllegalMove(Refusal.CARD_FACE_DOWN, card=card)
        if not found:
            raise IllegalMove(Refusal.CARD_NOT_AT_PLACE, card=card, place=place)
        return found

    def _locate(self, card: Card, source: int | None, place: int | None = None) -> tuple[int, int]:
        """The face-up copy of `card` that `source` and `place` name: a move listed by
        legal_moves names exactly one (its place when two lie in its column)."""
        # the solver's shortcut, not a rule (tests/test_locate.py holds it to _find): with
        # no place named, the column named holds one copy; anything else goes the checked way
        # pragma: no mutate start
        if place is None and source is not None and 0 < source <= len(self._up):
            cards = self._up[source - 1]
            if card in cards:
                return source - 1, cards.index(card)
        # pragma: no mutate end
        return self._find(card, source, place)[0]

    # ---- playing and taking back --------------------------------------------------
    def advance(self, move: Move) -> Action:
        """Play and record a move known to be legal, unchecked: one that legal_moves
        listed here (replays, the solver). `play` is the checked way."""
        return self._record(self._apply(move))

    def retreat(self) -> Action:
        """Take back the last recorded action whatever the undo limit (the solver's undo;
        `undo` is the player's, within the variant's limit)."""
        action = self._line.pop()
        if self._history and self._history[-1] is action:
            self._history.pop()
        self._forget()
        self._score -= action.points
        self._revert(action)
        return action

    def _apply(self, move: Move) -> Action:
        """Play a move known to be legal, without checking or recording it (replays,
        trials); `_revert` takes it back."""
        if move.kind is MoveKind.RESERVE:
            return self._deal()
        assert move.card is not None and move.target is not None
        src, pos = self._locate(move.card, move.source, move.place)
        return self._build(move.card, src, pos, move.target - 1)

    def _deal(self) -> Action:
        changes: list[Change] = []
        for column, card in self.deal_places():
            self._up[column].append(card)
            changes.append(Change(ChangeKind.DEAL, column + 1, card))
        self._reserve = []
        self._reserve_dealt = True
        points = 0
        for target in self._variant.layout.reserve_targets:
            points += self._collect(target - 1, changes)
        if self._variant.suites is SuiteRule.REMOVE_ANYWHERE:
            points += self._collect_anywhere(changes)
        action = Action(Move.reserve(), (), points, tuple(changes))
        self._rekey(action)
        return action

    def _build(self, card: Card, src: int, pos: int, dst: int) -> Action:
        scoring = self._variant.scoring
        source = self._reserve if src == RESERVE else self._up[src]
        target = self._up[dst]
        points = scoring.same_suit_placement if target and target[-1].suit is card.suit else 0
        place = None
        if src != RESERVE and source.count(card) > 1:
            place = len(self._hidden[src]) + pos + 1
        block = source[pos:] if src != RESERVE else [card]
        del source[pos : pos + len(block)]
        target.extend(block)
        changes = [Change(ChangeKind.MOVE, src + 1, card, len(block), dst + 1, slot=pos)]
        if src != RESERVE:
            points += self._turn_up(src, changes)
        points += self._collect(dst, changes)
        if self._variant.suites is SuiteRule.REMOVE_ANYWHERE:
            points += self._collect_anywhere(changes)
        move = Move(_BUILD, card, src + 1, dst + 1, place)
        action = Action(move, tuple(block), points, tuple(changes))
        self._rekey(action)
        return action

    def _turn_up(self, index: int, changes: list[Change]) -> int:
        if self._up[index] or not self._hidden[index]:
            return 0
        card = self._hidden[index].pop()
        self._up[index].append(card)
        changes.append(Change(ChangeKind.TURN, index + 1, card))
        return self._variant.scoring.turn_up

    def _collect(self, index: int, changes: list[Change]) -> int:
        """Remove the complete suites at the top of a column, when the variant removes them.

        Removing one may bring another complete suite to the top of the same column: it
        too has formed at the top of the column that received cards, so it goes as well.
        """
        if self._variant.suites is SuiteRule.STAY:
            return 0
        up = self._up[index]
        points = 0
        while len(up) >= 13 and up[-1].rank is Rank.ACE and up[-13:] == SUITES[up[-1].suit]:
            suit = up[-1].suit
            del up[-13:]
            self._removed.append(suit)
            changes.append(Change(ChangeKind.REMOVE, index + 1, suit=suit))
            points += self._variant.scoring.suite_removed + self._turn_up(index, changes)
        return points

    def _collect_anywhere(self, changes: list[Change]) -> int:
        return sum(self._collect(index, changes) for index in range(len(self._up)))

    def _record(self, action: Action) -> Action:
        self._score += action.points
        self._history.append(action)
        self._line.append(action)
        self._seen[self._keys.exact] += 1
        return action

    def _forget(self) -> None:
        """The position being left by an undo is no longer on the line played."""
        count = self._seen[self._keys.exact] - 1
        if count:
            self._seen[self._keys.exact] = count
        else:
            del self._seen[self._keys.exact]

    def _revert(self, action: Action) -> None:
        """Undo the board changes of `action` (not its score or record)."""
        for change in reversed(action.changes):
            index = change.column - 1
            if change.kind is ChangeKind.MOVE:
                target = self._up[change.target - 1]
                if index == RESERVE:
                    self._reserve.insert(change.slot, target.pop())
                else:
                    self._up[index].extend(target[-change.size :])
                    del target[-change.size :]
            elif change.kind is ChangeKind.TURN:
                self._hidden[index].append(self._up[index].pop())
            elif change.kind is ChangeKind.REMOVE:
                assert change.suit is not None
                self._up[index].extend(SUITES[change.suit])
                self._removed.pop()
            else:
                self._reserve.insert(0, self._up[index].pop())
        if action.move.kind is MoveKind.RESERVE:
            self._reserve_dealt = False
        self._rekey(action)
