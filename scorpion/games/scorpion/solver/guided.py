"""Wins found by a guided search, where the exact search is blind: best-first under the
variant's own rules, judged several ways, each with a small budget.

Outside the one-deck, same-suit, King-only family (scorpion.games.scorpion.solver.deadlock)
nothing prunes the exact search, and its depth-first order spends its budget deep in the
first lines it tries. A best-first search instead expands, among all positions met, the
one that looks closest to a win: fewest face-down cards, fewest cards not lying on their
successor, shortest line. How to weigh those is a guess, and measured on Assoupli deals
30-59 each weighing wins a different few deals within 2,500 positions (2 to 13 of 30),
while the first eight below together win 24: a deal this search wins is mostly won quickly
or not at all, so several small searches find more than one large one. Where the budget
allows, more judges run after those eight (see `JUDGES`), and where asked, once every judge
has had its small look, a few judges get a longer one (see `DEEP`).

Why it is sound. Nothing here is trusted but a replayed line: moves come from
`Engine.legal_moves` and are played by the engine under the variant's own rules, a
position the engine calls lost is never expanded, and a line found is replayed once more
(scorpion.games.scorpion.solver.narrower.replays) before it is returned. Positions are
merged by their canonical key, which may drop a winning line where the rules look at the
past (seed 003's reserve and defeat rule), never add one. The search never answers
"unwinnable": running out of positions proves nothing. Where asked (`prune`), a position
a sound dead-position test proves lost is not expanded when its turn comes (it still
counts as met): best-first, a lost position can look closest to a win, and every
position under it is lost too, so the search only stops wasting its budget there. It is
asked when the position comes off the queue, not when met, since most positions met are
never expanded: measured on Double Scorpion (PySolFC) deal 20, the first 34 judges took
49.5 s over 85,000 positions testing each position met, 22.8 s testing each expanded
(both beside other searches on the same two cores), and won the same two deals of six.

With a budget in positions (not seconds), what it finds depends on the deal and the
budget only: ties between equally judged positions go by the order they were met.
"""

from __future__ import annotations

import dataclasses
import heapq
import itertools
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TypeVar

from scorpion.cards import Rank
from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.moves import Move
from scorpion.games.scorpion.rules import EndRule
from scorpion.games.scorpion.solver.keying import block_placed
from scorpion.games.scorpion.solver.narrower import replays

_Run = TypeVar("_Run")

JUDGE_CAP = 2_500
"""Positions one judge's search gets at most: measured on Assoupli, its wins come within
about 3,600 positions and most within 2,000, so more is better spent on another judge."""
FIRST_LOOK = 8
"""How many judges share a budget too small to give each `JUDGE_CAP`: the first eight."""


@dataclass(frozen=True)
class Judge:
    """How far from a win a position looks: the weighted sum below (lower is better) plus
    one point per `pace` moves of its line; ties go to the oldest position met, or the
    newest when `newest_first`."""

    face_down: int
    """Per face-down card."""
    loose: int
    """Per face-up card not lying on its successor (the card one rank higher of its suit)."""
    buried_king: int
    """Per King among those, not at the bottom of its column."""
    loose_base: int
    """Per column whose bottom card is not a King, or lies on face-down cards."""
    pace: int
    newest_first: bool = False
    in_hand: int = 0
    """Per useful move in hand (two at most) once the reserve is dealt, under the "no
    useful move" defeat rule: see `LETTER_JUDGES`."""

    def score(self, game: Engine, in_hand: int) -> int:
        """`in_hand`: the useful moves in hand where `self.in_hand` weighs them, else 0
        (`lost_or_in_hand` gives it with the defeat test)."""
        hidden = sum(len(cards) for cards in game.face_down)
        loose = kings = bases = empty = 0
        for down, up in zip(game.face_down, game.face_up, strict=True):
            if not up:
                empty += 1
                continue
            if down or up[0].rank is not Rank.KING:
                bases += 1
            for lower, upper in itertools.pairwise(up):
                if upper.suit is not lower.suit or upper.rank != lower.rank - 1:
                    loose += 1
                    kings += upper.rank is Rank.KING
        waiting = 3 if game.reserve_to_deal else 0
        return (
            self.face_down * hidden
            + self.loose * loose
            + self.buried_king * kings
            + self.loose_base * bases
            - 3 * empty
            + waiting
            - self.in_hand * in_hand
        )


