"""Moves (what a player asks for) and Actions (what one move changed), as immutable values."""

from __future__ import annotations

import re
from enum import Enum
from typing import NamedTuple

from scorpion.cards import Card, Suit
from scorpion.errors import NotationError
from scorpion.i18n import LANGUAGES, N_, check_language, gettext


class MoveKind(Enum):
    """A block moved onto a column, or the reserve dealt."""

    BUILD = "build"
    RESERVE = "reserve"


class Move(NamedTuple):
    """One action a player can ask for. Columns are numbered from 1, as in the texts.

    A named tuple rather than a dataclass: move generation builds many of them, and a
    tuple is several times cheaper to create; it is just as immutable.
    """

    kind: MoveKind
    card: Card | None = None
    source: int | None = None
    target: int | None = None
    place: int | None = None
    """Which copy of `card` moves when two lie face up in the source column (two decks):
    its place in that column counted from the bottom, face-down cards included, from 1.
    None whenever the card and its column are enough to say which card moves."""

    @classmethod
    def build(cls, card: Card, source: int, target: int, place: int | None = None) -> Move:
        """Move `card` (and every card on it) from column `source` onto column `target`
        (source 0: from a reserve whose cards are playable, as in Three Blind Mice)."""
        return cls(MoveKind.BUILD, card, source, target, place)

    @classmethod
    def reserve(cls) -> Move:
        """Deal the reserve."""
        return cls(MoveKind.RESERVE)

    def to_text(self, lang: str = "en") -> str:
        """ "4♥ de la colonne 2 sur la colonne 7" / "4♥ dari lajur 2 ke lajur 7"."""
        check_language(lang)
        if self.kind is MoveKind.RESERVE:
            return gettext(lang, "deal the reserve")
        assert self.card is not None
        card = self.card.to_text(lang, symbol=True)
        if self.source == 0:
            return gettext(lang, "{card} from the reserve to column {target}").format(
                card=card, target=self.target
            )
        if self.place is not None:
            return gettext(
                lang, "{card} from column {source}, card {place}, to column {target}"
            ).format(card=card, source=self.source, place=self.place, target=self.target)
        return gettext(lang, "{card} from column {source} to column {target}").format(
            card=card, source=self.source, target=self.target
        )

    @classmethod
    def from_text(cls, text: str) -> Move:
        """Read a move written by `to_text` in any supported language."""
        from scorpion import arguments

        # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
        # pragma: no mutate start
        text = arguments.text(text, N_("A move is written as text, not “{value}”"))
        # pragma: no mutate end
        folded = " ".join(text.split()).casefold()
        for lang in LANGUAGES:
            if folded == gettext(lang, "deal the reserve").casefold():
                return cls.reserve()
            for template in (
                gettext(lang, "{card} from column {source}, card {place}, to column {target}"),
                gettext(lang, "{card} from column {source} to column {target}"),
                gettext(lang, "{card} from the reserve to column {target}"),
            ):
                pattern = re.escape(template.casefold())
                for name, group in (
                    ("card", r"(?P<card>.+?)"),
                    ("source", r"(?P<source>\d+)"),
                    ("place", r"(?P<place>\d+)"),
                    ("target", r"(?P<target>\d+)"),
                ):
                    pattern = pattern.replace(re.escape("{" + name + "}"), group)
                match = re.fullmatch(pattern, folded)
                if match:
                    found = match.groupdict()
                    source = int(found["source"]) if "source" in found else 0
                    place = int(found["place"]) if "place" in found else None
                    card = Card.from_text(found["card"])
                    return cls.build(card, source, int(found["target"]), place)
        raise NotationError("Unreadable move “{token}”", text)

    # a Python convenience, not a rule
    # pragma: no mutate start
    def __str__(self) -> str:
        return self.to_text("en")

    # pragma: no mutate end


class ChangeKind(Enum):
    """The atomic changes one action is made of; undo applies their inverses in reverse."""

    MOVE = "move"  # `size` cards from column `column` onto column `target`
    TURN = "turn"  # the top face-down card of `column` turned face up
    REMOVE = "remove"  # a complete suite of `suit` left the top of `column`
    DEAL = "deal"  # reserve card `card` dealt face up onto `column`


class Change(NamedTuple):
    """One atomic change of the board."""

    kind: ChangeKind
    column: int
    card: Card | None = None
    size: int = 0
    target: int = 0
    suit: Suit | None = None
    slot: int = 0  # MOVE from a playable reserve: where the card stood in it


class Action(NamedTuple):
    """What one move did: enough to show it, score it and undo it exactly."""

    move: Move
    block: tuple[Card, ...]
    points: int
    changes: tuple[Change, ...]

    @property
    def turned(self) -> tuple[Card, ...]:
        """Cards turned face up, in the order they turned."""
        return tuple(c.card for c in self.changes if c.kind is ChangeKind.TURN and c.card)

    @property
    def removed(self) -> tuple[Suit, ...]:
        """Suits removed to their places."""
        return tuple(c.suit for c in self.changes if c.kind is ChangeKind.REMOVE and c.suit)

    @property
    def dealt(self) -> tuple[Card, ...]:
        """Reserve cards dealt, first onto the first target column."""
        return tuple(c.card for c in self.changes if c.kind is ChangeKind.DEAL and c.card)
