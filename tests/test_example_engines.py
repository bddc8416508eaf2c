"""The rule book measured on engines nobody wrote to pass it (issue 23, item 8).

- The six broken engines of `examples/more_broken_engines.py`, one rule bug each: the
  whole rule book (French and Malay) runs against each in a fresh pytest process, with
  `--rulebook-report`; the scenarios that guard the broken rule must fail, in both
  languages, and nothing else may fail but scenarios traced (features/traceability.toml)
  to the sentences that rule is stated in, the perft counts (the move tree, a safety net
  over every rule) and the few whole-game scenarios listed below with the reason the bug
  reaches them.
- `examples/js-engine/engine.js`, an independent engine written in JavaScript from the
  spec alone, passes every scenario that applies to it (skipped without `node`).

When a new scenario fails under a bug: trace it to the broken rule's sentence if it
checks that rule; otherwise list it in `collateral` with the reason the bug reaches it.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from rulebook_runs import run_features

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
JS_ENGINE = EXAMPLES / "js-engine" / "engine.js"
LANGS = ("fr", "ms")

pytestmark = pytest.mark.slow


@dataclass(frozen=True)
class Bug:
    """A broken engine's one bug: where its rule is stated, what must catch it."""

    sentences: dict[str, tuple[str, ...]]
    """Per seed ("000", "003", "004"), the start of each sentence stating the rule (French)."""
    caught_by: frozenset[str]
    """The scenarios that must fail: each traced to one of `sentences`."""
    caught_by_one_of: frozenset[str] = frozenset()
    """Scenarios of which at least one must fail (traced to `sentences` too)."""
    collateral: dict[str, str] = field(default_factory=dict)
    """Other scenarios the bug reaches, untraced to its rule, with the reason."""


def ids(*names: str) -> frozenset[str]:
    return frozenset(names)


def because(reason: str, *names: str) -> dict[str, str]:
    return dict.fromkeys(names, reason)


