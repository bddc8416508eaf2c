"""Wins proved under narrower rules: the twin is the right rule set, its lines are replayed
under the real rules, and nothing but a replayed win is ever taken from it."""

from __future__ import annotations

import dataclasses

from scorpion import Game, Status, solve
from scorpion.games.scorpion.rules import BuildRule, EmptyColumnRule, RuleSet, variant
from scorpion.games.scorpion.solver import narrower, search
from scorpion.games.scorpion.solver.readings import Reading, read


def twin_of(game: Game) -> RuleSet:
    rules = narrower.twin(game.variant)
    assert rules is not None
    return rules


def test_the_twin_narrows_the_build_and_empty_column_rules_only() -> None:
    assoupli, wasp = variant("assoupli"), variant("wasp")
    assert narrower.twin(assoupli) == dataclasses.replace(assoupli, build=BuildRule.SAME_SUIT)
    assert narrower.twin(wasp) == dataclasses.replace(wasp, empty_column=EmptyColumnRule.KING_LED)


def test_variants_without_a_twin_in_the_pruned_family_have_none() -> None:
    for name in ("classique", "traditionnel", "double-scorpion", "double-scorpion-pysol"):
        assert narrower.twin(variant(name)) is None, name


def test_a_deal_classique_wins_is_won_in_assoupli_by_the_same_line_played_there() -> None:
    # deal 9: Classique wins it; Assoupli's own exact search does not within 3,000
    # positions (docs/data/stats/assoupli.csv)
    game = Game.deal(9, "assoupli")
    line, nodes = narrower.find_win(game, twin_of(game), node_limit=1_000)
    assert line is not None and nodes > 0
    played = game.copy()
    for move in line:
        played.play(move)  # checked by the engine under Assoupli's rules
    assert played.is_won
    assert game == Game.deal(9, "assoupli") and not game.played


def test_solve_proves_an_assoupli_deal_by_the_twin_where_the_exact_search_does_not() -> None:
    game = Game.deal(12, "assoupli")  # solve's exact search gets 754 of the 3,000
    assert search.exhaust(game, node_limit=1_000).status is Status.UNKNOWN
    solution = solve(game, node_limit=3_000)
    assert solution.status is Status.WINNABLE and solution.nodes <= 3_000


def test_a_line_is_refused_when_a_move_is_illegal_or_it_stops_short_of_the_win() -> None:
    game = Game.deal(9, "assoupli")
    line, _ = narrower.find_win(game, twin_of(game), node_limit=1_000)
    assert line is not None and narrower.replays(game, line)
    assert not narrower.replays(game, (line[0], line[0]))  # its card has left by then
    assert not narrower.replays(game, line[:-1])


def test_a_line_is_refused_when_it_passes_a_position_the_real_rules_call_lost() -> None:
    # lost under Scorpion II's letter (no useful move), won in three moves when the rule
    # is read as "no legal move" (tests/test_solver.py): the line proves nothing here
    text = (
        "column 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠; column 2: 2♠; "
        "column 3: K♥, Q♥, J♥, 10♥, 9♥, 8♥, 7♥, A♠; column 4: 6♥, 5♥, 4♥, 3♥, 2♥, A♥; "
        "column 5: K♣, Q♣, J♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣, A♣; "
        "column 6: K♦, Q♦, J♦, 10♦, 9♦, 8♦, 7♦, 6♦, 5♦, 4♦, 3♦, 2♦, A♦"
    )
    letter = Game.from_text(text, "en", "scorpion-ii")
    sense = Game.from_text(text, "en", read("scorpion-ii", Reading.SENSE))
    line = solve(sense).moves
    assert len(line) == 3 and narrower.replays(sense, line)
    assert letter.is_lost and not narrower.replays(letter, line)
