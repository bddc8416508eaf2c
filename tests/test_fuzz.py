"""A small sample of `make fuzz`: mutated boards, moves, saves, variant files and feature
files raise nothing but their domain errors, and what reads reads back the same."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from script_loader import load_script

ROOT = Path(__file__).resolve().parents[1]


def fuzz() -> ModuleType:
    return load_script("fuzz")


def test_a_sample_of_the_fuzz_finds_nothing() -> None:
    module = fuzz()
    total = 120 * len(module.TARGETS)
    findings = module.run(total=total, seed=11)
    assert findings.inputs == total
    assert min(findings.per_target.values()) == 120  # every reader got its share
    assert findings.failures == {}, findings.failures


def test_a_reader_crash_would_be_reported() -> None:
    module = fuzz()
    module.TARGETS["move"] = lambda rng, text: [][1]  # a reader that crashes
    findings = module.run(total=14, seed=3)
    assert any(key.startswith("move: IndexError") for key in findings.failures)
