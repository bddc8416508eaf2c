"""The language-neutral steps: each one a line or two calling the public API of `scorpion`.

A step is registered with its kind (given / when / then), a stable id and its English
phrases. The English phrases are msgids of the `steps` catalog; the French and Malay
phrases are their translations (locales/*/LC_MESSAGES/steps.po), so one function serves
every language. Placeholders in braces are typed by name (see scorpion.bdd.phrases).

Steps only use `from scorpion import ...`: another engine offering the same API could be
checked by the same scenarios.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scorpion import (
    Action,
    Card,
    Game,
    IllegalMove,
    Move,
    MoveKind,
    Rank,
    Suit,
    standard_deck,
    variant,
    variant_names,
)


def normalize(text: str) -> str:
    """One spelling for matching: NFC, straight apostrophes, single plain spaces."""
    text = unicodedata.normalize("NFC", text)
    text = text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", text).strip()


class Check(AssertionError):
    """A step's check does not hold; the executor adds file and line."""


@dataclass
class Refused:
    """An action the engine refused, waiting for the refusal step that checks it."""

    error: IllegalMove
    before: Game
    line: int | None


@dataclass
class Played:
    """An action played through the executor, with the card it landed on."""

    action: Action
    onto: Card | None


@dataclass
class World:
    """The state one scenario runs in."""

    lang: str
    path: Path | None = None
    game: Game | None = None
    actions: list[Action] = field(default_factory=list)  # from the last `when` step
    played: list[Played] = field(default_factory=list)  # every action of the scenario
    refused: Refused | None = None
    line: int | None = None

    @property
    def g(self) -> Game:
        if self.game is None:
            raise Check("no board yet: start the scenario with a board or a deal")
        return self.game

    @property
    def last(self) -> Action:
        if not self.actions:
            raise Check("no action was played by the previous step")
        return self.actions[-1]

    def act(self, call: Callable[[Game], Action]) -> bool:
        """Play one action; a refusal is kept for the next step to check. True if played."""
        game = self.g
        before = game.copy()
        onto = None
        try:
            action = call(game)
        except IllegalMove as error:
            self.refused = Refused(error, before, self.line)
            return False
        if action.move.kind is MoveKind.BUILD and action.move.target is not None:
            onto = before.columns[action.move.target - 1].top
        self.actions.append(action)
        self.played.append(Played(action, onto))
        return True


@dataclass(frozen=True)
class StepDef:
    id: str
    kind: str
    func: Callable[..., None]
    phrases: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]
    docstring: bool = False
    datatable: bool = False


STEPS: dict[str, StepDef] = {}


