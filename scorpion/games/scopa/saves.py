"""Saved Scopa games: JSON holding the seed, the starting position (English notation,
every card named) and the steps since (plays, and "next deal"), replayed on load so no
derived state is stored that could disagree with the rules."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from scorpion.errors import ScopaSaveError, ScorpionError
from scorpion.games.scopa.plays import Play
from scorpion.i18n import N_

if TYPE_CHECKING:
    from scorpion.games.scopa.game import ScopaGame

FORMAT = "scopa-save"
VERSION = 1
NEXT_DEAL = "next deal"


def dump(game: ScopaGame) -> str:
    from scorpion.games.scopa.game import ScopaGame

    start = ScopaGame(game.start, game.seed)
    return json.dumps(
        {
            "format": FORMAT,
            "version": VERSION,
            "seed": game.seed,
            "start": start.to_text("en"),
            "steps": [NEXT_DEAL if s is None else s.to_text("en", symbol=True) for s in game.steps],
        },
        ensure_ascii=False,
        indent=1,
    )


def _field(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise ScopaSaveError(N_("The save file has no valid “{key}”"), key=key)
    return value


def load(text: str) -> ScopaGame:
    from scorpion.games.scopa.game import ScopaGame

    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError) as exc:
        raise ScopaSaveError(
            N_("The save file is not valid JSON ({reason})"), reason=str(exc)
        ) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScopaSaveError(N_("This is not a Scopa save file"))
    if data.get("version") != VERSION:
        raise ScopaSaveError(
            N_("Unsupported save file version “{version}”"), version=data.get("version")
        )
    try:
        game = ScopaGame.from_text(_field(data, "start", str), "en", _field(data, "seed", int))
    except ScopaSaveError:
        raise
    except ScorpionError as exc:
        raise ScopaSaveError(
            N_("The save file's position cannot be read: {reason}"), reason=exc
        ) from None
    for number, step in enumerate(_field(data, "steps", list), 1):
        try:
            if step == NEXT_DEAL:
                game.next_deal()
            else:
                game.play(Play.from_text(str(step)))
        except ScorpionError as exc:
            raise ScopaSaveError(
                N_("Step {number} of the save file cannot be played: {reason}"),
                number=number,
                reason=exc,
            ) from None
    return game
