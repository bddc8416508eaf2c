"""List every French and Malay string added or changed since a commit, each beside its twin
in the other language, for a reviewer to read side by side.

    python scripts/review_strings.py --since <commit>            # markdown table
    python scripts/review_strings.py --since <commit> --text     # plain text, one block each

Read: the catalogs (locales/{fr,ms}/LC_MESSAGES/*.po, paired by msgid), the scenarios
(features/{fr,ms}/** and the guide's docs/data/**/features, paired by file name, then by
scenario @id and line order within it), the pages (docs/{fr,ms}/*.md, paired by file name
and paragraph order) and the fr/ms strings of the data files (variant files,
docs/data/sources.toml, locales/glossary.toml's notes). A string counts as changed when its
own text changed in either language; the working tree is compared with the commit, so
uncommitted edits are listed too. Code blocks, markers and doc strings (boards, TOML) are
not prose and are left out.
"""

from __future__ import annotations

import argparse
import io
import re
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("fr", "ms")


@dataclass(frozen=True)
class Row:
    """One unit to review: where it is, what changed, and its two languages."""

    kind: str
    where: str
    changed: str
    fr: str
    ms: str


def _git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout


def _old(commit: str, path: Path) -> str:
    """The file at `commit` (empty when it did not exist)."""
    relative = path.relative_to(ROOT).as_posix()
    result = subprocess.run(
        ["git", "show", f"{commit}:{relative}"], cwd=ROOT, capture_output=True, text=True
    )
    return result.stdout if result.returncode == 0 else ""


