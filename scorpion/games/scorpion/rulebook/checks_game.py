"""Checks of what the engine under test did and says: actions, score, end of game,
legal moves and hints, variants.

Moves the engine lists are shown in the rule book's notation (`shown`).
"""

from __future__ import annotations

from scorpion.bdd.faults import check
from scorpion.bdd.messages import M_
from scorpion.bdd.text import normalize
from scorpion.cards import Card, Suit
from scorpion.errors import VariantError
from scorpion.games.scorpion.moves import Move as BookMove
from scorpion.games.scorpion.rulebook.checks_board import FACING, facing
from scorpion.games.scorpion.rulebook.world import Title, World, WrittenMove, step
from scorpion.games.scorpion.rules import read_variant, variant_names
from scorpion.protocol import Board, Capability, Move, MoveKind


def book_move(move: Move, board: Board | None = None) -> BookMove:
    """A protocol move in the rule book's notation; its place is written only where the
    source column of `board` holds two copies of the card (as the notation does)."""
    if move.kind is MoveKind.DEAL:
        return BookMove.reserve()
    assert move.card is not None and move.source is not None and move.target is not None
    place = None
    if board is not None and 0 < move.source <= len(board.columns):
        copies = sum(p.card is move.card for p in board.columns[move.source - 1])
        place = move.place if copies > 1 else None
    return BookMove.build(move.card, move.source, move.target, place)


def shown(w: World, moves: tuple[Move, ...] | list[Move]) -> list[BookMove]:
    board = w.state.board
    return [book_move(move, board) for move in moves]


# ---- actions -------------------------------------------------------------------------
@step("then", "moved", "the cards moved are {cards}")
def then_moved(w: World, *, cards: tuple[Card, ...]) -> None:
    block = w.last.moved
    check(block == cards, M_("the cards moved are {cards}"), cards=block)


@step("then", "dealt", "the cards dealt are {cards}")
def then_dealt(w: World, *, cards: tuple[Card, ...]) -> None:
    """What the engine says the deal put out, first card onto the first target column."""
    dealt = w.last.dealt
    check(dealt == cards, M_("the cards dealt are {cards}"), cards=dealt)


@step("then", "turned", "the {card} turns face up")
def then_turned(w: World, *, card: Card) -> None:
    turned = [c for a in w.actions for c in a.turned]
    check(card in turned, M_("the cards turned face up are {cards}"), cards=turned)
    where = facing(w.board, card)
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
        suit in w.state.board.removed,
        M_("the {suit} suite is not among the removed suites"),
        suit=suit,
    )


@step("then", "none_removed", "no suite is removed")
def then_none_removed(w: World) -> None:
    removed = [s for a in w.actions for s in a.removed]
    check(not removed, M_("the suites removed by the action are {suits}"), suits=removed)


@step("then", "history", "the history holds {count} actions")
def then_history(w: World, *, count: int) -> None:
    n = w.history
    check(n == count, M_("the history holds {count} actions"), count=n)


@step("then", "move_written", "the move played is written «{move}»")
def then_move_written(w: World, *, move: WrittenMove) -> None:
    played = book_move(w.last.move, w.played[-1].before)
    check(
        played == move.move and normalize(played.to_text(w.lang)) == move.text,
        M_("the move played is written «{said}»"),
        said=played,
    )


# ---- score ---------------------------------------------------------------------------
@step("then", "score", "the score is {points}")
def then_score(w: World, *, points: int) -> None:
    check(w.score == points, M_("the score is {points}"), points=w.score)


def earned(w: World) -> int:
    """The points of the actions of the last `when` step."""
    w.need(Capability.SCORE)
    return sum(a.points or 0 for a in w.actions)


@step("then", "points", "the action earns {points} points")
def then_points(w: World, *, points: int) -> None:
    got = earned(w)
    check(got == points, M_("the action earns {points} points"), points=got)


@step("then", "score_at_least", "the score is at least {points}")
def then_score_at_least(w: World, *, points: int) -> None:
    check(w.score >= points, M_("the score is {points}"), points=w.score)


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
        if p.onto is not None and p.action.moved and p.onto.suit is p.action.moved[0].suit
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
        w.score == 5 * t + 100 * s + 5 * same,
        M_("the score is {points}, not {turned} + {suites} + {placements}"),
        points=w.score,
        turned=5 * t,
        suites=100 * s,
        placements=5 * same,
    )


# ---- the end of the game -------------------------------------------------------------
@step("then", "won", "the game is won")
def then_won(w: World) -> None:
    check(w.status.won, M_("the game is not won"))


@step("then", "not_won", "the game is not won")
def then_not_won(w: World) -> None:
    check(not w.status.won, M_("the game is won"))


def lost(w: World) -> bool:
    w.need(Capability.LOST)
    return bool(w.status.lost)


