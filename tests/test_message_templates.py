"""A message template read back: what the rule book uses to recognise an engine's
message, whatever values it names."""

import re

from scorpion.bdd.text import template_pattern


def test_a_message_made_from_a_template_matches_it_with_its_values() -> None:
    found = re.fullmatch(template_pattern("the {card} takes {options}"), "the 6♠ takes 6♦")
    assert found is not None and found.groupdict() == {"card": "6♠", "options": "6♦"}


def test_the_fixed_words_are_taken_literally() -> None:
    pattern = template_pattern("cost: {n} (a.b)")
    assert re.fullmatch(pattern, "cost: 3 (a.b)")
    assert not re.fullmatch(pattern, "cost: 3 (axb)")


def test_a_template_naming_a_value_twice_can_be_read_unnamed() -> None:
    pattern = template_pattern("{x} and {x}", named=False)
    assert re.fullmatch(pattern, "1 and 2")
