"""The rule book's own failure messages, in the language of the feature that fails.

Every message the executor, the phrases, the dialect and the steps produce is an English
msgid of the `rulebook` catalog domain, marked with :func:`M_` where it is written (so
`python -m scorpion.bdd.catalog` finds it and the parity test checks its translations).
`say(lang, msgid, **params)` translates it and renders each value in that language: cards
as symbols ("V♥", "J♥"), suits, moves and other values by their `to_text(lang)`, engine
errors through `ScorpionError.message(lang)`, lists joined with commas ("none" when empty).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from scorpion.cards import Card
from scorpion.errors import ScorpionError
from scorpion.i18n import LANGUAGES, gettext

#: The catalog domain of the rule book's messages (locales/<lang>/LC_MESSAGES/rulebook.po).
DOMAIN = "rulebook"

#: The name of the marker function, looked for by `marked_msgids`.
MARKER = "M_"


def M_(msgid: str) -> str:
    """Mark a rule-book message for the `rulebook` catalog; returns it unchanged."""
    return msgid


def message_language(lang: str | None) -> str:
    """`lang` when the catalogs know it, English otherwise."""
    return lang if lang in LANGUAGES else "en"


@dataclass(frozen=True)
class Word:
    """A word or phrase of the `rulebook` catalog used as a value ("face up", "none")."""

    msgid: str

    def to_text(self, lang: str) -> str:
        return gettext(message_language(lang), self.msgid, domain=DOMAIN)


NONE = Word(M_("none"))
YES = Word(M_("yes"))
NO = Word(M_("no"))


def render(value: object, lang: str) -> str:
    """One placeholder value as text in `lang`."""
    if isinstance(value, ScorpionError):
        return value.message(lang)
    if isinstance(value, Card):
        return value.to_text(lang, symbol=True)
    if isinstance(value, bool):
        return render(YES if value else NO, lang)
    if value is None:
        return render(NONE, lang)
    to_text = getattr(value, "to_text", None)  # moves, suits, Word, titles: before tuples,
    if callable(to_text):  # for a Move is a named tuple
        return str(to_text(lang))
    if isinstance(value, tuple | list):
        return ", ".join(render(item, lang) for item in value) or render(NONE, lang)
    return str(value)


def say(lang: str | None, msgid: str, /, **params: object) -> str:
    """`msgid` in `lang` (English when the language is unknown), values rendered in it."""
    lang = message_language(lang)
    text = gettext(lang, msgid, domain=DOMAIN)
    values = {key: render(value, lang) for key, value in params.items()}
    return text.format(**values)


class Message:
    """A message kept as msgid and values, rendered when the language is known."""

    def __init__(self, msgid: str, /, **params: object) -> None:
        self.msgid = msgid
        self.params = params

    def message(self, lang: str | None) -> str:
        return say(lang, self.msgid, **self.params)


#: The folder of the generic machinery's own messages.
HERE = Path(__file__).resolve().parent


def marked_msgids(paths: Iterable[Path] | None = None) -> list[tuple[str, str]]:
    """(msgid, "file:line") of every `M_("...")` call in `paths` (scorpion/bdd/*.py by
    default), in order."""
    if paths is None:
        paths = sorted(HERE.glob("*.py"))
    found: dict[str, tuple[str, int]] = {}
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == MARKER
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.setdefault(node.args[0].value, (path.name, node.lineno))
    ordered = sorted(found.items(), key=lambda item: item[1])
    return [(msgid, f"{name}:{line}") for msgid, (name, line) in ordered]
