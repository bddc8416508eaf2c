"""A game's phrasebook: its step table read in each language, and line matching.

The game gives its steps (scorpion.bdd.stepdefs), a converter typing each placeholder
by name (a card, a variant, a number...) and example values for its placeholders; the
phrasebook matches a line to the one step it means, or says which step is nearest
(scorpion.bdd.hints) when none is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from scorpion.bdd import hints
from scorpion.bdd.messages import M_, say
from scorpion.bdd.phrases import (
    DOMAIN,
    KINDS,
    Phrase,
    PhraseError,
    compile_phrases,
    line_text,
)
from scorpion.bdd.stepdefs import StepDef

Converter = Callable[[str, str, str], Any]
"""(lang, placeholder name, text) → the value; PhraseError when it cannot be read."""


@dataclass(frozen=True)
class Matched:
    step: StepDef
    phrase: Phrase
    args: dict[str, Any]


class Phrasebook:
    """The phrases of one game's steps, per language, compiled once."""

    def __init__(
        self,
        steps: Mapping[str, StepDef],
        convert: Converter,
        examples: Callable[[str], Mapping[str, str]],
        domain: str = DOMAIN,
    ) -> None:
        self.steps = steps
        self.convert = convert
        self.examples = examples
        self.domain = domain
        """The catalog of the step phrases (each game has its own: steps, scopa_steps)."""
        self._phrases: dict[str, tuple[Phrase, ...]] = {}

    def phrases(self, lang: str) -> tuple[Phrase, ...]:
        """Every phrase of `lang`, most specific (longest literal text) first."""
        found = self._phrases.get(lang)
        if found is None:
            found = self._phrases[lang] = compile_phrases(lang, self.steps.values(), self.domain)
        return found

    def example_line(self, lang: str, phrase: Phrase) -> str:
        """The phrase written out with the game's example values."""
        return hints.example_line(self.examples(lang), phrase)

    def nearest(self, lang: str, kind: str, text: str) -> list[hints.Nearest]:
        return hints.nearest(lang, kind, text, self.phrases(lang), self.examples(lang))

    def match(self, lang: str, kind: str, text: str) -> Matched:
        """The step a line means, with its typed arguments; PhraseError when none."""
        line = line_text(lang, text)
        faults: list[str] = []
        other_kind: Phrase | None = None
        for phrase in self.phrases(lang):
            found = phrase.pattern.fullmatch(line)
            if not found:
                continue
            if kind and phrase.step.kind != kind:
                other_kind = other_kind or phrase
                continue
            try:
                args = {k: self.convert(lang, k, v) for k, v in found.groupdict().items()}
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
        raise PhraseError(hints.hint(lang, kind, text, self.phrases(lang), self.examples(lang)))
