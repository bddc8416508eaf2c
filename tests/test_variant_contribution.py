"""A contributor adds a variant with one data file and its .feature files, and no code.

The files are written in a temporary folder, named by SCORPION_VARIANTS (variant files)
and SCORPION_FEATURES (a folder laid out like features/: fr/variantes, ms/variantes), and
the rule book is run by pytest in a subprocess, exactly as `pytest features/` runs. In the
repository the same files would go to scorpion/games/scorpion/variants/ and
features/<lang>/variantes/.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from scorpion import Game, IllegalMove, VariantError, variant, variant_names

ROOT = Path(__file__).resolve().parent.parent

VARIANT = """\
# Classique, but any card (with the cards on it) may fill an empty column.
name = "colonnes-libres"
inherits = "classique"

[title]
en = "Free columns"
fr = "Colonnes libres"
ms = "Lajur bebas"

[rules]
empty_column = "any"

[source]
seeds = []
reading = "A contributor's example: Classique with Wasp's empty columns."
"""

WRONG_RANK_FR = "Règle : une carte se pose sur une carte d’un rang juste au-dessus"
WRONG_RANK_MS = "Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi"

BOARD_FR = """\
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 4 de carreau, roi de pique, dame de pique, 5 de cœur
        colonne 2 : vide
        colonne 3 : 8 de trèfle, 10 de cœur"""

BOARD_MS = """\
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 4 wajik, Raja spad, Ratu spad, 5 hati
        lajur 2: kosong
        lajur 3: 8 kelawar, 10 hati"""

FEATURE_FR = f'''# language: fr
@variant-colonnes-libres
Fonctionnalité: Colonnes libres
  La règle Classique, sauf qu'une colonne vide accepte n'importe quelle carte,
  avec les cartes posées sur elle.

  Règle: N'importe quelle carte remplit une colonne vide

    @id:colonnes-libres-01
    Scénario: Une Dame et le 5♥ qu'elle porte remplissent la colonne vide
      Soit le tableau, en règle Colonnes libres :
        """
{BOARD_FR}
        """
      Quand la dame de pique part sur la colonne 2
      Alors les cartes déplacées sont dame de pique et 5 de cœur
      Et la carte du dessus de la colonne 1 est le roi de pique

  Règle: Le reste est la règle Classique

    @id:colonnes-libres-02 @refusal
    Scénario: Une carte va toujours sur la carte de même enseigne
      Soit le tableau, en règle Colonnes libres :
        """
{BOARD_FR}
        """
      Quand le 5 de cœur part sur la colonne 3
      Alors le coup est refusé avec le message « {WRONG_RANK_FR} » et rien ne change
'''

FEATURE_MS = f'''# language: ms
@variant-colonnes-libres
Fungsi: Lajur bebas
  Peraturan Klasik, kecuali lajur kosong menerima mana-mana kad, bersama kad
  di atasnya.

  Peraturan: Mana-mana kad boleh mengisi lajur kosong

    @id:colonnes-libres-01
    Senario: Ratu dan 5♥ yang dibawanya mengisi lajur kosong
      Diberi papan berikut, dengan peraturan Lajur bebas:
        """
{BOARD_MS}
        """
      Apabila Ratu spad dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah Ratu spad dan 5 hati
      Dan kad paling atas lajur 1 ialah Raja spad

  Peraturan: Selebihnya ialah peraturan Klasik

    @id:colonnes-libres-02 @refusal
    Senario: Kad masih diletakkan pada kad berbunga sama
      Diberi papan berikut, dengan peraturan Lajur bebas:
        """
{BOARD_MS}
        """
      Apabila 5 hati dipindahkan ke lajur 3
      Maka langkah itu ditolak dengan mesej « {WRONG_RANK_MS} » dan tiada apa-apa yang berubah
'''


def _contribution(root: Path, variant_text: str = VARIANT, name: str = "colonnes-libres") -> Path:
    """Write the contributor's files under `root`: one variant file, two feature files."""
    (root / "variants").mkdir(parents=True)
    (root / "variants" / f"{name}.toml").write_text(variant_text, encoding="utf-8")
    for lang, text in (("fr", FEATURE_FR), ("ms", FEATURE_MS)):
        folder = root / "features" / lang / "variantes"
        folder.mkdir(parents=True)
        (folder / "colonnes-libres.feature").write_text(text, encoding="utf-8")
    return root


