"""The README's Python example runs for real, and prints what its comments say.

A comment after `print(...)` is the expected output, `…` standing for "anything";
inside a loop, the comment shows one of the lines printed.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"


def python_blocks() -> list[str]:
    return re.findall(r"^```python\n(.*?)^```", README.read_text(encoding="utf-8"), re.M | re.S)


def expected_outputs(block: str) -> dict[int, str]:
    """Line number → the comment of each `print(...)  # comment` line."""
    expected = {}
    for number, line in enumerate(block.splitlines(), 1):
        match = re.search(r"\bprint\(.*\)\s+#\s*(.+)$", line)
        if match:
            expected[number] = match[1].strip()
    return expected


def matches(comment: str, printed: str) -> bool:
    pattern = ".*".join(re.escape(part.strip()) for part in comment.split("…"))
    return re.fullmatch(r"\s*" + pattern + r"\s*", printed, re.S) is not None


def run(block: str, scope: dict[str, Any]) -> dict[int, list[str]]:
    """Execute `block` in `scope`; return what each of its lines printed."""
    printed: dict[int, list[str]] = defaultdict(list)

    def recording_print(*args: object, sep: str = " ", **_: object) -> None:
        printed[sys._getframe(1).f_lineno].append(sep.join(str(arg) for arg in args))

    scope.update({"__name__": "readme_example", "print": recording_print})
    exec(compile(block, str(README), "exec"), scope)
    return printed


def test_readme_has_the_scorpion_example_then_the_scopa_one() -> None:
    blocks = python_blocks()
    assert len(blocks) == 2
    assert "from scorpion import" in blocks[0]
    assert "from scorpion.scopa import" in blocks[1]


@pytest.mark.parametrize("index", [0, 1], ids=["scorpion", "scopa"])
def test_readme_example_runs_as_written_and_prints_what_its_comments_say(index: int) -> None:
    block = python_blocks()[index]
    scope: dict[str, Any] = {}
    printed = run(block, scope)
    for number, comment in expected_outputs(block).items():
        lines = printed.get(number, [])
        assert lines, f"README example line {number} printed nothing (expected {comment!r})"
        loop = len(lines) > 1 or block.splitlines()[number - 1].startswith((" ", "\t"))
        if loop:
            assert any(matches(comment, line) for line in lines), (number, comment, lines)
        else:
            assert matches(comment, lines[0]), (number, comment, lines[0])
    if "same" in scope:  # saved = game.save(); same = Game.load(saved)
        assert scope["same"] == scope["game"]
        assert scope["same"].score == scope["game"].score
