"""Step phrases per language, from the `steps` catalog, and the matching of step lines.

A phrase is the translation of a step's English msgid. Its placeholders are typed by
name: {card}, {cards}, {suit}, {message}, {variant}, {variants}, and whole numbers for
every other name ({column}, {count}, {points}, ...).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from scorpion import Card, Move, NotationError, Suit, VariantError, variant, variant_names
from scorpion.bdd import wording
from scorpion.bdd.messages import M_, Word, say
from scorpion.bdd.steps import STEPS, StepDef, normalize
from scorpion.bdd.world import WrittenMove, match_refusal
from scorpion.i18n import LOCALES_DIR, gettext

#: msgid whose translation lists, separated by "|", the articles that may precede a card.
ARTICLES_MSGID = "the"
#: msgid whose translation joins the last two items of a list ("4♥ et 7♠").
AND_MSGID = "and"
#: msgid whose translation lists, separated by "|", words a line may add anywhere.
FILLERS_MSGID = "filler words"
#: msgid whose translation spells whole numbers: "0 zéro|1 un, une|2 deux|…".
NUMBERS_MSGID = "numbers"

#: The kinds of step, as a message names them.
KINDS = {
    "given": Word(M_("given")),
    "when": Word(M_("when")),
    "then": Word(M_("then")),
}


class PhraseError(Exception):
    """A step line no phrase matches, or whose argument cannot be read (the message is in
    the language of the line)."""


@dataclass(frozen=True)
class Phrase:
    step: StepDef
    msgid: str
    text: str  # in the language, in the wording syntax (scorpion.bdd.wording)
    defaults: tuple[tuple[str, Any], ...]
    items: tuple[wording.Item, ...]
    pattern: re.Pattern[str]

    @property
    def weight(self) -> int:
        return wording.literal_weight(self.items)


def _phrase(
    lang: str, step: StepDef, msgid: str, text: str, defaults: tuple[tuple[str, Any], ...]
) -> Phrase:
    items = wording.parse(wording.drop_words(normalize(text), fillers(lang)))
    fixed = tuple(wording.fixed(items).items())
    return Phrase(
        step,
        msgid,
        text.strip(),
        defaults + fixed,
        items,
        re.compile(wording.regex(items, number_words(lang)), re.IGNORECASE),
    )


@cache
def number_words(lang: str) -> dict[str, int]:
    """Whole numbers written as words ("deux" → 2, "dua" → 2), from the catalog entry
    "numbers": "0 zéro|1 un une|2 deux|…" (a number, then its words)."""
    found: dict[str, int] = {}
    for entry in gettext(lang, NUMBERS_MSGID, domain="steps").split("|"):
        number, _, words = normalize(entry).partition(" ")
        if number.isdigit():
            found |= {w.casefold(): int(number) for w in words.split(",") if w.strip()}
    return {w.strip(): n for w, n in found.items()}


@cache
def fillers(lang: str) -> frozenset[str]:
    """Words a line may hold anywhere, ignored ("maintenant", "toujours", "kini", "masih")."""
    words = gettext(lang, FILLERS_MSGID, domain="steps").split("|")
    return frozenset(normalize(w).casefold() for w in words if w.strip() not in ("", "-"))


def wordings(lang: str, msgid: str) -> list[str]:
    """The wordings a translation offers (separated by "|")."""
    return [text.strip() for text in gettext(lang, msgid, domain="steps").split("|")]


@cache
def phrases(lang: str) -> tuple[Phrase, ...]:
    """Every phrase of `lang`, most specific (longest literal text) first."""
    found = []
    for step in STEPS.values():
        for msgid, defaults in step.phrases:
            for text in wordings(lang, msgid):
                found.append(_phrase(lang, step, msgid, text, defaults))
    return tuple(sorted(found, key=lambda p: -p.weight))


def line_text(lang: str, text: str) -> str:
    """A step line as phrases match it: normalized, without its final colon or full stop
    and, outside « », without the filler words of `lang`."""
    pieces = re.split(r"(«.*»)", normalize(text))
    words = fillers(lang)
    for index in range(0, len(pieces), 2):  # the text outside « »
        kept = [w for w in pieces[index].split(" ") if w.casefold() not in words]
        pieces[index] = wording.tight_colons(" ".join(kept))
    return wording.strip_end(re.sub(r" +", " ", "".join(pieces)).strip())


@cache
def articles(lang: str) -> tuple[str, ...]:
    """The articles (or, in Malay, the word "kad") that may precede a card, casefolded."""
    words = gettext(lang, ARTICLES_MSGID, domain="steps")
    return tuple(normalize(w).casefold() for w in words.split("|") if w.strip() not in ("", "-"))


def read_card(lang: str, text: str) -> Card:
    text = normalize(text)
    folded = text.casefold()
    for article in articles(lang):
        glue = "" if article.endswith("'") else " "
        if folded.startswith(article + glue):
            text = text[len(article + glue) :]
            break
    return Card.from_text(text)


def list_word(lang: str) -> str:
    """The word joining the last two items of a list ("et", "dan")."""
    return normalize(gettext(lang, AND_MSGID, domain="steps"))


def _split_list(lang: str, text: str) -> list[str]:
    conj = list_word(lang)
    parts = re.split(rf",\s*|\s+{re.escape(conj)}\s+", normalize(text), flags=re.IGNORECASE)
    return [p for p in parts if p]


def _title(name: str, lang: str) -> str | None:
    """A variant's title, or None when its file cannot be used (see read_variant)."""
    try:
        return variant(name).title(lang)
    except VariantError:
        return None


