"""Whole rule-book runs for the tests of the harness and of the example engines: real
pytest-bdd runs of features/, read back from their reports.

`run_features` and `rule_book` run pytest by `pytest.main` in the test's own process, as
`python -m pytest` from the repository would (its working folder, the engine's folders on
the path, no contributor's features); a fresh interpreter took 3 to 4 s more per run (its
imports, the features parsed again) and a run of `make test` makes about thirty.
`run_features(..., fresh=True)` starts a fresh process instead, for a run whose workers
must import the engine themselves (`-n`). Each in-process run must give what the fresh
process gives: tests/test_rulebook_runs.py compares the two on a broken engine.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from scorpion.bdd.conformance import (
    Result,
    rule_book_arguments,
    rule_book_results,
    with_pythonpath,
)

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
TESTS = ROOT / "tests"
#: what a run ignores of the environment it is started from (a contributor's features)
_LEFT_OUT = ("SCORPION_FEATURES",)


@contextlib.contextmanager
def _as_from_the_repository(pythonpath: Sequence[Path]) -> Iterator[None]:
    """The working folder, import path and environment of `python -m pytest` run from the
    repository with PYTHONPATH=`pythonpath`; each as it was afterwards, and the modules the
    run imported from the examples and the tests' engines forgotten (the engine under test:
    the next run imports it again, as a fresh process would; a library's modules are kept,
    whose classes the package's modules already hold)."""
    folder, path, environ = os.getcwd(), list(sys.path), dict(os.environ)
    modules = set(sys.modules)
    try:
        os.chdir(ROOT)
        sys.path[:0] = [str(p) for p in pythonpath]
        os.environ.update(with_pythonpath(environ, pythonpath))
        for name in _LEFT_OUT:
            os.environ.pop(name, None)
        yield
    finally:
        os.chdir(folder)
        sys.path[:] = path
        os.environ.clear()
        os.environ.update(environ)
        for name in set(sys.modules) - modules:
            where = getattr(sys.modules[name], "__file__", None) or ""
            if Path(where).is_relative_to(EXAMPLES) or Path(where).is_relative_to(TESTS):
                del sys.modules[name]


def pytest_in_process(
    arguments: Iterable[str], pythonpath: Sequence[Path] = ()
) -> tuple[str, str, int]:
    """`pytest <arguments>` by `pytest.main` in this process: (what it printed on its
    standard output, then on its error output, its exit status)."""
    output, errors = io.StringIO(), io.StringIO()
    with (
        _as_from_the_repository(pythonpath),
        contextlib.redirect_stdout(output),
        contextlib.redirect_stderr(errors),
    ):
        status = pytest.main(list(arguments))
    return output.getvalue(), errors.getvalue(), int(status)


def run_features(
    folder: Path, *options: str, fresh: bool = False
) -> tuple[str, int, dict[str, Any]]:
    """`pytest <options> --rulebook-report=<folder>/report.json` from the repository, the
    example engines importable: (pytest's output, its exit status, the report)."""
    report = folder / "report.json"
    arguments = [
        *options,
        "-q",
        "-p",
        "no:cacheprovider",
        "-p",
        "no:randomly",
        f"--rulebook-report={report}",
    ]
    run = _fresh if fresh else pytest_in_process
    output, errors, status = run(arguments, [ROOT, EXAMPLES])
    assert report.is_file(), output[-3000:] + errors[-3000:]
    return output, status, json.loads(report.read_text(encoding="utf-8"))


def rule_book(
    engine: str, *, pythonpath: Sequence[Path] = (), select: Iterable[str] = ()
) -> list[Result]:
    """What `scorpion.bdd.conformance.run_rule_book` answers (the same arguments and
    report), the run made in this process."""
    ids = sorted(set(select))
    with tempfile.TemporaryDirectory(prefix="rule-book-") as folder:
        report = Path(folder) / "report.xml"
        output, errors, _ = pytest_in_process(rule_book_arguments(engine, report, ids), pythonpath)
        assert report.is_file(), output[-3000:] + errors[-3000:]
        return rule_book_results(report, ids)


@cache
def broken_rule_book(bug: str) -> tuple[Result, ...]:
    """`rule_book` of examples/broken_engine.py with `bug` alone, made once per process:
    test_broken_engine.py and test_rulebook_runs.py ask for the same run (conftest.py
    keeps both files on one xdist worker)."""
    return tuple(rule_book(f"broken_engine:{bug}", pythonpath=[EXAMPLES]))


def _fresh(arguments: Iterable[str], pythonpath: Sequence[Path]) -> tuple[str, str, int]:
    """`python -m pytest <arguments>` from the repository in a fresh process."""
    env = with_pythonpath(os.environ, pythonpath)
    for name in _LEFT_OUT:
        env.pop(name, None)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", *arguments],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    return done.stdout, done.stderr, done.returncode
