"""The exact search: depth-first over every reachable position, with a transposition set.

Why it is exact. The question is whether a won position can be reached from the start.
Depth-first search that never expands a state twice visits every state reachable from the
start (each reachable state is reached along some line, and the search expands every
child of every state it expands), so it finds a won one if there is any and otherwise
ends having proved there is none. Besides states already expanded, it prunes only what
cannot lose a win: positions the dead-position test
(scorpion.games.scorpion.solver.deadlock, with, under seed 003's letter, the test before
the deal of scorpion.games.scorpion.solver.dealing; or where it does not hold, with two
decks or any-suit building, the wider scorpion.games.scorpion.solver.widedead) proves lost
are not expanded, and the safe-move rule below.

What counts as the same state (scorpion.games.scorpion.solver.keying):
- two positions that differ only by the order of columns the rules treat alike. Safe
  because the variant's rules (building, the empty-column rule, where suites are looked
  for, the win) name no column, except the reserve's targets before it is dealt: swapping
  two such columns maps each legal move to a legal move and a won position to a won one,
  so both positions have the same future up to that swap. The reserve's targets keep
  their place until the reserve is dealt;
- keys are 64-bit hashes: two different states share one with probability about 2**-64
  per pair, far below one in a billion for the largest searches here.
Most moves tried reach a state already seen (the same moves in another order); where the
key a move leads to can be reckoned without playing it (`Keying.key_after`), a move whose
key is seen is skipped unplayed, which is what playing it would have come to. Likewise,
under the "no useful move" defeat rule, a deal of the reserve that loses at once is
counted, its key noted, without being played (scorpion.games.scorpion.solver.dealt).

The rules are the engine's: moves come from `Engine.legal_moves` (which reads the variant's
data: reserve timing, empty-column rule, suites removed or staying), are played with the
engine and taken back with its undo; the win is `Engine.is_won`, the defeat
`Engine.is_lost`: a position the engine calls lost is a leaf, never expanded, so no
winning line passes through one. Seed 003's letter (no move turns a card up or
completes a suite) thus ends lines the sense of the text would play on; the other
reading is a rule set of its own (scorpion.games.scorpion.solver.readings). In Wasp and
in the traditional one-deck family under that letter, the same search runs on a compact
board instead (scorpion.games.scorpion.solver.compact: the same rules, tests, positions
and order, checked against this one), several times as fast; `on_engine` (or
`pruned=False`) keeps it on the engine.

Two pruning rules (proved in scorpion.games.scorpion.solver.safe and .commuting) play a
safe move alone instead of trying every move: it keeps a winning line wherever there was
one, each time shortening the shortest winning line, so the search of the smaller graph
still finds a win exactly when there is one. Each proof replays the moves of a winning
line around the safe move; under the "no useful move" defeat rule a position of that
replayed line may have lost the useful move the original had (the safe move itself), so
the rules are not used where that end rule holds.

Budgets: `node_limit` counts expanded states, `time_limit` CPU seconds of this search.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.moves import Move, MoveKind
from scorpion.games.scorpion.rules import EndRule
from scorpion.games.scorpion.solver import compact, deadlock, dealing, dealt, safe, widedead
from scorpion.games.scorpion.solver.keying import Keying
from scorpion.games.scorpion.solver.solution import Solution, Status

_CHECK_EVERY = 256


def _ordered(game: Engine, moves: list[Move]) -> list[Move]:
    """Moves in the order they are tried (order changes speed only, never the verdict):
    the reserve deal first (measured on Classique: deal 93 is won after 91 positions
    this way, 100,000 when the deal comes last, since a line without the deal is searched
    to its end before the deal is tried); then those that turn a card up, empty a column
    or put a card on the card one rank higher of its own suit; then the others; last
    those that take a card off such a card (any-suit building allows it)."""
    hidden, up = game.face_down, game.face_up

    def rank(move: Move) -> int:
        if move.kind is MoveKind.RESERVE:
            return -1
        card = move.card
        assert card is not None and move.source is not None and move.target is not None
        target = up[move.target - 1]
        onto_own = bool(target) and target[-1].suit is card.suit
        source = up[move.source - 1] if move.source > 0 else []
        pos = source.index(card) if card in source else -1
        if pos > 0 and source[pos - 1].suit is card.suit and source[pos - 1].rank == card.rank + 1:
            return 3  # leaves its own successor
        if pos == 0 and (hidden[move.source - 1] or target):
            return 0  # turns a card up or empties a column
        return 1 if onto_own else 2

    return sorted(moves, key=rank)


def _one_empty_column(game: Engine, moves: list[Move]) -> list[Move]:
    """The moves with one empty column kept per card and source among columns the rules
    treat alike: the positions they reach differ only by the order of two empty such
    columns, so they share the canonical key and their futures are the same up to that
    swap (see the module's docstring); trying more than one only costs time."""
    up, hidden, placed = game.face_up, game.face_down, game.placed_columns
    kept: list[Move] = []
    used: set[tuple[object, ...]] = set()
    for move in moves:
        target = move.target
        alike = target is not None and target - 1 not in placed
        if alike and target is not None and not up[target - 1] and not hidden[target - 1]:
            mover = (move.card, move.source, move.place)
            if mover in used:
                continue
            used.add(mover)
        kept.append(move)
    return kept


def _dead_test(game: Engine, kings: bool) -> Callable[[Engine], bool]:
    """The dead-position test that prunes this variant's search (one that calls nothing
    dead where neither pays: Wasp); `kings` for `dealing.is_dead`."""
    if dealing.applies(game.variant):
        return _dead_or_no_deal_kings if kings else _dead_or_no_deal
    if deadlock.applies(game.variant):
        return deadlock.is_dead
    if widedead.applies(game.variant):
        return widedead.is_dead
    return _never


def _dead_or_no_deal(game: Engine) -> bool:
    """Both tests where the second applies: under seed 003's letter, before the deal, with
    every card up (scorpion.games.scorpion.solver.dealing), on one reading of the position."""
    return dealing.is_dead(game, deadlock_too=True)


def _dead_or_no_deal_kings(game: Engine) -> bool:
    """The same, the second asking where suites' Kings can be."""
    return dealing.is_dead(game, kings=True, deadlock_too=True)


def _never(_game: Engine) -> bool:
    return False


def find_win_forgetting_past(
    game: Engine, *, node_limit: int | None = None, time_limit: float | None = None
) -> tuple[tuple[Move, ...] | None, int]:
    """A winning line found by the search below with a key that leaves out the line's
    past where the defeat rule looks at it (Double Scorpion), or None; and the positions
    searched. Sound for wins only: the moves are played by the engine, which calls a
    position lost by the real past of the line it is on, so a line found wins. But two
    positions alike with different pasts count as one, and the second is not searched:
    running out proves nothing. Why it pays: with the past in the key the search meets
    few positions twice (measured: of 20 Double Scorpion deals every other search had
    left unknown at 40,000 positions, it won 14 within 3,000 positions, the search with
    the past in its key none within 5,000)."""
    solution = exhaust(game, node_limit=node_limit, time_limit=time_limit, forget_past=True)
    return solution.moves if solution.status is Status.WINNABLE else None, solution.nodes


def exhaust(
    game: Engine,
    *,
    node_limit: int | None = None,
    time_limit: float | None = None,
    progress: Callable[[int], None] | None = None,
    forget_past: bool = False,
    kings: bool = False,
    pruned: bool = True,
    on_engine: bool = False,
    dead: Callable[[Engine], bool] | None = None,
) -> Solution:
    """The exact search alone, under the contract of `scorpion.games.scorpion.solver.solve`
    (scorpion.games.scorpion.solver.decide), which calls it. `forget_past` is for
    `find_win_forgetting_past`: it never answers UNWINNABLE then, only UNKNOWN. `kings`:
    the test before the deal also asks where suites' Kings and the cards waiting for a dealt
    card can be, and how a King can get there (decide.DEALT_KING_BASE). `pruned=False`
    leaves out the dead-position tests and the safe-move rules, to check them
    (scripts/recheck_verdicts.py --unpruned): what is left, the keys, is exact; it also
    searches on the engine rather than on the compact board, as `on_engine` does with the
    pruning kept: the compact board is checked so. `dead`: a sound dead-position test to
    prune with instead of the variant's own (decide.TRAP_BASE: the twin trap)."""
    if (
        pruned
        and not on_engine
        and not forget_past
        and dead is None
        and compact.applies(game.variant)
    ):
        return compact.exhaust(
            game, node_limit=node_limit, time_limit=time_limit, progress=progress, kings=kings
        )
    clock = time.process_time
    started = clock()
    deadline = None if time_limit is None else started + time_limit
    board = game.copy()
    if board.is_won:
        return Solution(Status.WINNABLE, (), 0, clock() - started)
    keying = Keying(board, forget_past=forget_past)
    if not pruned:
        dead = _never
    elif dead is None:
        dead = _dead_test(board, kings)
    if dead(board):
        return Solution(Status.UNWINNABLE, (), 1, clock() - started)
    forced = pruned and safe.applies(board.variant)
    # Only the "no useful move" rule ends a line that still has moves: under "blocked" a
    # lost position has no legal move, so it is a leaf anyway (no second move generation).
    ends = board.variant.end is EndRule.NO_USEFUL_MOVE
    if ends and board.is_lost:
        return Solution(Status.UNWINNABLE, (), 1, clock() - started)

    def children(moves: list[Move]) -> list[Move]:
        move = safe.safe_move(board, moves) if forced else None
        if move is not None:
            return [move]
        if not keying.exact_phase:
            moves = _one_empty_column(board, moves)
        return _ordered(board, moves)

    # a deal that loses at once is counted, not played (scorpion.games.scorpion.solver.dealt)
    reckons = ends and dealt.applies(board.variant)
    seen = {keying.key()}
    nodes = 1

    def spent() -> bool:
        """Count one more position; whether the budget is spent."""
        nonlocal nodes
        nodes += 1
        if nodes % _CHECK_EVERY == 0:
            if (node_limit is not None and nodes >= node_limit) or (
                deadline is not None and clock() >= deadline
            ):
                return True
            if progress is not None:
                progress(nodes)
        return False

    line: list[Move] = []
    stack: list[Iterator[Move]] = [iter(children(board.legal_moves()))]
    while stack:
        move = next(stack[-1], None)
        if move is None:
            stack.pop()
            if line:
                line.pop()
                board.retreat()
                keying.retreated()
            continue
        predicted = keying.key_after(move)
        if predicted is not None and predicted in seen:
            continue  # a position already searched (won ones end the search when found)
        if (
            reckons
            and predicted is not None
            and move.kind is MoveKind.RESERVE
            and dealt.is_lost_after(board)
        ):
            seen.add(predicted)  # the lost position the deal reaches, as playing it would
            if spent():
                return Solution(Status.UNKNOWN, (), nodes, clock() - started)
            continue
        board.advance(move)
        keying.advanced()
        line.append(move)
        if board.is_won:
            return Solution(Status.WINNABLE, tuple(line), nodes, clock() - started)
        key = keying.key()
        if key in seen:
            line.pop()
            board.retreat()
            keying.retreated()
            continue
        seen.add(key)
        if spent():
            return Solution(Status.UNKNOWN, (), nodes, clock() - started)
        if (ends and board.is_lost) or dead(board):
            line.pop()
            board.retreat()
            keying.retreated()
            continue
        stack.append(iter(children(board.legal_moves())))
    return Solution(
        Status.UNKNOWN if forget_past else Status.UNWINNABLE, (), nodes, clock() - started
    )
