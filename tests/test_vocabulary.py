"""The vocabulary page lists every step of the rule book (the new ones too), in each
language, with its wordings and an example that reaches it."""

from __future__ import annotations

import pytest

from scorpion.bdd import wording
from scorpion.games.scorpion.pages.vocabulary import PLACEHOLDERS, steps_by_kind, vocabulary
from scorpion.games.scorpion.rulebook.phrases import example_line, match, phrases
from scorpion.games.scorpion.rulebook.world import STEPS

LANGS = ("fr", "ms")


@pytest.mark.parametrize("lang", LANGS)
def test_every_step_and_wording_is_on_the_page(lang: str) -> None:
    page = vocabulary(lang)
    listed = {p.step.id for steps in steps_by_kind(lang).values() for found in steps for p in found}
    assert listed == set(STEPS)
    for phrase in phrases(lang):
        assert wording.readable(phrase.items).replace("|", "\\|") in page, phrase.text


@pytest.mark.parametrize("lang", LANGS)
def test_each_example_on_the_page_reaches_its_step(lang: str) -> None:
    page = vocabulary(lang)
    for kind, steps in steps_by_kind(lang).items():
        for found in steps:
            line = example_line(lang, found[0])
            assert f"`{line}`" in page
            assert match(lang, kind, line).step.id == found[0].step.id


def test_every_text_placeholder_is_described() -> None:
    used = {name for lang in LANGS for p in phrases(lang) for name in wording.slots(p.items)}
    assert used & (wording.TEXT_TYPES | {"message"}) <= set(PLACEHOLDERS)
