"""Message catalogs, the bottom of the house: English is the source language, French and
Malay the translations.

The `.po` files under `locales/` are the truth; `.mo` files are compiled from them on
first use (and by `compile_catalogs`) so they never need to be committed. This module
checks nothing and raises no error of its own, so that `scorpion.errors` can speak every
language without an import circle; `scorpion.i18n` is the checked API on top of it.
"""

from __future__ import annotations

import gettext as _gettext
import io
from functools import cache
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from scorpion.paths import LOCALES

LOCALES_DIR = LOCALES
LANGUAGES: tuple[str, ...] = ("en", "fr", "ms")
DEFAULT_LANGUAGE = "en"
DOMAINS: tuple[str, ...] = (
    "scorpion",
    "steps",
    "rulebook",
    "site",
    "scopa",
    "scopa_steps",
    "solver",
)


def N_(msgid: str) -> str:
    """Mark a message for extraction where it is defined rather than translated."""
    return msgid


def _compiled(po_path: Path) -> bytes:
    with po_path.open("rb") as po_file:
        catalog = read_po(po_file)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def _compile(po_path: Path, mo_path: Path) -> None:
    tmp = mo_path.with_suffix(".mo.tmp")
    tmp.write_bytes(_compiled(po_path))
    tmp.replace(mo_path)


def compile_catalogs() -> list[Path]:
    """Compile every stale `.po` under `locales/` to `.mo`; return the files written."""
    written = []
    for po_path in sorted(LOCALES_DIR.glob("*/LC_MESSAGES/*.po")):
        mo_path = po_path.with_suffix(".mo")
        if not mo_path.exists() or mo_path.stat().st_mtime < po_path.stat().st_mtime:
            _compile(po_path, mo_path)
            written.append(mo_path)
    return written


@cache
def translations(lang: str, domain: str = "scorpion") -> _gettext.NullTranslations:
    """The translations of `domain` in `lang`; English (the source) and any language
    without a catalog get none, so a message falls back to its English source."""
    if lang == DEFAULT_LANGUAGE or lang not in LANGUAGES:
        return _gettext.NullTranslations()
    po_path = LOCALES_DIR / lang / "LC_MESSAGES" / f"{domain}.po"
    mo_path = po_path.with_suffix(".mo")
    if po_path.exists() and (
        not mo_path.exists() or mo_path.stat().st_mtime < po_path.stat().st_mtime
    ):
        try:
            _compile(po_path, mo_path)
        except OSError:  # installed where it may not write: compile in memory
            return _gettext.GNUTranslations(io.BytesIO(_compiled(po_path)))
    return _gettext.translation(domain, LOCALES_DIR, languages=[lang], fallback=True)
