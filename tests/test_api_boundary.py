"""The public API's boundary is closed: arbitrary values (right types and wrong ones)
given to any entry point raise nothing but ScorpionError, whose message names the bad
value in en, fr and ms, and a refused action leaves the game exactly as it was."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorpion import (
    LANGUAGES,
    ArgumentError,
    Card,
    Game,
    Move,
    MoveKind,
    Rank,
    ScorpionError,
    Suit,
    load_variant,
    standard_deck,
    variant,
    variant_names,
)
from scorpion.arguments import shown

STARTS: list[Callable[[], Game]] = [
    lambda: Game.deal(5),
    lambda: Game.deal(9, "assoupli"),
    lambda: Game.deal(2, "three-blind-mice"),
    lambda: Game.deal(4, "traditionnel"),
    lambda: Game.from_text(
        "réserve : distribuée. colonne 1 : 9♣, 7♥, R♣, 7♥, 2♠ ; colonne 2 : 8♥",
        "fr",
        "double-scorpion",
    ),
]
CARDS = list(standard_deck())
OTHER_MOVES = [m for name in ("double-scorpion", "wasp") for m in Game.deal(1, name).legal_moves()]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 16),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.binary(max_size=6),
    st.sampled_from(CARDS),
    st.sampled_from(["4♥", "valet de cœur", "Jek hati", "king of spades", "zz", ""]),
    st.sampled_from(list(Suit) + list(Rank) + list(LANGUAGES) + ["de", "FR"]),
    st.just(Path("nowhere.toml")),
    st.just(object()),
)
values = st.one_of(scalars, st.lists(scalars, max_size=3), st.tuples(scalars, scalars))
moves = st.one_of(
    st.sampled_from(OTHER_MOVES),
    st.builds(Move, st.sampled_from(list(MoveKind)), values, values, values, values),
    st.builds(Move, values, values, values, values),
    values,
)


def _state(game: Game) -> tuple[Any, ...]:
    return (game.position, game.score, game.history, game.played)


def _call(game: Game, name: str, args: tuple[Any, ...]) -> None:
    """One call of the public API by name."""
    calls: dict[str, Callable[..., object]] = {
        "move": game.move,
        "play": game.play,
        "deal_reserve": game.deal_reserve,
        "undo": game.undo,
        "to_text": lambda lang, reveal, lines: game.to_text(lang, reveal=reveal, lines=lines),
        "useful_moves": game.useful_moves,
        "deal": Game.deal,
        "from_text": Game.from_text,
        "load": Game.load,
        "move_from_text": Move.from_text,
        "move_to_text": lambda m, lang: (m if isinstance(m, Move) else Move.reserve()).to_text(
            lang
        ),
        "card_from_text": Card.from_text,
        "card": Card,
        "suit_from_text": Suit.from_text,
        "variant": variant,
        "variant_names": variant_names,
        "load_variant": load_variant,
    }
    calls[name](*args)


ARITY = {
    "move": 4, "play": 1, "deal_reserve": 0, "undo": 0, "to_text": 3, "useful_moves": 1,
    "deal": 2, "from_text": 3, "load": 1, "move_from_text": 1, "move_to_text": 2,
    "card_from_text": 1, "card": 2, "suit_from_text": 1, "variant": 1, "variant_names": 1,
    "load_variant": 2,
}  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(start=st.sampled_from(STARTS), data=st.data())
def test_only_scorpion_errors_and_refusals_change_nothing(
    start: Callable[[], Game], data: st.DataObject
) -> None:
    game = start()
    for _ in range(12):
        name = data.draw(st.sampled_from(sorted(ARITY)), label="call")
        if name == "play":
            args: tuple[Any, ...] = (
                data.draw(st.one_of(moves, st.sampled_from(game.legal_moves() or [None]))),
            )
        else:
            args = tuple(data.draw(values, label=f"arg{i}") for i in range(ARITY[name]))
        before = game.copy()
        state = _state(game)
        try:
            _call(game, name, args)
        except ScorpionError as error:
            assert _state(game) == state, (name, args)
            assert game == before
            texts = [error.message(lang) for lang in LANGUAGES]
            assert all(texts), (name, args)
            if isinstance(error, ArgumentError):
                assert all(shown(error.params["value"]) in text for text in texts)


def test_wrong_types_name_the_value() -> None:
    game = Game.deal(1)
    cases: list[tuple[Callable[[], object], str]] = [
        (lambda: game.move("4♥", 3.5), "3.5"),  # type: ignore[arg-type]
        (lambda: game.move("4♥", "zz"), "zz"),  # type: ignore[arg-type]
        (lambda: game.move(None, None), "None"),  # type: ignore[arg-type]
        (lambda: game.move("4♥", 3, source="1"), "1"),  # type: ignore[arg-type]
        (lambda: game.move("4♥", 3, 1, place=0), "0"),
        (lambda: game.play("4♥ from column 1 to column 3"), "4♥ from column 1"),  # type: ignore[arg-type]
        (lambda: Game.deal("seven"), "seven"),  # type: ignore[arg-type]
        (lambda: Game.from_text(b"colonne 1 : R\xe2\x99\xa0"), "b'colonne"),  # type: ignore[arg-type]
        (lambda: Game.load(None), "None"),  # type: ignore[arg-type]
        (lambda: Move.from_text(7), "7"),  # type: ignore[arg-type]
        (lambda: variant(["classique"]), "['classique']"),  # type: ignore[arg-type]
        (lambda: Card(14, Suit.HEARTS), "14"),
    ]
    for action, value in cases:
        state = _state(game)
        try:
            action()
        except ScorpionError as error:
            for lang in LANGUAGES:
                assert value in error.message(lang), (lang, error.message(lang))
        else:
            raise AssertionError(f"no refusal for {value}")
        assert _state(game) == state


def test_columns_out_of_range_are_refused_by_number() -> None:
    game = Game.deal(1)
    for column in (0, -1, 8, 10**30):
        try:
            game.move(game.columns[0].top or "A♠", column)
        except ScorpionError as error:
            assert str(column) in error.message("ms")
        else:
            raise AssertionError(column)


def test_a_variant_name_is_never_a_path() -> None:
    """Found by the fuzz: a save naming a variant with a path in it, or a name too long
    for a file, is an unknown variant, not a file looked for elsewhere or an OSError."""
    for name in ("../variants/classique", "classique/../wasp", "x" * 300, "", "a\x00b"):
        try:
            variant(name)
        except ScorpionError as error:
            assert "“" in str(error)
        else:
            raise AssertionError(name)
