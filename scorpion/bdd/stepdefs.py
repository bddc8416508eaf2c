"""A game's neutral steps: each registered with its kind, a stable id and its English
phrases (msgids of the game's steps catalog), in a table the game owns."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class StepDef:
    id: str
    kind: str
    func: Callable[..., None]
    phrases: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]
    docstring: bool | str = False  # True: a board; "text": the doc string as it is;
    # other strings: what the game's executor makes of the doc string
    datatable: bool = False


Register = Callable[[Callable[..., None]], Callable[..., None]]


def registrar(table: dict[str, StepDef]) -> Callable[..., Register]:
    """The `step(kind, id, *phrases, docstring=, datatable=)` decorator filling `table`."""

    def step(
        kind: str,
        id_: str,
        *phrases: str | tuple[str, dict[str, Any]],
        docstring: bool | str = False,
        datatable: bool = False,
    ) -> Register:
        """Register a neutral step under `id_` with its English phrases (msgids)."""

        def register(func: Callable[..., None]) -> Callable[..., None]:
            entries = tuple(
                (p, ()) if isinstance(p, str) else (p[0], tuple(sorted(p[1].items())))
                for p in phrases
            )
            table[id_] = StepDef(id_, kind, func, entries, docstring, datatable)
            return func

        return register

    return step
