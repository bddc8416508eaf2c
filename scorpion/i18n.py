"""The language-checked face of the catalogs: every language code a user gives is checked
here (a LanguageError in the user's words otherwise) before a message is looked up.

The catalogs themselves (loading, compiling, the list of languages and domains) live one
floor down in `scorpion.catalogs`, which `scorpion.errors` uses too.
"""

from __future__ import annotations

import gettext as _gettext
import os

from scorpion.catalogs import (
    DEFAULT_LANGUAGE,
    DOMAINS,
    LANGUAGES,
    LOCALES_DIR,
    N_,
    compile_catalogs,
    translations,
)
from scorpion.errors import LanguageError

__all__ = [
    "DEFAULT_LANGUAGE",
    "DOMAINS",
    "LANGUAGES",
    "LOCALES_DIR",
    "N_",
    "check_language",
    "compile_catalogs",
    "gettext",
    "ngettext",
    "translator",
    "ui_language",
]


def ui_language() -> str:
    """The language of a command's own words when none is asked for: fr or ms when the
    environment asks for it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), English otherwise."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        code = os.environ.get(name, "")[:2]
        if code in LANGUAGES:
            return code
    return "en"


def check_language(lang: str) -> str:
    """Return `lang` when it is supported; raise a LanguageError otherwise."""
    if type(lang) is not str or lang not in LANGUAGES:
        raise LanguageError(lang if type(lang) is str else repr(lang)[:60])
    return lang


def translator(lang: str, domain: str = "scorpion") -> _gettext.NullTranslations:
    """The translations of `domain` in `lang` (English, the source, needs none)."""
    return translations(check_language(lang), domain)


def gettext(lang: str, msgid: str, domain: str = "scorpion") -> str:
    """`msgid` translated into `lang`."""
    return translations(check_language(lang), domain).gettext(msgid)


def ngettext(lang: str, singular: str, plural: str, n: int, domain: str = "scorpion") -> str:
    """The plural form of a message that fits `n` in `lang`."""
    return translations(check_language(lang), domain).ngettext(singular, plural, n)
