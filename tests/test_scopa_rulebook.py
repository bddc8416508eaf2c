"""The Scopa rule book: every scenario exists in French and Malay with the same id and
runs the same steps with the same arguments (positions compared as positions), every
step phrase has a French and a Malay wording, and a scenario that should fail does."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorpion.bdd.games import game_of, games
from scorpion.bdd.model import ScenarioDoc, StepDoc
from scorpion.bdd.reading import FEATURES_DIR, load_feature
from scorpion.errors import ScorpionError
from scorpion.games.scopa import ScopaGame
from scorpion.games.scopa.rulebook import BOOK, STEPS, replay

GAME = next(g for g in games() if g.name == "scopa")
FEATURES = {
    lang: [load_feature(p) for p in GAME.feature_files(FEATURES_DIR, lang)] for lang in ("fr", "ms")
}
SCENARIOS = {lang: [s for f in FEATURES[lang] for s in f.scenarios] for lang in FEATURES}


def neutral(scenario: ScenarioDoc, lang: str) -> list[tuple[str, tuple[tuple[str, Any], ...]]]:
    found = []
    for step in scenario.steps:
        matched = BOOK.match(lang, step.kind, step.text)
        args = dict(matched.args)
        if step.docstring is not None:
            try:
                args["position"] = ScopaGame.from_text(step.docstring, lang).position
            except ScorpionError as error:  # a position the rule book refuses: the same refusal
                args["position"] = (error.msgid, tuple(sorted(error.params.items())))
        if "message" in args:
            args.pop("message")  # the refusal's text differs by language; its replay checks it
        found.append((matched.step.id, tuple(sorted(args.items(), key=lambda kv: kv[0]))))
    return found


def test_the_game_is_registered_and_found_by_its_folder() -> None:
    paths = [p for lang in ("fr", "ms") for p in GAME.feature_files(FEATURES_DIR, lang)]
    assert len(paths) == 10 and all(game_of(p) is GAME for p in paths)
    assert game_of(FEATURES_DIR / "fr" / "03_coups_permis.feature") is None


def test_both_languages_have_the_same_files_and_ids() -> None:
    names = {lang: [f.path.name for f in FEATURES[lang]] for lang in FEATURES}
    assert names["fr"] == names["ms"]
    assert [s.id for s in SCENARIOS["fr"]] == [s.id for s in SCENARIOS["ms"]]


@pytest.mark.parametrize("scenario_id", sorted({s.id for f in FEATURES["fr"] for s in f.scenarios}))
def test_both_languages_run_the_same_steps(scenario_id: str) -> None:
    def runs(lang: str) -> list[Any]:
        return [
            neutral(s, lang) for f in FEATURES[lang] for s in f.scenarios if s.id == scenario_id
        ]

    assert runs("fr") == runs("ms")


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_every_step_has_a_phrase_in_the_language(lang: str) -> None:
    ids = {p.step.id for p in BOOK.phrases(lang)}
    assert ids == set(STEPS)


def test_a_wrong_expectation_fails_naming_the_line() -> None:
    scenario = next(s for s in SCENARIOS["ms"] if s.id == "scopa-example-01")
    steps = list(scenario.steps)
    last = steps[-1]
    steps[-1] = StepDoc(last.keyword, "ia satu scopa", last.line, None, None, "then")
    traces = replay(
        ScenarioDoc(scenario.id, scenario.name, "", (), 1, tuple(steps), Path("x")), "ms"
    )
    assert not traces[-1].passed and traces[-1].failure
    assert f"x:{last.line}" in traces[-1].failure and "tidak membuat scopa" in traces[-1].failure


def test_an_unchecked_refusal_fails_the_scenario() -> None:
    scenario = next(s for s in SCENARIOS["fr"] if s.id == "scopa-play-09")
    steps = scenario.steps[:-1]
    traces = replay(ScenarioDoc(scenario.id, scenario.name, "", (), 1, steps, Path("x")), "fr")
    assert not traces[-1].passed and "aucune étape ne le vérifie" in (traces[-1].failure or "")
