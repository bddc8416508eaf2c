"""Compute, check or extend the perft table of the rule book (features/perft.toml).

    python scripts/perft.py                   # recount the table through the built-in engine
    python scripts/perft.py --depth 5         # one level deeper where the table stops (checks
                                              # what is there, prints the new figures)
    python scripts/perft.py --naive           # count with tests/naive_perft.py as well
    python scripts/perft.py --engine pkg.mod:factory   # through another engine
    python scripts/perft.py --write           # write the figures counted into the table
    python scripts/perft.py --new             # rebuild the positions (deal 1 of every variant
                                              # and the board of the rule texts), then count

Exits 1 when a count differs from the table (or the naive count from the engine's).
Counting is resumable in the simplest way: each position is one line of output, and
`--only NAME` recounts one position.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path

from rich.console import Console
from rich.progress import Progress

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from scorpion import Game, variant_names  # noqa: E402
from scorpion.engines.builtin import BuiltinEngine, board_of  # noqa: E402
from scorpion.perft import TABLE, PerftPosition, load_table, perft, position_of  # noqa: E402
from scorpion.protocol import Engine  # noqa: E402

HEADER = """\
# perft for Scorpion: from each start position, how many sequences of 1, 2, 3… legal
# actions (block moves and, when the rules allow it, the reserve deal) an engine accepts.
# A missing or extra legal move anywhere in the tree changes a figure.
#
# Cards are the engine protocol's codes ("10H", "QS"), each column bottom to top, the
# face-down cards before the "/"; the reserve's first card goes to the first target column.
# A position with `deal = N` is the deal `Game.deal(N, variant)` of this project (the
# scenarios say "la donne numéro N" / "daun nombor N"); `source` names the rule text a
# written board comes from. `perft[d - 1]` is the count at depth d.
#
# Counted through the built-in engine by scripts/perft.py and, separately, by the naive
# generator tests/naive_perft.py, written from the rule sentences only; tests/test_perft.py
# checks the two agree. The scenarios of features/*/12_perft.feature check an engine under
# test against these figures.
"""
TEXT_BOARD = ROOT / "seeds" / "000_f7c5762d24bb4c2b.txt"


def fresh_positions() -> list[PerftPosition]:
    """Deal 1 of every variant, and the board the rule texts start their won game from."""
    line = next(
        row
        for row in TEXT_BOARD.read_text(encoding="utf-8").splitlines()
        if row.startswith("réserve")
    )
    text = board_of(Game.from_text(line, "fr"))
    positions = [position_of(text, "texts-classique", source="seed 000/001")]
    for name in variant_names():
        positions.append(position_of(board_of(Game.deal(1, name)), f"{name}-1", deal=1))
    return positions


def load_engine(spec: str | None) -> Engine:
    if spec is None:
        return BuiltinEngine()
    module, _, factory = spec.partition(":")
    engine: Engine = getattr(importlib.import_module(module), factory)()
    return engine


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--depth", type=int, default=0, help="count to this depth (default: the table's)"
    )
    parser.add_argument("--naive", action="store_true", help="count with the naive generator too")
    parser.add_argument("--engine", help="module:factory of another engine")
    parser.add_argument("--only", action="append", default=[], help="only these positions")
    parser.add_argument("--write", action="store_true", help="write the counts into the table")
    parser.add_argument("--new", action="store_true", help="rebuild the positions first")
    args = parser.parse_args(argv)
    console = Console()
    engine = load_engine(args.engine)
    positions = fresh_positions() if args.new else load_table()
    failures = 0
    counted: list[PerftPosition] = []
    with Progress(console=console, transient=True) as progress:
        for position in positions:
            if args.only and position.name not in args.only:
                counted.append(position)
                continue
            depth = args.depth or len(position.counts) or 4
            counts: list[int] = []
            for level in range(1, depth + 1):
                task = progress.add_task(f"{position.name} depth {level}", total=None)
                started = time.process_time()
                count = perft(
                    engine, position.board, level, lambda n, t=task: progress.update(t, completed=n)
                )
                progress.remove_task(task)
                seconds = time.process_time() - started
                counts.append(count)
                expected = position.counts[level - 1] if level <= len(position.counts) else None
                verdict = (
                    ""
                    if expected is None
                    else ("ok" if expected == count else f"TABLE SAYS {expected}")
                )
                failures += bool(verdict and verdict != "ok")
                line = (
                    f"{position.name:24} depth {level}: {count:>10,}  {seconds:6.2f} s  {verdict}"
                )
                if args.naive:
                    import naive_perft

                    started = time.process_time()
                    naive = naive_perft.perft(
                        naive_perft.start(position.columns, position.reserve),
                        level,
                        naive_perft.rules(position.variant),
                    )
                    seconds = time.process_time() - started
                    agree = "naive agrees" if naive == count else f"NAIVE SAYS {naive}"
                    failures += naive != count
                    line += f"  ({agree}, {seconds:.2f} s)"
                console.print(line)
            counted.append(
                PerftPosition(
                    position.name,
                    position.variant,
                    position.columns,
                    position.reserve,
                    tuple(counts),
                    position.deal,
                    position.source,
                )
            )
    if args.write:
        TABLE.write_text(HEADER + "".join("\n" + p.to_toml() for p in counted), encoding="utf-8")
        console.print(f"wrote {TABLE.relative_to(ROOT)}")
    engine.close()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
