"""`solve`: the exact search, with sound ways to a win beside it where it is weakly pruned.

With two decks and building by suit (both Double Scorpion layouts) `solve` first asks the
position the twin trap (scorpion.games.scorpion.solver.twins, the wider dead-position test
in it), which decides at once many deals every search below leaves unknown; then, above
`TRAP_JUDGES_BASE`, the judges it prunes, and above `TRAP_BASE`, the exact search it
prunes; where none decides, all below runs as before.

In the one-deck, same-suit, King-only family the exact search
(scorpion.games.scorpion.solver.search) is pruned by the dead-position test and decides
most deals on its own, so it runs first with the whole budget; where it runs out, the
guided search below has a second look (`_exact_then_guided`). Elsewhere two searches for
a win run beside it, each
of whose lines is replayed by the engine under the real rules before it counts:
- where the variant is wider than a variant of that family (Assoupli, Wasp), its
  narrower twin's exact search (scorpion.games.scorpion.solver.narrower); where there is
  none and the defeat rule looks at the line's past (Double Scorpion), in its place, the
  exact search with a key that forgets that past (`search.find_win_forgetting_past`);
- a guided best-first search under the real rules (scorpion.games.scorpion.solver.guided).
Only the exact search ever answers UNWINNABLE, after searching every reachable position
under the real rules, whatever came before or after it; so both verdicts stay proved.

Budgets are positions, so a verdict depends on the deal and the budget only (the same on
every machine, `scorpion stats`): the twin (or the search forgetting the past) gets a
quarter of `node_limit` (or of `time_limit`), the guided search half, at most
`guided.JUDGE_CAP` positions per judge (`guided.most`), the exact search what is left; where
the search forgetting the past runs, of the first `PAST_BASE` positions, the guided search
getting what lies beyond too. Every judge looks where the wider test applies (two decks,
any-suit building), and the deep judges' longer looks follow where the budget pays for
them: of 80 deals of those variants every search had left unknown, the judges after the
first eight won 41 (Assoupli 31 of 40, Double Scorpion (PySolFC) 7 of 20, Double Scorpion 3
of 20). In Wasp they won none of 10, so only the first eight look there, and the exact
search keeps its share. Where the wider dead-position test prunes the exact search
(scorpion.games.scorpion.solver.widedead: two decks, any-suit building) it goes first,
since it then walks straight to many wins
(measured: of the deals the other two had left unknown at 40,000 positions, it won 14 of
20 of Assoupli's and 14 of 30 of Double Scorpion (PySolFC)'s within 5,000 positions).
Elsewhere it goes last: in Wasp it is blind; under the "no useful move" defeat rule
(Double Scorpion) its key holds the line's past, so it meets few positions twice and won
none of 20 such deals within 5,000 positions. There the guided search wins the most per
position (Assoupli deals 30-59, before the wider test: 24 won within 20,000 positions,
the twin 2 of them, the exact search none). Where the wider test prunes the exact search
and no twin runs (Double Scorpion (PySolFC)), a budget above `PRUNED_BASE` has it prune the
judges too; where the past is held (Double Scorpion), a budget above `PAST_PRUNED_BASE`
first gives judges so pruned what lies beyond it. Before all of this, a budget above a base
higher than every committed row of the variant (`beam_base`) first gives beam searches
(scorpion.games.scorpion.solver.beam) what lies beyond it: each keeps only the few
best-looking positions of each depth, and they quickly win deals every search above had
left unknown.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import Protocol

from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.moves import Move
from scorpion.games.scorpion.rules import RuleSet
from scorpion.games.scorpion.solver import (
    beam,
    budgets,
    deadlock,
    guided,
    keying,
    narrower,
    search,
    twins,
    widedead,
)
from scorpion.games.scorpion.solver.solution import Solution, Status

_QUARTER_SHARE = 4
"""The twin's search (or the search forgetting the past) gets 1/4 of the budget."""
_GUIDED_SHARE = 2
"""The guided search gets 1/2 of the budget (at most `guided.JUDGE_CAP` per judge)."""
PAST_BASE = 120_000
"""Where the defeat rule looks at the past (Double Scorpion), the shares above are of the
first 120,000 positions of a budget, and the guided search alone gets what lies beyond
(its later judges and deep looks). Measured on 16 Double Scorpion deals every search had
left unknown at 120,000 positions: every judge and the deep ones (195,000 positions) won 6,
four of them only in the deep looks; the search forgetting the past won neither of the two
given 100,000. Run so at 255,000 on the 49 first of them (seeds 7-312), `solve` won 13. Every
budget of 120,000 or less is shared as before."""