def _in_hand(game: Engine) -> int | None:
    """Useful moves the position offers, two at most, once the reserve is dealt under the
    "no useful move" defeat rule; None where the rule does not look (or not yet)."""
    if game.reserve_to_deal or game.variant.end is not EndRule.NO_USEFUL_MOVE:
        return None
    return min(len(game.useful_moves()), 2)


def lost_or_in_hand(board: Engine, judge: Judge) -> tuple[bool, int]:
    """Whether the engine calls `board` (not won) lost, and its useful moves in hand when
    `judge` weighs them (else 0), for `Judge.score`: one useful-move test answers both,
    since where `_in_hand` looks the defeat rule is "no useful move left"
    (`Engine.is_lost`; a test checks they agree)."""
    hand = _in_hand(board) if judge.in_hand else None
    if hand is None:
        return board.is_lost, 0
    return hand == 0, hand


JUDGES: tuple[Judge, ...] = (
    Judge(face_down=5, loose=2, buried_king=0, loose_base=0, pace=20),
    Judge(face_down=5, loose=2, buried_king=0, loose_base=0, pace=20, newest_first=True),
    Judge(face_down=2, loose=2, buried_king=1, loose_base=0, pace=30),
    Judge(face_down=3, loose=2, buried_king=3, loose_base=2, pace=20),
    Judge(face_down=5, loose=2, buried_king=3, loose_base=2, pace=20),
    Judge(face_down=3, loose=2, buried_king=3, loose_base=2, pace=20, newest_first=True),
    Judge(face_down=5, loose=1, buried_king=2, loose_base=1, pace=40),
    Judge(face_down=8, loose=1, buried_king=0, loose_base=0, pace=10),
    Judge(face_down=6, loose=3, buried_king=1, loose_base=0, pace=30),
    Judge(face_down=7, loose=4, buried_king=3, loose_base=0, pace=10, newest_first=True),
    Judge(face_down=1, loose=4, buried_king=2, loose_base=0, pace=80, newest_first=True),
    Judge(face_down=7, loose=3, buried_king=3, loose_base=1, pace=10, newest_first=True),
    Judge(face_down=6, loose=4, buried_king=2, loose_base=0, pace=5),
    Judge(face_down=6, loose=2, buried_king=3, loose_base=0, pace=5),
    Judge(face_down=7, loose=1, buried_king=4, loose_base=0, pace=10),
    Judge(face_down=6, loose=1, buried_king=0, loose_base=2, pace=30, newest_first=True),
    Judge(face_down=3, loose=3, buried_king=1, loose_base=2, pace=80, newest_first=True),
    Judge(face_down=3, loose=1, buried_king=2, loose_base=0, pace=5),
    Judge(face_down=2, loose=4, buried_king=3, loose_base=0, pace=10, newest_first=True),
    Judge(face_down=7, loose=3, buried_king=3, loose_base=3, pace=20, newest_first=True),
    Judge(face_down=9, loose=4, buried_king=3, loose_base=3, pace=30, newest_first=True),
    Judge(face_down=2, loose=3, buried_king=4, loose_base=0, pace=40, newest_first=True),
    Judge(face_down=2, loose=3, buried_king=4, loose_base=0, pace=5, newest_first=True),
    Judge(face_down=1, loose=3, buried_king=0, loose_base=2, pace=40, newest_first=True),
    Judge(face_down=4, loose=4, buried_king=1, loose_base=2, pace=10, newest_first=True),
    Judge(face_down=1, loose=4, buried_king=0, loose_base=1, pace=5),
    Judge(face_down=3, loose=3, buried_king=3, loose_base=1, pace=40, newest_first=True),
    Judge(face_down=5, loose=2, buried_king=0, loose_base=1, pace=20, newest_first=True),
    Judge(face_down=2, loose=1, buried_king=4, loose_base=1, pace=30),
    Judge(face_down=2, loose=3, buried_king=2, loose_base=2, pace=40, newest_first=True),
    Judge(face_down=9, loose=3, buried_king=1, loose_base=3, pace=40, newest_first=True),
    Judge(face_down=2, loose=1, buried_king=3, loose_base=3, pace=30, newest_first=True),
    Judge(face_down=6, loose=4, buried_king=2, loose_base=2, pace=5, newest_first=True),
    Judge(face_down=2, loose=1, buried_king=2, loose_base=3, pace=20),
    Judge(face_down=3, loose=3, buried_king=2, loose_base=0, pace=10, newest_first=True),
    Judge(face_down=7, loose=2, buried_king=2, loose_base=2, pace=40, newest_first=True),
    Judge(face_down=4, loose=2, buried_king=3, loose_base=1, pace=10),
    Judge(face_down=3, loose=3, buried_king=1, loose_base=3, pace=30, newest_first=True),
    Judge(face_down=7, loose=1, buried_king=1, loose_base=0, pace=10, newest_first=True),
    Judge(face_down=7, loose=2, buried_king=3, loose_base=1, pace=30),
    Judge(face_down=3, loose=2, buried_king=0, loose_base=2, pace=40, newest_first=True),
    Judge(face_down=2, loose=2, buried_king=0, loose_base=2, pace=80, newest_first=True),
    Judge(face_down=3, loose=1, buried_king=1, loose_base=2, pace=10),
    Judge(face_down=8, loose=1, buried_king=1, loose_base=2, pace=10),
    Judge(face_down=3, loose=2, buried_king=1, loose_base=0, pace=30),
    Judge(face_down=6, loose=1, buried_king=3, loose_base=3, pace=30),
    Judge(face_down=8, loose=1, buried_king=0, loose_base=2, pace=30),
    Judge(face_down=6, loose=1, buried_king=3, loose_base=2, pace=10),
    Judge(face_down=6, loose=3, buried_king=4, loose_base=0, pace=80, newest_first=True),
    Judge(face_down=1, loose=1, buried_king=0, loose_base=0, pace=40),
    Judge(face_down=8, loose=4, buried_king=3, loose_base=2, pace=10, newest_first=True),
    Judge(face_down=8, loose=3, buried_king=1, loose_base=0, pace=40, newest_first=True),
    Judge(face_down=8, loose=5, buried_king=3, loose_base=3, pace=40),
    Judge(face_down=6, loose=6, buried_king=2, loose_base=0, pace=5),
)
"""The first eight ordered by how many Assoupli deals of 30-59 each was the first to win.
The 40 after them were drawn at random (weights 1-9, 1-4, 0-4 and 0-3, pace 5 to 80,
either tie order) and tried, 2,500 positions each, on deals every search had left unknown
at 40,000 positions or more: they won 31 of 40 of Assoupli's, 7 of 20 of Double Scorpion
(PySolFC)'s, 3 of 20 of Double Scorpion's and none of 10 of Wasp's (the first eight won
none of them). They come in the order of a greedy cover of those wins (the judge winning
most deals not yet won first; ten win them all), then by how many each won. The best of
them weigh a loose card more than the first eight do (3 or 4, against 1 or 2). The last
six were drawn the same way (loose cards weighing up to 6) among 120 tried on the 17
Assoupli deals all 48 had left unknown at 250,000 positions: they win 12 of them, in the
order of a greedy cover (ties to the judge drawn first)."""

