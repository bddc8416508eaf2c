"""What the rule book asserts beyond the rule texts, for the conformance page.

Read from features/choices.toml: the choices a text leaves open that some scenarios check
(`[choice.<id>]`, run against an engine only when it declares the choice) and what a text
leaves open where the rule book accepts every reading (`[open.<id>]`). The scenarios of
a choice are found from their `@choice:<id>` tags, so the list cannot drift from the
feature files.
"""

from __future__ import annotations

import html
import tomllib
from collections.abc import Callable
from pathlib import Path

from scorpion.bdd.kinds import CHOICES_FILE, scenario_kind
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


def beyond_the_texts(lang: str, linker: Linker, path: Path = CHOICES_FILE) -> str:
    """The section "What the rule book asserts beyond the texts", in `lang`."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    tagged = tagged_choices()

    def t(msgid: str, **values: object) -> str:
        return site_text(lang, msgid, **values)

    def cell(entry: dict[str, object], ids: list[str]) -> str:
        reason = html.escape(str(entry.get(lang) or entry.get("en", "")))
        texts = ", ".join(str(text) for text in entry.get("texts", []))  # type: ignore[attr-defined]
        links = []
        for scenario_id in ids:
            title, link = linker(scenario_id)
            label = html.escape(scenario_id)
            tip = html.escape(title)
            links.append(f'<a href="{link}" title="{tip}">{label}</a>' if link else label)
        return f"| {reason} | {texts} | {', '.join(links) or t('none yet')} |"

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
    for name, entry in sorted(data.get("choice", {}).items()):
        out.append(cell(entry, tagged.get(name, [])).replace("| ", f"| `{name}`: ", 1))
    out += [
        "",
        t("Where a text leaves something open, the rule book accepts every reading:"),
        "",
        f"| {t('Left open')} | {t('Texts')} | {t('Scenarios')} |",
        "|---|---|---|",
    ]
    for name, entry in sorted(data.get("open", {}).items()):
        out.append(cell(entry, list(entry.get("scenarios", []))).replace("| ", f"| `{name}`: ", 1))
    return "\n".join(out) + "\n"
