"""What a feature file holds once parsed, and what replaying a scenario produced.

These are plain values: the docs build reads them, the executor fills them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any


class FeatureError(Exception):
    """A fault in a feature file: always names the file, the line and the fault."""

    def __init__(self, path: Path | str | None, line: int | None, fault: str) -> None:
        self.path = Path(path) if path is not None else None
        self.line = line
        self.fault = fault
        super().__init__(self.where() + fault)

    def where(self) -> str:
        if self.path is None:
            return ""
        return f"{self.path}:{self.line}: " if self.line else f"{self.path}: "


class StepFailure(AssertionError):
    """A step whose check does not hold (or that cannot run); names file and line."""

    def __init__(self, path: Path | str | None, line: int | None, fault: str) -> None:
        self.path = Path(path) if path is not None else None
        self.line = line
        self.fault = fault
        where = f"{path}:{line}: " if path is not None else (f"line {line}: " if line else "")
        super().__init__(where + fault)


@dataclass(frozen=True)
class StepDoc:
    """One step line as written; `kind` is given/when/then after resolving And/But."""

    keyword: str
    text: str
    line: int
    docstring: str | None
    datatable: tuple[tuple[str, ...], ...] | None
    kind: str = ""
    docstring_line: int | None = None


@dataclass(frozen=True)
class ScenarioDoc:
    """One scenario; an outline gives one per Examples row (name suffixed with the row)."""

    id: str
    name: str
    description: str
    tags: tuple[str, ...]
    line: int
    steps: tuple[StepDoc, ...]
    path: Path | None = None
    example: tuple[tuple[str, str], ...] = ()
    outline_name: str = ""


@dataclass(frozen=True)
class RuleDoc:
    """A `Règle` / `Peraturan` block; scenarios outside any block sit in one with name ""."""

    name: str
    description: str
    scenarios: tuple[ScenarioDoc, ...]
    line: int = 0


@dataclass(frozen=True)
class FeatureDoc:
    path: Path
    lang: str
    name: str
    description: str
    tags: tuple[str, ...]
    rules: tuple[RuleDoc, ...]

    @property
    def scenarios(self) -> tuple[ScenarioDoc, ...]:
        return tuple(s for rule in self.rules for s in rule.scenarios)


@dataclass(frozen=True)
class StepTrace:
    """What one step did: the game before and after it (copies of the game's own
    objects), its action or refusal (a ScorpionError)."""

    step: StepDoc
    before: Any
    after: Any
    action: Any
    error: Any
    passed: bool
    failure: str | None
    step_id: str | None = None
