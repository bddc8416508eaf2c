"""Every catalog as the standard tools read it: GNU `msgfmt --check` accepts each .po, each
translation keeps exactly the placeholders of its source, and no catalog holds an entry
twice or a `msgstr` without its `msgid` (Babel quietly keeps the first of two, msgfmt
refuses the file).

msgfmt comes from Debian's gettext (`make gettext`, run by `make test` as root). Without it
the msgfmt test is skipped and says why, except under CI (CI=true), where it fails: a check
that silently does not run is no check.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LOCALES = ROOT / "locales"
CATALOGS = sorted(LOCALES.glob("*/LC_MESSAGES/*.po"))
TEMPLATES = sorted(LOCALES.glob("*.pot"))

#: {name}, {name=value} (the rule book's fixed value), {} and %(name)s / %s / %d.
BRACE = re.compile(r"(?<!\{)\{(\w*)(?:=[^{}]*)?\}(?!\})")
#: (a bare "%" before a word is prose: "50 % des donnes", not the conversion "% d")
PERCENT = re.compile(r"%(?:\((\w+)\)[#0+-]*\d*(?:\.\d+)?([sdifrxXeEgGc])|([sd%]))")
#: the rule book's own syntax, which msgfmt would read as a broken brace format
FIXED_VALUE = re.compile(r"\{\w+=[^{}]*\}")


@dataclass
class Entry:
    """One raw .po entry as the file spells it (no library's repair in between)."""

    line: int
    flags: set[str] = field(default_factory=set)
    keywords: list[str] = field(default_factory=list)
    fields: dict[str, str] = field(default_factory=dict)


def _unquote(text: str) -> str:
    body = text.strip()
    assert body.startswith('"') and body.endswith('"'), body
    return body[1:-1].replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\")


def raw_entries(text: str) -> list[Entry]:
    """The entries of a .po text, each keyword in the order written (obsolete `#~` lines
    and comments aside)."""
    entries: list[Entry] = []
    current: Entry | None = None
    keyword = ""
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            current, keyword = None, ""
            continue
        starts = line.startswith(("#", "msgctxt ", "msgid "))
        if current is None or (starts and any(k.startswith("msgstr") for k in current.keywords)):
            current = Entry(number)
            entries.append(current)
        if line.startswith("#,"):
            current.flags |= {flag.strip() for flag in line[2:].split(",")}
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            current.fields[keyword] += _unquote(line)
        else:
            keyword, _, rest = line.partition(" ")
            current.keywords.append(keyword)
            current.fields[keyword] = current.fields.get(keyword, "") + _unquote(rest)
    return [entry for entry in entries if entry.keywords]


def entry_faults(entry: Entry) -> list[str]:
    """What makes an entry malformed: a keyword twice (a stray msgstr), no msgid, no
    msgstr."""
    faults = []
    twice = sorted({k for k in entry.keywords if entry.keywords.count(k) > 1})
    if twice:
        faults.append(f"{', '.join(twice)} given twice")
    if "msgid" not in entry.keywords:
        faults.append("no msgid")
    if not any(k.startswith("msgstr") for k in entry.keywords):
        faults.append("no msgstr")
    return faults


def placeholders(text: str) -> list[str]:
    """The placeholders of a message, sorted: `{name}` (and the rule book's `{name=0}`)
    as `{name}`, `%(name)s` as `%(name)`, a bare `%s` as `%`; `%%` is no placeholder."""
    found = [f"{{{name}}}" for name in BRACE.findall(text)]
    for name, _conversion, bare in PERCENT.findall(text):
        if name:
            found.append(f"%({name})")
        elif bare != "%":
            found.append("%")
    return sorted(found)


def _alternatives(entry: Entry, path: Path) -> list[str]:
    """A step wording is alternatives split by `|`: each must hold the msgid's
    placeholders."""
    strings = [v for k, v in entry.fields.items() if k.startswith("msgstr") and v]
    if path.stem in ("steps", "scopa_steps"):
        return [part for string in strings for part in string.split("|")]
    return strings


def placeholder_faults(path: Path) -> list[str]:
    faults = []
    for entry in raw_entries(path.read_text(encoding="utf-8")):
        source = entry.fields.get("msgid", "")
        if not source:
            continue
        wanted = placeholders(source)
        plural = entry.fields.get("msgid_plural")
        for text in _alternatives(entry, path):
            got = placeholders(text)
            if got != wanted and not (plural is not None and got == placeholders(plural)):
                faults.append(f"{path.name}:{entry.line}: {got} in «{text}», source has {wanted}")
    return faults


# ---- the raw reader and the checks catch what they should -----------------------------------
def test_placeholders_of_every_syntax_are_read() -> None:
    assert placeholders("{card} sur {column}, {points=0} et %(count)s à 50 %% ou %d") == [
        "%",
        "%(count)",
        "{card}",
        "{column}",
        "{points}",
    ]
    assert placeholders("{{literal}} and 5 %") == []


def test_a_stray_msgstr_and_a_lost_placeholder_are_faults(tmp_path: Path) -> None:
    po = tmp_path / "scorpion.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n\n'
        'msgid "Cannot read {path}"\nmsgstr "Tidak dapat membaca {path}"\n'
        'msgstr "Fail dibaca"\n\n'
        'msgid "{card} on {column}"\nmsgstr "{card} pada lajur"\n',
        encoding="utf-8",
    )
    entries = raw_entries(po.read_text(encoding="utf-8"))
    assert [entry_faults(entry) for entry in entries] == [[], ["msgstr given twice"], []]
    faults = placeholder_faults(po)
    assert len(faults) == 1 and faults[0].startswith("scorpion.po:8: ['{card}']")


