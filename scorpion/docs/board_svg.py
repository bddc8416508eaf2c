"""Draw a board as a small, self-contained SVG picture.

Cards show their rank (the letter the engine prints in the page's language) and a drawn
suit (paths, not font glyphs, so every browser shows the same shape); red and black suits
have distinct colours and shapes; face-down cards are backs; the reserve and the places of
the removed suites sit above the columns. A highlighted block (the cards an action moves)
gets a thick orange frame, cards turned face up a dashed green one.

Colours come in two schemes, `LIGHT` and `DARK`: the light one is written as presentation
attributes (what any viewer shows), the dark one as a `<style>` rule per class under
`@media (prefers-color-scheme: dark)`, so one picture serves both schemes of the site
(an SVG image follows the color-scheme of its `<img>`, which the site's CSS sets from
the scheme toggle). Every pair that carries meaning reaches WCAG 2.1 AA (tested).

The pieces here draw cards; each game draws its positions with them (Scorpion's boards:
scorpion.games.scorpion.pages.pictures), and never states rules.
"""

from __future__ import annotations

import math
import re
from collections.abc import Collection
from dataclasses import dataclass, fields
from html import escape

from scorpion.cards import Card, Suit
from scorpion.i18n import gettext

CARD_W = 40
CARD_H = 56
GAP = 8
MARGIN = 10
HIDDEN_STEP = 8
UP_STEP = 19
LABEL_H = 14
SCALE = 1.3


@dataclass(frozen=True)
class BoardColours:
    """The colours of one scheme (see `PAINTS` for what each one paints)."""

    felt: str  # the board's background
    face: str  # a face-up card
    edge: str  # a face-up card's outline
    red: str  # hearts, diamonds (rank and suit), on `face`
    black: str  # clubs, spades, on `face`
    back: str  # a face-down card's stripes (two tones)
    back_stripe: str
    back_edge: str  # its outline, on `felt`
    slot: str  # an empty place's dashed outline, on `felt`
    label: str  # column numbers, "Reserve", counts, on `felt`
    moved: str  # the frame of a moved block, on `felt` next to `face`
    turned: str  # the dashed frame of a card turned face up, likewise

    def css(self) -> str:
        """The style rules giving the picture's classes these colours."""
        rules = []
        for field in fields(self):
            selector, prop = PAINTS[field.name]
            rules.append(f"{selector}{{{prop}:{getattr(self, field.name)}}}")
        return "".join(rules)


#: colour → (the class of the elements it paints, the property)
PAINTS = {
    "felt": (".felt", "fill"),
    "face": (".face", "fill"),
    "edge": (".face", "stroke"),
    "red": (".red", "fill"),
    "black": (".black", "fill"),
    "back": (".back-a", "fill"),
    "back_stripe": (".back-b", "fill"),
    "back_edge": ("rect.back", "stroke"),
    "slot": (".slot", "stroke"),
    "label": (".label", "fill"),
    "moved": (".moved", "stroke"),
    "turned": (".turned", "stroke"),
}

#: Material's green and deep orange, darkened until they contrast with the felt and the
#: faces: moved #d84315 is 3.8:1 on the felt and 4.4:1 on a face; turned #2e7d32 4.4:1 and
#: 5.1:1; labels 6.5:1; red ranks 5.6:1 on white.
LIGHT = BoardColours(
    felt="#e8f1e8",
    face="#ffffff",
    edge="#6d6d6d",
    red="#c62828",
    black="#1b1b1b",
    back="#1f4e9c",
    back_stripe="#3a6fc4",
    back_edge="#0d2b5e",
    slot="#757575",
    label="#555555",
    moved="#d84315",
    turned="#2e7d32",
)
#: Dark felt, faces a little dimmed; frames of a middle lightness, so they stand out both
#: from the dark felt and from the light faces (moved 3.8:1 and 3.2:1, turned 3.5:1 and
#: 3.5:1); backs get a light outline to stand out from the felt.
DARK = BoardColours(
    felt="#1a2e1f",
    face="#ececec",
    edge="#9e9e9e",
    red="#c62828",
    black="#1b1b1b",
    back="#2f5fb0",
    back_stripe="#4a7bd0",
    back_edge="#a9c1ec",
    slot="#8fa592",
    label="#d6e4d8",
    moved="#e65100",
    turned="#388e3c",
)
RED = LIGHT.red
BLACK = LIGHT.black
MOVED = LIGHT.moved
TURNED = LIGHT.turned
_STYLE = f"<style>@media (prefers-color-scheme: dark){{{DARK.css()}}}</style>"

# Suit shapes drawn in a 100 x 100 box.
_SUIT_PATHS = {
    Suit.DIAMONDS: "M50 2 L88 50 L50 98 L12 50 Z",
    Suit.HEARTS: (
        "M50 96 C22 72 2 54 2 30 C2 12 15 2 29 2 C40 2 47 9 50 17 "
        "C53 9 60 2 71 2 C85 2 98 12 98 30 C98 54 78 72 50 96 Z"
    ),
    Suit.SPADES: (
        "M50 2 C62 20 98 40 98 62 C98 77 87 86 74 86 C66 86 59 83 55 77 "
        "C56 87 60 94 68 98 L32 98 C40 94 44 87 45 77 C41 83 34 86 26 86 "
        "C13 86 2 77 2 62 C2 40 38 20 50 2 Z"
    ),
    Suit.CLUBS: (
        "M50 4 A21 21 0 1 1 49.9 4 Z M27 36 A21 21 0 1 1 26.9 36 Z "
        "M73 36 A21 21 0 1 1 72.9 36 Z M45 52 L55 52 C55 76 60 90 70 98 "
        "L30 98 C40 90 45 76 45 52 Z"
    ),
}
_SUIT_IDS = {Suit.CLUBS: "c", Suit.DIAMONDS: "d", Suit.HEARTS: "h", Suit.SPADES: "s"}


