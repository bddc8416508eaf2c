"""The variants on the rules site, built for real with `mkdocs build --strict`.

Each variant's page carries its sheet (parameters, what differs from Classique, the reading
it pins, its sources) in French and Malay; the comparison page lists every variant of
variant_names(); the disagreement table (docs/data/sources.toml) renders with links that
resolve, and its data agree with the variant files; a contributor's variant dropped into
SCORPION_VARIANTS (with its two feature files) gets its page and its column.
"""

from __future__ import annotations

import html
import re
from enum import Enum
from pathlib import Path

import pytest
from test_site_build import LANGS, Page, feature_docs

from scorpion import variant, variant_names
from scorpion.docs.board_svg import site_text
from scorpion.docs.build import BuildResult
from scorpion.docs.render import SiteBuildError
from scorpion.games.scorpion.pages.site import variant_of
from scorpion.games.scorpion.pages.variant_params import ENUM_LABELS, PARAMETERS, REFERENCE
from scorpion.games.scorpion.pages.variant_sources import (
    load_sources,
    matches,
    pinned_by,
    sources_file,
)

SHEET = re.compile(r'<h2 id="variant-(?P<name>[^"]+)"')


@pytest.fixture(scope="module")
def built(site: BuildResult) -> BuildResult:
    """The real site, built once per test run (conftest.py)."""
    assert "WARNING" not in site.output, site.output[-4000:]
    return site


def t(lang: str, msgid: str, **values: object) -> str:
    text = site_text(lang, msgid)
    return text.format(**values) if values else text


def words(text: str) -> str:
    return " ".join(text.split())


def sheet_pages(result: BuildResult, lang: str) -> dict[str, Page]:
    """Each variant → the page showing its sheet (found by the sheet's anchor)."""
    found: dict[str, Page] = {}
    for path in result.pages(lang):
        for match in SHEET.finditer(path.read_text(encoding="utf-8")):
            assert match["name"] not in found, f"two sheets for {match['name']}"
            found[match["name"]] = Page(path)
    return found


def sheet_text(page: Page, name: str) -> str:
    """The text of one variant's sheet: from its heading to the next h2 (or the end)."""
    source = page.path.read_text(encoding="utf-8")
    start = source.index(f'<h2 id="variant-{name}"')
    end = source.find("<h2 ", start + 1)
    part = source[start : end if end > 0 else len(source)]
    part = re.sub(r"</?(?:strong|em|code|a|span)\b[^>]*>", "", part)  # inline: no space
    return words(html.unescape(re.sub(r"<[^>]+>", " ", part)))


def resolve(page: Path, href: str) -> tuple[Path, str]:
    """The file a relative link leads to, and its anchor."""
    target, _hash, anchor = href.partition("#")
    path = (page.parent / target).resolve() if target else page
    if path.is_dir():
        path = path / "index.html"
    return path, anchor


def assert_link_resolves(page: Path, href: str) -> Path:
    path, anchor = resolve(page, href)
    assert path.is_file(), (page, href)
    if anchor:
        assert f'id="{anchor}"' in path.read_text(encoding="utf-8"), (page, href)
    return path


# ---- each variant's page ---------------------------------------------------------------
def test_every_variant_has_one_sheet_in_each_language_on_its_page(built: BuildResult) -> None:
    names = set(variant_names())
    for lang in LANGS:
        sheets = sheet_pages(built, lang)
        assert set(sheets) == names, lang
        # a variant whose rules are a feature file has its sheet on that feature's page
        for path, feature in feature_docs(lang).items():
            name = variant_of(feature, sorted(names))
            if name is None:
                continue
            h1 = sheets[name].headings["h1"]
            assert h1 == [feature.name], (path, name, h1)
        # Classique, the rule book as a whole, has its sheet on the comparison page
        assert sheets[REFERENCE].path == built.language_dir(lang) / "variants" / "index.html"
        assert sheets["assoupli"].path.parent.name == "09_assoupli"


