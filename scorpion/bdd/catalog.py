"""The rule book's catalogs: each game's (Scorpion's `steps`: its English step phrases,
taken from its step registry) and `rulebook` (the failure messages, every `M_("...")` in
scorpion/bdd/*.py and in the games' step sets).

python -m scorpion.bdd.catalog   # rewrite locales/steps.pot and locales/rulebook.pot,
                                 # report missing or mismatched translations
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from scorpion.bdd import messages
from scorpion.bdd.games import registered
from scorpion.i18n import LOCALES_DIR

LANGS = ("fr", "ms")


def _step_sets() -> list[Any]:
    return [game.steps() for game in registered()]


def message_msgids() -> list[tuple[str, str]]:
    """(msgid, comment) for every failure message of the rule book (`rulebook` domain):
    the M_ marks of scorpion/bdd and of each game's step set (its MESSAGE_FILES)."""
    paths = sorted(messages.HERE.glob("*.py"))
    for steps in _step_sets():
        paths += list(getattr(steps, "MESSAGE_FILES", ()))
    return [
        (msgid, f"message {where.split(':')[0]}") for msgid, where in messages.marked_msgids(paths)
    ]


def _domains() -> dict[str, Callable[[], list[tuple[str, str]]]]:
    found: dict[str, Callable[[], list[tuple[str, str]]]] = {}
    for steps in _step_sets():
        found |= dict(getattr(steps, "CATALOGS", {}))
    found[messages.DOMAIN] = message_msgids
    return found


#: Each domain of the rule book and where its msgids come from (the games' step sets
#: name theirs in features/games.toml).
DOMAINS = _domains()


def msgids(domain: str = "steps") -> list[tuple[str, str]]:
    """(msgid, comment) for every entry of `domain` (by default, the step phrases)."""
    return DOMAINS[domain]()


def template(domain: str = "steps") -> Catalog:
    catalog = Catalog(project="scorpion", domain=domain)
    for msgid, comment in DOMAINS[domain]():
        catalog.add(msgid, None, auto_comments=[comment], flags=["python-brace-format"])
    return catalog


def placeholders(text: str) -> set[str]:
    """The {names} a message or translation uses."""
    return set(re.findall(r"\{(\w*)(?:=[^{}]*)?\}", text))


def translations(lang: str, domain: str = "steps") -> dict[str, str]:
    """msgid → translation of `domain` in `lang` (empty when untranslated)."""
    path = LOCALES_DIR / lang / "LC_MESSAGES" / f"{domain}.po"
    if not path.exists():
        return {}
    with path.open("rb") as handle:
        catalog = read_po(handle)
    return {str(message.id): str(message.string) for message in catalog if message.id}


def missing(lang: str, domain: str = "steps") -> list[str]:
    """The msgids `lang` does not translate."""
    found = translations(lang, domain)
    return [m for m, _ in DOMAINS[domain]() if not found.get(m)]


def mismatched(lang: str, domain: str = messages.DOMAIN) -> list[str]:
    """The msgids whose translation in `lang` does not use the same {placeholders}."""
    found = translations(lang, domain)
    return [
        m
        for m, _ in DOMAINS[domain]()
        if found.get(m)
        and any(placeholders(text) != placeholders(m) for text in found[m].split("|"))
    ]


def main() -> int:
    status = 0
    for domain in DOMAINS:
        out: Path = LOCALES_DIR / f"{domain}.pot"
        with out.open("wb") as handle:
            write_po(handle, template(domain), width=100, omit_header=False)
        print(f"wrote {out}")
        for lang in LANGS:
            for msgid in missing(lang, domain):
                print(f"{lang} {domain}: missing «{msgid}»")
                status = 1
            for msgid in mismatched(lang, domain):
                print(f"{lang} {domain}: placeholders differ in «{msgid}»")
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
