"""The glossary guards roots, not spellings: a banned Malay root is caught in its affixed and
reduplicated forms, a word that merely holds its letters is not, a required Malay term
counts in its affixed forms, and a French form is caught in any number and gender."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorpion.glossary import load
from scorpion.morphology import french_pattern, is_form_of, malay_roots

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    "word",
    [
        "undur",
        "diundur",
        "mengundur",
        "mengundurkan",
        "diundurkan",
        "pengunduran",
        "keunduran",
        "berundur",
        "terundur",
        "undurkan",
        "undurnya",
        "undur-undur",
        "Diundur",
    ],
)
def test_every_affixed_form_of_undur_is_undur(word: str) -> None:
    assert is_form_of(word, "undur")


@pytest.mark.parametrize(
    ("word", "root"),
    [
        ("kundur", "undur"),  # a gourd
        ("pesut", "sut"),  # a dolphin: pe- does not take a root in s-
        ("kasut", "sut"),
        ("susut", "sut"),
        ("sutera", "sut"),
        ("bukan", "buka"),
        ("mengundi", "undur"),
        ("undang-undang", "undur"),
        ("kalahkan", "alah"),
        ("sebahagian", "bagi"),
        ("pelajar", "ajar"),
        ("tanah", "tan"),
    ],
)
def test_a_word_holding_the_letters_of_a_root_is_not_its_form(word: str, root: str) -> None:
    assert not is_form_of(word, root)


@pytest.mark.parametrize(
    ("word", "root"),
    [
        ("menolak", "tolak"),
        ("memindahkan", "pindah"),
        ("menyapu", "sapu"),
        ("mengira", "kira"),
        ("membuat", "buat"),
        ("dibuka", "buka"),
        ("terbuka", "buka"),
        ("kekalahan", "kalah"),
        ("pengagihan", "agih"),
        ("diagihkan", "agih"),
        ("memenangi", "menang"),
        ("kemenangan", "menang"),
        ("pelaksanaan", "laksana"),
        ("memperkenalkan", "kenal"),
        ("pengecat", "cat"),
        ("kad-kad", "kad"),
    ],
)
def test_the_sound_rules_of_men_and_pen_are_undone(word: str, root: str) -> None:
    assert is_form_of(word, root)


def _men(root: str, prefix: str) -> str:
    """meN-/peN- written forward, from the spelling rules (not from the code under test)."""
    first = root[0]
    if first in "aeiou":
        return prefix + "ng" + root
    if first == "k":
        return prefix + "ng" + root[1:]
    if first == "p":
        return prefix + "m" + root[1:]
    if first == "t":
        return prefix + "n" + root[1:]
    if first == "s":
        return prefix + "ny" + root[1:]
    if first in "bf":
        return prefix + "m" + root
    if first in "cdj":
        return prefix + "n" + root
    if first in "gh":
        return prefix + "ng" + root
    return prefix + root


#: roots shaped as Malay roots are: two or three open syllables, maybe a closing consonant
SYLLABLES = st.tuples(st.sampled_from("bcdghjklmnprstw"), st.sampled_from("aiu")).map("".join)
ROOTS = st.builds(
    lambda first, rest, end: first + "".join(rest) + end,
    st.one_of(SYLLABLES, st.sampled_from("aiu")),
    st.lists(SYLLABLES, min_size=1, max_size=2),
    st.sampled_from(["", "k", "n", "ng", "r", "t", "h", "s", "l"]),
)


@given(
    ROOTS,
    st.sampled_from(["", "di", "ber", "ter", "ke", "me", "pe", "memper", "diper"]),
    st.sampled_from(["", "kan", "i", "an", "nya", "kannya", "lah"]),
)
def test_a_root_with_any_prefix_and_suffix_is_found(root: str, prefix: str, suffix: str) -> None:
    word = _men(root, prefix) if prefix in ("me", "pe") else prefix + root
    assert is_form_of(word + suffix, root), (word + suffix, sorted(malay_roots(word + suffix)))


@given(ROOTS)
def test_a_reduplicated_root_is_found(root: str) -> None:
    assert is_form_of(f"{root}-{root}", root)
    assert is_form_of(f"{root}-{_men(root, 'me')}", root)


def test_the_glossary_catches_a_banned_root_in_its_forms() -> None:
    text = "Langkah itu diundur.\nPemain mengundur langkah; pengunduran; kundur direbus."
    assert [(hit.line, hit.found) for hit in load().avoided(text)] == [
        (1, "diundur"),
        (2, "mengundur"),
        (2, "pengunduran"),
    ]


def test_a_required_malay_term_counts_in_its_affixed_forms() -> None:
    glossary = load()
    assert glossary.unpaired("la réserve est distribuée", "simpanan diagihkan") == []
    assert glossary.unpaired("la réserve est distribuée", "kad simpanan diedar") != []
    # « bukan » holds the letters of « buka » but is no form of it
    assert [t.key for t, _ in glossary.unpaired("la carte visible", "kad bukan")] == ["face-up"]
    assert glossary.unpaired("la carte visible", "kad terbuka") == []


def test_french_forms_are_caught_in_any_number_and_gender() -> None:
    pattern = french_pattern("livre des règles")
    assert pattern.search("les livres des règles du Scorpion")
    assert not pattern.search("le livre de règles")
    hits = load().avoided_fr("Les scores sont vérifiés contre une recherche naïve.")
    assert [hit.found for hit in hits] == ["vérifiés contre"]
    assert [h.found for h in load().avoided_fr("Contribuer une variante")] == ["Contribuer une"]


def test_the_corpus_check_catches_a_reintroduced_affixed_form(tmp_path: Path) -> None:
    from test_glossary import VARIANTS, avoided_words

    root = tmp_path / "root"
    for folder in ("locales", "features", "docs"):
        shutil.copytree(ROOT / folder, root / folder, ignore=shutil.ignore_patterns("*.mo"))
    shutil.copytree(ROOT / VARIANTS, root / VARIANTS)
    page = root / "docs" / "ms" / "index.md"
    page.write_text(page.read_text(encoding="utf-8") + "\nLangkah boleh diundurkan.\n")
    found = avoided_words(root, load())
    assert [line for line in found if "diundurkan" in line] == [
        line for line in found if line.startswith("docs/ms/index.md:")
    ]
    assert any("«diundurkan»" in line for line in found)