LETTER_BASE = 255_000
"""Where the defeat rule looks at the past and no narrower twin runs (Double Scorpion), a
budget above 255,000 positions (or none) first gives the judges made for seed 003's letter
(`guided.find_letter_win`) what lies beyond, 5,000 positions per judge in their order
(135,000 at most; a quarter of `time_limit`), then searches with the rest as a budget of its
size is searched. Budgets of 255,000 or less are searched as before those judges existed, so
the rows committed at them stand; 280,000 pays for the first five, 315,000 for the first
twelve, 345,000 for the first eighteen and 365,000 for the first twenty-two, all there were
when rows were solved at those budgets, so those rows stand too. Of Double Scorpion's 218
deals unknown at 255,000, the first five won 63 at 280,000, each within 15.3 s; the seven
after them 34 more at 315,000 (within 32.5 s), the six after those 30 more at 345,000
(within 47.9 s), the four after those 9 more at 365,000 (7 within 60 s, the slowest 61.8 s),
and the last five 16 more at 390,000 (6 within 60 s, the slowest 110.2 s), training deals
included (what each set won on deals never used in choosing it: `guided.LETTER_JUDGES`)."""
PRUNED_BASE = 170_000
"""Where the wider dead-position test prunes the exact search, no past is held and no
narrower twin runs (Double Scorpion (PySolFC)), a budget above 170,000 positions (or none)
has the judges skip the positions that test proves lost (`judges_prune`;
`guided.search`'s `prune`), with the shares as before. Budgets of 170,000 or less are
searched as before, so the rows committed at them stand. Measured before it was adopted,
on six of that variant's deals every search had left unknown at 170,000 (seeds 20, 44,
74, 99, 135, 136): the first 34 judges (those a budget of 170,000 runs), 2,500 positions
each and so pruned, won two, deal 135 in 1,169 positions (judge 0) and deal 99 in 19,020
(judge 7); the 20 judges after them and the three deep ones, not pruned, won none of
twelve such deals (110,000 positions each)."""
PAST_PRUNED_BASE = 390_000
"""Where the defeat rule looks at the past and no narrower twin runs (Double Scorpion), a
budget above 390,000 positions (or none) first gives the judges pruned by the wider test
(`guided.find_pruned_win`: the first 34 judges, 2,500 positions each, then the letter's
judges, 5,000 each) what lies beyond, as many as it pays for (a quarter of `time_limit`),
then searches with the rest as a budget of its size is searched (the letter's judges,
unpruned, first: `LETTER_BASE`). Budgets of 390,000 or less, the largest of the rows
committed before, are searched as before, so those rows stand. Sound there too: the wider
test gives up a position only when no line from it wins even with no defeat rule played,
and a win counts only once the engine has replayed it under the real rules. Measured
before each part was adopted, on Double Scorpion's deals every search had left unknown:
the 34 judges so pruned (85,000 positions) won 27 of the 66 unknown at 280,000, each
within 31 s; at 475,000 (those 27 won again, and one more by the unpruned letter's judges
after them) the letter's judges so pruned won 8 of the first 11 of the 38 left, each
within 25 s, and then 21 of all 38, each within 36 s (rows at 610,000: 21 won, in
21-66 s)."""
DEALT_KING_BASE = 6_000_000
"""Where seed 003's letter's test before the deal applies (scorpion.games.scorpion.solver.
dealing: Scorpion II from the start, the letter's other variants once every card is up), a
budget above 6,000,000 positions (or none) has that test also ask where each suite's King
can be, whether the card uncovering a suite can leave it, whether the card waiting for a
dealt card can be in a column the deal leaves uncovered, and whether a King that can only
be carried to its column leaves a way (`dealing.is_dead`'s `kings`).
Budgets of 6,000,000 or less (every committed row of those variants but six, solved above
it, and solved again when its last question was added) are searched as before, so those
rows stand."""
BEAM_BASE = 175_000
"""Outside the one-deck, same-suit, King-only family, a budget above the variant's base
(`beam_base`: this one where the wider dead-position test prunes the exact search, no past
is held and no narrower twin runs, Double Scorpion (PySolFC)), or none, first gives the
beam searches (scorpion.games.scorpion.solver.beam), pruned by that test where it applies,
what lies beyond, as many as it pays for (half of `time_limit`; what a beam that dies out
early leaves goes to the next), then searches with the rest as a budget of its size is
searched. Budgets up to the base, the largest of the variant's committed rows, are
searched as before, so those rows stand. Of the 48 Double Scorpion (PySolFC) deals unknown
at 175,000, the beams (chosen on half of them: `beam.BEAMS`) won 13 at 535,000 (the nine
beams' 40,000 each beyond the base), each within 5.5 s; none of the others is won by any
of them (deal 20 stays unknown at 535,000, in 150 s)."""
PAST_BEAM_BASE = 610_000
"""`BEAM_BASE`'s base where the past is held and no twin runs (Double Scorpion): the beams
come before `PAST_PRUNED_BASE`'s judges. 610,000 is the largest budget of its committed
rows, so each stands. At 970,000 the beams win 3 of its 17 deals unknown at 475,000 (857,
1810, 1874; 4.2-35.5 s, 215-290 s before) and each of the four won past 60 s (1200, 1471,
1673, 1993: 62-70 s before, 3.8-39.8 s); pruned by the wider test, sound under the letter
too (`PAST_PRUNED_BASE`)."""
TWIN_BEAM_BASE = 5_000_000
"""`BEAM_BASE`'s base where a narrower twin runs (Relaxed, Wasp; pruned by the wider test
where it applies, Relaxed): 5,000,000 is the largest budget of Wasp's committed rows (of
Relaxed's, 390,000), so each stands. At 5,360,000 the beams win Relaxed's two deals
unknown at 390,000 (833 and 1933, each within 1 s: 100 % decided) and three of Wasp's 31
unknown at 650,000 (1533, 1789, 1322; 2.8-6.4 s), the others staying unknown."""
TRAP_BASE = 1_000_000
"""With two decks and building by suit (both Double Scorpion layouts), a budget above
1,000,000 positions (or none) first gives the exact search pruned by the twin trap what
lies beyond (after `TRAP_JUDGES_BASE`'s judges), then searches the rest as a budget of its
size; at or below it (every committed row of those variants then), as before. Of the 8
deals of both unknown at their budgets, 40,000 positions each (27-82 s), it won Double
Scorpion (PySolFC) 1817 (38 s)."""
TRAP_JUDGES_BASE = 1_040_000
"""With two decks and building by suit, a budget above 1,040,000 positions (the largest of
both layouts' committed rows, so each stands), or none, first gives the judges pruned by
the twin trap (`guided.find_pruned_win` with `twins.is_dead`: the first 34 judges, 2,500
positions each, then the letter's judges, 5,000 each) what lies beyond, then searches the
rest as a budget of its size. Measured before it was adopted, each judge alone on the
deals every search had left unknown or won past 60 s: Double Scorpion (PySolFC) 1922 (won
at 970,101 positions, 275 s) is won by 11 of the first 12 judges, the first in 1,112
positions (1.1 s); 1615 by 10 of the 54 judges, the second in 1,720 (1.5 s); Double
Scorpion 629 by 2 of the 27 letter's judges (the eleventh in 2,639, 2.2 s), by none of the
54 others; 666 by none of the 54, the letter's judges nor the deep looks."""
_BEAM_SHARE = 2
"""Without a budget in positions, the beam searches (`BEAM_BASE`) get 1/2 of `time_limit`."""
_TRAP_SHARE = 4
"""The exact search pruned by the twin trap (`TRAP_BASE`) gets 1/4 of `time_limit`."""
_TRAP_JUDGES_SHARE = 4
"""The judges pruned by the twin trap (`TRAP_JUDGES_BASE`) get 1/4 of `time_limit`, each
offered all of it that is left (`guided.first_win`'s `greedy`): the first win most."""
_LETTER_SHARE = 4
"""Without a budget in positions, the letter's judges (and the pruned ones of
`PAST_PRUNED_BASE`) get 1/4 of `time_limit`."""


