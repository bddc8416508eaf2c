"""Position keys kept by the game (scorpion.games.scorpion.keys) and the seen-position test
built on them.

The keys must follow the position exactly through actions and undos; the canonical key
must not see the order of interchangeable columns; `useful_moves`, which now decides most
moves by looking and looks up the rest by key, must say what a replay of the whole game
says (the reference below is the former implementation, written naively).
"""

from __future__ import annotations

import random
from functools import reduce
from operator import xor

from hypothesis import given
from hypothesis import strategies as st
from test_properties import endgame_starts

from scorpion import Card, Game, Move, Position, variant_names
from scorpion.games.scorpion.keys import mix
from scorpion.games.scorpion.solver.keying import Keying
from scorpion.games.scorpion.state import is_complete

TRADITIONAL = ("traditionnel", "wasp", "scorpion-ii", "scorpion-ouvert")


def walk(game: Game, rng: random.Random, steps: int) -> list[Game]:
    """Random actions and undos; a copy of the game after each."""
    seen = []
    for _ in range(steps):
        moves = game.legal_moves()
        if game.history and (not moves or rng.random() < 0.2):
            game.undo()
        elif moves:
            game.play(rng.choice(moves))
        else:
            break
        seen.append(game.copy())
    return seen


def test_keys_follow_the_position_through_actions_and_undos() -> None:
    rng = random.Random(7)
    for name in variant_names():
        by_key: dict[int, Position] = {}
        for seed in range(3):
            for game in walk(Game.deal(seed, name), rng, 150):
                fresh = Game(game.position, game.variant)
                assert game.position_key == fresh.position_key, name
                assert game.canonical_key == fresh.canonical_key, name
                assert by_key.setdefault(game.position_key, game.position) == game.position


def test_canonical_key_ignores_the_order_of_interchangeable_columns() -> None:
    game = Game.deal(11, "scorpion-ii")
    game.deal_reserve()
    columns = list(game.columns)
    swapped = [columns[4], *columns[1:4], columns[0], *columns[5:]]
    other = Game(Position(tuple(swapped), (), True, ()), game.variant)
    assert other.canonical_key == game.canonical_key
    assert other.position_key != game.position_key


def test_before_the_deal_the_reserve_targets_keep_their_place() -> None:
    game = Game.deal(11)
    columns = list(game.columns)
    to_target = [columns[4], *columns[1:4], columns[0], *columns[5:]]
    among_others = [*columns[:4], columns[5], columns[4], *columns[6:]]
    moved = Game(Position(tuple(to_target), game.reserve, False, ()), game.variant)
    kept = Game(Position(tuple(among_others), game.reserve, False, ()), game.variant)
    assert moved.canonical_key != game.canonical_key
    assert kept.canonical_key == game.canonical_key


def naive_useful(game: Game) -> list[Move]:
    """Replay the game from its start, then try every move on a copy."""
    replay = Game(game.start, game.variant)
    seen = {replay.position}
    for move in game.played:
        replay.play(move) if move.kind.value == "reserve" else replay.advance(move)
        seen.add(replay.position)
    complete = sum(is_complete(list(column.up)) for column in game.columns)
    useful = []
    for move in game._build_moves():
        trial = game.copy()
        action = trial.advance(move)
        after = sum(is_complete(list(column.up)) for column in trial.columns)
        if trial.position not in seen and (action.turned or action.removed or after > complete):
            useful.append(move)
    return useful


@given(data=st.data(), name=st.sampled_from(TRADITIONAL), seed=st.integers(0, 2**16))
def test_useful_moves_agree_with_a_replay_of_the_whole_game(
    data: st.DataObject, name: str, seed: int
) -> None:
    start = data.draw(endgame_starts(name))
    rng = random.Random(seed)
    for game in [start.copy(), *walk(start, rng, 60)]:
        assert game.useful_moves() == naive_useful(game)


def test_useful_moves_agree_on_deals_of_every_variant() -> None:
    rng = random.Random(3)
    for name in variant_names():
        for game in walk(Game.deal(5, name), rng, 80):
            assert game.useful_moves() == naive_useful(game), name


