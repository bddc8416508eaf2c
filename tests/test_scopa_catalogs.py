"""The Scopa catalogs (`scopa`: engine words and messages; `scopa_steps`: step phrases):
locales/scopa.pot is what the code holds, and French and Malay translate every message
with the same placeholders."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from script_loader import load_script

from scorpion.games.scopa import PlayRefusal

ROOT = Path(__file__).resolve().parents[1]
LOCALES = ROOT / "locales"


def _script_catalog() -> set[str]:
    module = load_script("catalogs")
    return {m.id if isinstance(m.id, str) else m.id[0] for m in module.scopa_catalog() if m.id}


def _ids(path: Path) -> dict[str, list[str]]:
    with path.open("rb") as handle:
        catalog = read_po(handle)
    found = {}
    for m in catalog:
        if m.id:
            key = m.id if isinstance(m.id, str) else m.id[0]
            found[key] = [m.string] if isinstance(m.string, str) else list(m.string)
    return found


def test_pot_is_what_the_code_holds() -> None:
    assert set(_ids(LOCALES / "scopa.pot")) == _script_catalog()
    assert {r.value for r in PlayRefusal} <= _script_catalog()


@pytest.mark.parametrize("domain", ["scopa", "scopa_steps"])
@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_every_message_is_translated_with_its_placeholders(lang: str, domain: str) -> None:
    source = _ids(LOCALES / f"{domain}.pot")
    translated = _ids(LOCALES / lang / "LC_MESSAGES" / f"{domain}.po")
    assert set(translated) == set(source)
    for msgid, forms in translated.items():
        assert forms and all(forms), f"{lang} {domain}: «{msgid}» untranslated"
        wanted = set(re.findall(r"\{(\w*)\}", msgid))
        for form in forms:
            assert set(re.findall(r"\{(\w*)\}", form)) == wanted, f"{lang}: «{form}»"
