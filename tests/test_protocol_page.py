"""The engine-protocol page: its refusal table and its transcript come from the code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorpion.bdd.reading import load_feature
from scorpion.games.scorpion.pages.protocol_page import refusal_table, transcript, transcript_block
from scorpion.protocol import RefusalCode
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
    assert "| `nothing_on_ace` | Règle : rien ne se pose sur un As |" in table
    assert "Hanya Raja" in refusal_table("ms")


@pytest.mark.parametrize("lang", ["fr", "ms"])
def test_the_page_holds_the_markers_in_both_languages(lang: str) -> None:
    text = (ROOT / "docs" / lang / "protocol.md").read_text(encoding="utf-8")
    assert "<!-- scorpion:protocol-refusals -->" in text
    assert "<!-- scorpion:protocol-transcript moves-01 -->" in text
    assert "scorpion-check --engine-cmd" in text and "scorpion-patience" in text
