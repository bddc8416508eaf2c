"""Checks of the values given to the public API, so a wrong type or range is refused with
an ArgumentError naming it (in every language) before any state changes.

They run at the boundary only (move, play, deal, from_text, load, ...): the engine's
inner functions trust what the boundary let through, which keeps the hot path fast.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scorpion.errors import ArgumentError
from scorpion.i18n import LANGUAGES, N_

_SHOWN = 60


def shown(value: object) -> str:
    """A bad value as a message shows it: strings as they are, other values as Python
    writes them, cut short."""
    try:
        text = value if isinstance(value, str) else repr(value)
    except Exception:  # a value whose repr fails is still named by its type
        text = f"<{type(value).__name__}>"
    return text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…"


def whole(
    value: Any,
    msgid: str,
    *,
    minimum: int | None = None,
    error: type[ArgumentError] = ArgumentError,
) -> int:
    """`value` when it is a whole number (bool is not) at least `minimum`; `error` is the
    game's own kind of ArgumentError, whose catalog holds `msgid`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise error(msgid, value=shown(value))
    if minimum is not None and value < minimum:
        raise error(msgid, value=shown(value))
    return value


def column(value: Any) -> int:
    """A column number (its range is checked by the game, which knows how many)."""
    if type(value) is int:
        return value
    return whole(value, N_("A column is a whole number, not “{value}”"))


def optional_column(value: Any) -> int | None:
    """A source column, or None for "wherever the card is"."""
    if value is None or type(value) is int:
        return value
    return whole(value, N_("A source column is a whole number or nothing, not “{value}”"))


def place(value: Any) -> int | None:
    """A card's place in its column (from 1), or None."""
    if value is None:
        return None
    return whole(value, N_("A card's place is a whole number from 1, not “{value}”"), minimum=1)


def text(value: Any, what: str, error: type[ArgumentError] = ArgumentError) -> str:
    """A text argument: `what` is the message saying what was expected."""
    if not isinstance(value, str):
        raise error(what, value=shown(value))
    return value


def language(value: Any) -> str:
    """A supported language code."""
    if isinstance(value, str) and value in LANGUAGES:
        return value
    from scorpion.errors import LanguageError

    raise LanguageError(shown(value))


def flag(
    value: Any,
    msgid: str,
    *,
    optional: bool = False,
    error: type[ArgumentError] = ArgumentError,
) -> bool | None:
    """True or False (or None when `optional`)."""
    if isinstance(value, bool) or (optional and value is None):
        return value
    raise error(msgid, value=shown(value))


def path(value: Any) -> Path:
    """A file path, as text or a Path."""
    if isinstance(value, (str, Path)) and "\x00" not in str(value):
        return Path(value)
    raise ArgumentError(N_("A variant file is a path, not “{value}”"), value=shown(value))


TEXT = N_("A text was expected, not “{value}”")