LETTER_CAP = 5_000
"""Positions each of `LETTER_JUDGES` gets."""
LETTER_JUDGES: tuple[Judge, ...] = tuple(
    dataclasses.replace(JUDGES[index], in_hand=weight)
    for index, weight in (
        *((7, 6), (4, 6), (0, 6), (3, 6), (6, 6)),
        *((15, 6), (1, 3), (0, 12), (2, 12), (9, 6), (10, 6), (53, 6)),
        *((9, 12), (11, 12), (36, 12), (12, 12), (14, 12), (16, 12)),
        *((5, 20), (3, 20), (11, 20), (17, 20)),
        *((8, 30), (1, 30), (9, 30), (12, 30), (30, 30)),
    )
)
"""Judges for seed 003's letter, where a line lives after the deal only while a useful
move is in hand: a position offering one can play preparing moves (the useful one stays
playable), one offering none is lost at once. The judges above weigh none of that, and
under the letter their lines mostly die just after the deal: of 10 Double Scorpion deals
unknown at 255,000 positions, the evident sense (lost only when blocked) wins 7 in about
100 positions each, and on each of the 5 of those winning lines replayed the letter calls
the position just after the deal lost. So these judges take points off per useful move
in hand, up to two (one to play, one to keep).
Chosen on training deals fixed before, 5,000 positions each, as greedy covers of what the
judges tried won (ties to the judge tried first):
- the first five: the first eight judges, 6 points off, on the 20 first even-numbered
  Double Scorpion deals unknown at 255,000 positions won 9, and these five all 9 (unweighed,
  judge 6 won 2 of them and judge 7 none: the weighing does it, not the longer look);
- the seven after: the first eight with 3 and 12 points off and judges 8-53 with 6, on the
  20 first odd-numbered deals still unknown at 280,000 (the first five in vain), won 11;
  on the 120 others never looked at, these seven won 18 (15 %), judge 15 ten of them;
- the six after: judges 8-53 with 12 points off and judge 15 with 3, 4 and 9 (and with 6,
  20,000 positions), on the first 20 deals still unknown at 280,000 outside those
  training sets (the twelve in vain), won 10; on the 82 others, never used in choosing,
  these six won 20 (24 %);
- the four after: every judge with 20 points off, on the next 20 such deals (the eighteen
  in vain), won 5; on the 42 others these four won 4 (10 %);
- the five after: every judge with 30 points off (and judges 0, 3, 5, 7, 9, 11, 12, 15
  with 12 points off counting three useful moves in hand, which won nothing the others
  did not), on the first 20 deals still unknown outside every training set so far and
  the 10 looked at before the first five were chosen (1154-1577; the 22 before in vain),
  won 6; on the 18 others (1658-1993) these five won 2 (11 %), and on the 44 deals used
  in choosing the sets before them (never this one) 8.
The weighing costs a useful-move test per position after the deal, which is also the
defeat test (`lost_or_in_hand`): 1.0 to 1.4 times the time per position of the same judge
unweighed (judges 7 and 15, deals 939 and 1754).
In Wasp the first five won none of 12 deals unknown at 650,000 positions."""

