"""Saved games: JSON holding the variant, the starting board and the moves played.

The envelope (format, version, broken files) is the toolkit's, scorpion.saves; here is
what a Scorpion save holds. Replaying the moves rebuilds the score and the undo history
exactly, so a save file never needs to store derived state that could disagree with the
rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from scorpion.errors import SaveError
from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.moves import Move
from scorpion.games.scorpion.notation import write_board
from scorpion.i18n import N_
from scorpion.saves import Envelope, Messages

FORMAT = "scorpion-save"
VERSION = 1

ENVELOPE = Envelope(
    FORMAT,
    VERSION,
    SaveError,
    Messages(
        not_json=N_("The save file is not valid JSON ({reason})"),
        foreign=N_("This is not a Scorpion save file"),
        version=N_("Unsupported save file version “{version}”"),
        field=N_("The save file has no valid “{key}”"),
        start=N_("The save file's board cannot be read: {reason}"),
        step=N_("Move {number} of the save file cannot be played: {reason}"),
    ),
)

G = TypeVar("G", bound=Engine)


def dump(game: Engine) -> str:
    """`game` as a save file."""
    return ENVELOPE.write(
        variant=game.variant.name,
        start=write_board(game.start, game.variant, "en", reveal=True),
        moves=[move.to_text("en") for move in game.played],
    )


def load(text: str, board: Callable[[str, str], G]) -> G:
    """The game a save file describes; `board(text, variant)` reads its starting board
    (English notation) under the named variant."""
    data = ENVELOPE.read(text)
    game = ENVELOPE.start(
        lambda: board(ENVELOPE.field(data, "start", str), ENVELOPE.field(data, "variant", str))
    )
    ENVELOPE.replay(
        ENVELOPE.field(data, "moves", list), lambda step: game.play(Move.from_text(str(step)))
    )
    return game
