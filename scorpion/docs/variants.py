"""The variants on the rules site, generated from their data files
(`scorpion/games/scorpion/variants/`).

* `VariantWriter.sheet`: one variant's sheet — its parameters, what differs from Classique,
  the reading it pins (`reading`, translated in the `site` catalog) and its sources;
* `VariantWriter.comparison`: every variant side by side, one row per parameter;
* `VariantWriter.disagreements`: the points where sources disagree, read from
  `docs/data/sources.toml` (French and Malay text per entry), each reading with its
  sources and the variants that pin it.

Every word printed here is a msgid of the `site` catalog (parameter names, enum values,
headings); the variants' titles come from their data files.
"""

from __future__ import annotations

import html
import os
import posixpath
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from scorpion.docs.board_svg import site_text
from scorpion.docs.render import SiteBuildError, page_url_dir
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


# ---- the data file of sources and disagreements ---------------------------------------------
def sources_file() -> Path:
    """docs/data/sources.toml, or $SCORPION_SITE_SOURCES (tests build from a copy)."""
    default = Path(__file__).resolve().parents[2] / "docs" / "data" / "sources.toml"
    return Path(os.environ.get("SCORPION_SITE_SOURCES") or default)


@dataclass(frozen=True)
class Reading:
    text: Mapping[str, str]
    sources: tuple[str, ...]
    variants: tuple[str, ...]
    """The variants the file says pin this reading."""
    match: Mapping[str, tuple[Any, ...]] | None
    """RuleSet fields → accepted values: a variant pins the reading when all match."""


@dataclass(frozen=True)
class Question:
    key: str
    text: Mapping[str, str]
    readings: tuple[Reading, ...]
    scope: Mapping[str, tuple[Any, ...]] | None
    """Which variants the question concerns (all when absent); used with `match`."""
    note: Mapping[str, str] | None


@dataclass(frozen=True)
class SourceData:
    path: Path
    names: Mapping[str, Mapping[str, str]]
    """Source key → its name in each language."""
    files: Mapping[str, str]
    """Seed file name (a variant's `seeds`) → source key."""
    questions: tuple[Question, ...]

    def name(self, key: str, lang: str) -> str:
        return self.names[key][lang]


def _texts(value: Any, where: str, path: Path) -> dict[str, str]:
    if not isinstance(value, dict) or not all(
        isinstance(value.get(lang), str) and value[lang].strip() for lang in SITE_LANGS
    ):
        raise SiteBuildError(path, None, f"{where}: needs a text in each of {SITE_LANGS}")
    return {lang: str(value[lang]).strip() for lang in SITE_LANGS}


def _match(value: Any, where: str, path: Path) -> dict[str, tuple[Any, ...]] | None:
    if value is None:
        return None
    if not isinstance(value, dict) or not value:
        raise SiteBuildError(path, None, f"{where}: must be a table of RuleSet fields")
    out: dict[str, tuple[Any, ...]] = {}
    for key, accepted in value.items():
        try:
            field_value(RuleSet(name="check"), key)
        except AttributeError:
            raise SiteBuildError(path, None, f"{where}: RuleSet has no field {key!r}") from None
        out[key] = tuple(accepted) if isinstance(accepted, list) else (accepted,)
    return out


