"""Engines that deal their own games wrongly, one fault each (the built-in engine
underneath), for tests/test_engine_deal.py: the engine-deal scenarios must catch each.

- `EightColumns`: the last reserve card dealt onto a column of its own, one column too many;
- `DuplicateCard`: the bottom card of column 1 replaced by a copy of the last column's top
  card (the same shape, one card twice and one missing);
- `Unseeded`: a new shuffle at every deal, whatever the seed;
- `FailingDeal`: declares "deal", and its deal raises;
- `NoDeal`: does not declare "deal".
"""

from __future__ import annotations

import random
from dataclasses import replace

from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.protocol import Board, Capabilities, Capability, Placed, State


class _Dealt(BuiltinEngine):
    """The built-in engine, whose own deal's board is altered by `alter` once dealt."""

    def __init__(self) -> None:
        super().__init__()
        self._dealt: Board | None = None

    def alter(self, board: Board) -> Board:
        return board

    def deal(self, seed: int, variant: str) -> None:
        super().deal(seed, variant)
        self._dealt = self.alter(super().state().board)

    def setup(self, board: Board, variant_file: str | None = None) -> None:
        self._dealt = None
        super().setup(board, variant_file)

    def state(self) -> State:
        if self._dealt is None:
            return super().state()
        return State(self._dealt, score=0, history=0)


class EightColumns(_Dealt):
    def alter(self, board: Board) -> Board:
        *reserve, last = board.reserve
        columns = (*board.columns, (Placed(last, True),))
        return replace(board, columns=columns, reserve=tuple(reserve))


class DuplicateCard(_Dealt):
    def alter(self, board: Board) -> Board:
        first, *others = board.columns
        copy = Placed(others[-1][-1].card, first[0].up)
        return replace(board, columns=((copy, *first[1:]), *others))


class Unseeded(BuiltinEngine):
    def deal(self, seed: int, variant: str) -> None:
        super().deal(random.randrange(2**32), variant)


class FailingDeal(BuiltinEngine):
    def deal(self, seed: int, variant: str) -> None:
        raise NotImplementedError("no deal yet")


class NoDeal(BuiltinEngine):
    def capabilities(self) -> Capabilities:
        caps = super().capabilities()
        return replace(caps, features=caps.features - {Capability.DEAL})


__all__ = ["DuplicateCard", "EightColumns", "FailingDeal", "NoDeal", "Unseeded"]
