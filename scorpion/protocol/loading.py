"""Which engine the rule book checks: a Python factory, a command, or the built-in engine.

`load_engine("package.module:factory")` imports the module and calls the factory (a
class or function taking no argument). `EngineSlot` holds the engine of a whole run and
replaces it with a fresh one after it failed. Modules that moved keep their old name
here (`RENAMED`), so `--engine=scorpion.engines.soliterm:classique` still loads.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable
from contextlib import suppress

from scorpion.errors import EngineError
from scorpion.protocol.client import SubprocessEngine
from scorpion.protocol.engine import Engine
from scorpion.protocol.scopa import ScopaEngine

BUILTIN = "scorpion.games.scorpion.engines.builtin:BuiltinEngine"
"""The factory of the project's own engine."""

RENAMED = {
    "scorpion.engines": "scorpion.games.scorpion.engines",
    "scorpion.engines.builtin": "scorpion.games.scorpion.engines.builtin",
    "scorpion.engines.soliterm": "scorpion.games.scorpion.engines.soliterm",
}
"""Engine modules by their former name (before the games moved under scorpion/games/):
data only, so that spellings written in READMEs and scripts still load."""


def load_factory(spec: str) -> Callable[[], Engine]:
    """The factory named by "package.module:factory" (importable from the current folder
    too); EngineError when it cannot be had."""
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise EngineError.cannot_load(spec, "expected package.module:factory")
    module_name = RENAMED.get(module_name, module_name)
    if os.getcwd() not in sys.path:  # as `python -m` would: the engine's own folder
        sys.path.insert(0, os.getcwd())
    try:
        module = importlib.import_module(module_name)
        factory = getattr(module, attribute)
    except (ImportError, AttributeError) as error:
        raise EngineError.cannot_load(spec, f"{type(error).__name__}: {error}") from None
    if not callable(factory):
        raise EngineError.cannot_load(spec, f"{attribute} is not callable")
    return factory  # type: ignore[no-any-return]


def load_engine(spec: str) -> Engine:
    """A new engine from the factory named by "package.module:factory" (a Scorpion
    `Engine`, or a `ScopaEngine`: its capabilities say which games it plays)."""
    factory = load_factory(spec)
    try:
        engine = factory()
    except Exception as error:  # the factory is someone else's code: say what it raised
        raise EngineError.cannot_load(spec, f"{type(error).__name__}: {error}") from None
    if not isinstance(engine, (Engine, ScopaEngine)):
        raise EngineError.cannot_load(spec, f"{type(engine).__name__} is not an Engine")
    return engine


class EngineSlot:
    """The engine of one run: made on first use, replaced after a failure."""

    def __init__(self, make: Callable[[], Engine]) -> None:
        self._make = make
        self._engine: Engine | None = None

    @classmethod
    def from_options(cls, spec: str | None, command: str | None, timeout: float) -> EngineSlot:
        """`--engine-cmd` wins over `--engine`; neither: the built-in engine."""
        if command:
            return cls(lambda: SubprocessEngine(command, timeout))
        return cls(lambda: load_engine(spec or BUILTIN))

    def get(self) -> Engine:
        if self._engine is None:
            self._engine = self._make()
        return self._engine

    def discard(self) -> None:
        """Close the engine (it failed); the next `get` makes a fresh one."""
        engine, self._engine = self._engine, None
        if engine is not None:
            with suppress(Exception):  # a broken engine may fail to close too
                engine.close()

    def close(self) -> None:
        self.discard()