@dataclass(frozen=True)
class Highlight:
    """What to mark on a picture: the moved block, cards turned face up, new removed suits."""

    moved: Collection[Card] = ()
    turned: Collection[Card] = ()
    removed: Collection[Suit] = ()
    reserve: bool = False


def site_text(lang: str, msgid: str, **values: object) -> str:
    """A word the site prints, from the `site` catalog, its placeholders filled."""
    text = gettext(lang, msgid, domain="site")
    return text.format(**values) if values else text


def rank_label(card: Card, lang: str) -> str:
    """The index printed in the card's corner: "10", "V" in French, "J" in Malay."""
    return card.rank.to_text(lang, symbol=True)


def _colour(suit: Suit) -> str:
    return RED if suit.is_red else BLACK


def _tone(suit: Suit) -> str:
    """The class of a suit's colour."""
    return "red" if suit.is_red else "black"


def _defs() -> str:
    symbols = "".join(
        f'<symbol id="suit-{_SUIT_IDS[suit]}" viewBox="0 0 100 100">'
        f'<path class="{_tone(suit)}" d="{path}" fill="{_colour(suit)}"/></symbol>'
        for suit, path in _SUIT_PATHS.items()
    )
    back = (
        '<pattern id="back" width="6" height="6" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)">'
        f'<rect class="back-a" width="6" height="6" fill="{LIGHT.back}"/>'
        f'<rect class="back-b" width="3" height="6" fill="{LIGHT.back_stripe}"/></pattern>'
    )
    return f"<defs>{_STYLE}{symbols}{back}</defs>"


def _suit(suit: Suit, x: float, y: float, size: float) -> str:
    return (
        f'<use href="#suit-{_SUIT_IDS[suit]}" x="{x:g}" y="{y:g}" '
        f'width="{size:g}" height="{size:g}"/>'
    )


def _face(card: Card, x: float, y: float, lang: str, *, full: bool, kind: str = "card") -> str:
    """A face-up card; `full` when nothing covers it (it then shows a big suit too).
    `kind` is the group's class: "card" in a column, "removed" on a suite's place."""
    colour = _colour(card.suit)
    label = escape(rank_label(card, lang))
    parts = [
        f'<g class="{kind}" data-card="{escape(card.to_text("en", symbol=True))}">',
        f'<rect class="face" x="{x:g}" y="{y:g}" width="{CARD_W}" height="{CARD_H}" '
        f'rx="4" fill="{LIGHT.face}" stroke="{LIGHT.edge}" stroke-width="1"/>',
        f'<text class="{_tone(card.suit)}" x="{x + 3:g}" y="{y + 13:g}" '
        'font-family="DejaVu Sans, Arial, sans-serif" '
        f'font-size="12" font-weight="bold" fill="{colour}">{label}</text>',
        _suit(card.suit, x + CARD_W - 15, y + 3, 12),
    ]
    if full:
        parts.append(_suit(card.suit, x + CARD_W / 2 - 11, y + CARD_H / 2 - 6, 22))
    parts.append("</g>")
    return "".join(parts)


def _back(x: float, y: float) -> str:
    return (
        f'<rect class="back" x="{x:g}" y="{y:g}" width="{CARD_W}" height="{CARD_H}" rx="4" '
        f'fill="url(#back)" stroke="{LIGHT.back_edge}" stroke-width="1"/>'
    )


def _slot(x: float, y: float) -> str:
    return (
        f'<rect class="slot" x="{x:g}" y="{y:g}" width="{CARD_W}" height="{CARD_H}" rx="4" '
        f'fill="none" stroke="{LIGHT.slot}" stroke-width="1" stroke-dasharray="4 3"/>'
    )


def _frame(
    x: float, y: float, height: float, colour: str, *, dashed: bool = False, extra: float = 0
) -> str:
    dash = ' stroke-dasharray="5 3"' if dashed else ""
    return (
        f'<rect class="{"turned" if dashed else "moved"}" x="{x - 2:g}" y="{y - 2:g}" '
        f'width="{CARD_W + 4 + extra:g}" height="{height + 4:g}" rx="6" fill="none" '
        f'stroke="{colour}" stroke-width="3"{dash}/>'
    )


def _label(x: float, y: float, text: str, *, anchor: str = "start") -> str:
    return (
        f'<text class="label" x="{x:g}" y="{y:g}" font-family="DejaVu Sans, Arial, sans-serif" '
        f'font-size="10" fill="{LIGHT.label}" text-anchor="{anchor}">{escape(text)}</text>'
    )


def felt(width: float, height: float) -> str:
    """The picture's background, in the colour of the reader's scheme."""
    return f'<rect class="felt" width="{width:g}" height="{height:g}" rx="6" fill="{LIGHT.felt}"/>'


# The drawing of one card, shared with the pictures of the other games (see
# features/games.toml): a face, a back, an empty place, a frame, a label, the <defs>.
face = _face
back = _back
slot = _slot
frame = _frame
label = _label
defs = _defs


_SIZE = re.compile(r'<svg [^>]*?width="([0-9.]+)" height="([0-9.]+)"')


def picture_size(svg: str) -> tuple[int, int]:
    """The display size of a picture drawn here (or by another game with these pieces),
    in CSS pixels rounded up, for the <img> that shows it: the page is laid out, and
    paginated for print, before the picture loads."""
    found = _SIZE.match(svg)
    if found is None:
        raise ValueError("not an SVG picture with a width and a height")
    return math.ceil(float(found[1])), math.ceil(float(found[2]))
