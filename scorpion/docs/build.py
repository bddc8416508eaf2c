"""Build the whole bilingual rules site in a subprocess, timed, and count its pages.

Used by `scripts/site_build.py` and by the tests, so both build exactly what
`mkdocs build --strict` builds.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from scorpion.docs.site import ROOT

#: Sub-folder of each non-primary language in the built site.
LANGUAGE_DIRS = {"fr": "", "ms": "ms"}


@dataclass(frozen=True)
class BuildResult:
    site_dir: Path
    returncode: int
    output: str
    seconds: float

    @property
    def ok(self) -> bool:
        return self.returncode == 0

    def language_dir(self, lang: str) -> Path:
        sub = LANGUAGE_DIRS[lang]
        return self.site_dir / sub if sub else self.site_dir

    def pages(self, lang: str) -> list[Path]:
        """The HTML pages of one language (the 404 page excepted)."""
        root = self.language_dir(lang)
        others = [
            self.site_dir / d for d in LANGUAGE_DIRS.values() if d and d != LANGUAGE_DIRS[lang]
        ]
        return sorted(
            p
            for p in root.rglob("*.html")
            if p.name != "404.html" and not any(p.is_relative_to(o) for o in others)
        )


def build_site(
    site_dir: Path,
    *,
    strict: bool = True,
    report: Path | None = None,
    features: Path | None = None,
    variants: Path | None = None,
    contributed: Path | None = None,
    config: Path = ROOT / "mkdocs.yml",
) -> BuildResult:
    """Run `mkdocs build` (both languages) into `site_dir`; `report` and `features`
    replace reports/cucumber.json and features/ for this build; `variants` is a folder of
    extra variant files (SCORPION_VARIANTS, as a contributor's) and `contributed` a folder
    of extra features laid out like features/ (SCORPION_FEATURES)."""
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    if variants is not None:
        env["SCORPION_VARIANTS"] = str(variants)
    if contributed is not None:
        env["SCORPION_FEATURES"] = str(contributed)
    if report is not None:
        env["SCORPION_SITE_REPORT"] = str(report)
    if features is not None:
        env["SCORPION_SITE_FEATURES"] = str(features)
    command = [sys.executable, "-m", "mkdocs", "build", "-f", str(config), "-d", str(site_dir)]
    if strict:
        command.append("--strict")
    start = time.monotonic()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    return BuildResult(
        site_dir, done.returncode, done.stdout + done.stderr, time.monotonic() - start
    )
