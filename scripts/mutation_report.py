"""The mutation score of the rule book, from mutmut's results: `make mutation` runs mutmut
(`[tool.mutmut]` in pyproject.toml: the rule code, `pytest features/` alone) and then this.

    python scripts/mutation_report.py          # prints the score, writes docs/data/mutation.json

A mutant is killed when a scenario fails on it (a time-out counts as killed: the changed
rule made a scenario loop; a scenario left "not applicable" with the built-in engine fails
the run, so it kills too). Surviving mutants are judged in
docs/data/mutation-equivalent.toml, each with its reason, as "equivalent" (the change
cannot alter what the engine does) or "not a rule" (it changes only what no rule speaks
of); the score is killed / (all mutants checked - judged ones). Every other survivor is
listed in the report: it is a hole in the rule book until a scenario kills it. The report
also counts the mutants the `pragma: no mutate` regions hold (never tried): mutmut's own
generator run on the same files with and without their pragma comments.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import subprocess
import sys
import tomllib
from importlib.metadata import version
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REPORT = ROOT / "docs" / "data" / "mutation.json"
EQUIVALENT = ROOT / "docs" / "data" / "mutation-equivalent.toml"
MUTMUT = Path(sys.executable).parent / "mutmut"
KILLED = {"killed", "timeout"}


def statuses() -> dict[str, str]:
    """Every mutant mutmut knows, with its status ("killed", "survived", "no tests", ...)."""
    out = subprocess.run(
        [str(MUTMUT), "results", "--all", "true"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return dict(re.findall(r"^\s+(\S+): (.+)$", out, flags=re.MULTILINE))


def change(name: str) -> str:
    """The lines a mutant changes, as `- old` / `+ new`."""
    out = subprocess.run(
        [str(MUTMUT), "show", name], cwd=ROOT, capture_output=True, text=True, check=False
    ).stdout
    lines = [
        line.strip()
        for line in out.splitlines()
        if line[:1] in "+-" and not line.startswith(("+++", "---"))
    ]
    return " / ".join(lines)


def equivalents() -> dict[str, str]:
    """Mutant name → its kind ("equivalent", or "not a rule": it changes only what the rules
    do not speak of), as judged in docs/data/mutation-equivalent.toml with a reason each."""
    if not EQUIVALENT.exists():
        return {}
    data = tomllib.loads(EQUIVALENT.read_text(encoding="utf-8"))
    return {entry["name"]: entry["kind"] for entry in data.get("mutant", [])}


def held_by_pragmas() -> dict[str, int]:
    """Per mutated file, how many mutants its `pragma: no mutate` regions keep untried."""
    from mutmut.mutation.file_mutation import create_mutations

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    held = {}
    for path in config["tool"]["mutmut"]["source_paths"]:
        code = (ROOT / path).read_text(encoding="utf-8")
        bare = re.sub(r"#\s*pragma:\s*no mutate[^\n]*", "", code)
        # a file without pragmas holds none back (mutating it twice took seconds)
        held[path] = (
            len(create_mutations(path, bare)[1]) - len(create_mutations(path, code)[1])
            if bare != code
            else 0
        )
    return held


def report(
    found: dict[str, str], judged: dict[str, str], held: dict[str, int]
) -> dict[str, object]:
    checked = {k: v for k, v in found.items() if v != "not checked"}
    killed = sorted(k for k, v in checked.items() if v in KILLED)
    excused = sorted(k for k, v in checked.items() if v not in KILLED and k in judged)
    holes = sorted(k for k, v in checked.items() if v not in KILLED and k not in judged)
    counted = len(checked) - len(excused)
    by_file: dict[str, dict[str, int]] = {}
    for name, status in checked.items():
        module = name.split(".x")[0].replace(".", "/") + ".py"
        row = by_file.setdefault(
            module, {"mutants": 0, "killed": 0, "equivalent": 0, "not_a_rule": 0, "pragma": 0}
        )
        row["mutants"] += 1
        row["killed"] += status in KILLED
        row["equivalent"] += name in excused and judged[name] == "equivalent"
        row["not_a_rule"] += name in excused and judged[name] == "not a rule"
    for path, count in held.items():
        by_file.get(path, {})["pragma"] = count
    return {
        "date": dt.datetime.now(dt.UTC).date().isoformat(),
        "tool": f"mutmut {version('mutmut')}",
        "tests": "pytest features/",
        "mutants": len(found),
        "checked": len(checked),
        "killed": len(killed),
        "timeout": sum(v == "timeout" for v in checked.values()),
        "equivalent": sum(judged[k] == "equivalent" for k in excused),
        "not_a_rule": sum(judged[k] == "not a rule" for k in excused),
        "pragma": sum(held.values()),
        "sampled": len(checked) < len(found),
        "survived": len(holes),
        "no_tests": sum(checked[k] == "no tests" for k in holes),
        "score": round(100 * len(killed) / counted, 1) if counted else 0.0,
        "files": by_file,
        "survivors": [{"name": k, "status": checked[k], "change": change(k)} for k in holes],
        "stale_equivalents": sorted(set(judged) - set(excused)),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", type=float, default=95.0, help="exit 1 below this score")
    args = parser.parse_args(argv)
    data = report(statuses(), equivalents(), held_by_pragmas())
    REPORT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(
        f"mutation score of the rule book ({data['tests']}, {data['tool']}): {data['score']} %"
        f" — {data['killed']} killed of {data['checked']} checked mutants"
        f" ({data['mutants']} in all{', a sample' if data['sampled'] else ''}),"
        f" {data['equivalent']} judged equivalent, {data['not_a_rule']} judged not a rule,"
        f" {data['survived']} surviving ({data['no_tests']} reached by no scenario);"
        f" {data['pragma']} more never tried, held by the `pragma: no mutate` regions"
    )
    for survivor in data["survivors"]:  # type: ignore[attr-defined]
        print(f"  survived: {survivor['name']}: {survivor['change']}")
    print(f"wrote {REPORT.relative_to(ROOT)}")
    return 0 if float(data["score"]) >= args.target else 1  # type: ignore[arg-type]


if __name__ == "__main__":
    sys.exit(main())
