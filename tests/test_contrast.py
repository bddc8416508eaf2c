"""The board pictures' colours reach WCAG 2.1 AA in both schemes.

axe-core (tests/test_accessibility.py) checks the page's text, but cannot see inside an
image: this test computes the contrast ratios of the pictures' own colours, and checks
that every colour a picture paints changes with the scheme (a class the dark style sets).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import fields

import pytest

from scorpion import Card, Game
from scorpion.docs.board_svg import DARK, LIGHT, PAINTS, BoardColours, Highlight
from scorpion.games.scorpion.pages.pictures import draw_board

TEXT = 4.5  # WCAG 1.4.3, normal text (ranks, column numbers, labels are 10-12 px)
GRAPHIC = 3.0  # WCAG 1.4.11, outlines that carry meaning


def luminance(colour: str) -> float:
    """Relative luminance of an sRGB colour "#rrggbb" (WCAG 2.1 definition)."""
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: str, other: str) -> float:
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_contrast_formula_matches_known_values() -> None:
    assert contrast("#ffffff", "#000000") == pytest.approx(21.0)
    assert contrast("#4cae4f", "#ffffff") == pytest.approx(2.8, abs=0.05)  # the old links
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("colours", [LIGHT, DARK], ids=["light", "dark"])
def test_board_colours_reach_wcag_aa(colours: BoardColours) -> None:
    c = colours
    required = {
        "red rank on a face": (c.red, c.face, TEXT),
        "black rank on a face": (c.black, c.face, TEXT),
        "labels and column numbers on the felt": (c.label, c.felt, TEXT),
        "moved frame on the felt": (c.moved, c.felt, GRAPHIC),
        "moved frame next to a face": (c.moved, c.face, GRAPHIC),
        "turned frame on the felt": (c.turned, c.felt, GRAPHIC),
        "turned frame next to a face": (c.turned, c.face, GRAPHIC),
        "empty place on the felt": (c.slot, c.felt, GRAPHIC),
        "face-down card's outline on the felt": (c.back_edge, c.felt, GRAPHIC),
        "face-up card's outline or face on the felt": (
            c.edge if contrast(c.edge, c.felt) > contrast(c.face, c.felt) else c.face,
            c.felt,
            GRAPHIC,
        ),
    }
    low = {
        what: round(contrast(fg, bg), 2)
        for what, (fg, bg, ratio) in required.items()
        if contrast(fg, bg) < ratio
    }
    assert not low, low
    # the two frames are told apart by more than colour: solid orange, dashed green
    assert c.moved != c.turned


def test_every_colour_a_picture_paints_follows_the_scheme() -> None:
    """Each fill or stroke written as an attribute (the light scheme) sits on an element
    whose class the dark style rule sets, for that same property."""
    game = Game.from_text(
        "réserve : 3 cartes cachées\nsuites retirées : pique\n"
        "colonne 1 : 2 cachées, puis 4 de cœur, 7 de trèfle\ncolonne 2 : vide\n"
        "colonne 3 : roi de carreau",
        "fr",
    )
    mark = Highlight(
        moved=(Card.from_text("4♥"), Card.from_text("7♣")),
        turned=(Card.from_text("K♦"),),
        removed=(Card.from_text("K♠").suit,),
    )
    svg = ET.fromstring(draw_board(game, "fr", mark, title="t"))
    style = "".join(e.text or "" for e in svg.iter("{http://www.w3.org/2000/svg}style"))
    assert "@media (prefers-color-scheme: dark)" in style
    assert DARK.css() in style
    painted = {(selector.rsplit(".", 1)[1], prop) for selector, prop in PAINTS.values()}
    assert set(PAINTS) == {f.name for f in fields(BoardColours)}
    light_values = {getattr(LIGHT, f.name) for f in fields(BoardColours)}
    seen = set()
    for element in svg.iter():
        classes = element.attrib.get("class", "").split()
        for prop in ("fill", "stroke"):
            value = element.attrib.get(prop, "")
            if not value.startswith("#"):
                continue
            assert value in light_values, (element.tag, element.attrib)
            assert any((name, prop) in painted for name in classes), (element.tag, element.attrib)
            seen.add(value)
    assert seen == light_values  # the sample board paints every colour of the scheme
