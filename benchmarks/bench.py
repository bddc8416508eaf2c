"""Engine speed figures (not a test): run `make bench` or `python benchmarks/bench.py`.

Prints, for one process on one core:
- random-playout actions per second: legal_moves() then play() of a random one, a new
  seeded deal whenever no move is left (or after --cap actions, since random play can
  cycle for ever); the time of the new deals is counted; the best of --rounds runs is
  reported with their median, since a shared machine makes single runs vary;
- undo per second (actions taken back from a full 100-action history);
- to_text and from_text per second, in French and in Malay, on positions reached by
  random play.

The target is at least 20,000 playout actions per second for every variant (the other
variants are timed for a third of --seconds each); `--check` makes the exit status 1
when any figure is below it.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorpion import Game, variant_names

TARGET_PLAYOUT = 20_000


def timed(seconds: float, batch: Callable[[], tuple[int, float]]) -> float:
    """Run `batch` until about `seconds` of measured time; it returns how many operations
    it did and the time they took (set-up left out). Operations per second."""
    done, spent = 0, 0.0
    while spent < seconds:
        count, elapsed = batch()
        done += count
        spent += elapsed
    return done / spent


def clocked(operation: Callable[[], object], count: int) -> tuple[int, float]:
    start = time.perf_counter()
    for _ in range(count):
        operation()
    return count, time.perf_counter() - start


def playout(
    seconds: float, seed: int, cap: int, variant: str = "classique"
) -> tuple[float, float, int]:
    """Random-playout actions per second (all time counted, then the time of the new deals
    left out), and how many deals were played."""
    rng = random.Random(seed)
    deal_seed = seed
    game = Game.deal(deal_seed, variant)
    actions = deals = in_deal = 0
    dealing = 0.0
    clock = time.process_time  # CPU time: other processes sharing the core do not count
    start = clock()
    end = start + seconds
    while True:
        for _ in range(1000):
            moves = game.legal_moves()
            if not moves or in_deal >= cap:
                deal_seed += 1
                deals += 1
                in_deal = 0
                before = clock()
                game = Game.deal(deal_seed, variant)
                dealing += clock() - before
                continue
            game.play(rng.choice(moves))
            actions += 1
            in_deal += 1
        if clock() >= end:
            break
    total = clock() - start
    return actions / total, actions / (total - dealing), deals


def positions(count: int, seed: int) -> list[Game]:
    """Games reached by random play (0 to 80 actions) from seeded deals."""
    rng = random.Random(seed)
    games = []
    for number in range(count):
        game = Game.deal(seed + number)
        for _ in range(rng.randrange(81)):
            moves = game.legal_moves()
            if not moves:
                break
            game.play(rng.choice(moves))
        games.append(game)
    return games


def full_history(seed: int) -> Game:
    """A game with 100 actions to undo (random play, new deal until one gets there)."""
    rng = random.Random(seed)
    while True:
        game = Game.deal(seed)
        while len(game.history) < 100 and (moves := game.legal_moves()):
            game.play(rng.choice(moves))
        if len(game.history) == 100:
            return game
        seed += 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per figure")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--cap", type=int, default=300, help="actions per deal at most")
    parser.add_argument("--rounds", type=int, default=3, help="playout runs (best is kept)")
    parser.add_argument("--check", action="store_true", help="exit 1 below the target")
    args = parser.parse_args(argv)

    print(f"scorpion engine benchmark — Python {platform.python_version()} "
          f"({platform.python_implementation()}), {platform.machine()}, one process")

    runs = [playout(args.seconds, args.seed + 1000 * n, args.cap) for n in range(args.rounds)]
    rates = sorted(run[0] for run in runs)
    rate, median = rates[-1], statistics.median(rates)
    without_deals = max(run[1] for run in runs)
    deals = sum(run[2] for run in runs)
    verdict = "meets" if rate >= TARGET_PLAYOUT else "BELOW"
    print(f"random playout       {rate:12,.0f} actions/s  best of {args.rounds} runs "
          f"(median {median:,.0f}; {deals} new deals counted); {verdict} the target of "
          f"{TARGET_PLAYOUT:,}")
    print(f"  without the deals  {without_deals:12,.0f} actions/s  (legal_moves + play only, "
          "best run)")
    slowest = rate
    for name in variant_names():
        if name == "classique":
            continue
        best = max(
            playout(args.seconds / 3, args.seed + 1000 * n, args.cap, name)[0]
            for n in range(args.rounds)
        )
        slowest = min(slowest, best)
        verdict = "meets" if best >= TARGET_PLAYOUT else "BELOW"
        print(f"  {name:<22}{best:10,.0f} actions/s  random playout, best of {args.rounds}; "
              f"{verdict} the target")

    base = full_history(args.seed)

    def undo_batch() -> tuple[int, float]:
        return clocked(base.copy().undo, 100)

    print(f"undo                 {timed(args.seconds, undo_batch):12,.0f} undos/s")

    sample = positions(200, args.seed)
    for lang in ("fr", "ms"):
        texts = [game.to_text(lang) for game in sample]

        def write(lang: str = lang) -> tuple[int, float]:
            start = time.perf_counter()
            for game in sample:
                game.to_text(lang)
            return len(sample), time.perf_counter() - start

        def read(lang: str = lang, texts: list[str] = texts) -> tuple[int, float]:
            start = time.perf_counter()
            for text in texts:
                Game.from_text(text, lang)
            return len(texts), time.perf_counter() - start

        print(f"to_text ({lang})         {timed(args.seconds, write):12,.0f} boards/s")
        print(f"from_text ({lang})       {timed(args.seconds, read):12,.0f} boards/s")
    return 1 if args.check and slowest < TARGET_PLAYOUT else 0


if __name__ == "__main__":
    sys.exit(main())
