"""The board notation of the rule texts, read and written in French, Malay and English.

Every word comes from the `scorpion` catalog, so a language is a catalog, not code:
the same templates print a board and, turned into patterns, read it back.

    réserve : 3 cartes cachées ; aucune suite retirée. colonne 1 : 3 cachées, puis …
    simpanan: 3 kad tertutup; tiada urutan dikeluarkan. lajur 1: 3 kad tertutup, kemudian …

Face-down cards given as a count are filled deterministically from the cards the text
does not show (deck order, columns left to right, bottom to top, then the reserve);
`Game.inferred_face_down` lists the cards so chosen.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

from scorpion.cards import Card, Suit, fold, full_suite, standard_deck
from scorpion.errors import DuplicateCard, NotationError
from scorpion.games.scorpion.position import Column, Position
from scorpion.games.scorpion.rules import ReserveRule, RuleSet
from scorpion.i18n import N_, check_language, gettext, ngettext


# ---- words -----------------------------------------------------------------------------
def _reserve_count(lang: str, n: int) -> str:
    return ngettext(lang, "{count} face-down card", "{count} face-down cards", n).format(count=n)


def _face_up_count(lang: str, n: int) -> str:
    return ngettext(lang, "{count} face-up card", "{count} face-up cards", n).format(count=n)


def _hidden_count(lang: str, n: int) -> str:
    return ngettext(lang, "{count} hidden", "{count} hidden", n).format(count=n)


def _suites(lang: str, suits: list[Suit]) -> str:
    if not suits:
        return gettext(lang, "no suite removed")
    names = ", ".join(suit.to_text(lang) for suit in suits)
    return ngettext(lang, "suite removed: {suits}", "suites removed: {suits}", len(suits)).format(
        suits=names
    )


def _cards(lang: str, cards: tuple[Card, ...] | list[Card]) -> str:
    return ", ".join(card.to_text(lang) for card in cards)


# ---- writing ---------------------------------------------------------------------------
def write_board(
    position: Position,
    rules: RuleSet,
    lang: str,
    *,
    reveal: bool | None = None,
    lines: bool = False,
) -> str:
    """`position`, under `rules`, in the notation of `lang` (see Game.to_text)."""
    check_language(lang)
    columns = position.columns
    playable = rules.reserve is ReserveRule.PLAYABLE
    if reveal is None:
        counts = [len(column.hidden) for column in columns]
        shown = [card for column in columns for card in column.up]
        hidden_reserve = 0 if playable else len(position.reserve)
        shown += list(position.reserve) if playable else []
        filled, reserve = _fill(counts, hidden_reserve, shown, position.removed, rules)
        reveal = filled != [list(c.hidden) for c in columns] or (
            not playable and reserve != list(position.reserve)
        )
    if playable:
        content = gettext(lang, "empty")
        if position.reserve:
            count = _face_up_count(lang, len(position.reserve))
            content = f"{count} ({_cards(lang, position.reserve)})"
    elif position.reserve:
        content = _reserve_count(lang, len(position.reserve))
        if reveal:
            content += f" ({_cards(lang, position.reserve)})"
    else:
        content = gettext(lang, "dealt")
    head = [
        gettext(lang, "reserve: {reserve}").format(reserve=content),
        _suites(lang, list(position.removed)),
    ]
    body = []
    for number, column in enumerate(columns, 1):
        parts = []
        if column.hidden:
            text = _hidden_count(lang, len(column.hidden))
            if reveal:
                text += f" ({_cards(lang, column.hidden)})"
            parts.append(text)
        if column.up:
            parts.append(_cards(lang, column.up))
        content = gettext(lang, ", then ").join(parts) if parts else gettext(lang, "empty")
        body.append(gettext(lang, "column {number}: {cards}").format(number=number, cards=content))
    if lines:
        return "\n".join(head + body)
    separator = gettext(lang, "; ")
    return f"{separator.join(head)}. {separator.join(body)}."


# ---- reading ---------------------------------------------------------------------------
_Tokens = dict[tuple[int | None, int], str]
"""The text each card was read from, by (column or None for the reserve, position)."""


@dataclass
class _ColumnSpec:
    hidden_count: int = 0
    hidden: list[Card] | None = None  # None: not named, to be filled
    up: list[Card] = field(default_factory=list)
    hidden_text: str = ""


@dataclass
class _BoardSpec:
    columns: dict[int, _ColumnSpec] = field(default_factory=dict)
    reserve_count: int = 0
    reserve: list[Card] | None = None
    removed: list[Suit] = field(default_factory=list)
    reserve_text: str = ""
    tokens: _Tokens = field(default_factory=dict)


def _pattern(template: str, groups: dict[str, str]) -> re.Pattern[str]:
    """A case-insensitive pattern from a catalog template, spaces made flexible."""
    pattern = ""
    for piece in re.split(r"(\{\w+\})", template):
        if piece.startswith("{") and piece.endswith("}"):
            pattern += groups[piece[1:-1]]
        else:
            words = [re.escape(word) for word in piece.split()]
            lead = r"\s*" if piece[:1].isspace() else ""
            trail = r"\s*" if piece[-1:].isspace() else ""
            pattern += lead + r"\s+".join(words) + trail if words else r"\s*"
    return re.compile(pattern, re.IGNORECASE)


def _alternatives(
    lang: str, singular: str, plural: str, groups: dict[str, str]
) -> list[re.Pattern[str]]:
    forms = {ngettext(lang, singular, plural, n) for n in (1, 2, 5, 21)}
    return [_pattern(form, groups) for form in sorted(forms, key=len, reverse=True)]


@cache
def _reader(lang: str) -> _Reader:
    return _Reader(lang)


class _Reader:
    """Patterns for one language."""

    def __init__(self, lang: str) -> None:
        count = {"count": r"(?P<count>\d+)"}
        self.column = _pattern(
            gettext(lang, "column {number}: {cards}"),
            {"number": r"(?P<number>\d+)", "cards": r"(?P<content>.*)"},
        )
        self.reserve = _pattern(
            gettext(lang, "reserve: {reserve}"), {"reserve": r"(?P<content>.*)"}
        )
        self.reserve_count = _alternatives(
            lang, "{count} face-down card", "{count} face-down cards", count
        )
        self.hidden_count = _alternatives(lang, "{count} hidden", "{count} hidden", count)
        self.face_up_count = _alternatives(
            lang, "{count} face-up card", "{count} face-up cards", count
        )
        self.suites = _alternatives(
            lang, "suite removed: {suits}", "suites removed: {suits}", {"suits": r"(?P<suits>.+)"}
        )
        self.no_suite = fold(gettext(lang, "no suite removed"))
        self.dealt = fold(gettext(lang, "dealt"))
        self.empty = fold(gettext(lang, "empty"))
        then = gettext(lang, ", then ")
        self.then = re.compile(r"\s*" + r"\s+".join(map(re.escape, then.split())) + r"\s+", re.I)


def _counted(
    patterns: list[re.Pattern[str]], text: str, column: int | None, tokens: _Tokens
) -> tuple[int, list[Card] | None] | None:
    """Read "3 cachées" or "3 cachées (as de pique, …)"; None when `text` is not that."""
    named = None
    match = re.fullmatch(r"(?P<head>[^()]*?)\s*\((?P<names>[^()]*)\)", text.strip())
    head = match["head"] if match else text.strip()
    for pattern in patterns:
        found = pattern.fullmatch(head)
        if found:
            count = int(found["count"])
            if match:
                named = _read_cards(match["names"], column, 0, tokens)
                if len(named) != count:
                    raise NotationError(
                        "{count} face-down cards announced, but the cards named number {named}",
                        text,
                        column,
                        None,
                        count=count,
                        named=len(named),
                    )
            return count, named
    return None


def _read_cards(text: str, column: int | None, offset: int, tokens: _Tokens) -> list[Card]:
    cards = []
    for position, token in enumerate(text.split(","), offset + 1):
        try:
            cards.append(Card.from_text(token))
        except NotationError as error:
            raise error.at(column, position) from None
        tokens[column, position] = token.strip()
    return cards


def _read_column(reader: _Reader, number: int, content: str, tokens: _Tokens) -> _ColumnSpec:
    if fold(content) == reader.empty:
        return _ColumnSpec()
    parts = reader.then.split(content, maxsplit=1)
    hidden = _counted(reader.hidden_count, parts[0], number, tokens)
    if len(parts) == 2 and hidden is None:
        raise NotationError("Unreadable face-down cards “{token}”", parts[0], number, 1)
    if hidden is None:
        return _ColumnSpec(up=_read_cards(content, number, 0, tokens))
    count, named = hidden
    up = _read_cards(parts[1], number, count, tokens) if len(parts) == 2 else []
    if count and not up:
        raise NotationError("The top card of column {column} is face down", parts[0], number, count)
    return _ColumnSpec(count, named, up, parts[0].strip())


def _parse(text: str, lang: str, rules: RuleSet) -> _BoardSpec:
    check_language(lang)
    reader = _reader(lang)
    spec = _BoardSpec()
    dealt_given = False
    if not text.strip():  # a board is never meant by nothing: not read as an empty table
        raise NotationError("The board text is empty", text)
    for part in re.split(r"\s*(?:;|\n|\.(?=\s|$))\s*", text.strip()):
        if not part:
            continue
        if column := reader.column.fullmatch(part):
            number = int(column["number"])
            if not 1 <= number <= len(rules.layout.columns):
                raise NotationError(
                    "There is no column {column} in this variant", part, number, None
                )
            if number in spec.columns:
                raise NotationError("Column {column} is given twice", part, number, None)
            spec.columns[number] = _read_column(reader, number, column["content"], spec.tokens)
        elif reserve := reader.reserve.fullmatch(part):
            content = reserve["content"]
            if fold(content) in (reader.dealt, reader.empty):
                dealt_given = True
                continue
            counted = _counted(reader.reserve_count, content, None, spec.tokens) or _counted(
                reader.face_up_count, content, None, spec.tokens
            )
            if counted is None:
                raise NotationError("Unreadable reserve “{token}”", content)
            spec.reserve_count, spec.reserve = counted
            spec.reserve_text = content.strip()
        elif fold(part) == reader.no_suite:
            spec.removed = []
        elif suites := next((p.fullmatch(part) for p in reader.suites if p.fullmatch(part)), None):
            spec.removed = [Suit.from_text(name) for name in suites["suits"].split(",")]
        else:
            raise NotationError("Unreadable part of the board “{token}”", part)
    if dealt_given and spec.reserve_count:
        raise NotationError("Unreadable reserve “{token}”", text)
    return spec


class _Overflow(Exception):
    """The deck ran out while filling count number `index` (len(counts): the reserve)."""

    def __init__(self, index: int) -> None:
        self.index = index


def _fill(
    counts: list[int],
    reserve: int,
    shown: list[Card],
    removed: tuple[Suit, ...] | list[Suit],
    rules: RuleSet,
) -> tuple[list[list[Card]], list[Card]]:
    """The deterministic choice of face-down cards: deck order, columns, then reserve."""
    left = Counter(standard_deck() * rules.layout.decks)
    left.subtract(shown)
    for suit in removed:
        left.subtract(full_suite(suit))
    pool = [card for card in standard_deck() for _ in range(max(left[card], 0))]
    pool.reverse()
    filled: list[list[Card]] = []
    for index, count in enumerate([*counts, reserve]):
        if count > len(pool):
            raise _Overflow(index)
        filled.append([pool.pop() for _ in range(count)])
    return filled[:-1], filled[-1]


class ReadBoard(NamedTuple):
    """A board read from text: its position, and the face-down cards the text did not
    name and the reading chose (`Game.inferred_face_down`)."""

    position: Position
    inferred_face_down: tuple[Card, ...]


def read_board(text: str, lang: str, rules: RuleSet) -> ReadBoard:
    """The position board text describes under `rules` (see Game.from_text)."""
    spec = _parse(text, lang, rules)
    copies = rules.layout.decks
    seen: Counter[Card] = Counter()

    def count(cards: list[Card], column: int | None, offset: int) -> None:
        for position, card in enumerate(cards, offset + 1):
            seen[card] += 1
            if seen[card] > copies:
                token = spec.tokens.get((column, position), card.to_text(lang))
                raise DuplicateCard(card, column, position, token)

    for suit in spec.removed:
        count(list(full_suite(suit)), None, 0)
    for number, column in sorted(spec.columns.items()):
        count(column.hidden or [], number, 0)
        count(column.up, number, column.hidden_count)
    count(spec.reserve or [], None, 0)

    numbers = range(1, len(rules.layout.columns) + 1)
    columns = [spec.columns.get(number, _ColumnSpec()) for number in numbers]
    unnamed = [0 if c.hidden is not None else c.hidden_count for c in columns]
    try:
        filled, reserve_fill = _fill(
            unnamed,
            0 if spec.reserve is not None else spec.reserve_count,
            list(seen.elements()),
            [],
            rules,
        )
    except _Overflow as overflow:
        over_reserve = overflow.index == len(columns)
        raise NotationError(
            N_("The board holds more than {count} cards"),
            spec.reserve_text if over_reserve else columns[overflow.index].hidden_text,
            None if over_reserve else overflow.index + 1,
            None,
            count=52 * copies,
        ) from None
    hidden = [
        c.hidden if c.hidden is not None else fill for c, fill in zip(columns, filled, strict=True)
    ]
    reserve = spec.reserve if spec.reserve is not None else reserve_fill
    position = Position(
        tuple(Column(tuple(h), tuple(c.up)) for h, c in zip(hidden, columns, strict=True)),
        tuple(reserve),
        not reserve,
        tuple(spec.removed),
    )
    inferred = tuple(card for cards in filled for card in cards) + tuple(reserve_fill)
    return ReadBoard(position, inferred)
