"""A whole rule-book run in a fresh pytest process, read back from its JSON report
(`--rulebook-report`): what the tests of the harness and of the example engines share."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"


def run_features(folder: Path, *options: str) -> tuple[str, int, dict[str, Any]]:
    """`pytest <options> --rulebook-report=<folder>/report.json` from the repository, the
    example engines importable: (pytest's output, its exit status, the report)."""
    report = folder / "report.json"
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(ROOT), str(EXAMPLES), *filter(None, [env.get("PYTHONPATH")])]
    )
    env.pop("SCORPION_FEATURES", None)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            *options,
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:randomly",
            f"--rulebook-report={report}",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert report.is_file(), done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout, done.returncode, json.loads(report.read_text(encoding="utf-8"))
