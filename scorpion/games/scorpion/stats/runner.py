"""Solving many deals: in worker processes on this machine or on a Dask cluster.

`solve_deal` is a plain function of (variant, seed, node_limit, reading), so every deal's
verdict depends on nothing else: a local run and a cluster run give the same rows (the budget is
counted in positions, not seconds, for that reason)."""

from __future__ import annotations

import multiprocessing
import signal
import time
from collections.abc import Callable, Iterator, Sequence

from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.solver import Status, solve
from scorpion.games.scorpion.solver.readings import Reading, read
from scorpion.games.scorpion.solver.strict import play_strict
from scorpion.games.scorpion.stats.results import Row


def solve_deal(variant: str, seed: int, node_limit: int, reading: str = "letter") -> Row:
    """Solve the deal `seed` of `variant` within `node_limit` positions, its defeat rule
    read by `reading` (a `Reading` value; node_limit 0: play it by the strict policy
    instead; WINNABLE then means won, UNWINNABLE lost)."""
    rules = read(variant, Reading(reading))
    if node_limit == 0:
        started = time.process_time()
        won = play_strict(Game.deal(seed, rules))
        status = Status.WINNABLE if won else Status.UNWINNABLE
        return Row(seed, status, 0, time.process_time() - started, 0, 0)
    solution = solve(Game.deal(seed, rules), node_limit=node_limit)
    length = len(solution.moves) if solution.status is Status.WINNABLE else 0
    return Row(seed, solution.status, solution.nodes, solution.seconds, length, node_limit)


def run_local(
    variant: str, seeds: Sequence[int], node_limit: int, jobs: int, reading: str = "letter"
) -> Iterator[Row]:
    """Rows as they come, from `jobs` processes (in this process when jobs is 1).

    Stopped early (Ctrl-C in the caller, or the caller done with the rows), the workers are
    ended at once: they ignore the interrupt themselves, so only this process decides, and
    the deals they were solving are left for the next run (a run resumes from its file).
    concurrent.futures would instead finish every deal already handed out before exiting."""
    if jobs <= 1:
        for seed in seeds:
            yield solve_deal(variant, seed, node_limit, reading)
        return
    tasks = [(variant, seed, node_limit, reading) for seed in seeds]
    with multiprocessing.Pool(jobs, initializer=_ignore_interrupts) as pool:  # ends: terminate
        yield from pool.imap_unordered(_solve_task, tasks)


def _solve_task(task: tuple[str, int, int, str]) -> Row:
    return solve_deal(*task)


def _ignore_interrupts() -> None:
    """In a worker: Ctrl-C is the caller's to handle (it ends the workers)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_dask(
    variant: str,
    seeds: Sequence[int],
    node_limit: int,
    scheduler: str | object,
    reading: str = "letter",
) -> Iterator[Row]:
    """Rows as they come from a Dask distributed cluster: `scheduler` is its address
    ("tcp://host:8786") or a running cluster object (a LocalCluster in the tests)."""
    from dask.distributed import Client, as_completed

    client = Client(scheduler)  # type: ignore[no-untyped-call]
    try:
        futures = client.map(
            solve_deal,
            [variant] * len(seeds),
            list(seeds),
            [node_limit] * len(seeds),
            [reading] * len(seeds),
            pure=False,
        )
        for future in as_completed(futures):  # type: ignore[no-untyped-call]
            yield future.result()
    finally:
        client.close()  # type: ignore[no-untyped-call]


Runner = Callable[[str, Sequence[int], int], Iterator[Row]]