def solve(
    game: Engine,
    *,
    node_limit: int | None = None,
    time_limit: float | None = None,
    progress: Callable[[int], None] | None = None,
) -> Solution:
    """Decide whether `game` can still be won from its position, every card known.

    Returns WINNABLE with the whole winning line, UNWINNABLE when every reachable
    position was searched, or UNKNOWN when `node_limit` positions or `time_limit`
    seconds were spent first. `game` itself is left as it was. `progress`, when given, is
    called with the number of positions searched every few hundred positions.
    """
    if game.is_over:
        return search.exhaust(game, node_limit=node_limit, time_limit=time_limit, progress=progress)
    if deadlock.applies(game.variant):
        return _exact_then_guided(game, node_limit, time_limit, progress)
    rules = game.variant
    rest = _pruned_first if keying.holds_past(rules) and narrower.twin(rules) is None else _solve
    if twins.applies(rules):
        started = time.process_time()
        if twins.is_dead(game):  # asked of the start (see the module)
            return Solution(Status.UNWINNABLE, (), 1, time.process_time() - started)
        beams = partial(_beams_first, rest=rest)
        exact = partial(search.exhaust, dead=twins.is_dead)  # both answers proved
        trap = partial(_base_first, base=TRAP_BASE, find=exact, share=_TRAP_SHARE, rest=beams)
        judges = _winning(partial(guided.find_pruned_win, prune=twins.is_dead, greedy=True))
        return _base_first(
            game,
            TRAP_JUDGES_BASE,
            judges,
            _TRAP_JUDGES_SHARE,
            trap,
            node_limit,
            time_limit,
            progress,
        )
    return _beams_first(game, rest, node_limit=node_limit, time_limit=time_limit, progress=progress)


