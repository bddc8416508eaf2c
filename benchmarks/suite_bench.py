"""Where `make test`'s time goes (not a test): `make bench-tests`.

The unit tests run as `make test` runs them (`pytest tests -n logical --dist loadgroup`,
the rule book's report made first), with this file as a pytest plugin that writes, for
each test, the processor time of its worker and of the processes the worker waited for
(a rule book in a fresh process, a site build, ...). Around the run, /proc/stat gives
the time the machine's cores were busy and idle.

Why processor time and not each test's duration: on two cores the run is bound by the
processors (about 98 % busy), so a test's duration depends on what runs beside it and
only less work makes the run shorter. What the workers' own figures miss (Chromium's
processes, which the browser tests wait for without being their parent; xdist itself)
is printed as "not attributed".

Prints the run's wall time, the cores' busy and idle seconds, and the files and tests
that use the most processor time. `pytest` arguments after `--` replace `tests`.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: the folder each worker writes its lines to (set by main for the run it starts)
OUT = "SUITE_BENCH_OUT"


def _children() -> float:
    """Processor seconds of the children this process has waited for."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """One line per test (set-up, call and tear-down together): its processor seconds.

    A child waited for during the test may have started before it (Playwright's driver,
    with the Chromium it waited for, ends with the worker's session): what it spent is
    counted only up to what the cores could give in the test's time, the rest is left
    "not attributed"."""
    own, children, start = time.process_time(), _children(), time.monotonic()
    yield
    folder = os.environ.get(OUT)
    if folder:
        wall = time.monotonic() - start
        waited = min(_children() - children, wall * (os.cpu_count() or 1))
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        line = {"id": item.nodeid, "cpu": time.process_time() - own + waited, "wall": wall}
        with open(Path(folder) / f"{worker}.jsonl", "a", encoding="utf-8") as out:
            out.write(json.dumps(line) + "\n")


def _cores() -> tuple[float, float]:
    """(busy, idle) seconds of all cores since boot, from /proc/stat."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n")[0].split()[1:]]
    ticks = os.sysconf("SC_CLK_TCK")
    idle = fields[3] + fields[4]  # idle, iowait
    return (sum(fields) - idle) / ticks, idle / ticks


def _run(pytest_args: list[str], folder: Path) -> dict[str, Any]:
    """The rule book's report, then the unit tests with this plugin: wall and cores."""
    report = folder / "cucumber.json"
    subprocess.run(
        [sys.executable, "-m", "pytest", "features", "-q", f"--cucumberjson={report}"],
        cwd=ROOT,
        capture_output=True,
        check=False,
    )
    env = dict(
        os.environ,
        **{OUT: str(folder), "SCORPION_TEST_REPORT": str(report)},
        PYTHONPATH=os.pathsep.join(
            filter(None, [str(ROOT / "benchmarks"), os.environ.get("PYTHONPATH")])
        ),
    )
    command = [sys.executable, "-m", "pytest", *pytest_args, "-q", "-p", "suite_bench"]
    command += ["-n", "logical", "--dist", "loadgroup"]
    busy, idle = _cores()
    start = time.monotonic()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    wall = time.monotonic() - start
    after_busy, after_idle = _cores()
    tail = done.stdout.strip().splitlines()[-1:] or ["(no output)"]
    return {
        "status": done.returncode,
        "summary": tail[0],
        "wall": wall,
        "busy": after_busy - busy,
        "idle": after_idle - idle,
    }


def _tests(folder: Path) -> list[dict[str, Any]]:
    return [
        json.loads(line)
        for path in sorted(folder.glob("*.jsonl"))
        for line in path.read_text(encoding="utf-8").splitlines()
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=15, help="files and tests listed")
    parser.add_argument("--json", type=Path, help="also write the per-test figures there")
    parser.add_argument("pytest_args", nargs="*", default=["tests"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="suite-bench-") as scratch:
        folder = Path(scratch)
        run = _run(args.pytest_args, folder)
        tests = _tests(folder)
    if args.json:
        args.json.write_text(json.dumps({"run": run, "tests": tests}, indent=1), encoding="utf-8")
    by_file: Counter[str] = Counter()
    for test in tests:
        by_file[test["id"].split("::")[0]] += test["cpu"]
    attributed = sum(by_file.values())
    print(f"{run['summary']} (status {run['status']})")
    print(
        f"wall {run['wall']:.1f} s; cores busy {run['busy']:.1f} s, idle {run['idle']:.1f} s; "
        f"attributed to tests {attributed:.1f} s, not attributed "
        f"{run['busy'] - attributed:.1f} s (Chromium, xdist, start-up)"
    )
    print(f"\nfiles by processor seconds (top {args.top}):")
    for name, seconds in by_file.most_common(args.top):
        print(f"  {seconds:7.1f}  {name}")
    print(f"\ntests by processor seconds (top {args.top}):")
    for test in sorted(tests, key=lambda t: -t["cpu"])[: args.top]:
        print(f"  {test['cpu']:7.1f}  (wall {test['wall']:5.1f})  {test['id']}")
    return 0 if run["status"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
