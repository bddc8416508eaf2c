"""The rule book's catalogs: `steps` (English step phrases, taken from the step registry)
and `rulebook` (its failure messages, every `M_("...")` in scorpion/bdd/*.py).

python -m scorpion.bdd.catalog   # rewrite locales/steps.pot and locales/rulebook.pot,
                                 # report missing or mismatched translations
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from scorpion.bdd import messages
from scorpion.bdd.hints import EXAMPLE_CARD_MSGID, EXAMPLE_CARDS_MSGID, NEGATION_MSGID
from scorpion.bdd.phrases import AND_MSGID, ARTICLES_MSGID, FILLERS_MSGID, NUMBERS_MSGID
from scorpion.bdd.steps import STEPS
from scorpion.i18n import LOCALES_DIR

LANGS = ("fr", "ms")


def msgids() -> list[tuple[str, str]]:
    """(msgid, comment) for every phrase of the steps catalog."""
    found = [
        (ARTICLES_MSGID, "Articles that may precede a card name, separated by |; - for none."),
        (AND_MSGID, "Joins the last two items of a list: “4♥, 5♥ and 7♠”."),
        (
            NUMBERS_MSGID,
            "Whole numbers a step line may spell out: a number, a space, its words separated"
            " by commas; entries separated by |: “0 zero|1 one|2 two”.",
        ),
        (
            FILLERS_MSGID,
            "Words a step line may add anywhere (now, still...), separated by |; - for none.",
        ),
        (
            NEGATION_MSGID,
            "Words that make a step line negative, separated by |: hints compare a line"
            " with phrases of the same polarity.",
        ),
        (
            EXAMPLE_CARD_MSGID,
            "The card written in the examples of hints and of the vocabulary page.",
        ),
        (
            EXAMPLE_CARDS_MSGID,
            "The cards written in the examples of hints and of the vocabulary page.",
        ),
    ]
    for step in STEPS.values():
        for msgid, _ in step.phrases:
            found.append((msgid, f"step {step.kind} {step.id}"))
    return found


def message_msgids() -> list[tuple[str, str]]:
    """(msgid, comment) for every failure message of the rule book (`rulebook` domain)."""
    return [(msgid, f"message {where.split(':')[0]}") for msgid, where in messages.marked_msgids()]


#: Each domain of the rule book and where its msgids come from.
DOMAINS: dict[str, Callable[[], list[tuple[str, str]]]] = {
    "steps": msgids,
    messages.DOMAIN: message_msgids,
}


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