def beam_base(rules: RuleSet) -> int:
    """The budget past which the beam searches come first under `rules` (outside the
    one-deck, same-suit, King-only family): `BEAM_BASE`, `PAST_BEAM_BASE` where the past
    is held and no twin runs, `TWIN_BEAM_BASE` where a narrower twin runs."""
    if narrower.twin(rules) is not None:
        return TWIN_BEAM_BASE
    return PAST_BEAM_BASE if keying.holds_past(rules) else BEAM_BASE


def _beams_first(
    game: Engine,
    rest: Callable[..., Solution],
    *,
    node_limit: int | None,
    time_limit: float | None,
    progress: Callable[[int], None] | None,
) -> Solution:
    """Above `beam_base`, the beam searches (pruned by the wider test where it applies),
    then the rest of the budget as `rest` (`_pruned_first` or `_solve`) searches it;
    `rest` alone below it."""
    prune = widedead.is_dead if widedead.applies(game.variant) else None
    beams = _winning(partial(beam.find_win, prune=prune))
    base = beam_base(game.variant)
    return _base_first(game, base, beams, _BEAM_SHARE, rest, node_limit, time_limit, progress)


def _pruned_first(
    game: Engine,
    *,
    node_limit: int | None,
    time_limit: float | None,
    progress: Callable[[int], None] | None,
) -> Solution:
    """Where the past is held and no twin runs: above `PAST_PRUNED_BASE`, the pruned
    judges, then the rest of the budget as `_letter_first` searches it; `_letter_first`
    below it."""
    pruned = _winning(partial(guided.find_pruned_win, prune=widedead.is_dead))
    return _base_first(
        game,
        PAST_PRUNED_BASE,
        pruned,
        _LETTER_SHARE,
        _letter_first,
        node_limit,
        time_limit,
        progress,
    )