BUGS = {
    "same_colour": Bug(
        sentences={
            "000": (
                "On pose une carte sur la carte de même enseigne",
                "- sur une colonne, elle se pose sur la carte du dessus",
                "En Classique, ce coup est refusé",
            ),
            "003": ("Le joueur construit des suites Roi-à-As", "• Construire :"),
            "004": (
                "La carte de tête doit rejoindre",
                "Construis en ordre décroissant dans la même enseigne",
                "Un groupe bien ordonné mené par 9♦",
                "La couleur rouge commune ne suffit pas",
            ),
        },
        caught_by=ids("cards4-09"),
        collateral={
            **because(
                "a same-colour move is left in its blocked position",
                "end-02",
                "cards4-17",
                "cards4-27",
            ),
            **because("it tells Classique by a move of the other suit it refuses", "relaxed-01"),
            **because(
                "a same-colour move delays the reserve a standstill frees", "double-scorpion-02"
            ),
        },
    ),
    "top_card_only": Bug(
        sentences={
            "000": (
                "On pose une carte sur la carte de même enseigne",
                "Toute carte visible peut être déplacée",
                "Elle part avec toutes les cartes posées sur elle",
                "Seule la première carte du bloc compte",
                "Exemple, premier coup de la partie gagnée",
            ),
            "003": (
                "Scorpion est un solitaire à jeu unique",
                "1. Déplacer des cartes",
                "Chaque carte empilée sur la carte déplacée",
                "• Groupe :",
            ),
            "004": (
                "Scorpion permet de déplacer un groupe désordonné",
                "Déplace une carte visible avec toutes les cartes",
                "Un 9♦ portant R♥ et 4♣",
                "Sélectionner 9♦ emporte",
                "Les cartes emportées n’ont pas à former une suite",
                "Sélectionner R♥ emporte R♥ et 4♣",
                "Il faut sélectionner le Roi lui-même",
            ),
        },
        caught_by=ids("summary-02", "moves-01", "moves-02", "cards4-07", "traditionnel-02"),
        collateral=because(
            "on its way to what it checks, it moves a card with others on it",
            "empty-02",
            "end-03",
            "suites-08",
            "scoring-02",
            "scoring-06",
            "choices-02",
            "variant-files-25",
            "variant-files-28",
            "variant-files-32",
            "cards4-03",
            "cards4-04",
            "cards4-05",
            "cards4-19",
            "double-scorpion-07",
            "double-scorpion-08",
            "double-scorpion-09",
            "double-scorpion-13",
            "double-scorpion-14",
            "double-scorpion-15",
            "scorpion-ii-03",
            "traditionnel-03",
            "traditionnel-13",
            "wasp-01",
            "wasp-02",
        ),
    ),
    "empty_takes_any": Bug(
        sentences={
            "000": (
                "Une colonne vide n’accepte qu’un Roi.",
                "Une colonne vidée n’accepte qu’un Roi",
                "Toute autre carte y est refusée",
                "Tout le reste est identique : Roi seul sur une colonne vide",
            ),
            "003": (
                "Seuls les Rois peuvent être déplacés vers une colonne vide",
                "Seul un Roi, ou un groupe dirigé par un Roi",
                "• Groupe dirigé par un Roi",
            ),
            "004": (
                "Les espaces vides sont réservés aux Rois",
                "Une colonne vide accepte seulement un Roi",
                "Un groupe mené par une Dame est interdit",
                "Une Dame portant un Roi ne remplit pas",
                "Cette exception ne permet pas ensuite",
                "En particulier, « utiliser n’importe quelle carte",
            ),
        },
        caught_by=ids("summary-03", "empty-03", "relaxed-05", "cards4-06", "traditionnel-03"),
        collateral={
            **because(
                "it checks that Classique is not Wasp, whose rule the bug plays", "choices-03"
            ),
            **because(
                "it lists the moves, hints or end of a position with an empty column",
                "cards4-01",
                "cards4-05",
                "cards4-17",
                "cards4-27",
                "three-blind-mice-03",
                "traditionnel-10",
                "traditionnel-13",
                "variant-files-30",
            ),
            **because(
                "a non-King move onto an empty column delays the reserve a standstill frees",
                "double-scorpion-02",
                "scorpion-ouvert-02",
                "traditionnel-08",
                "traditionnel-14",
            ),
            **because(
                "a second King can now go to the empty column: the move is ambiguous",
                "variant-files-32",
            ),
        },
    ),
    "reserve_elsewhere": Bug(
        sentences={
            "000": (
                "Les 3 cartes de la réserve se distribuent une seule fois",
                "Le contrôle se fait sur la colonne où l’on vient de poser des cartes",
            ),
            "003": (
                "Lorsqu'aucun autre mouvement n'est utile, les trois cartes de réserve",
                "5. La réserve :",
                "• Réserve :",
            ),
            "004": (
                "Distribue une seule fois les trois cartes de la pioche",
                "Les trois cartes arrivent aux colonnes 1, 2 et 3",
            ),
        },
        caught_by=ids(
            "reserve-01", "reserve-03", "reserve-06", "suites-02", "cards4-14", "traditionnel-08"
        ),
        collateral=because(
            "it deals the reserve on its way to what it checks",
            "reserve-04",
            "scoring-06",
            "cards4-23",
            "cards4-24",
            "edge-06",
            "cards4-26",
            "edge-03",
            "edge-07",
            "double-scorpion-02",
            "double-scorpion-pysol-02",
        ),
    ),
    "undo_keeps_points": Bug(
        sentences={
            "000": ("Annuler un coup retire ses points",),
            "004": ("Annuler permet de revenir sur un choix", "Annuler revient sur le déplacement"),
        },
        caught_by=ids("scoring-07"),
    ),
    "king_on_ace": Bug(
        sentences={
            "000": ("- rien ne se pose sur un As",),
            "003": ("• Rangs du plus haut au plus bas pour la construction",),
            "004": ("L’As est bas ; aucune boucle Roi–As", "Aucun Roi ne rejoint un As"),
        },
        caught_by=ids(),
        # cards4-09 caught it until the loop got scenarios of its own (issue 23, item 4)
        caught_by_one_of=ids("cards4-09", "cards4-25", "moves-09", "relaxed-08"),
    ),
}


@cache
def traced() -> dict[str, dict[str, tuple[str, ...]]]:
    """Per seed, each sentence's French text -> the scenario ids traced to it."""
    with (ROOT / "features" / "traceability.toml").open("rb") as handle:
        data = tomllib.load(handle)
    texts = {"000": data["sentence"]} | {t["seed"][:3]: t["sentence"] for t in data["text"]}
    return {
        seed: {s["fr"]: tuple(s.get("scenarios", ())) for s in sentences}
        for seed, sentences in texts.items()
    }


