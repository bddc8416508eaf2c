"""The glossary file itself: a faulty entry is refused naming its term, and a word kept for
one game (« mengambil », Scopa's capture verb) is refused in the other texts only."""

from __future__ import annotations

import pytest
from test_glossary import game_of

from scorpion.glossary import load, parse


@pytest.mark.parametrize(
    ("toml", "fault"),
    [
        ('[[term]]\nkey = "a"\ngroup = "cards"\nen = "a"\nfr = "a"\nms = "a"\n', "seed001"),
        (
            '[[term]]\nkey = "a"\ngroup = "x"\nen = "a"\nfr = "a"\nms = "a"\nseed001 = true\n',
            "group",
        ),
        (
            '[[term]]\nkey = "a"\ngroup = "cards"\nen = "a"\nfr = "a"\nseed001 = true\n',
            "ms is missing",
        ),
        (
            '[[term]]\nkey = "a"\ngroup = "cards"\nen = "a"\nfr = "a"\nms = "a"\nseed001 = true\n'
            'avoid = [{ word = "b" }]\n',
            "avoid",
        ),
        (
            '[[term]]\nkey = "a"\ngroup = "cards"\nen = "a"\nfr = "a"\nms = "a"\nseed001 = true\n'
            "colour = 1\n",
            "unknown fields",
        ),
    ],
)
def test_a_faulty_glossary_is_refused_naming_the_term(toml: str, fault: str) -> None:
    with pytest.raises(ValueError, match=fault):
        parse(toml)


def test_a_word_kept_for_one_game_is_refused_elsewhere() -> None:
    """« mengambil » is Scopa's capture verb: refused in Scorpion's and the project's texts."""
    assert [hit.found for hit in load().avoided("Pengukuran ini mengambil masa")] == ["mengambil"]
    assert load().avoided("6♠ mengambil 6♦", game_of("features/ms/scopa/03.feature")) == []
    assert game_of("locales/ms/LC_MESSAGES/scopa_steps.po:12") == "scopa"
    assert game_of("docs/ms/protocol.md") == game_of("locales/ms/LC_MESSAGES/steps.po:3") == ""
