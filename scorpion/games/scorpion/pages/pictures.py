"""Scorpion's boards as small, self-contained SVG pictures, drawn with the site's card
pieces (scorpion.docs.board_svg): the reserve and the places of the removed suites above
the columns, a highlighted block framed in orange, cards turned face up in dashed green.

The picture never states rules: it draws whatever `Game` it is given.
"""

from __future__ import annotations

from html import escape

from scorpion.cards import Card, Rank
from scorpion.docs.board_svg import (
    CARD_H,
    CARD_W,
    GAP,
    HIDDEN_STEP,
    LABEL_H,
    MARGIN,
    MOVED,
    SCALE,
    TURNED,
    UP_STEP,
    Highlight,
    back,
    defs,
    face,
    felt,
    frame,
    label,
    site_text,
    slot,
)
from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.rules import ReserveRule


def column_height(hidden: int, up: int) -> int:
    """Height of a drawn column of `hidden` backs and `up` faces."""
    if hidden + up == 0:
        return CARD_H
    return hidden * HIDDEN_STEP + max(up - 1, 0) * UP_STEP + CARD_H


def draw_board(game: Game, lang: str, highlight: Highlight | None = None, *, title: str) -> str:
    """The SVG picture of `game`; `title` (the board's text form) becomes its <title>."""
    mark = highlight or Highlight()
    columns = game.columns
    reserve = game.reserve
    playable = game.variant.reserve is ReserveRule.PLAYABLE
    places = 4 * game.variant.layout.decks
    reserve_width = max(len(reserve), 1) if playable else 1
    n_cols = max(len(columns), places + reserve_width)
    width = 2 * MARGIN + n_cols * CARD_W + (n_cols - 1) * GAP
    col_x = [MARGIN + i * (CARD_W + GAP) for i in range(n_cols)]

    body: list[str] = []
    # Top row: the reserve on the left, the places of the removed suites on the right.
    top_y = MARGIN + LABEL_H
    body.append(label(col_x[0], MARGIN + 9, site_text(lang, "Reserve")))
    if playable:
        # side cards, face up, each playable on its own
        for i, card in enumerate(reserve):
            body.append(face(card, col_x[i], top_y, lang, full=True, kind="reserve"))
            if card in mark.moved:
                body.append(frame(col_x[i], top_y, CARD_H, MOVED))
        if not reserve:
            body.append(slot(col_x[0], top_y))
    elif reserve and not game.reserve_dealt:
        for i in range(len(reserve)):
            body.append(back(col_x[0] + 3 * i, top_y))
        body.append(
            label(
                col_x[0] + 3 * (len(reserve) - 1) + CARD_W / 2,
                top_y + CARD_H + 11,
                str(len(reserve)),
                anchor="middle",
            )
        )
        if mark.reserve:
            body.append(frame(col_x[0], top_y, CARD_H, MOVED, extra=3 * (len(reserve) - 1)))
    else:
        body.append(slot(col_x[0], top_y))
        body.append(
            label(
                col_x[0] + CARD_W / 2,
                top_y + CARD_H + 11,
                site_text(lang, "dealt"),
                anchor="middle",
            )
        )
    first_place = n_cols - places
    body.append(label(col_x[first_place], MARGIN + 9, site_text(lang, "Removed suites")))
    for i in range(places):
        x = col_x[first_place + i]
        if i < len(game.removed):
            suit = game.removed[i]
            body.append(face(Card(Rank.KING, suit), x, top_y, lang, full=True, kind="removed"))
            if suit in mark.removed:
                body.append(frame(x, top_y, CARD_H, TURNED, dashed=True))
        else:
            body.append(slot(x, top_y))

    # The columns, each under its number.
    numbers_y = top_y + CARD_H + 30
    cols_y = numbers_y + 6
    tallest = CARD_H
    for index, column in enumerate(columns):
        x = col_x[index]
        body.append(label(x + CARD_W / 2, numbers_y, str(index + 1), anchor="middle"))
        y = float(cols_y)
        if not column.hidden and not column.up:
            body.append(slot(x, y))
            continue
        for _ in column.hidden:
            body.append(back(x, y))
            y += HIDDEN_STEP
        up = column.up
        moved_from: float | None = None
        moved_to = 0.0
        frames: list[str] = []
        for i, card in enumerate(up):
            last = i == len(up) - 1
            body.append(face(card, x, y, lang, full=last))
            if card in mark.moved:
                if moved_from is None:
                    moved_from = y
                moved_to = y + (CARD_H if last else UP_STEP)
            if card in mark.turned:
                frames.append(frame(x, y, CARD_H if last else UP_STEP, TURNED, dashed=True))
            if not last:
                y += UP_STEP
        if moved_from is not None:
            frames.append(frame(x, moved_from, moved_to - moved_from, MOVED))
        body.extend(frames)
        tallest = max(tallest, column_height(len(column.hidden), len(up)))
    height = cols_y + tallest + MARGIN
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" '
        f'width="{width * SCALE:g}" height="{height * SCALE:g}" '
        f'viewBox="0 0 {width} {height}"><title>{escape(title)}</title>'
        f"{defs()}{felt(width, height)}{''.join(body)}</svg>"
    )