def _run_rule_book(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["SCORPION_VARIANTS"] = str(root / "variants")
    env["SCORPION_FEATURES"] = str(root / "features")
    command = [sys.executable, "-m", "pytest", "features/", "-p", "no:cacheprovider"]
    return subprocess.run(
        [*command, "-v", "-m", "variant-colonnes-libres", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_a_variant_is_one_data_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = _contribution(tmp_path)
    monkeypatch.setenv("SCORPION_VARIANTS", str(root / "variants"))
    assert "colonnes-libres" in variant_names()
    rules = variant("colonnes-libres")
    assert rules.empty_column.value == "any" and rules.title("ms") == "Lajur bebas"
    game = Game.deal(7, "colonnes-libres")
    assert len(game.columns) == 7 and game.variant.name == "colonnes-libres"
    board = Game.from_text(BOARD_FR, "fr", "colonnes-libres")
    board.move("dame de pique", 2)
    with pytest.raises(IllegalMove):
        Game.from_text(BOARD_FR, "fr", "classique").move("dame de pique", 2)


def test_its_scenarios_run_and_pass_in_both_languages(tmp_path: Path) -> None:
    root = _contribution(tmp_path)
    result = _run_rule_book(root)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    passed = set(re.findall(r"::(test_(?:fr|ms)_colonnes_libres_0[12]\w*) PASSED", output))
    assert {name[:28] for name in passed} == {
        "test_fr_colonnes_libres_01_u",
        "test_fr_colonnes_libres_02_u",
        "test_ms_colonnes_libres_01_r",
        "test_ms_colonnes_libres_02_k",
    }, output
    assert re.search(r"\b4 passed\b", output), output


def test_its_scenarios_fail_when_the_data_says_otherwise(tmp_path: Path) -> None:
    """The scenarios really play by the file: with King-only empty columns they fail."""
    root = _contribution(tmp_path, VARIANT.replace('empty_column = "any"', ""))
    result = _run_rule_book(root)
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    assert re.search(r"\b2 failed, 2 passed\b", output), output


MALFORMED = {
    "unknown value": (
        'empty_column = "any"',
        'empty_column = "sometimes"',
        "« empty_column » ne peut pas valoir « sometimes »",
        "« empty_column » tidak boleh bernilai « sometimes »",
    ),
    "contradiction": (
        'empty_column = "any"',
        'suites = "stay"',
        "des suites qui restent au tableau ne peuvent jamais être toutes retirées",
        "urutan yang kekal di papan tidak akan dapat dikeluarkan kesemuanya",
    ),
    "unknown key": (
        'empty_column = "any"',
        'empty_columns = "any"',
        "clé inconnue « empty_columns »",
        "kunci tidak dikenali « empty_columns »",
    ),
    "not TOML": (
        'empty_column = "any"',
        'empty_column = "any',
        "illisible : ",
        "tidak dapat dibaca: ",
    ),
}


@pytest.mark.parametrize("case", MALFORMED)
def test_a_malformed_variant_file_is_refused_naming_the_file(
    case: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old, new, french, malay = MALFORMED[case]
    root = _contribution(tmp_path, VARIANT.replace(old, new))
    monkeypatch.setenv("SCORPION_VARIANTS", str(root / "variants"))
    with pytest.raises(VariantError) as caught:
        variant("colonnes-libres")
    error = caught.value
    fr, ms, en = error.message("fr"), error.message("ms"), error.message("en")
    assert fr.startswith("Fichier de variante colonnes-libres.toml : "), fr
    assert french in fr, fr
    assert ms.startswith("Fail variasi colonnes-libres.toml: "), ms
    assert malay in ms, ms
    assert en.startswith("Variant file colonnes-libres.toml: "), en


def test_a_malformed_variant_file_fails_its_scenarios_with_the_file_named(tmp_path: Path) -> None:
    root = _contribution(tmp_path, VARIANT.replace('empty_column = "any"', 'build = "zigzag"'))
    result = _run_rule_book(root)
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    # The French and Malay scenarios each report it in their own language.
    assert "fichiers de variante inutilisables :" in output, output
    assert (
        "Fichier de variante colonnes-libres.toml : « build » ne peut pas valoir « zigzag »"
        in output
    ), output
    assert "fail variasi yang tidak boleh digunakan:" in output, output
    malay = "Fail variasi colonnes-libres.toml: « build » tidak boleh bernilai « zigzag »"
    assert malay in output, output
    assert re.search(r"\b4 failed\b", output), output


def test_a_variant_file_edited_between_two_scenarios_is_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the rule book calls refresh_variants before each scenario (rulebook/executor.py)
    from scorpion.games.scorpion.rules import refresh_variants

    folder = tmp_path / "variants"
    folder.mkdir()
    path = folder / "colonnes-libres.toml"
    path.write_text(VARIANT, encoding="utf-8")
    monkeypatch.setenv("SCORPION_VARIANTS", str(folder))
    refresh_variants()
    first = variant("colonnes-libres")
    refresh_variants()  # nothing changed: the variant read before is kept
    assert variant("colonnes-libres") is first
    path.write_text(VARIANT.replace('"any"', '"king-led"'), encoding="utf-8")
    refresh_variants()
    edited = variant("colonnes-libres")
    assert edited is not first and edited.empty_column is not first.empty_column
    path.unlink()
    refresh_variants()
    with pytest.raises(VariantError):
        variant("colonnes-libres")


def test_under_mutation_testing_every_scenario_reads_the_variant_files_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # mutmut forks each mutant's run from a process that already read the variants
    from scorpion.games.scorpion.rules import refresh_variants

    monkeypatch.delenv("MUTANT_UNDER_TEST", raising=False)
    refresh_variants()
    first = variant("classique")
    refresh_variants()
    assert variant("classique") is first
    monkeypatch.setenv(
        "MUTANT_UNDER_TEST", "scorpion.games.scorpion.rules.x_parse_variant__mutmut_1"
    )
    refresh_variants()
    again = variant("classique")
    assert again is not first and again == first
