"""The parameters of a variant as the rules site prints them: one label per enum value
and one line per parameter (`PARAMETERS`), every word a msgid of the `site` catalog."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from enum import Enum

from scorpion.games.scorpion.rules import (
    BuildRule,
    EmptyColumnRule,
    EndRule,
    ReserveRule,
    ReserveTiming,
    RuleSet,
    SuiteRule,
    WinRule,
)
from scorpion.i18n import N_

#: The variant every other one is described against.
REFERENCE = "classique"
SITE_LANGS = ("fr", "ms")

BUILD_LABELS: dict[Enum, str] = {
    BuildRule.SAME_SUIT: N_("onto the card one rank higher of the same suit"),
    BuildRule.ANY_SUIT: N_("onto any card one rank higher, whatever its suit"),
}
EMPTY_COLUMN_LABELS: dict[Enum, str] = {
    EmptyColumnRule.KING_LED: N_("a King or a group led by a King"),
    EmptyColumnRule.KING_LED_NOT_WHOLE_COLUMN: N_(
        "a King or a group led by a King, but not a whole column"
    ),
    EmptyColumnRule.ANY: N_("any card or group"),
}
TIMING_LABELS: dict[Enum, str] = {
    ReserveTiming.ANY_TIME: N_("at any time"),
    ReserveTiming.WHEN_STUCK: N_("only when no useful move remains"),
}
SUITE_LABELS: dict[Enum, str] = {
    SuiteRule.REMOVE_WHERE_PLACED: N_("removed, from the column that received cards"),
    SuiteRule.REMOVE_ANYWHERE: N_("removed, from the top of any column"),
    SuiteRule.STAY: N_("stay in the tableau"),
}
WIN_LABELS: dict[Enum, str] = {
    WinRule.ALL_SUITES_REMOVED: N_("every suite removed"),
    WinRule.COLUMNS_SORTED: N_("every column empty or one full King-to-Ace suite"),
}
END_LABELS: dict[Enum, str] = {
    EndRule.NONE: N_("none: the game is never declared lost"),
    EndRule.BLOCKED: N_("“blocked”: reserve spent and no legal move left"),
    EndRule.NO_USEFUL_MOVE: N_("lost: reserve dealt and no useful move left"),
}
#: Every enum field of RuleSet → the label of each of its values (tests check all are here).
ENUM_LABELS: dict[type[Enum], dict[Enum, str]] = {
    BuildRule: BUILD_LABELS,
    EmptyColumnRule: EMPTY_COLUMN_LABELS,
    ReserveTiming: TIMING_LABELS,
    SuiteRule: SUITE_LABELS,
    WinRule: WIN_LABELS,
    EndRule: END_LABELS,
    ReserveRule: {
        ReserveRule.DEAL: N_("face down, dealt in one action"),
        ReserveRule.PLAYABLE: N_("face up beside the tableau, each card played onto a column"),
    },
}

Translate = Callable[..., str]


def _runs(values: Sequence[int]) -> list[tuple[int, int, int]]:
    """(value, first column, last column) of each run of equal values, columns 1-based."""
    runs: list[tuple[int, int, int]] = []
    for number, value in enumerate(values, 1):
        if runs and runs[-1][0] == value and runs[-1][2] == number - 1:
            runs[-1] = (value, runs[-1][1], number)
        else:
            runs.append((value, number, number))
    return runs


def _in_columns(t: Translate, count: int, first: int, last: int) -> str:
    if first == last:
        return t("{count} in column {column}", count=count, column=first)
    return t("{count} in columns {first} to {last}", count=count, first=first, last=last)


def cards_per_column(ruleset: RuleSet, t: Translate) -> str:
    columns = ruleset.layout.columns
    if len(set(columns)) == 1:
        return t("{count} in each column", count=columns[0])
    return ", ".join(_in_columns(t, *run) for run in _runs(columns))


def face_down(ruleset: RuleSet, t: Translate) -> str:
    pattern = ruleset.layout.face_down
    total = sum(pattern)
    if not total:
        return t("none")
    if len(set(pattern)) == 1:
        runs = t("{count} in each column", count=pattern[0])
    else:
        runs = ", ".join(_in_columns(t, *run) for run in _runs(pattern) if run[0])
    return t("{runs} ({total} in all)", runs=runs, total=total)


def reserve_kind(ruleset: RuleSet, t: Translate) -> str:
    layout = ruleset.layout
    if not layout.reserve:
        return t("none")
    label = t(ENUM_LABELS[ReserveRule][ruleset.reserve])
    if ruleset.reserve is not ReserveRule.DEAL:
        return label
    targets = layout.reserve_targets[: layout.reserve]
    if len(targets) == 1:
        where = t("onto column {column}", column=targets[0])
    elif list(targets) == list(range(targets[0], targets[0] + len(targets))):
        where = t("onto columns {first} to {last}", first=targets[0], last=targets[-1])
    else:
        where = t("onto columns {columns}", columns=", ".join(str(c) for c in targets))
    return f"{label} {where}"


def scoring(ruleset: RuleSet, t: Translate) -> str:
    points = ruleset.scoring
    if not (points.same_suit_placement or points.turn_up or points.suite_removed):
        return t("no score")
    return t(
        "{placement} per card placed on its suit, {turn_up} per card turned up, "
        "{suite} per suite removed",
        placement=points.same_suit_placement,
        turn_up=points.turn_up,
        suite=points.suite_removed,
    )


def undo(ruleset: RuleSet, t: Translate) -> str:
    if ruleset.undo_depth is None:
        return t("unlimited")
    if ruleset.undo_depth == 0:
        return t("none")
    return t("the last {count} actions", count=ruleset.undo_depth)


def _enum(attribute: str) -> Callable[[RuleSet, Translate], str]:
    def label(ruleset: RuleSet, t: Translate) -> str:
        value = getattr(ruleset, attribute)
        return t(ENUM_LABELS[type(value)][value])

    return label


#: The rows of a variant's parameter table: (label msgid, value in the page's language).
PARAMETERS: tuple[tuple[str, Callable[[RuleSet, Translate], str]], ...] = (
    (N_("Name in the engine"), lambda r, t: f"<code>{html.escape(r.name)}</code>"),
    (N_("Decks of 52 cards"), lambda r, t: str(r.layout.decks)),
    (N_("Columns"), lambda r, t: str(len(r.layout.columns))),
    (N_("Cards per column"), cards_per_column),
    (N_("Face-down cards"), face_down),
    (N_("Reserve cards"), lambda r, t: str(r.layout.reserve) if r.layout.reserve else t("none")),
    (N_("Reserve kind"), reserve_kind),
    (N_("When the reserve may be played"), _enum("reserve_timing")),
    (N_("Where a card goes"), _enum("build")),
    (N_("Empty column"), _enum("empty_column")),
    (N_("Complete suites"), _enum("suites")),
    (N_("Won when"), _enum("win")),
    (N_("End of game detected"), _enum("end")),
    (N_("Scoring"), scoring),
    (N_("Undo"), undo),
)


