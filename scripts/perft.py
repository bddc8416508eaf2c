"""Compute, check or extend the perft table of the rule book (features/perft.toml).

    python scripts/perft.py                   # recount the table through the built-in engine
    python scripts/perft.py --depth 5         # one level deeper where the table stops (checks
                                              # what is there, prints the new figures)
    python scripts/perft.py --naive           # count with tests/naive_perft.py as well
    python scripts/perft.py --engine pkg.mod:factory   # through another engine
    python scripts/perft.py --write           # write the figures counted into the table
    python scripts/perft.py --new             # rebuild the positions (deal 1 of every variant
                                              # and the board of the rule texts), then count
    python scripts/perft.py --divide classique-1 --depth 4 --naive
                                              # each first action's count, engine and naive
                                              # side by side: where they differ is the bug

Exits 1 when a count differs from the table (or the naive count from the engine's).
Counting is resumable in the simplest way: each position is one line of output, and
`--only NAME` recounts one position.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from dataclasses import replace
from pathlib import Path

from rich.console import Console
from rich.progress import Progress

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from scorpion import Game, variant_names  # noqa: E402
from scorpion.games.scorpion.engines.builtin import BuiltinEngine, board_of  # noqa: E402
from scorpion.games.scorpion.perft import (  # noqa: E402
    TABLE,
    PerftPosition,
    divide,
    load_table,
    perft,
    position_of,
)
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


def naive_count(position: PerftPosition, level: int) -> int:
    import naive_perft

    start = naive_perft.start(position.columns, position.reserve)
    return naive_perft.perft(start, level, naive_perft.rules(position.variant))


def naive_divide(position: PerftPosition, level: int) -> dict[str, int]:
    """The naive generator's divide, its actions written as the protocol writes moves."""
    import naive_perft

    start = naive_perft.start(position.columns, position.reserve)
    rules = naive_perft.rules(position.variant)
    out = {}
    for action in naive_perft.legal_actions(start, rules, {start}):
        after = naive_perft.play(start, action, rules)
        count = naive_perft.perft(after, level - 1, rules, frozenset({start, after}))
        if action.deal:
            out["deal"] = count
            continue
        if action.source == 0:
            rank, suit = start[1][action.index]
            place = action.index + 1
        else:
            down, up = start[0][action.source - 1]
            rank, suit = up[action.index]
            place = len(down) + action.index + 1
        name = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(rank, str(rank)) + suit
        out[f"{name} {action.source}/{place} -> {action.target}"] = count
    return out


def show_divide(engine: Engine, position: PerftPosition, depth: int, naive: bool) -> int:
    """Print each first action's count; with `naive`, the naive generator's beside it."""
    console = Console()
    theirs = naive_divide(position, depth) if naive else {}
    differ = 0
    mine = {str(move): count for move, count in divide(engine, position.board, depth)}
    for move in sorted(set(mine) | set(theirs)):
        line = f"{move:24} {mine.get(move, '—'):>10}"
        if naive:
            same = mine.get(move) == theirs.get(move)
            differ += not same
            line += f" {theirs.get(move, '—'):>10}  {'' if same else 'DIFFERS'}"
        console.print(line)
    console.print(f"{'total':24} {sum(mine.values()):>10}")
    return 1 if differ else 0


def count_table(
    engine: Engine, positions: list[PerftPosition], args: argparse.Namespace
) -> tuple[list[PerftPosition], int]:
    """Count every position (or those named by --only) to its depth; print each figure."""
    console = Console()
    failures = 0
    counted: list[PerftPosition] = []
    with Progress(console=console, transient=True) as progress:
        for position in positions:
            if args.only and position.name not in args.only:
                counted.append(position)
                continue
            counts: list[int] = []
            for level in range(1, (args.depth or len(position.counts) or 4) + 1):
                task = progress.add_task(f"{position.name} depth {level}", total=None)
                started = time.process_time()
                count = perft(
                    engine, position.board, level, lambda n, t=task: progress.update(t, completed=n)
                )
                progress.remove_task(task)
                counts.append(count)
                line = f"{position.name:24} depth {level}: {count:>10,}"
                line += f"  {time.process_time() - started:6.2f} s"
                if level <= len(position.counts):
                    expected = position.counts[level - 1]
                    line += "  ok" if expected == count else f"  TABLE SAYS {expected}"
                    failures += expected != count
                if args.naive:
                    naive = naive_count(position, level)
                    line += "  (naive agrees)" if naive == count else f"  (NAIVE SAYS {naive})"
                    failures += naive != count
                console.print(line)
            counted.append(replace(position, counts=tuple(counts)))
    return counted, failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--depth", type=int, default=0, help="count to this depth")
    parser.add_argument("--naive", action="store_true", help="count with the naive generator too")
    parser.add_argument("--engine", help="module:factory of another engine")
    parser.add_argument("--only", action="append", default=[], help="only these positions")
    parser.add_argument("--divide", metavar="NAME", help="split one position's count by move")
    parser.add_argument("--write", action="store_true", help="write the counts into the table")
    parser.add_argument("--new", action="store_true", help="rebuild the positions first")
    args = parser.parse_args(argv)
    engine = load_engine(args.engine)
    positions = fresh_positions() if args.new else load_table()
    try:
        if args.divide:
            position = next(p for p in positions if p.name == args.divide)
            return show_divide(engine, position, args.depth or len(position.counts), args.naive)
        counted, failures = count_table(engine, positions, args)
    finally:
        engine.close()
    if args.write:
        TABLE.write_text(HEADER + "".join("\n" + p.to_toml() for p in counted), encoding="utf-8")
        Console().print(f"wrote {TABLE.relative_to(ROOT)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
