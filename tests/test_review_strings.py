"""scripts/review_strings.py lists the French and Malay strings changed since a commit, each
beside its twin: checked on a small repository made for the test (a catalog, a scenario
pair, a page pair, a variant file), changed in one language, then in the other."""

from __future__ import annotations

import subprocess
from pathlib import Path
from types import ModuleType

import pytest
from script_loader import load_script

PO = """msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"

msgid "Unknown card {token}"
msgstr "{text}"

msgid "The game is won"
msgstr "{won}"
"""
FEATURE = """# language: {lang}
{feature}: Demo

  @id:demo-01
  {scenario}: {title}
    {given} {step}
      \"\"\"
      board
      \"\"\"
"""
TEXTS = {
    "fr": dict(
        text="Carte inconnue {token}", won="La partie est gagnée", feature="Fonctionnalité",
        scenario="Scénario", title="Une carte", given="Soit", step="le tableau :",
        page="# Titre\n\nUne phrase.\n\n```\ncode 1.7\n```\n\nUne autre phrase.\n",
    ),
    "ms": dict(
        text="Kad tidak dikenali {token}", won="Permainan dimenangi", feature="Fungsi",
        scenario="Senario", title="Satu kad", given="Diberi", step="papan berikut:",
        page="# Tajuk\n\nSatu ayat.\n\n```\ncode 1.7\n```\n\nSatu ayat lagi.\n",
    ),
}  # fmt: skip


def _git(root: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t", *args],
        cwd=root,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()


def _write(root: Path, lang: str, **changes: str) -> None:
    texts = {**TEXTS[lang], **changes}
    files = {
        f"locales/{lang}/LC_MESSAGES/scorpion.po": PO.replace("{text}", texts["text"]).replace(
            "{won}", texts["won"]
        ),
        f"features/{lang}/demo.feature": FEATURE.format(lang=lang, **texts),
        f"docs/{lang}/page.md": texts["page"],
    }
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")


@pytest.fixture
def script(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    module = load_script("review_strings")
    root = tmp_path / "repo"
    root.mkdir()
    _git(root, "init", "-q")
    for lang in ("fr", "ms"):
        _write(root, lang)
    variants = root / "scorpion" / "games" / "scorpion" / "variants"
    variants.mkdir(parents=True)
    (variants / "demo.toml").write_text('[title]\nfr = "Démo"\nms = "Demo"\n', encoding="utf-8")
    _git(root, "add", "-A")
    _git(root, "commit", "-q", "-m", "start")
    monkeypatch.setattr(module, "ROOT", root)
    return module


def test_nothing_changed_lists_nothing(script: ModuleType) -> None:
    assert script.rows("HEAD") == []


def test_a_change_in_one_language_is_listed_beside_its_twin(script: ModuleType) -> None:
    root = script.ROOT
    _write(root, "ms", text="Kad « {token} » tidak dikenali", step="papan ini:")
    _write(
        root,
        "fr",
        page="# Titre\n\nUne phrase nouvelle.\n\n```\ncode 1.8\n```\n\nUne autre phrase.\n",
    )
    found = {(row.kind, row.changed, row.fr, row.ms) for row in script.rows("HEAD")}
    assert found == {
        ("catalog", "ms", "Carte inconnue {token}", "Kad « {token} » tidak dikenali"),
        ("scenario", "ms", "Soit le tableau :", "Diberi papan ini:"),
        ("page", "fr", "Une phrase nouvelle.", "Satu ayat."),
    }  # the doc string and the code block are not prose: their change is not listed


def test_a_new_scenario_and_a_variant_title_are_listed(script: ModuleType) -> None:
    root = script.ROOT
    _write(root, "fr", title="Une carte inconnue")
    _write(root, "ms", title="Kad yang tidak dikenali")
    variant = root / "scorpion" / "games" / "scorpion" / "variants" / "demo.toml"
    variant.write_text('[title]\nfr = "Démo"\nms = "Tunjuk cara"\n', encoding="utf-8")
    rows = script.rows("HEAD")
    assert [(r.kind, r.changed, r.fr, r.ms) for r in rows] == [
        ("scenario", "fr+ms", "Scénario: Une carte inconnue", "Senario: Kad yang tidak dikenali"),
        ("data", "ms", "Démo", "Tunjuk cara"),
    ]
    table = script.markdown(rows, "HEAD")
    assert "| Français | Melayu |" in table and "Tunjuk cara" in table


def test_an_unknown_commit_fails_loudly(script: ModuleType) -> None:
    with pytest.raises(subprocess.CalledProcessError):
        script.rows("no-such-commit")