def test_a_suite_completed_again_is_not_new() -> None:
    """Wasp, K♠..2♠ in column 1, A♠ alone in column 2: completing the suite is useful;
    after moving the Ace back (an empty column takes any card in Wasp), completing it again
    reaches a position seen before, so it is not."""
    king_to_two = "R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠"
    game = Game.from_text(f"colonne 1 : {king_to_two} ; colonne 2 : A♠", "fr", "wasp")
    completing = Move.build(Card.from_text("A♠"), 2, 1)
    assert game.useful_moves() == [completing]
    game.play(completing)
    game.move("A♠", 2)
    assert game.useful_moves() == []
    assert naive_useful(game) == []


def test_the_solver_foresees_a_moves_key_exactly_without_playing_it() -> None:
    rng = random.Random(13)
    foreseen = 0
    for name in variant_names():
        for seed in range(6):
            game = Game.deal(seed, name)
            keying = Keying(game)
            for _ in range(80):
                moves = game.legal_moves()
                if not moves:
                    break
                for move in moves:
                    predicted = keying.key_after(move)
                    if predicted is None:
                        continue
                    game.advance(move)
                    keying.advanced()
                    assert predicted == keying.key(), (name, seed, move, game.played)
                    game.retreat()
                    keying.retreated()
                    foreseen += 1
                game.advance(rng.choice(moves))
                keying.advanced()
    assert foreseen > 5_000, foreseen


SUITES_ON_TOP = (
    "column 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠; column 2: 2♠; "
    "column 3: K♥, Q♥, J♥, 10♥, 9♥, 8♥, 7♥, A♠; column 4: 6♥, 5♥, 4♥, 3♥, 2♥, A♥; "
    "column 5: K♣, Q♣, J♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣, A♣; "
    "column 6: K♦, Q♦, J♦, 10♦, 9♦, 8♦, 7♦, 6♦, 5♦, 4♦, 3♦, 2♦, A♦"
)


def seen_key(game: Game) -> tuple[int, int] | int:
    """The key written naively: the position, and the XOR of the mixed keys of the
    distinct positions with a complete suite on top met on the line (start included); the
    canonical position while the line has met none."""
    replay = Game(game.start, game.variant)
    met = {replay.position_key} if replay.suites_on_top() else set()
    for move in game.played:
        replay.advance(move)
        if replay.suites_on_top():
            met.add(replay.position_key)
    if not met:
        return game.canonical_key
    return game.position_key, reduce(xor, map(mix, met), 0)


@given(data=st.data(), choices=st.lists(st.integers(0, 10_000), min_size=1, max_size=60))
def test_the_running_key_of_the_seen_positions_equals_the_key_rebuilt_from_the_line(
    data: st.DataObject, choices: list[int]
) -> None:
    """Under the letter the key holds the seen positions with a complete suite on top, kept
    as a running hash while the search plays and takes back moves: after any walk it must
    equal the key of a Keying built afresh from the line played (which replays it), and
    the key foreseen for a move must be the key once it is played."""
    # Wasp keys the whole game exactly (a suite can be split and made again); on the board
    # below every position met has complete suites on top, so the set kept keeps growing
    game = data.draw(
        st.one_of(st.just(Game.from_text(SUITES_ON_TOP, "en", "wasp")), endgame_starts("wasp"))
    )
    keying = Keying(game)
    for choice in choices:
        moves = game.legal_moves()
        for move in moves:  # the key foreseen without playing is the key once played
            predicted = keying.key_after(move)
            game.advance(move)
            keying.advanced()
            assert predicted in (None, keying.key()), (game.played, move)
            game.retreat()
            keying.retreated()
        if game.played and (not moves or choice % 4 == 0):
            game.retreat()
            keying.retreated()
        elif moves:
            game.advance(moves[choice % len(moves)])
            keying.advanced()
        else:
            break
        assert keying.key() == Keying(game).key() == seen_key(game), game.played
