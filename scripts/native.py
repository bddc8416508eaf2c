"""Compile the solver's dead-position test with mypyc: `python scripts/native.py`.

`make install` runs it. The solver spends most of its time in that test
(scorpion/games/scorpion/solver/deadlock.py); compiled, the same code runs about twice as fast. The
build compiles a copy of the file cut at its "not compiled" line and stamped with the
file's digest, as the module scorpion.games.scorpion.solver._native_deadlock (a .so
beside the source, not committed); deadlock.py uses it only while the digest matches, so an edited
deadlock.py runs as plain Python until this is run again. Without a C compiler the build
is skipped with a warning: everything works, only slower.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOLVER = Path("scorpion", "games", "scorpion", "solver")
SOURCE = ROOT / SOLVER / "deadlock.py"
NAME = "_native_deadlock"
CUT = "# --- not compiled"


def compiled_source(text: str, digest: str) -> str:
    """The module mypyc compiles: the test's code, without the choosing part, stamped."""
    code = text[: text.index(CUT)].rstrip()
    return f'{code}\n\n\nSOURCE_DIGEST: Final = "{digest}"\n'


def up_to_date() -> bool:
    """Whether deadlock.py already uses a build made from the file as it is (it checks)."""
    from scorpion.games.scorpion.solver import deadlock

    return deadlock.is_dead is not deadlock._is_dead


def build(digest: str) -> None:
    """Compile in a scratch copy of the package, then put the built files beside the source."""
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        ignore = shutil.ignore_patterns("__pycache__", "*.so")
        shutil.copytree(ROOT / "scorpion", work / "scorpion", ignore=ignore)
        # mypyc type-checks what the module imports, the package's __init__ included (and
        # through it every game): it needs the project's mypy settings, e.g. which
        # untyped libraries to accept.
        shutil.copy2(ROOT / "pyproject.toml", work / "pyproject.toml")
        module = work / SOLVER / f"{NAME}.py"
        text = compiled_source(SOURCE.read_text(encoding="utf-8"), digest)
        module.write_text(text, encoding="utf-8")
        subprocess.run(
            [sys.executable, "-m", "mypyc", str(module.relative_to(work))],
            cwd=work,
            check=True,
            capture_output=True,
            text=True,
        )
        built = sorted((work / SOLVER).glob(f"{NAME}*.so"))
        if not built:
            raise RuntimeError("mypyc made no module")
        for old in SOURCE.parent.glob(f"{NAME}*.so"):
            old.unlink()
        # each file whole or absent (written aside, then renamed), the shared library
        # before the module that loads it: `make test` builds this while the rule book
        # already runs, and a process importing meanwhile gets the plain test or the built one
        for path in sorted(built, key=lambda p: "__mypyc" not in p.name):
            aside = SOURCE.parent / f".{path.name}.part"
            shutil.copy2(path, aside)
            os.replace(aside, SOURCE.parent / path.name)


def main() -> int:
    sys.path.insert(0, str(ROOT))
    if up_to_date():
        print("dead-position test: compiled module up to date")
        return 0
    try:
        build(hashlib.sha256(SOURCE.read_bytes()).hexdigest())
    except (OSError, RuntimeError, subprocess.CalledProcessError) as error:
        detail = getattr(error, "stderr", "") or str(error)
        print(f"warning: the dead-position test stays plain Python (no mypyc build): {detail}")
        return 0
    print("dead-position test: compiled with mypyc")
    return 0


if __name__ == "__main__":
    sys.exit(main())
