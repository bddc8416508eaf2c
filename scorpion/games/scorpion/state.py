"""The engine's state: the cards on the table, the score, the line played and the position
keys, read through public properties.

The board is kept as two lists per column (face-down cards, then face-up cards, both
bottom to top): face-down cards only ever lie under the face-up ones. The layers above
change it: scorpion.games.scorpion.mechanics plays and takes back moves known to be
legal, scorpion.games.scorpion.engine checks the rules and lists the moves, and users
get the facade, scorpion.games.scorpion.game.Game.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Sequence
from typing import Self

from scorpion.cards import Card, Rank, Suit, full_suite
from scorpion.games.scorpion import keys
from scorpion.games.scorpion.checks import check_position
from scorpion.games.scorpion.moves import Action, ChangeKind, Move, MoveKind
from scorpion.games.scorpion.position import Column, Position
from scorpion.games.scorpion.position_keys import PositionKeys
from scorpion.games.scorpion.rules import ReserveRule, RuleSet, WinRule, variant

RESERVE = -1
"""Column index standing for the reserve, where its cards are playable (Move.source 0)."""

SUITES = {suit: list(full_suite(suit)) for suit in Suit}
"""Each complete suite as a column holds it, King to Ace, bottom to top."""


def is_complete(cards: list[Card]) -> bool:
    """The list ends with a complete suite, King to Ace."""
    return len(cards) >= 13 and cards[-1].rank is Rank.ACE and cards[-13:] == SUITES[cards[-1].suit]


class State:
    """A table of Scorpion under one rule set, with its score and the line played."""

    def __init__(self, position: Position, variant_: RuleSet | str = "classique") -> None:
        self._variant = variant(variant_)
        check_position(position, self._variant)
        self._hidden = [list(column.hidden) for column in position.columns]
        self._up = [list(column.up) for column in position.columns]
        self._shown: list[Column | None] = [None] * len(self._up)
        """Each column as a `Column` value, None once the column changed (built again when
        read): a search reads the position after every move, and most columns stay."""
        self._reserve = list(position.reserve)
        self._reserve_dealt = position.reserve_dealt
        self._removed = list(position.removed)
        self._score = 0
        self._history: deque[Action] = deque(maxlen=self._variant.undo_depth)
        self._start = self.position
        self._line: list[Action] = []
        """Every action played from the start and not undone (undo's limit aside)."""
        self.inferred_face_down: tuple[Card, ...] = ()
        """Face-down cards the notation did not name and the engine chose (see from_text)."""
        self._rekey_all()
        self._seen: Counter[int] = Counter((self._keys.exact,))
        """Exact keys of the positions on the line played from the start (see useful_moves)."""

    # saving and copying are not rules (tests/test_saves.py, tests/test_properties.py)
    # pragma: no mutate start
    def copy(self) -> Self:
        """An independent game in the same state, history and score included."""
        other = type(self).__new__(type(self))
        other._variant = self._variant
        other._hidden = [list(cards) for cards in self._hidden]
        other._up = [list(cards) for cards in self._up]
        other._shown = list(self._shown)
        other._reserve = list(self._reserve)
        other._reserve_dealt = self._reserve_dealt
        other._removed = list(self._removed)
        other._score = self._score
        other._history = deque(self._history, maxlen=self._history.maxlen)
        other._start = self._start
        other._line = list(self._line)
        other.inferred_face_down = self.inferred_face_down
        other._keys = self._keys.copy()
        other._seen = Counter(self._seen)
        return other

    # pragma: no mutate end

    # ---- position keys (scorpion.games.scorpion.keys) ------------------------------
    @property
    def position_key(self) -> int:
        """A 64-bit key of `position`: equal positions have equal keys."""
        return self._keys.exact

    @property
    def canonical_key(self) -> int:
        """A 64-bit key equal for positions that differ only by the order of columns the
        rules treat alike (all of them, except the reserve's targets before it is dealt)."""
        return self._keys.canonical

    @property
    def placed_columns(self) -> frozenset[int]:
        """The columns (from 0) the rules do not treat alike with the others, so that
        `canonical_key` keeps their place: the reserve's targets before it is dealt."""
        return self._keys.placed

    # the solver's shortcut, not a rule (tests/test_position_keys.py)
    # pragma: no mutate start
    def canonical_key_after(self, src: int, pos: int, dst: int) -> int:
        """The canonical key once the block led by face-up card `pos` of column `src` goes
        onto column `dst` (columns and cards counted from 0), for a move that removes no
        suite; reckoned without playing the move (the solver's shortcut)."""
        return self._keys.canonical_after(self._hidden, self._up, src, pos, dst)

    def exact_key_after(self, src: int, pos: int, dst: int) -> int:
        """`position_key` after the same move as `canonical_key_after`, reckoned the same
        way."""
        return self._keys.exact_after(self._hidden, self._up, src, pos, dst)

    def keys_after_deal(self) -> tuple[int, int]:
        """`position_key` and `canonical_key` once the reserve is dealt, for a variant whose
        deal removes no suite; reckoned without dealing (the solver's shortcut)."""
        rest = keys.rest_hash((), True, self._removed)
        return self._keys.after_deal(self._hidden, self._up, self.deal_places(), rest)

    # pragma: no mutate end

    def deal_places(self) -> list[tuple[int, Card]]:
        """Where the deal puts each reserve card: its column (from 0) and the card, the
        first card onto the first target. The deal itself, its key reckoned unplayed and
        the solver's reckoning of it all ask this."""
        targets = self._variant.layout.reserve_targets
        return [(column - 1, card) for card, column in zip(self._reserve, targets, strict=False)]

    def _rekey_all(self) -> None:
        """Compute every key from scratch (a new game, a loaded one)."""
        self._shown = [None] * len(self._up)
        self._keys = PositionKeys(
            self._hidden,
            self._up,
            self._reserve,
            self._reserve_dealt,
            self._removed,
            self._placed(),
        )

    # the canonical key's, not a rule (tests/test_position_keys.py)
    # pragma: no mutate start
    def _placed(self) -> frozenset[int]:
        """The columns whose number the canonical key keeps: the reserve's targets while it
        waits to be dealt."""
        if not self.reserve_to_deal:
            return frozenset()
        return frozenset(c - 1 for c in self._variant.layout.reserve_targets)

    # pragma: no mutate end

    def _rekey(self, action: Action) -> None:
        """Update the keys for the columns `action` touched (played or taken back); the
        reserve dealt or taken back also changes which columns keep their number."""
        dealt = action.move.kind is MoveKind.RESERVE
        if dealt:
            self._keys.replace_placed(self._placed())
        touched = set()
        rest = dealt
        for change in action.changes:
            if change.column > 0:
                touched.add(change.column - 1)
            else:
                rest = True
            if change.kind is ChangeKind.MOVE:
                touched.add(change.target - 1)
            elif change.kind is ChangeKind.REMOVE:
                rest = True
        new = keys.rest_hash(self._reserve, self._reserve_dealt, self._removed) if rest else None
        self._keys.update(self._hidden, self._up, touched, new)
        for index in touched:
            self._shown[index] = None

    # ---- reading ------------------------------------------------------------------
    @property
    def variant(self) -> RuleSet:
        return self._variant

    @property
    def columns(self) -> tuple[Column, ...]:
        shown = self._shown
        for index, column in enumerate(shown):
            if column is None:
                shown[index] = Column(tuple(self._hidden[index]), tuple(self._up[index]))
        return tuple(shown)  # type: ignore[arg-type]  # none is None any more

    @property
    def face_down(self) -> Sequence[Sequence[Card]]:
        """Each column's face-down cards, bottom to top: the engine's own lists, read
        without a copy (the solver reads them at every position; `columns` copies)."""
        return self._hidden

    @property
    def face_up(self) -> Sequence[Sequence[Card]]:
        """Each column's face-up cards, bottom to top, read without a copy (as face_down)."""
        return self._up

    @property
    def reserve(self) -> tuple[Card, ...]:
        """Reserve cards not yet dealt, the one for the first target column first."""
        return tuple(self._reserve)

    @property
    def reserve_dealt(self) -> bool:
        return self._reserve_dealt

    @property
    def reserve_to_deal(self) -> bool:
        """The reserve is still there to be dealt in one action (its timing aside)."""
        return (
            bool(self._reserve)
            and not self._reserve_dealt
            and self._variant.reserve is ReserveRule.DEAL
        )

    @property
    def removed(self) -> tuple[Suit, ...]:
        """Suites removed to their places, in the order they were removed."""
        return tuple(self._removed)

    @property
    def score(self) -> int:
        return self._score

    @property
    def history(self) -> tuple[Action, ...]:
        """The actions that can still be undone, oldest first."""
        return tuple(self._history)

    @property
    def position(self) -> Position:
        return Position(self.columns, self.reserve, self._reserve_dealt, self.removed)

    @property
    def start(self) -> Position:
        """The position the game started from (a deal or a board read from text)."""
        return self._start

    @property
    def played(self) -> tuple[Move, ...]:
        """Every move played from the start and not undone, oldest first."""
        return tuple(action.move for action in self._line)

    @property
    def is_won(self) -> bool:
        if self._variant.win is WinRule.ALL_SUITES_REMOVED:
            return len(self._removed) == 4 * self._variant.layout.decks
        return not self._reserve and all(
            not down and (not up or up == SUITES[up[0].suit])
            for down, up in zip(self._hidden, self._up, strict=True)
        )

    def suites_on_top(self) -> int:
        """How many columns end with a complete suite (moving one whole completes nothing)."""
        return sum(is_complete(up) for up in self._up)

    def __eq__(self, other: object) -> bool:
        # Python equality of games, not rules (tests/test_properties.py)
        # pragma: no mutate start
        if not isinstance(other, State):
            return NotImplemented
        return self._variant == other._variant and self.position == other.position
        # pragma: no mutate end

    __hash__ = None  # type: ignore[assignment]
