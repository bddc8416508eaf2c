"""The `steps` catalog: English step phrases (msgids) taken from the step registry.

python -m scorpion.bdd.catalog          # rewrite locales/steps.pot, report missing translations
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from scorpion.bdd.phrases import AND_MSGID, ARTICLES_MSGID
from scorpion.bdd.steps import STEPS
from scorpion.i18n import LOCALES_DIR

LANGS = ("fr", "ms")


def msgids() -> list[tuple[str, str]]:
    """(msgid, comment) for every phrase of the steps catalog."""
    found = [
        (ARTICLES_MSGID, "Articles that may precede a card name, separated by |; - for none."),
        (AND_MSGID, "Joins the last two items of a list: “4♥, 5♥ and 7♠”."),
    ]
    for step in STEPS.values():
        for msgid, _ in step.phrases:
            found.append((msgid, f"step {step.kind} {step.id}"))
    return found


def template() -> Catalog:
    catalog = Catalog(project="scorpion", domain="steps")
    for msgid, comment in msgids():
        catalog.add(msgid, None, auto_comments=[comment], flags=["python-brace-format"])
    return catalog


def missing(lang: str) -> list[str]:
    """The msgids `lang` does not translate."""
    path = LOCALES_DIR / lang / "LC_MESSAGES" / "steps.po"
    with path.open("rb") as handle:
        catalog = read_po(handle)
    found = {message.id: message.string for message in catalog if message.id}
    return [m for m, _ in msgids() if not found.get(m)]


def main() -> int:
    out: Path = LOCALES_DIR / "steps.pot"
    with out.open("wb") as handle:
        write_po(handle, template(), width=100, omit_header=False)
    print(f"wrote {out}")
    status = 0
    for lang in LANGS:
        for msgid in missing(lang):
            print(f"{lang}: missing «{msgid}»")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
