"""Scopa engine speed figures (not a test): `make bench-scopa` or
`python benchmarks/scopa_bench.py [--seconds S] [--rounds N]`.

Prints, for one process on one core, the best of --rounds runs and their median:
- whole games per second and deals per second (seeded games played to the end by the
  "first legal play" policy, new deals dealt as the rules say);
- plays per second in those games (legal_plays() then play());
- undo per second; to_text and from_text per second in French and Malay.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorpion.games.scopa import ScopaGame


def rate(seconds: float, batch: Callable[[], int]) -> float:
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        done += batch()
    return done / (time.perf_counter() - start)


def play_game(seed: int) -> tuple[int, int]:
    """(deals, plays) of one whole game."""
    game = ScopaGame.deal(seed)
    deals, plays = 1, 0
    while not game.is_over:
        if game.position.deal_over:
            game.next_deal()
            deals += 1
        else:
            game.play(game.legal_plays()[0])
            plays += 1
    return deals, plays


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    seed = iter(range(10**9))
    counts = {"deals": 0, "plays": 0, "games": 0}

    def games() -> int:
        deals, plays = play_game(next(seed))
        counts["deals"] += deals
        counts["plays"] += plays
        counts["games"] += 1
        return 1

    sample = ScopaGame.deal(1)
    for _ in range(9):
        sample.play(sample.legal_plays()[0])
    texts = {lang: sample.to_text(lang) for lang in ("fr", "ms")}

    def undo() -> int:
        game = sample.copy()
        for _ in range(9):
            game.undo()
        return 9

    figures: dict[str, list[float]] = {}
    for _ in range(args.rounds):
        counts.update(deals=0, plays=0, games=0)
        start = time.perf_counter()
        per_game = rate(args.seconds, games)
        spent = time.perf_counter() - start
        figures.setdefault("games/s", []).append(per_game)
        figures.setdefault("deals/s", []).append(counts["deals"] / spent)
        figures.setdefault("plays/s", []).append(counts["plays"] / spent)
        figures.setdefault("undo/s", []).append(rate(args.seconds / 4, undo))
        for lang, text in texts.items():
            to_text = rate(args.seconds / 4, lambda lang=lang: len(sample.to_text(lang)) and 1)
            from_text = rate(
                args.seconds / 4, lambda lang=lang, t=text: bool(ScopaGame.from_text(t, lang)) and 1
            )
            figures.setdefault(f"to_text {lang}/s", []).append(to_text)
            figures.setdefault(f"from_text {lang}/s", []).append(from_text)
    print(f"Scopa engine, best of {args.rounds} runs of {args.seconds:g} s (median in brackets)")
    for name, values in figures.items():
        print(f"  {name:<16} {max(values):>10,.0f}  ({statistics.median(values):,.0f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