def tied(bug: Bug, seeds: tuple[str, ...] = ("000", "003", "004")) -> set[str]:
    """The scenarios traced to the sentences stating the bug's rule (each start must
    match exactly one sentence, so that a reworded text cannot empty the set)."""
    found: set[str] = set()
    for seed, starts in bug.sentences.items():
        if seed not in seeds:
            continue
        for start in starts:
            matches = [ids for text, ids in traced()[seed].items() if text.startswith(start)]
            assert len(matches) == 1, f"{seed}: {len(matches)} sentences start with {start!r}"
            found.update(matches[0])
    return found


def run_rule_book(engine_option: str) -> dict[str, Any]:
    """The JSON report of a whole rule-book run (both languages) against an engine, with
    pytest's exit status (`returncode`) and the end of its output (`output`)."""
    with tempfile.TemporaryDirectory(prefix="example-engine-") as folder:
        output, status, data = run_features(Path(folder), "features", engine_option)
    return {**data, "returncode": status, "output": output[-3000:]}


def failed_ids(report: dict[str, Any], lang: str) -> set[str]:
    return {s["id"] for s in report["scenarios"] if s["lang"] == lang and s["outcome"] == "failed"}


@cache
def broken_run(factory: str) -> dict[str, Any]:
    return run_rule_book(f"--engine=more_broken_engines:{factory}")


def test_every_factory_of_the_examples_is_measured_and_has_its_bug_in_the_docstring() -> None:
    sys.path.insert(0, str(EXAMPLES))
    try:
        import more_broken_engines
    finally:
        sys.path.remove(str(EXAMPLES))
    doc = more_broken_engines.__doc__ or ""
    for factory in BUGS:
        assert callable(getattr(more_broken_engines, factory)), factory
        assert f"(`{factory}`)" in doc, factory
    for factory, bug in BUGS.items():
        assert bug.caught_by or bug.caught_by_one_of, factory
        # a scenario that must catch the bug checks its rule (the ones of another branch
        # of the work may not exist yet: those of caught_by_one_of that do)
        assert bug.caught_by <= tied(bug), factory
        assert bug.caught_by_one_of & tied(bug) or not bug.caught_by_one_of, factory


@pytest.mark.parametrize("factory", sorted(BUGS))
def test_each_bug_is_caught_by_the_scenarios_of_its_rule_and_fails_nothing_unrelated(
    factory: str,
) -> None:
    bug = BUGS[factory]
    report = broken_run(factory)
    assert report["returncode"] == 1, report["output"]  # a failing run, not a crashed one
    allowed = tied(bug) | set(bug.collateral)
    for lang in LANGS:
        failed = failed_ids(report, lang)
        assert bug.caught_by <= failed, f"{lang}: not caught by {sorted(bug.caught_by - failed)}"
        one_of = bug.caught_by_one_of
        assert not one_of or one_of & failed, f"{lang}: caught by none of {sorted(one_of)}"
        unrelated = {i for i in failed - allowed if not i.startswith("perft-")}
        assert not unrelated, f"{lang}: fails scenarios not tied to the rule: {sorted(unrelated)}"
    assert failed_ids(report, "fr") == failed_ids(report, "ms")


@pytest.mark.parametrize("factory", sorted(BUGS))
def test_each_bug_is_caught_by_a_scenario_of_the_french_and_malay_texts(factory: str) -> None:
    """A scenario traced to the rule's sentence of seeds 000/001 (not a perft count)."""
    bug = BUGS[factory]
    direct = {i for i in tied(bug, ("000",)) if not i.startswith("perft-")}
    caught = {lang: failed_ids(broken_run(factory), lang) & direct for lang in LANGS}
    for lang in LANGS:
        assert caught[lang], f"{lang}: no scenario of {sorted(direct)} catches {factory}"


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_javascript_engine_written_from_the_spec_passes_all_that_applies_to_it() -> None:
    report = run_rule_book(f"--engine-cmd=node {JS_ENGINE}")
    summary = report["summary"]
    assert report["returncode"] == 0, report["output"]
    assert summary["failed"] == 0
    assert report["engine"]["name"] == "scorpion-js"
    passed = {
        lang: {
            s["id"] for s in report["scenarios"] if s["lang"] == lang and s["outcome"] == "passed"
        }
        for lang in LANGS
    }
    assert passed["fr"] == passed["ms"]
    # it plays Classique and Assoupli: the scenarios of their rules ran against it
    assert {"moves-01", "empty-03", "reserve-01", "suites-08", "relaxed-03"} <= passed["fr"]
