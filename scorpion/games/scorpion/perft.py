"""perft for Scorpion: how many sequences of N legal actions start from a position.

As chess engines are checked by counting the move tree ("perft"), a Scorpion engine is
checked by counting, from fixed start positions, the sequences of 1, 2, 3… actions it
accepts: every block move and, when the rules allow it, the reserve deal. One missing or
extra legal move anywhere in the tree changes the figure.

The figures are a data file of the rule book, `features/perft.toml`: one `[[position]]`
per start position (a variant and a seeded deal, or a board written in a rule text),
its cards in the protocol's card codes and the counts for depths 1, 2, 3…
`scripts/perft.py` recomputes them through an engine; `tests/naive_perft.py` recomputes
them with a move generator written separately from the rule sentences.

`perft(engine, board, depth)` counts through any engine of the protocol: with undo when
the engine can take back enough actions, otherwise by setting the board up again and
replaying the path (history matters: the traditional reserve waits for a standstill,
judged on the positions seen since the start).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scorpion.errors import EngineError
from scorpion.i18n import N_
from scorpion.paths import FEATURES
from scorpion.protocol import Accepted, Board, Engine, Move, Placed, card_code, card_from_code
from scorpion.protocol.values import UNLIMITED

TABLE = FEATURES / "perft.toml"
HIDDEN_SEPARATOR = "/"


@dataclass(frozen=True)
class PerftPosition:
    """One start position of the table, with its counts for depths 1, 2, 3…"""

    name: str
    variant: str
    columns: tuple[str, ...]
    """Each column as card codes, bottom to top, face-down cards before a `/`."""
    reserve: tuple[str, ...] = ()
    counts: tuple[int, ...] = ()
    deal: int | None = None
    """The deal number when the position is a seeded deal (`Game.deal(deal, variant)`)."""
    source: str = ""
    """Where a written board comes from (a rule text), when it is not a seeded deal."""

    @property
    def board(self) -> Board:
        """The position as the protocol's neutral board."""
        columns = []
        for text in self.columns:
            down, _, up = text.rpartition(HIDDEN_SEPARATOR)
            columns.append(
                tuple(Placed(card_from_code(c), False) for c in down.split())
                + tuple(Placed(card_from_code(c), True) for c in up.split())
            )
        reserve = tuple(card_from_code(c) for c in self.reserve)
        return Board(self.variant, tuple(columns), reserve)

    def to_toml(self) -> str:
        """This position as a `[[position]]` table (how scripts/perft.py writes the file)."""
        lines = ["[[position]]", f'name = "{self.name}"', f'variant = "{self.variant}"']
        if self.deal is not None:
            lines.append(f"deal = {self.deal}")
        if self.source:
            lines.append(f'source = "{self.source}"')
        lines.append("columns = [")
        lines += [f'  "{column}",' for column in self.columns]
        lines.append("]")
        lines.append("reserve = [" + ", ".join(f'"{c}"' for c in self.reserve) + "]")
        lines.append("perft = [" + ", ".join(str(n) for n in self.counts) + "]")
        return "\n".join(lines) + "\n"


def column_text(cards: tuple[Placed, ...]) -> str:
    """ "3D JH 10H / 3S QH": face-down codes, a slash, face-up codes."""
    down = " ".join(card_code(p.card) for p in cards if not p.up)
    up = " ".join(card_code(p.card) for p in cards if p.up)
    return f"{down} {HIDDEN_SEPARATOR} {up}".strip()


def position_of(
    board: Board, name: str, counts: tuple[int, ...] = (), **where: Any
) -> PerftPosition:
    """A table entry for `board` (`deal=` or `source=` say where it comes from)."""
    return PerftPosition(
        name,
        board.variant,
        tuple(column_text(column) for column in board.columns),
        tuple(card_code(c) for c in board.reserve),
        counts,
        **where,
    )


def load_table(path: Path = TABLE) -> list[PerftPosition]:
    """The positions of the perft table, in file order."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return [
        PerftPosition(
            name=str(entry["name"]),
            variant=str(entry["variant"]),
            columns=tuple(str(c) for c in entry["columns"]),
            reserve=tuple(str(c) for c in entry.get("reserve", ())),
            counts=tuple(int(n) for n in entry["perft"]),
            deal=int(entry["deal"]) if "deal" in entry else None,
            source=str(entry.get("source", "")),
        )
        for entry in data["position"]
    ]


class _Tree:
    """Walks an engine's move tree from a board: with undo while the engine takes actions
    back, otherwise (refused: that changes nothing) by setting up the board and replaying."""

    def __init__(self, engine: Engine, board: Board, depth: int) -> None:
        self.engine, self.board = engine, board
        limit = engine.capabilities().undo_depth
        self.undo = limit == UNLIMITED or limit >= depth
        self.path: list[Move] = []
        engine.setup(board)

    def below(self, move: Move, level: int) -> int:
        """The count at `level` after `move`; the engine is back where it was."""
        _play(self.engine, move)
        self.path.append(move)
        found = self.count(level)
        self.path.pop()
        if self.undo and isinstance(self.engine.undo(), Accepted):
            return found
        self.undo = False
        self.engine.setup(self.board)
        for earlier in self.path:
            _play(self.engine, earlier)
        return found

    def count(self, level: int, progress: Callable[[int], None] | None = None) -> int:
        if level == 0:
            return 1
        moves = self.engine.legal_moves()
        if level == 1:
            return len(moves)
        total = 0
        for move in moves:
            total += self.below(move, level - 1)
            if progress is not None:
                progress(total)
        return total


def perft(
    engine: Engine,
    board: Board,
    depth: int,
    progress: Callable[[int], None] | None = None,
) -> int:
    """How many sequences of `depth` legal actions the engine accepts from `board`.

    The engine is left on `board`. `progress(n)` is called after each action of the first
    level with the count so far (for a progress bar).
    """
    return _Tree(engine, board, depth).count(depth, progress)


def divide(engine: Engine, board: Board, depth: int) -> list[tuple[Move, int]]:
    """perft split by first action (each with its count at `depth`): where two engines'
    counts differ, the first action whose counts differ leads to the fault."""
    tree = _Tree(engine, board, depth)
    return [(move, tree.below(move, depth - 1)) for move in engine.legal_moves()]


def _play(engine: Engine, move: Move) -> None:
    outcome = engine.play(move)
    if not isinstance(outcome, Accepted):
        raise EngineError(
            N_("the engine listed {move} as legal but refused it"), f"play {move}", move=move
        )
