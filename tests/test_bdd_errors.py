"""Bad feature input never passes silently: each fault names the file, the line and the
fault, in the language of the feature (French for features/fr, Malay for features/ms).
Also checks the Malay dialect and the refusal bookkeeping of the executor."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorpion.bdd.dialect import MALAY, register_dialects
from scorpion.bdd.model import FeatureError
from scorpion.bdd.reading import load_all, load_feature
from scorpion.games.scorpion.rulebook.executor import replay

pytest_plugins = ["pytester"]

BOARD_FR = '''      """
      réserve : distribuée
      colonne 1 : 10 de pique
      colonne 2 : {card}
      """'''

BOARD_MS = '''      """
      simpanan: sudah diagihkan
      lajur 1: 10 spad
      lajur 2: {card}
      """'''


def write(tmp_path: Path, text: str, lang: str = "fr", name: str = "x.feature") -> Path:
    folder = tmp_path / lang
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def feature(steps: str, lang: str = "fr", sid: str = "t-01") -> str:
    if lang == "fr":
        head = "# language: fr\nFonctionnalité: Essai\n\n  @id:{sid}\n  Scénario: Un essai\n"
    else:
        head = "# language: ms\nFungsi: Ujian\n\n  @id:{sid}\n  Senario: Satu ujian\n"
    return head.format(sid=sid) + steps


def failures(path: Path) -> list[str]:
    doc = load_feature(path)
    return [t.failure for s in doc.scenarios for t in replay(s, doc.lang) if t.failure]


def test_typo_in_a_step_names_file_line_text_and_closest_phrase(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        feature(
            "    Soit le tableau :\n"
            + BOARD_FR.format(card="9 de pique")
            + "\n    Quand le 9♠ part sr la colonne 1\n"
        ),
    )
    first = failures(path)[0]
    assert f"{path}:12:" in first
    assert "part sr la colonne 1" in first
    assert "aucune phrase d'étape ne correspond à « le 9♠ part sr la colonne 1 »" in first
    assert "la plus proche : « {card} (part / va / passe" in first
    assert "(par exemple « le 4 de cœur part sur la colonne 7 »)" in first


def test_typo_in_a_malay_step_is_reported_in_malay(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        feature(
            "    Diberi papan berikut:\n"
            + BOARD_MS.format(card="9 spad")
            + "\n    Apabila 9♠ dipindahkan ke lajr 1\n",
            lang="ms",
        ),
        lang="ms",
    )
    first = failures(path)[0]
    assert f"{path}:12:" in first
    assert "tiada frasa langkah senario yang sepadan dengan « 9♠ dipindahkan ke lajr 1 »" in first
    assert "yang paling hampir: « {card} (dipindahkan / diletakkan" in first
    assert "(contohnya « 4 hati dipindahkan ke lajur 7 »)" in first


def test_unknown_card_in_a_board_names_the_board_line(tmp_path: Path) -> None:
    path = write(
        tmp_path, feature("    Soit le tableau :\n" + BOARD_FR.format(card="9 de piques") + "\n")
    )
    first = failures(path)[0]
    assert f"{path}:10:" in first  # the line of "colonne 2 : 9 de piques"
    assert "Carte inconnue" in first and "9 de piques" in first
    assert f"{path}:10: tableau : Carte inconnue « 9 de piques » (colonne 2, carte 1)" == first


def test_unknown_card_in_a_malay_board_is_reported_in_malay(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        feature("    Diberi papan berikut:\n" + BOARD_MS.format(card="9 spadd") + "\n", lang="ms"),
        lang="ms",
    )
    first = failures(path)[0]
    assert f"{path}:10:" in first  # the line of "lajur 2: 9 spadd"
    assert f"{path}:10: papan: Kad tidak dikenali « 9 spadd » (lajur 2, kad 1)" == first


def test_unknown_card_in_a_step_is_reported(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        feature(
            "    Soit le tableau :\n"
            + BOARD_FR.format(card="9 de pique")
            + "\n    Quand le 11♠ part sur la colonne 1\n"
        ),
    )
    first = failures(path)[0]
    assert f"{path}:12:" in first and "11♠" in first
    assert "Carte inconnue « 11♠ »" in first


@pytest.mark.parametrize(
    ("lang", "card", "fault"),
    [
        # the same card twice
        ("fr", "10 de pique", "tableau : La carte « 10 de pique » apparaît plus souvent"),
        ("ms", "10 spad", "papan: Kad 10 spad muncul lebih kerap"),
        # a column whose top card is face down
        ("fr", "2 cachées", "tableau : La carte du dessus de la colonne 2 est face cachée"),
        ("ms", "2 kad tertutup", "papan: Kad paling atas lajur 2 tertutup"),
    ],
)
def test_board_that_is_not_a_legal_position_fails(
    tmp_path: Path, lang: str, card: str, fault: str
) -> None:
    given, board = (
        ("Soit le tableau :", BOARD_FR) if lang == "fr" else ("Diberi papan berikut:", BOARD_MS)
    )
    path = write(
        tmp_path, feature(f"    {given}\n" + board.format(card=card) + "\n", lang=lang), lang=lang
    )
    first = failures(path)[0]
    assert f"{path}:10:" in first and fault in first  # line of "colonne 2 : …" / "lajur 2: …"


@pytest.mark.parametrize(
    ("lang", "fault"),
    [
        ("fr", "« # language: xx » désigne un dialecte Gherkin qui n'est pas enregistré"),
        ("ms", "« # language: xx » menamakan dialek Gherkin yang tidak didaftarkan"),
    ],
)
def test_unregistered_language_names_the_file(tmp_path: Path, lang: str, fault: str) -> None:
    """The file sits in features/<lang>/: its fault is said in that folder's language."""
    path = write(tmp_path, "# language: xx\nFeature: x\n  Scenario: y\n    Given z\n", lang=lang)
    with pytest.raises(FeatureError) as caught:
        load_feature(path)
    assert f"{path}:1:" in str(caught.value)
    assert f"{path}:1: {fault}" in str(caught.value)


