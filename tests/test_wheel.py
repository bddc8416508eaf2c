"""The distribution: the project's wheel (the one the site's play pages ship, built from a
clean copy of its sources: scorpion.docs.play_assets), installed in a fresh virtual
environment outside the checkout, checks an engine from another folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from scorpion.docs.play_assets import UV, project_wheel


def run(*command: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    return subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def install(venv: Path, requirement: str) -> subprocess.CompletedProcess[str]:
    """Into a venv without a pip of its own, without bytecode (written on first import)."""
    python = venv / "bin" / "python"
    if UV is not None:
        return run(UV, "pip", "install", "-q", "--python", python, requirement, cwd=venv)
    options = ("-q", "--no-compile", requirement)
    return run(sys.executable, "-m", "pip", f"--python={python}", "install", *options, cwd=venv)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment holding the wheel (with the rule book's extra)."""
    tmp = tmp_path_factory.mktemp("wheel")
    # the wheel the site's play pages ship, built once per run from a clean copy of the
    # sources that go into it (the site build of the same run has usually made it)
    wheel = project_wheel()
    names = zipfile.ZipFile(wheel).namelist()
    assert "scorpion/rulebook/fr/03_coups_permis.feature" in names
    assert "scorpion/rulebook/ms/variantes/wasp.feature" in names
    assert "scorpion/locales/ms/LC_MESSAGES/rulebook.po" in names
    assert not any(name.endswith(".mo") for name in names)  # compiled where installed
    venv = tmp / "venv"
    made = run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=tmp)
    assert made.returncode == 0, made.stderr
    done = install(venv, f"{wheel}[bdd]")
    assert done.returncode == 0, done.stderr[-2000:]
    return venv


def test_the_installed_rule_book_checks_the_engine_server_from_another_folder(
    installed: Path, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "my-engine"
    elsewhere.mkdir()
    python = installed / "bin" / "python"
    where = run(python, "-c", "import scorpion; print(scorpion.__file__)", cwd=elsewhere)
    assert Path(where.stdout.strip()).is_relative_to(installed)
    done = run(
        installed / "bin" / "scorpion-check",
        "--engine-cmd",
        f"{python} -m scorpion.engine_server",
        "--lang",
        "ms",
        "--report",
        "report.json",
        cwd=elsewhere,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert " passed" in done.stdout and "failed" not in done.stdout
    report = json.loads((elsewhere / "report.json").read_text(encoding="utf-8"))
    summary = report["summary"]
    assert summary["passed"] > 150 and summary["failed"] == summary["not_applicable"] == 0
    assert {entry["lang"] for entry in report["scenarios"]} == {"ms"}
    assert report["engine"]["name"] == "scorpion"
    assert any(e["feature"] == "ms/03_coups_permis.feature" for e in report["scenarios"])
