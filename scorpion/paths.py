"""Where the rule book's data lies: in a checkout, or inside the installed package.

In the repository the feature files and the message catalogs are top-level folders
(`features/`, `locales/`); a wheel ships them inside the package (`scorpion/rulebook`,
`scorpion/locales`, see setup.py), so the rule book runs from any folder after
`pip install`.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


def shipped(in_repository: str, in_package: str) -> Path:
    """The folder `in_package` of the installed package if it is there, else the folder
    `in_repository` of the checkout the package runs from."""
    inside = PACKAGE / in_package
    return inside if inside.is_dir() else PACKAGE.parent / in_repository


FEATURES = shipped("features", "rulebook")
"""The rule book: `fr/`, `ms/` (and their `variantes/`), traceability.toml, choices.toml."""

LOCALES = shipped("locales", "locales")
"""The message catalogs: `<lang>/LC_MESSAGES/<domain>.po`."""
