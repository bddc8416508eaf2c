"""Rule sets: every variant of Scorpion as a declarative value read from a data file.

The engine reads these fields and has no `if variant == ...`: a new variant is a TOML
file in `scorpion/games/scorpion/variants/` (or anywhere, through `load_variant(path)`).
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass, field, fields, replace
from enum import Enum
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from scorpion.errors import VariantError
from scorpion.i18n import N_


class BuildRule(Enum):
    """Which card a moved block's first card may go onto (always one rank lower)."""

    SAME_SUIT = "same-suit"
    ANY_SUIT = "any-suit"


class EmptyColumnRule(Enum):
    """What an empty column accepts."""

    KING_LED = "king-led"
    KING_LED_NOT_WHOLE_COLUMN = "king-led-not-whole-column"
    ANY = "any"


class ReserveTiming(Enum):
    """When the reserve may be dealt."""

    ANY_TIME = "any-time"
    WHEN_STUCK = "when-stuck"


class ReserveRule(Enum):
    """What the reserve is: cards dealt in one action, or face-up cards playable one by one."""

    DEAL = "deal"
    PLAYABLE = "playable"


class SuiteRule(Enum):
    """What happens to a complete King-to-Ace suite at the top of a column."""

    REMOVE_WHERE_PLACED = "remove-where-placed"
    REMOVE_ANYWHERE = "remove-anywhere"
    STAY = "stay"


class WinRule(Enum):
    """When the game is won."""

    ALL_SUITES_REMOVED = "all-suites-removed"
    COLUMNS_SORTED = "columns-sorted"


class EndRule(Enum):
    """Which end the engine detects besides the win."""

    NONE = "none"
    BLOCKED = "blocked"
    NO_USEFUL_MOVE = "no-useful-move"


@dataclass(frozen=True)
class Layout:
    """How the cards are dealt."""

    decks: int = 1
    columns: tuple[int, ...] = (7, 7, 7, 7, 7, 7, 7)
    face_down: tuple[int, ...] = (3, 3, 3, 3, 0, 0, 0)
    reserve: int = 3
    reserve_targets: tuple[int, ...] = (1, 2, 3)


@dataclass(frozen=True)
class Scoring:
    """Points per event; the score never drops for a move played."""

    same_suit_placement: int = 5
    turn_up: int = 5
    suite_removed: int = 100


@dataclass(frozen=True)
class RuleSet:
    """One variant of Scorpion, as data."""

    name: str
    titles: tuple[tuple[str, str], ...] = ()
    layout: Layout = field(default_factory=Layout)
    build: BuildRule = BuildRule.SAME_SUIT
    empty_column: EmptyColumnRule = EmptyColumnRule.KING_LED
    reserve: ReserveRule = ReserveRule.DEAL
    reserve_timing: ReserveTiming = ReserveTiming.ANY_TIME
    suites: SuiteRule = SuiteRule.REMOVE_WHERE_PLACED
    win: WinRule = WinRule.ALL_SUITES_REMOVED
    end: EndRule = EndRule.NONE
    scoring: Scoring = field(default_factory=Scoring)
    undo_depth: int | None = 100
    sources: tuple[str, ...] = ()
    reading: str = ""
    offered_by: tuple[str, ...] = ()
    """Which rule sources offer this variant as a choice ("app": the app of seeds 000/001)."""

    def title(self, lang: str) -> str:
        """The variant's name as players of `lang` know it."""
        # display, not rules: the title players read (tests/test_site_variants.py)
        # pragma: no mutate start
        return dict(self.titles).get(lang) or dict(self.titles).get("en") or self.name
        # pragma: no mutate end


_ENUM_FIELDS: dict[str, type[Enum]] = {
    "build": BuildRule,
    "empty_column": EmptyColumnRule,
    "reserve": ReserveRule,
    "reserve_timing": ReserveTiming,
    "suites": SuiteRule,
    "win": WinRule,
    "end": EndRule,
}
_TOP_KEYS = {"name", "inherits", "title", "layout", "rules", "scoring", "source"}


#: where tomllib says a text stops being TOML ("Invalid value (at line 2, column 12)")
_TOML_PLACE = re.compile(r"\(at line (\d+), column (\d+)\)")


def _fail(where: str, problem: str, **params: object) -> VariantError:
    return VariantError(problem, where=where, **params)


def _table(data: dict[str, Any], key: str, where: str) -> dict[str, Any]:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise _fail(where, "“{key}” must be a table", key=key)
    return value


def _check_keys(table: dict[str, Any], allowed: set[str], where: str) -> None:
    for key in table:
        if key not in allowed:
            raise _fail(where, "unknown key “{key}”", key=key)


