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
from scorpion.bdd.messages import M_, Message, Title, Word


def normalize(text: str) -> str:
    """One spelling for matching: NFC, straight apostrophes, single plain spaces."""
    text = unicodedata.normalize("NFC", text)
    text = text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", text).strip()


class Check(AssertionError):
    """A step's check does not hold; the executor adds file and line.

    It keeps its message as a `rulebook` msgid and values, so the executor can say it in
    the feature's language (`message(lang)`); str() of it is English.
    """

    def __init__(self, msgid: str, /, **params: object) -> None:
        self.text = Message(msgid, **params)
        super().__init__(self.text.message("en"))

    def message(self, lang: str | None) -> str:
        """The fault in `lang` (English when the language is unknown)."""
        return self.text.message(lang)


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
            raise Check(M_("no board yet: start the scenario with a board or a deal"))
        return self.game

    @property
    def last(self) -> Action:
        if not self.actions:
            raise Check(M_("no action was played by the previous step"))
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


def check(condition: bool, msgid: str, /, **params: object) -> None:
    """Raise a Check saying `msgid` (a `rulebook` message, values in `params`) unless
    `condition` holds."""
    if not condition:
        raise Check(msgid, **params)


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


@step(
    "when",
    "move_place",
    "the {card} of column {source}, card {place}, goes onto column {column}",
)
def when_move_place(w: World, *, card: Card, source: int, place: int, column: int) -> None:
    w.act(lambda g: g.move(card, column, source, place))


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
        check(
            actual == text.strip(),
            M_("the board is\n  {actual}\nnot\n  {expected}"),
            actual=actual,
            expected=text.strip(),
        )
        return
    if "(" in text:  # face-down cards named: the whole position must be the same
        same = doc.position == game.position
    else:  # face-down cards as counts: compare what a player sees
        same = doc.to_text(w.lang, reveal=False) == game.to_text(w.lang, reveal=False)
    check(same, M_("the board is\n{actual}\nnot\n{expected}"), actual=game, expected=doc)


@step("then", "top", "the top card of column {column} is the {card}")
def then_top(w: World, *, column: int, card: Card) -> None:
    top = w.g.columns[column - 1].top
    check(
        top == card,
        M_("the top card of column {column} is {top}, not {card}"),
        column=column,
        top=top,
        card=card,
    )


@step("then", "empty", "column {column} is empty")
def then_empty(w: World, *, column: int) -> None:
    cards = w.g.columns[column - 1].cards
    check(not cards, M_("column {column} holds {cards}"), column=column, cards=cards)


FACING = {
    "up": Word(M_("face up")),
    "hidden": Word(M_("face down")),
    "absent": Word(M_("not on the tableau")),
}


def facing(game: Game, card: Card) -> str:
    """ "up", "hidden" or "absent" (not on the tableau)."""
    found = where_is(game, card)
    return found[1] if found else "absent"


@step("then", "face_up", "the {card} is face up")
def then_face_up(w: World, *, card: Card) -> None:
    where = facing(w.g, card)
    check(where == "up", M_("the {card} is not face up ({where})"), card=card, where=FACING[where])


@step("then", "face_down", "the {card} is face down")
def then_face_down(w: World, *, card: Card) -> None:
    where = facing(w.g, card)
    check(
        where == "hidden",
        M_("the {card} is not face down ({where})"),
        card=card,
        where=FACING[where],
    )


@step(
    "then", "column_shape", "column {column} holds {hidden} face-down cards and {up} face-up cards"
)
def then_column_shape(w: World, *, column: int, hidden: int, up: int) -> None:
    col = w.g.columns[column - 1]
    check(
        (len(col.hidden), len(col.up)) == (hidden, up),
        M_("column {column} holds {hidden} face-down and {up} face-up cards"),
        column=column,
        hidden=len(col.hidden),
        up=len(col.up),
    )


@step("then", "totals", "the columns hold {hidden} face-down cards and {up} face-up cards")
def then_totals(w: World, *, hidden: int, up: int) -> None:
    h = sum(len(c.hidden) for c in w.g.columns)
    u = sum(len(c.up) for c in w.g.columns)
    check(
        (h, u) == (hidden, up),
        M_("the columns hold {hidden} face-down and {up} face-up cards"),
        hidden=h,
        up=u,
    )


@step("then", "reserve_size", "the reserve holds {count} face-down cards")
def then_reserve_size(w: World, *, count: int) -> None:
    n = len(w.g.reserve)
    check(
        n == count and not w.g.reserve_dealt,
        M_("the reserve holds {count} cards, dealt: {dealt}"),
        count=n,
        dealt=w.g.reserve_dealt,
    )


@step("then", "reserve_face_up", "the reserve holds {count} face-up cards")
def then_reserve_face_up(w: World, *, count: int) -> None:
    n = len(w.g.reserve)
    playable = w.g.variant.reserve.value == "playable"
    check(
        n == count and playable,
        M_("the reserve holds {count} cards, playable: {playable}"),
        count=n,
        playable=playable,
    )


