"""The game users get: `Game`, the one mutable object. It checks, plays and undoes actions
and keeps the score (all of it in scorpion.games.scorpion.engine, which it extends), and
adds what sits above the rules: dealing, the board's notation, saves and hints.

Layers, each using only those below it: position (values), state (the table and its
keys), mechanics (playing and taking back), engine (the rules); notation, saves and the
solver work on those; this facade sits on top of them all.
"""

from __future__ import annotations

import random
from typing import Self

from scorpion import arguments
from scorpion.cards import Card, standard_deck
from scorpion.games.scorpion import saves
from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.notation import read_board, write_board
from scorpion.games.scorpion.position import Column, Position
from scorpion.games.scorpion.pysolfc import dealing_order
from scorpion.games.scorpion.rules import RuleSet, variant
from scorpion.games.scorpion.solver import Hint, solve
from scorpion.i18n import N_

__all__ = ["Column", "Game", "Position"]


class Game(Engine):
    """A game of Scorpion under one rule set."""

    # ---- construction -------------------------------------------------------------
    @classmethod
    def deal(
        cls,
        seed: int | None = None,
        variant: RuleSet | str = "classique",
        *,
        pysolfc: int | None = None,
    ) -> Self:
        """A new shuffled deal; the same seed always gives the same deal. `pysolfc=N`
        deals PySolFC's game number N instead, for the variants PySolFC shares
        (see scorpion.games.scorpion.pysolfc)."""
        rules = _variant(variant)
        layout = rules.layout
        if pysolfc is not None:
            # PySolFC's deal numbers, not rules (tests/test_pysolfc.py)
            # pragma: no mutate start
            deck = dealing_order(pysolfc, layout.decks, rules.name)
            # pragma: no mutate end
        else:
            # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
            # pragma: no mutate start
            seed = arguments.whole(
                seed, N_("The number of a deal is a whole number, not “{value}”")
            )
            # pragma: no mutate end
            deck = list(standard_deck()) * layout.decks
            random.Random(seed).shuffle(deck)
        cards = iter(deck)
        piles: list[list[Card]] = [[] for _ in layout.columns]
        for row in range(max(layout.columns, default=0)):
            for number, size in enumerate(layout.columns):
                if row < size:
                    piles[number].append(next(cards))
        columns = tuple(
            Column(tuple(pile[:down]), tuple(pile[down:]))
            for pile, down in zip(piles, layout.face_down, strict=True)
        )
        reserve = tuple(cards)
        return cls(Position(columns, reserve, not reserve, ()), rules)

    @classmethod
    def from_text(cls, text: str, lang: str = "fr", variant: RuleSet | str = "classique") -> Self:
        """Read a board written in the notation of `lang` (see scorpion.games.scorpion.notation)."""
        # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
        # pragma: no mutate start
        text = arguments.text(text, N_("A board is written as text, not “{value}”"))
        # pragma: no mutate end
        lang = arguments.language(lang)
        rules = _variant(variant)
        board = read_board(text, lang, rules)
        game = cls(board.position, rules)
        game.inferred_face_down = board.inferred_face_down
        return game

    def to_text(self, lang: str = "fr", *, reveal: bool | None = None, lines: bool = False) -> str:
        """The board in the notation of `lang`, as the rule texts write it."""
        lang = arguments.language(lang)
        # argument checks at the API boundary, not rules (tests/test_api_boundary.py)
        # pragma: no mutate start
        reveal = arguments.flag(reveal, _REVEAL, optional=True)
        lines = bool(arguments.flag(lines, N_("“lines” is True or False, not “{value}”")))
        # pragma: no mutate end
        return write_board(self.position, self.variant, lang, reveal=reveal, lines=lines)

    # hints and saving are not rules (tests/test_solver.py, tests/test_saves.py)
    # pragma: no mutate start
    def hint(self, *, node_limit: int | None = None, time_limit: float | None = 5.0) -> Hint:
        """The first move of a winning line from here (every card known), or a message
        saying that none exists or that the budget ran out (see scorpion.games.scorpion.solver)."""
        return Hint(solve(self, node_limit=node_limit, time_limit=time_limit))

    def save(self) -> str:
        """The game as JSON: its variant, starting position and the moves played since."""
        return saves.dump(self)

    @classmethod
    def load(cls, text: str) -> Self:
        """A game saved by `save`; a broken file raises SaveError and nothing else changes."""
        text = arguments.text(text, N_("A save file is read from text, not “{value}”"))
        return saves.load(text, lambda board, name: cls.from_text(board, "en", name))

    # a Python convenience, not a rule
    def __repr__(self) -> str:
        return f"Game.from_text({self.to_text('en', lines=True)!r}, 'en')"

    # pragma: no mutate end


_REVEAL = N_("“reveal” is True, False or nothing, not “{value}”")


def _variant(name: RuleSet | str) -> RuleSet:
    return variant(name)
