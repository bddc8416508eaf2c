"""Build the rules site (French in site/, Malay in site/ms/) strictly; print time and pages.

    python scripts/site_build.py                 # build into site/
    python scripts/site_build.py --scenarios     # run `pytest features/` first, for statuses
    python scripts/site_build.py -d /tmp/site    # elsewhere

The same as `mkdocs build --strict` (which builds both languages), plus a summary line per
language. Exit status 1 when the build fails, with mkdocs' output (file and line of the
fault).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from scorpion.docs.build import LANGUAGE_DIRS, build_site
from scorpion.docs.site import ROOT


def main() -> int:
    parser = argparse.ArgumentParser(description="Build the bilingual rules site strictly.")
    parser.add_argument("-d", "--site-dir", type=Path, default=ROOT / "site")
    parser.add_argument(
        "--scenarios",
        action="store_true",
        help="run pytest features/ --cucumberjson=reports/cucumber.json first",
    )
    args = parser.parse_args()
    if args.scenarios:
        (ROOT / "reports").mkdir(exist_ok=True)
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "features",
                "-q",
                "-p",
                "no:cacheprovider",
                "--cucumberjson=reports/cucumber.json",
            ],
            cwd=ROOT,
            check=False,
        )
    result = build_site(args.site_dir.resolve())
    if not result.ok:
        print(result.output, file=sys.stderr)
        print(f"site build FAILED after {result.seconds:.1f} s", file=sys.stderr)
        return 1
    for line in result.output.splitlines():
        if "scorpion" in line and "INFO" in line:
            print(line)
    for lang in LANGUAGE_DIRS:
        print(f"{lang}: {len(result.pages(lang))} pages in {result.language_dir(lang)}")
    print(f"built both languages in {result.seconds:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
