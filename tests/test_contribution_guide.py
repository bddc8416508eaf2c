"""Issue 14: the guide "Écrire un scénario" / "Menulis senario", tried end to end.

The guide's example contribution (docs/data/contribution/: one variant file, a French and
a Malay feature) is copied to a folder outside the repository, as a contributor keeps it;
its scenarios run with SCORPION_VARIANTS / SCORPION_FEATURES exactly as the guide says,
and the site built with the same variables gives its scenarios their pages in both
languages, beside the vocabulary page the guide is part of.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from site_inputs import copy_contribution

from scorpion.docs.build import BuildResult
from scorpion.docs.contribution import CONTRIBUTION

ROOT = Path(__file__).resolve().parent.parent
PAGE = "rules/variantes/colonnes-libres/index.html"
PYTEST = (sys.executable, "-m", "pytest")
#: A step line of each language's feature, written in the natural wordings the guide shows.
STEP_LINES = {
    "fr": "on déplace la dame de pique sur la colonne 2",
    "ms": "kad Ratu spad diletakkan pada lajur 2",
}


@pytest.fixture(scope="module")
def contribution(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_contribution(tmp_path_factory.mktemp("ma-variante"))


@pytest.fixture(scope="module")
def built(contributed_site: BuildResult) -> BuildResult:
    """The site built with the guide's contribution given as the guide says, beside another
    contributor's variant (site_inputs.py), once per run (conftest.py)."""
    assert contributed_site.ok, contributed_site.output
    return contributed_site


def test_the_guides_scenarios_run_and_pass_in_both_languages(contribution: Path) -> None:
    env = dict(
        os.environ,
        SCORPION_VARIANTS=str(contribution / "variants"),
        SCORPION_FEATURES=str(contribution / "features"),
    )
    done = subprocess.run(
        [*PYTEST, "features/", "-m", "variant-colonnes-libres", "-v", "-p", "no:cacheprovider"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert re.search(r"\b4 passed\b", output), output
    assert len(re.findall(r"test_(?:fr|ms)_colonnes_libres_0[12]\w* PASSED", output)) == 4


@pytest.mark.parametrize(("lang", "name"), [("fr", "Colonnes libres"), ("ms", "Lajur bebas")])
def test_contributed_scenarios_get_their_pages(built: BuildResult, lang: str, name: str) -> None:
    page = built.language_dir(lang) / PAGE
    assert page.is_file(), sorted(p.name for p in built.pages(lang))
    html = page.read_text(encoding="utf-8")
    assert re.search(rf"<h1[^>]*>{name}", html), html[:3000]
    # its two examples, the variant's sheet, boards drawn under the variant, and its steps
    assert 'id="ex-colonnes-libres-01"' in html and 'id="ex-colonnes-libres-02"' in html
    assert 'id="variant-colonnes-libres"' in html
    assert 'data-variant="colonnes-libres"' in html
    assert STEP_LINES[lang] in html


@pytest.mark.parametrize(
    ("lang", "title", "given"),
    [("fr", "Écrire un scénario", "Soit : le point de départ"),
     ("ms", "Menulis senario", "Diberi: titik permulaan")],
)  # fmt: skip
def test_the_vocabulary_page_and_guide_are_built(
    built: BuildResult, lang: str, title: str, given: str
) -> None:
    """Each language's guide shows the variant file and its own feature file."""
    html = (built.language_dir(lang) / "scenarios" / "index.html").read_text(encoding="utf-8")
    assert title in html and given in html
    for relative in (
        "variants/colonnes-libres.toml",
        f"features/{lang}/variantes/colonnes-libres.feature",
    ):
        assert relative in html
        first = (ROOT / CONTRIBUTION / relative).read_text(encoding="utf-8").splitlines()[1]
        assert first.split()[0] in html
