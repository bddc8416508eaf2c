"""What the engine-protocol page prints from the code, so it cannot drift from it.

- `<!-- scorpion:protocol-refusals -->`: the refusal codes, each with the rule book's
  message for it in the page's language;
- `<!-- scorpion:protocol-transcript KEY -->`: a whole scenario run through the line
  protocol (the built-in engine behind a loopback, `scorpion.protocol.client`), every
  request and answer as the engine process would read and write them, under each step;
- the markers of the other games' parts (`game_part`): each game of features/games.toml
  that names a `protocol` module expands its own (Scopa: `protocol-scopa-refusals`,
  `protocol-scopa-transcript KEY`), found by name, so this page imports no other game.

The same page, its markers expanded, is the plain spec in the repository (`spec`,
`SPEC_FILES`): `python -m scorpion.games.scorpion.pages.protocol_page` writes PROTOCOL.md
(French) and PROTOCOL.ms.md (Malay) at the root, and tests/test_protocol_page.py checks
that the committed files are what it writes now.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

from scorpion.bdd.games import games
from scorpion.bdd.model import ScenarioDoc
from scorpion.bdd.reading import load_feature
from scorpion.docs.board_svg import site_text
from scorpion.docs.site import MARKER, ROOT
from scorpion.games.scorpion.engines.builtin import BuiltinEngine
from scorpion.games.scorpion.rulebook.executor import execute, finish
from scorpion.games.scorpion.rulebook.world import World
from scorpion.i18n import N_, gettext
from scorpion.protocol import RefusalCode
from scorpion.protocol.client import LoopbackEngine
from scorpion.protocol.wire import PROTOCOL_VERSION

COLUMNS = (N_("Code"), N_("The rule book's message"))
OTHER = N_("a reason the list does not have (never matches a refusal of the rule book)")


def refusal_table(lang: str) -> str:
    """Every refusal code with the rule book's message for it, `{…}` the values it names.

    Each message is a code span: the exact text a scenario expects, readable as it is in
    the plain spec, and safe from Markdown's attribute lists, which took a trailing
    `{column}` for one and dropped it from the page."""
    rows = [f"| {' | '.join(site_text(lang, c) for c in COLUMNS)} |", "|---|---|"]
    for code in RefusalCode:
        refusal = code.refusal
        if refusal is None:
            text = html.escape(site_text(lang, OTHER), quote=False)
        else:
            text = f"`{gettext(lang, refusal.value)}`"
        rows.append(f"| `{code.value}` | {text} |")
    return "\n".join(rows) + "\n"


def transcript(scenario: ScenarioDoc, lang: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """(step as written, [(request line, answer line), ...]) for each step of `scenario`,
    run through the line protocol; StepFailure if the scenario fails."""
    engine = LoopbackEngine(BuiltinEngine())
    world = World(lang, scenario.path, engine)
    lines = engine.transcript
    assert lines is not None
    steps = []
    for step in scenario.steps:
        seen = len(lines)
        execute(world, step)
        steps.append((f"{step.keyword} {step.text}", lines[seen:]))
    finish(world)
    return steps


def transcript_block(scenario: ScenarioDoc, lang: str) -> str:
    """The transcript as a code block: each step as a comment, → requests, ← answers."""
    out = [
        f'<p class="sc-transcript">{html.escape(site_text(lang, N_("Protocol version")))}'
        f" {PROTOCOL_VERSION} · {html.escape(scenario.name)}</p>",
        "",
        "```text",
    ]
    for text, exchanges in transcript(scenario, lang):
        out.append(f"# {text}")
        for request, answer in exchanges:
            out += [f"→ {request}", f"← {answer}"]
    out.append("```")
    return "\n".join(out) + "\n"


# ---- the plain spec in the repository ------------------------------------------------
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


def game_part(kind: str, arg: str | None, lang: str, root: Path = ROOT) -> str | None:
    """The text another game's part of the page gives for a marker (None: no game has
    it); a transcript marker's scenario is looked up in features/<lang>."""
    for game in games():
        part = game.protocol_part()
        if part is None:
            continue
        scenario = find_scenario(arg, lang, root) if arg and "transcript" in kind else None
        text: str | None = part.marker(kind, scenario, lang)
        if text is not None:
            return text
    return None


def spec(lang: str, root: Path = ROOT) -> str:
    """The protocol page of `lang` as one plain Markdown file, nothing left to build: the
    page's source with its markers expanded as the site expands them."""

    def expand(match: re.Match[str]) -> str:
        kind, arg = match["kind"], match["arg"]
        if kind == "protocol-refusals":
            return refusal_table(lang).rstrip("\n")
        if kind == "protocol-transcript" and arg:
            return transcript_block(find_scenario(arg, lang, root), lang).rstrip("\n")
        other = game_part(kind, arg, lang, root)
        if other is not None:
            return other.rstrip("\n")
        raise LookupError(f"docs/{lang}/protocol.md: no plain form for the marker {kind}")

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


if __name__ == "__main__":  # pragma: no cover (run by hand after editing the page)
    for written in write_specs():
        print(f"wrote {written.relative_to(ROOT)}", file=sys.stderr)