def _new(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.exists() else ""


def _twin(path: Path, lang: str) -> Path:
    """The same file in the other language (`/fr/` ↔ `/ms/` in its path)."""
    other = "ms" if lang == "fr" else "fr"
    parts = list(path.relative_to(ROOT).parts)
    index = max(i for i, part in enumerate(parts) if part == lang)
    parts[index] = other
    return ROOT.joinpath(*parts)


def _changed(old: dict[Any, str], new: dict[Any, str]) -> set[Any]:
    """The keys whose text is new: not found anywhere in the old file (a paragraph inserted
    above does not make the unchanged ones below count as changed)."""
    before = set(old.values())
    return {key for key, text in new.items() if text and text not in before}


def _rows(
    kind: str, where: str, units: dict[str, tuple[dict[Any, str], dict[Any, str]]]
) -> Iterator[Row]:
    """Rows for the keys whose text changed in either language (units: lang → old, new)."""
    (fr_old, fr_new), (ms_old, ms_new) = units["fr"], units["ms"]
    changed_fr, changed_ms = _changed(fr_old, fr_new), _changed(ms_old, ms_new)
    keys = [k for k in {**fr_new, **ms_new} if k in changed_fr | changed_ms]
    for key in keys:
        what = (
            "fr+ms"
            if key in changed_fr and key in changed_ms
            else "fr"
            if key in changed_fr
            else "ms"
        )
        yield Row(
            kind, f"{where} {_label(key)}".strip(), what, fr_new.get(key, ""), ms_new.get(key, "")
        )


def _label(key: Any) -> str:
    if isinstance(key, tuple):
        return " ".join(str(part) for part in key if part not in ("", None))
    return str(key)


# ---- catalogs -----------------------------------------------------------------------------
def _catalog(text: str, lang: str) -> dict[Any, str]:
    if not text:
        return {}
    out: dict[Any, str] = {}
    for message in read_po(io.BytesIO(text.encode("utf-8")), locale=lang):
        if message.id:
            string = (
                message.string if isinstance(message.string, str) else " / ".join(message.string)
            )
            msgid = message.id if isinstance(message.id, str) else message.id[0]
            out[(message.context or "", msgid)] = string or ""
    return out


def catalog_rows(since: str) -> Iterator[Row]:
    for path in sorted((ROOT / "locales" / "fr" / "LC_MESSAGES").glob("*.po")):
        units = {}
        for lang in LANGS:
            file = path if lang == "fr" else _twin(path, "fr")
            units[lang] = (_catalog(_old(since, file), lang), _catalog(_new(file), lang))
        for row in _rows("catalog", path.stem, units):
            yield Row(
                row.kind,
                f"{path.stem}: «{row.where.partition(' ')[2]}»",
                row.changed,
                row.fr,
                row.ms,
            )


# ---- scenarios ----------------------------------------------------------------------------
FENCE = re.compile(r'^\s*("""|```)')
ID_TAG = re.compile(r"@id:(\S+)")


def feature_units(text: str) -> dict[Any, str]:
    """(scenario @id or "", line order within it) → the line, doc strings and comments left
    out: the two languages of a scenario have their lines in the same order."""
    out: dict[Any, str] = {}
    block, count, inside = "", 0, False
    for line in text.splitlines():
        stripped = line.strip()
        if FENCE.match(line):
            inside = not inside
            continue
        if inside or not stripped or stripped.startswith("#"):
            continue
        found = ID_TAG.search(stripped)
        if found:
            block, count = found.group(1), 0
            continue
        if stripped.startswith("@"):
            continue
        count += 1
        out[(block, count)] = stripped
    return out


def feature_rows(since: str) -> Iterator[Row]:
    folders = [ROOT / "features", *sorted((ROOT / "docs" / "data").glob("**/features"))]
    seen: set[Path] = set()
    for folder in folders:
        for lang in LANGS:
            for path in sorted((folder / lang).rglob("*.feature")):
                french = path if lang == "fr" else _twin(path, "ms")
                if french in seen:
                    continue
                seen.add(french)
                malay = _twin(french, "fr")
                units = {
                    "fr": (feature_units(_old(since, french)), feature_units(_new(french))),
                    "ms": (feature_units(_old(since, malay)), feature_units(_new(malay))),
                }
                where = french.relative_to(
                    ROOT / "features" if folder == ROOT / "features" else ROOT
                )
                yield from _rows("scenario", str(where), units)


# ---- pages --------------------------------------------------------------------------------
CODE_BLOCK = re.compile(r"^```.*?^```", re.DOTALL | re.MULTILINE)
MARKER = re.compile(r"<!--.*?-->", re.DOTALL)


def page_units(text: str) -> dict[Any, str]:
    """Paragraph order → the paragraph (a heading, a list item, a sentence group), code and
    markers left out; indented code is left out too."""
    text = MARKER.sub("", CODE_BLOCK.sub("", text))
    out: dict[Any, str] = {}
    paragraphs = [p for p in re.split(r"\n\s*\n|\n(?=#|- |\d+\. )", text) if p.strip()]
    index = 0
    for paragraph in paragraphs:
        if all(line.startswith(("    ", "\t")) for line in paragraph.splitlines() if line):
            continue
        index += 1
        out[index] = " ".join(paragraph.split())
    return out


def page_rows(since: str) -> Iterator[Row]:
    for french in sorted((ROOT / "docs" / "fr").rglob("*.md")):
        malay = _twin(french, "fr")
        units = {
            "fr": (page_units(_old(since, french)), page_units(_new(french))),
            "ms": (page_units(_old(since, malay)), page_units(_new(malay))),
        }
        yield from _rows("page", f"docs/{french.relative_to(ROOT / 'docs' / 'fr')} ¶", units)


# ---- data files ---------------------------------------------------------------------------
def _pairs(node: Any, where: str = "") -> Iterator[tuple[str, str, str]]:
    if isinstance(node, dict):
        for fr_key, ms_key in (("fr", "ms"), ("note_fr", "note_ms")):
            if isinstance(node.get(fr_key), str) and isinstance(node.get(ms_key), str):
                yield (
                    f"{where}.{fr_key.removesuffix('fr').rstrip('_') or 'text'}",
                    node[fr_key],
                    node[ms_key],
                )
        for key, value in node.items():
            yield from _pairs(value, f"{where}.{key}" if not isinstance(value, str) else where)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            label = value.get("key", index) if isinstance(value, dict) else index
            yield from _pairs(value, f"{where}[{label}]")


def _data(text: str) -> dict[str, dict[Any, str]]:
    try:
        document = tomllib.loads(text) if text else {}
    except tomllib.TOMLDecodeError:
        document = {}
    found: dict[str, dict[Any, str]] = {"fr": {}, "ms": {}}
    for where, french, malay in _pairs(document):
        found["fr"][where], found["ms"][where] = french, malay
    return found


def data_rows(since: str) -> Iterator[Row]:
    files = [
        *sorted((ROOT / "scorpion" / "games" / "scorpion" / "variants").glob("*.toml")),
        ROOT / "docs" / "data" / "sources.toml",
        ROOT / "locales" / "glossary.toml",
    ]
    for path in files:
        old, new = _data(_old(since, path)), _data(_new(path))
        units = {lang: (old[lang], new[lang]) for lang in LANGS}
        yield from _rows("data", str(path.relative_to(ROOT)), units)


# ---- output -------------------------------------------------------------------------------
def rows(since: str) -> list[Row]:
    _git("rev-parse", "--verify", f"{since}^{{commit}}")  # a wrong commit fails loudly
    return [
        *catalog_rows(since),
        *feature_rows(since),
        *page_rows(since),
        *data_rows(since),
    ]


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|") or "—"


def markdown(found: list[Row], since: str) -> str:
    counts = {
        kind: sum(1 for r in found if r.kind == kind)
        for kind in ("catalog", "scenario", "page", "data")
    }
    head = (
        f"{len(found)} French/Malay units added or changed since {since} "
        f"({', '.join(f'{n} {kind}' for kind, n in counts.items())}).\n\n"
        "| where | changed | Français | Melayu |\n|---|---|---|---|\n"
    )
    return head + "".join(
        f"| {_cell(r.where)} | {r.changed} | {_cell(r.fr)} | {_cell(r.ms)} |\n" for r in found
    )


def text(found: list[Row], since: str) -> str:
    out = [f"{len(found)} French/Malay units added or changed since {since}.", ""]
    for row in found:
        out += [f"== {row.where} ({row.changed} changed)", f"fr: {row.fr}", f"ms: {row.ms}", ""]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--since", required=True, help="the commit to compare with")
    parser.add_argument("--text", action="store_true", help="plain text instead of markdown")
    args = parser.parse_args(argv)
    found = rows(args.since)
    sys.stdout.write(text(found, args.since) if args.text else markdown(found, args.since))
    return 0


if __name__ == "__main__":
    sys.exit(main())
