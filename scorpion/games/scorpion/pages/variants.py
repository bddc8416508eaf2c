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
import posixpath
from dataclasses import dataclass

from scorpion.docs.board_svg import site_text
from scorpion.docs.render import page_url_dir
from scorpion.games.scorpion.pages.variant_params import (
    PARAMETERS,
    REFERENCE,
)
from scorpion.games.scorpion.pages.variant_sources import (
    SourceData,
    load_sources,
    pinned_by,
    sources_file,
)
from scorpion.games.scorpion.rules import (
    RuleSet,
)
from scorpion.i18n import N_

__all__ = ["REFERENCE", "VariantWriter", "load_sources", "sources_file"]


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
