"""Pictures of a Scopa position for the rules site, drawn with the cards of the Scorpion
pictures (scorpion.docs.board_svg): player 2's hand and captures on top, the stock and the
table in the middle, player 1's hand and captures below. The card just played gets the
orange frame, the cards it took a dashed green one.
"""

from __future__ import annotations

from collections.abc import Collection
from html import escape

from scorpion.cards import Card
from scorpion.docs.board_svg import (
    CARD_H,
    CARD_W,
    GAP,
    MARGIN,
    MOVED,
    SCALE,
    TURNED,
    back,
    defs,
    face,
    felt,
    frame,
    label,
    slot,
)
from scorpion.games.scopa.game import ScopaGame
from scorpion.games.scopa.players import Player
from scorpion.i18n import gettext

ROW = CARD_H + 30
PILE_STEP = 2
FAN = 16


def _row(
    cards: tuple[Card, ...],
    x: float,
    y: float,
    lang: str,
    played: Collection[Card],
    taken: Collection[Card],
) -> list[str]:
    out: list[str] = []
    if not cards:
        out.append(slot(x, y))
    for i, card in enumerate(cards):
        cx = x + i * (CARD_W + GAP)
        out.append(face(card, cx, y, lang, full=True))
        if card in played:
            out.append(frame(cx, y, CARD_H, MOVED))
        if card in taken:
            out.append(frame(cx, y, CARD_H, TURNED, dashed=True))
    return out


def _pile(
    game: ScopaGame, player: Player, x: float, y: float, lang: str, taken: Collection[Card]
) -> list[str]:
    """A player's captures: a face-down stack with its count and scopas, the cards just
    taken (`taken`) face up beside it."""
    pile = game.position.pile(player)
    scopas = game.position.scopas[player.index]
    out = [label(x, y - 4, gettext(lang, "captures", "scopa"))]
    if not pile:
        out.append(slot(x, y))
    shown = min(len(pile), 6)
    for i in range(shown):
        out.append(back(x + PILE_STEP * i, y))
    words = [str(len(pile))]
    if scopas:
        words.append(f"scopa × {scopas}")
    out.append(label(x + CARD_W / 2, y + CARD_H + 11, " · ".join(words), anchor="middle"))
    fresh = [card for card in pile if card in taken]
    for i, card in enumerate(fresh):
        out.append(face(card, x + CARD_W + GAP + i * FAN, y, lang, full=i == len(fresh) - 1))
    if fresh:
        start = x + CARD_W + GAP
        out.append(frame(start, y, CARD_H, TURNED, dashed=True, extra=(len(fresh) - 1) * FAN))
    return out


def draw_position(
    game: ScopaGame,
    lang: str,
    *,
    played: Collection[Card] = (),
    taken: Collection[Card] = (),
    title: str,
) -> str:
    """The SVG picture of a Scopa position; `title` (its text) becomes the <title>."""
    position = game.position
    widest = max(len(position.hands[0]), len(position.hands[1]), len(position.table) + 1, 4)
    pile_x = MARGIN + (widest + 1) * (CARD_W + GAP)
    width = pile_x + 2 * CARD_W + GAP + 5 * FAN + MARGIN
    body: list[str] = []
    y = MARGIN + 12
    for player, row_y in ((Player.TWO, y), (Player.ONE, y + 2 * ROW)):
        name = player.to_text(lang)
        if position.turn is player:
            name = "▶ " + name
        if position.dealer is player:
            name += " (" + gettext(lang, "dealer", "scopa") + ")"
        body.append(label(MARGIN, row_y - 4, name))
        body.extend(_row(position.hand(player), MARGIN, row_y, lang, played, taken))
        body.extend(_pile(game, player, pile_x, row_y, lang, taken))
    table_y = y + ROW
    stock_x = MARGIN
    body.append(label(stock_x, table_y - 4, gettext(lang, "stock", "scopa")))
    if position.stock:
        body.append(back(stock_x, table_y))
        body.append(
            label(
                stock_x + CARD_W / 2,
                table_y + CARD_H + 11,
                str(len(position.stock)),
                anchor="middle",
            )
        )
    else:
        body.append(slot(stock_x, table_y))
    table_x = stock_x + CARD_W + 2 * GAP
    body.append(label(table_x, table_y - 4, gettext(lang, "table", "scopa")))
    body.extend(_row(position.table, table_x, table_y, lang, played, taken))
    height = y + 2 * ROW + CARD_H + 18
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" '
        f'width="{width * SCALE:g}" height="{height * SCALE:g}" '
        f'viewBox="0 0 {width} {height}"><title>{escape(title)}</title>'
        f"{defs()}{felt(width, height)}{''.join(body)}</svg>"
    )
