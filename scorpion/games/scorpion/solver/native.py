"""Which code runs a solver's hot part: the copy mypyc compiled from the module's file
(scripts/native.py, run by `make install`; the same code, two to seven times as fast), or
the module's own plain Python when there is no build or it was made from another version
of the file, or of a file whose compiled copy it uses (a digest of them is stamped in the
build)."""

from __future__ import annotations

import hashlib
import importlib
from pathlib import Path
from types import ModuleType
from typing import Final

DEPENDS: Final = {
    "deadlock": ("closure",),
    "dealing": ("deadlock", "closure"),
    "compact": ("compact_board", "compact_codes", "compact_deal", "dealing", "deadlock", "closure"),
    "twins": ("widedead",),
}
"""The solver's modules whose compiled copy uses the compiled copies of others: the test
before the deal reads positions with deadlock's classes, the compact search plays on the
compact board, which asks the test before the deal, and the twin trap reads positions with
the wider test's table. A build is fresh only while all those files are as they were."""


def sources(stem: str) -> bytes:
    """What a build of the solver's module `stem` is stamped from: its file's bytes, then
    those of the files whose compiled copies it uses (`DEPENDS`)."""
    folder = Path(__file__).parent
    names = (stem, *DEPENDS.get(stem, ()))
    return b"".join((folder / f"{name}.py").read_bytes() for name in names)


def compiled(stem: str, source: bytes) -> ModuleType | None:
    """The build of the solver's module `stem` ("deadlock") when made from `source`
    (`sources(stem)` as the files are now); else None."""
    try:
        native = importlib.import_module(f"{__package__}._native_{stem}")
    except ImportError:
        return None
    fresh = hashlib.sha256(source).hexdigest() == native.SOURCE_DIGEST
    return native if fresh else None
