"""The engine protocol: everything the rule book asks of a Scorpion engine, nothing else.

An engine is any object with these methods (a `typing.Protocol`: no base class to
inherit). The rule book sets up a board, asks for legal moves, plays moves, deals the
reserve (the move `Move.deal()`), undoes, and reads back the board, score and status.
Optional abilities are declared in `capabilities()`; the rule book never calls a method
whose capability the engine lacks (such a method may simply raise NotImplementedError).

An engine in another language speaks the same protocol as JSON lines over stdin/stdout
(`scorpion.protocol.wire`, `scorpion.protocol.client`).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from scorpion.protocol.values import Board, Capabilities, Move, Outcome, State, Status


@runtime_checkable
class Engine(Protocol):
    """A Scorpion engine as the rule book drives it."""

    def capabilities(self) -> Capabilities:
        """What the engine offers: variants, score, undo depth, messages, hints, ..."""
        ...

    def setup(self, board: Board, variant_file: str | None = None) -> None:
        """Start a new game on `board` (score 0, empty history), under `board.variant`;
        or, given `variant_file` (the text of a variant file, capability "variant-files"),
        under the variant that file defines, named `board.variant`, for this game only."""
        ...

    def state(self) -> State:
        """The board as it is now, the score and the number of actions undo can take back."""
        ...

    def status(self) -> Status:
        """Won; lost and blocked where the engine detects them."""
        ...

    def legal_moves(self) -> tuple[Move, ...]:
        """Every action `play` would accept now (builds with source and place, and
        `Move.deal()` when the reserve may be dealt)."""
        ...

    def play(self, move: Move) -> Outcome:
        """Play a build or deal the reserve: Accepted, or Refused with nothing changed."""
        ...

    def undo(self) -> Outcome:
        """Take back the last action (capability: undo_depth > 0)."""
        ...

    def reset(self) -> None:
        """Go back to the board of the last `setup`, score 0, empty history (capability
        "reset": an app's Restart button)."""
        ...

    def hints(self) -> tuple[Move, ...]:
        """The moves the engine's hint feature offers (capability "hints")."""
        ...

    def close(self) -> None:
        """Release what the engine holds (a process, a file); it is not used again."""
        ...


@runtime_checkable
class Dealer(Protocol):
    """An engine that deals its own games (capability "deal"): the rule book checks the
    layout sentences of the texts on the deals it makes."""

    def deal(self, seed: int, variant: str) -> None:
        """Start a new game of `variant` on the engine's own deal for `seed` (score 0,
        empty history). The same seed gives the same deal; `state` reads it back."""
        ...
