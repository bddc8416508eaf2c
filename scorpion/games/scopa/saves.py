"""Saved Scopa games: JSON holding the seed, the starting position (English notation,
every card named) and the steps since (plays, and "next deal"), replayed on load so no
derived state is stored that could disagree with the rules.

The envelope (format, version, broken files) is the toolkit's, scorpion.saves; the game
is given as what it must do (`Replayable`), so this module needs no ScopaGame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from scorpion.errors import ScopaSaveError
from scorpion.games.scopa.notation import write_position
from scorpion.games.scopa.plays import Play
from scorpion.games.scopa.position import Position
from scorpion.i18n import N_
from scorpion.saves import Envelope, Messages

FORMAT = "scopa-save"
VERSION = 1
NEXT_DEAL = "next deal"

ENVELOPE = Envelope(
    FORMAT,
    VERSION,
    ScopaSaveError,
    Messages(
        not_json=N_("The save file is not valid JSON ({reason})"),
        foreign=N_("This is not a Scopa save file"),
        version=N_("Unsupported save file version “{version}”"),
        field=N_("The save file has no valid “{key}”"),
        start=N_("The save file's position cannot be read: {reason}"),
        step=N_("Step {number} of the save file cannot be played: {reason}"),
    ),
)


class Replayable(Protocol):
    """What loading needs of a game: to play its steps again."""

    def play(self, play: Play) -> object: ...

    def next_deal(self) -> None: ...


G = TypeVar("G", bound=Replayable)


def dump(start: Position, seed: int, steps: Sequence[Play | None]) -> str:
    """A game as a save file: its seed, its start and its steps (None: a new deal)."""
    return ENVELOPE.write(
        seed=seed,
        start=write_position(start, "en"),
        steps=[NEXT_DEAL if s is None else s.to_text("en", symbol=True) for s in steps],
    )


def load(text: str, game: Callable[[str, int], G]) -> G:
    """The game a save file describes; `game(text, seed)` builds it at its start
    (English notation)."""
    data = ENVELOPE.read(text)
    loaded = ENVELOPE.start(
        lambda: game(ENVELOPE.field(data, "start", str), ENVELOPE.field(data, "seed", int))
    )

    def step(value: object) -> None:
        if value == NEXT_DEAL:
            loaded.next_deal()
        else:
            loaded.play(Play.from_text(str(value)))

    ENVELOPE.replay(ENVELOPE.field(data, "steps", list), step)
    return loaded
