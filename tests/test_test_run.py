"""The lists that shape `make test` and `make check` (tests/conftest.py) name tests that
exist: a renamed test or file would otherwise drop out of its worker group or of the slow
set without a word."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import SLOW_FILES, SLOW_TESTS, WORKER_GROUPS

TESTS = Path(__file__).resolve().parent


def defined_tests() -> set[str]:
    """Every test function defined in the files of tests/."""
    return {
        node.name
        for path in TESTS.glob("test_*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")
    }


def test_the_slow_tests_listed_exist() -> None:
    assert SLOW_TESTS - defined_tests() == set()


def test_the_files_grouped_or_called_slow_exist() -> None:
    files = {path.name for path in TESTS.glob("test_*.py")}
    assert (SLOW_FILES | set(WORKER_GROUPS)) - files == set()
