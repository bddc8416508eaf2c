"""Run the rule book against an engine nobody here wrote and write what it did.

    python scripts/conformance.py          # soliterm under each variant it could claim
    python scripts/conformance.py --check  # exit 1 when a fresh run differs from the file

The result is docs/data/conformance/soliterm.json, the data of the conformance page of
the rules site ("Conformité" / "Pematuhan"). tests/test_soliterm.py runs the rule book
again and fails when the committed file no longer says what soliterm does, so the page
cannot drift silently: after a change to the rule book or to the adapter, run this
script and commit the file.
"""

from __future__ import annotations

import argparse
import json
import sys
from importlib.metadata import version
from pathlib import Path

from rich.console import Console

from scorpion.bdd.conformance import Result, run_rule_book

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "docs" / "data" / "conformance"

#: engine name → (variant it claims, factory) for each run
ENGINES = {
    "soliterm": [
        ("classique", "scorpion.games.scorpion.engines.soliterm:classique"),
        ("traditionnel", "scorpion.games.scorpion.engines.soliterm:traditionnel"),
        ("scorpion-ouvert", "scorpion.games.scorpion.engines.soliterm:scorpion_ouvert"),
    ],
}


def as_data(result: Result) -> dict[str, object]:
    data: dict[str, object] = {
        "id": result.id,
        "lang": result.lang,
        "section": result.section,
        "variants": list(result.variants),
        "outcome": result.outcome.value,
    }
    if result.detail:
        data["detail"] = result.detail
    return data


def run(engine: str, console: Console) -> dict[str, object]:
    runs = []
    for variant_name, factory in ENGINES[engine]:
        with console.status(f"{engine} as {variant_name}: running the rule book"):
            results = run_rule_book(factory)
        runs.append(
            {
                "variant": variant_name,
                "factory": factory,
                "results": [as_data(r) for r in results if variant_name in r.variants],
            }
        )
        console.print(f"{engine} as {variant_name}: {len(runs[-1]['results'])} results")
    return {"engine": engine, "version": version(engine), "runs": runs}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file")
    args = parser.parse_args(argv)
    console = Console()
    status = 0
    for engine in ENGINES:
        path = DATA / f"{engine}.json"
        data = run(engine, console)
        text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        if args.check:
            same = path.exists() and json.loads(path.read_text(encoding="utf-8")) == data
            console.print(f"{path.relative_to(ROOT)}: {'up to date' if same else 'DIFFERS'}")
            status |= not same
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            console.print(f"wrote {path.relative_to(ROOT)}")
    return status


if __name__ == "__main__":
    sys.exit(main())