def test_each_sheet_shows_the_parameters_and_the_reading_translated(built: BuildResult) -> None:
    data = load_sources(sources_file(), variant_names())
    for lang in LANGS:
        sheets = sheet_pages(built, lang)
        for name in variant_names():
            ruleset = variant(name)
            text = sheet_text(sheets[name], name)
            title = ruleset.title(lang)
            assert t(lang, "The variant {title} at a glance", title=title) in text, (lang, name)
            for label, value in PARAMETERS:
                assert t(lang, label) in text, (lang, name, label)
                shown = words(
                    re.sub(r"<[^>]+>", " ", value(ruleset, lambda m, _l=lang, **v: t(_l, m, **v)))
                )
                assert shown in text, (lang, name, label, shown)
            assert name in text  # the name to give Game.deal(..., variant=...)
            reading = site_text(lang, ruleset.reading)
            assert reading != ruleset.reading, f"{name}: reading not translated into {lang}"
            assert words(reading) in text, (lang, name)
            assert words(ruleset.reading) not in text, (lang, name)
            for seed in ruleset.sources:
                assert seed in data.files, f"{name}: source {seed} has no name in {data.path}"
                assert data.name(data.files[seed], lang) in text, (lang, name, seed)
                assert seed not in text  # named readably, not by file name


# What differs from Classique, in the site's words (French labels).
EXPECTED_DIFFERENCES_FR = {
    "assoupli": {"Où poser une carte"},
    "cards4": {"Colonne vide", "Suites complètes", "Fin de partie détectée"},
    "three-blind-mice": {
        "Colonnes",
        "Cartes par colonne",
        "Cartes cachées",
        "Cartes en réserve",
        "La réserve",
    },
    "double-scorpion-pysol": {
        "Jeux de 52 cartes",
        "Colonnes",
        "Cartes par colonne",
        "Cartes cachées",
        "Cartes en réserve",
        "La réserve",
    },
    "scorpion-ouvert": {
        "Quand jouer la réserve",
        "Suites complètes",
        "Partie gagnée quand",
        "Fin de partie détectée",
        "Marque",
        "Annulation",
    },
}


def _differences(page: Page, name: str, lang: str) -> list[str]:
    source = page.path.read_text(encoding="utf-8")
    start = source.index(f'<h2 id="variant-{name}"')
    heading = t(lang, "What differs from {reference}", reference=variant(REFERENCE).title(lang))
    start = source.index(heading, start)
    block = source[start : source.index("<h3", start)]
    return re.findall(r"<li><strong>([^<]+)</strong>", block)


def test_each_sheet_lists_what_differs_from_classique(built: BuildResult) -> None:
    sheets = sheet_pages(built, "fr")
    for name, expected in EXPECTED_DIFFERENCES_FR.items():
        assert set(_differences(sheets[name], name, "fr")) == expected, name
    ouvert = sheet_text(sheets["scorpion-ouvert"], "scorpion-ouvert")
    assert "Annulation : illimitée (Classique : les 100 dernières actions)" in ouvert
    wasp = sheet_text(sheets["wasp"], "wasp")
    assert (
        "Colonne vide : n’importe quelle carte ou groupe "
        "(Classique : un Roi ou un groupe mené par un Roi)"
    ) in wasp
    malay = sheet_text(sheet_pages(built, "ms")["wasp"], "wasp")
    assert (
        "Lajur kosong: mana-mana kad atau kumpulan (Klasik: Raja atau kumpulan yang diketuai Raja)"
    ) in malay
    for lang in LANGS:
        sheets = sheet_pages(built, lang)
        for name in variant_names():
            found = _differences(sheets[name], name, lang)
            if name == REFERENCE:
                assert not found
            else:
                assert found, f"{name} differs from Classique in nothing ({lang})"


def english_words() -> list[str]:
    """English msgids the variant pages must never print in French or Malay."""
    msgids = [label for label, _value in PARAMETERS]
    msgids += [label for labels in ENUM_LABELS.values() for label in labels.values()]
    msgids += [variant(name).reading for name in variant_names()]
    return [m for m in msgids if "{" not in m]


def test_no_english_on_the_french_and_malay_variant_pages(built: BuildResult) -> None:
    english = english_words()
    for lang in LANGS:
        pages = sheet_pages(built, lang)
        root = built.language_dir(lang)
        paths = {p.path for p in pages.values()}
        paths |= {root / "variants" / "index.html", root / "disagreements" / "index.html"}
        for path in paths:
            text = Page(path).text
            for msgid in english:
                if site_text(lang, msgid) == msgid:
                    continue  # the same word in both languages (none so far)
                assert not re.search(rf"\b{re.escape(words(msgid))}\b", text), (path, msgid)


