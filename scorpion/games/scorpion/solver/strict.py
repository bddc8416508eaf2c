"""Strict play: a player who sees only what a player sees (face-up cards, how many cards
are face down, how many wait in the reserve) and never undoes.

The policy, one greedy rule, so its result is a lower bound for strict play (a better
player wins at least as often; the solver, which sees every card, bounds it from above):
score every legal move from visible facts only and play the best; deal the reserve when
no move makes progress; stop when nothing is left to play or after `max_actions`.
Scores: turn a face-down card up 4, empty a column 3 (not by moving a whole column), put
a card onto the card one rank higher of its own suit 2 (when it did not lie on it
already), a King onto an empty column that leaves a card under it 1; any other move
makes no progress and is not played. A position seen before (by what is visible) is
never played into, so the player cannot loop. The game ends where the engine says it is
lost (the variant's defeat rule), like any player's.
"""

from __future__ import annotations

from scorpion.cards import Card, Rank
from scorpion.games.scorpion.engine import Engine
from scorpion.games.scorpion.moves import Move, MoveKind


def _visible(game: Engine) -> tuple[object, ...]:
    return (
        tuple((len(column.hidden), column.up) for column in game.columns),
        len(game.reserve),
        game.removed,
    )


def _score(game: Engine, move: Move) -> int:
    assert move.card is not None and move.source is not None and move.target is not None
    card = move.card
    if move.source == 0:
        source_up: tuple[object, ...] = ()
        hidden = 0
        pos = -1
    else:
        column = game.columns[move.source - 1]
        source_up, hidden = column.up, len(column.hidden)
        pos = column.up.index(card)
    target = game.columns[move.target - 1].up
    if pos == 0 and hidden:
        return 4
    if pos == 0 and target:
        return 3
    below = source_up[pos - 1] if pos > 0 else None
    if target and target[-1].suit is card.suit:
        successor = Card(Rank(card.rank + 1), card.suit) if card.rank < Rank.KING else None
        return 0 if below is successor else 2
    if not target and card.rank is Rank.KING and pos > 0:
        return 1
    return 0


def choose(game: Engine, seen: set[tuple[object, ...]]) -> Move | None:
    """The policy's next action from what is visible (None: nothing left to play)."""
    best: tuple[int, Move] | None = None
    deal: Move | None = None
    for move in game.legal_moves():
        if move.kind is MoveKind.RESERVE:
            deal = move
            continue
        score = _score(game, move)
        if score > 0 and (best is None or score > best[0]):
            if score == 4:  # turns a card up: always a new position, no need to look
                best = (score, move)
                continue
            trial = game.copy()  # a move that turns nothing up shows nothing new
            trial.advance(move)
            if _visible(trial) not in seen:
                best = (score, move)
    return best[1] if best else deal


def play_strict(game: Engine, max_actions: int = 400) -> bool:
    """Play `game` out by the strict policy; True when it is won."""
    seen = {_visible(game)}
    for _ in range(max_actions):
        if game.is_won:
            return True
        if game.is_lost:
            return False
        choice = choose(game, seen)
        if choice is None:
            return False
        game.play(choice)
        seen.add(_visible(game))
    return game.is_won
