"""Parity of the rule book: every scenario exists in French and in Malay, and the two
versions perform the same actions and checks (compared as language-neutral step lists)."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from scorpion.bdd import catalog
from scorpion.bdd.model import FeatureDoc, ScenarioDoc
from scorpion.bdd.reading import load_all
from scorpion.games.scorpion.rulebook.executor import neutral_steps
from scorpion.games.scorpion.rulebook.phrases import phrases

LANGS = ("fr", "ms")
FEATURES = load_all()


def _by_id() -> dict[str, dict[str, list[ScenarioDoc]]]:
    table: dict[str, dict[str, list[ScenarioDoc]]] = defaultdict(lambda: defaultdict(list))
    for feature in FEATURES:
        for scenario in feature.scenarios:
            table[scenario.id][feature.lang].append(scenario)
    return table


BY_ID = _by_id()


def _feature_of(lang: str, scenario_id: str) -> FeatureDoc:
    return next(
        f for f in FEATURES if f.lang == lang and any(s.id == scenario_id for s in f.scenarios)
    )


def test_both_languages_have_scenarios() -> None:
    for lang in LANGS:
        assert any(f.lang == lang for f in FEATURES), f"no feature in {lang}"


@pytest.mark.parametrize("scenario_id", sorted(BY_ID))
def test_scenario_exists_in_both_languages(scenario_id: str) -> None:
    versions = BY_ID[scenario_id]
    missing = [lang for lang in LANGS if not versions.get(lang)]
    assert not missing, f"scenario {scenario_id} has no version in {', '.join(missing)}"


@pytest.mark.parametrize("scenario_id", sorted(BY_ID))
def test_versions_perform_the_same_steps(scenario_id: str) -> None:
    versions = BY_ID[scenario_id]
    fr, ms = versions.get("fr", []), versions.get("ms", [])
    assert len(fr) == len(ms), (
        f"{scenario_id}: {len(fr)} example rows in French, {len(ms)} in Malay"
    )
    for row, (one, other) in enumerate(zip(fr, ms, strict=True), start=1):
        left: list[Any] = neutral_steps(one, "fr")
        right: list[Any] = neutral_steps(other, "ms")
        where = f"{scenario_id} (row {row})" if len(fr) > 1 else scenario_id
        assert [s for s, _ in left] == [s for s, _ in right], (
            f"{where}: steps differ\n  fr {one.path}:{one.line}: {[s for s, _ in left]}"
            f"\n  ms {other.path}:{other.line}: {[s for s, _ in right]}"
        )
        for number, (a, b) in enumerate(zip(left, right, strict=True), start=1):
            assert a == b, (
                f"{where}, step {number} ({a[0]}): arguments differ\n"
                f"  fr {one.path}:{one.steps[number - 1].line}: {a[1]}\n"
                f"  ms {other.path}:{other.steps[number - 1].line}: {b[1]}"
            )


@pytest.mark.parametrize("scenario_id", sorted(BY_ID))
def test_versions_sit_in_the_same_section_and_tags(scenario_id: str) -> None:
    fr, ms = _feature_of("fr", scenario_id), _feature_of("ms", scenario_id)
    assert fr.path.name == ms.path.name, f"{scenario_id}: {fr.path} / {ms.path}"
    assert fr.tags == ms.tags
    tags = {lang: set(BY_ID[scenario_id][lang][0].tags) for lang in LANGS}
    assert tags["fr"] == tags["ms"], f"{scenario_id}: tags differ {tags}"


def test_features_pair_up_rule_by_rule() -> None:
    for fr in (f for f in FEATURES if f.lang == "fr"):
        ms = next((f for f in FEATURES if f.lang == "ms" and f.path.name == fr.path.name), None)
        assert ms is not None, f"{fr.path} has no Malay counterpart"
        shape = [[s.id for s in rule.scenarios] for rule in fr.rules]
        assert shape == [[s.id for s in rule.scenarios] for rule in ms.rules], (
            f"{fr.path.name}: rule blocks differ"
        )
        loose = [rule for rule in fr.rules + ms.rules if not rule.name]
        assert all(rule.line == 0 for rule in loose), "a Règle / Peraturan block has no name"
        assert fr.description and ms.description, f"{fr.path.name}: a description is missing"


@pytest.mark.parametrize("lang", LANGS)
def test_every_step_phrase_is_translated(lang: str) -> None:
    assert catalog.missing(lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_phrases_do_not_collide(lang: str) -> None:
    """Two steps of one kind must not share a wording."""
    seen: dict[tuple[str, str], str] = {}
    for phrase in phrases(lang):
        key = (phrase.step.kind, phrase.pattern.pattern.casefold())
        assert seen.setdefault(key, phrase.step.id) == phrase.step.id, phrase.text


def test_steps_template_matches_the_step_registry() -> None:
    from babel.messages.pofile import read_po

    from scorpion.i18n import LOCALES_DIR

    with (LOCALES_DIR / "steps.pot").open("rb") as handle:
        template = {message.id for message in read_po(handle) if message.id}
    assert template == {msgid for msgid, _ in catalog.msgids()}, (
        "locales/steps.pot is stale: run python -m scorpion.bdd.catalog"
    )


# ---- variants -------------------------------------------------------------------------
APP_VARIANTS = ("classique", "assoupli")  # the app's rules: features/<lang>/*.feature


def _variant_features(lang: str) -> dict[str, FeatureDoc]:
    return {
        f.path.stem: f for f in FEATURES if f.lang == lang and f.path.parent.name == "variantes"
    }


@pytest.mark.parametrize("lang", LANGS)
def test_every_other_variant_has_its_feature(lang: str) -> None:
    from scorpion import variant_names

    features = _variant_features(lang)
    wanted = sorted(set(variant_names()) - set(APP_VARIANTS))
    assert sorted(features) == wanted, f"features/{lang}/variantes holds {sorted(features)}"
    for name, feature in features.items():
        assert f"variant-{name}" in feature.tags, f"{feature.path}: no @variant-{name} tag"
        ids = [s.id for s in feature.scenarios]
        assert ids, f"{feature.path}: no scenario"
        assert all(i.startswith(f"{name}-") and i[len(name) + 1 :].isdigit() for i in ids), (
            f"{feature.path}: ids must read {name}-NN, not {ids}"
        )


@pytest.mark.parametrize("lang", LANGS)
def test_variant_scenarios_play_by_their_variant(lang: str) -> None:
    """Every board or deal a variant's scenario starts from is read under that variant."""
    for name, feature in _variant_features(lang).items():
        for scenario in feature.scenarios:
            givens = [
                args for step, args in neutral_steps(scenario, lang) if step in ("board", "deal")
            ]
            assert givens, f"{scenario.path}:{scenario.line}: no board or deal"
            for args in givens:
                rules = dict(args)["variant"]
                assert rules == name, f"{scenario.path}:{scenario.line}: plays {rules}, not {name}"
