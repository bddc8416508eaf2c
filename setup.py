"""Packaging beyond what pyproject.toml can say: the rule book and the catalogs ship in the
wheel as package data of `scorpion.rulebook` (from features/) and `scorpion.locales`
(from locales/), so they stay where they are in the repository. Folders holding only data
are listed as (namespace) packages too, as setuptools asks."""

from pathlib import Path

from setuptools import find_namespace_packages, setup


def data_packages(package: str, folder: str) -> list[str]:
    """`package` and one package per sub-folder of `folder` (its data files' folders)."""
    root = Path(folder)
    return [package] + [
        ".".join((package, *path.relative_to(root).parts))
        for path in sorted(root.rglob("*"))
        if path.is_dir() and "__pycache__" not in path.parts
    ]


setup(
    packages=[
        *find_namespace_packages(include=["scorpion", "scorpion.*"], exclude=["*.__pycache__"]),
        *data_packages("scorpion.rulebook", "features"),
        *data_packages("scorpion.locales", "locales"),
    ],
    package_dir={"scorpion.rulebook": "features", "scorpion.locales": "locales"},
)
