"""The perft check: the engine under test counts the move tree of the rule book's table.

`perft at depth N is X` counts, through the engine's own legal moves, every sequence of N
actions from the board of the scenario (see `scorpion.games.scorpion.perft`); the figures quoted are
those of `features/perft.toml`. The engine is set up afresh on that board for the count
and left there. When the count is wrong, the failure names the first actions whose counts
differ from the built-in engine's on the same board (perft divide, through the protocol),
and the actions only one of the two engines offers.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorpion.bdd.faults import check
from scorpion.bdd.messages import M_, say
from scorpion.errors import ScorpionError
from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.games.scorpion.perft import divide, perft
from scorpion.games.scorpion.rulebook.checks_game import book_move
from scorpion.games.scorpion.rulebook.world import World, step
from scorpion.protocol import Board, Engine

WRONG_COUNT = M_(
    "perft at depth {depth} counts {found} action sequences, not {count} (depth 1: {first}); "
    "first actions whose counts differ, this engine against the built-in engine: {split}"
)
#: How many differing first actions a failure names.
SHOWN = 6


@dataclass(frozen=True)
class Split:
    """One first action and the counts below it, the engine's and the built-in engine's
    (None: that engine does not offer the action)."""

    move: object
    found: int | None
    expected: int | None

    def to_text(self, lang: str) -> str:
        return say(
            lang,
            M_("{move} ({found} against {expected})"),
            move=self.move,
            found=self.found,
            expected=self.expected,
        )


def splits(engine: Engine, board: Board, depth: int) -> list[Split]:
    """The first actions whose counts differ between `engine` and the built-in engine on
    `board` (both left on it), in the engine's order, then those only the built-in offers."""
    try:
        theirs = dict(divide(BuiltinEngine(), board, depth))
    except ScorpionError:  # a board the built-in engine cannot take: no split to show
        return []
    ours = divide(engine, board, depth)
    engine.setup(board)
    mine = dict(ours)
    found = [
        Split(book_move(move, board), count, theirs.get(move))
        for move, count in ours
        if theirs.get(move) != count
    ]
    found += [
        Split(book_move(move, board), None, count)
        for move, count in theirs.items()
        if move not in mine
    ]
    return found


@step("then", "perft", "perft at depth {depth} is {count}")
def then_perft(w: World, *, depth: int, count: int) -> None:
    board = w.state.board
    found = perft(w.engine, board, depth)
    if found == count:
        w.forget()
        return
    first = found if depth == 1 else perft(w.engine, board, 1)
    split = splits(w.engine, board, depth)[:SHOWN]
    w.forget()
    check(
        found == count, WRONG_COUNT, depth=depth, found=found, count=count, first=first, split=split
    )
