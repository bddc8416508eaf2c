"""Can one step line match two phrases? An exact check on the wordings themselves.

Each wording becomes a small automaton over characters (scorpion.bdd.wording items); its
placeholders accept what their values may really be written as: a card is an optional
article, a rank word, a joining word and a suit word in any language, or a rank index and
a suit symbol; whole numbers are digits; a message is any text. Two wordings overlap when
the product of their automata reaches both ends: `overlap` then returns a line both accept
(a witness to show), else None. The card language is a little wider than the cards the
engine reads ("valet hati" passes here), which can only make the check stricter.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from functools import cache

from scorpion.bdd import wording
from scorpion.bdd.phrases import articles, list_word, number_words
from scorpion.cards import Card, Rank, Suit, standard_deck
from scorpion.i18n import LANGUAGES

DIGIT = "\x00digit"
ANY = "\x00any"


class Automaton:
    """A nondeterministic automaton built from one wording: state 0 starts, `end` accepts."""

    def __init__(
        self,
        kinds: Mapping[str, str] | None = None,
        words: Mapping[str, frozenset[str]] | None = None,
    ) -> None:
        #: placeholder name → "card", "suit", "variant", "text" (any text) or "number",
        #: for rule books whose placeholders are not Scorpion's (another game's)
        self.kinds = dict(kinds or {})
        #: the words a value of another kind ("variant": the names and titles of the
        #: game's variants, casefolded) may be written as
        self.words = dict(words or {})
        self.edges: list[list[tuple[str, int]]] = [[]]
        self.eps: list[list[int]] = [[]]
        self.end = 0
        self._closure: dict[int, frozenset[int]] = {}

    def state(self) -> int:
        self.edges.append([])
        self.eps.append([])
        return len(self.edges) - 1

    def text(self, start: int, text: str) -> int:
        at = start
        for char in text.casefold():
            nxt = self.state()
            self.edges[at].append((char, nxt))
            at = nxt
        return at

    def options(self, start: int, texts: Iterable[str]) -> int:
        end = self.state()
        for text in set(texts):
            self.eps[self.text(start, text)].append(end)
        return end

    def repeat(self, start: int, label: str) -> int:
        """One or more characters of a class."""
        at = self.state()
        self.edges[start].append((label, at))
        self.edges[at].append((label, at))
        return at

    def items_of(self, lang: str, start: int, items: tuple[wording.Item, ...]) -> int:
        at = start
        for item in items:
            if isinstance(item, wording.Lit):
                at = self.text(at, item.text)
            elif isinstance(item, wording.Space):
                at = self.options(at, [" ", ""] if item.optional else [" "])
            elif isinstance(item, wording.Choice):
                at = self.options(at, item.options)
            elif item.fixed is None:  # a fixed value is not written in the line
                at = self.slot(lang, at, item.name)
        return at

    def slot(self, lang: str, start: int, name: str) -> int:
        kind = self.kinds.get(name)
        if kind == "text":
            return self.repeat(start, ANY)
        if kind == "number":
            return self.number(lang, start)
        if kind is not None:
            return self.value(lang, start, kind)
        if name == "message" or name in wording.TEXT_TYPES - wording.WORD_TYPES:
            return self.repeat(start, ANY)
        if name not in wording.WORD_TYPES:
            return self.number(lang, start)
        single = {"cards": "card", "variants": "variant"}.get(name, name)
        end = self.value(lang, start, single)
        if single != name:  # a list: "4♥, 5♥ et 7♠"
            more = self.value(lang, self.options(end, list_joins(lang)), single)
            self.eps[more].append(end)
        return end

    def number(self, lang: str, start: int) -> int:
        """Digits, or a number spelled out ("deux")."""
        end = self.options(start, number_words(lang))
        self.eps[self.repeat(start, DIGIT)].append(end)
        return end

    def value(self, lang: str, start: int, kind: str) -> int:
        if kind == "suit":
            return self.options(start, suit_words())
        if kind in self.words:
            return self.options(start, self.words[kind])
        ranks, joins, suits, indices, symbols = card_words()
        after_article = self.options(start, [*card_articles(lang), ""])
        words = self.options(self.options(self.options(after_article, ranks), joins), suits)
        signs = self.options(self.options(after_article, indices), symbols)
        end = self.state()
        self.eps[words].append(end)
        self.eps[signs].append(end)
        return end

    def closure(self, state: int) -> frozenset[int]:
        found = self._closure.get(state)
        if found is None:
            seen = {state}
            todo = [state]
            while todo:
                for nxt in self.eps[todo.pop()]:
                    if nxt not in seen:
                        seen.add(nxt)
                        todo.append(nxt)
            found = self._closure[state] = frozenset(seen)
        return found


def automaton(
    lang: str,
    text: str | tuple[wording.Item, ...],
    kinds: Mapping[str, str] | None = None,
    words: Mapping[str, frozenset[str]] | None = None,
) -> Automaton:
    """The automaton of one wording of `lang`, given as text or parsed items (`kinds`,
    `words`: see Automaton)."""
    machine = Automaton(kinds, words)
    items = wording.parse(text) if isinstance(text, str) else text
    machine.end = machine.items_of(lang, 0, items)
    return machine


def _meet(a: str, b: str) -> str | None:
    """A character both labels accept, or None."""
    if a == ANY:
        return {ANY: "x", DIGIT: "7"}.get(b, b)
    if b == ANY:
        return _meet(b, a)
    if a == DIGIT:
        return "7" if b == DIGIT else (b if b.isdigit() else None)
    if b == DIGIT:
        return _meet(b, a)
    return a if a == b else None


def overlap(first: Automaton, second: Automaton) -> str | None:
    """A line (casefolded) both automata accept, or None when there is none."""
    parents: dict[tuple[int, int], tuple[tuple[int, int], str] | None] = {}
    todo: deque[tuple[int, int]] = deque()
    for a in first.closure(0):
        for b in second.closure(0):
            parents[(a, b)] = None
            todo.append((a, b))
    while todo:
        pair = todo.popleft()
        a, b = pair
        if a == first.end and b == second.end:
            line = ""
            step = parents[pair]
            while step is not None:
                line = step[1] + line
                step = parents[step[0]]
            return line
        for label_a, next_a in first.edges[a]:
            for label_b, next_b in second.edges[b]:
                char = _meet(label_a, label_b)
                if char is None:
                    continue
                for x in first.closure(next_a):
                    for y in second.closure(next_b):
                        if (x, y) not in parents:
                            parents[(x, y)] = (pair, char)
                            todo.append((x, y))
    return None


# ---- the words placeholder values are written with -------------------------------------
def _spellings(text: str) -> set[str]:
    folded = text.casefold()
    return {folded, folded.replace("œ", "oe")}


@cache
def card_words() -> tuple[set[str], set[str], set[str], set[str], set[str]]:
    """(rank words, joining words, suit words, rank indices, suit symbols) of every
    language, taken from the cards' own texts."""
    ranks: set[str] = set()
    joins: set[str] = set()
    suits: set[str] = set()
    indices: set[str] = {"r", "d", "v"}
    symbols: set[str] = {suit.symbol for suit in Suit}
    for lang in LANGUAGES:
        for card in standard_deck():
            rank, suit = card.rank.to_text(lang), card.suit.to_text(lang)
            text = card.to_text(lang)
            if text.casefold().startswith(rank.casefold()) and text.casefold().endswith(
                suit.casefold()
            ):
                ranks |= _spellings(rank)
                suits |= _spellings(suit)
                joins.add(text[len(rank) : len(text) - len(suit)].casefold())
            else:  # a language that writes cards another way: take the whole text
                ranks |= _spellings(text)
                joins.add("")
                suits.add("")
            indices |= _spellings(card.to_text(lang, symbol=True)[:-1])
    return ranks, joins, suits, indices, symbols


def card_articles(lang: str) -> list[str]:
    """The articles a card may start with, with what follows them ("le ", "l'")."""
    return [a if a.endswith("'") else a + " " for a in articles(lang)]


def list_joins(lang: str) -> list[str]:
    return [", ", f" {list_word(lang).casefold()} "]


@cache
def suit_words() -> frozenset[str]:
    words = {suit.symbol for suit in Suit}
    for lang in LANGUAGES:
        for suit in Suit:
            words |= _spellings(suit.to_text(lang))
    return frozenset(words)


def reads_every_card(lang: str) -> list[str]:
    """Spellings of real cards the card automaton refuses (none expected): the check's
    own test that its card language covers what the engine reads."""
    machine = Automaton()
    machine.end = machine.value(lang, 0, "card")
    missing = []
    for card in [*standard_deck(), Card(Rank.KING, Suit.HEARTS)]:
        for other in LANGUAGES:
            for text in (card.to_text(other), card.to_text(other, symbol=True)):
                probe = Automaton()
                probe.end = probe.text(0, text)
                if overlap(machine, probe) is None:
                    missing.append(text)
    return missing