DEEP_CAP = 20_000
"""Positions each of `DEEP` gets, where the budget pays for it once every judge has had
`JUDGE_CAP`."""
DEEP: tuple[Judge, ...] = (
    JUDGES[50],
    Judge(face_down=1, loose=1, buried_king=4, loose_base=0, pace=30, newest_first=True),
    JUDGES[8],
)
"""Judges given a longer look: a deal a judge wins is mostly won quickly or not at all, but
not always. Of Assoupli's five deals no judge won with 2,500 positions (408 tried), these
three win one each with 20,000 (deals 542, 1434 and 44, in 5,182, 11,467 and 18,773
positions; the second was drawn with the six above but won nothing with 2,500). Given
20,000 positions, 22 judges were tried on all five deals and 72 more on three of them;
none won deals 833 and 1933."""


def search(
    game: Engine,
    judge: Judge,
    *,
    node_limit: int,
    time_limit: float | None = None,
    prune: Callable[[Engine], bool] | None = None,
) -> tuple[tuple[Move, ...] | None, int]:
    """A winning line from `game`'s position found best-first under `judge`, checked by
    `replays`, or None; and the positions it reached (new ones, as the exact search
    counts them). `prune`, a sound dead-position test, keeps the positions it calls
    lost from being expanded (see the module)."""
    clock = time.process_time
    deadline = None if time_limit is None else clock() + time_limit
    start = game.copy()
    if start.is_won:
        return (), 0
    seen = {start.canonical_key}
    order = itertools.count()
    sign = -1 if judge.newest_first else 1
    queue: list[tuple[int, int, Engine, tuple[Move, ...]]] = [(0, 0, start, ())]
    nodes = 0
    while queue:
        if deadline is not None and clock() >= deadline:
            break
        _, _, board, line = heapq.heappop(queue)
        if prune is not None and line and prune(board):
            continue  # lost, as is all under it (the start is expanded whatever it is)
        for move, hand in fresh(board, judge, seen):
            reached = (*line, move)
            if hand is None:
                return (reached if replays(game, reached) else None), nodes
            nodes += 1
            if nodes >= node_limit:
                return None, nodes
            rank = judge.score(board, hand) * judge.pace + len(reached)
            heapq.heappush(queue, (rank, sign * next(order), board.copy(), reached))
    return None, nodes


