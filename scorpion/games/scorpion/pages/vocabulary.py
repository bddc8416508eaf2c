"""The step vocabulary page ("Écrire un scénario" / "Menulis senario"), from the catalogs.

Marker `<!-- scorpion:vocabulary -->`: what each placeholder may be written as, then every
step of the rule book by kind (given / when / then), with the wordings its phrases accept
(read from the `steps` catalog by scorpion.bdd.wording, so the page shows exactly what the
matcher accepts) and an example line filled in (the one hints show).
"""

from __future__ import annotations

from scorpion.bdd import wording
from scorpion.bdd.dialect import register_dialects
from scorpion.bdd.phrases import Phrase, articles, fillers, wordings
from scorpion.docs.board_svg import site_text
from scorpion.games.scorpion.rulebook.phrases import example_line, example_values, phrases
from scorpion.games.scorpion.rulebook.world import STEPS
from scorpion.i18n import N_

KIND_TITLES = {
    "given": N_("Given: the starting point"),
    "when": N_("When: the action"),
    "then": N_("Then: what must hold"),
}

#: What each placeholder stands for (site msgids), in the order the page lists them.
PLACEHOLDERS = {
    "card": N_("a card, in words or symbols, with or without an article"),
    "cards": N_("cards separated by commas, the last two by the word for “and”"),
    "suit": N_("a suit, as a word or a symbol"),
    "variant": N_("the title of a variant (or its name in the engine)"),
    "variants": N_("titles of variants, as a list"),
    "message": N_("the exact message of the refusal, in the feature's language"),
    "move": N_("a move as the engine writes it"),
    "column": N_("a whole number: a column (1 is the leftmost)"),
    "count": N_("a whole number"),
}

LANGUAGE_CODE = {"fr": "fr", "ms": "ms"}


_t = site_text


def _cell(text: str) -> str:
    return "`" + text.replace("|", "\\|") + "`"


def placeholders(lang: str) -> str:
    values = example_values(lang)
    words = ", ".join(f"« {a} »" for a in articles(lang))
    out = [
        f"| {_t(lang, 'Placeholder')} | {_t(lang, 'What to write')} | {_t(lang, 'Example')} |",
        "|---|---|---|",
    ]
    for name, msgid in PLACEHOLDERS.items():
        what = _t(lang, msgid)
        if name == "card" and words:
            what += f" ({words})"
        out.append(f"| `{{{name}}}` | {what} | {_cell(values.get(name, '7'))} |")
    out.append(
        f"| `{{…}}` | {_t(lang, 'any other name: a whole number (points, seed, hidden, up…)')}"
        " | `5` |"
    )
    return "\n".join(out) + "\n"


def steps_by_kind(lang: str) -> dict[str, list[list[Phrase]]]:
    """kind → the phrases of each msgid of that kind, in the order the steps are
    registered and the wordings written (the first wording gives the example)."""
    by_text = {(p.msgid, p.text): p for p in phrases(lang)}
    grouped: dict[str, list[list[Phrase]]] = {kind: [] for kind in KIND_TITLES}
    for step in STEPS.values():
        for msgid, _defaults in step.phrases:
            found = [by_text[(msgid, text)] for text in wordings(lang, msgid)]
            grouped[step.kind].append(found)
    return grouped


def vocabulary(lang: str) -> str:
    """The whole generated part of the page, in `lang`."""
    register_dialects()
    out = [f"## {_t(lang, 'Placeholders')}", "", placeholders(lang), ""]
    out += [
        f"{_t(lang, 'In the wordings, (a / b) means one of them, [a / b] one of them or nothing; a final colon is optional.')}",  # noqa: E501
        "",
    ]
    words = ", ".join(f"« {w} »" for w in sorted(fillers(lang)))
    if words:
        out += [
            _t(lang, "These words may be added anywhere in a line: {words}.").format(words=words)
        ]
        out.append("")
    for kind, steps in steps_by_kind(lang).items():
        out += [f"## {_t(lang, KIND_TITLES[kind])}", ""]
        out += [f"| {_t(lang, 'Accepted wordings')} | {_t(lang, 'Example')} |", "|---|---|"]
        for found in steps:
            shown = "<br>".join(_cell(wording.readable(p.items)) for p in found)
            out.append(f"| {shown} | {_cell(example_line(lang, found[0]))} |")
        out.append("")
    return "\n".join(out)
