"""Saved games, the part every game shares: a JSON object naming its format and version,
then the game's own fields (its start, the steps played since), read back with errors in
the reader's language and guarded against broken files.

A game describes its format with an `Envelope`: its name and version, the error its
broken files raise, and its messages (each game's catalog holds its own, so they are
given here, not written here). Replaying the steps on load rebuilds everything else, so a
save never stores derived state that could disagree with the rules.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

from scorpion.errors import ScorpionError

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Messages:
    """A game's messages about a broken save file (msgids of the game's own catalog)."""

    not_json: str
    """The text is not JSON: {reason}."""
    foreign: str
    """The JSON is not this game's save."""
    version: str
    """An unsupported version: {version}."""
    field: str
    """A field is missing or of the wrong type: {key}."""
    start: str
    """The start cannot be read: {reason}."""
    step: str
    """A step cannot be played: {number} (from 1) and {reason}."""


@dataclass(frozen=True, slots=True)
class Envelope:
    """One game's save format."""

    format: str
    version: int
    error: type[ScorpionError]
    """The error a broken save raises (the game's own, speaking its catalog)."""
    messages: Messages

    def write(self, **fields: object) -> str:
        """The save file: format, version, then `fields` in their order."""
        return json.dumps(
            {"format": self.format, "version": self.version, **fields},
            ensure_ascii=False,
            indent=1,
        )

    def read(self, text: str) -> dict[str, Any]:
        """The JSON object of a save file of this format and version."""
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, TypeError, RecursionError, ValueError) as exc:
            raise self.error(self.messages.not_json, reason=str(exc)) from None
        if not isinstance(data, dict) or data.get("format") != self.format:
            raise self.error(self.messages.foreign)
        if data.get("version") != self.version:
            raise self.error(self.messages.version, version=data.get("version"))
        return data

    def field(self, data: dict[str, Any], key: str, kind: type) -> Any:
        """`data[key]`, refused unless of `kind` (a boolean is no number here)."""
        value = data.get(key)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise self.error(self.messages.field, key=key)
        return value

    def start(self, make: Callable[[], T]) -> T:
        """The game `make` builds from the save's start; its refusal becomes this
        format's error."""
        try:
            return make()
        except self.error:
            raise
        except ScorpionError as exc:
            raise self.error(self.messages.start, reason=exc) from None

    def replay(self, steps: Iterable[object], play: Callable[[object], object]) -> None:
        """Play the save's steps in order; the first refused one names itself (from 1)."""
        for number, step in enumerate(steps, 1):
            try:
                play(step)
            except ScorpionError as exc:
                raise self.error(self.messages.step, number=number, reason=exc) from None