def fresh(board: Engine, judge: Judge, seen: set[int]) -> Iterator[tuple[Move, int | None]]:
    """Each move of `board` to a won position (with None), or to a position neither in
    `seen` nor lost (added to `seen`; with its useful moves in hand where `judge` weighs
    them, else 0), `board` standing at that position while the caller reads it and back
    where it was after. A move whose key can be foreseen is not played when that key is
    in `seen` (a won position never is)."""
    for move in board.legal_moves():
        placed = block_placed(board, move)
        if placed is not None and board.canonical_key_after(*placed) in seen:
            continue
        board.advance(move)
        try:
            if board.is_won:
                yield move, None
                continue
            key = board.canonical_key
            if key not in seen:
                lost, hand = lost_or_in_hand(board, judge)
                if not lost:
                    seen.add(key)
                    yield move, hand
        finally:
            board.retreat()


def _plan(node_limit: int | None, judges: int, deep: bool) -> tuple[tuple[Judge, int], ...]:
    """Which judges run, in order, and with how many positions each, within `node_limit`:
    the first `FIRST_LOOK` share a budget under `JUDGE_CAP` each equally (as before more
    judges existed, so small budgets give the verdicts they gave); a larger one gives
    `JUDGE_CAP` to as many of the first `judges` as it pays for, in order; once all of them
    have it, and when `deep`, what is left gives `DEEP_CAP` to as many of `DEEP` as it
    pays for."""
    if node_limit is not None and node_limit < FIRST_LOOK * JUDGE_CAP:
        share = node_limit // FIRST_LOOK
        return tuple((judge, share) for judge in JUDGES[:FIRST_LOOK]) if share else ()
    count = judges if node_limit is None else min(judges, node_limit // JUDGE_CAP)
    runs = [(judge, JUDGE_CAP) for judge in JUDGES[:count]]
    if deep and count == judges:
        paid = len(DEEP) if node_limit is None else (node_limit - count * JUDGE_CAP) // DEEP_CAP
        runs += [(judge, DEEP_CAP) for judge in DEEP[:paid]]
    return tuple(runs)


def most(node_limit: int | None, judges: int = len(JUDGES), *, deep: bool = False) -> int:
    """The most positions `find_win` searches within `node_limit` with the first
    `judges` judges (and `DEEP`'s longer looks, when `deep`)."""
    return sum(cap for _, cap in _plan(node_limit, judges, deep))


def find_letter_win(
    game: Engine,
    *,
    node_limit: int | None = None,
    time_limit: float | None = None,
    progress: Callable[[int], None] | None = None,
) -> tuple[tuple[Move, ...] | None, int]:
    """A winning line found by one of `LETTER_JUDGES` in turn, `LETTER_CAP` positions
    each within `node_limit` (and its share of `time_limit`), or None; and the positions
    searched in all (told to `progress` after each judge)."""
    runs = paid(tuple((judge, LETTER_CAP) for judge in LETTER_JUDGES), node_limit)
    return _first_win(game, runs, time_limit, progress=progress)


PRUNED_JUDGES = 34
"""How many of `JUDGES` `pruned_runs` gives `JUDGE_CAP` before `LETTER_JUDGES`."""


def pruned_runs(node_limit: int | None) -> tuple[tuple[Judge, int], ...]:
    """The judges `find_pruned_win` runs within `node_limit`, in order, with their
    positions: the first `PRUNED_JUDGES` of `JUDGES`, `JUDGE_CAP` each, then
    `LETTER_JUDGES`, `LETTER_CAP` each, as many as it pays for (the last with what is
    left)."""
    runs = (
        *((judge, JUDGE_CAP) for judge in JUDGES[:PRUNED_JUDGES]),
        *((judge, LETTER_CAP) for judge in LETTER_JUDGES),
    )
    return paid(runs, node_limit)


def find_pruned_win(
    game: Engine,
    *,
    node_limit: int | None = None,
    time_limit: float | None = None,
    prune: Callable[[Engine], bool],
    progress: Callable[[int], None] | None = None,
    greedy: bool = False,
) -> tuple[tuple[Move, ...] | None, int]:
    """A winning line found by one of `pruned_runs`' judges in turn, each pruned by
    `prune` and given its share of `time_limit` (with `greedy`, all that is left: see
    `first_win`), or None; and the positions searched in all (told to `progress` after
    each judge)."""
    return _first_win(game, pruned_runs(node_limit), time_limit, prune, progress, greedy)


def paid(
    runs: tuple[tuple[_Run, int], ...], node_limit: int | None
) -> tuple[tuple[_Run, int], ...]:
    """As many of `runs` (a judge's search, or a beam's, and its positions) as
    `node_limit` pays for, in order, the last with what is left."""
    chosen = []
    left = node_limit
    for run, cap in runs:
        if left is not None and left <= 0:
            break
        chosen.append((run, cap if left is None else min(cap, left)))
        left = None if left is None else left - cap
    return tuple(chosen)


def find_win(
    game: Engine,
    *,
    node_limit: int | None = None,
    time_limit: float | None = None,
    judges: int = len(JUDGES),
    deep: bool = False,
    prune: Callable[[Engine], bool] | None = None,
    progress: Callable[[int], None] | None = None,
) -> tuple[tuple[Move, ...] | None, int]:
    """A winning line from `game`'s position found by one of the first `judges` of
    `JUDGES` in turn, then (when `deep`) by one of `DEEP`, each given its share of the
    budget (`_plan`) and of `time_limit` in proportion, each pruned by `prune` when
    given, or None; and the positions searched in all (told to `progress` after each
    judge)."""
    return _first_win(game, _plan(node_limit, judges, deep), time_limit, prune, progress)


def _first_win(
    game: Engine,
    runs: tuple[tuple[Judge, int], ...],
    time_limit: float | None,
    prune: Callable[[Engine], bool] | None = None,
    progress: Callable[[int], None] | None = None,
    greedy: bool = False,
) -> tuple[tuple[Move, ...] | None, int]:
    """The first winning line of the judges' searches, run in turn with their positions
    and shares of `time_limit`, or None; and the positions searched in all."""

    def look(judge: Judge, cap: int, seconds: float | None) -> tuple[tuple[Move, ...] | None, int]:
        return search(game, judge, node_limit=cap, time_limit=seconds, prune=prune)

    return first_win(runs, time_limit, look, progress, greedy=greedy)


def first_win(
    runs: tuple[tuple[_Run, int], ...],
    time_limit: float | None,
    look: Callable[[_Run, int, float | None], tuple[tuple[Move, ...] | None, int]],
    progress: Callable[[int], None] | None = None,
    *,
    greedy: bool = False,
) -> tuple[tuple[Move, ...] | None, int]:
    """The first winning line `look` finds with each of `runs` in turn, given its
    positions and its share of `time_limit`, or None; and the positions searched in all,
    told to `progress` (when given) after each run that wins nothing.

    A run's share is of the time left, in proportion to its positions among those of the
    runs left, so what a run that ends early leaves goes to those after it; with
    `greedy`, all the time left, its positions alone bounding it: where a position costs
    a run much time (a judge pruned by the twin trap: 1-2 ms) and the first runs win most,
    even shares would cut each of them short of the positions it needs."""
    waiting = sum(cap for _, cap in runs)
    deadline = None if time_limit is None else time.process_time() + time_limit
    spent = 0
    for run, cap in runs:
        seconds = None
        if deadline is not None:
            left = max(deadline - time.process_time(), 0.0)
            seconds = left if greedy else left * cap / waiting
        waiting -= cap
        line, nodes = look(run, cap, seconds)
        spent += nodes
        if line is not None:
            return line, spent
        if progress is not None:
            progress(spent)
    return None, spent
