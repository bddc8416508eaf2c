"""Compile the solver's hot parts with mypyc: `python scripts/native.py`.
`make install` runs it. The solver spends most of its time in its dead-position tests
(scorpion/games/scorpion/solver/deadlock.py, widedead.py and twins.py, and before the
deal dealing.py), its second safe-move rule (commuting.py), the deal's reckoning (dealt.py) and,
in Wasp and the traditional one-deck family, its search on a compact board (compact.py, on
compact_board.py, compact_codes.py and compact_deal.py, asking dealing.py's tests);
compiled, the same code runs two to ten times as fast. The build compiles, in one mypyc
run, a copy of each file cut at its "not compiled" line and stamped with the digest of the
file and of those whose copies it uses (`native.DEPENDS`), as the module
scorpion.games.scorpion.solver._native_<name> (.so files beside the source, not committed);
each module uses its build only while the digest matches
(scorpion/games/scorpion/solver/native.py), so an edited file runs as plain Python until
this is run again. Without a C compiler the build is skipped with a warning: everything
works, only slower.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
SOLVER = Path("scorpion", "games", "scorpion", "solver")
#: The modules compiled (their names in SOLVER, each with a cut line), and the name of
#: the function each chooses (the compiled one or its own) and of its own.
MODULES = {
    "deadlock": ("is_dead", "_is_dead"),
    "widedead": ("is_dead", "_is_dead"),
    "commuting": ("first_commuting", "_first_commuting"),
    "dealing": ("is_dead", "_is_dead"),
    "dealt": ("is_lost_after", "_is_lost_after"),
    "compact": ("exhaust", "_exhaust"),
    "twins": ("is_dead", "_is_dead"),
}
#: Imports a compiled copy makes otherwise: the tests read positions with closure's and
#: deadlock's classes, so their copies take them from those modules' copies (compiled code
#: checks the classes of what it is given: the plain classes would refuse the compiled ones).
IMPORTS = {
    "deadlock": (
        "from scorpion.games.scorpion.solver.closure import "
        "EVENTS, NEVER, Closure, Condition, Run\n",
        "from scorpion.games.scorpion.solver._native_closure import "
        "EVENTS, NEVER, Closure, Condition, Run\n",
    ),
    "dealing": (
        "from scorpion.games.scorpion.solver import closure, deadlock, native\n",
        "from scorpion.games.scorpion.solver import _native_closure as closure\n"
        "from scorpion.games.scorpion.solver import _native_deadlock as deadlock\n"
        "from scorpion.games.scorpion.solver import native\n",
    ),
    "compact": (
        "from scorpion.games.scorpion.solver import compact_board, compact_codes, native\n",
        "from scorpion.games.scorpion.solver import _native_compact_board as compact_board\n"
        "from scorpion.games.scorpion.solver import _native_compact_codes as compact_codes\n"
        "from scorpion.games.scorpion.solver import native\n",
    ),
    "twins": (
        "from scorpion.games.scorpion.solver import native, widedead\n",
        "from scorpion.games.scorpion.solver import _native_widedead as widedead\n"
        "from scorpion.games.scorpion.solver import native\n",
    ),
    "compact_board": (
        "from scorpion.games.scorpion.solver import compact_codes, compact_deal, dealing\n",
        "from scorpion.games.scorpion.solver import _native_compact_codes as compact_codes\n"
        "from scorpion.games.scorpion.solver import _native_compact_deal as compact_deal\n"
        "from scorpion.games.scorpion.solver import _native_dealing as dealing\n",
    ),
}
#: Modules compiled only for the copies that use them (no choosing part of their own).
USED = ("closure", "compact_board", "compact_codes", "compact_deal")
CUT = "# --- not compiled"
#: The shared library of the compiled modules (`<GROUP>__mypyc`), beside them.
GROUP = ".".join((*SOLVER.parts, "_native"))


def source(name: str) -> Path:
    return ROOT / SOLVER / f"{name}.py"


def solver_module(name: str) -> ModuleType:
    """The solver's module `name` of this checkout (imported from ROOT)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    return importlib.import_module(f"scorpion.games.scorpion.solver.{name}")


def digest(name: str) -> str:
    """The digest a build of `name` is stamped with (`native.sources`)."""
    return hashlib.sha256(solver_module("native").sources(name)).hexdigest()


def compiled_source(text: str, digest: str, name: str = "") -> str:
    """The module mypyc compiles: the test's code, without the choosing part, with the
    imports `IMPORTS` changes for `name`, stamped."""
    code = (text[: text.index(CUT)] if CUT in text else text).rstrip()
    if name in IMPORTS:
        plain, copy = IMPORTS[name]
        if plain not in code:
            raise RuntimeError(f"{name}.py no longer imports as scripts/native.py expects")
        code = code.replace(plain, copy, 1)
    return f'{code}\n\n\nSOURCE_DIGEST: Final = "{digest}"\n'


def up_to_date() -> bool:
    """Whether every module already uses a build made from its file as it is (each checks)."""
    for name, (chosen, own) in MODULES.items():
        module = solver_module(name)
        if getattr(module, chosen) is getattr(module, own):
            return False
    return True


def build() -> None:
    """Compile in a scratch copy of the package, then put the built files beside the sources."""
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        ignore = shutil.ignore_patterns("__pycache__", "*.so")
        shutil.copytree(ROOT / "scorpion", work / "scorpion", ignore=ignore)
        # mypyc type-checks what the modules import, the package's __init__ included (and
        # through it every game): it needs the project's mypy settings, e.g. which
        # untyped libraries to accept.
        shutil.copy2(ROOT / "pyproject.toml", work / "pyproject.toml")
        modules = []
        for name in (*MODULES, *USED):
            module = work / SOLVER / f"_native_{name}.py"
            text = compiled_source(source(name).read_text(encoding="utf-8"), digest(name), name)
            module.write_text(text, encoding="utf-8")
            modules.append(str(module.relative_to(work)))
        # one group, one shared library beside the modules (mypyc's own command would name
        # it by a hash and put it at the top of the tree)
        setup = (
            "from setuptools import setup\n"
            "from mypyc.build import mypycify\n"
            f"setup(name='native', ext_modules=mypycify({modules!r}, group_name={GROUP!r}))\n"
        )
        (work / "setup.py").write_text(setup, encoding="utf-8")
        subprocess.run(
            [sys.executable, "setup.py", "build_ext", "--inplace"],
            cwd=work,
            check=True,
            capture_output=True,
            text=True,
        )
        built = sorted((work / SOLVER).glob("*.so"))
        if len(built) != len(MODULES) + len(USED) + 1:
            raise RuntimeError(f"mypyc made {len(built)} shared libraries")
        target = ROOT / SOLVER
        for old in target.glob("_native_*.so"):  # the modules and their shared library
            old.unlink()
        # each file whole or absent (written aside, then renamed), the shared library
        # before the modules that load it: `make test` builds this while the rule book
        # already runs, and a process importing meanwhile gets the plain test or the built one
        for path in sorted(built, key=lambda p: "__mypyc" not in p.name):
            aside = target / f".{path.name}.part"
            shutil.copy2(path, aside)
            os.replace(aside, target / path.name)


def main() -> int:
    if up_to_date():
        print("solver tests: compiled modules up to date")
        return 0
    try:
        build()
    except (OSError, RuntimeError, subprocess.CalledProcessError) as error:
        detail = getattr(error, "stderr", "") or str(error)
        print(f"warning: the solver's tests stay plain Python (no mypyc build): {detail}")
        return 0
    print("solver tests: compiled with mypyc")
    return 0


if __name__ == "__main__":
    sys.exit(main())
