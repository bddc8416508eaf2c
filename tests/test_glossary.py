"""Every Malay text keeps to the glossary (locales/glossary.toml): no word it says to avoid,
and each French term always rendered by its one Malay term.

Checked: the Malay catalogs (locales/ms/LC_MESSAGES/*.po, msgstr against the French msgstr
of the same msgid), the Malay features (features/ms/**, against the French feature of the
same file name, feature by feature and scenario by scenario, paired by @id), the Malay pages
(docs/ms/*.md against docs/fr/*.md), the Malay words of docs/data/sources.toml and of the
variant files. The checks run on a root folder, so the last tests can show them catching a
slip reintroduced in a copy.
"""

from __future__ import annotations

import re
import shutil
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Message
from babel.messages.pofile import read_po

from scorpion.bdd import wording
from scorpion.bdd.model import FeatureDoc
from scorpion.bdd.reading import load_feature
from scorpion.glossary import Glossary, load

ROOT = Path(__file__).resolve().parents[1]
SEED_001 = ROOT / "seeds" / "001_0e134c35e678bfe0.txt"


# ---- the corpus: (where, French text, Malay text) -------------------------------------
def _text(message: Message) -> str:
    if isinstance(message.string, str):
        return message.string
    return "\n".join(message.string or ())


def catalog_pairs(root: Path) -> Iterator[tuple[str, str, str]]:
    """(po file:line, French msgstr, Malay msgstr) for each Malay message."""
    for path in sorted((root / "locales" / "ms" / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            malay = read_po(handle, locale="ms")
        french_path = root / "locales" / "fr" / "LC_MESSAGES" / path.name
        with french_path.open("rb") as handle:
            french = read_po(handle, locale="fr")
        for message in malay:
            if not message.id:
                continue
            twin = french.get(message.id, context=message.context)
            where = f"{path.relative_to(root)}:{message.lineno}"
            yield where, _text(twin) if twin is not None else "", _text(message)


def _blocks(doc: FeatureDoc) -> dict[str, str]:
    """The words of a feature by scenario id ("" for the feature's name and description):
    rule name, scenario name and description, step lines and table cells (doc strings are
    boards, checked by the engine's notation)."""
    blocks = {"": f"{doc.name}\n{doc.description}"}
    for rule in doc.rules:
        for scenario in rule.scenarios:
            parts = [rule.name, scenario.outline_name or scenario.name, scenario.description]
            for step in scenario.steps:
                parts.append(step.text)
                parts += [" | ".join(row) for row in step.datatable or ()]
            blocks[scenario.id] = blocks.get(scenario.id, "") + "\n" + "\n".join(parts)
    return blocks


def feature_roots(root: Path) -> list[Path]:
    """features/ and the rule-book folders the site's guide ships (docs/data/**/features)."""
    return [root / "features", *sorted((root / "docs" / "data").glob("**/features"))]


def feature_pairs(root: Path) -> Iterator[tuple[str, str, str]]:
    """(Malay feature @id, French words, Malay words), files paired by name."""
    for folder in feature_roots(root):
        yield from _feature_pairs(root, folder)


def _feature_pairs(root: Path, folder: Path) -> Iterator[tuple[str, str, str]]:
    for malay_path in sorted((folder / "ms").rglob("*.feature")):
        relative = malay_path.relative_to(folder / "ms")
        french_path = folder / "fr" / relative
        if not french_path.exists():
            continue  # a feature without its twin is the rule book's own fault (tested there)
        french, malay = _blocks(load_feature(french_path)), _blocks(load_feature(malay_path))
        for key, words in malay.items():
            where = f"{malay_path.relative_to(root)}" + (f" @id:{key}" if key else "")
            yield where, french.get(key, ""), words


MARKER = re.compile(r"<!--.*?-->", re.DOTALL)
#: Code in a page (fenced or indented blocks, inline spans) is neither language's prose.
CODE = re.compile(r"^```.*?^```|^(?: {4}|\t).*?$|`[^`\n]*`", re.DOTALL | re.MULTILINE)


def _prose(page: str) -> str:
    return CODE.sub(" ", MARKER.sub(" ", page))


def page_pairs(root: Path) -> Iterator[tuple[str, str, str]]:
    """(Malay page, French page, Malay page) by file name; markers are not words."""
    for malay_path in sorted((root / "docs" / "ms").rglob("*.md")):
        french_path = root / "docs" / "fr" / malay_path.relative_to(root / "docs" / "ms")
        french = french_path.read_text(encoding="utf-8") if french_path.exists() else ""
        malay = malay_path.read_text(encoding="utf-8")
        yield str(malay_path.relative_to(root)), _prose(french), _prose(malay)


def _fr_ms(node: Any, where: str) -> Iterator[tuple[str, str, str]]:
    """Every table with both `fr` and `ms` strings in a TOML document, recursively."""
    if isinstance(node, dict):
        if isinstance(node.get("fr"), str) and isinstance(node.get("ms"), str):
            yield where, node["fr"], node["ms"]
        for key, value in node.items():
            yield from _fr_ms(value, f"{where}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _fr_ms(value, f"{where}[{index}]")


VARIANTS = Path("scorpion", "games", "scorpion", "variants")


def data_pairs(root: Path) -> Iterator[tuple[str, str, str]]:
    """The fr/ms strings of the site's data file and of the variant files."""
    files = [root / "docs" / "data" / "sources.toml"]
    variant_files = sorted((root / VARIANTS).glob("*.toml"))
    assert variant_files, f"no variant file under {root / VARIANTS}"  # a moved folder, not a pass
    files += variant_files
    files += sorted((root / "docs" / "data").glob("**/variants/*.toml"))
    for path in files:
        if path.exists():
            with path.open("rb") as handle:
                yield from _fr_ms(tomllib.load(handle), str(path.relative_to(root)))


def every_pair(root: Path) -> Iterator[tuple[str, str, str, str]]:
    """(scope, where, French, Malay): the scope of a catalog message is its domain."""
    for where, french, malay in catalog_pairs(root):
        yield Path(where.partition(":")[0]).stem, where, french, malay
    for scope, pairs in (
        ("features", feature_pairs(root)),
        ("pages", page_pairs(root)),
        ("data", data_pairs(root)),
    ):
        for where, french, malay in pairs:
            yield scope, where, french, malay


def malay_files(root: Path) -> list[Path]:
    """The Malay files read whole for avoided words (line numbers are theirs)."""
    return [
        *(
            path
            for folder in feature_roots(root)
            for path in sorted((folder / "ms").rglob("*.feature"))
        ),
        *sorted((root / "docs" / "ms").rglob("*.md")),
    ]


def _render(item: wording.Item, option: str = "") -> str:
    if isinstance(item, wording.Lit):
        return item.text
    if isinstance(item, wording.Space):
        return " "
    if isinstance(item, wording.Slot):
        return f"{{{item.name}}}"
    return option


def accepted_readings(text: str, window: int = 7) -> Iterator[str]:
    """The texts a step wording accepts, piece by piece: every run of `window` consecutive
    items with every choice in it (an avoided phrase is a few words long, so it lies in
    one run), without multiplying all the choices of a long wording together."""
    for variant in text.split("|"):
        items = wording.parse(variant)
        for start in range(max(1, len(items) - window + 1)):
            runs = [""]
            for item in items[start : start + window]:
                options = item.options if isinstance(item, wording.Choice) else ("",)
                runs = [run + _render(item, option) for run in runs for option in options]
            yield from runs


def step_wordings(root: Path) -> Iterator[tuple[str, str]]:
    """(steps.po:line, one accepted reading) for each Malay step wording."""
    with (root / "locales" / "ms" / "LC_MESSAGES" / "steps.po").open("rb") as handle:
        catalog = read_po(handle, locale="ms")
    for message in catalog:
        if message.id and isinstance(message.string, str) and message.string != "-":
            where = f"locales/ms/LC_MESSAGES/steps.po:{message.lineno}"
            for reading in accepted_readings(message.string):
                yield where, reading


#: A feature's doc strings are boards and variant files (TOML, its `reading` in English),
#: checked by the engine's notation and the variant loader, not Malay prose.
DOC_STRING = re.compile(r'^\s*"""\s*$.*?^\s*"""\s*$', re.DOTALL | re.MULTILINE)


def _blank(*patterns_and_text: Any) -> str:
    """The text (last argument) with each pattern's matches blanked, its lines kept (a hit
    keeps its line number)."""
    *patterns, text = patterns_and_text
    for pattern in patterns:
        text = pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    return str(text)


# ---- the checks ---------------------------------------------------------------------------
def avoided_words(root: Path, glossary: Glossary) -> list[str]:
    """`file:line: «word» (term): why` for each avoided word in a Malay text."""
    out = []
    for where, _french, malay in [*catalog_pairs(root), *data_pairs(root)]:
        out += [
            f"{where}: «{hit.found}» ({hit.term.key}: use {hit.term.ms}): {hit.avoid.why}"
            for hit in glossary.avoided(malay, game_of(where))
        ]
    seen = set()
    for where, reading in step_wordings(root):
        for hit in glossary.avoided(reading):
            if (where, hit.found.casefold()) not in seen:
                seen.add((where, hit.found.casefold()))
                out.append(
                    f"{where}: a wording accepts «{hit.found}» ({hit.term.key}: use "
                    f"{hit.term.ms}): {hit.avoid.why}"
                )
    for path in malay_files(root):
        text = path.read_text(encoding="utf-8")
        text = _blank(DOC_STRING if path.suffix == ".feature" else CODE, MARKER, text)
        out += [
            f"{path.relative_to(root)}:{hit.line}: «{hit.found}» ({hit.term.key}: use "
            f"{hit.term.ms}): {hit.avoid.why}"
            for hit in glossary.avoided(text, game_of(str(path.relative_to(root))))
        ]
    return out


def game_of(where: str) -> str:
    """The game whose text `where` is ("scopa" for its catalogs, features and pages; "" for
    Scorpion's and the project's own texts)."""
    name = Path(where.partition(":")[0]).as_posix()
    scopa = "/scopa/" in f"/{name}" or Path(name).stem.startswith("scopa")
    return "scopa" if scopa else ""


def french_files(root: Path) -> list[Path]:
    """The French files read whole for avoided French words."""
    return [
        *(
            path
            for folder in feature_roots(root)
            for path in sorted((folder / "fr").rglob("*.feature"))
        ),
        *sorted((root / "docs" / "fr").rglob("*.md")),
    ]


def _french_catalogs(root: Path) -> Iterator[tuple[str, str]]:
    for path in sorted((root / "locales" / "fr" / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            for message in read_po(handle, locale="fr"):
                if message.id:
                    yield f"{path.relative_to(root)}:{message.lineno}", _text(message)


def _french_data(root: Path) -> Iterator[tuple[str, str]]:
    for where, french, _malay in data_pairs(root):
        yield where, french


def avoided_french(root: Path, glossary: Glossary) -> list[str]:
    """`file:line: «words» (term): why` for each avoided French form (any number, gender)."""
    out = [
        f"{where}: «{hit.found}» ({hit.term.key}: use {hit.term.fr}): {hit.avoid.why}"
        for where, french in [*_french_catalogs(root), *_french_data(root)]
        for hit in glossary.avoided_fr(french)
    ]
    for path in french_files(root):
        text = path.read_text(encoding="utf-8")
        out += [
            f"{path.relative_to(root)}:{hit.line}: «{hit.found}» ({hit.term.key}: use "
            f"{hit.term.fr}): {hit.avoid.why}"
            for hit in glossary.avoided_fr(text)
        ]
    return out


def unpaired_terms(root: Path, glossary: Glossary) -> list[str]:
    """`where: French «form» but no Malay «term»` for each term rendered otherwise."""
    return [
        f"{where}: the French says «{form}» ({term.en}) but the Malay has none of "
        f"{', '.join(f'«{f}»' for f in term.ms_forms)}"
        for scope, where, french, malay in every_pair(root)
        for term, form in glossary.unpaired(french, malay, scope)
    ]


# ---- the project's texts ----------------------------------------------------------------------
def test_the_glossary_covers_the_game() -> None:
    keys = {term.key for term in load().terms}
    wanted = {
        "card", "suit", "clubs", "diamonds", "hearts", "spades", "ace", "king", "queen",
        "jack", "rank", "column", "reserve", "suite", "face-down", "face-up", "deal",
        "deal-reserve", "move", "undo", "score", "scoring", "board", "save-file", "step",
        "lost", "won", "variant",
    }  # fmt: skip
    assert wanted <= keys, sorted(wanted - keys)
    assert all(term.avoid or term.fr_forms or term.fr_avoid for term in load().terms)


def test_terms_said_to_come_from_seed_001_are_in_it() -> None:
    """The page says which Malay terms are the Malay text's own: they must be in it."""
    seed = " ".join(SEED_001.read_text(encoding="utf-8").split()).casefold()
    missing = [
        term.key
        for term in load().terms
        if term.seed001 and not any(form.casefold() in seed for form in term.ms_forms)
    ]
    assert not missing


def test_no_malay_text_uses_an_avoided_word() -> None:
    assert avoided_words(ROOT, load()) == []


def test_no_french_text_uses_an_avoided_word() -> None:
    assert avoided_french(ROOT, load()) == []


def test_each_french_term_has_its_one_malay_term() -> None:
    assert unpaired_terms(ROOT, load()) == []


def test_the_checks_read_every_malay_text() -> None:
    """A check over nothing passes: count what it reads."""
    catalogs = list(catalog_pairs(ROOT))
    features = list(feature_pairs(ROOT))
    pages = list(page_pairs(ROOT))
    assert len(catalogs) > 300 and all(french for _, french, _ in catalogs)
    assert len({where.split(" @")[0] for where, _, _ in features}) >= 20
    assert len(features) > 120 and all(french for _, french, _ in features)
    assert len(pages) >= 6
    assert any(where.startswith("docs/data/") for where, _, _ in features)
    assert any("sources.toml" in where for where, _, _ in data_pairs(ROOT))


def test_the_malay_rule_pages_are_titled_as_seed_001() -> None:
    """The glossary page says the titles of the eleven Malay rule pages of seeds 000/001
    (features 01 to 11, one per section) are seed 001's section titles."""
    lines = {line.strip() for line in SEED_001.read_text(encoding="utf-8").splitlines()}
    sections = [
        path
        for path in sorted((ROOT / "features" / "ms").glob("[0-9][0-9]_*.feature"))
        if int(path.name[:2]) <= 11
    ]
    titles = [load_feature(path).name for path in sections]
    assert len(titles) == 11
    assert [title for title in titles if title not in lines] == []


# ---- the checks catch a slip --------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("meletakkan 3 kali pada sut yang sama", ["sut"]),
        ("Sut tidak dikenali", ["Sut"]),
        ("Fail simpanan tiada « x » yang sah", ["Fail simpanan"]),
        ("Aplikasi tidak pernah mengisytiharkan permainan\n  kalah", ["permainan\n  kalah"]),
        ("Senario: Kad simpanan tidak dikitar semula", ["dikitar semula"]),
        ("Variasi sebelah-menyebelah", ["sebelah-menyebelah"]),
        ("kain sutera, harga susut, fail simpan", []),
        ("kad simpanan, petak urutan, pemain kalah", []),
        ("Berikan satu agihan: --seed atau --board", []),
        ("agihan daripada seed 12", ["seed"]),
    ],
)
def test_avoided_words_are_found_as_whole_words(text: str, found: list[str]) -> None:
    assert [hit.found for hit in load().avoided(text)] == found


def test_the_step_wordings_are_read_with_their_choices() -> None:
    readings = set(accepted_readings("permainan (berakhir dengan kekalahan/tewas)|[kad] simpanan"))
    assert {"permainan berakhir dengan kekalahan", "permainan tewas", "kad simpanan"} <= readings
    assert "simpanan" in readings
    found = [
        hit.found for r in accepted_readings("permainan (tamat/kalah)") for hit in load().avoided(r)
    ]
    assert found == ["permainan kalah"]


def test_a_french_term_rendered_otherwise_is_found() -> None:
    glossary = load()
    pairs = glossary.unpaired("Le fichier de sauvegarde est illisible", "Fail data rosak")
    assert [(term.key, form) for term, form in pairs] == [("save-file", "fichier de sauvegarde")]
    assert glossary.unpaired("le score est de {points}", "skor ialah {points}") == []


def test_a_french_phrase_with_another_meaning_is_not_the_term() -> None:
    """ "suite de coups" is a line of play (jujukan), not a King-to-Ace suite (urutan)."""
    pairs = load().unpaired("Aucune suite de coups ne gagne", "Tiada jujukan langkah yang menang")
    assert [term.key for term, _ in pairs] == []
    pairs = load().unpaired("Aucune suite de coups ne gagne", "Tiada urutan langkah yang menang")
    assert [term.key for term, _ in pairs] == ["sequence"]


def test_a_term_is_paired_only_within_its_scope() -> None:
    """A scenario's step (étape) is a 'langkah senario'; a save file's step is a move."""
    french, malay = "l'étape {number} ne peut pas être jouée", "langkah {number} gagal"
    assert [term.key for term, _ in load().unpaired(french, malay, "rulebook")] == ["step"]
    assert load().unpaired(french, malay, "scopa") == []


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "root"
    for folder in ("locales", "features", "docs"):
        shutil.copytree(ROOT / folder, root / folder, ignore=shutil.ignore_patterns("*.mo"))
    shutil.copytree(ROOT / VARIANTS, root / VARIANTS)
    return root


def _replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_the_corpus_check_fails_on_a_reintroduced_sut_or_fail_simpanan(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    before = set(avoided_words(root, load()))  # what the project's texts hold (none, once fixed)
    messages = root / "locales" / "ms" / "LC_MESSAGES"
    _replace(messages / "rulebook.po", "kali pada bunga yang sama", "kali pada sut yang sama")
    _replace(
        messages / "scorpion.po",
        '"Ini bukan fail simpan Scorpion"',
        '"Ini bukan fail simpanan Scorpion"',
    )
    _replace(
        root / "features" / "ms" / "06_reserve.feature",
        "dengan satu sentuhan: setiap",
        "dengan satu gerakan: setiap",
    )
    found = [hit for hit in avoided_words(root, load()) if hit not in before]
    assert len(found) == 3, found
    assert found[0].startswith("locales/ms/LC_MESSAGES/rulebook.po:") and "«sut»" in found[0]
    assert (
        found[1].startswith("locales/ms/LC_MESSAGES/scorpion.po:") and "«fail simpanan»" in found[1]
    )
    assert found[2].startswith("features/ms/06_reserve.feature:4: «dengan satu gerakan»")


def test_the_corpus_check_fails_on_a_term_rendered_two_ways(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    before = set(unpaired_terms(root, load()))
    _replace(
        root / "locales" / "ms" / "LC_MESSAGES" / "scorpion.po",
        '"Ini bukan fail simpan Scorpion"',
        '"Ini bukan fail data Scorpion"',
    )
    index = root / "docs" / "ms" / "index.md"
    malay = index.read_text(encoding="utf-8")
    index.write_text(malay.replace("simpanan", "stok"), encoding="utf-8")
    found = [miss for miss in unpaired_terms(root, load()) if miss not in before]
    assert len(found) == 2, found
    assert found[0].startswith("locales/ms/LC_MESSAGES/scorpion.po:")
    assert "«fichier de sauvegarde»" in found[0]
    assert found[1].startswith("docs/ms/index.md: the French says «réserve»")
