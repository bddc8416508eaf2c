"""Scorpion patience, played exactly as its French and Malay rule texts say.

The public API is flat: everything a user, a step definition or the docs build needs
is importable from `scorpion`.
"""

from scorpion.cards import Card, Rank, Suit, standard_deck
from scorpion.errors import (
    ArgumentError,
    DuplicateCard,
    IllegalMove,
    LanguageError,
    NotationError,
    Refusal,
    SaveError,
    ScorpionError,
    VariantError,
)
from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.moves import Action, Change, ChangeKind, Move, MoveKind
from scorpion.games.scorpion.position import Column, Position
from scorpion.games.scorpion.rules import (
    BuildRule,
    EmptyColumnRule,
    EndRule,
    Layout,
    ReserveRule,
    ReserveTiming,
    RuleSet,
    Scoring,
    SuiteRule,
    WinRule,
    load_variant,
    read_variant,
    variant,
    variant_names,
)
from scorpion.games.scorpion.solver import Hint, Solution, Status, solve
from scorpion.i18n import LANGUAGES

__all__ = [
    "LANGUAGES",
    "Action",
    "ArgumentError",
    "BuildRule",
    "Card",
    "Change",
    "ChangeKind",
    "Column",
    "DuplicateCard",
    "EmptyColumnRule",
    "EndRule",
    "Game",
    "Hint",
    "IllegalMove",
    "LanguageError",
    "Layout",
    "Move",
    "MoveKind",
    "NotationError",
    "Position",
    "Rank",
    "Refusal",
    "ReserveRule",
    "ReserveTiming",
    "RuleSet",
    "SaveError",
    "Scoring",
    "ScorpionError",
    "Solution",
    "Status",
    "Suit",
    "SuiteRule",
    "VariantError",
    "WinRule",
    "load_variant",
    "read_variant",
    "solve",
    "standard_deck",
    "variant",
    "variant_names",
]
