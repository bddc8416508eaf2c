"""ScopaGame: the one mutable object of the Scopa engine (play, undo, legal plays).

Every change goes through `play` or `next_deal`, each of which computes a new immutable
`Position`; undo restores the previous one. A refused action raises `IllegalPlay` and
changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from scorpion.arguments import shown
from scorpion.cards import Card
from scorpion.errors import IllegalPlay, ScopaArgumentError
from scorpion.games.scopa import arguments, saves
from scorpion.games.scopa.captures import capture_options, single_matches
from scorpion.games.scopa.dealing import deal_hands, first_dealer, new_deal, tables
from scorpion.games.scopa.deck import capture_value
from scorpion.games.scopa.players import Player
from scorpion.games.scopa.plays import DealScore, Play, ScopaAction
from scorpion.games.scopa.position import Position
from scorpion.games.scopa.refusals import PlayRefusal
from scorpion.games.scopa.scoring import score_deal, winner_index
from scorpion.games.scopa.shape import check_position


class _Options:
    """Capture choices as a message value: "2♣ + 4♥ or 6♦" in the reader's language."""

    def __init__(self, options: tuple[tuple[Card, ...], ...]) -> None:
        self.options = options

    def to_text(self, lang: str) -> str:
        from scorpion.i18n import gettext

        joiner = gettext(lang, " or ", "scopa")
        return joiner.join(" + ".join(c.to_text(lang, True) for c in o) for o in self.options)


class ScopaGame:
    """A game of two-player Scopa, deal after deal, until a total of 11 or more wins."""

    def __init__(self, position: Position, seed: int = 0, redeals: int = 0) -> None:
        """A game at `position`, which must be one a real deal can reach."""
        self.position = check_position(position)
        self.seed = arguments.seed(seed)
        self.redeals = arguments.count(redeals)
        self._history: list[tuple[ScopaAction | None, Position, int]] = []
        self._seeded: frozenset[int] = frozenset()
        """The numbers of the deals dealt from the seed (not read from a text)."""

    # ---- making games ---------------------------------------------------------------
    @classmethod
    def deal(cls, seed: int) -> ScopaGame:
        """The first deal of a game whose every shuffle and draw comes from `seed`."""
        seed = arguments.seed(seed)
        position, redeals = new_deal(seed, 1, first_dealer(seed), (0, 0))
        game = cls(position, seed, redeals)
        game._seeded = frozenset({1})
        return game

    @classmethod
    def from_text(cls, text: str, lang: str = "fr", seed: int = 0) -> ScopaGame:
        """A game at the position written in the notation of `lang` (see notation)."""
        from scorpion.games.scopa.notation import read_position

        text, lang, seed = arguments.text(text), arguments.language(lang), arguments.seed(seed)
        return cls(read_position(text, lang), seed)

    def to_text(self, lang: str = "fr", *, lines: bool = False, reveal: bool = True) -> str:
        from scorpion.games.scopa.notation import write_position

        lang = arguments.language(lang)
        lines, reveal = arguments.flag(lines), arguments.flag(reveal)
        return write_position(self.position, lang, lines=lines, reveal=reveal)

    def copy(self) -> ScopaGame:
        other = ScopaGame.__new__(ScopaGame)
        other.position, other.seed, other.redeals = self.position, self.seed, self.redeals
        other._history, other._seeded = list(self._history), self._seeded
        return other

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ScopaGame) and self.position == other.position

    __hash__ = None  # type: ignore[assignment]

    # ---- reading the game -----------------------------------------------------------
    @property
    def turn(self) -> Player | None:
        return self.position.turn

    @property
    def totals(self) -> tuple[int, int]:
        return self.position.totals

    @property
    def winner(self) -> Player | None:
        """The winner once a deal has ended with a total of 11 or more, not tied."""
        if not self.position.deal_over:
            return None
        index = winner_index(self.position.totals)
        return None if index is None else Player(index + 1)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def tables(self) -> tuple[tuple[Card, ...], ...]:
        """The tables the shuffles of the current deal put down as the game's seed deals
        it: those whose 3 or 4 Kings made the dealer deal again, then the one kept; none
        for a deal read from a text."""
        if self.position.deal_number not in self._seeded:
            return ()
        return tables(self.seed, self.position.deal_number, self.position.dealer)

    @property
    def history(self) -> tuple[ScopaAction, ...]:
        return tuple(action for action, _, _ in self._history if action is not None)

    @property
    def deal_score(self) -> DealScore | None:
        """The score of the deal just ended (None while it is being played)."""
        if not self.position.deal_over:
            return None
        return score_deal(self.position.piles, self.position.scopas)

    def legal_plays(self) -> list[Play]:
        """Every play the player to move may make: each card of the hand, with each
        capture it may make, or alone when it captures nothing."""
        position = self.position
        if position.turn is None:
            return []
        plays: list[Play] = []
        for card in position.hand(position.turn):
            options = capture_options(card, position.table)
            plays.extend(Play(card, o) for o in options) if options else plays.append(Play(card))
        return plays

    # ---- acting ---------------------------------------------------------------------
    def play(
        self, play: Play | Card | str, captured: Iterable[Card | str] | None = None
    ) -> ScopaAction:
        """Play a card of the hand of the player to move. `captured` names the cards it
        takes; None lets the engine take the only capture there is (or none)."""
        position = self.position
        player = self._player_to_move()
        taken: tuple[Card, ...] | None
        if isinstance(play, Play):
            if captured is not None:
                raise ScopaArgumentError(arguments.CARDS, value=shown(captured))
            card, taken = arguments.card(play.card), arguments.cards(play.captured)
        elif isinstance(play, (Card, str)):
            card = arguments.card(play)
            taken = None if captured is None else arguments.cards(captured)
        else:
            raise ScopaArgumentError(arguments.PLAY, value=shown(play))
        if card not in position.hand(player):
            raise IllegalPlay(PlayRefusal.NOT_IN_HAND, card=card, player=player)
        chosen = self._check_capture(card, taken)
        action, after = _apply(position, player, Play(card, chosen))
        if action.score is not None:
            after = replace(
                after,
                totals=(
                    after.totals[0] + action.score.points[0],
                    after.totals[1] + action.score.points[1],
                ),
            )
        self._history.append((action, position, self.redeals))
        self.position = after
        return action

    def _player_to_move(self) -> Player:
        if self.position.turn is None:
            winner = self.winner
            if winner is not None:
                raise IllegalPlay(PlayRefusal.GAME_OVER, player=winner)
            raise IllegalPlay(PlayRefusal.DEAL_OVER)
        return self.position.turn

    def _check_capture(self, card: Card, taken: tuple[Card, ...] | None) -> tuple[Card, ...]:
        table = self.position.table
        options = capture_options(card, table)
        if taken is None:
            if len(options) > 1:
                raise IllegalPlay(PlayRefusal.CHOOSE_CAPTURE, card=card, options=_Options(options))
            return options[0] if options else ()
        for index, c in enumerate(taken):
            if c not in table:
                raise IllegalPlay(PlayRefusal.NOT_ON_TABLE, card=c)
            if c in taken[:index]:
                raise IllegalPlay(PlayRefusal.NAMED_TWICE, card=c)
        if not taken:
            if options:
                raise IllegalPlay(
                    PlayRefusal.CAPTURE_COMPULSORY, card=card, options=_Options(options)
                )
            return ()
        chosen = frozenset(taken)
        for option in options:
            if frozenset(option) == chosen:
                return option
        singles = single_matches(card, table)
        total = sum(capture_value(c) for c in taken)
        if singles and len(taken) > 1 and all(c in singles for c in taken):
            raise IllegalPlay(PlayRefusal.ONE_MATCH_ONLY, card=card, options=_Options(options))
        if singles and total == capture_value(card):
            raise IllegalPlay(PlayRefusal.SINGLE_FIRST, card=card, options=_Options(options))
        raise IllegalPlay(PlayRefusal.WRONG_SUM, card=card, total=total, value=capture_value(card))

    def next_deal(self) -> None:
        """Deal the next deal: the other player deals, the totals are kept."""
        position = self.position
        if not position.deal_over:
            raise IllegalPlay(PlayRefusal.DEAL_NOT_OVER)
        winner = self.winner
        if winner is not None:
            raise IllegalPlay(PlayRefusal.GAME_OVER, player=winner)
        after, redeals = new_deal(
            self.seed, position.deal_number + 1, position.dealer.other, position.totals
        )
        self._history.append((None, position, self.redeals))
        self.position, self.redeals = after, redeals
        self._seeded |= {after.deal_number}

    def undo(self) -> ScopaAction | None:
        """Take back the last play (or the last new deal, returning None)."""
        if not self._history:
            raise IllegalPlay(PlayRefusal.NOTHING_TO_UNDO)
        action, self.position, self.redeals = self._history.pop()
        return action

    # ---- saves ----------------------------------------------------------------------
    def save(self) -> str:
        return saves.dump(self.start, self.seed, self.steps)

    @classmethod
    def load(cls, text: str) -> ScopaGame:
        """The game a save file holds (see saves); a broken file raises ScopaSaveError."""
        return saves.load(
            arguments.text(text), lambda start, seed: cls.from_text(start, "en", seed)
        )

    @property
    def start(self) -> Position:
        """The position the history starts from."""
        return self._history[0][1] if self._history else self.position

    @property
    def steps(self) -> tuple[Play | None, ...]:
        """The plays since the start, None standing for a new deal."""
        return tuple(None if a is None else a.play for a, _, _ in self._history)


