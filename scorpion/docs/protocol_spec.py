"""The engine-protocol page, one part per game: each game of features/games.toml that
names a `protocol` module expands its own markers there (`marker(kind, scenario, lang)`:
its refusal codes, a transcript of one of its scenarios run through the line protocol),
found by name, so this module imports no game.

The same page, its markers expanded, is the plain spec in the repository (`spec`,
`SPEC_FILES`): `python -m scorpion.docs.protocol_spec` (or, as before,
`python -m scorpion.games.scorpion.pages.protocol_page`) writes PROTOCOL.md (French) and
PROTOCOL.ms.md (Malay) at the root, and tests/test_protocol_page.py checks that the
committed files are what it writes now.
"""

from __future__ import annotations

import html
import re
import sys
from collections.abc import Callable
from pathlib import Path

from scorpion.bdd.games import registered
from scorpion.bdd.model import ScenarioDoc, StepDoc
from scorpion.bdd.reading import load_feature
from scorpion.docs.board_svg import site_text
from scorpion.docs.site import MARKER, ROOT
from scorpion.i18n import N_
from scorpion.protocol.client import LoopbackEngine
from scorpion.protocol.wire import PROTOCOL_VERSION

SPEC_FILES = {"fr": "PROTOCOL.md", "ms": "PROTOCOL.ms.md"}
"""The spec file of each language, at the root of the repository."""

GENERATED = (
    "<!-- Generated from docs/{lang}/protocol.md by"
    " `python -m scorpion.games.scorpion.pages.protocol_page`: edit that page, then run it."
    " -->\n\n"
)


def find_scenario(key: str, lang: str, root: Path = ROOT) -> ScenarioDoc:
    """The scenario of features/<lang> whose id is `key` (LookupError unless one)."""
    found = [
        scenario
        for path in sorted((root / "features" / lang).rglob("*.feature"))
        for scenario in load_feature(path).scenarios
        if scenario.id == key
    ]
    if len(found) != 1:
        raise LookupError(f"{len(found)} scenarios with id {key} in features/{lang} (1 expected)")
    return found[0]


Exchanges = list[tuple[str, list[tuple[str, str]]]]
"""(step as written, [(request line, answer line), ...]) for each step of a scenario."""


def transcript(
    scenario: ScenarioDoc,
    engine: LoopbackEngine,
    run_step: Callable[[StepDoc], object],
    finish: Callable[[], object],
) -> Exchanges:
    """Each step of `scenario` run by a game's `run_step` against `engine` (a loopback
    that keeps its lines), with the lines it sent and received; the game's failure if
    the scenario fails."""
    lines = engine.transcript
    assert lines is not None
    steps = []
    for step in scenario.steps:
        seen = len(lines)
        run_step(step)
        steps.append((f"{step.keyword} {step.text}", lines[seen:]))
    finish()
    return steps


def transcript_text(scenario: ScenarioDoc, steps: Exchanges, lang: str) -> str:
    """A transcript as a code block: each step as a comment, → requests, ← answers."""
    version = html.escape(site_text(lang, N_("Protocol version")))
    out = [
        f'<p class="sc-transcript">{version} {PROTOCOL_VERSION} · {html.escape(scenario.name)}</p>',
        "",
        "```text",
    ]
    for text, exchanges in steps:
        out.append(f"# {text}")
        for request, answer in exchanges:
            out += [f"→ {request}", f"← {answer}"]
    out.append("```")
    return "\n".join(out) + "\n"


def game_part(
    kind: str, arg: str | None, lang: str, scenario: ScenarioDoc | None = None, root: Path = ROOT
) -> str | None:
    """The text a game's part of the page gives for a marker (None: no game has it); a
    transcript marker's scenario is `scenario`, else looked up in features/<lang>."""
    for game in registered():
        part = game.protocol_part()
        if part is None:
            continue
        if scenario is None and arg and "transcript" in kind:
            scenario = find_scenario(arg, lang, root)
        text: str | None = part.marker(kind, scenario, lang)
        if text is not None:
            return text
    return None


def spec(lang: str, root: Path = ROOT) -> str:
    """The protocol page of `lang` as one plain Markdown file, nothing left to build: the
    page's source with its markers expanded as the site expands them."""

    def expand(match: re.Match[str]) -> str:
        kind, arg = match["kind"], match["arg"]
        text = game_part(kind, arg, lang, root=root)
        if text is None:
            raise LookupError(f"docs/{lang}/protocol.md: no plain form for the marker {kind}")
        return text.rstrip("\n")

    page = (root / "docs" / lang / "protocol.md").read_text(encoding="utf-8")
    return GENERATED.format(lang=lang) + MARKER.sub(expand, page)


def write_specs(root: Path = ROOT) -> list[Path]:
    """Write every language's spec file at `root`; the paths written."""
    written = []
    for lang, name in SPEC_FILES.items():
        path = root / name
        path.write_text(spec(lang, root), encoding="utf-8")
        written.append(path)
    return written


def main() -> None:  # pragma: no cover (run by hand after editing the page)
    for written in write_specs():
        print(f"wrote {written.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":  # pragma: no cover
    main()