def _letter_first(
    game: Engine,
    *,
    node_limit: int | None,
    time_limit: float | None,
    progress: Callable[[int], None] | None,
) -> Solution:
    """A budget searched as before `PAST_PRUNED_BASE`: above `LETTER_BASE`, the letter's
    judges, then the rest of the budget; `_solve` below it."""
    letter = _winning(guided.find_letter_win)
    return _base_first(
        game, LETTER_BASE, letter, _LETTER_SHARE, _solve, node_limit, time_limit, progress
    )


def _base_first(
    game: Engine,
    base: int,
    find: Callable[..., Solution],
    share: int,
    rest: Callable[..., Solution],
    node_limit: int | None,
    time_limit: float | None,
    progress: Callable[[int], None] | None,
) -> Solution:
    """A base's order: above `base`, `find(game, node_limit=..., time_limit=...,
    progress=...)` with what lies beyond it and 1/`share` of `time_limit`, its verdict
    where it decides, else `rest` searching what it leaves of the budget; `rest` alone at
    or below `base`, so rows committed there stand."""
    if not budgets.above(node_limit, base):
        return rest(game, node_limit=node_limit, time_limit=time_limit, progress=progress)
    started = time.process_time()
    found = find(
        game,
        node_limit=budgets.over(node_limit, base),
        time_limit=budgets.share(time_limit, share),
        progress=progress,
    )
    if found.status is not Status.UNKNOWN:
        return found
    return _then(found.nodes, started, node_limit, time_limit, progress, partial(rest, game))


def _winning(find: Callable[..., tuple[tuple[Move, ...] | None, int]]) -> Callable[..., Solution]:
    """A search that only finds wins (a line or None, and its positions) answering as a
    `Solution`: WINNABLE with the line, or UNKNOWN."""

    def searched(game: Engine, **limits: object) -> Solution:
        started = time.process_time()
        line, nodes = find(game, **limits)
        status = Status.UNKNOWN if line is None else Status.WINNABLE
        return Solution(status, line or (), nodes, time.process_time() - started)

    return searched


def _solve(
    game: Engine,
    *,
    node_limit: int | None,
    time_limit: float | None,
    progress: Callable[[int], None] | None,
) -> Solution:
    """`solve` outside the one-deck family, the letter's judges aside (see the module)."""
    started = time.process_time()
    twin = narrower.twin(game.variant)
    past = keying.holds_past(game.variant)
    quarter = twin is not None or past
    # past `PAST_BASE`, where the search forgetting the past runs: the guided search's alone
    beyond = budgets.beyond(node_limit, PAST_BASE) if past and twin is None else 0
    shared = None if node_limit is None else node_limit - beyond
    quarter_nodes = budgets.part(shared, _QUARTER_SHARE) if quarter else None
    quarter_seconds = budgets.share(time_limit, _QUARTER_SHARE) if quarter else None
    guided_nodes = budgets.part(shared, _GUIDED_SHARE)
    guided_nodes = None if guided_nodes is None else guided_nodes + beyond
    guided_seconds = budgets.share(time_limit, _GUIDED_SHARE)
    wide = widedead.applies(game.variant)
    judges = len(guided.JUDGES) if wide else guided.FIRST_LOOK
    exact_first = wide and not past
    prune = judges_prune(game.variant, node_limit)
    nodes = 0
    if exact_first:  # its share is what the others will not get
        exact = search.exhaust(
            game,
            node_limit=budgets.rest_nodes(
                node_limit, quarter_nodes or 0, guided.most(guided_nodes, judges, deep=wide)
            ),
            time_limit=budgets.rest_seconds(
                time_limit, quarter_seconds or 0.0, guided_seconds or 0.0
            ),
            progress=progress,
        )
        if exact.status is not Status.UNKNOWN:
            return exact
        nodes = exact.nodes
    line: tuple[Move, ...] | None = None
    if twin is not None:
        line, more = narrower.find_win(
            game, twin, node_limit=quarter_nodes, time_limit=quarter_seconds
        )
        nodes += more
    elif quarter:
        line, more = search.find_win_forgetting_past(
            game, node_limit=quarter_nodes, time_limit=quarter_seconds
        )
        nodes += more
    if line is None:
        line, more = guided.find_win(
            game,
            node_limit=guided_nodes,
            time_limit=guided_seconds,
            judges=judges,
            deep=wide,
            prune=prune,
            progress=budgets.after(nodes, progress),
        )
        nodes += more
    if line is not None:
        return Solution(Status.WINNABLE, line, nodes, time.process_time() - started)
    if exact_first:
        return Solution(Status.UNKNOWN, (), nodes, time.process_time() - started)
    return _then(nodes, started, node_limit, time_limit, progress, partial(search.exhaust, game))