def load_sources(path: Path, known_variants: Iterable[str]) -> SourceData:
    """Read and check the data file; any fault is a SiteBuildError naming the file."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        raise SiteBuildError(path, None, f"cannot be read: {err}") from err
    known = set(known_variants)
    names: dict[str, dict[str, str]] = {}
    files: dict[str, str] = {}
    for key, entry in data.get("source", {}).items():
        names[key] = _texts(entry, f"source {key}", path)
        if "file" in entry:
            files[str(entry["file"])] = key
    questions: list[Question] = []
    for number, entry in enumerate(data.get("question", []), 1):
        key = str(entry.get("key") or number)
        where = f"question {key}"
        readings: list[Reading] = []
        for index, item in enumerate(entry.get("reading", []), 1):
            here = f"{where}, reading {index}"
            sources = tuple(str(s) for s in item.get("sources", []))
            for source in sources:
                if source not in names:
                    raise SiteBuildError(path, None, f"{here}: unknown source {source!r}")
            variants = tuple(str(v) for v in item.get("variants", []))
            for name in variants:
                if name not in known:
                    raise SiteBuildError(path, None, f"{here}: unknown variant {name!r}")
            readings.append(
                Reading(
                    _texts(item, here, path),
                    sources,
                    variants,
                    _match(item.get("match"), here, path),
                )
            )
        if not readings:
            raise SiteBuildError(path, None, f"{where}: no reading")
        note = _texts(entry["note"], f"{where} note", path) if "note" in entry else None
        questions.append(
            Question(
                key,
                _texts(entry, where, path),
                tuple(readings),
                _match(entry.get("scope"), f"{where} scope", path),
                note,
            )
        )
    return SourceData(path, names, files, tuple(questions))


def field_value(ruleset: RuleSet, dotted: str) -> Any:
    """A RuleSet field by dotted name ("suites", "layout.decks", "scoring.turn_up"), as the
    data files write it: enum values as strings, no undo limit as "unlimited"."""
    value: Any = ruleset
    for part in dotted.split("."):
        if part.startswith("_") or not hasattr(value, part):
            raise AttributeError(dotted)
        value = getattr(value, part)
    if isinstance(value, Enum):
        return value.value
    if value is None and dotted == "undo_depth":
        return "unlimited"
    if isinstance(value, tuple):
        return list(value)
    return value


def matches(ruleset: RuleSet, match: Mapping[str, tuple[Any, ...]] | None) -> bool:
    if match is None:
        return True
    return all(field_value(ruleset, key) in accepted for key, accepted in match.items())


def pinned_by(reading: Reading, rulesets: Mapping[str, RuleSet]) -> list[str]:
    """The variants pinning a reading: those its `match` selects (so a new variant file
    takes its place by itself), else those the file names."""
    if reading.match is not None:
        return [name for name, ruleset in rulesets.items() if matches(ruleset, reading.match)]
    return [name for name in rulesets if name in reading.variants]


# ---- writing ---------------------------------------------------------------------------------
def _cell(text: str) -> str:
    return text.replace("|", "\\|")


@dataclass
class VariantWriter:
    """The generated content about variants, in one language."""

    lang: str
    rulesets: dict[str, RuleSet]
    """Every variant, the reference first, then in variant_names() order."""
    data: SourceData
    homes: dict[str, tuple[str, str]]
    """Variant → (src_uri of the page showing its sheet, anchor or "")."""
    untranslated: set[str]
    """Variants whose reading has no translation (the page shows it in English, marked)."""
    pages: frozenset[str] = frozenset()
    """The hand-written pages of the build (for links to the comparison and disagreements)."""

    def t(self, msgid: str, **values: object) -> str:
        text = site_text(self.lang, msgid)
        return text.format(**values) if values else text

    def values(self, ruleset: RuleSet) -> list[tuple[str, str]]:
        return [(self.t(label), value(ruleset, self.t)) for label, value in PARAMETERS]

    def href(self, from_uri: str, name: str) -> str | None:
        if name not in self.homes:
            return None
        uri, anchor = self.homes[name]
        if uri == from_uri:
            return f"#{anchor}" if anchor else "#"
        rel = posixpath.relpath(page_url_dir(uri), page_url_dir(from_uri))
        rel = "./" if rel == "." else rel + "/"
        return rel + (f"#{anchor}" if anchor else "")

    def title_link(self, from_uri: str, name: str) -> str:
        title = html.escape(self.rulesets[name].title(self.lang))
        href = self.href(from_uri, name)
        return f'<a href="{href}">{title}</a>' if href else title

    def reading(self, ruleset: RuleSet) -> str:
        if not ruleset.reading:
            return self.t("none")
        text = site_text(self.lang, ruleset.reading)
        if text == ruleset.reading:
            self.untranslated.add(ruleset.name)
            note = self.t("(not translated yet: the variant file gives it in English)")
            return f'<p lang="en">{html.escape(text)}</p>\n\n<p><em>{note}</em></p>'
        return html.escape(text, quote=False)

    def source_names(self, ruleset: RuleSet) -> list[str]:
        out = []
        for seed in ruleset.sources:
            key = self.data.files.get(seed)
            out.append(
                html.escape(self.data.name(key, self.lang))
                if key
                else f"<code>{html.escape(seed)}</code>"
            )
        return out

    # ---- one variant ------------------------------------------------------------------
    def sheet(self, name: str, page_uri: str, level: int = 2) -> str:
        """The sheet of a variant: parameters, what differs from the reference, the reading
        it pins, its sources; links to the comparison and the disagreements."""
        ruleset = self.rulesets[name]
        reference = self.rulesets[REFERENCE]
        title = ruleset.title(self.lang)
        ref_title = reference.title(self.lang)
        h, sub = "#" * level, "#" * (level + 1)
        mine, theirs = self.values(ruleset), self.values(reference)
        out = [
            f"{h} {self.t('The variant {title} at a glance', title=title)} {{ #variant-{name} }}",
            "",
            f"| {self.t('Parameter')} | {self.t('Value')} |",
            "|---|---|",
        ]
        for (label, value), (_label, ref) in zip(mine, theirs, strict=True):
            shown = f"**{value}**" if value != ref else value
            out.append(f"| {_cell(label)} | {_cell(shown)} |")
        out += ["", f"{sub} {self.t('What differs from {reference}', reference=ref_title)}", ""]
        if name == REFERENCE:
            out.append(
                self.t(
                    "This is the reference: every other variant is described by what it changes."
                )
            )
        else:
            differences = [
                (label, value, ref)
                for (label, value), (_label, ref) in zip(mine, theirs, strict=True)
                if value != ref and label != self.t(PARAMETERS[0][0])
            ]
            if not differences:
                out.append(
                    self.t("Nothing: the same parameters as {reference}.", reference=ref_title)
                )
            for label, value, ref in differences:
                out.append(
                    "- "
                    + self.t(
                        "{label}: {value} ({reference}: {reference_value})",
                        label=f"**{label}**",
                        value=value,
                        reference=ref_title,
                        reference_value=ref,
                    )
                )
        out += ["", f"{sub} {self.t('The reading it pins')}", "", self.reading(ruleset), ""]
        out += [f"{sub} {self.t('Sources')}", ""]
        names = self.source_names(ruleset)
        out += [f"- {n}" for n in names] or [self.t("none")]
        if ruleset.offered_by:
            offered = ", ".join(
                html.escape(self.data.name(k, self.lang)) if k in self.data.names else k
                for k in ruleset.offered_by
            )
            out += ["", self.t("Offered as a choice by: {names}", names=offered)]
        out += ["", self.see_also(page_uri), ""]
        return "\n".join(out) + "\n"

    def see_also(self, page_uri: str) -> str:
        links = []
        for uri, msgid in (
            ("variants.md", N_("All variants side by side")),
            ("disagreements.md", N_("Where the sources disagree")),
        ):
            if uri in self.pages and uri != page_uri:
                rel = posixpath.relpath(page_url_dir(uri), page_url_dir(page_uri))
                href = "./" if rel == "." else rel + "/"
                links.append(f'<a href="{href}">{self.t(msgid)}</a>')
        return f'<p class="sc-source">{" · ".join(links)}</p>' if links else ""

    # ---- all variants -------------------------------------------------------------------
    def comparison(self, page_uri: str) -> str:
        """Every variant side by side: one row per parameter, one column per variant (the
        reference first); a cell that differs from the reference is marked."""
        names = list(self.rulesets)
        table = {name: self.values(self.rulesets[name]) for name in names}
        head = "".join(
            f'<th scope="col" data-variant="{html.escape(n)}">{self.title_link(page_uri, n)}</th>'
            for n in names
        )
        out = [
            '<div class="sc-compare">',
            "<table>",
            f"<thead><tr><th>{self.t('Parameter')}</th>{head}</tr></thead>",
            "<tbody>",
        ]
        for row, (label, _value) in enumerate(table[REFERENCE]):
            cells = []
            for name in names:
                value = table[name][row][1]
                differs = row > 0 and value != table[REFERENCE][row][1]
                cls = ' class="sc-diff"' if differs else ""
                cells.append(f'<td{cls} data-variant="{html.escape(name)}">{value}</td>')
            out.append(f'<tr><th scope="row">{label}</th>{"".join(cells)}</tr>')
        out += ["</tbody>", "</table>", "</div>", ""]
        reference = self.rulesets[REFERENCE].title(self.lang)
        out.append(
            f'<p class="sc-source">'
            f"{self.t('Highlighted: what differs from {reference}.', reference=reference)}</p>"
        )
        return "\n".join(out) + "\n"

    def disagreements(self, page_uri: str) -> str:
        """The table of points where sources disagree: each question, its readings, the
        sources of each and the variants that pin it (linked to their pages)."""
        lang = self.lang
        out = [
            '<div class="sc-disagreements">',
            "<table>",
            f"<thead><tr><th>{self.t('Question')}</th><th>{self.t('Reading')}</th>"
            f"<th>{self.t('Sources')}</th><th>{self.t('Variants that pin it')}</th></tr></thead>",
            "<tbody>",
        ]
        for question in self.data.questions:
            for index, reading in enumerate(question.readings):
                cells = []
                if index == 0:
                    text = html.escape(question.text[lang])
                    if question.note:
                        text += f"<br><small>{html.escape(question.note[lang])}</small>"
                    cells.append(
                        f'<th scope="rowgroup" rowspan="{len(question.readings)}" '
                        f'id="q-{html.escape(question.key)}">{text}</th>'
                    )
                cells.append(f"<td>{html.escape(reading.text[lang])}</td>")
                sources = ", ".join(html.escape(self.data.name(s, lang)) for s in reading.sources)
                cells.append(f"<td>{sources or self.t('none')}</td>")
                variants = ", ".join(
                    self.title_link(page_uri, n) for n in pinned_by(reading, self.rulesets)
                )
                cells.append(f'<td class="sc-pinned">{variants or self.t("none")}</td>')
                out.append(f"<tr>{''.join(cells)}</tr>")
        out += ["</tbody>", "</table>", "</div>", ""]
        return "\n".join(out) + "\n"