def step(
    kind: str,
    id_: str,
    *phrases: str | tuple[str, dict[str, Any]],
    docstring: bool = False,
    datatable: bool = False,
) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Register a neutral step under `id_` with its English phrases (msgids)."""

    def register(func: Callable[..., None]) -> Callable[..., None]:
        entries = tuple(
            (p, ()) if isinstance(p, str) else (p[0], tuple(sorted(p[1].items()))) for p in phrases
        )
        STEPS[id_] = StepDef(id_, kind, func, entries, docstring, datatable)
        return func

    return register


def check(condition: bool, message: str) -> None:
    if not condition:
        raise Check(message)


def where_is(game: Game, card: Card) -> tuple[int, str] | None:
    """(column, "up" | "hidden") of a card on the tableau, or None."""
    for number, column in enumerate(game.columns, 1):
        if card in column.up:
            return number, "up"
        if card in column.hidden:
            return number, "hidden"
    return None


def show(game: Game, lang: str) -> str:
    return game.to_text(lang, lines=True)


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return ", ".join(str(card) for card in cards) or "none"


# ---- given ---------------------------------------------------------------------------
@step(
    "given",
    "board",
    ("the board:", {"variant": "classique"}),
    "the board, with the {variant} rules:",
    docstring=True,
)
def given_board(w: World, *, doc: Game, text: str, variant: str) -> None:
    w.game = doc


@step(
    "given",
    "deal",
    ("the deal number {seed}", {"variant": "classique"}),
    "the deal number {seed}, with the {variant} rules",
)
def given_deal(w: World, *, seed: int, variant: str) -> None:
    w.game = Game.deal(seed, variant)


# ---- when ----------------------------------------------------------------------------
@step(
    "when",
    "move",
    ("the {card} goes onto column {column}", {"source": None}),
    "the {card} of column {source} goes onto column {column}",
)
def when_move(w: World, *, card: Card, column: int, source: int | None) -> None:
    w.act(lambda g: g.move(card, column, source))


@step("when", "move_from_reserve", "the {card} of the reserve goes onto column {column}")
def when_move_from_reserve(w: World, *, card: Card, column: int) -> None:
    w.act(lambda g: g.move(card, column, 0))


@step("when", "deal_reserve", "the reserve is dealt")
def when_deal_reserve(w: World) -> None:
    w.act(lambda g: g.deal_reserve())


@step(
    "when",
    "undo",
    ("the last action is undone", {"count": 1}),
    "the last {count} actions are undone",
)
def when_undo(w: World, *, count: int) -> None:
    for _ in range(count):
        if not w.act(lambda g: g.undo()):
            return


@step(
    "when",
    "shuttle",
    "the {card} goes back and forth between columns {source} and {column}, {count} moves in all",
)
def when_shuttle(w: World, *, card: Card, source: int, column: int, count: int) -> None:
    for number in range(count):
        target = column if number % 2 == 0 else source
        if not w.act(lambda g: g.move(card, target)):  # noqa: B023 (called at once)
            return


@step("when", "reset", "the game is reset")
def when_reset(w: World) -> None:
    w.g.reset()


@step("when", "play", "these moves are played:", datatable=True)
def when_play(w: World, *, table: tuple[tuple[Card, int], ...]) -> None:
    for card, column in table:
        if not w.act(lambda g: g.move(card, column)):  # noqa: B023 (called at once)
            return


# ---- then: the board -----------------------------------------------------------------
@step("then", "board_is", "the board is:", docstring=True)
def then_board_is(w: World, *, doc: Game, text: str) -> None:
    game = w.g
    if "\n" not in text.strip():
        # One line, as the rule texts print a board: compare character for character.
        actual = game.to_text(w.lang)
        check(actual == text.strip(), f"the board is\n  {actual}\nnot\n  {text.strip()}")
        return
    if "(" in text:  # face-down cards named: the whole position must be the same
        same = doc.position == game.position
    else:  # face-down cards as counts: compare what a player sees
        same = doc.to_text(w.lang, reveal=False) == game.to_text(w.lang, reveal=False)
    check(same, f"the board is\n{show(game, w.lang)}\nnot\n{show(doc, w.lang)}")


@step("then", "top", "the top card of column {column} is the {card}")
def then_top(w: World, *, column: int, card: Card) -> None:
    top = w.g.columns[column - 1].top
    check(top == card, f"the top card of column {column} is {top}, not {card}")


@step("then", "empty", "column {column} is empty")
def then_empty(w: World, *, column: int) -> None:
    cards = w.g.columns[column - 1].cards
    check(not cards, f"column {column} holds {cards_text(cards)}")


def facing(game: Game, card: Card) -> str:
    """ "up", "hidden" or "not on the tableau"."""
    found = where_is(game, card)
    return found[1] if found else "not on the tableau"


@step("then", "face_up", "the {card} is face up")
def then_face_up(w: World, *, card: Card) -> None:
    check(facing(w.g, card) == "up", f"the {card} is not face up ({facing(w.g, card)})")


@step("then", "face_down", "the {card} is face down")
def then_face_down(w: World, *, card: Card) -> None:
    check(facing(w.g, card) == "hidden", f"the {card} is not face down ({facing(w.g, card)})")


@step(
    "then", "column_shape", "column {column} holds {hidden} face-down cards and {up} face-up cards"
)
def then_column_shape(w: World, *, column: int, hidden: int, up: int) -> None:
    col = w.g.columns[column - 1]
    check(
        (len(col.hidden), len(col.up)) == (hidden, up),
        f"column {column} holds {len(col.hidden)} face-down and {len(col.up)} face-up cards",
    )


@step("then", "totals", "the columns hold {hidden} face-down cards and {up} face-up cards")
def then_totals(w: World, *, hidden: int, up: int) -> None:
    h = sum(len(c.hidden) for c in w.g.columns)
    u = sum(len(c.up) for c in w.g.columns)
    check((h, u) == (hidden, up), f"the columns hold {h} face-down and {u} face-up cards")


@step("then", "reserve_size", "the reserve holds {count} face-down cards")
def then_reserve_size(w: World, *, count: int) -> None:
    n = len(w.g.reserve)
    check(n == count and not w.g.reserve_dealt, f"the reserve holds {n} cards")


@step("then", "reserve_face_up", "the reserve holds {count} face-up cards")
def then_reserve_face_up(w: World, *, count: int) -> None:
    n = len(w.g.reserve)
    playable = w.g.variant.reserve.value == "playable"
    check(n == count and playable, f"the reserve holds {n} cards, playable: {playable}")


@step("then", "column_count", "the tableau has {count} columns")
def then_column_count(w: World, *, count: int) -> None:
    n = len(w.g.columns)
    check(n == count, f"the tableau has {n} columns")


@step("then", "decks", "the game uses the {count} cards of {decks} decks, each card once per deck")
def then_decks(w: World, *, count: int, decks: int) -> None:
    game = w.g
    cards = [c for col in game.columns for c in col.cards] + list(game.reserve)
    cards += [Card(rank, suit) for suit in game.removed for rank in Rank]
    check(len(cards) == count, f"the game holds {len(cards)} cards")
    check(sorted(cards) == sorted(standard_deck() * decks), f"not {decks} decks, each card once")


@step("then", "deck", "the game uses the {count} cards of one deck, each once")
def then_deck(w: World, *, count: int) -> None:
    game = w.g
    cards = [c for col in game.columns for c in col.cards] + list(game.reserve)
    cards += [Card(rank, suit) for suit in game.removed for rank in Rank]
    check(len(cards) == count, f"the game holds {len(cards)} cards")
    check(sorted(cards) == sorted(standard_deck()), "the cards are not one deck, each once")


# ---- then: refusals ------------------------------------------------------------------
@step(
    "then",
    "refused",
    "the move is refused with the message «{message}» and nothing changes",
    "the action is refused with the message «{message}» and nothing changes",
)
def then_refused(w: World, *, message: str) -> None:
    refused = w.refused
    check(refused is not None, "the previous action was not refused")
    assert refused is not None
    w.refused = None
    said = refused.error.message(w.lang)
    check(normalize(said) == normalize(message), f"the refusal says «{said}», not «{message}»")
    before, game = refused.before, w.g
    check(game.position == before.position, "the refused action changed the board")
    check(game.score == before.score, "the refused action changed the score")
    check(game.history == before.history, "the refused action changed the history")


# ---- then: actions -------------------------------------------------------------------
@step("then", "moved", "the cards moved are {cards}")
def then_moved(w: World, *, cards: tuple[Card, ...]) -> None:
    block = w.last.block
    check(block == cards, f"the cards moved are {cards_text(block)}")


@step("then", "turned", "the {card} turns face up")
def then_turned(w: World, *, card: Card) -> None:
    turned = [c for a in w.actions for c in a.turned]
    check(card in turned, f"the cards turned face up are {cards_text(turned)}")
    check(facing(w.g, card) == "up", f"the {card} is not face up")


@step("then", "none_turned", "no card turns face up")
def then_none_turned(w: World) -> None:
    turned = [c for a in w.actions for c in a.turned]
    check(not turned, f"the cards turned face up are {cards_text(turned)}")


@step("then", "suite_removed", "the {suit} suite is removed")
def then_suite_removed(w: World, *, suit: Suit) -> None:
    removed = [s for a in w.actions for s in a.removed]
    check(suit in removed, f"the suites removed by the action are {removed or 'none'}")
    check(suit in w.g.removed, f"the {suit.name.lower()} suite is not among the removed suites")


@step("then", "none_removed", "no suite is removed")
def then_none_removed(w: World) -> None:
    removed = [s for a in w.actions for s in a.removed]
    check(not removed, f"the suites removed by the action are {removed}")


@step("then", "suite_stays", "the {suit} suite stays in column {column}, from King to Ace")
def then_suite_stays(w: World, *, suit: Suit, column: int) -> None:
    up = w.g.columns[column - 1].up
    suite = tuple(Card(rank, suit) for rank in reversed(Rank))
    check(up[-13:] == suite, f"column {column} ends with {cards_text(up[-13:])}")


@step("then", "removed_count", "the number of removed suites is {count}")
def then_removed_count(w: World, *, count: int) -> None:
    n = len(w.g.removed)
    check(n == count, f"{n} suites are removed")


@step("then", "history", "the history holds {count} actions")
def then_history(w: World, *, count: int) -> None:
    n = len(w.g.history)
    check(n == count, f"the history holds {n} actions")


# ---- then: score ---------------------------------------------------------------------
@step("then", "score", "the score is {points}")
def then_score(w: World, *, points: int) -> None:
    check(w.g.score == points, f"the score is {w.g.score}")


@step("then", "points", "the action earns {points} points")
def then_points(w: World, *, points: int) -> None:
    earned = sum(a.points for a in w.actions)
    check(earned == points, f"the action earns {earned} points")


@step("then", "score_at_least", "the score is at least {points}")
def then_score_at_least(w: World, *, points: int) -> None:
    check(w.g.score >= points, f"the score is {w.g.score}")


@step(
    "then",
    "score_sum",
    "the score is {turned} cards turned × 5 + {suites} suites × 100"
    " + {placements} same-suit placements × 5",
)
def then_score_sum(w: World, *, turned: int, suites: int, placements: int) -> None:
    t = sum(len(p.action.turned) for p in w.played)
    s = sum(len(p.action.removed) for p in w.played)
    same = sum(
        1
        for p in w.played
        if p.onto is not None and p.action.block and p.onto.suit is p.action.block[0].suit
    )
    check(
        (t, s, same) == (turned, suites, placements),
        f"the game turned {t} cards, removed {s} suites and placed {same} times on the same suit",
    )
    check(
        w.g.score == 5 * t + 100 * s + 5 * same,
        f"the score is {w.g.score}, not {5 * t} + {100 * s} + {5 * same}",
    )


# ---- then: the end, moves, variants --------------------------------------------------
@step("then", "won", "the game is won")
def then_won(w: World) -> None:
    check(w.g.is_won, "the game is not won")


@step("then", "not_won", "the game is not won")
def then_not_won(w: World) -> None:
    check(not w.g.is_won, "the game is won")


@step("then", "not_over", "the game is not over")
def then_not_over(w: World) -> None:
    check(not w.g.is_over, "the game is over")


@step("then", "no_moves", "no move is possible")
def then_no_moves(w: World) -> None:
    moves = w.g.legal_moves()
    check(not moves, "possible moves: " + "; ".join(m.to_text("en") for m in moves))


@step("then", "over", "the game is over")
def then_over(w: World) -> None:
    check(w.g.is_over, "the game is not over")


@step("then", "lost", "the game is lost")
def then_lost(w: World) -> None:
    check(w.g.is_lost, "the game is not lost")


@step("then", "not_lost", "the game is not lost")
def then_not_lost(w: World) -> None:
    check(not w.g.is_lost, "the game is lost")


@step("then", "blocked", "the game is blocked")
def then_blocked(w: World) -> None:
    check(w.g.is_blocked, "the game is not blocked")


@step("then", "not_blocked", "the game is not blocked")
def then_not_blocked(w: World) -> None:
    check(not w.g.is_blocked, "the game is blocked")


@step("then", "hints", "the hints offer exactly these moves:", datatable=True)
def then_hints(w: World, *, table: tuple[tuple[Card, int], ...]) -> None:
    offered = sorted(
        (str(m.card), m.target or 0) for m in w.g.legal_moves() if m.kind is MoveKind.BUILD
    )
    wanted = sorted((str(card), column) for card, column in table)
    check(offered == wanted, f"the hints offer {offered}")


def _can_go(game: Game, card: Card, column: int) -> bool:
    return any(
        m.kind is MoveKind.BUILD and m.card == card and m.target == column
        for m in game.legal_moves()
    )


@step("then", "may_go", "the {card} may go onto column {column}")
def then_may_go(w: World, *, card: Card, column: int) -> None:
    check(_can_go(w.g, card, column), f"no legal move takes the {card} onto column {column}")


@step("then", "may_not_go", "the {card} may not go onto column {column}")
def then_may_not_go(w: World, *, card: Card, column: int) -> None:
    check(not _can_go(w.g, card, column), f"a legal move takes the {card} onto column {column}")


@step("then", "reserve_allowed", "the reserve may be dealt")
def then_reserve_allowed(w: World) -> None:
    check(Move.reserve() in w.g.legal_moves(), "dealing the reserve is not a legal move")


@step("then", "reserve_not_allowed", "the reserve may not be dealt")
def then_reserve_not_allowed(w: World) -> None:
    check(Move.reserve() not in w.g.legal_moves(), "dealing the reserve is a legal move")


@step("then", "variant_is", "the game follows the {variant} rules")
def then_variant_is(w: World, *, variant: str) -> None:
    check(w.g.variant.name == variant, f"the game follows the {w.g.variant.name} rules")


def offered() -> tuple[str, ...]:
    """The variants the app of the texts offers in its New game window."""
    return variant_names(offered_by="app")


@step("then", "variants_offered", "the rules offered are {variants}")
def then_variants_offered(w: World, *, variants: tuple[str, ...]) -> None:
    check(offered() == tuple(sorted(variants)), f"the rules offered are {', '.join(offered())}")


@step("then", "default_variant", "a new game follows the {variant} rules by default")
def then_default_variant(w: World, *, variant: str) -> None:
    name = Game.deal(0).variant.name
    check(name == variant, f"a new game follows the {name} rules")


def variant_title(name: str, lang: str) -> str:
    return variant(name).title(lang)
