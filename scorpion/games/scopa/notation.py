"""The notation of a Scopa position, written and read in English, French and Malay.

One line of parts separated by "; " (or one part per line), in the style of the
Scorpion boards; every word comes from the `scopa` catalog:

    donne 1 ; donneur : joueur 1 ; au tour de : joueur 2 ; talon : 30 cartes cachées ;
    main du joueur 1 : …; main du joueur 2 : … ; table : 2 de trèfle, 4 de cœur, 6 de
    carreau ; prises du joueur 1 : vide ; scopas du joueur 1 : 0 ; … ; marque : joueur 1 0,
    joueur 2 0.

A position accounts for the 40 cards. Cards it does not name fill, in new-deck order,
the stock and then any captured pile written as a count ("prises du joueur 2 : 30
cartes"); a card left over, named twice or not in the deck is an error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from scorpion.cards import Card, fold
from scorpion.errors import NotationError, ScopaNotationError
from scorpion.games.scopa.deck import DECK, in_deck
from scorpion.games.scopa.players import Player
from scorpion.games.scopa.position import Position
from scorpion.i18n import N_, check_language, gettext, ngettext

D = "scopa"
DEAL = N_("deal {number}")
DEALER = N_("dealer: player {number}")
TURN = N_("to play: player {number}")
NO_TURN = N_("to play: nobody, the deal is over")
STOCK = N_("stock: {cards}")
HAND = N_("hand of player {number}: {cards}")
TABLE = N_("table: {cards}")
PILE = N_("captured by player {number}: {cards}")
SCOPAS = N_("scopas of player {number}: {count}")
LAST = N_("last capture: player {number}")
NO_LAST = N_("last capture: nobody")
SCORE = N_("score: player 1 {first}, player 2 {second}")
EMPTY = N_("empty")
SEPARATOR = N_("; ")


def _t(lang: str, msgid: str) -> str:
    return gettext(lang, msgid, D)


def _face_down(lang: str, n: int) -> str:
    return ngettext(lang, "{count} face-down card", "{count} face-down cards", n, D).format(count=n)


def _count(lang: str, n: int) -> str:
    return ngettext(lang, "{count} card", "{count} cards", n, D).format(count=n)


def _cards(lang: str, cards: tuple[Card, ...]) -> str:
    return ", ".join(c.to_text(lang) for c in cards) if cards else _t(lang, EMPTY)


# ---- writing -----------------------------------------------------------------------
def write_position(
    position: Position, lang: str, *, lines: bool = False, reveal: bool = True
) -> str:
    """The position in `lang`; reveal=False gives the stock as a count only."""
    check_language(lang)
    if position.stock:
        stock = _face_down(lang, len(position.stock))
        if reveal:
            stock += f" ({_cards(lang, position.stock)})"
    else:
        stock = _t(lang, EMPTY)
    parts = [
        _t(lang, DEAL).format(number=position.deal_number),
        _t(lang, DEALER).format(number=int(position.dealer)),
        _t(lang, NO_TURN)
        if position.turn is None
        else _t(lang, TURN).format(number=int(position.turn)),
        _t(lang, STOCK).format(cards=stock),
    ]
    for player in Player:
        parts.append(
            _t(lang, HAND).format(number=int(player), cards=_cards(lang, position.hand(player)))
        )
    parts.append(_t(lang, TABLE).format(cards=_cards(lang, position.table)))
    for player in Player:
        parts.append(
            _t(lang, PILE).format(number=int(player), cards=_cards(lang, position.pile(player)))
        )
        parts.append(
            _t(lang, SCOPAS).format(number=int(player), count=position.scopas[player.index])
        )
    last = position.last_capturer
    parts.append(_t(lang, NO_LAST) if last is None else _t(lang, LAST).format(number=int(last)))
    parts.append(_t(lang, SCORE).format(first=position.totals[0], second=position.totals[1]))
    if lines:
        return "\n".join(parts)
    return _t(lang, SEPARATOR).join(parts) + "."


# ---- reading -----------------------------------------------------------------------
def _pattern(template: str) -> re.Pattern[str]:
    """A pattern from a catalog template: spaces flexible, a space before ':' optional."""
    out = ""
    for piece in re.split(r"(\{\w+\})", template):
        if piece.startswith("{"):
            out += rf"(?P<{piece[1:-1]}>\d{{1,9}})" if piece != "{cards}" else r"(?P<cards>.*)"
        else:
            for char in piece:
                out += (
                    r"\s*:\s*" if char == ":" else (r"\s+" if char.isspace() else re.escape(char))
                )
    out = out.replace(r"\s+\s*:", r"\s*:")
    return re.compile(out, re.IGNORECASE)


@cache
def _patterns(lang: str) -> dict[str, re.Pattern[str]]:
    return {
        msgid: _pattern(_t(lang, msgid))
        for msgid in (
            DEAL,
            DEALER,
            TURN,
            NO_TURN,
            STOCK,
            HAND,
            TABLE,
            PILE,
            SCOPAS,
            LAST,
            NO_LAST,
            SCORE,
        )
    }


@cache
def _count_patterns(lang: str, singular: str, plural: str) -> tuple[re.Pattern[str], ...]:
    forms = sorted({ngettext(lang, singular, plural, n, D) for n in (1, 2, 5)}, key=len)
    return tuple(
        re.compile(
            re.escape(form).replace(r"\{count\}", r"(?P<count>\d{1,9})").replace(r"\ ", r"\s+")
            + r"\s*(?:\((?P<named>.*)\))?",
            re.IGNORECASE,
        )
        for form in reversed(forms)
    )


def _split(text: str, lang: str) -> list[str]:
    separator = _t(lang, SEPARATOR).strip()
    parts: list[str] = []
    for line in text.splitlines():
        depth, current = 0, ""
        for char in line:
            depth += char == "("
            depth -= char == ")"
            if char == separator and depth == 0:
                parts.append(current)
                current = ""
            else:
                current += char
        parts.append(current)
    return [p.strip().rstrip(".;").strip() for p in parts if p.strip().rstrip(".;").strip()]


@dataclass
class _Spec:
    deal: int = 1
    dealer: Player | None = None
    turn: Player | None = None
    over: bool = False
    stock_count: int = 0
    stock: list[Card] | None = None
    hands: list[list[Card]] = field(default_factory=lambda: [[], []])
    table: list[Card] = field(default_factory=list)
    piles: list[list[Card] | int] = field(default_factory=lambda: [[], []])
    scopas: list[int] = field(default_factory=lambda: [0, 0])
    last: Player | None = None
    totals: tuple[int, int] = (0, 0)
    named: list[Card] = field(default_factory=list)


def _player(number: str, token: str) -> Player:
    try:
        return Player(int(number))
    except ValueError:
        raise ScopaNotationError(N_("There is no player {number}"), token, number=number) from None


def _read_cards(lang: str, text: str, spec: _Spec) -> list[Card]:
    text = text.strip()
    if not text or fold(text) == fold(_t(lang, EMPTY)):
        return []
    cards = []
    for token in text.split(","):
        try:
            card = Card.from_text(token)
        except NotationError:
            raise ScopaNotationError(N_("Unknown card “{token}”"), token.strip()) from None
        if not in_deck(card):
            raise ScopaNotationError(
                N_("The {card} is not in the 40-card Scopa deck"), token.strip(), card=card
            )
        if card in spec.named:
            raise ScopaNotationError(
                N_("The {card} appears twice in the position"), token.strip(), card=card
            )
        spec.named.append(card)
        cards.append(card)
    return cards


def _read_count(
    lang: str, text: str, spec: _Spec, singular: str, plural: str
) -> tuple[int, list[Card] | None] | None:
    found = next(
        (m for p in _count_patterns(lang, singular, plural) if (m := p.fullmatch(text.strip()))),
        None,
    )
    if found is None:
        return None
    count = int(found.group("count"))
    named = found.group("named")
    if named is None:
        return count, None
    cards = _read_cards(lang, named, spec)
    if len(cards) != count:
        raise ScopaNotationError(
            N_("“{token}” counts {count} cards but names {named}"),
            text.strip(),
            count=count,
            named=len(cards),
        )
    return count, cards


def _read_part(lang: str, part: str, spec: _Spec) -> None:
    patterns = _patterns(lang)
    for msgid, pattern in patterns.items():
        found = pattern.fullmatch(part)
        if found is None:
            continue
        values = found.groupdict()
        number = values.get("number")
        player = _player(number, part) if number is not None and msgid != DEAL else None
        if msgid == DEAL:
            spec.deal = int(values["number"])
            if spec.deal < 1:
                raise ScopaNotationError(N_("A deal's number starts at 1: “{token}”"), part)
        elif msgid == DEALER:
            spec.dealer = player
        elif msgid == TURN:
            spec.turn = player
        elif msgid == NO_TURN:
            spec.over = True
        elif msgid == STOCK:
            content = values["cards"]
            if fold(content) != fold(_t(lang, EMPTY)):
                read = _read_count(
                    lang, content, spec, "{count} face-down card", "{count} face-down cards"
                )
                if read is None:
                    raise ScopaNotationError(N_("Cannot read the stock “{token}”"), content.strip())
                spec.stock_count, spec.stock = read
        elif msgid == HAND and player is not None:
            spec.hands[player.index] = _read_cards(lang, values["cards"], spec)
        elif msgid == TABLE:
            spec.table = _read_cards(lang, values["cards"], spec)
        elif msgid == PILE and player is not None:
            read = _read_count(lang, values["cards"], spec, "{count} card", "{count} cards")
            spec.piles[player.index] = read[0] if read else _read_cards(lang, values["cards"], spec)
        elif msgid == SCOPAS and player is not None:
            spec.scopas[player.index] = int(values["count"])
        elif msgid == LAST:
            spec.last = player
        elif msgid == NO_LAST:
            spec.last = None
        elif msgid == SCORE:
            spec.totals = (int(values["first"]), int(values["second"]))
        return
    raise ScopaNotationError(N_("Cannot read “{token}” in a Scopa position"), part)


def read_position(text: str, lang: str) -> Position:
    """The position a text describes (see the module's docstring)."""
    check_language(lang)
    spec = _Spec()
    for part in _split(text, lang):
        _read_part(lang, part, spec)
    unseen = [c for c in DECK if c not in spec.named]

    def take(count: int, what: str) -> tuple[Card, ...]:
        if count > len(unseen):
            raise ScopaNotationError(
                N_("Not enough cards left for {token}: {count} wanted, {left} left"),
                what,
                count=count,
                left=len(unseen),
            )
        taken = tuple(unseen[:count])
        del unseen[:count]
        return taken

    stock = (
        tuple(spec.stock)
        if spec.stock is not None
        else take(spec.stock_count, _t(lang, STOCK).format(cards=""))
    )
    piles = []
    for player in Player:
        pile = spec.piles[player.index]
        piles.append(
            take(pile, _t(lang, PILE).format(number=int(player), cards=""))
            if isinstance(pile, int)
            else tuple(pile)
        )
    if unseen:
        raise ScopaNotationError(
            N_("The position must hold the 40 cards; missing: {cards}"),
            ", ".join(str(c) for c in unseen),
            cards=", ".join(c.to_text(lang) for c in unseen),
        )
    turn = None if spec.over else spec.turn
    dealer = spec.dealer
    if dealer is None:
        dealer = turn.other if turn is not None else Player.TWO
    if turn is None and not spec.over:
        turn = dealer.other
    return Position(
        hands=(tuple(spec.hands[0]), tuple(spec.hands[1])),
        table=tuple(spec.table),
        piles=(piles[0], piles[1]),
        scopas=(spec.scopas[0], spec.scopas[1]),
        stock=stock,
        dealer=dealer,
        turn=turn,
        last_capturer=spec.last,
        totals=spec.totals,
        deal_number=spec.deal,
    )