def judges_prune(rules: RuleSet, node_limit: int | None) -> Callable[[Engine], bool] | None:
    """The dead-position test the judges prune with at this budget (`PRUNED_BASE`), or
    None where they search as they always did."""
    pays = widedead.applies(rules) and not keying.holds_past(rules) and narrower.twin(rules) is None
    return widedead.is_dead if pays and budgets.above(node_limit, PRUNED_BASE) else None


class _Search(Protocol):
    """A search of one position given a budget, seconds and a progress report, as
    `search.exhaust` and `_solve` are."""

    def __call__(
        self,
        *,
        node_limit: int | None,
        time_limit: float | None,
        progress: Callable[[int], None] | None,
    ) -> Solution: ...


def _then(
    nodes: int,
    started: float,
    node_limit: int | None,
    time_limit: float | None,
    progress: Callable[[int], None] | None,
    rest: _Search,
) -> Solution:
    """What `rest` (a search given the budget, seconds and progress report left) finds
    once `nodes` positions were searched since `started` (process time), the positions
    of both counted."""
    found = rest(
        node_limit=None if node_limit is None else max(node_limit - nodes, 1),
        time_limit=budgets.rest_seconds(time_limit, time.process_time() - started),
        progress=budgets.after(nodes, progress),
    )
    return Solution(found.status, found.moves, nodes + found.nodes, time.process_time() - started)


def _exact_then_guided(
    game: Engine,
    node_limit: int | None,
    time_limit: float | None,
    progress: Callable[[int], None] | None,
) -> Solution:
    """The one-deck, same-suit, King-only family: the exact search with the whole
    `node_limit` (three quarters of `time_limit`), so that every deal it decides gets the
    verdict and the positions it got alone; where it runs out, the guided search looks
    for a win with at most `guided.most(node_limit // 2, guided.FIRST_LOOK)` positions
    more (20,000 at the budgets of `scorpion stats`), the last quarter of the time. Depth
    first, the exact search can spend its budget under an early move of a winnable deal:
    Traditionnel deal 4780 (30,000 positions, unknown) is won by the guided search in 386.
    Only the first eight judges look: the exact search decides all but a few deals, proving
    most lost, so the time a deal may take is better left to it."""
    started = time.process_time()
    guided_seconds = budgets.share(time_limit, _QUARTER_SHARE)
    exact = search.exhaust(
        game,
        node_limit=node_limit,
        time_limit=budgets.rest_seconds(time_limit, guided_seconds or 0.0),
        progress=progress,
        kings=budgets.above(node_limit, DEALT_KING_BASE),
    )
    if exact.status is not Status.UNKNOWN:
        return exact
    line, more = guided.find_win(
        game,
        node_limit=budgets.part(node_limit, _GUIDED_SHARE),
        time_limit=guided_seconds,
        judges=guided.FIRST_LOOK,
        progress=budgets.after(exact.nodes, progress),
    )
    status = Status.UNKNOWN if line is None else Status.WINNABLE
    return Solution(status, line or (), exact.nodes + more, time.process_time() - started)
