"""Extract the words the rules site prints into locales/site.pot and update the site.po files.

    python scripts/site_messages.py          # write locales/site.pot, merge into fr/ms site.po
    python scripts/site_messages.py --check  # exit 1 when a message is missing or untranslated

The site's code calls `_t(lang, "msgid", ...)`, `self.t("msgid", ...)` or
`site_text(lang, "msgid")` (and marks msgids kept in tables with `N_("msgid")`), often
inside f-strings, which `pybabel extract` does not look
into; the AST does.

The reading each built-in variant pins (`[source] reading` of
`scorpion/games/scorpion/variants/*.toml`, written in English) is a msgid too: the variant
pages print it translated. So are the
names of the colour-scheme toggle (`theme.palette[].toggle.name` in mkdocs.yml), which
the hook prints translated.
"""

from __future__ import annotations

import argparse
import ast
import sys
import tomllib
from pathlib import Path

import yaml
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
#: The site machinery, and the pages of the home game (Scorpion) written with it.
SOURCES = (
    ROOT / "scorpion" / "docs",
    ROOT / "scorpion" / "games" / "scorpion" / "pages",
    ROOT / "scorpion" / "games" / "scorpion" / "play",
)
VARIANTS = ROOT / "scorpion" / "games" / "scorpion" / "variants"
MKDOCS = ROOT / "mkdocs.yml"
POT = ROOT / "locales" / "site.pot"
LANGS = ("fr", "ms")
CALLS = {"_t": 1, "t": 0, "site_text": 1, "N_": 0}


def extract() -> dict[str, list[str]]:
    """msgid → the places it is used ("file:line")."""
    found: dict[str, list[str]] = {}
    for path in [p for folder in SOURCES for p in sorted(folder.glob("*.py"))]:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = (
                func.id
                if isinstance(func, ast.Name)
                else (func.attr if isinstance(func, ast.Attribute) else None)
            )
            if name not in CALLS or len(node.args) <= CALLS[name]:
                continue
            arg = node.args[CALLS[name]]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                where = f"{path.relative_to(ROOT).as_posix()}:{node.lineno}"
                found.setdefault(arg.value, []).append(where)
    for path in sorted(VARIANTS.glob("*.toml")):
        text = path.read_text(encoding="utf-8")
        reading = tomllib.loads(text).get("source", {}).get("reading")
        if isinstance(reading, str) and reading:
            line = next(
                (n for n, t in enumerate(text.splitlines(), 1) if t.startswith("reading")), 1
            )
            found.setdefault(reading, []).append(f"{path.relative_to(ROOT).as_posix()}:{line}")
    for name, line in toggle_names():
        found.setdefault(name, []).append(f"{MKDOCS.name}:{line}")
    return found


def toggle_names() -> list[tuple[str, int]]:
    """The colour-scheme toggle's names in mkdocs.yml, with their lines."""
    text = MKDOCS.read_text(encoding="utf-8")
    palette = yaml.safe_load(text)["theme"].get("palette", [])
    names = [o["toggle"]["name"] for o in palette if isinstance(o, dict) and "toggle" in o]
    lines = text.splitlines()
    return [(name, next((n for n, t in enumerate(lines, 1) if name in t), 1)) for name in names]


def po_path(lang: str) -> Path:
    return ROOT / "locales" / lang / "LC_MESSAGES" / "site.po"


def check(messages: dict[str, list[str]]) -> list[str]:
    problems = []
    for lang in LANGS:
        path = po_path(lang)
        if not path.exists():
            problems.append(f"{path}: missing")
            continue
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        for msgid, places in messages.items():
            message = catalog.get(msgid)
            if message is None or not message.string or message.fuzzy:
                problems.append(f"{path}: no translation for {msgid!r} (used at {places[0]})")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check, write nothing")
    args = parser.parse_args()
    messages = extract()
    if args.check:
        problems = check(messages)
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    template = Catalog(project="scorpion", domain="site", fuzzy=False)
    for msgid, places in messages.items():
        template.add(
            msgid, locations=[(p.rsplit(":", 1)[0], int(p.rsplit(":", 1)[1])) for p in places]
        )
    with POT.open("wb") as handle:
        write_po(handle, template, omit_header=False, sort_output=True)
    for lang in LANGS:
        path = po_path(lang)
        if path.exists():
            with path.open("rb") as handle:
                catalog = read_po(handle, locale=lang)
        else:
            catalog = Catalog(locale=lang, domain="site", project="scorpion")
        catalog.update(template, no_fuzzy_matching=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as handle:
            write_po(handle, catalog, sort_output=True, ignore_obsolete=True)
    problems = check(messages)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