def read_variant(lang: str, text: str) -> str:
    """A variant named by its name or title; a broken variant file named by the line
    fails with the file's fault, and does not disturb lines naming other variants."""
    wanted = normalize(text).casefold()
    for name in variant_names():
        if wanted == name.casefold():
            try:
                variant(name)
            except VariantError as error:
                raise PhraseError(error.message(lang)) from None
            return name
        title = _title(name, lang)
        if title is not None and wanted == title.casefold():
            return name
    titles = ", ".join(t for n in variant_names() if (t := _title(n, lang)))
    broken = [fault for n in variant_names() if (fault := _fault(n, lang))]
    fault = say(lang, M_("unknown rules “{text}” (known: {titles})"), text=text, titles=titles)
    if broken:
        fault = say(
            lang,
            M_("{fault}; variant files that cannot be used: {files}"),
            fault=fault,
            files="; ".join(broken),
        )
    raise PhraseError(fault)


def _fault(name: str, lang: str) -> str | None:
    """Why a variant file cannot be used (its VariantError, in `lang`), or None."""
    try:
        variant(name)
    except VariantError as error:
        return error.message(lang)
    return None


def convert(lang: str, name: str, value: str) -> Any:
    """A placeholder's value, typed by the placeholder's name."""
    try:
        if name == "card":
            return read_card(lang, value)
        if name == "cards":
            return tuple(read_card(lang, part) for part in _split_list(lang, value))
        if name == "suit":
            return Suit.from_text(normalize(value))
        if name == "variant":
            return read_variant(lang, value)
        if name == "variants":
            return tuple(read_variant(lang, part) for part in _split_list(lang, value))
        if name == "message":
            return normalize(value)
        if name == "move":
            return WrittenMove(Move.from_text(normalize(value)), normalize(value))
        words = number_words(lang)
        return words[value.casefold()] if value.casefold() in words else int(value)
    except NotationError as error:
        raise PhraseError(error.message(lang)) from None


@dataclass(frozen=True)
class Matched:
    step: StepDef
    phrase: Phrase
    args: dict[str, Any]


