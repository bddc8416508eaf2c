"""Which code runs a dead-position test: the copy mypyc compiled from the module's file
(scripts/native.py, run by `make install`; the same code, two to three times as fast), or
the module's own plain Python when there is no build or it was made from another version
of the file (a digest of the file is stamped in the build)."""

from __future__ import annotations

import hashlib
import importlib
from types import ModuleType


def compiled(stem: str, source: bytes) -> ModuleType | None:
    """The build of the solver's module `stem` ("deadlock") when made from `source`, the
    module file's bytes as they are now; else None."""
    try:
        native = importlib.import_module(f"{__package__}._native_{stem}")
    except ImportError:
        return None
    fresh = hashlib.sha256(source).hexdigest() == native.SOURCE_DIGEST
    return native if fresh else None