# ---- the project's catalogs --------------------------------------------------------------------
def test_there_are_catalogs_to_check() -> None:
    assert len(CATALOGS) >= 14 and len(TEMPLATES) >= 7


@pytest.mark.parametrize("path", CATALOGS + TEMPLATES, ids=lambda p: str(p.relative_to(LOCALES)))
def test_no_catalog_holds_a_malformed_or_duplicate_entry(path: Path) -> None:
    entries = raw_entries(path.read_text(encoding="utf-8"))
    faults = [f"{entry.line}: {fault}" for entry in entries for fault in entry_faults(entry)]
    keys = [(e.fields.get("msgctxt"), e.fields.get("msgid")) for e in entries]
    faults += [
        f"msgid «{key[1]}» given twice" for key in sorted(set(keys), key=str) if keys.count(key) > 1
    ]
    assert faults == []


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: str(p.relative_to(LOCALES)))
def test_each_translation_keeps_the_placeholders_of_its_source(path: Path) -> None:
    assert placeholder_faults(path) == []


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: str(p.relative_to(LOCALES)))
def test_the_rule_books_fixed_values_are_not_read_as_brace_formats(path: Path) -> None:
    """`{points=0}` is the rule book's syntax, not Python's: msgfmt would reject it as a
    brace format, so such an entry says `no-python-brace-format`."""
    unflagged = [
        entry.line
        for entry in raw_entries(path.read_text(encoding="utf-8"))
        if any(FIXED_VALUE.search(v) for k, v in entry.fields.items() if k.startswith("msgstr"))
        and "no-python-brace-format" not in entry.flags
    ]
    assert unflagged == []


def _msgfmt() -> str:
    found = shutil.which("msgfmt")
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("msgfmt is missing under CI: `make gettext` installs it (Debian's gettext)")
        pytest.skip("msgfmt missing: `make gettext` (as root) installs Debian's gettext")
    return found


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: str(p.relative_to(LOCALES)))
def test_every_catalog_passes_msgfmt_check(path: Path, tmp_path: Path) -> None:
    result = subprocess.run(
        [_msgfmt(), "--check", "-o", str(tmp_path / "out.mo"), str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