def match(lang: str, kind: str, text: str) -> Matched:
    """The step a line means, with its typed arguments; PhraseError when none."""
    line = line_text(lang, text)
    faults: list[str] = []
    other_kind: Phrase | None = None
    for phrase in phrases(lang):
        found = phrase.pattern.fullmatch(line)
        if not found:
            continue
        if kind and phrase.step.kind != kind:
            other_kind = other_kind or phrase
            continue
        try:
            args = {k: convert(lang, k, v) for k, v in found.groupdict().items()}
        except PhraseError as error:
            faults.append(str(error))
            continue
        return Matched(phrase.step, phrase, dict(phrase.defaults) | args)
    if faults:
        raise PhraseError(say(lang, M_("«{text}»: {fault}"), text=text, fault=faults[0]))
    if other_kind is not None:
        raise PhraseError(
            say(
                lang,
                M_("«{text}» is a {kind} step but stands where a {wanted} step is"),
                text=text,
                kind=KINDS[other_kind.step.kind],
                wanted=KINDS.get(kind, kind),
            )
        )
    from scorpion.bdd.hints import hint  # hints read the phrases of this module

    raise PhraseError(hint(lang, kind, text))


def refusal_key(lang: str, message: str) -> tuple[str, tuple[Any, ...]]:
    """The language-neutral form of a refusal message: (Refusal name, its values)."""
    found = match_refusal(lang, message)
    if found is None:
        return message_key(lang, message)
    refusal, values = found
    return refusal.name, tuple(
        convert(lang, k, v) if k == "card" else v for k, v in sorted(values.items())
    )


@cache
def _engine_templates(lang: str) -> tuple[tuple[int, str, re.Pattern[str]], ...]:
    """Every engine message, as a pattern of its wording in `lang`, with the length of
    its fixed text, the most specific (longest fixed text) first."""
    from babel.messages.pofile import read_po

    name = "scorpion.pot" if lang == "en" else f"{lang}/LC_MESSAGES/scorpion.po"
    with (LOCALES_DIR / name).open("rb") as handle:
        catalog = read_po(handle)
    found = []
    for message in catalog:
        if not isinstance(message.id, str) or not message.id:
            continue
        text = normalize(str(message.id if lang == "en" else message.string or message.id))
        pattern = ""
        for piece in re.split(r"(\{\w+\})", text):
            is_value = piece.startswith("{")
            pattern += rf"(?P<{piece[1:-1]}>.+?)" if is_value else re.escape(piece)
        fixed = len(re.sub(r"\{\w+\}", "", text))
        if fixed >= 4:  # not a bare "{rank} {suit}", which would read anything
            found.append((fixed, message.id, re.compile(pattern)))
    found.sort(key=lambda entry: -entry[0])
    return tuple(found)


def message_key(lang: str, message: str) -> tuple[str, tuple[Any, ...]]:
    """The language-neutral form of an engine message other than a refusal (a variant
    file's fault, say): (its English msgid, its values), a fault inside read the same way."""
    return _read_message(lang, normalize(message))[0]


def _read_message(lang: str, text: str) -> tuple[tuple[str, tuple[Any, ...]], int]:
    """The reading of `text` and how much of it is fixed wording. Where two wordings fit
    (a Malay "{what} tidak dapat dibaca: {value}" also fits a variant file's fault that
    says so), the reading whose wordings, the fault inside included, cover more wins."""
    best: tuple[tuple[str, tuple[Any, ...]], int] = (("?", (text,)), 0)
    for fixed, msgid, pattern in _engine_templates(lang):
        found = pattern.fullmatch(text)
        if not found:
            continue
        score = fixed
        values: list[tuple[str, Any]] = []
        for key, value in sorted(found.groupdict().items()):
            if key == "problem":
                inner, covered = _read_message(lang, value)
                score += covered
                values.append((key, inner))
            else:
                values.append((key, value))
        if score > best[1]:
            best = ((msgid, tuple(values)), score)
    return best
