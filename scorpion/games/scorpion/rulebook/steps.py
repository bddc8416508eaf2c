"""The language-neutral steps: each one a line or two driving the engine under test.

A step is registered with its kind (given / when / then), a stable id and its English
phrases. The English phrases are msgids of the `steps` catalog; the French and Malay
phrases are their translations (locales/*/LC_MESSAGES/steps.po), so one function serves
every language. Placeholders in braces are typed by name (see
scorpion.games.scorpion.rulebook.phrases).

Steps talk to the engine only through the engine protocol (`World`, scorpion.protocol),
so any engine behind it is checked by the same scenarios. This module holds the steps
that set up and act; the checks are in `checks_board` (what lies on the table) and
`checks_game` (actions, score, end of game, legal moves, variants).
"""

from __future__ import annotations

from scorpion.bdd.faults import check
from scorpion.bdd.messages import M_
from scorpion.bdd.text import normalize
from scorpion.cards import Card
from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.rulebook.world import STEPS, World, match_refusal, step
from scorpion.games.scorpion.rules import read_variant
from scorpion.protocol import Capability, Move

__all__ = ["STEPS", "World"]


# ---- given ---------------------------------------------------------------------------
@step(
    "given",
    "board",
    ("the board:", {"variant": "classique"}),
    "the board, with the {variant} rules:",
    docstring=True,
)
def given_board(w: World, *, doc: Game, text: str, variant: str) -> None:
    w.setup(doc)


@step(
    "given",
    "deal",
    ("the deal number {seed}", {"variant": "classique"}),
    "the deal number {seed}, with the {variant} rules",
)
def given_deal(w: World, *, seed: int, variant: str) -> None:
    w.setup(Game.deal(seed, variant))  # deal number N is the rule book's shuffle


# ---- when ----------------------------------------------------------------------------
@step(
    "when",
    "move",
    ("the {card} goes onto column {column}", {"source": None}),
    "the {card} of column {source} goes onto column {column}",
)
def when_move(w: World, *, card: Card, column: int, source: int | None) -> None:
    w.move(card, column, source)


@step(
    "when",
    "move_place",
    "the {card} of column {source}, card {place}, goes onto column {column}",
)
def when_move_place(w: World, *, card: Card, source: int, place: int, column: int) -> None:
    w.act(lambda engine: engine.play(Move.build(card, source, place, column)))


@step("given", "variant_file", "the variant file:", docstring="text")
def given_variant_file(w: World, *, text: str) -> None:
    w.variant_file = text


@step(
    "given",
    "board_variant_file",
    "the board, with the rules of this variant file:",
    docstring="file board",
)
def given_board_variant_file(w: World, *, doc: Game, text: str) -> None:
    w.setup(doc, w.variant_file)  # the executor read the board under that file's rules


@step("given", "deal_variant_file", "the deal number {seed}, with the rules of this variant file")
def given_deal_variant_file(w: World, *, seed: int) -> None:
    w.need(Capability.VARIANT_FILES)  # before reading the file: the engine must take it
    text = w.file_text()
    w.setup(Game.deal(seed, read_variant(text)), text)


@step("when", "move_from_reserve", "the {card} of the reserve goes onto column {column}")
def when_move_from_reserve(w: World, *, card: Card, column: int) -> None:
    w.move(card, column, 0)


@step("when", "deal_reserve", "the reserve is dealt")
def when_deal_reserve(w: World) -> None:
    w.act(lambda engine: engine.play(Move.deal()))


@step(
    "when",
    "undo",
    ("the last action is undone", {"count": 1}),
    "the last {count} actions are undone",
)
def when_undo(w: World, *, count: int) -> None:
    w.need(Capability.UNDO)
    for _ in range(count):
        if not w.act(lambda engine: engine.undo()):
            return


@step(
    "when",
    "shuttle",
    "the {card} goes back and forth between columns {source} and {column}, {count} moves in all",
)
def when_shuttle(w: World, *, card: Card, source: int, column: int, count: int) -> None:
    for number in range(count):
        if not w.move(card, column if number % 2 == 0 else source):
            return


@step("when", "reset", "the game is reset")
def when_reset(w: World) -> None:
    w.need(Capability.RESET)
    w.engine.reset()
    w.forget()


@step("when", "play", "these moves are played:", datatable=True)
def when_play(w: World, *, table: tuple[tuple[Card, int], ...]) -> None:
    for card, column in table:
        if not w.move(card, column):
            return


# ---- then: refusals ------------------------------------------------------------------
@step(
    "then",
    "refused",
    "the move is refused with the message «{message}» and nothing changes",
    "the action is refused with the message «{message}» and nothing changes",
)
def then_refused(w: World, *, message: str) -> None:
    """The engine's refusal code must be the one of the rule book's message; its own
    message is compared too when it gives one in the feature's language."""
    _check_refusal(w, (message,))


@step(
    "then",
    "refused_any",
    "the move is refused for one of these reasons, and nothing changes:",
    "the action is refused for one of these reasons, and nothing changes:",
    datatable=True,
)
def then_refused_any(w: World, *, table: tuple[str, ...]) -> None:
    """Where an action breaks several rules and no text says which refusal comes first,
    the engine may give the code (and message) of any of them."""
    _check_refusal(w, table)


def _check_refusal(w: World, messages: tuple[str, ...]) -> None:
    """The previous action was refused with the code of one of `messages` (and, when the
    engine gives its message in the feature's language, with one of them), and board,
    score and history are as they were."""
    refused = w.refused
    check(refused is not None, M_("the previous action was not refused"))
    assert refused is not None
    w.refused = None
    said = refused.outcome.message(w.lang)
    code = refused.outcome.code
    shown = "» | «".join(messages)  # the message template quotes it: «a» | «b»
    if said is not None:
        check(
            any(normalize(said) == normalize(message) for message in messages),
            M_("the refusal says «{said}», not «{message}»"),
            said=refused.error,
            message=shown,
        )
    fitting = [  # the messages whose reason has the engine's code
        message
        for message in messages
        if (found := match_refusal(w.lang, message)) is not None and code.refusal is found[0]
    ]
    check(
        bool(fitting),
        M_("the refusal's code is {code}, not the one of «{message}»"),
        code=code.value,
        message=shown,
    )
    if said is not None:  # its message and its code give the same reason
        check(
            any(normalize(said) == normalize(message) for message in fitting),
            M_("the refusal says «{said}», not «{message}»"),
            said=refused.error,
            message="» | «".join(fitting),
        )
    before, now = refused.before, w.state
    check(now.board == before.board, M_("the refused action changed the board"))
    check(now.score == before.score, M_("the refused action changed the score"))
    check(now.history == before.history, M_("the refused action changed the history"))


from scorpion.games.scorpion.rulebook import (  # noqa: E402, F401 (registers their steps)
    checks_board,
    checks_deal,
    checks_game,
    checks_perft,
)
