"""The result file: one CSV row per deal, appended as deals are solved (so a run can be
stopped and resumed: deals already in the file are skipped). A deal solved again with a
bigger budget appends a second row; the last row of a deal counts, and `compact` rewrites
the file with one row per deal once a run is over."""

from __future__ import annotations

import csv
import os
from dataclasses import astuple, dataclass, fields
from pathlib import Path

from scorpion.errors import ResultFileError
from scorpion.games.scorpion.solver import Status
from scorpion.i18n import N_


@dataclass(frozen=True, slots=True)
class Row:
    """One deal's result: its seed, the verdict, positions searched, CPU seconds, the
    winning line's length (0 unless WINNABLE) and the budget it was given."""

    seed: int
    status: Status
    nodes: int
    seconds: float
    length: int
    node_limit: int

    def cells(self) -> list[str]:
        values = astuple(self)
        return [
            value.value
            if isinstance(value, Status)
            else f"{value:.4f}"
            if isinstance(value, float)
            else str(value)
            for value in values
        ]

    @classmethod
    def from_cells(cls, cells: dict[str, str]) -> Row:
        return cls(
            int(cells["seed"]),
            Status(cells["status"]),
            int(cells["nodes"]),
            float(cells["seconds"]),
            int(cells["length"]),
            int(cells["node_limit"]),
        )


HEADER = [field.name for field in fields(Row)]


_UNREADABLE = N_(
    "Line {line} of the result file {file} cannot be read: mend the file or name another "
    "with --results. Nothing was written."
)
_NOT_TEXT = N_(
    "The result file {file} is not a table of text: mend it or name another with --results. "
    "Nothing was written."
)


def read_rows(path: Path) -> dict[int, Row]:
    """The rows already in `path`, by seed (none when it does not exist); ResultFileError
    naming the line when a row cannot be read (a cell missing, a word where a number or a
    verdict belongs) or the file is not UTF-8 text."""
    if not path.exists():
        return {}
    rows: dict[int, Row] = {}
    try:
        with path.open(newline="", encoding="utf-8") as handle:
            reader = csv.DictReader(handle)
            for cells in reader:
                try:
                    row = Row.from_cells(cells)
                except (KeyError, TypeError, ValueError) as error:
                    raise ResultFileError(_UNREADABLE, file=path, line=reader.line_num) from error
                rows[row.seed] = row
    except (UnicodeDecodeError, csv.Error) as error:
        raise ResultFileError(_NOT_TEXT, file=path) from error
    return rows


def append(path: Path, row: Row) -> None:
    """Append `row` to the result file `path`, with the header when the file is new.

    The file is opened anew for each row (a row takes milliseconds to hours to solve, so
    this costs nothing): a file replaced while a run writes (a checkout, a stash, a
    `compact`) gets the later rows, where a handle kept open would write them into the
    replaced file, lost."""
    path.parent.mkdir(parents=True, exist_ok=True)
    new = not path.exists() or path.stat().st_size == 0
    with path.open("a", newline="", encoding="utf-8") as handle:
        out = csv.writer(handle)
        if new:
            out.writerow(HEADER)
        out.writerow(row.cells())


def compact(path: Path) -> None:
    """Rewrite `path` with one row per deal (its last), in seed order. The new file is
    written beside it and then renamed over it, so a crash leaves one or the other whole."""
    rows = read_rows(path)
    fresh = path.with_name(path.name + ".new")
    with fresh.open("w", newline="", encoding="utf-8") as handle:
        out = csv.writer(handle)
        out.writerow(HEADER)
        for seed in sorted(rows):
            out.writerow(rows[seed].cells())
    os.replace(fresh, path)
