"""The engine-protocol page: its refusal table and its transcript come from the code, it
states the forms the engine writes, the plain spec file in the repository is the page as
it is now, and no built page of the site loses a placeholder of a catalog message."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scorpion.bdd.reading import load_feature
from scorpion.bdd.text import normalize
from scorpion.docs.build import BuildResult
from scorpion.errors import IllegalMove, Refusal
from scorpion.games.scorpion.pages.protocol_page import (
    SPEC_FILES,
    refusal_table,
    spec,
    transcript,
    transcript_block,
)
from scorpion.i18n import gettext
from scorpion.protocol import Capability, RefusalCode
from scorpion.protocol.values import card_from_code
from scorpion.protocol.wire import OPS, PROTOCOL_VERSION

ROOT = Path(__file__).resolve().parents[1]


def worked_example(lang: str):  # type: ignore[no-untyped-def]
    feature = load_feature(ROOT / "features" / lang / "03_coups_permis.feature")
    return next(s for s in feature.scenarios if s.id == "moves-01")


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_the_transcript_is_the_scenario_played_through_the_line_protocol(lang: str) -> None:
    steps = transcript(worked_example(lang), lang)
    exchanges = [pair for _, pairs in steps for pair in pairs]
    requests = [json.loads(request) for request, _ in exchanges]
    answers = [json.loads(answer) for _, answer in exchanges]
    assert requests[0] == {"id": 1, "op": "hello", "protocol": PROTOCOL_VERSION}
    assert [r["id"] for r in requests] == [a["id"] for a in answers] == list(range(1, 6))
    assert all(r["op"] in OPS for r in requests) and all("result" in a for a in answers)
    play = next(a["result"] for r, a in zip(requests, answers, strict=True) if r["op"] == "play")
    assert play["move"] == {"kind": "build", "card": "4H", "source": 2, "place": 6, "target": 7}
    assert play["moved"] == ["4H", "7S"] and play["points"] == 5
    block = transcript_block(worked_example(lang), lang)
    assert block.count("→ ") == block.count("← ") == 5
    assert ("Version du protocole" if lang == "fr" else "Versi protokol") in block


def test_the_refusal_table_lists_every_code_with_its_message() -> None:
    table = refusal_table("fr")
    for code in RefusalCode:
        assert f"| `{code.value}` |" in table
    assert "| `nothing_on_ace` | `Règle : rien ne se pose sur un As` |" in table
    # a code span: Markdown's attribute lists would eat a trailing {column} otherwise
    assert "| `no_such_column` | `Il n’y a pas de colonne {column}` |" in table
    assert "Hanya Raja" in refusal_table("ms")


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_the_page_holds_the_markers_in_both_languages(lang: str) -> None:
    text = (ROOT / "docs" / lang / "protocol.md").read_text(encoding="utf-8")
    assert "<!-- scorpion:protocol-refusals -->" in text
    assert "<!-- scorpion:protocol-transcript moves-01 -->" in text
    assert "scorpion-check --engine-cmd" in text and "scorpion-patience" in text


# ---- the page states the code's own forms --------------------------------------------
EXAMPLE_CARDS = ("KH", "AS", "10D", "QC", "JS")


@pytest.mark.parametrize(
    ("lang", "shown"),
    [("fr", ("fr", "ms")), ("ms", ("ms",))],  # Malay pages stay Malay: French forms on PROTOCOL.md
)
def test_the_page_writes_card_names_and_messages_as_the_engine_does(
    lang: str, shown: tuple[str, ...]
) -> None:
    text = " ".join((ROOT / "docs" / lang / "protocol.md").read_text(encoding="utf-8").split())
    king = card_from_code("KH")
    for message_lang in shown:
        for code in EXAMPLE_CARDS:
            written = card_from_code(code).to_text(message_lang)
            assert f"`{written}`" in text, written
        message = IllegalMove(Refusal.CARD_FACE_DOWN, card=king).message(message_lang)
        assert f"« {message} »" in text, message


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_the_page_names_every_request_capability_and_refusal(lang: str) -> None:
    text = spec(lang)
    for op in OPS:
        assert f"| `{op}` |" in text, op
    for capability in Capability:
        assert f"`{capability.value}`" in text, capability
    for code in RefusalCode:
        assert f"| `{code.value}` |" in text, code
    for field in ("choices", "without", "undo_depth", "default_variant", "@rulebook"):
        assert f"`{field}`" in text, field
    assert "protocol.schema.json" in text and "nothing_to_undo" in text


# ---- the plain spec in the repository -------------------------------------------------
@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_the_committed_spec_file_is_what_the_page_writes_now(lang: str) -> None:
    committed = (ROOT / SPEC_FILES[lang]).read_text(encoding="utf-8")
    assert committed == spec(lang), (
        f"{SPEC_FILES[lang]} is stale: run python -m scorpion.games.scorpion.pages.protocol_page"
    )
    assert "<!-- scorpion:" not in committed  # no marker left for a reader to build
    assert "| `no_such_column` | `Il n’y a pas de colonne {column}` |" in spec("fr")
    assert "→ {" in committed and "← {" in committed  # the transcript is written out


def test_the_readme_names_the_spec_file_and_the_site_page() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in SPEC_FILES.values():
        assert f"`{name}`" in readme
    assert "protocol.schema.json" in readme
    assert "/protocol/" in readme and "/ms/protocol/" in readme


# ---- no catalog message loses a placeholder on the site ------------------------------
BLOCK_TAGS = frozenset(
    {"p", "li", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "dt", "dd", "div"}
    | {"caption", "figcaption", "title", "summary"}
)
PLACEHOLDER = re.compile(r"\{(\w+)\}")
OPENING = ("«", "“", '"', "(", "[", ":", "‹")
CLOSING = ("»", "”", '"', ")", "]", ".", ",", ";", ":", "›")


class Blocks(HTMLParser):
    """The text of each block of a page (a table cell, a paragraph, a line of code)."""

    def __init__(self, html_text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = []
        self._parts: list[str] = []
        self._skip = 0
        self.feed(html_text)
        self._flush()

    def _flush(self) -> None:
        text = "".join(self._parts)
        self.blocks += [normalize(line) for line in text.splitlines() if line.strip()]
        self._parts = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        if tag in BLOCK_TAGS:
            self._flush()

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip -= 1
        if tag in BLOCK_TAGS:
            self._flush()

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self._parts.append(data)


def templates(lang: str) -> list[tuple[str, str]]:
    """(domain, message) of every translated catalog message of `lang` that has a
    placeholder and enough words of its own to be recognised on a page."""
    found = []
    for path in sorted((ROOT / "locales" / lang / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            catalog = read_po(handle)
        for message in catalog:
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            for text in strings:
                text = normalize(text or "")
                literal = PLACEHOLDER.sub("", text)
                if PLACEHOLDER.search(text) and len(literal.strip()) >= 10:
                    found.append((path.stem, text))
    return found


def _pattern(message: str) -> re.Pattern[str]:
    """`message` with each placeholder written as itself or missing altogether."""
    pieces = PLACEHOLDER.split(message)
    out = []
    for index, piece in enumerate(pieces):
        if index % 2:
            out.append(rf"\s*(?P<p{index}>\{{{piece}\}})?\s*")
        elif piece.strip():
            out.append(re.escape(piece.strip()))
    return re.compile("".join(out))


def lost_placeholders(blocks: list[str], messages: list[tuple[str, str]]) -> list[str]:
    """Where a page shows a catalog message as a template, `{…}` and all, but without some
    of its placeholders. A page shows a domain's templates when it shows one of them
    whole (the protocol page's refusal table); elsewhere messages appear filled in with
    their values, which may stand in a block of their own (a docstring after its step)."""
    whole = {
        domain
        for domain, message in messages
        if PLACEHOLDER.search(message) and any(message in block for block in blocks)
    }
    faults = []
    for domain, message in messages:
        if domain not in whole:
            continue
        pattern = _pattern(message)
        for block in blocks:
            for match in pattern.finditer(block):
                if all(match.groupdict().values()):
                    continue
                # the message stands alone (a table cell, between quotes); elsewhere the
                # match is part of a longer text, or values stand for the placeholders
                before, after = block[: match.start()].rstrip(), block[match.end() :].lstrip()
                alone = (not before or before.endswith(OPENING)) and (
                    not after or after.startswith(CLOSING)
                )
                if alone:
                    faults.append(f"{domain}: «{message}» shown as «{match.group(0).strip()}»")
    return faults


def test_the_placeholder_check_catches_an_attribute_list_that_ate_one() -> None:
    messages = [("scorpion", normalize(gettext("fr", Refusal.NO_SUCH_COLUMN.value)))]
    messages.append(("scorpion", normalize(gettext("fr", Refusal.SAME_COLUMN.value))))
    eaten = Blocks(
        "<table><tr><td>La carte « {card} » est déjà dans la colonne {column}</td></tr>"
        "<tr><td><code>no_such_column</code></td>"
        "<td column>Il n’y a pas de colonne</td></tr></table>"
    ).blocks
    kept = Blocks(
        "<td>Il n’y a pas de colonne {column}</td>"
        "<td>La carte « {card} » est déjà dans la colonne {column}</td>"
    ).blocks
    filled = Blocks(
        "<p>La carte « {card} » est déjà dans la colonne {column}</p>"
        "<p>le coup est refusé avec le message « Il n’y a pas de colonne 9 »</p>"
    )
    assert lost_placeholders(eaten, messages) == [
        "scorpion: «Il n'y a pas de colonne {column}» shown as «Il n'y a pas de colonne»"
    ]
    assert not lost_placeholders(kept, messages)
    assert not lost_placeholders(filled.blocks, messages)


def test_no_built_page_loses_a_placeholder_of_a_catalog_message(
    site: BuildResult,
) -> None:
    faults = []
    shown = 0
    for lang in ("fr", "ms"):
        folder = site.language_dir(lang)
        messages = templates(lang)
        assert messages
        for page in sorted(folder.rglob("*.html")):
            if lang == "fr" and page.is_relative_to(site.language_dir("ms")):
                continue
            blocks = Blocks(page.read_text(encoding="utf-8")).blocks
            shown += sum("{column}" in block for block in blocks)
            faults += [
                f"{page.relative_to(folder)}: {f}" for f in lost_placeholders(blocks, messages)
            ]
    assert not faults, "\n".join(faults[:20])
    assert shown >= 2  # the protocol page of each language shows the no_such_column message