# ---- the comparison table --------------------------------------------------------------
def comparison_columns(path: Path) -> list[tuple[str, str | None]]:
    """(variant name, link) of each column of the comparison table, in order."""
    source = path.read_text(encoding="utf-8")
    head = source[source.index('<div class="sc-compare">') : source.index("</thead>")]
    return [
        (m["name"], m["href"])
        for m in re.finditer(
            r'<th scope="col" data-variant="(?P<name>[^"]+)">(?:<a href="(?P<href>[^"]+)">)?',
            head,
        )
    ]


def test_comparison_table_lists_every_variant_linked_to_its_page(built: BuildResult) -> None:
    names = variant_names()
    for lang in LANGS:
        path = built.language_dir(lang) / "variants" / "index.html"
        assert "hide:" not in Page(path).text  # its front matter is read, not printed
        columns = comparison_columns(path)
        assert [n for n, _href in columns] == [REFERENCE, *(n for n in names if n != REFERENCE)]
        sheets = sheet_pages(built, lang)
        for name, href in columns:
            assert href, f"{name} has no link in the comparison table ({lang})"
            target = assert_link_resolves(path, href)
            assert target == sheets[name].path, (lang, name, href)
        source = path.read_text(encoding="utf-8")
        table = source[source.index('<div class="sc-compare">') : source.index("</table>")]
        rows = re.findall(r'<th scope="row">([^<]+)</th>', table)
        assert rows == [t(lang, label) for label, _value in PARAMETERS]
        cells = re.findall(r'<td(?: class="sc-diff")? data-variant="([^"]+)">', table)
        assert len(cells) == len(rows) * len(names)
        assert f'class="sc-diff" data-variant="{REFERENCE}"' not in table
        # Wasp's empty-column cell is marked as differing, in the page's words
        wasp = re.search(r'<td class="sc-diff" data-variant="wasp">([^<]+)</td>', table)
        assert wasp is not None
        assert t(lang, "Name in the engine") in rows[0]


# ---- where sources disagree --------------------------------------------------------------
def test_disagreement_table_renders_with_links_that_resolve(built: BuildResult) -> None:
    data = load_sources(sources_file(), variant_names())
    rulesets = {name: variant(name) for name in variant_names()}
    for lang in LANGS:
        path = built.language_dir(lang) / "disagreements" / "index.html"
        page = Page(path)
        source = path.read_text(encoding="utf-8")
        for question in data.questions:
            assert words(question.text[lang]) in page.text, (lang, question.key)
            assert f'id="q-{question.key}"' in source
            for reading in question.readings:
                assert words(reading.text[lang]) in page.text, (lang, question.key)
                for key in reading.sources:
                    assert data.name(key, lang) in page.text
        table = source[source.index('<div class="sc-disagreements">') : source.index("</table>")]
        links = re.findall(r'<a href="([^"]+)">([^<]+)</a>', table)
        assert links
        titles = {variant(n).title(lang): n for n in variant_names()}
        sheets = sheet_pages(built, lang)
        for href, title in links:
            target = assert_link_resolves(path, href)
            assert target == sheets[titles[title]].path, (lang, href, title)
        pinned = [n for q in data.questions for r in q.readings for n in pinned_by(r, rulesets)]
        assert len(links) == len(pinned)


