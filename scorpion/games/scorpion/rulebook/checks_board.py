"""Checks of what lies on the table, read back from the engine under test.

Each check reads the board through `World.board` (the rule book's notation over the
neutral board the engine sent back) and compares it with the scenario.
"""

from __future__ import annotations

from scorpion.bdd.faults import check
from scorpion.bdd.messages import M_, Word
from scorpion.cards import Card, Rank, Suit, standard_deck
from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.rulebook.world import Lines, World, step
from scorpion.games.scorpion.rules import ReserveRule


@step("then", "board_is", "the board is:", docstring=True)
def then_board_is(w: World, *, doc: Game, text: str) -> None:
    game = w.board
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
    check(
        same, M_("the board is\n{actual}\nnot\n{expected}"), actual=Lines(game), expected=Lines(doc)
    )


@step("then", "top", "the top card of column {column} is the {card}")
def then_top(w: World, *, column: int, card: Card) -> None:
    top = w.board.columns[column - 1].top
    check(
        top == card,
        M_("the top card of column {column} is {top}, not {card}"),
        column=column,
        top=top,
        card=card,
    )


@step("then", "empty", "column {column} is empty")
def then_empty(w: World, *, column: int) -> None:
    cards = w.board.columns[column - 1].cards
    check(not cards, M_("column {column} holds {cards}"), column=column, cards=cards)


FACING = {
    "up": Word(M_("face up")),
    "hidden": Word(M_("face down")),
    "absent": Word(M_("not on the tableau")),
}


def facing(game: Game, card: Card) -> str:
    """ "up", "hidden" or "absent" (not on the tableau)."""
    for column in game.columns:
        if card in column.up:
            return "up"
        if card in column.hidden:
            return "hidden"
    return "absent"


@step("then", "face_up", "the {card} is face up")
def then_face_up(w: World, *, card: Card) -> None:
    where = facing(w.board, card)
    check(where == "up", M_("the {card} is not face up ({where})"), card=card, where=FACING[where])


@step("then", "face_down", "the {card} is face down")
def then_face_down(w: World, *, card: Card) -> None:
    where = facing(w.board, card)
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
    col = w.board.columns[column - 1]
    check(
        (len(col.hidden), len(col.up)) == (hidden, up),
        M_("column {column} holds {hidden} face-down and {up} face-up cards"),
        column=column,
        hidden=len(col.hidden),
        up=len(col.up),
    )


@step("then", "totals", "the columns hold {hidden} face-down cards and {up} face-up cards")
def then_totals(w: World, *, hidden: int, up: int) -> None:
    h = sum(len(c.hidden) for c in w.board.columns)
    u = sum(len(c.up) for c in w.board.columns)
    check(
        (h, u) == (hidden, up),
        M_("the columns hold {hidden} face-down and {up} face-up cards"),
        hidden=h,
        up=u,
    )


@step("then", "reserve_size", "the reserve holds {count} face-down cards")
def then_reserve_size(w: World, *, count: int) -> None:
    n = len(w.board.reserve)
    check(
        n == count and not w.board.reserve_dealt,
        M_("the reserve holds {count} cards, dealt: {dealt}"),
        count=n,
        dealt=w.board.reserve_dealt,
    )


@step("then", "reserve_face_up", "the reserve holds {count} face-up cards")
def then_reserve_face_up(w: World, *, count: int) -> None:
    n = len(w.board.reserve)
    playable = w.board.variant.reserve is ReserveRule.PLAYABLE
    check(
        n == count and playable,
        M_("the reserve holds {count} cards, playable: {playable}"),
        count=n,
        playable=playable,
    )


@step("then", "column_count", "the tableau has {count} columns")
def then_column_count(w: World, *, count: int) -> None:
    n = len(w.state.board.columns)
    check(n == count, M_("the tableau has {count} columns"), count=n)


def all_cards(game: Game) -> list[Card]:
    """Every card of the game: in the columns, the reserve and the removed suites."""
    cards = [c for col in game.columns for c in col.cards] + list(game.reserve)
    return cards + [Card(rank, suit) for suit in game.removed for rank in Rank]


@step("then", "decks", "the game uses the {count} cards of {decks} decks, each card once per deck")
def then_decks(w: World, *, count: int, decks: int) -> None:
    cards = all_cards(w.board)
    check(len(cards) == count, M_("the game holds {count} cards"), count=len(cards))
    check(
        sorted(cards) == sorted(standard_deck() * decks),
        M_("the cards are not {decks} decks, each card once per deck"),
        decks=decks,
    )


@step("then", "deck", "the game uses the {count} cards of one deck, each once")
def then_deck(w: World, *, count: int) -> None:
    cards = all_cards(w.board)
    check(len(cards) == count, M_("the game holds {count} cards"), count=len(cards))
    check(sorted(cards) == sorted(standard_deck()), M_("the cards are not one deck, each once"))


@step("then", "suite_stays", "the {suit} suite stays in column {column}, from King to Ace")
def then_suite_stays(w: World, *, suit: Suit, column: int) -> None:
    up = w.board.columns[column - 1].up
    suite = tuple(Card(rank, suit) for rank in reversed(Rank))
    check(
        up[-13:] == suite,
        M_("column {column} ends with {cards}"),
        column=column,
        cards=up[-13:],
    )


@step("then", "removed_count", "the number of removed suites is {count}")
def then_removed_count(w: World, *, count: int) -> None:
    n = len(w.state.board.removed)
    check(n == count, M_("{count} suites are removed"), count=n)
