"""What a run of the rule book counts: only what it checked.

- each scenario's kind comes from its tags: `@rulebook` (the rule book's own machinery)
  is deselected under an engine, `@choice:<id>` is not applicable unless the engine
  declares the choice, an undeclared choice id is a collection error;
- with the built-in engine a skip is never a pass (features/not_applicable.toml);
- the pytest summary line and the JSON report agree; the engine that plays nothing
  (examples/idle_engine.py) gets no pass;
- pytest selects the scenarios the way its users do (a language, a file, a folder, -k).
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import rulebook_runs

from scorpion.bdd import binding, kinds
from scorpion.bdd.reading import FEATURES_DIR, feature_files, load_feature
from scorpion.check import parser, pytest_args

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"

pytest_plugins = ["pytester"]

SCENARIO = (
    "\n  @id:{sid}{tags}\n  Scénario: {name}\n"
    "    Soit la donne numéro 1\n    Alors le score est de 0\n"
)


def rule_book(folder: Path, *scenarios: tuple[str, str, str]) -> Path:
    """A rule-book folder (SCORPION_FEATURES) with one French feature of these
    (id, tags, name) scenarios."""
    path = folder / "features" / "fr" / "essai.feature"
    path.parent.mkdir(parents=True)
    body = "".join(
        SCENARIO.format(sid=sid, tags=f" {tags}" if tags else "", name=name)
        for sid, tags, name in scenarios
    )
    path.write_text("# language: fr\nFonctionnalité: Essai\n" + body, encoding="utf-8")
    return folder / "features"


def outcomes(text: str) -> dict[str, int]:
    """The counts of pytest's last summary line ("3 failed, 2 passed, 1 deselected ...")."""
    last = text.strip().splitlines()[-1]
    return {word: int(n) for n, word in re.findall(r"(\d+) (\w+)", last)}


