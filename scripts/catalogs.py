"""Extract the English source messages of a catalog domain into locales/<domain>.pot.

python scripts/catalogs.py extract   # rewrite locales/scorpion.pot, scopa.pot, solver.pot
python scripts/catalogs.py compile   # compile every .po to .mo (also done on first use)
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir, extract_python
from babel.messages.pofile import write_po

ROOT = Path(__file__).resolve().parent.parent
KEYWORDS = {
    "N_": None,
    "gettext": (2,),
    "ngettext": (2, 3),
    "_fail": (2,),
    "NotationError": (1,),
    "VariantError": (1,),
}
# The engine's modules; scorpion/bdd and scorpion/docs have catalogs of their own.
ENGINE = ["scorpion/*.py"]


def _extracted(domain: str, package: str, skip: Callable[[str], bool]) -> Catalog:
    """Every message of scorpion/<package> (or scorpion itself when package is ""), its
    files named relative to that folder, leaving out those `skip` names."""
    folder = "/".join(part for part in ("scorpion", package) if part)
    catalog = Catalog(project="scorpion", domain=domain)
    for filename, lineno, message, comments, context in extract_from_dir(
        str(ROOT / folder),
        method_map=[("*.py", "python")],
        keywords=KEYWORDS,
        comment_tags=("Translators:",),
    ):
        if skip(filename):
            continue
        catalog.add(
            message,
            None,
            [(f"{folder}/{filename}", lineno)],
            auto_comments=comments,
            context=context,
        )
    return catalog


def engine_catalog() -> Catalog:
    """Every message the engine can print, as found in its source (subpackages have
    their own domains)."""
    catalog = _extracted("scorpion", "", lambda filename: "/" in filename)
    game = _extracted("scorpion", "games/scorpion", lambda filename: "/" in filename)
    for message in game:
        if message.id:
            catalog.add(
                message.id,
                None,
                message.locations,
                auto_comments=message.auto_comments,
                context=message.context,
            )
    return catalog


def scopa_catalog() -> Catalog:
    """Every message of the Scopa engine (scorpion/games/scopa, its own `scopa` domain); its
    step phrases are the `scopa_steps` domain, written by scorpion.games.scopa.bdd."""
    return _extracted(
        "scopa", "games/scopa", lambda filename: "/" in filename or filename in SCOPA_STEP_FILES
    )


SCOPA_STEP_FILES = ("rulebook.py", "steps.py", "phrasebook.py")
"""The Scopa rule book's modules: their messages are the `scopa_steps` domain."""


def scopa_steps_catalog() -> Catalog:
    """The Scopa rule book: its step phrases (from the step registry) and its messages."""
    sys.path.insert(0, str(ROOT))
    from scorpion.games.scopa.rulebook import STEPS

    catalog = Catalog(project="scorpion", domain="scopa_steps")
    for step in STEPS.values():
        for msgid, _ in step.phrases:
            catalog.add(msgid, None, [(f"step {step.id}", 0)])
    for name in SCOPA_STEP_FILES:
        path = ROOT / "scorpion" / "games" / "scopa" / name
        with path.open("rb") as handle:
            for lineno, _, message, _ in extract_python(handle, ["N_"], [], {}):
                catalog.add(message, None, [(f"scorpion/games/scopa/{name}", lineno)])
    return catalog


def subpackage_catalog(package: str, domain: str) -> Catalog:
    """Every message of one subpackage of the engine that has a domain of its own
    (scorpion/games/scorpion/solver: `solver`)."""
    return _extracted(domain, package, lambda filename: False)


def solver_catalog() -> Catalog:
    """The solver's domain: scorpion/games/scorpion/solver, .../stats and the solver's
    site pages."""
    catalog = subpackage_catalog("games/scorpion/solver", "solver")
    for message in subpackage_catalog("games/scorpion/stats", "solver"):
        if message.id:
            catalog.add(message.id, None, message.locations)
    for script in ("stats_page.py", "letter_page.py", "solved_example.py"):
        with (ROOT / "scripts" / script).open("rb") as page:
            for lineno, _, message, _ in extract_python(page, ["N_"], [], {}):
                catalog.add(message, None, [(f"scripts/{script}", lineno)])
    return catalog


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "extract"
    if command == "extract":
        for name, catalog in (
            ("scorpion", engine_catalog),
            ("scopa", scopa_catalog),
            ("scopa_steps", scopa_steps_catalog),
            ("solver", solver_catalog),
        ):
            out = ROOT / "locales" / f"{name}.pot"
            with out.open("wb") as handle:
                write_po(handle, catalog(), width=100, omit_header=False)
            print(f"wrote {out.relative_to(ROOT)}")
        return 0
    if command == "compile":
        sys.path.insert(0, str(ROOT))
        from scorpion.i18n import compile_catalogs

        for path in compile_catalogs():
            print(f"compiled {path.relative_to(ROOT)}")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
