"""The exact search on the compact board (scorpion.games.scorpion.solver.compact) is the
engine's exact search: the same verdict, positions and winning line, in Wasp and in the
traditional one-deck family (with its dead-position tests), and the board follows the
engine's game move by move (its moves, usefulness, end, deal reckoning, tests and keys)."""

from __future__ import annotations

import csv
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorpion import Game
from scorpion.games.scorpion.moves import MoveKind
from scorpion.games.scorpion.rules import variant, variant_names
from scorpion.games.scorpion.solver import (
    compact,
    compact_board,
    compact_codes,
    dealing,
    dealt,
    search,
)
from scorpion.games.scorpion.solver.keying import Keying
from scorpion.games.scorpion.solver.solution import Solution, Status


def _on_the_engine(game: Game, limit: int) -> Solution:
    """The exact search on the engine: `pruned=False` leaves the compact board out (and
    prunes nothing else in Wasp, where no dead-position test or safe move applies)."""
    return search.exhaust(game, node_limit=limit, pruned=False)


STATS = Path(__file__).resolve().parent.parent / "docs" / "data" / "stats"
FAMILY = ("scorpion-ii", "scorpion-ii-9", "scorpion-ouvert", "traditionnel")
"""The traditional one-deck family under the letter: King-led empty columns, the search
pruned by the tests before the deal and of dead positions."""


def test_wasp_and_the_traditional_family_are_searched_on_the_compact_board() -> None:
    names = [name for name in variant_names() if compact.applies(variant(name))]
    assert names == [*FAMILY, "wasp"]


def test_the_search_answers_as_the_engines_from_the_start_of_wasp_deals() -> None:
    verdicts = []
    for seed in range(40):
        game = Game.deal(seed, "wasp")
        expected = _on_the_engine(game, 4_000)
        for found in (
            compact._exhaust(game, node_limit=4_000),
            search.exhaust(game, node_limit=4_000),
        ):
            assert (found.status, found.nodes, found.moves) == (
                expected.status,
                expected.nodes,
                expected.moves,
            ), seed
        verdicts.append(expected.status)
    assert {verdicts.count(status) > 3 for status in Status} == {True}, verdicts


def _along_random_lines(
    seeds: range, moves: int, rng: random.Random, name: str = "wasp"
) -> Iterator[Game]:
    """Games played some random moves on, the reserve dealt in some."""
    for seed in seeds:
        game = Game.deal(seed, name)
        for _ in range(rng.randrange(moves)):
            legal = game.legal_moves()
            if not legal or game.is_over:
                break
            game.advance(rng.choice(legal))
        yield game


def test_the_search_answers_as_the_engines_from_positions_along_random_lines() -> None:
    dealt_ones = decided = 0
    for game in _along_random_lines(range(40, 70), 60, random.Random(11)):
        expected = _on_the_engine(game, 3_000)
        found = compact._exhaust(game, node_limit=3_000)
        assert (found.status, found.nodes, found.moves) == (
            expected.status,
            expected.nodes,
            expected.moves,
        ), game.played
        dealt_ones += game.reserve_dealt
        decided += expected.status is not Status.UNKNOWN
    assert dealt_ones > 3 and decided > 10, (dealt_ones, decided)


def _searching_deals(name: str) -> list[int]:
    """Deals whose committed search (docs/data/stats) goes some way: the first three
    proved lost in 2,000 to 100,000 positions, the first two won in 100 to 6,000."""
    with (STATS / f"{name}.csv").open(encoding="utf-8") as rows:
        found = [
            (row["status"], int(row["nodes"]), int(row["seed"])) for row in csv.DictReader(rows)
        ]
    lost = [
        seed
        for status, nodes, seed in found
        if status == "unwinnable" and 2_000 <= nodes <= 100_000
    ]
    won = [seed for status, nodes, seed in found if status == "winnable" and 100 <= nodes <= 6_000]
    return sorted(lost[:3] + won[:2])


@pytest.mark.parametrize("name", FAMILY)
def test_in_the_family_the_search_answers_as_the_engines_pruned_search(name: str) -> None:
    """The same verdict, positions and line as `search.exhaust` on the engine with its
    dead-position tests (`on_engine`), with and without the Kings' questions: from the
    start of deals whose search goes some way, and from positions along random lines."""
    rng = random.Random(len(name))
    seeds = _searching_deals(name)
    games = [Game.deal(seed, name) for seed in seeds]
    games += list(_along_random_lines(range(25, 45), 50, rng, name))
    verdicts = []
    for index, game in enumerate(games):
        kings = index % 2 == 1
        expected = search.exhaust(game, node_limit=6_000, on_engine=True, kings=kings)
        for found in (
            compact._exhaust(game, node_limit=6_000, kings=kings),
            search.exhaust(game, node_limit=6_000, kings=kings),
        ):
            assert (found.status, found.nodes, found.moves) == (
                expected.status,
                expected.nodes,
                expected.moves,
            ), (name, game.played)
        verdicts.append((expected.status, expected.nodes))
    assert len(seeds) == 5, seeds
    assert {status for status, _ in verdicts} == set(Status), verdicts
    assert sum(nodes for _, nodes in verdicts) > 12_000, verdicts  # two ran out at least


