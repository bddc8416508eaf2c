"""What the play pages load in the reader's browser, put into the built site at build time.

- Pyodide's runtime (WebAssembly, its standard library) from the npm package `pyodide`
  (package.json pins it; `npm ci` fetches it into node_modules/ when it is missing);
- this project's wheel, built from the same sources as the site (`uv build` where `make
  setup` installed uv, `pip wheel` otherwise; cached under build/play/ by a digest of
  every file that goes into it);
- babel (the catalogs and the numbers need it), from its wheel on the package index
  (`pip download`, the version installed here), trimmed to the locale data of the
  languages the site speaks (en, fr, ms): about 0.5 MB instead of 11 MB;
- pysol_cards (PySolFC's deal numbers), a wheel built from its source archive.

Nothing is fetched when the reader opens a page: the site serves every file itself.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from scorpion.docs.site import ROOT

#: the folder, from the site's root, that holds the engine the play pages load
ENGINE_DIR = "engine"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
#: pure-Python dependencies shipped as they are (besides babel, trimmed)
PURE_DEPENDENCIES = ("pysol_cards",)
#: babel's locale data kept: the root, and the languages the site speaks
BABEL_LOCALES = ("root", "en", "fr", "ms")
CACHE = ROOT / "build" / "play"
#: what goes into the wheel (setup.py, pyproject.toml): its digest names the cached wheel
_WHEEL_SOURCES = ("scorpion", "features", "locales")
_NOT_SHIPPED = (".mo", ".so", ".pyc")
_LEFT_OUT = ("__pycache__", "*.pyc", "*.so", "*.mo", "*.egg-info", "build")


class PlayAssetsError(RuntimeError):
    """The play pages' engine could not be put together (no npm, no network at build)."""


def _run(command: list[str], cwd: Path) -> None:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise PlayAssetsError(f"{' '.join(command[:4])}…: {(done.stdout + done.stderr)[-1500:]}")


def pyodide_dir(root: Path = ROOT) -> Path:
    """node_modules/pyodide, installed from package-lock.json when missing."""
    folder = root / "node_modules" / "pyodide"
    if not (folder / "pyodide.mjs").is_file():
        npm = shutil.which("npm")
        if npm is None:
            raise PlayAssetsError("npm is needed to fetch Pyodide (package.json): none found")
        _run([npm, "ci", "--no-audit", "--no-fund"], root)
    return folder


def source_digest(root: Path = ROOT) -> str:
    """A digest of every file the wheel is built from: same digest, same wheel."""
    digest = hashlib.sha256()
    files = [root / "setup.py", root / "pyproject.toml"]
    for name in _WHEEL_SOURCES:
        files += sorted(
            p
            for p in (root / name).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix not in _NOT_SHIPPED
        )
    for path in files:
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


#: uv, where `make setup` put it beside this Python: it builds the wheel (and the wheel test
#: installs it) from its cache; pip asks the package index each time (5.9 s here, uv 2.3 s)
UV = shutil.which("uv", path=str(Path(sys.executable).parent))


def wheel_command(out: Path) -> list[str]:
    """The command that builds the wheel of the project in the current folder into `out`."""
    if UV is not None:
        return [UV, "build", "--wheel", "-q", "-o", str(out), "."]
    return [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), "."]


@contextmanager
def _one_at_a_time(cache: Path) -> Iterator[None]:
    """Hold the cache's lock: two builds at once (xdist workers, `mkdocs serve`) make
    each file once."""
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def project_wheel(cache: Path = CACHE, root: Path = ROOT) -> Path:
    """`build_wheel` under the cache's lock: what the site ships is the wheel a user
    installs (tests/test_wheel.py installs this one)."""
    with _one_at_a_time(cache):
        return build_wheel(cache, root)


def build_wheel(cache: Path, root: Path = ROOT) -> Path:
    """The project's wheel for the current sources (built once per digest)."""
    digest = source_digest(root)
    folder = cache / f"wheel-{digest}"
    found = sorted(folder.glob("scorpion_patience-*.whl"))
    if found:
        return found[0]
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "source"
        source.mkdir()
        for name in (*_WHEEL_SOURCES, "setup.py", "pyproject.toml", "README.md"):
            path = root / name
            if path.is_dir():
                shutil.copytree(path, source / name, ignore=shutil.ignore_patterns(*_LEFT_OUT))
            else:
                shutil.copy2(path, source / name)
        out = Path(tmp) / "out"
        _run(wheel_command(out), source)
        (wheel,) = out.glob("scorpion_patience-*.whl")
        folder.mkdir(parents=True, exist_ok=True)
        return Path(shutil.copy2(wheel, folder / wheel.name))


def trimmed_babel(cache: Path) -> Path:
    """babel's wheel (the installed version) with only the locale data the site needs."""
    wanted = version("babel")
    target = cache / f"babel-{wanted}-trimmed.zip"
    if target.is_file():
        return target
    with tempfile.TemporaryDirectory() as tmp:
        _run(
            [sys.executable, "-m", "pip", "download", f"babel=={wanted}", "--no-deps",
             "--only-binary=:all:", "-q", "-d", tmp],
            Path(tmp),
        )  # fmt: skip
        (wheel,) = Path(tmp).glob("babel-*.whl")
        keep = {f"babel/locale-data/{name}.dat" for name in BABEL_LOCALES}
        partial = target.with_suffix(".part")
        with (
            zipfile.ZipFile(wheel) as source,
            zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as out,
        ):
            for name in source.namelist():
                if name.startswith("babel/locale-data/") and name not in keep:
                    continue
                out.writestr(name, source.read(name))
        partial.replace(target)
    return target


def pure_wheel(cache: Path, project: str) -> Path:
    """The wheel of a pure-Python dependency, the version installed here (PySolFC's deal
    numbers need pysol_cards, published as a source archive only: built once)."""
    try:
        spec = f"{project}=={version(project)}"
    except PackageNotFoundError:
        spec = project
    folder = cache / spec.replace("==", "-")
    found = sorted(folder.glob("*.whl"))
    if found:
        return found[0]
    with tempfile.TemporaryDirectory() as tmp:
        _run([sys.executable, "-m", "pip", "wheel", spec, "--no-deps", "-q", "-w", tmp], Path(tmp))
        (wheel,) = Path(tmp).glob("*.whl")
        folder.mkdir(parents=True, exist_ok=True)
        return Path(shutil.copy2(wheel, folder / wheel.name))


def play_assets(cache: Path = CACHE, root: Path = ROOT) -> dict[str, Path]:
    """Each file the play pages load, by its path in the built site; made once per source
    digest (under the cache's lock)."""
    with _one_at_a_time(cache):
        runtime = pyodide_dir(root)
        wheel = build_wheel(cache, root)
        dependencies = [trimmed_babel(cache), *(pure_wheel(cache, p) for p in PURE_DEPENDENCIES)]
        manifest = cache / f"manifest-{wheel.parent.name}.json"
        archives = [path.name for path in (*dependencies, wheel)]
        manifest.write_text(
            json.dumps({"archives": archives, "module": "scorpion"}), encoding="utf-8"
        )
    files = {f"{ENGINE_DIR}/pyodide/{name}": runtime / name for name in PYODIDE_FILES}
    for path in (*dependencies, wheel):
        files[f"{ENGINE_DIR}/{path.name}"] = path
    files[f"{ENGINE_DIR}/manifest.json"] = manifest
    return files
