"""Hypothesis property tests: what must hold in every position the rules can reach.

Games are built by playing random legal actions (random picks, random undos, and
"greedy" picks of the move worth most points) from one of three starts, in Classique or
Assoupli:
- a seeded deal;
- an "endgame": the suites cut into runs lying on random columns, some suites already
  removed, sometimes a reserve left, so that random play often completes and removes
  suites (which a random walk from a deal almost never does);
- a "completion": one move away from completing a suite, on random other cards,
  sometimes with another complete suite that the move will leave stranded on top.

Set HYPOTHESIS_PROFILE=thorough for a long run (see conftest.py).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorpion import (
    Card,
    Column,
    Game,
    IllegalMove,
    Move,
    MoveKind,
    Position,
    Refusal,
    RuleSet,
    Suit,
    standard_deck,
    variant,
)
from scorpion.cards import full_suite

LANGS = ("fr", "ms", "en")
VARIANTS = ("classique", "assoupli")
DECK = standard_deck()


def snapshot(game: Game) -> tuple[object, ...]:
    return (game.position, game.score, game.history, game.played)


def all_cards(game: Game) -> Counter[Card]:
    """Every card of the game, wherever it is: columns, reserve, removed suites."""
    found: Counter[Card] = Counter()
    for column in game.columns:
        found.update(column.cards)
    found.update(game.reserve)
    for suit in game.removed:
        found.update(full_suite(suit))
    return found


# ---- strategies ------------------------------------------------------------------------------
@st.composite
def endgame_starts(draw: st.DrawFn, rules: RuleSet | str | None = None) -> Game:
    """A legal position close to the end: suites cut into runs on random columns."""
    removed = draw(st.lists(st.sampled_from(list(Suit)), unique=True, max_size=3))
    runs: list[list[Card]] = []
    for suit in Suit:
        if suit in removed:
            continue
        suite = list(full_suite(suit))
        cuts = draw(st.sets(st.integers(1, 12), max_size=4))
        bounds = [0, *sorted(cuts), 13]
        runs.extend(suite[a:b] for a, b in pairwise(bounds))
    order = draw(st.permutations(range(len(runs))))
    piles: list[list[Card]] = [[] for _ in range(7)]
    for index in order:
        piles[draw(st.integers(0, 6))].extend(runs[index])
    reserve: list[Card] = []
    if draw(st.booleans()):
        for _ in range(3):
            candidates = [i for i, pile in enumerate(piles) if pile]
            pile = piles[draw(st.sampled_from(candidates))]
            reserve.append(pile.pop(draw(st.integers(0, len(pile) - 1))))
    columns = []
    for pile in piles:
        down = draw(st.integers(0, min(3, len(pile) - 1))) if pile else 0
        columns.append(Column(tuple(pile[:down]), tuple(pile[down:])))
    name = rules if rules is not None else draw(st.sampled_from(VARIANTS))
    return Game(Position(tuple(columns), tuple(reserve), not reserve, tuple(removed)), name)


@st.composite
def completions(draw: st.DrawFn) -> tuple[Game, Move, Suit | None]:
    """A position where one move completes a suite: its King-led run lies on top of a
    column, the rest of it on top of another column (on random cards, some face down).
    Sometimes a complete suite of another suit lies just under the moving run: the move
    strands it on top of the source column. Returns the game, the completing move and
    the stranded suit (or None)."""
    suit = draw(st.sampled_from(list(Suit)))
    cut = draw(st.integers(1, 12))
    suite = full_suite(suit)
    others = [s for s in Suit if s is not suit]
    stranded = draw(st.sampled_from(others)) if draw(st.booleans()) else None
    removable = [s for s in others if s is not stranded]
    removed = draw(st.lists(st.sampled_from(removable), unique=True, max_size=2))
    pool = [c for c in DECK if c.suit not in (suit, stranded, *removed)]
    pool = [pool[i] for i in draw(st.permutations(range(len(pool))))]
    reserve: list[Card] = []
    if draw(st.booleans()):
        reserve, pool = pool[:3], pool[3:]
    places = draw(st.lists(st.integers(0, 6), min_size=len(pool), max_size=len(pool)))
    piles: list[list[Card]] = [[] for _ in range(7)]
    for card, place in zip(pool, places, strict=True):
        piles[place].append(card)
    target, source = draw(st.lists(st.integers(0, 6), min_size=2, max_size=2, unique=True))
    piles[target].extend(suite[:cut])
    if stranded is not None:
        piles[source].extend(full_suite(stranded))
    piles[source].extend(suite[cut:])
    kept = {target: cut, source: 13 - cut + (13 if stranded else 0)}
    columns = []
    for index, pile in enumerate(piles):
        room = len(pile) - kept.get(index, 1)
        down = draw(st.integers(0, min(3, room))) if pile else 0
        columns.append(Column(tuple(pile[:down]), tuple(pile[down:])))
    name = draw(st.sampled_from(VARIANTS))
    position = Position(tuple(columns), tuple(reserve), not reserve, tuple(removed))
    move = Move.build(suite[cut], source + 1, target + 1)
    return Game(position, name), move, stranded


@st.composite
def completion_starts(draw: st.DrawFn) -> Game:
    return draw(completions())[0]


@st.composite
def deals(draw: st.DrawFn) -> Game:
    return Game.deal(draw(st.integers(0, 2**32 - 1)), draw(st.sampled_from(VARIANTS)))


UNDO, GREEDY = -1, -2
STEPS = st.lists(
    st.one_of(st.integers(0, 10_000), st.just(UNDO), st.just(GREEDY)), max_size=60
)


def greediest(game: Game, moves: list[Move]) -> Move:
    """The move worth the most points (first of equals), found by trying each on a copy."""
    return max(moves, key=lambda move: game.copy().play(move).points)


def step(game: Game, choice: int) -> bool:
    """One step of random play: UNDO undoes (when there is something to undo), GREEDY
    plays the move worth the most points, any other number picks a legal move by index.
    False when no move is left."""
    if choice == UNDO:
        if game.history:
            game.undo()
        return True
    moves = game.legal_moves()
    if not moves:
        return False
    game.play(greediest(game, moves) if choice == GREEDY else moves[choice % len(moves)])
    return True


def play(game: Game, steps: list[int]) -> Game:
    """Play `steps` on `game` (see `step`); stops early when no move is left."""
    for choice in steps:
        if not step(game, choice):
            break
    return game


STARTS = st.one_of(deals(), endgame_starts(), completion_starts())


@st.composite
def games(draw: st.DrawFn) -> Game:
    """A position reached by random legal play (with undos) from a deal or an endgame."""
    return play(draw(STARTS), draw(STEPS))


# ---- 52 cards ----------------------------------------------------------------------------------
@given(start=STARTS, steps=STEPS)
def test_the_52_cards_are_conserved_through_any_legal_actions_and_undos(
    start: Game, steps: list[int]
) -> None:
    game = start
    assert all_cards(game) == Counter(DECK)
    for choice in steps:
        if not step(game, choice):
            break
        assert all_cards(game) == Counter(DECK)
        assert len(game.removed) == len(set(game.removed))


@given(start=STARTS, steps=STEPS)
def test_score_never_drops_for_a_move_played(start: Game, steps: list[int]) -> None:
    game = start
    for choice in steps:
        moves = game.legal_moves()
        if not moves:
            break
        before = game.score
        action = game.play(moves[abs(choice) % len(moves)])
        assert action.points >= 0
        assert game.score == before + action.points


@given(start=STARTS, steps=STEPS)
def test_points_follow_the_scoring_table(start: Game, steps: list[int]) -> None:
    """+5 when the placed card has the suit of the card receiving it, +5 per card turned
    up, +100 per suite removed, nothing else (the reserve deal, a King on an empty column,
    an off-suit placement in Assoupli)."""
    game = start
    for choice in steps:
        moves = game.legal_moves()
        if not moves:
            break
        move = moves[abs(choice) % len(moves)]
        receiving = game.columns[move.target - 1].top if move.target is not None else None
        action = game.play(move)
        same_suit = receiving is not None and move.card is not None and (
            receiving.suit is move.card.suit)
        assert action.points == 5 * same_suit + 5 * len(action.turned) + 100 * len(
            action.removed)


@given(start=STARTS, steps=STEPS)
def test_every_column_keeps_face_down_cards_only_under_a_face_up_card(
    start: Game, steps: list[int]
) -> None:
    """Auto turn-up: no column ever shows a face-down top card after an action."""
    game = play(start, steps)
    for column in game.columns:
        assert not column.hidden or column.up


def complete_suite_on_top(column: Column) -> bool:
    return any(column.up[-13:] == full_suite(suit) for suit in Suit)


@given(start=STARTS, steps=STEPS)
def test_suites_are_removed_from_the_receiving_columns_only_and_always(
    start: Game, steps: list[int]
) -> None:
    """After a build, the column that received cards never shows a complete suite on
    top (the check is repeated when a removal uncovers another one, as classique.toml
    states); after the reserve deal, neither do columns 1-3; no other column loses one."""
    game = start
    for choice in steps:
        if choice == UNDO:
            continue
        moves = game.legal_moves()
        if not moves:
            break
        move = greediest(game, moves) if choice == GREEDY else moves[choice % len(moves)]
        action = game.play(move)
        receiving = {move.target} if move.kind is MoveKind.BUILD else {1, 2, 3}
        assert {change.column for change in action.changes if change.suit} <= receiving
        for number in receiving:
            assert number is not None
            assert not complete_suite_on_top(game.columns[number - 1])


@given(case=completions())
def test_a_move_completing_a_suite_removes_it_from_the_receiving_column(
    case: tuple[Game, Move, Suit | None],
) -> None:
    game, move, stranded = case
    assert move in game.legal_moves()
    score = game.score
    action = game.play(move)
    assert move.target is not None and move.source is not None
    assert action.removed == (move.card.suit if move.card else None,)
    assert [c.column for c in action.changes if c.suit] == [move.target]
    assert not complete_suite_on_top(game.columns[move.target - 1])
    assert action.points == 5 + 100 + 5 * len(action.turned)
    assert game.score == score + action.points
    if stranded is not None:  # literal reading: uncovered by the move, not removed
        assert game.columns[move.source - 1].up[-13:] == full_suite(stranded)
        assert stranded not in game.removed
    assert all_cards(game) == Counter(DECK)


# ---- undo ----------------------------------------------------------------------------------------
@given(game=games(), pick=st.integers(0, 10_000))
def test_undo_restores_position_score_and_history_exactly(game: Game, pick: int) -> None:
    moves = game.legal_moves()
    if not moves:
        return
    before = snapshot(game)
    action = game.play(moves[pick % len(moves)])
    assert snapshot(game) != before
    assert game.undo() == action
    assert snapshot(game) == before


@given(start=STARTS, steps=st.lists(st.integers(0, 10_000), max_size=40))
def test_undoing_every_action_returns_to_the_start(start: Game, steps: list[int]) -> None:
    initial = snapshot(start)
    game = play(start, steps)
    while game.history:
        game.undo()
    assert snapshot(game) == initial
    assert game.score == 0


@given(seed=st.integers(0, 2**32 - 1), steps=st.lists(st.integers(0, 10_000), max_size=30))
def test_history_is_the_last_actions_up_to_the_undo_depth(seed: int, steps: list[int]) -> None:
    """With a short undo depth, a play at full depth drops the oldest action for good:
    undo then restores the position and score, and the history without that action."""
    rules = replace(variant("classique"), name="classique-depth-3", undo_depth=3)
    game = Game(Game.deal(seed).position, rules)
    actions = []
    for choice in steps:
        moves = game.legal_moves()
        if not moves:
            break
        history, position, score = game.history, game.position, game.score
        actions.append(game.play(moves[choice % len(moves)]))
        assert game.history == tuple(actions[-3:])
        game.undo()
        assert (game.position, game.score) == (position, score)
        assert game.history == (history if len(history) < 3 else history[1:])
        game.play(actions[-1].move)


@given(game=games())
def test_a_copy_is_equal_and_independent(game: Game) -> None:
    before = snapshot(game)
    other = game.copy()
    assert snapshot(other) == before
    assert hash(other.position) == hash(game.position)
    for _ in range(3):
        if moves := other.legal_moves():
            other.play(moves[-1])
    while other.history:
        other.undo()
    assert snapshot(game) == before


@given(game=games())
def test_equality_compares_variant_and_position_not_score_or_history(game: Game) -> None:
    fresh = Game(game.position, game.variant)
    assert fresh == game
    assert (fresh.score, fresh.history) == (0, ())
    other = "assoupli" if game.variant.name == "classique" else "classique"
    assert Game(game.position, other) != game


# ---- refusals ----------------------------------------------------------------------------------
@given(game=games())
def test_a_refused_action_changes_nothing(game: Game) -> None:
    before = snapshot(game)
    refused = 0
    for card in DECK:
        for column in range(0, 9):
            attempt = game.copy()
            try:
                attempt.move(card, column)
            except IllegalMove:
                refused += 1
                assert snapshot(attempt) == before
    assert refused > 0
    if game.reserve_dealt:
        attempt = game.copy()
        with pytest.raises(IllegalMove):
            attempt.deal_reserve()
        assert snapshot(attempt) == before
    if not game.history:
        with pytest.raises(IllegalMove):
            game.undo()
        assert snapshot(game) == before


# ---- legal moves ---------------------------------------------------------------------------------
@given(game=games())
def test_every_listed_move_is_accepted(game: Game) -> None:
    assert len(set(game.legal_moves())) == len(game.legal_moves())
    for move in game.legal_moves():
        attempt = game.copy()
        action = attempt.play(move)
        assert action.move == move


@given(game=games())
def test_a_build_succeeds_exactly_when_it_is_listed(game: Game) -> None:
    """For every face-up card and every column, move() succeeds iff legal_moves lists it."""
    listed = set(game.legal_moves())
    for source, column in enumerate(game.columns, 1):
        for card in column.up:
            for target in range(1, len(game.columns) + 1):
                attempt = game.copy()
                try:
                    attempt.move(card, target)
                    accepted = True
                except IllegalMove:
                    accepted = False
                assert accepted == (Move.build(card, source, target) in listed), (
                    card, source, target
                )


@given(game=games())
def test_the_reserve_deal_is_listed_exactly_when_it_is_allowed(game: Game) -> None:
    attempt = game.copy()
    try:
        attempt.deal_reserve()
        accepted = True
    except IllegalMove as error:
        assert error.reason is Refusal.RESERVE_ALREADY_DEALT
        accepted = False
    assert accepted == (Move.reserve() in game.legal_moves())
    assert all(
        move.kind is MoveKind.RESERVE or move.card is not None for move in game.legal_moves()
    )


@given(game=games())
def test_assoupli_allows_what_classique_allows_and_off_suit_builds_besides(game: Game) -> None:
    classique = Game(game.position, "classique").legal_moves()
    assoupli = Game(game.position, "assoupli").legal_moves()
    assert set(classique) <= set(assoupli)
    for move in set(assoupli) - set(classique):
        assert move.target is not None and move.card is not None
        top = game.columns[move.target - 1].top
        assert top is not None and top.suit is not move.card.suit
        assert move.card.rank == top.rank - 1
    for move in classique:
        if move.kind is MoveKind.BUILD and move.target is not None and move.card is not None:
            top = game.columns[move.target - 1].top
            assert top is None or top.suit is move.card.suit


@given(game=games())
def test_no_defeat_is_ever_detected(game: Game) -> None:
    """Classique and Assoupli detect no defeat: the game is over only when won."""
    assert game.is_over == game.is_won
    assert game.is_won == (len(game.removed) == 4)


# ---- notation ------------------------------------------------------------------------------------
@pytest.mark.parametrize("lines", [False, True], ids=["one line", "lines"])
@pytest.mark.parametrize("lang", LANGS)
@given(game=games())
def test_from_text_of_to_text_gives_the_same_game(lang: str, lines: bool, game: Game) -> None:
    text = game.to_text(lang, lines=lines)
    again = Game.from_text(text, lang, game.variant)
    assert again == game
    assert again.to_text(lang, lines=lines) == text


@pytest.mark.parametrize("lang", LANGS)
@given(game=games())
def test_from_text_of_revealed_text_gives_the_same_game(lang: str, game: Game) -> None:
    assert Game.from_text(game.to_text(lang, reveal=True), lang, game.variant) == game


@pytest.mark.parametrize("lang", ["fr", "ms"])
@given(game=games())
def test_player_view_keeps_face_up_cards_and_face_down_counts(lang: str, game: Game) -> None:
    text = game.to_text(lang, reveal=False)
    assert "(" not in text
    seen = Game.from_text(text, lang, game.variant)
    assert [c.up for c in seen.columns] == [c.up for c in game.columns]
    assert [len(c.hidden) for c in seen.columns] == [len(c.hidden) for c in game.columns]
    assert len(seen.reserve) == len(game.reserve)
    assert seen.removed == game.removed


# ---- saves -------------------------------------------------------------------------------------
@given(game=games())
def test_save_and_load_give_the_same_game_score_and_history(game: Game) -> None:
    saved = game.save()
    json.loads(saved)
    loaded = Game.load(saved)
    assert loaded == game
    assert (loaded.score, loaded.history, loaded.played) == (game.score, game.history, game.played)
    assert loaded.start == game.start
