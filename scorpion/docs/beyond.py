"""What the rule book asserts beyond the rule texts, for the conformance page.

Read from features/choices.toml (`scorpion.bdd.kinds`): the choices a text leaves open
that some scenarios check (run against an engine only when it declares the choice) and
what a text leaves open where the rule book accepts every reading. The scenarios of a
choice are found from their `@choice:<id>` tags, so the list cannot drift from the
feature files.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path

from scorpion.bdd.kinds import Choice, choices, open_readings, scenario_kind
from scorpion.bdd.reading import FEATURES_DIR, load_all
from scorpion.docs.board_svg import site_text

#: The scenario's title and link on the site, by id ("" when it has no page).
Linker = Callable[[str], tuple[str, str]]


def tagged_choices(root: Path = FEATURES_DIR) -> dict[str, list[str]]:
    """Choice id → the ids of the scenarios tagged with it (each id once)."""
    found: dict[str, list[str]] = {}
    for feature in load_all(root):
        for scenario in feature.scenarios:
            kind = scenario_kind(feature, scenario)
            if kind.choice and scenario.id not in found.setdefault(kind.choice, []):
                found[kind.choice].append(scenario.id)
    return found


def beyond_the_texts(lang: str, linker: Linker) -> str:
    """The section "What the rule book asserts beyond the texts", in `lang`."""
    tagged = tagged_choices()

    def t(msgid: str, **values: object) -> str:
        return site_text(lang, msgid, **values)

    def row(entry: Choice, ids: tuple[str, ...] | list[str]) -> str:
        links = []
        for scenario_id in ids:
            title, link = linker(scenario_id)
            label, tip = html.escape(scenario_id), html.escape(title)
            links.append(f'<a href="{link}" title="{tip}">{label}</a>' if link else label)
        return (
            f"| `{entry.id}`: {html.escape(entry.reason(lang))} | {', '.join(entry.texts)} "
            f"| {', '.join(links) or t('none yet')} |"
        )

    out = [
        f"## {t('What the rule book asserts beyond the texts')}",
        "",
        t(
            "A choice is checked only on an engine that declares it (`choices` in its "
            "`hello` answer); otherwise its scenarios are not applicable, never passed."
        ),
        "",
        f"| {t('Choice')} | {t('Texts that leave it open')} | {t('Scenarios')} |",
        "|---|---|---|",
    ]
    out += [row(entry, tagged.get(name, [])) for name, entry in sorted(choices().items())]
    out += [
        "",
        t("Where a text leaves something open, the rule book accepts every reading:"),
        "",
        f"| {t('Left open')} | {t('Texts')} | {t('Scenarios')} |",
        "|---|---|---|",
    ]
    out += [row(entry, entry.scenarios) for _name, entry in sorted(open_readings().items())]
    return "\n".join(out) + "\n"