def _int_tuple(value: Any, key: str, where: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(
        isinstance(item, int) and item >= 0 for item in value
    ):
        raise _fail(where, "“{key}” must be a list of whole numbers", key=key)
    return tuple(value)


def _enum(enum: type[Enum], value: Any, key: str, where: str) -> Enum:
    try:
        return enum(value)
    except ValueError:
        choices = ", ".join(str(member.value) for member in enum)
        raise _fail(
            where,
            "“{key}” cannot be “{value}” (one of: {choices})",
            key=key,
            value=value,
            choices=choices,
        ) from None


def parse_variant(data: dict[str, Any], where: str, base: RuleSet | None = None) -> RuleSet:
    """Build a RuleSet from a parsed TOML document, over `base` when it inherits one."""
    _check_keys(data, _TOP_KEYS, where)
    name = data.get("name")
    if not isinstance(name, str) or not name:
        raise _fail(where, "“name” is missing")
    ruleset = replace(base, name=name) if base else RuleSet(name=name)

    titles = _table(data, "title", where)
    if titles:
        ruleset = replace(
            ruleset, titles=tuple(sorted((str(k), str(v)) for k, v in titles.items()))
        )

    layout_data = _table(data, "layout", where)
    _check_keys(layout_data, {f.name for f in fields(Layout)}, where)
    layout_values: dict[str, Any] = {}
    for key, value in layout_data.items():
        if key in ("decks", "reserve"):
            if not isinstance(value, int) or value < 0:
                raise _fail(where, "“{key}” must be a whole number", key=key)
            layout_values[key] = value
        else:
            layout_values[key] = _int_tuple(value, key, where)
    ruleset = replace(ruleset, layout=replace(ruleset.layout, **layout_values))

    rules = _table(data, "rules", where)
    _check_keys(rules, set(_ENUM_FIELDS) | {"undo_depth"}, where)
    values: dict[str, Any] = {}
    for key, value in rules.items():
        if key == "undo_depth":
            if value == "unlimited":
                values[key] = None
            elif isinstance(value, int) and value >= 0:
                values[key] = value
            else:
                raise _fail(where, "“undo_depth” must be a whole number or “unlimited”")
        else:
            values[key] = _enum(_ENUM_FIELDS[key], value, key, where)
    ruleset = replace(ruleset, **values)

    scoring = _table(data, "scoring", where)
    _check_keys(scoring, {f.name for f in fields(Scoring)}, where)
    for key, value in scoring.items():
        if not isinstance(value, int) or value < 0:
            raise _fail(where, "“{key}” must be a whole number of points", key=key)
    ruleset = replace(ruleset, scoring=replace(ruleset.scoring, **scoring))

    source = _table(data, "source", where)
    _check_keys(source, {"seeds", "reading", "offered_by"}, where)
    reading = source.get("reading")
    if not isinstance(reading, str) or not reading.strip():
        raise _fail(where, "[source] must give the “reading”: where these rules come from")
    for key in ("seeds", "offered_by"):
        if not isinstance(source.get(key, []), list) or not all(
            isinstance(item, str) for item in source.get(key, [])
        ):
            raise _fail(where, "“{key}” must be a list of names", key=key)
    ruleset = replace(
        ruleset,
        sources=tuple(source.get("seeds", ruleset.sources)),
        reading=reading,
        offered_by=tuple(source.get("offered_by", ())),
    )
    validate(ruleset, where)
    return ruleset


def validate(ruleset: RuleSet, where: str) -> None:
    """Refuse a rule set whose parts contradict each other."""
    layout = ruleset.layout
    if layout.decks < 1:
        raise _fail(where, "at least one deck is needed")
    if len(layout.columns) != len(layout.face_down):
        raise _fail(where, "“columns” and “face_down” must list as many columns")
    for number, (cards, down) in enumerate(zip(layout.columns, layout.face_down, strict=True), 1):
        if cards and down >= cards:
            raise _fail(where, "column {column} would have a face-down top card", column=number)
    total = sum(layout.columns) + layout.reserve
    if total != 52 * layout.decks:
        raise _fail(
            where,
            "the layout deals {total} cards, but the game is played with {cards} ({decks} × 52)",
            total=total,
            decks=layout.decks,
            cards=52 * layout.decks,
        )
    dealt = ruleset.reserve is ReserveRule.DEAL
    if dealt and layout.reserve > len(layout.reserve_targets):
        raise _fail(where, "the reserve has more cards than “reserve_targets” has columns")
    if any(not 1 <= target <= len(layout.columns) for target in layout.reserve_targets):
        raise _fail(where, "“reserve_targets” names a column that does not exist")
    if not dealt and ruleset.reserve_timing is ReserveTiming.WHEN_STUCK:
        raise _fail(where, "playable reserve cards are never dealt, so they have no timing")
    if ruleset.suites is SuiteRule.STAY and ruleset.win is WinRule.ALL_SUITES_REMOVED:
        raise _fail(where, "suites that stay in the tableau can never all be removed")


def load_variant(path: Path | str, base: RuleSet | None = None) -> RuleSet:
    """Read a variant file; `inherits = "name"` starts from a built-in variant."""
    from scorpion import arguments

    # reading a file from disk, not rules: the rule book gives variant files as text
    # pragma: no mutate start
    path = arguments.path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise _fail(path.name, "cannot be read: {reason}", reason=str(exc)) from None
    return read_variant(text, path.name, base)
    # pragma: no mutate end


def read_variant(text: str, where: str | None = None, base: RuleSet | None = None) -> RuleSet:
    """A variant from the text of a variant file (TOML); `where` names it in messages
    (by default `<name>.toml`, the file it would be)."""
    from scorpion import arguments

    # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
    # pragma: no mutate start
    text = arguments.text(text, N_("A variant file is read from text, not “{value}”"))
    if base is not None and not isinstance(base, RuleSet):
        raise VariantError(
            N_("A base variant is a rule set, not “{value}”"), value=arguments.shown(base)
        )
    # pragma: no mutate end
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        # the parser's reason is English: the reader gets the place in their language
        found = _TOML_PLACE.search(str(exc))
        if found is None:  # tomllib's one other place: "(at end of document)"
            raise _fail(
                where or "?", "cannot be read: not valid TOML, the text ends too early"
            ) from None
        raise _fail(
            where or "?",
            "cannot be read: not valid TOML at line {line}, character {column}",
            line=int(found.group(1)),
            column=int(found.group(2)),
        ) from None
    if where is None:
        name = data.get("name")
        where = f"{name}.toml" if isinstance(name, str) and name else "?"
    parent = data.pop("inherits", None)
    if parent is not None:
        if not isinstance(parent, str) or parent == data.get("name"):
            raise _fail(where, "“inherits” must name another variant")
        base = variant(parent)
    return parse_variant(data, where, base)


def variant_dirs() -> list[Path]:
    """Where variant files are looked for: the package's own, then the folders listed in
    the SCORPION_VARIANTS environment variable (so a contributor's file needs no code)."""
    # where variant files lie on disk: configuration, not rules (tests/test_variant_contribution.py)
    # pragma: no mutate start
    extra = os.environ.get("SCORPION_VARIANTS", "")
    return [Path(str(resources.files("scorpion.games.scorpion") / "variants"))] + [
        Path(entry) for entry in extra.split(os.pathsep) if entry
    ]
    # pragma: no mutate end


def variant_names(offered_by: str | None = None) -> tuple[str, ...]:
    """Names of the variants found in variant_dirs(); with `offered_by`, only the ones that
    source offers (`variant_names(offered_by="app")`: the app's New game choices)."""
    # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
    # pragma: no mutate start
    if offered_by is not None and not isinstance(offered_by, str):
        from scorpion.arguments import shown

        raise VariantError(
            N_("A rule source is named by text, not “{value}”"), value=shown(offered_by)
        )
    # pragma: no mutate end
    names = sorted({path.stem for folder in variant_dirs() for path in folder.glob("*.toml")})
    if offered_by is None:
        return tuple(names)
    return tuple(name for name in names if offered_by in variant(name).offered_by)


def variant(name: str | RuleSet) -> RuleSet:
    """A variant by name (a RuleSet is returned as it is)."""
    if isinstance(name, RuleSet):
        return name
    # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
    # pragma: no mutate start
    if not isinstance(name, str):
        from scorpion.arguments import shown

        raise VariantError(
            N_("A variant is a rule set or its name, not “{value}”"), value=shown(name)
        )
    # pragma: no mutate end
    # the search path is only the cache's key (the folders: variant_dirs), not rules
    # pragma: no mutate start
    return _variant_by_name(name, os.environ.get("SCORPION_VARIANTS", ""))
    # pragma: no mutate end


_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")


def refresh_variants() -> None:
    """Drop the variants read so far when a variant file was added, removed or edited
    since they were read: the next look-up reads the files again (an edited file is seen,
    and checked again). Files compared by their text, not their times (two writes within
    one clock tick share a time): reading them costs little, parsing them is what the
    cache saves, run before every scenario of the rule book.

    Under mutation testing (`make mutation`: mutmut names the mutant under test in
    MUTANT_UNDER_TEST) they are read again before every scenario: mutmut forks each run
    from a process that has run the rule book, whose variants, read before the mutant was
    switched on, would hide it, and it picks the scenarios to run by the functions each
    one called."""
    # which files were read: the cache's key, not rules
    # pragma: no mutate start
    found: list[tuple[Path, bytes]] = []
    for folder in variant_dirs():
        for path in sorted(folder.glob("*.toml")):
            try:
                found.append((path, path.read_bytes()))
            except OSError:
                found.append((path, b""))  # gone meanwhile: read again when looked up
    if found != _FILES_READ or os.environ.get("MUTANT_UNDER_TEST"):
        _variant_by_name.cache_clear()
        _FILES_READ[:] = found
    # pragma: no mutate end


_FILES_READ: list[tuple[Path, bytes]] = []
"""The variant files (path, text) as `refresh_variants` last saw them."""


@cache
def _variant_by_name(name: str, search_path: str) -> RuleSet:
    """Cached per name and search path: dealing a game must not search folders.

    A name is a file's stem, so only one made of letters, digits, "-" and "_" is looked
    for (a name with a path in it, or too long for a file name, is simply unknown)."""
    if _NAME.fullmatch(name):
        for folder in variant_dirs():
            path = folder / f"{name}.toml"
            if path.is_file():
                return load_variant(path)
    raise VariantError(
        N_("Unknown variant “{name}” (known: {known})"),
        name=name,
        known=", ".join(variant_names()),
    )
