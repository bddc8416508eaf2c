"""The exact search on a compact board: `search.exhaust`'s search, the same positions in
the same order and the same verdicts, several times as fast once compiled.

Why: where the search's time was the engine's (listing moves, keying, playing and taking
back), the position is here scorpion.games.scorpion.solver.compact_board's (card numbers,
byte strings), and `make install` compiles this file, the board's and the tests it asks
with mypyc (scripts/native.py). Wasp, where nothing prunes the search (every dead-position
test is blind where any card may fill an empty column): deal 103, proved lost in 1,280,491
positions, takes about 6 s instead of 64 s. The traditional one-deck family under the
letter (Traditionnel, Scorpion ouvert, Scorpion II, Scorpion II-9), where the tests before
the deal and of dead positions prune it and take most of what is left: Scorpion II deal
908, proved lost in 814,131 positions, about 20 s instead of 62 s.

Where (`applies`) `search.exhaust` has no safe move (the "no useful move" defeat rule);
its key holds the line's past from the start in Wasp (scorpion.games.scorpion.solver.
keying: `exact_phase` throughout), never in the family (the canonical position, where it
keeps one empty column per card among those the rules treat alike); it reckons the deal
(scorpion.games.scorpion.solver.dealt). `_exhaust` takes its steps in the same order: the
moves `Board.children` lists, each skipped when the key it leads to is seen (the move
straight back to the position before, `Board.back`, without reckoning its key: about one
move tried in nine on Wasp deal 255), the deal counted unplayed where it loses at once, a
position counted when first met, a lost or dead one (`Board.is_dead`: the family's tests,
`kings` as `search.exhaust` asks them) not expanded, the budget checked every 256
positions. The board answers each question as the engine does (compact_board's
docstring), so the search meets the same positions in the same order. A winning line is
replayed by the engine before it is answered. tests/test_compact.py checks the search
against `search.exhaust` on the engine (`on_engine`, its pruning kept): the same verdict,
positions and line on deals of each variant, from their start and from positions along
random lines.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Final, Protocol, cast

from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.moves import Move
from scorpion.games.scorpion.solver import compact_board, compact_codes, native
from scorpion.games.scorpion.solver.solution import Solution, Status

applies = compact_board.applies
_CHECK_EVERY: Final = 256


class _Budget:
    """Positions counted and the budget checked as `search.exhaust` does."""

    def __init__(
        self,
        node_limit: int | None,
        deadline: float | None,
        progress: Callable[[int], None] | None,
    ) -> None:
        self.nodes = 1
        self.limit = node_limit
        self.deadline = deadline
        self.progress = progress

    def spent(self) -> bool:
        """Count one more position; whether the budget is spent."""
        self.nodes += 1
        if self.nodes % _CHECK_EVERY == 0:
            if (self.limit is not None and self.nodes >= self.limit) or (
                self.deadline is not None and time.process_time() >= self.deadline
            ):
                return True
            if self.progress is not None:
                self.progress(self.nodes)
        return False


def _exhaust(
    game: Engine,
    node_limit: int | None = None,
    time_limit: float | None = None,
    progress: Callable[[int], None] | None = None,
    kings: bool = False,
) -> Solution:
    """`search.exhaust(game, ...)` where this module `applies` (see the module)."""
    started = time.process_time()
    deadline = None if time_limit is None else started + time_limit
    if game.is_won:
        return Solution(Status.WINNABLE, (), 0, time.process_time() - started)
    board = compact_board.Board(game)
    if board.is_dead(kings) or board.is_lost():
        return Solution(Status.UNWINNABLE, (), 1, time.process_time() - started)
    seen = {board.key()}
    budget = _Budget(node_limit, deadline, progress)
    line: list[int] = []
    stack = [board.children()]
    tried = [0]
    back = [compact_board.NO_MOVE]
    while stack:
        moves, index = stack[-1], tried[-1]
        if index == len(moves):
            stack.pop()
            tried.pop()
            back.pop()
            if line:
                line.pop()
                board.retreat()
            continue
        tried[-1] = index + 1
        move = moves[index]
        if move == back[-1]:
            continue  # back to the position before, whose key is among the seen (`Board.back`)
        predicted = board.key_after(move)
        known = len(seen)
        seen.add(predicted)  # looked up and noted at once: noted before it is played
        if len(seen) == known:
            continue  # a position already searched (won ones end the search when found)
        if move == compact_board.DEAL and board.deal_loses():
            # the lost position the deal reaches, noted as playing it would
            if budget.spent():
                return Solution(Status.UNKNOWN, (), budget.nodes, time.process_time() - started)
            continue
        board.advance(move)
        line.append(move)
        if board.is_won():
            moves_played = _replayed(game, line)
            return Solution(
                Status.WINNABLE, moves_played, budget.nodes, time.process_time() - started
            )
        if budget.spent():
            return Solution(Status.UNKNOWN, (), budget.nodes, time.process_time() - started)
        if board.is_lost() or board.is_dead(kings):
            line.pop()
            board.retreat()
            continue
        stack.append(board.children())
        tried.append(0)
        back.append(board.back())
    return Solution(Status.UNWINNABLE, (), budget.nodes, time.process_time() - started)


def _replayed(game: Engine, line: list[int]) -> tuple[Move, ...]:
    """The winning `line` as the engine's moves, each checked legal and the end won by
    the engine itself (a fault here is the board's, never a win claimed)."""
    replay = game.copy()
    moves: list[Move] = []
    for number in line:
        if number == compact_board.DEAL:
            move = Move.reserve()
        else:
            card = compact_codes.CARDS[number >> 6]
            source = next(i for i, cards in enumerate(replay.face_up) if card in cards)
            move = Move.build(card, source + 1, (number & 63) + 1)
        if move not in replay.legal_moves():
            raise RuntimeError(f"the compact board played {move}, which the engine refuses")
        replay.advance(move)
        moves.append(move)
    if not replay.is_won:
        raise RuntimeError("the compact board's winning line does not win for the engine")
    return tuple(moves)


# --- not compiled: scripts/native.py compiles this file down to this line ---


class Exhaust(Protocol):
    """The signature of `exhaust`."""

    def __call__(
        self,
        game: Engine,
        node_limit: int | None = None,
        time_limit: float | None = None,
        progress: Callable[[int], None] | None = None,
        kings: bool = False,
    ) -> Solution: ...


def _chosen(source: bytes) -> Exhaust:
    """The search compiled by mypyc from this very file and the board's (scripts/native.py),
    or else the code above, when there is no build or it was made from other versions."""
    built = native.compiled("compact", source)
    return _exhaust if built is None else cast(Exhaust, built._exhaust)


exhaust: Exhaust = _chosen(native.sources("compact"))
"""`search.exhaust` where this module `applies` (see `_exhaust`)."""
