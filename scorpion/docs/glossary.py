"""The glossary page (marker `<!-- scorpion:glossary -->`), printed from locales/glossary.toml.

One table per group of terms: the French, Malay and English words, where the Malay word
comes from (the Malay rule text, seed 001, or the project's own choice), the Malay words
not to write, and the term's note in the page's language. Nothing is written by hand: a
term added to the data file appears here at the next build.
"""

from __future__ import annotations

import html

from scorpion.docs.board_svg import site_text
from scorpion.glossary import Glossary, Term, load
from scorpion.i18n import N_

GROUP_TITLES = {
    "cards": N_("Cards"),
    "table": N_("On the table"),
    "play": N_("Playing"),
    "rules": N_("Rules and variants"),
    "project": N_("The rule book and its files"),
    "scopa": N_("Scopa"),
}
ORIGIN = {True: N_("seed 001"), False: N_("the project's choice")}
COLUMNS = (
    N_("French"),
    N_("Malay"),
    N_("English"),
    N_("Malay word from"),
    N_("Not to write in Malay"),
    N_("Not to write in French"),
    N_("Note"),
)
#: the style guide's short table: one line per term, the words to write and not to write
STYLE_COLUMNS = (N_("French"), N_("Malay"), N_("Not to write"))


def _cell(text: str) -> str:
    return html.escape(text, quote=False).replace("|", "\\|").replace("\n", " ")


def _row(term: Term, lang: str) -> str:
    origin = site_text(lang, ORIGIN[term.seed001])
    avoid = ", ".join(f"<s>{_cell(a.word)}</s>" for a in term.avoid)
    avoid_fr = ", ".join(f"<s>{_cell(a.word)}</s>" for a in term.fr_avoid)
    cells = [
        f'<span lang="fr">{_cell(term.fr)}</span>',
        f'<strong lang="ms">{_cell(term.ms)}</strong>',
        f'<span lang="en">{_cell(term.en)}</span>',
        _cell(origin),
        f'<span lang="ms">{avoid}</span>' if avoid else "",
        f'<span lang="fr">{avoid_fr}</span>' if avoid_fr else "",
        _cell(term.note(lang)),
    ]
    return f"| {' | '.join(cells)} |"


def style_terms(lang: str, seed001_only: bool = False, glossary: Glossary | None = None) -> str:
    """The style guide's table of terms, in `lang`: French, Malay, the words not to write
    (Malay, then French); `seed001_only`: the Malay words taken from the Malay rule text."""
    glossary = glossary or load()
    head = "| " + " | ".join(site_text(lang, c) for c in STYLE_COLUMNS) + " |"
    out = [head, "|---|---|---|"]
    for _group, terms in glossary.grouped():
        for term in terms:
            if seed001_only and not term.seed001:
                continue
            avoid = [f'<s lang="ms">{_cell(a.word)}</s>' for a in term.avoid]
            avoid += [f'<s lang="fr">{_cell(a.word)}</s>' for a in term.fr_avoid]
            out.append(
                f'| <span lang="fr">{_cell(term.fr)}</span> '
                f'| <strong lang="ms">{_cell(term.ms)}</strong> | {", ".join(avoid)} |'
            )
    return "\n".join(out) + "\n"


def glossary_page(lang: str, glossary: Glossary | None = None) -> str:
    """The tables of the glossary page, in `lang` (fr or ms)."""
    glossary = glossary or load()
    head = "| " + " | ".join(site_text(lang, c) for c in COLUMNS) + " |"
    out: list[str] = []
    for group, terms in glossary.grouped():
        if not terms:
            continue
        out += [f"## {site_text(lang, GROUP_TITLES[group])}", "", head, "|---" * len(COLUMNS) + "|"]
        out += [_row(term, lang) for term in terms]
        out.append("")
    return "\n".join(out)