@step("then", "column_count", "the tableau has {count} columns")
def then_column_count(w: World, *, count: int) -> None:
    n = len(w.g.columns)
    check(n == count, M_("the tableau has {count} columns"), count=n)


@step("then", "decks", "the game uses the {count} cards of {decks} decks, each card once per deck")
def then_decks(w: World, *, count: int, decks: int) -> None:
    game = w.g
    cards = [c for col in game.columns for c in col.cards] + list(game.reserve)
    cards += [Card(rank, suit) for suit in game.removed for rank in Rank]
    check(len(cards) == count, M_("the game holds {count} cards"), count=len(cards))
    check(
        sorted(cards) == sorted(standard_deck() * decks),
        M_("the cards are not {decks} decks, each card once per deck"),
        decks=decks,
    )


@step("then", "deck", "the game uses the {count} cards of one deck, each once")
def then_deck(w: World, *, count: int) -> None:
    game = w.g
    cards = [c for col in game.columns for c in col.cards] + list(game.reserve)
    cards += [Card(rank, suit) for suit in game.removed for rank in Rank]
    check(len(cards) == count, M_("the game holds {count} cards"), count=len(cards))
    check(sorted(cards) == sorted(standard_deck()), M_("the cards are not one deck, each once"))


# ---- then: refusals ------------------------------------------------------------------
@step(
    "then",
    "refused",
    "the move is refused with the message «{message}» and nothing changes",
    "the action is refused with the message «{message}» and nothing changes",
)
def then_refused(w: World, *, message: str) -> None:
    refused = w.refused
    check(refused is not None, M_("the previous action was not refused"))
    assert refused is not None
    w.refused = None
    said = refused.error.message(w.lang)
    check(
        normalize(said) == normalize(message),
        M_("the refusal says «{said}», not «{message}»"),
        said=refused.error,
        message=message,
    )
    before, game = refused.before, w.g
    check(game.position == before.position, M_("the refused action changed the board"))
    check(game.score == before.score, M_("the refused action changed the score"))
    check(game.history == before.history, M_("the refused action changed the history"))


# ---- then: actions -------------------------------------------------------------------
@step("then", "moved", "the cards moved are {cards}")
def then_moved(w: World, *, cards: tuple[Card, ...]) -> None:
    block = w.last.block
    check(block == cards, M_("the cards moved are {cards}"), cards=block)


@step("then", "turned", "the {card} turns face up")
def then_turned(w: World, *, card: Card) -> None:
    turned = [c for a in w.actions for c in a.turned]
    check(card in turned, M_("the cards turned face up are {cards}"), cards=turned)
    where = facing(w.g, card)
    check(where == "up", M_("the {card} is not face up ({where})"), card=card, where=FACING[where])


@step("then", "none_turned", "no card turns face up")
def then_none_turned(w: World) -> None:
    turned = [c for a in w.actions for c in a.turned]
    check(not turned, M_("the cards turned face up are {cards}"), cards=turned)


@step("then", "suite_removed", "the {suit} suite is removed")
def then_suite_removed(w: World, *, suit: Suit) -> None:
    removed = [s for a in w.actions for s in a.removed]
    check(suit in removed, M_("the suites removed by the action are {suits}"), suits=removed)
    check(
        suit in w.g.removed,
        M_("the {suit} suite is not among the removed suites"),
        suit=suit,
    )


@step("then", "none_removed", "no suite is removed")
def then_none_removed(w: World) -> None:
    removed = [s for a in w.actions for s in a.removed]
    check(not removed, M_("the suites removed by the action are {suits}"), suits=removed)


@step("then", "suite_stays", "the {suit} suite stays in column {column}, from King to Ace")
def then_suite_stays(w: World, *, suit: Suit, column: int) -> None:
    up = w.g.columns[column - 1].up
    suite = tuple(Card(rank, suit) for rank in reversed(Rank))
    check(
        up[-13:] == suite,
        M_("column {column} ends with {cards}"),
        column=column,
        cards=up[-13:],
    )


@step("then", "removed_count", "the number of removed suites is {count}")
def then_removed_count(w: World, *, count: int) -> None:
    n = len(w.g.removed)
    check(n == count, M_("{count} suites are removed"), count=n)


@step("then", "history", "the history holds {count} actions")
def then_history(w: World, *, count: int) -> None:
    n = len(w.g.history)
    check(n == count, M_("the history holds {count} actions"), count=n)


# ---- then: score ---------------------------------------------------------------------
@step("then", "score", "the score is {points}")
def then_score(w: World, *, points: int) -> None:
    check(w.g.score == points, M_("the score is {points}"), points=w.g.score)


@step("then", "points", "the action earns {points} points")
def then_points(w: World, *, points: int) -> None:
    earned = sum(a.points for a in w.actions)
    check(earned == points, M_("the action earns {points} points"), points=earned)


@step("then", "score_at_least", "the score is at least {points}")
def then_score_at_least(w: World, *, points: int) -> None:
    check(w.g.score >= points, M_("the score is {points}"), points=w.g.score)


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
        M_(
            "the game turned {turned} cards, removed {suites} suites and placed"
            " {placements} times on the same suit"
        ),
        turned=t,
        suites=s,
        placements=same,
    )
    check(
        w.g.score == 5 * t + 100 * s + 5 * same,
        M_("the score is {points}, not {turned} + {suites} + {placements}"),
        points=w.g.score,
        turned=5 * t,
        suites=100 * s,
        placements=5 * same,
    )