# ---- kinds ---------------------------------------------------------------------------------
def test_a_rulebook_scenario_runs_with_the_built_in_engine_and_is_deselected_under_an_engine(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    book = rule_book(pytester.path, ("t-01", "", "Une règle"), ("t-02", "@rulebook", "Son code"))
    monkeypatch.setenv("SCORPION_FEATURES", str(book))
    own = pytester.runpytest(str(book), "-p", "no:cacheprovider")
    own.assert_outcomes(passed=2)
    engine = "scorpion.games.scorpion.engines.builtin:BuiltinEngine"
    checked = pytester.runpytest(str(book), "-p", "no:cacheprovider", f"--engine={engine}", "-v")
    checked.assert_outcomes(passed=1, deselected=1)
    assert "test_fr_t_02" not in checked.stdout.str()


ENGINES = """
from dataclasses import replace

from scorpion.games.scorpion.engines.builtin import BuiltinEngine

class Undeclared(BuiltinEngine):
    def capabilities(self):
        return replace(super().capabilities(), choices=())

class Declared(BuiltinEngine):
    def capabilities(self):
        return replace(super().capabilities(), choices=("undo-depth",))
"""


def test_a_choice_scenario_is_not_applicable_unless_the_engine_declares_the_choice(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    book = rule_book(pytester.path, ("t-01", "@choice:undo-depth", "Un choix"))
    monkeypatch.setenv("SCORPION_FEATURES", str(book))
    pytester.makepyfile(choosy=ENGINES)
    pytester.syspathinsert()
    args = (str(book), "-p", "no:cacheprovider", "-rs")
    undeclared = pytester.runpytest(*args, "--engine=choosy:Undeclared")
    undeclared.assert_outcomes(skipped=1)
    reason = kinds.choices()["undo-depth"].reason("fr")
    assert f"sans objet : choice:undo-depth ({reason})" in undeclared.stdout.str()
    declared = pytester.runpytest(*args, "--engine=choosy:Declared")
    declared.assert_outcomes(passed=1)


def test_an_undeclared_choice_id_is_a_collection_error_naming_file_and_line(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    book = rule_book(pytester.path, ("t-01", "", "Une règle"), ("t-02", "@choice:nope", "Non"))
    monkeypatch.setenv("SCORPION_FEATURES", str(book))
    result = pytester.runpytest(str(book), "-p", "no:cacheprovider")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(
        ["*essai.feature:10: choix inconnu @choice:nope : choices.toml ne déclare aucun choix*"]
    )


def test_the_declared_choices_name_a_reason_in_each_language() -> None:
    declared = kinds.choices()
    assert {"cards4-app-scoring", "cards4-blocked-ends", "undo-depth"} <= set(declared)
    for choice in declared.values():
        reasons = dict(choice.reasons)
        assert {"en", "fr", "ms"} <= set(reasons), choice.id
        assert len({reasons["en"], reasons["fr"], reasons["ms"]}) == 3, choice.id
        assert choice.texts, choice.id


# ---- a skip is never a pass ----------------------------------------------------------------
SKIPPING = """
import pytest

def pytest_collection_modifyitems(items):
    for item in items:
        item.add_marker(pytest.mark.skip(reason="pas aujourd'hui"))
"""


def test_a_skip_with_the_built_in_engine_fails_the_run(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    book = rule_book(pytester.path, ("t-01", "", "Une règle"))
    monkeypatch.setenv("SCORPION_FEATURES", str(book))
    pytester.makeconftest(SKIPPING)
    result = pytester.runpytest(str(book), "-p", "no:cacheprovider")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(
        ["*pas aujourd'hui : avec le moteur intégré, un scénario sauté n'est jamais réussi*"]
    )
    assert result.ret != 0


def test_a_skip_listed_in_not_applicable_toml_stays_a_skip(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    book = rule_book(pytester.path, ("t-01", "", "Une règle"), ("t-02", "", "Une autre"))
    monkeypatch.setenv("SCORPION_FEATURES", str(book))
    listed = tmp_path / "not_applicable.toml"
    listed.write_text('[[expected]]\nid = "t-01"\nreason = "essai"\n', encoding="utf-8")
    monkeypatch.setattr(kinds, "EXPECTED_FILE", listed)
    pytester.makeconftest(SKIPPING)
    result = pytester.runpytest(str(book), "-p", "no:cacheprovider")
    result.assert_outcomes(skipped=1, errors=1)


def test_a_not_applicable_scenario_of_the_built_in_engine_fails_the_run(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The built-in engine made to declare no choice: its @choice scenario is not
    applicable, and that fails the run (parse_variant__mutmut_27's 150 skips)."""
    book = rule_book(pytester.path, ("t-01", "@choice:undo-depth", "Un choix"))
    monkeypatch.setenv("SCORPION_FEATURES", str(book))
    from scorpion.games.scorpion.engines.builtin import BuiltinEngine

    real = BuiltinEngine.capabilities
    monkeypatch.setattr(BuiltinEngine, "capabilities", lambda self: replace(real(self), choices=()))
    result = pytester.runpytest(str(book), "-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*sans objet : choice:undo-depth*jamais réussi*"])


def test_every_scenario_listed_as_not_applicable_exists() -> None:
    features = [load_feature(path) for path in feature_files(FEATURES_DIR)]
    ids = {(feature.lang, scenario.id) for feature in features for scenario in feature.scenarios}
    for entry in kinds.expected_not_applicable(kinds.EXPECTED_FILE):
        assert entry.reason, entry
        langs = [entry.lang] if entry.lang else ["fr", "ms"]
        assert all((lang, entry.id) in ids for lang in langs), entry


# ---- real runs -----------------------------------------------------------------------------
def run_features(tmp_path: Path, *options: str, fresh: bool = False) -> tuple[str, dict[str, Any]]:
    """`pytest <options> --rulebook-report=...` from the repository: (output, report)."""
    output, _status, report = rulebook_runs.run_features(tmp_path, *options, fresh=fresh)
    return output, report


def test_the_summary_line_and_the_json_report_agree_on_a_real_run(tmp_path: Path) -> None:
    """soliterm: passes, failures, not applicable and deselected Scopa in one run, on two
    workers (the report is written by the controller)."""
    engine = "--engine=scorpion.games.scorpion.engines.soliterm:classique"
    output, report = run_features(tmp_path, "features/fr", engine, "-n", "2", fresh=True)
    counts = outcomes(output)
    summary = report["summary"]
    assert isinstance(summary, dict)
    assert counts.get("passed", 0) == summary["passed"] > 0, output[-2000:]
    assert counts.get("failed", 0) == summary["failed"], output[-2000:]
    assert counts.get("skipped", 0) == summary["not_applicable"] + summary["skipped"]
    assert summary["not_applicable"] > 0
    scenarios = report["scenarios"]
    assert isinstance(scenarios, list)
    assert len(scenarios) == sum(summary.values())
    assert {s["game"] for s in scenarios} == {"scorpion"}  # Scopa never counts
    assert {s["kind"] for s in scenarios} <= {"rule", "choice"}


def test_the_engine_that_plays_nothing_gets_no_pass(tmp_path: Path) -> None:
    output, report = run_features(tmp_path, "features/", "--engine=idle_engine:IdleEngine")
    summary = report["summary"]
    assert isinstance(summary, dict)
    passed = sorted(
        f"{s['lang']}:{s['id']}"
        for s in report["scenarios"]  # type: ignore[union-attr]
        if s["outcome"] == "passed"
    )
    assert summary["passed"] == 0, passed
    assert "passed" not in outcomes(output), output[-2000:]


# ---- pytest as users use it ----------------------------------------------------------------
def collected(*args: str) -> list[str]:
    output, _errors, _status = rulebook_runs.pytest_in_process(
        [*args, "--collect-only", "-q", "-p", "no:cacheprovider"], [ROOT]
    )
    return [line for line in output.splitlines() if "::" in line]


def expected_tests(paths: list[Path]) -> set[str]:
    names = set()
    for path in paths:
        feature = load_feature(path)
        names |= {binding.test_name(s, feature.lang) for s in feature.scenarios}
    return names


def test_pytest_runs_one_language_one_file_one_game_folder() -> None:
    french = collected("features/fr")
    fr_files = sorted((FEATURES_DIR / "fr").rglob("*.feature"))
    assert {n.split("::")[1].split("[")[0] for n in french} == expected_tests(fr_files)
    assert all(n.startswith("features/fr/") for n in french)
    one = collected("features/ms/06_reserve.feature")
    assert one and all(n.startswith("features/ms/06_reserve.feature::test_ms_") for n in one)
    assert {n.split("::")[1].split("[")[0] for n in one} == expected_tests(
        [FEATURES_DIR / "ms" / "06_reserve.feature"]
    )
    scopa = collected("features/fr/scopa")
    assert scopa and all(n.startswith("features/fr/scopa/") for n in scopa)
    by_id = collected("features/", "-k", "moves_01")
    assert {n.split("::")[1][:17] for n in by_id} == {"test_fr_moves_01_", "test_ms_moves_01_"}


def test_scorpion_check_runs_the_rule_book_folder() -> None:
    options = parser("en").parse_args(["--engine-cmd", "x"])
    args = pytest_args(options, [])
    assert args[0] == str(FEATURES_DIR)


# ---- failures say what was expected ----------------------------------------------------------
def test_a_failed_check_says_what_was_found_and_what_the_line_expects(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    book = rule_book(pytester.path, ("t-01", "", "Une règle"))
    path = book / "fr" / "essai.feature"
    path.write_text(path.read_text(encoding="utf-8").replace("de 0", "de 500"), encoding="utf-8")
    monkeypatch.setenv("SCORPION_FEATURES", str(book))
    result = pytester.runpytest(str(book), "-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["*essai.feature:7: le score est de 0 (attendu : le score est de 500)"]
    )


NO_DEAL = """
from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.protocol import MoveKind

class NoDeal(BuiltinEngine):
    def legal_moves(self):
        return tuple(m for m in super().legal_moves() if m.kind is not MoveKind.DEAL)
"""


def test_a_wrong_perft_names_the_first_actions_whose_counts_differ(
    pytester: pytest.Pytester,
) -> None:
    """An engine that never offers the reserve deal: perft-01 fails at depth 1, naming the
    deal (offered by the built-in engine only), not the actions both engines count alike."""
    pytester.makepyfile(nodeal=NO_DEAL)
    pytester.syspathinsert()
    feature = FEATURES_DIR / "fr" / "12_perft.feature"
    result = pytester.runpytest(
        str(feature), "-p", "no:cacheprovider", "-k", "perft_01", "--engine=nodeal:NoDeal"
    )
    result.assert_outcomes(failed=1)
    output = result.stdout.str()
    assert "le perft à la profondeur 1 compte 3 séquences d'actions, et non 4" in output, output
    assert "contre le moteur intégré : distribuer la réserve (aucune contre 1)\n" in output, output


def test_a_kind_tag_on_the_feature_or_a_rule_holds_for_its_scenarios(tmp_path: Path) -> None:
    path = tmp_path / "fr" / "k.feature"
    path.parent.mkdir()
    path.write_text(
        "# language: fr\n@rulebook\nFonctionnalité: Essai\n\n  @id:k-01\n  Scénario: Un\n"
        "    Soit la donne numéro 1\n",
        encoding="utf-8",
    )
    feature = load_feature(path)
    assert [kinds.scenario_kind(feature, s).name for s in feature.scenarios] == ["rulebook"]
    path.write_text(
        "# language: fr\nFonctionnalité: Essai\n\n  @choice:undo-depth\n  Règle: Une règle\n\n"
        "    @id:k-01\n    Scénario: Un\n      Soit la donne numéro 1\n\n"
        "  Règle: Une autre\n\n    @id:k-02\n    Scénario: Deux\n      Soit la donne numéro 1\n",
        encoding="utf-8",
    )
    feature = load_feature(path)
    assert [kinds.scenario_kind(feature, s) for s in feature.scenarios] == [
        kinds.Kind("choice", "undo-depth"),
        kinds.Kind("rule"),
    ]


def test_a_variant_the_built_in_engine_lost_fails_the_run_instead_of_skipping(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What parse_variant__mutmut_27 did: Classique lost its name, its scenarios became
    not applicable, and `pytest features/` still passed. Now each of them fails."""
    import dataclasses

    from scorpion.games.scorpion.engines.builtin import BuiltinEngine

    book = rule_book(pytester.path, ("t-01", "", "Une règle"))
    monkeypatch.setenv("SCORPION_FEATURES", str(book))
    real = BuiltinEngine.capabilities
    monkeypatch.setattr(
        BuiltinEngine,
        "capabilities",
        lambda self: dataclasses.replace(real(self), variants=("assoupli",)),
    )
    result = pytester.runpytest(str(book), "-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*sans objet : variant:classique*jamais réussi*"])
