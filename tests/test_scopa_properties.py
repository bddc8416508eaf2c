"""Scopa property test: random seeded games between two simple policies, start to end.

Each example plays a whole game (deal after deal until a total of 11 or more wins after
a complete deal) and checks, at every moment, that the 40 cards are all there; at the end
of each deal, that the points add up as seed 002 says; and that the game ends.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st
from sampling import sized

from scorpion.cards import Card
from scorpion.games.scopa import DECK, SETTEBELLO, Play, ScopaGame, primiera
from scorpion.games.scopa.deck import DENARI

Policy = Callable[[ScopaGame, random.Random], Play]


def first_play(game: ScopaGame, rng: random.Random) -> Play:
    return game.legal_plays()[0]


def random_play(game: ScopaGame, rng: random.Random) -> Play:
    return rng.choice(game.legal_plays())


def greedy_play(game: ScopaGame, rng: random.Random) -> Play:
    """Take the most cards; a scopa if there is one."""
    return max(
        game.legal_plays(),
        key=lambda p: (len(p.captured) == len(game.position.table), len(p.captured)),
    )


POLICIES: dict[str, Policy] = {"first": first_play, "random": random_play, "greedy": greedy_play}
MAX_DEALS = 60  # a game that has not ended by then fails the test


def check_cards(game: ScopaGame) -> None:
    cards = Counter(game.position.cards)
    assert len(game.position.cards) == 40 and set(cards) == set(DECK), cards


def check_deal_score(game: ScopaGame, before: tuple[int, int]) -> None:
    """The points of a finished deal, recounted from the piles as the text says."""
    position = game.position
    score = game.deal_score
    assert (score is not None and not position.table) or position.last_capturer is None
    piles = position.piles
    counts = [len(p) for p in piles]
    diamonds = [sum(c.suit is DENARI for c in p) for p in piles]
    prim = [primiera(p) for p in piles]
    assert score is not None
    assert sum(counts) + len(position.table) == 40
    for i in (0, 1):
        j = 1 - i
        expected = (
            position.scopas[i]
            + int(counts[i] > counts[j])
            + int(diamonds[i] > diamonds[j])
            + int(SETTEBELLO in piles[i])
            + int((prim[i] or -1) > (prim[j] or -1))
        )
        assert score.points[i] == expected
        assert position.totals[i] == before[i] + expected
    ties = int(counts[0] == counts[1]) + int(diamonds[0] == diamonds[1])
    ties += int((prim[0] or -1) == (prim[1] or -1))
    settebello = int(any(SETTEBELLO in p for p in piles))
    assert sum(score.points) == sum(position.scopas) + 3 - ties + settebello


def play_game(seed: int, policies: tuple[str, str], undo_every: int) -> int:
    """Play a whole game; return the number of deals it took."""
    game = ScopaGame.deal(seed)
    rng = random.Random(seed)
    deals, plays = 1, 0
    before = game.totals
    while True:
        check_cards(game)
        if game.position.deal_over:
            check_deal_score(game, before)
            if game.is_over:
                winner = game.winner
                assert winner is not None and max(game.totals) >= 11
                assert game.totals[winner.index] > game.totals[1 - winner.index]
                return deals
            assert max(game.totals) < 11 or game.totals[0] == game.totals[1]
            before = game.totals
            game.next_deal()
            deals += 1
            assert deals <= MAX_DEALS, "the game does not end"
            continue
        player = game.turn
        assert player is not None
        choice = POLICIES[policies[player.index]](game, rng)
        plays += 1
        if undo_every and plays % undo_every == 0:
            saved = game.position
            game.play(choice)
            game.undo()
            assert game.position == saved
        hand = len(game.position.hand(player))
        action = game.play(choice)
        assert action.player is player
        assert action.scopa <= (not action.last_play)
        assert len(game.position.hand(player)) in (hand - 1, 3)


#: 150 games under `make test`, 500 under `make audit` (tests/sampling.py)
@settings(max_examples=sized(150, 500), deadline=None)
@given(
    seed=st.integers(0, 2**32),
    policies=st.tuples(st.sampled_from(sorted(POLICIES)), st.sampled_from(sorted(POLICIES))),
    undo_every=st.sampled_from([0, 7]),
)
def test_random_games_keep_40_cards_score_as_the_text_says_and_end(
    seed: int, policies: tuple[str, str], undo_every: int
) -> None:
    assert play_game(seed, policies, undo_every) >= 1


def test_cards_are_interned_across_games() -> None:
    """The Scopa deck is made of Scorpion's cards: one Card type for both games."""
    assert all(isinstance(c, Card) for c in DECK) and len(set(DECK)) == 40
