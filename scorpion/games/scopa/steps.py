"""The Scopa rule book's steps: each a line or two calling `scorpion.games.scopa`, registered
with its kind, a stable id and its English phrases (msgids of the `scopa_steps` catalog;
French and Malay are their translations, so one set serves both languages). They run in
a `ScopaWorld`; scorpion.games.scopa.rulebook runs scenario lines through them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scorpion.bdd.faults import NotApplicable
from scorpion.bdd.text import normalize
from scorpion.cards import Card
from scorpion.errors import IllegalPlay, ScorpionError
from scorpion.games.scopa.deck import DECK, capture_value, primiera_value
from scorpion.games.scopa.game import ScopaGame
from scorpion.games.scopa.phrasebook import StepDef, say
from scorpion.games.scopa.players import Player
from scorpion.games.scopa.plays import Play, ScopaAction
from scorpion.games.scopa.remote import EngineGame, EngineRefusal
from scorpion.games.scopa.scoring import primiera
from scorpion.i18n import N_
from scorpion.protocol.scopa import ScopaEngine
from scorpion.protocol.values import Capability

GAME = "scopa"
"""The name features declare (`@game:scopa`) and the folder they live in."""


class Check(AssertionError):
    """A check that does not hold; the message is a `scopa_steps` msgid and its values."""

    def __init__(self, msgid: str, /, **params: object) -> None:
        self.msgid, self.params = msgid, params
        super().__init__(say("en", msgid, **params))

    def message(self, lang: str) -> str:
        return say(lang, self.msgid, **self.params)


def check(condition: bool, msgid: str, /, **params: object) -> None:
    if not condition:
        raise Check(msgid, **params)


@dataclass
class ScopaWorld:
    """The state one Scopa scenario runs in: on this project's engine, or, given
    `engine` (a Scopa engine under test), on what that engine answers."""

    lang: str
    path: Path | None = None
    engine: ScopaEngine | None = None
    broken: bool = False
    """The engine under test failed (crashed, answered garbage): the run replaces it."""
    game: ScopaGame | EngineGame | None = None
    action: ScopaAction | None = None
    refused: tuple[IllegalPlay, ScopaGame | EngineGame, int | None] | None = None
    line: int | None = None
    actions: list[ScopaAction] = field(default_factory=list)

    @property
    def g(self) -> ScopaGame | EngineGame:
        if self.game is None:
            raise Check(N_("no Scopa game yet: start with a position or a deal"))
        return self.game

    @property
    def last(self) -> ScopaAction:
        if self.action is None:
            raise Check(N_("no card was played by the previous step"))
        return self.action

    def act(self, call: Callable[[ScopaGame | EngineGame], ScopaAction | None]) -> None:
        before = self.g.copy()
        try:
            self.action = call(self.g)
        except IllegalPlay as error:
            self.refused = (error, before, self.line)
            return
        if self.action is not None:
            self.actions.append(self.action)


STEPS: dict[str, StepDef] = {}


def step(
    kind: str, id_: str, *phrases: str | tuple[str, dict[str, Any]], docstring: bool = False
) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(func: Callable[..., None]) -> Callable[..., None]:
        assert id_ not in STEPS, f"two Scopa steps are named {id_}"
        entries = tuple(
            (p, ()) if isinstance(p, str) else (p[0], tuple(sorted(p[1].items()))) for p in phrases
        )
        STEPS[id_] = StepDef(id_, kind, func, entries, docstring)
        return func

    return register


def _player(number: int) -> Player:
    try:
        return Player(number)
    except ValueError:
        raise Check(N_("there is no player {player}"), player=number) from None


# ---- given -----------------------------------------------------------------------------
@step("given", "position", "the Scopa position:", docstring=True)
def given_position(w: ScopaWorld, *, doc: str) -> None:
    game = ScopaGame.from_text(doc, w.lang)  # the rule book refuses what no deal reaches
    w.game = game if w.engine is None else EngineGame.setup(w.engine, game.position)


@step(
    "then",
    "position-refused",
    "the Scopa position is refused with the message «{message}»:",
    docstring=True,
)
def then_position_refused(w: ScopaWorld, *, message: str, doc: str) -> None:
    """The rule book reads no position a real deal cannot reach (or that is not one)."""
    try:
        ScopaGame.from_text(doc, w.lang)
    except ScorpionError as error:
        said = normalize(error.message(w.lang))
        check(
            said == message,
            N_("the refusal says «{said}», not «{message}»"),
            said=said,
            message=message,
        )
        return
    raise Check(N_("the position was read: it was not refused"))


@step("given", "deal", "the Scopa deal number {seed}")
def given_deal(w: ScopaWorld, *, seed: int) -> None:
    if w.engine is None:
        w.game = ScopaGame.deal(seed)
        return
    missing = w.engine.capabilities().missing(Capability.SCOPA_DEAL)
    if missing is not None:  # only the reference's seeded deals give the scenario's cards
        raise NotApplicable(missing)
    w.game = EngineGame.deal(w.engine, seed)


# ---- when ------------------------------------------------------------------------------
@step(
    "when",
    "play",
    ("player {player} plays the {card}", {"cards": None}),
    "player {player} plays the {card} and takes {cards}",
    ("player {player} plays the {card} and takes nothing", {"cards": ()}),
)
def when_play(w: ScopaWorld, *, player: int, card: Card, cards: tuple[Card, ...] | None) -> None:
    check(w.g.turn == player, N_("it is not the turn of player {player}"), player=player)
    w.act(lambda g: g.play(card, cards))


@step("when", "play-out", "the deal is played out, each player making the first play allowed")
def when_play_out(w: ScopaWorld) -> None:
    """The first play in the deck's order (the card, then the cards it takes), whatever
    order the engine lists its plays in."""

    def play_out(g: ScopaGame | EngineGame) -> ScopaAction | None:
        action = None
        while not g.position.deal_over:
            action = g.play(min(g.legal_plays(), key=_in_deck_order))
            w.actions.append(action)
        return action

    w.act(play_out)


def _in_deck_order(play: Play) -> tuple[int, tuple[int, ...]]:
    return DECK.index(play.card), tuple(DECK.index(c) for c in play.captured)


@step("when", "next-deal", "the next deal is dealt")
def when_next_deal(w: ScopaWorld) -> None:
    w.act(lambda g: g.next_deal())


@step("when", "undo", "the last play is undone")
def when_undo(w: ScopaWorld) -> None:
    w.act(lambda g: g.undo())


# ---- then: refusals and positions ------------------------------------------------------
@step("then", "refused", "it is refused with the message «{message}» and nothing changes")
def then_refused(w: ScopaWorld, *, message: str) -> None:
    refused = w.refused
    check(refused is not None, N_("the previous action was not refused"))
    assert refused is not None
    w.refused = None
    error, before, _ = refused
    said = normalize(error.message(w.lang))
    same = error.says(w.lang, message) if isinstance(error, EngineRefusal) else said == message
    check(
        same,
        N_("the refusal says «{said}», not «{message}»"),
        said=said,
        message=message,
    )
    check(
        w.g == before and w.g.history == before.history, N_("the refused action changed the game")
    )


@step("then", "position-is", "the position is:", docstring=True)
def then_position(w: ScopaWorld, *, doc: str) -> None:
    wanted = ScopaGame.from_text(doc, w.lang)
    check(
        w.g == wanted, N_("the position is:\n{position}"), position=w.g.to_text(w.lang, lines=True)
    )


@step(
    "then",
    "takes",
    "the {card} takes {cards}",
    ("the {card} takes nothing and stays on the table", {"cards": ()}),
)
def then_takes(w: ScopaWorld, *, card: Card, cards: tuple[Card, ...]) -> None:
    play = w.last.play
    check(play.card == card, N_("the card played is the {played}"), played=play.card)
    check(
        set(play.captured) == set(cards),
        N_("the {card} took {taken}"),
        card=card,
        taken=play.captured,
    )
    if not cards:
        check(card in w.g.position.table, N_("the {card} is not on the table"), card=card)


@step(
    "then",
    "options",
    "the {card} may take {options}",
    ("the {card} may take nothing", {"options": ()}),
)
def then_options(w: ScopaWorld, *, card: Card, options: tuple[tuple[Card, ...], ...]) -> None:
    found = {frozenset(p.captured) for p in w.g.legal_plays() if p.card == card and p.captured}
    wanted = {frozenset(o) for o in options}
    shown = tuple(c for o in sorted(found, key=sorted) for c in sorted(o))
    check(found == wanted, N_("the {card} may take {found}"), card=card, found=shown)


@step("then", "scopa", ("it is a scopa", {"yes": 1}), ("it is not a scopa", {"yes": 0}))
def then_scopa(w: ScopaWorld, *, yes: int) -> None:
    check(w.last.scopa or yes == 0, N_("the play made no scopa"))
    check(not w.last.scopa or yes == 1, N_("the play made a scopa"))


@step("then", "scopas", "player {player} has {count} scopas")
def then_scopas(w: ScopaWorld, *, player: int, count: int) -> None:
    have = w.g.position.scopas[_player(player).index]
    check(have == count, N_("player {player} has {have} scopas"), player=player, have=have)


@step("then", "table", "the table holds {cards}", ("the table is empty", {"cards": ()}))
def then_table(w: ScopaWorld, *, cards: tuple[Card, ...]) -> None:
    table = w.g.position.table
    check(
        set(table) == set(cards) and len(table) == len(cards),
        N_("the table holds {table}"),
        table=table,
    )


@step("then", "pile-has", "the captures of player {player} hold {cards}")
def then_pile(w: ScopaWorld, *, player: int, cards: tuple[Card, ...]) -> None:
    pile = w.g.position.pile(_player(player))
    missing = tuple(c for c in cards if c not in pile)
    check(
        not missing,
        N_("the captures of player {player} lack {missing}"),
        player=player,
        missing=missing,
    )


@step("then", "count", "player {player} has captured {count} cards")
def then_pile_count(w: ScopaWorld, *, player: int, count: int) -> None:
    have = len(w.g.position.pile(_player(player)))
    check(have == count, N_("player {player} has captured {have} cards"), player=player, have=have)


@step("then", "turn", "player {player} plays next")
def then_turn(w: ScopaWorld, *, player: int) -> None:
    check(w.g.turn == player, N_("the player to play is {turn}"), turn=w.g.turn or "-")


@step("then", "dealer", "player {player} deals")
def then_dealer(w: ScopaWorld, *, player: int) -> None:
    dealer = int(w.g.position.dealer)
    check(dealer == player, N_("player {dealer} deals"), dealer=dealer)


@step(
    "then",
    "holds",
    ("each player holds {count} cards", {"what": "hands"}),
    ("the table holds {count} face-up cards", {"what": "table"}),
    ("the stock holds {count} cards", {"what": "stock"}),
)
def then_holds(w: ScopaWorld, *, count: int, what: str) -> None:
    p = w.g.position
    have = {
        "hands": (len(p.hands[0]), len(p.hands[1])),
        "table": (len(p.table),),
        "stock": (len(p.stock),),
    }[what]
    check(set(have) == {count}, N_("found {have} cards"), have=", ".join(map(str, have)))


@step(
    "then",
    "kings",
    "fewer than 3 Kings lie on the table, after {count} deals again by the same dealer",
)
def then_redeal(w: ScopaWorld, *, count: int) -> None:
    kings = sum(1 for c in w.g.position.table if c.rank == 13)
    check(
        kings < 3 and w.g.redeals == count,
        N_("{kings} Kings on the table after {redeals} redeals"),
        kings=kings,
        redeals=w.g.redeals,
    )


@step("then", "kings-first", "the first table of the deal held {count} Kings")
def then_first_table(w: ScopaWorld, *, count: int) -> None:
    first = w.g.tables[0] if w.g.tables else ()
    kings = sum(1 for c in first if c.rank == 13)
    check(kings == count, N_("the first table held {kings} Kings"), kings=kings)


@step("then", "deal-plays", "{count} cards were played in the deal, in {hands} hands")
def then_deal_plays(w: ScopaWorld, *, count: int, hands: int) -> None:
    steps = w.g.steps
    since = len(steps) - steps[::-1].index(None) if None in steps else 0
    actions = w.g.history[len(w.g.history) - (len(steps) - since) :]
    dealt = 1 + sum(1 for a in actions if a.dealt)
    check(
        (len(actions), dealt) == (count, hands),
        N_("{count} cards were played, in {hands} hands"),
        count=len(actions),
        hands=dealt,
    )


@step("then", "deck", "the deck holds {count} cards, with no 8, 9 or 10")
def then_deck(w: ScopaWorld, *, count: int) -> None:
    check(
        len(DECK) == count and all(c.rank not in (8, 9, 10) for c in DECK),
        N_("the deck holds {count} cards"),
        count=len(DECK),
    )


@step("then", "value", "the {card} is worth {count} when capturing")
def then_value(w: ScopaWorld, *, card: Card, count: int) -> None:
    check(
        capture_value(card) == count,
        N_("the {card} is worth {value}"),
        card=card,
        value=capture_value(card),
    )


@step("then", "primiera-value", "the {card} counts {count} in the primiera")
def then_primiera_value(w: ScopaWorld, *, card: Card, count: int) -> None:
    value = primiera_value(card)
    check(value == count, N_("the {card} counts {value} in the primiera"), card=card, value=value)


# ---- then: scoring ---------------------------------------------------------------------
_POINTS = {"cards": "cards", "diamonds": "diamonds", "seven": "settebello", "primiera": "primiera"}


@step(
    "then",
    "point",
    ("the point for most cards goes to player {player}", {"what": "cards"}),
    ("the point for most cards goes to nobody", {"what": "cards", "player": 0}),
    ("the point for most diamonds goes to player {player}", {"what": "diamonds"}),
    ("the point for most diamonds goes to nobody", {"what": "diamonds", "player": 0}),
    ("the point for the seven of diamonds goes to player {player}", {"what": "seven"}),
    ("the point for the primiera goes to player {player}", {"what": "primiera"}),
    ("the point for the primiera goes to nobody", {"what": "primiera", "player": 0}),
)
def then_point(w: ScopaWorld, *, what: str, player: int) -> None:
    score = w.g.deal_score
    check(score is not None, N_("the deal is not over"))
    assert score is not None
    pair = getattr(score, _POINTS[what])
    winners = [i + 1 for i in (0, 1) if pair[i]] or [0]
    check(winners == [player], N_("that point goes to {who}"), who=", ".join(map(str, winners)))


@step(
    "then",
    "primiera",
    "the primiera of player {player} is {count}",
    ("player {player} has no primiera", {"count": -1}),
)
def then_primiera(w: ScopaWorld, *, player: int, count: int) -> None:
    value = primiera(w.g.position.pile(_player(player)))
    shown = -1 if value is None else value
    check(
        shown == count, N_("the primiera of player {player} is {value}"), player=player, value=value
    )


@step("then", "deal-points", "player {player} scores {count} points for the deal")
def then_deal_points(w: ScopaWorld, *, player: int, count: int) -> None:
    score = w.g.deal_score
    check(score is not None, N_("the deal is not over"))
    assert score is not None
    have = score.points[_player(player).index]
    check(have == count, N_("player {player} scores {have} points"), player=player, have=have)


@step("then", "totals", "the totals are {first} for player 1 and {second} for player 2")
def then_totals(w: ScopaWorld, *, first: int, second: int) -> None:
    have = w.g.totals
    check(
        have == (first, second),
        N_("the totals are {first} and {second}"),
        first=have[0],
        second=have[1],
    )


@step(
    "then",
    "outcome",
    ("player {player} wins the game", {"state": "won"}),
    ("the game goes on with another deal", {"state": "again", "player": 0}),
    ("the deal goes on", {"state": "playing", "player": 0}),
)
def then_outcome(w: ScopaWorld, *, state: str, player: int) -> None:
    g = w.g
    have = "won" if g.is_over else ("again" if g.position.deal_over else "playing")
    winner = int(g.winner) if g.winner else 0
    check(
        (have, winner) == (state, player),
        N_("the game is {state}, winner {winner}"),
        state=have,
        winner=winner or "-",
    )