@step("then", "over", "the game is over")
def then_over(w: World) -> None:
    check(w.status.won or lost(w), M_("the game is not over"))


@step("then", "not_over", "the game is not over")
def then_not_over(w: World) -> None:
    check(not (w.status.won or lost(w)), M_("the game is over"))


@step("then", "lost", "the game is lost")
def then_lost(w: World) -> None:
    check(lost(w), M_("the game is not lost"))


@step("then", "not_lost", "the game is not lost")
def then_not_lost(w: World) -> None:
    check(not lost(w), M_("the game is lost"))


def blocked(w: World) -> bool:
    w.need(Capability.BLOCKED)
    return bool(w.status.blocked)


@step("then", "blocked", "the game is blocked")
def then_blocked(w: World) -> None:
    check(blocked(w), M_("the game is not blocked"))


@step("then", "not_blocked", "the game is not blocked")
def then_not_blocked(w: World) -> None:
    check(not blocked(w), M_("the game is blocked"))


# ---- legal moves and hints -----------------------------------------------------------
@step("then", "no_moves", "no move is possible")
def then_no_moves(w: World) -> None:
    check(not w.legal, M_("possible moves: {moves}"), moves=shown(w, w.legal))


@step("then", "hints", "the hints offer exactly these moves:", datatable=True)
def then_hints(w: World, *, table: tuple[tuple[Card, int], ...]) -> None:
    w.need(Capability.HINTS)
    moves = w.engine.hints()
    offered = sorted((str(m.card), m.target or 0) for m in moves)
    wanted = sorted((str(card), column) for card, column in table)
    check(offered == wanted, M_("the hints offer {moves}"), moves=shown(w, moves))


def onto(w: World, card: Card, column: int) -> list[Move]:
    """The legal moves that take `card` onto `column`."""
    legal = w.legal
    return [m for m in legal if m.kind is MoveKind.BUILD and m.card is card and m.target == column]


@step("then", "may_go", "the {card} may go onto column {column}")
def then_may_go(w: World, *, card: Card, column: int) -> None:
    check(
        bool(onto(w, card, column)),
        M_("no legal move takes the {card} onto column {column}"),
        card=card,
        column=column,
    )


@step("then", "may_not_go", "the {card} may not go onto column {column}")
def then_may_not_go(w: World, *, card: Card, column: int) -> None:
    check(
        not onto(w, card, column),
        M_("a legal move takes the {card} onto column {column}"),
        card=card,
        column=column,
    )


@step("then", "moves_onto", "{count} legal moves take the {card} onto column {column}")
def then_moves_onto(w: World, *, count: int, card: Card, column: int) -> None:
    moves = onto(w, card, column)
    check(
        len(moves) == count,
        M_("the legal moves onto column {column} are {moves}"),
        column=column,
        moves=shown(w, moves),
    )


@step("then", "reserve_allowed", "the reserve may be dealt")
def then_reserve_allowed(w: World) -> None:
    check(Move.deal() in w.legal, M_("dealing the reserve is not a legal move"))


@step("then", "reserve_not_allowed", "the reserve may not be dealt")
def then_reserve_not_allowed(w: World) -> None:
    check(Move.deal() not in w.legal, M_("dealing the reserve is a legal move"))


# ---- variants ------------------------------------------------------------------------
@step("then", "variant_is", "the game follows the {variant} rules")
def then_variant_is(w: World, *, variant: str) -> None:
    name = w.state.board.variant
    check(name == variant, M_("the game follows the {variant} rules"), variant=Title(name))


def offered() -> tuple[str, ...]:
    """The variants the app of the texts offers in its New game window (rule-book data)."""
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
    w.need(Capability.DEFAULT_VARIANT)
    name = w.caps.default_variant or ""
    check(name == variant, M_("a new game follows the {variant} rules"), variant=Title(name))


# ---- variant files -------------------------------------------------------------------
def _variant_fault(w: World) -> VariantError | None:
    check(w.variant_file is not None, M_("no variant file yet: start with the variant file"))
    assert w.variant_file is not None
    try:
        read_variant(w.variant_file)
    except VariantError as error:
        return error
    return None


@step("then", "variant_refused", "loading it is refused with the message «{message}»")
def then_variant_refused(w: World, *, message: str) -> None:
    fault = _variant_fault(w)
    check(fault is not None, M_("the variant file is accepted"))
    assert fault is not None
    check(
        normalize(fault.message(w.lang)) == normalize(message),
        M_("loading the variant file says «{said}», not «{message}»"),
        said=fault,
        message=message,
    )


@step("then", "variant_accepted", "loading it is accepted")
def then_variant_accepted(w: World) -> None:
    fault = _variant_fault(w)
    check(fault is None, M_("loading the variant file says «{said}»"), said=fault)