def _apply(position: Position, player: Player, play: Play) -> tuple[ScopaAction, Position]:
    """The position after `player` plays `play` (already checked), and its record."""
    card, taken = play.card, play.captured
    hand = tuple(c for c in position.hand(player) if c is not card)
    after = position.with_player(player, hands=hand)
    last = not after.stock and not after.hands[0] and not after.hands[1]
    scopa = False
    if taken:
        table = tuple(c for c in position.table if c not in taken)
        pile = (*position.pile(player), card, *taken)
        after = replace(after.with_player(player, piles=pile), table=table, last_capturer=player)
        if not table and not last:
            scopa = True
            after = after.with_player(player, scopas=position.scopas[player.index] + 1)
    else:
        after = replace(after, table=(*position.table, card))
    after = replace(after, turn=player.other)
    if not last:
        if after.hands[0] or after.hands[1]:
            return ScopaAction(player, play, scopa), after
        hands, stock = deal_hands(after.stock, after.dealer)
        after = replace(after, hands=hands, stock=stock, turn=after.dealer.other)
        return ScopaAction(player, play, scopa, dealt=True), after
    swept = after.table
    to = after.last_capturer
    if to is not None and swept:
        after = replace(after.with_player(to, piles=after.pile(to) + swept), table=())
    after = replace(after, turn=None)
    score = score_deal(after.piles, after.scopas)
    return ScopaAction(
        player, play, scopa, swept=swept if to else (), swept_to=to, score=score
    ), after
