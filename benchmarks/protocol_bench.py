"""The whole rule book through the engine protocol, timed (not a test): `make bench-protocol`.

Runs `pytest features/` (both languages, every scenario) on one core (the process and
its engine process pinned to the first CPU where the system allows it), three ways:

- through an engine process: `--engine-cmd="python -m scorpion.engine_server"`, JSON
  lines over stdin/stdout (the target: under 60 s);
- through the protocol in the same process:
  `--engine=scorpion.games.scorpion.engines.builtin:BuiltinEngine`;
- the default run, for comparison.

Each figure is the wall time of the whole pytest run, start-up and collection included,
the best of --rounds runs (a shared machine makes single runs vary), with their median.
Also prints the number of requests per run and the mean time of one round trip.
`--check` exits with status 1 when the process run misses the target.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorpion.games.scorpion.engines.builtin import BuiltinEngine  # noqa: E402
from scorpion.protocol.server import answer, handlers  # noqa: E402

TARGET_SECONDS = 60.0


def pin_to_one_core() -> str:
    """Pin this process (and the processes it starts) to one CPU; say which."""
    if hasattr(os, "sched_setaffinity"):
        cpu = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpu})
        return f"CPU {cpu}"
    return "not pinned (this system cannot)"


def run(options: list[str], env: dict[str, str]) -> tuple[float, str]:
    """Wall time of one whole rule-book run, and its last line ("316 passed in ...")."""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "features", "-q", "-p", "no:randomly", *options],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    elapsed = time.perf_counter() - start
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0:
        sys.exit(f"the rule book failed ({' '.join(options)}):\n" + "\n".join(lines[-20:]))
    return elapsed, lines[-1] if lines else ""


def count_requests(env: dict[str, str]) -> int:
    """How many requests one run sends: the engine process counts the lines it reads."""
    log = ROOT / "reports" / "protocol-requests.log"
    log.parent.mkdir(exist_ok=True)
    log.unlink(missing_ok=True)
    counting = f"{sys.executable} {Path(__file__).resolve()} --count-into {log}"
    run([f"--engine-cmd={counting}"], env)
    return sum(int(line) for line in log.read_text().split())


def count_into(path: Path) -> None:
    """Serve the built-in engine and add the number of requests it read to `path`."""
    table = handlers(BuiltinEngine())
    count = 0
    stdout = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", write_through=True)
    for line in io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8"):
        count += 1
        response, bye = answer(table, line)
        stdout.write(json.dumps(response, ensure_ascii=False) + "\n")
        if bye:
            break
    with path.open("a") as handle:
        handle.write(f"{count}\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--check", action="store_true", help="exit 1 above the target")
    parser.add_argument("--count-into", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.count_into:
        count_into(args.count_into)
        return 0
    core = pin_to_one_core()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = f"{sys.executable} -m scorpion.engine_server"
    ways = {
        "engine process (--engine-cmd)": [f"--engine-cmd={command}"],
        "protocol in process (--engine)": [
            "--engine=scorpion.games.scorpion.engines.builtin:BuiltinEngine"
        ],
        "default run": [],
    }
    print(f"The whole rule book (fr + ms), {args.rounds} rounds, one core: {core}")
    figures = {}
    for name, options in ways.items():
        times = []
        for _ in range(args.rounds):
            elapsed, summary = run(options, env)
            times.append(elapsed)
        figures[name] = min(times)
        print(
            f"  {name:32} best {min(times):6.2f} s   median {statistics.median(times):6.2f} s"
            f"   ({summary})"
        )
    requests = count_requests(env)
    extra = figures["engine process (--engine-cmd)"] - figures["protocol in process (--engine)"]
    print(
        f"  requests per run: {requests}; cost of the process per request: "
        f"{1e6 * extra / requests:.0f} µs (process run minus in-process run)"
    )
    print(f"  target: under {TARGET_SECONDS:.0f} s through the engine process")
    if args.check and figures["engine process (--engine-cmd)"] >= TARGET_SECONDS:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
