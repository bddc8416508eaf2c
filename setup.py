"""Packaging beyond what pyproject.toml can say: the rule book and the catalogs ship in the
wheel as package data of `scorpion.rulebook` (from features/) and `scorpion.locales`
(from locales/), so they stay where they are in the repository."""

from setuptools import find_packages, setup

setup(
    packages=[
        *find_packages(include=["scorpion", "scorpion.*"]),
        "scorpion.rulebook",
        "scorpion.locales",
    ],
    package_dir={"scorpion.rulebook": "features", "scorpion.locales": "locales"},
)