def test_unregistered_language_outside_the_rule_book_is_reported_in_english(
    tmp_path: Path,
) -> None:
    path = write(tmp_path, "# language: xx\nFeature: x\n  Scenario: y\n    Given z\n", lang="x")
    with pytest.raises(FeatureError) as caught:
        load_feature(path)
    assert f"{path}:1:" in str(caught.value)
    assert "'# language: xx'" in str(caught.value) and "not registered" in str(caught.value)


def test_feature_without_language_line_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, "Feature: x\n  Scenario: y\n    Given z\n")
    with pytest.raises(FeatureError, match="language"):
        load_feature(path)


def test_gherkin_syntax_error_names_file_and_line(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "# language: fr\nFonctionnalité: x\n  Scénario: y\n    Soit z\n"
        "  n'importe quoi: ici\n  | a |\n",
    )
    with pytest.raises(FeatureError) as caught:
        load_feature(path)
    assert str(caught.value).startswith(f"{path}:")


def test_scenario_without_id_is_refused(tmp_path: Path) -> None:
    path = write(
        tmp_path, "# language: fr\nFonctionnalité: x\n  Scénario: y\n    Soit la donne numéro 1\n"
    )
    with pytest.raises(FeatureError, match=r":3: .*@id:"):
        load_feature(path)


def test_same_id_twice_is_refused(tmp_path: Path) -> None:
    write(tmp_path, feature("    Soit la donne numéro 1\n"), name="a.feature")
    write(tmp_path, feature("    Soit la donne numéro 2\n"), name="b.feature")
    with pytest.raises(FeatureError, match="l'id t-01 est déjà utilisé"):
        load_all(tmp_path)


def test_unchecked_refusal_fails_the_scenario(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        feature(
            "    Soit le tableau :\n"
            + BOARD_FR.format(card="9 de cœur")
            + "\n    Quand le 9♥ part sur la colonne 1\n"
        ),
    )
    first = failures(path)[0]
    assert f"{path}:12:" in first and "aucune étape ne vérifie le refus" in first
    assert first == (
        f"{path}:12: l'action a été refusée (« Règle : les cartes doivent être de la même"
        " famille ») et aucune étape ne vérifie le refus"
    )


def test_unchecked_refusal_in_malay_is_reported_in_malay(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        feature(
            "    Diberi papan berikut:\n"
            + BOARD_MS.format(card="9 hati")
            + "\n    Apabila 9♥ dipindahkan ke lajur 1\n",
            lang="ms",
        ),
        lang="ms",
    )
    first = failures(path)[0]
    assert f"{path}:12:" in first
    assert "tiada langkah senario yang menyemak penolakan itu" in first


