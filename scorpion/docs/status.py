"""Read the statuses of the last `pytest features/ --cucumberjson=...` run.

The site shows, next to each example, whether it passed in that run. It must never show a
stale or invented status, so a report is set aside (with the reason, for the page to say)
when it is missing or unreadable, or older than the feature file, or older than the engine
and step code it ran against.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any


class Outcome(Enum):
    PASSED = "passed"
    FAILED = "failed"
    SKIPPED = "skipped"
    UNKNOWN = "unknown"


class Unavailable(Enum):
    """Why no run result is shown."""

    MISSING = "missing"
    UNREADABLE = "unreadable"
    OLDER_THAN_FEATURE = "older-than-feature"
    OLDER_THAN_CODE = "older-than-code"
    NOT_IN_RUN = "not-in-run"


@dataclass(frozen=True)
class ScenarioResult:
    outcome: Outcome
    failed_step: int | None = None
    """Line of the first failed step, when one failed."""
    message: str = ""


@dataclass(frozen=True)
class FeatureStatus:
    """The results of one feature file's scenarios, or the reason there are none."""

    report: Path
    unavailable: Unavailable | None
    newer: Path | None = None
    """The file that made the report stale, when one did."""
    detail: str = ""
    elements: tuple[Mapping[str, Any], ...] = ()

    @property
    def available(self) -> bool:
        return self.unavailable is None

    def lookup(
        self,
        line: int,
        step_texts: Sequence[str],
        tags: Iterable[str] = (),
        row: tuple[int, int] | None = None,
    ) -> ScenarioResult | None:
        """The result of the scenario at `line` whose steps read `step_texts`.

        pytest-bdd reports every row of a Scenario Outline under the outline's line, with
        the step texts filled in, so rows are told apart by their steps; rows whose steps
        read the same (only a doc string differs) are told apart by their order, given
        as `row` = (index of the row, number of rows of its outline), since pytest-bdd
        reports the rows in Examples order. A scenario is also found by its line alone
        when the line is unambiguous.
        """
        if self.unavailable is not None:
            return None
        wanted = [t.strip() for t in step_texts]
        tagset = {t.lstrip("@") for t in tags}
        same_line = [e for e in self.elements if e.get("line") == line]
        by_steps = [
            e
            for e in self.elements
            if [str(s.get("name", "")).strip() for s in e.get("steps", [])] == wanted
        ]
        candidates = [e for e in same_line if e in by_steps] or by_steps
        if len(candidates) > 1 and tagset:
            tagged = [
                e
                for e in candidates
                if tagset <= {str(t.get("name", "")).lstrip("@") for t in e.get("tags", [])}
            ]
            candidates = tagged or candidates
        if not candidates and len(same_line) == 1:
            candidates = same_line
        if row is not None and len(candidates) == row[1] > 1:
            candidates = [candidates[row[0]]]
        if len(candidates) != 1:
            return None
        return _result(candidates[0])


def _result(element: Mapping[str, Any]) -> ScenarioResult:
    outcome = Outcome.PASSED
    for step in element.get("steps", []):
        status = str(step.get("result", {}).get("status", "unknown"))
        if status == "failed":
            message = str(step.get("result", {}).get("error_message", ""))
            return ScenarioResult(Outcome.FAILED, int(step.get("line", 0)) or None, message)
        if status == "skipped":
            outcome = Outcome.SKIPPED
        elif status != "passed":
            outcome = Outcome.UNKNOWN
    if not element.get("steps"):
        outcome = Outcome.UNKNOWN
    return ScenarioResult(outcome)


@dataclass
class RunReport:
    """A cucumber JSON report and the files whose changes make it stale."""

    path: Path
    root: Path
    code_files: tuple[Path, ...] = ()
    _features: list[Mapping[str, Any]] | None = field(default=None, init=False)
    _error: str = field(default="", init=False)
    _loaded: bool = field(default=False, init=False)

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        if not self.path.is_file():
            return
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as err:
            self._error = str(err)
            return
        if not isinstance(data, list) or not all(isinstance(f, dict) for f in data):
            self._error = "not a list of features"
            return
        self._features = data

    def newest_code(self) -> Path | None:
        """The engine or step file changed after the report was written, if any."""
        stamp = self.path.stat().st_mtime
        newer = [p for p in self.code_files if p.is_file() and p.stat().st_mtime > stamp]
        return max(newer, key=lambda p: p.stat().st_mtime) if newer else None

    def for_feature(self, feature: Path) -> FeatureStatus:
        self._load()
        if not self.path.is_file():
            return FeatureStatus(self.path, Unavailable.MISSING)
        if self._features is None:
            return FeatureStatus(self.path, Unavailable.UNREADABLE, detail=self._error)
        if feature.stat().st_mtime > self.path.stat().st_mtime:
            return FeatureStatus(self.path, Unavailable.OLDER_THAN_FEATURE, newer=feature)
        code = self.newest_code()
        if code is not None:
            return FeatureStatus(self.path, Unavailable.OLDER_THAN_CODE, newer=code)
        entry = self._find(feature)
        if entry is None:
            return FeatureStatus(self.path, Unavailable.NOT_IN_RUN)
        elements = tuple(e for e in entry.get("elements", []) if isinstance(e, dict))
        return FeatureStatus(self.path, None, elements=elements)

    def _find(self, feature: Path) -> Mapping[str, Any] | None:
        try:
            rel = feature.resolve().relative_to(self.root.resolve()).as_posix()
        except ValueError:
            rel = feature.as_posix()
        for entry in self._features or []:
            uri = str(entry.get("uri", "")).replace("\\", "/").lstrip("./")
            if uri and (rel == uri or rel.endswith("/" + uri) or uri.endswith("/" + rel)):
                return entry
        return None


def code_files(root: Path) -> tuple[Path, ...]:
    """What a scenario run depends on besides its feature file: the engine, the step
    machinery, the variants and the engine and step catalogs (not the site's own code)."""
    package = root / "scorpion"
    site_code = {"docs", "pages"}  # the site machinery and each game's page generators
    files = [
        p
        for p in package.rglob("*")
        if p.suffix in {".py", ".toml"} and not site_code & set(p.relative_to(package).parts)
    ]
    files += [
        p for p in (root / "locales").glob("*/LC_MESSAGES/*.po") if p.stem in {"scorpion", "steps"}
    ]
    return tuple(sorted(files))
