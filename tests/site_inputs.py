"""What the site's tests build from besides the rule book as it is: a copy of features/,
and the work of contributors (a variant file with its two features, the guide's example
contribution of docs/data/contribution/), laid out as a contributor keeps it."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from scorpion.docs.contribution import CONTRIBUTION

ROOT = Path(__file__).resolve().parent.parent


def copy_features(tmp: Path) -> Path:
    target = tmp / "features"
    shutil.copytree(ROOT / "features", target, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    return target


# ---- a contributor's variant -------------------------------------------------------------
WASP_II = """\
# PySolFC game 976: Wasp on the Scorpion II deal.
name = "wasp-ii"
inherits = "wasp"

[title]
en = "Wasp II"
fr = "Wasp II"
ms = "Wasp II"

[layout]
face_down = [0, 0, 0, 0, 0, 0, 0]

[source]
seeds = ["003_53651744e382e954.txt"]
reading = "PySolFC game 976: Wasp dealt as Scorpion II, all 49 cards face up."
"""

FEATURES = {
    "fr": """\
# language: fr
@variant-wasp-ii
Fonctionnalité: Wasp II
  Wasp II joue Wasp sur la donne du Scorpion II : les 49 cartes du tableau sont
  visibles dès le départ.

  Règle: Aucune carte cachée

    @id:wasp-ii-01
    Scénario: Une donne de Wasp II
      Soit la donne numéro 3, en règle Wasp II
      Alors les colonnes comptent 0 cartes cachées et 49 cartes visibles
""",
    "ms": """\
# language: ms
@variant-wasp-ii
Fungsi: Wasp II
  Wasp II memainkan Wasp dengan agihan Scorpion II: kesemua 49 kad papan
  terbuka sejak awal.

  Peraturan: Tiada kad tertutup

    @id:wasp-ii-01
    Senario: Agihan Wasp II
      Diberi agihan nombor 3, dengan peraturan Wasp II
      Maka semua lajur mengandungi 0 kad tertutup dan 49 kad terbuka
""",
}


def copy_contribution(folder: Path) -> Path:
    """The guide's example contribution, copied out of the repository into `folder`."""
    shutil.copytree(ROOT / CONTRIBUTION, folder, dirs_exist_ok=True)
    return folder


# ---- features edited as a contributor might ----------------------------------------------
#: A score check of the French features and the wrong score the edited copy gives it.
SCORE_CHECK = re.compile(r"^(\s+)(Alors|Et) le score est de (\d+)$", re.MULTILINE)


def edit_features(features: Path) -> None:
    """Edit a copy of features/: a copy of each language's 03_ feature in its variantes/
    sub-folder (its own ids, not the worked example), then one French score check made
    wrong (the first, among the files at the top of features/fr)."""
    for lang in ("fr", "ms"):
        source = sorted((features / lang).glob("03_*.feature"))[0]
        text = source.read_text(encoding="utf-8")
        text = text.replace("@id:", "@id:copy-").replace("@worked_example", "")
        (features / lang / "variantes" / f"copie_{lang}.feature").write_text(text, "utf-8")
    path = broken_score_file(features)
    text = path.read_text(encoding="utf-8")
    match = SCORE_CHECK.search(text)
    assert match
    wrong = int(match[3]) + 1
    path.write_text(text[: match.start(3)] + str(wrong) + text[match.end(3) :], encoding="utf-8")


def broken_score_file(features: Path) -> Path:
    """The French feature whose score check `edit_features` makes wrong."""
    for path in sorted((features / "fr").glob("*.feature")):
        if SCORE_CHECK.search(path.read_text(encoding="utf-8")):
            return path
    raise AssertionError("no score check to break in features/fr")


def contributed(folder: Path) -> dict[str, Path]:
    """Both contributions laid out in `folder`: the options of build_site that give them
    to a build (wasp-ii among the features, the guide's as SCORPION_FEATURES, both
    variant files in one SCORPION_VARIANTS folder); the features themselves edited
    (`edit_features`)."""
    guide = copy_contribution(folder / "guide")
    variants = folder / "variants"
    shutil.copytree(guide / "variants", variants)
    (variants / "wasp-ii.toml").write_text(WASP_II, encoding="utf-8")
    features = copy_features(folder)
    for lang, text in FEATURES.items():
        (features / lang / "variantes" / "wasp-ii.feature").write_text(text, encoding="utf-8")
    edit_features(features)
    return {"features": features, "variants": variants, "contributed": guide / "features"}
