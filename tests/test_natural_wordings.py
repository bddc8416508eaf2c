"""The measure of issue 14: natural wordings, written from the rule texts, reach the step
they mean, and the hint of those that do not names it.

tests/data/natural_wordings.toml lists [kind, step id, line] per language. The test prints
(with -s, and in the summary of `make test`) the share that reaches its step and the share
of the misses whose hint names it, per language, and holds the targets.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from scorpion.bdd.phrases import PhraseError
from scorpion.games.scorpion.rulebook.phrases import match, nearest

DATA = Path(__file__).resolve().parent / "data" / "natural_wordings.toml"
LANGS = ("fr", "ms")
REACH_TARGET = 0.70
HINT_TARGET = 0.90


@dataclass(frozen=True)
class Outcome:
    kind: str
    step: str
    line: str
    reached: str | None  # the step the line reached, None when it matched nothing
    hinted: tuple[str, ...]  # the steps its hint names (when it matched nothing)


@cache
def outcomes(lang: str) -> tuple[Outcome, ...]:
    """The natural wordings of `lang` ("fr", "ms") or the lines meant to miss
    ("fr_misses", "ms_misses"), each with what it reached or what its hint names."""
    rows = tomllib.loads(DATA.read_text(encoding="utf-8"))[lang]
    language = lang.split("_")[0]
    found = []
    for kind, step, line in rows:
        try:
            reached: str | None = match(language, kind, line).step.id
            hinted: tuple[str, ...] = ()
        except PhraseError:
            reached = None
            hinted = tuple(n.phrase.step.id for n in nearest(language, kind, line))
        found.append(Outcome(kind, step, line, reached, hinted))
    return tuple(found)


def shares(lang: str) -> tuple[float, float, int, int]:
    """(reach share, share of misses hinted right, lines, misses); the misses of the
    natural wordings are measured with the lines meant to miss."""
    rows = outcomes(lang)
    misses = [o for o in rows + outcomes(f"{lang}_misses") if o.reached is None]
    reach = sum(o.reached == o.step for o in rows) / len(rows)
    hinted = sum(o.step in o.hinted for o in misses) / len(misses) if misses else 1.0
    return reach, hinted, len(rows), len(misses)


def report() -> str:
    out = []
    for lang in LANGS:
        reach, hinted, total, missed = shares(lang)
        out.append(
            f"natural wordings {lang}: {reach:.0%} of {total} reach their step; "
            f"hint names the right step for {hinted:.0%} of the {missed} misses"
        )
        for o in outcomes(lang) + outcomes(f"{lang}_misses"):
            if o.reached != o.step and o.step not in o.hinted:
                out.append(f"  {lang} {o.step}: «{o.line}» → {o.reached or o.hinted}")
    return "\n".join(out)


@pytest.mark.parametrize("lang", LANGS)
def test_the_list_is_large_enough_and_names_real_steps(lang: str) -> None:
    from scorpion.games.scorpion.rulebook.world import STEPS

    rows = outcomes(lang)
    assert len(rows) >= 40
    assert len({o.line for o in rows}) == len(rows)
    misses = outcomes(f"{lang}_misses")
    assert len(misses) >= 15
    assert all(o.step in STEPS and STEPS[o.step].kind == o.kind for o in rows + misses)


@pytest.mark.parametrize("lang", LANGS)
def test_the_lines_meant_to_miss_miss(lang: str) -> None:
    """Else they measure nothing about hints: move a line that now matches to the list of
    natural wordings."""
    assert [o.line for o in outcomes(f"{lang}_misses") if o.reached is not None] == []


@pytest.mark.parametrize("lang", LANGS)
def test_natural_wordings_reach_their_step(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    with capsys.disabled():
        print("\n" + report() if lang == LANGS[0] else "")
    wrong = [o for o in outcomes(lang) if o.reached is not None and o.reached != o.step]
    assert not wrong, f"lines that reach another step than they mean: {wrong}"
    reach, hinted, _total, _missed = shares(lang)
    assert reach >= REACH_TARGET, report()
    assert hinted >= HINT_TARGET, report()