# ---- then: the end, moves, variants --------------------------------------------------
@step("then", "won", "the game is won")
def then_won(w: World) -> None:
    check(w.g.is_won, M_("the game is not won"))


@step("then", "not_won", "the game is not won")
def then_not_won(w: World) -> None:
    check(not w.g.is_won, M_("the game is won"))


@step("then", "not_over", "the game is not over")
def then_not_over(w: World) -> None:
    check(not w.g.is_over, M_("the game is over"))


@step("then", "no_moves", "no move is possible")
def then_no_moves(w: World) -> None:
    moves = w.g.legal_moves()
    check(not moves, M_("possible moves: {moves}"), moves=moves)


@step("then", "over", "the game is over")
def then_over(w: World) -> None:
    check(w.g.is_over, M_("the game is not over"))


@step("then", "lost", "the game is lost")
def then_lost(w: World) -> None:
    check(w.g.is_lost, M_("the game is not lost"))


@step("then", "not_lost", "the game is not lost")
def then_not_lost(w: World) -> None:
    check(not w.g.is_lost, M_("the game is lost"))


@step("then", "blocked", "the game is blocked")
def then_blocked(w: World) -> None:
    check(w.g.is_blocked, M_("the game is not blocked"))


@step("then", "not_blocked", "the game is not blocked")
def then_not_blocked(w: World) -> None:
    check(not w.g.is_blocked, M_("the game is blocked"))


@step("then", "hints", "the hints offer exactly these moves:", datatable=True)
def then_hints(w: World, *, table: tuple[tuple[Card, int], ...]) -> None:
    moves = [m for m in w.g.legal_moves() if m.kind is MoveKind.BUILD]
    offered = sorted((str(m.card), m.target or 0) for m in moves)
    wanted = sorted((str(card), column) for card, column in table)
    check(offered == wanted, M_("the hints offer {moves}"), moves=moves)


def _can_go(game: Game, card: Card, column: int) -> bool:
    return any(
        m.kind is MoveKind.BUILD and m.card == card and m.target == column
        for m in game.legal_moves()
    )


@step("then", "may_go", "the {card} may go onto column {column}")
def then_may_go(w: World, *, card: Card, column: int) -> None:
    check(
        _can_go(w.g, card, column),
        M_("no legal move takes the {card} onto column {column}"),
        card=card,
        column=column,
    )


@step("then", "may_not_go", "the {card} may not go onto column {column}")
def then_may_not_go(w: World, *, card: Card, column: int) -> None:
    check(
        not _can_go(w.g, card, column),
        M_("a legal move takes the {card} onto column {column}"),
        card=card,
        column=column,
    )


@step("then", "moves_onto", "{count} legal moves take the {card} onto column {column}")
def then_moves_onto(w: World, *, count: int, card: Card, column: int) -> None:
    moves = [m for m in w.g.legal_moves() if m.card == card and m.target == column]
    check(
        len(moves) == count,
        M_("the legal moves onto column {column} are {moves}"),
        column=column,
        moves=moves,
    )


@step("then", "move_written", "the move played is written «{move}»")
def then_move_written(w: World, *, move: Move) -> None:
    played = w.last.move
    check(
        played == move and Move.from_text(played.to_text(w.lang)) == move,
        M_("the move played is written «{said}»"),
        said=played,
    )


@step("then", "reserve_allowed", "the reserve may be dealt")
def then_reserve_allowed(w: World) -> None:
    check(Move.reserve() in w.g.legal_moves(), M_("dealing the reserve is not a legal move"))


@step("then", "reserve_not_allowed", "the reserve may not be dealt")
def then_reserve_not_allowed(w: World) -> None:
    check(Move.reserve() not in w.g.legal_moves(), M_("dealing the reserve is a legal move"))


@step("then", "variant_is", "the game follows the {variant} rules")
def then_variant_is(w: World, *, variant: str) -> None:
    check(
        w.g.variant.name == variant,
        M_("the game follows the {variant} rules"),
        variant=Title(w.g.variant.name),
    )


def offered() -> tuple[str, ...]:
    """The variants the app of the texts offers in its New game window."""
    return variant_names(offered_by="app")


@step("then", "variants_offered", "the rules offered are {variants}")
def then_variants_offered(w: World, *, variants: tuple[str, ...]) -> None:
    check(
        offered() == tuple(sorted(variants)),
        M_("the rules offered are {variants}"),
        variants=[Title(name) for name in offered()],
    )


@step("then", "default_variant", "a new game follows the {variant} rules by default")
def then_default_variant(w: World, *, variant: str) -> None:
    name = Game.deal(0).variant.name
    check(name == variant, M_("a new game follows the {variant} rules"), variant=Title(name))


def variant_title(name: str, lang: str) -> str:
    return variant(name).title(lang)
