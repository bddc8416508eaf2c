"""The two readings of seed 003's defeat rule, as rule sets the engine plays.

Seed 003 says the game is lost once the reserve is dealt and no move turns a card up or
completes a suite. Read to the letter (the variant as written, `EndRule.NO_USEFUL_MOVE`),
a position with only "preparing" moves left is lost even when those moves lead to a win.
Read by its evident sense (the text describes a player who is stuck), the game is lost
only when no legal move is left at all: `EndRule.BLOCKED`. Every other rule, the reserve
dealt "when stuck" included, is the same in both readings.

Why a declared reading and not a second variant file: the two readings differ by one
field of the rule set, and the second is an end rule the engine already plays; deriving
it here keeps one file per text, gives the same deals (the rule set keeps its name) and
lets the statistics name the reading each figure is measured on. The solver obeys the
end rule of whatever rule set its game has, so solving under the sense reading is
solving a game whose engine declares defeat only when blocked.
"""

from __future__ import annotations

import dataclasses
from enum import Enum

from scorpion.games.scorpion.rules import EndRule, RuleSet, variant
from scorpion.i18n import N_


class Reading(Enum):
    """How a variant's defeat rule is read."""

    LETTER = "letter"
    """As the variant file says (the engine's default)."""
    SENSE = "sense"
    """Lost only when no legal move is left (for a "no useful move" end rule)."""


READING_NAMES = {Reading.LETTER: N_("letter"), Reading.SENSE: N_("evident sense")}


def has_two_readings(rules: RuleSet) -> bool:
    """Whether the letter and the sense of the variant's defeat rule differ."""
    return rules.end is EndRule.NO_USEFUL_MOVE


def read(name: str | RuleSet, reading: Reading = Reading.LETTER) -> RuleSet:
    """The rule set of variant `name` under `reading` (the variant itself for the letter,
    or where both readings are one)."""
    rules = variant(name)
    if reading is Reading.SENSE and has_two_readings(rules):
        return dataclasses.replace(rules, end=EndRule.BLOCKED)
    return rules


def result_name(name: str, reading: Reading, *, strict: bool = False) -> str:
    """The stem of a result file: the variant's name, "-sense" for the second reading of
    a variant that has two, "strict-" before a strict player's."""
    stem = f"strict-{name}" if strict else name
    if reading is Reading.SENSE and has_two_readings(variant(name)):
        stem += "-sense"
    return stem


def from_result_name(stem: str) -> tuple[str, Reading, bool]:
    """The variant, reading and strictness of a result file's stem (`result_name`)."""
    strict = stem.startswith("strict-")
    stem = stem.removeprefix("strict-")
    if stem.endswith("-sense"):
        return stem.removesuffix("-sense"), Reading.SENSE, strict
    return stem, Reading.LETTER, strict
