"""Saved games: JSON holding the variant, the starting board and the moves played.

Replaying the moves rebuilds the score and the undo history exactly, so a save file
never needs to store derived state that could disagree with the rules.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from scorpion.errors import SaveError, ScorpionError
from scorpion.games.scorpion.moves import Move
from scorpion.i18n import N_

if TYPE_CHECKING:
    from scorpion.games.scorpion.game import Game

FORMAT = "scorpion-save"
VERSION = 1


def dump(game: Game) -> str:
    """`game` as a save file."""
    from scorpion.games.scorpion.game import Game

    start = Game(game.start, game.variant)
    return json.dumps(
        {
            "format": FORMAT,
            "version": VERSION,
            "variant": game.variant.name,
            "start": start.to_text("en", reveal=True),
            "moves": [move.to_text("en") for move in game.played],
        },
        ensure_ascii=False,
        indent=1,
    )


def _field(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind):
        raise SaveError(N_("The save file has no valid “{key}”"), key=key)
    return value


def load(text: str) -> Game:
    """The game a save file describes."""
    from scorpion.games.scorpion.game import Game

    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError, RecursionError, ValueError) as exc:
        raise SaveError(N_("The save file is not valid JSON ({reason})"), reason=str(exc)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(N_("This is not a Scorpion save file"))
    if data.get("version") != VERSION:
        raise SaveError(
            N_("Unsupported save file version “{version}”"), version=data.get("version")
        )
    try:
        game = Game.from_text(_field(data, "start", str), "en", _field(data, "variant", str))
    except SaveError:
        raise
    except ScorpionError as exc:
        raise SaveError(N_("The save file's board cannot be read: {reason}"), reason=exc) from None
    for number, move_text in enumerate(_field(data, "moves", list), 1):
        try:
            game.play(Move.from_text(str(move_text)))
        except ScorpionError as exc:
            raise SaveError(
                N_("Move {number} of the save file cannot be played: {reason}"),
                number=number,
                reason=exc,
            ) from None
    return game