def test_refusal_followed_by_another_step_fails(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        feature(
            "    Soit le tableau :\n"
            + BOARD_FR.format(card="9 de cœur")
            + "\n    Quand le 9♥ part sur la colonne 1\n    Alors le score est de 0\n"
        ),
    )
    assert "mais l'étape suivante (ligne 13) ne vérifie pas le refus" in failures(path)[0]


def test_refusal_with_another_message_fails(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        feature(
            "    Soit le tableau :\n"
            + BOARD_FR.format(card="9 de cœur")
            + "\n    Quand le 9♥ part sur la colonne 1\n"
            "    Alors le coup est refusé avec le message « Seul un Roi peut aller sur"
            " une colonne vide » et rien ne change\n"
        ),
    )
    assert (
        "le refus dit « Règle : les cartes doivent être de la même famille »" in failures(path)[0]
    )


def test_refusal_step_without_a_refusal_fails(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        feature(
            "    Soit le tableau :\n"
            + BOARD_FR.format(card="9 de pique")
            + "\n    Quand le 9♠ part sur la colonne 1\n"
            "    Alors le coup est refusé avec le message « x » et rien ne change\n"
        ),
    )
    assert "l'action précédente n'a pas été refusée" in failures(path)[0]


def test_wrong_expected_board_fails(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        feature(
            "    Soit le tableau :\n"
            + BOARD_FR.format(card="9 de pique")
            + "\n    Quand le 9♠ part sur la colonne 1\n    Alors le tableau est :\n"
            + BOARD_FR.format(card="9 de pique")
            + "\n"
        ),
    )
    first = failures(path)[0]
    assert f"{path}:13:" in first and "le tableau est" in first


def test_step_of_the_wrong_kind_is_reported(tmp_path: Path) -> None:
    path = write(tmp_path, feature("    Soit la partie est gagnée\n"))
    assert "est une étape Alors mais se trouve à la place d'une étape Soit" in failures(path)[0]


def test_malay_dialect_has_malay_keywords(tmp_path: Path) -> None:
    register_dialects()
    assert MALAY["rule"] == ["Peraturan"] and "Contoh" in MALAY["examples"]
    path = write(
        tmp_path,
        "# language: ms\nFungsi: Ujian\n  Huraian.\n\n  Peraturan: Satu peraturan\n\n"
        "    @id:t-01\n    Kerangka Senario: Agihan\n      Diberi agihan nombor <n>\n"
        "      Maka skor ialah 0\n\n      Contoh:\n        | n |\n        | 1 |\n        | 2 |\n",
        lang="ms",
    )
    doc = load_feature(path)
    assert doc.lang == "ms" and doc.rules[0].name == "Satu peraturan"
    assert [s.name for s in doc.scenarios] == ["Agihan (1)", "Agihan (2)"]
    assert all(t.passed for s in doc.scenarios for t in replay(s, "ms"))


def test_pytest_reports_a_typo_with_file_and_line(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = pytester.path / "features" / "fr"
    folder.mkdir(parents=True)
    (folder / "x.feature").write_text(
        feature("    Soit la donne numéro 1\n    Alors le scor est de 0\n"), encoding="utf-8"
    )
    monkeypatch.setenv("SCORPION_FEATURES", str(pytester.path / "features"))
    result = pytester.runpytest("features", "--strict-markers", "-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["*x.feature:7: Alors le scor est de 0 : aucune phrase d'étape ne correspond*"]
    )


def test_pytest_reports_an_unreadable_feature_and_runs_the_others(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = pytester.path / "features" / "ms"
    folder.mkdir(parents=True)
    (folder / "good.feature").write_text(
        feature("      Diberi agihan nombor 1\n      Maka skor ialah 0\n", lang="ms"),
        encoding="utf-8",
    )
    (folder / "bad.feature").write_text(
        "# language: zz\nFeature: x\n  Scenario: y\n    Given z\n", encoding="utf-8"
    )
    monkeypatch.setenv("SCORPION_FEATURES", str(pytester.path / "features"))
    result = pytester.runpytest("features", "--strict-markers", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*bad.feature:1: « # language: zz » menamakan dialek Gherkin*"])