@pytest.mark.parametrize("name", ["wasp", "traditionnel", "scorpion-ii"])
def test_the_board_follows_the_engine_along_random_play_with_moves_taken_back(name: str) -> None:
    rng = random.Random(3)
    checked = useful = lost = dead = 0
    for seed in range(60):
        game = Game.deal(seed, name)
        board = compact_board.Board(game)
        for _ in range(150):
            legal = game.legal_moves()
            numbers = [board.number(move) for move in legal]
            assert board.legal() == [board.number(move) for move in search._ordered(game, legal)]
            if board.past:
                assert board.children() == board.legal()
            else:
                tried = search._ordered(game, search._one_empty_column(game, legal))
                assert board.children() == [board.number(move) for move in tried], game.played
                verdict = dealing.is_dead(game, kings=seed % 2 == 1, deadlock_too=True)
                assert board.is_dead(seed % 2 == 1) is verdict, game.played
                dead += verdict
            assert board.is_won() is game.is_won
            assert board.exact() == compact_codes.exact_of(game), game.played
            if not game.is_won:
                assert board.is_lost() is game.is_lost, game.played
                lost += game.is_lost
            if game.reserve_to_deal:
                assert board.deal_loses() is dealt._is_lost_after(game), game.played
            builds = [m for m in legal if m.kind is not MoveKind.RESERVE]
            assert board.any_useful(board.builds()) is bool(game.useful_moves(builds))
            useful += bool(game.useful_moves(builds))
            for move, number in zip(legal, numbers, strict=True):
                predicted = board.key_after(number)
                board.advance(number)
                assert board.key() == predicted, (game.played, move)
                board.retreat()
            checked += 1
            if not legal or game.is_lost:
                break
            if game.played and rng.random() < 0.2:
                game.retreat()
                board.retreat()
                continue
            move = rng.choice(legal)
            game.advance(move)
            board.advance(board.number(move))
    # a turn-up is useful; with no card face down (Scorpion II) random play hardly ever
    # completes a suite: the keys' test below walks winning lines there
    face_down = any(Game.deal(0, name).face_down)
    assert checked > 400 and lost and (useful or not face_down), (checked, useful, lost)
    assert board.past or dead, dead


@pytest.mark.parametrize("name", ["wasp", "traditionnel", "scorpion-ii"])
def test_the_move_back_is_legal_and_leads_to_the_key_of_the_position_before(name: str) -> None:
    """`Board.back`, which the search skips without keying it, takes the last move back
    to the position before and its key; it is named exactly where no suite on top has been
    met (in Wasp), the last move neither dealt nor turned a card up, and its block came
    from its successor or from a column it left empty (led by a King where only Kings
    go there). Every move is tried from positions along random play."""
    rng = random.Random(5)
    named = unnamed = 0
    for seed in range(80 if name == "wasp" else 2_000):  # the family's lines die young
        game = Game.deal(seed, name)
        board = compact_board.Board(game)
        for _ in range(100):
            legal = board.legal()
            if not legal or board.is_won() or board.is_lost():
                break
            before, exact = board.key(), board.exact()
            for move in legal:
                if move == compact_board.DEAL:
                    forward = stays = True
                else:
                    card, source = move >> 6, board.column[move >> 6]
                    place = board.place[card]
                    forward = place == 0 and bool(board.down[source])
                    below = board.up[source][place - 1] if place else -1
                    emptied = place == 0 and (board.past or card % 13 == 12)
                    stays = emptied or (card % 13 != 12 and below == card + 1)
                board.advance(move)
                back = board.back()
                unnamed_here = forward or bool(board.count) or not stays
                assert (back == compact_board.NO_MOVE) is unnamed_here, seed
                if back == compact_board.NO_MOVE:
                    unnamed += 1
                else:
                    named += 1
                    assert back in board.builds()
                    assert board.key_after(back) == before, seed
                    board.advance(back)  # the very position before, not only its key
                    assert board.exact() == exact, seed
                    board.retreat()
                board.retreat()
            board.advance(rng.choice(legal))
    assert named > 500 and unnamed > 2_500, (named, unnamed)


WON = {"wasp": (1, 7, 11, 17, 19, 26, 40), "scorpion-ii": (6, 10, 14, 24, 26, 27, 28)}
"""Deals won within 20,000 positions."""


@pytest.mark.parametrize("name", WON)
def test_the_boards_keys_tell_positions_apart_exactly_as_the_searchs_keying_does(
    name: str,
) -> None:
    """Along winning lines (which complete suites, so in Wasp the key holds the line's
    past) and random play around them, two positions share a board key exactly when they
    share a keying key; whether a move is useful is the engine's answer there too."""
    rng = random.Random(8)
    pairs: dict[object, bytes] = {}
    past = useful = 0
    for seed in WON[name]:
        game = Game.deal(seed, name)
        line = compact.exhaust(game, node_limit=20_000).moves
        assert line
        board, keying = compact_board.Board(game), Keying(game)
        for move in line:
            if rng.random() < 0.2:  # (the engine's answer is slow to get)
                builds = [m for m in game.legal_moves() if m.kind is not MoveKind.RESERVE]
                assert board.any_useful(board.builds()) is bool(game.useful_moves(builds))
                useful += bool(game.useful_moves(builds))
            for side in game.legal_moves():  # a step aside and back, keyed both ways
                game.advance(side)
                keying.advanced()
                board.advance(board.number(side))
                pairs.setdefault(keying.key(), board.key())
                assert pairs[keying.key()] == board.key()
                game.retreat()
                keying.retreated()
                board.retreat()
                if rng.random() < 0.7:
                    break
            game.advance(move)
            keying.advanced()
            board.advance(board.number(move))
            pairs.setdefault(keying.key(), board.key())
            assert pairs[keying.key()] == board.key(), (seed, game.played)
            past += bool(board.count)
    assert len(set(pairs.values())) == len(pairs) and useful > 10, (len(pairs), useful)
    assert past > 100 if board.past else past == 0, past