def test_disagreement_data_agree_with_the_variant_files() -> None:
    """Every variant the file names exists; a reading with `match` names exactly the
    variants whose data match; in such a question every variant in scope pins exactly one
    reading; every variant appears in the table; every seed a variant cites has a name."""
    names = variant_names()
    data = load_sources(sources_file(), names)  # unknown variants or sources fail here
    rulesets = {name: variant(name) for name in names}
    seen: set[str] = set()
    for question in data.questions:
        has_match = any(r.match is not None for r in question.readings)
        for reading in question.readings:
            assert set(reading.variants) <= set(names)
            seen |= set(reading.variants)
            if reading.match is not None:
                assert sorted(reading.variants) == sorted(pinned_by(reading, rulesets)), (
                    question.key,
                    reading.text["fr"],
                )
            elif has_match:
                assert not reading.variants, (question.key, reading.text["fr"])
        if has_match:
            for name, ruleset in rulesets.items():
                if not matches(ruleset, question.scope):
                    continue
                count = sum(1 for r in question.readings if r.match and matches(ruleset, r.match))
                assert count == 1, f"{name} pins {count} readings of {question.key}"
    assert seen == set(names), f"variants missing from {data.path}: {set(names) - seen}"
    for ruleset in rulesets.values():
        for seed in ruleset.sources:
            assert seed in data.files, f"{ruleset.name}: no name for {seed} in {data.path}"
        for source in ruleset.offered_by:
            assert source in data.names, f"{ruleset.name}: no name for {source} in {data.path}"


def test_a_bad_data_file_is_refused_naming_it(tmp_path: Path) -> None:
    text = sources_file().read_text(encoding="utf-8")
    bad = tmp_path / "sources.toml"
    bad.write_text(text.replace('variants = ["wasp"]', 'variants = ["guêpe"]'), "utf-8")
    with pytest.raises(SiteBuildError, match="unknown variant 'guêpe'") as err:
        load_sources(bad, variant_names())
    assert str(bad) in str(err.value)
    bad.write_text(text.replace('sources = ["cards4"]', 'sources = ["cartes4"]', 1), "utf-8")
    with pytest.raises(SiteBuildError, match="unknown source 'cartes4'"):
        load_sources(bad, variant_names())
    bad.write_text(text.replace("match = { end = ", "match = { fin = "), "utf-8")
    with pytest.raises(SiteBuildError, match="RuleSet has no field 'fin'"):
        load_sources(bad, variant_names())


def test_every_value_of_every_rule_has_words() -> None:
    classique = variant(REFERENCE)
    kinds = {
        type(getattr(classique, f))
        for f in vars(classique)
        if isinstance(getattr(classique, f), Enum)
    }
    assert kinds <= set(ENUM_LABELS)
    for enum, labels in ENUM_LABELS.items():
        assert set(labels) == set(enum), enum  # type: ignore[arg-type]


# ---- a contributor's variant -------------------------------------------------------------
@pytest.fixture(scope="module")
def contributed(contributed_site: BuildResult) -> BuildResult:
    """The site built with the contributor's variant wasp-ii (site_inputs.py) and the
    guide's example contribution beside it, once per run (conftest.py)."""
    assert "WARNING" not in contributed_site.output, contributed_site.output[-4000:]
    return contributed_site


def test_a_contributors_variant_gets_its_column_page_and_readings(
    contributed: BuildResult,
) -> None:
    for lang in LANGS:
        root = contributed.language_dir(lang)
        comparison = root / "variants" / "index.html"
        columns = dict(comparison_columns(comparison))
        assert "wasp-ii" in columns, lang
        href = columns["wasp-ii"]
        assert href is not None
        target = assert_link_resolves(comparison, href)
        assert target == root / "rules" / "variantes" / "wasp-ii" / "index.html"
        page = target.read_text(encoding="utf-8")
        assert 'id="variant-wasp-ii"' in page
        text = words(Page(target).text)
        assert f"{t(lang, 'Face-down cards')} {t(lang, 'none')}" in text  # all face up
        # its reading has no translation yet: shown in English, marked as such
        assert '<p lang="en">PySolFC game 976' in page
        assert t(lang, "(not translated yet: the variant file gives it in English)") in text
        # the disagreement table places it by its data: suites stay, like Wasp
        table = (root / "disagreements" / "index.html").read_text(encoding="utf-8")
        stay = table[table.index('id="q-suites"') : table.index('id="q-suite-check"')]
        assert stay.count(">Wasp II</a>") == 1
    # the build says which reading waits for a translation (at INFO: it still builds strictly)
    # (the guide's colonnes-libres, built beside it, is named in the same line)
    untranslated = r"the reading of [^\n]*\bwasp-ii\b[^\n]* has no translation"
    assert re.search(untranslated, contributed.output)
