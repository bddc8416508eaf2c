"""The rule book's failure messages speak the feature's language: every message of
scorpion/bdd and of Scorpion's step set is a msgid of the `rulebook` catalog (marked with
M_), translated in French and Malay with the same {placeholders}, and rendered with
values in that language."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scorpion import Card, Game, Rank, Suit
from scorpion.bdd import catalog, messages
from scorpion.bdd.faults import Check
from scorpion.bdd.model import StepDoc, StepFailure
from scorpion.games.scorpion.rulebook.executor import execute
from scorpion.games.scorpion.rulebook.world import Title, World
from scorpion.i18n import DOMAINS, LOCALES_DIR

LANGS = ("fr", "ms")
BDD = Path(messages.__file__).resolve().parent
RULEBOOK = Path(execute.__code__.co_filename).resolve().parent  # Scorpion's step set
MARKED_FILES = sorted(BDD.glob("*.py")) + sorted(RULEBOOK.glob("*.py"))


def test_rulebook_is_a_catalog_domain() -> None:
    assert messages.DOMAIN in DOMAINS
    assert messages.DOMAIN in catalog.DOMAINS


def test_rulebook_template_matches_the_marked_messages() -> None:
    with (LOCALES_DIR / f"{messages.DOMAIN}.pot").open("rb") as handle:
        template = {message.id for message in read_po(handle) if message.id}
    assert template == {msgid for msgid, _ in catalog.message_msgids()}, (
        "locales/rulebook.pot is stale: run python -m scorpion.bdd.catalog"
    )
    assert len(template) > 50


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated(lang: str) -> None:
    assert catalog.missing(lang, messages.DOMAIN) == []


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_placeholders(lang: str) -> None:
    assert catalog.mismatched(lang, messages.DOMAIN) == []


@pytest.mark.parametrize("lang", LANGS)
def test_translations_differ_from_english_and_step_phrases(lang: str) -> None:
    """No message left in English (a few words are the same in every language)."""
    same_everywhere = {"{step}: {fault}", "«{text}»: {fault}"}
    found = catalog.translations(lang, messages.DOMAIN)
    english = [m for m, text in found.items() if text == m and m not in same_everywhere]
    assert english == []


def _is_marked(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == messages.MARKER
    )


# Calls whose message argument must be a marked msgid: (name, position of the msgid).
MARKED_ARGUMENT = {"check": 1, "Check": 0, "say": 1, "Word": 0, "Message": 0}
# Calls whose fault must not be a literal English text.
FAULT_CALLS = {"FeatureError", "StepFailure", "PhraseError"}


@pytest.mark.parametrize("path", MARKED_FILES, ids=lambda p: p.name)
def test_no_message_is_written_in_english_only(path: Path) -> None:
    """Every check(), Check(), say(), Word() and Message() names an M_ msgid (or hands on
    one it was given); no fault is a literal text."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    faults = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        name = node.func.id
        position = MARKED_ARGUMENT.get(name)
        if position is not None and len(node.args) > position:
            arg = node.args[position]
            # an M_ msgid, or a msgid handed on by name (check → Check → Message)
            if not (_is_marked(arg) or isinstance(arg, ast.Name | ast.Attribute)):
                faults.append(f"{path.name}:{node.lineno}: {name}() without M_")
        if name in FAULT_CALLS:
            for arg in node.args:
                if isinstance(arg, ast.JoinedStr) or (
                    isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                ):
                    faults.append(f"{path.name}:{node.lineno}: {name}() with a literal text")
    assert faults == []


def test_values_are_rendered_in_the_language() -> None:
    jack = Card(Rank.JACK, Suit.HEARTS)
    four = Card(Rank.FOUR, Suit.SPADES)
    msgid = "the top card of column {column} is {top}, not {card}"
    assert messages.say("fr", msgid, column=2, top=jack, card=four) == (
        "la carte du dessus de la colonne 2 est V♥, pas 4♠"
    )
    assert messages.say("ms", msgid, column=2, top=jack, card=four) == (
        "kad paling atas lajur 2 ialah J♥, bukan 4♠"
    )
    assert messages.say("en", msgid, column=2, top=None, card=four) == (
        "the top card of column 2 is none, not 4♠"
    )
    assert messages.say("xx", msgid, column=2, top=None, card=four) == (
        "the top card of column 2 is none, not 4♠"
    )
    assert messages.say("fr", "column {column} holds {cards}", column=1, cards=()) == (
        "la colonne 1 contient aucune"
    )
    moves = Game.deal(3).legal_moves()[:2]
    assert messages.say("fr", "possible moves: {moves}", moves=moves) == (
        f"coups possibles : {moves[0].to_text('fr')}, {moves[1].to_text('fr')}"
    )
    assert "de la colonne" in messages.say("fr", "possible moves: {moves}", moves=moves)
    assert messages.say("ms", "the hints offer {moves}", moves=[]) == "petunjuk menawarkan: tiada"
    check = Check("the game follows the {variant} rules", variant=Title("classique"))
    assert str(check) == "the game follows the Classic rules"
    assert check.message("fr") == "la partie suit la règle Classique"
    assert check.message("ms") == "permainan mengikut peraturan Klasik"


def _world(lang: str) -> World:
    game = Game.from_text(
        "réserve : distribuée\ncolonne 1 : 10 de pique\ncolonne 2 : 9 de cœur", "fr"
    )
    world = World(lang, Path(f"features/{lang}/x.feature"))
    world.setup(game)
    return world


@pytest.mark.parametrize(
    ("lang", "line", "fault"),
    [
        (
            "fr",
            "le 9♥ est face cachée",
            "features/fr/x.feature:5: la carte 9♥ n'est pas face cachée (face visible)",
        ),
        (
            "ms",
            "9♥ tertutup",
            "features/ms/x.feature:5: kad 9♥ tidak tertutup (terbuka)",
        ),
    ],
)
def test_a_failing_check_speaks_the_feature_language(lang: str, line: str, fault: str) -> None:
    world = _world(lang)
    with pytest.raises(StepFailure) as caught:
        execute(world, StepDoc("Alors" if lang == "fr" else "Maka", line, 5, None, None, "then"))
    assert str(caught.value) == fault


@pytest.mark.parametrize(
    ("lang", "line", "fault"),
    [
        ("fr", "le tableau est :", "cette étape attend un tableau dans une doc string"),
        (
            "ms",
            "papan menjadi:",
            "langkah senario ini memerlukan papan di antara tanda petik tiga (doc string)",
        ),
    ],
)
def test_executor_faults_speak_the_feature_language(lang: str, line: str, fault: str) -> None:
    world = _world(lang)
    with pytest.raises(StepFailure) as caught:
        execute(world, StepDoc("Alors", line, 7, None, None, "then"))
    assert str(caught.value) == f"features/{lang}/x.feature:7: {fault}"


@pytest.mark.parametrize("path", MARKED_FILES, ids=lambda p: p.name)
def test_every_placeholder_gets_a_value(path: Path) -> None:
    """A call naming an M_ msgid passes a value for each of its {placeholders}."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    faults = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        position = MARKED_ARGUMENT.get(node.func.id)
        if position is None or len(node.args) <= position or node.func.id == "Word":
            continue
        marked = node.args[position]
        if not (_is_marked(marked) and isinstance(marked, ast.Call)):
            continue
        msgid = ast.literal_eval(marked.args[0])
        given = {keyword.arg for keyword in node.keywords}
        if catalog.placeholders(msgid) != given:
            faults.append(f"{path.name}:{node.lineno}: {msgid!r} gets {sorted(given)}")
    assert faults == []
