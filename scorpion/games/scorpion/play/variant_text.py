"""A variant written back as the text of a variant file, so that a board of a scenario
whose variant is written inside the scenario (not a built-in one) can be opened on the
play page too: its link carries the variant file, the page's engine reads it back with
`read_variant`, the same reader as the rule book's.
"""

from __future__ import annotations

import json
from dataclasses import fields
from enum import Enum

from scorpion.games.scorpion.rules import Layout, RuleSet, Scoring


def _value(value: object) -> str:
    """One TOML value: a string (JSON's escapes are TOML's), a whole number, a list."""
    if isinstance(value, Enum):
        value = value.value
    if isinstance(value, tuple | list):
        return "[" + ", ".join(_value(item) for item in value) + "]"
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise TypeError(f"no TOML form for {value!r}")
    return json.dumps(value, ensure_ascii=False) if isinstance(value, str) else str(value)


def variant_text(rules: RuleSet) -> str:
    """The variant file (TOML) that `read_variant` reads back into `rules`, every field
    written out (no `inherits`)."""
    lines = [f"name = {_value(rules.name)}", "", "[title]"]
    lines += [f"{lang} = {_value(title)}" for lang, title in rules.titles]
    lines += ["", "[layout]"]
    lines += [f"{f.name} = {_value(getattr(rules.layout, f.name))}" for f in fields(Layout)]
    lines += ["", "[rules]"]
    for name in ("build", "empty_column", "reserve", "reserve_timing", "suites", "win", "end"):
        lines.append(f"{name} = {_value(getattr(rules, name))}")
    depth = rules.undo_depth
    lines.append(f"undo_depth = {_value('unlimited' if depth is None else depth)}")
    lines += ["", "[scoring]"]
    lines += [f"{f.name} = {_value(getattr(rules.scoring, f.name))}" for f in fields(Scoring)]
    lines += ["", "[source]", f"seeds = {_value(rules.sources)}"]
    lines += [f"reading = {_value(rules.reading)}", f"offered_by = {_value(rules.offered_by)}"]
    return "\n".join(lines) + "\n"
