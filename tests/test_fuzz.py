"""A small sample of `make fuzz`: mutated boards, moves, saves, variant files and feature
files raise nothing but their domain errors, and what reads reads back the same."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def fuzz() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fuzz", ROOT / "scripts" / "fuzz.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fuzz"] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_a_sample_of_the_fuzz_finds_nothing() -> None:
    findings = fuzz().run(total=1400, seed=11)
    assert findings.inputs == 1400
    assert min(findings.per_target.values()) == 200  # every reader got its share
    assert findings.failures == {}, findings.failures


def test_a_reader_crash_would_be_reported() -> None:
    module = fuzz()
    module.TARGETS["move"] = lambda rng, text: [][1]  # a reader that crashes
    findings = module.run(total=14, seed=3)
    assert any(key.startswith("move: IndexError") for key in findings.failures)
