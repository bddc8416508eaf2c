"""The perft page's table: the rule book's move-tree counts (`features/perft.toml`).

One row per start position: the variant (linked to its sheet), where the position comes
from (a seeded deal or a board of a rule text) and the count for each depth. Nothing is
written by hand: a figure changed in the data file shows on the next build.
"""

from __future__ import annotations

from collections.abc import Callable

from scorpion.docs.board_svg import site_text
from scorpion.games.scorpion.perft import PerftPosition, load_table
from scorpion.numbers import format_count

Link = Callable[[str], str]
"""Variant name → its title, linked to its sheet (VariantWriter.title_link)."""


_t = site_text


def _number(lang: str, value: int) -> str:
    """ "191 166" in French and "191,166" in Malay, as each language writes thousands."""
    return format_count(value, lang)


def origin(lang: str, position: PerftPosition) -> str:
    if position.deal is not None:
        return _t(lang, "deal number {number}", number=position.deal)
    return _t(lang, "the board of the rule texts' won game")


def perft_table(lang: str, link: Link, positions: list[PerftPosition] | None = None) -> str:
    """The Markdown table of every position of the perft table."""
    positions = load_table() if positions is None else positions
    depth = max((len(p.counts) for p in positions), default=0)
    head = [_t(lang, "Variant"), _t(lang, "Start position")]
    head += [_t(lang, "depth {depth}", depth=d) for d in range(1, depth + 1)]
    lines = ["| " + " | ".join(head) + " |", "|---|---|" + "--:|" * depth]
    for position in positions:
        counts = [_number(lang, n) for n in position.counts]
        counts += ["—"] * (depth - len(counts))
        cells = [link(position.variant), origin(lang, position), *counts]
        lines.append("| " + " | ".join(cells) + " |")
    return '<div class="sc-perft" markdown>\n\n' + "\n".join(lines) + "\n\n</div>\n"
