"""Marker `<!-- scorpion:contribution PATH -->`: a file of the guide's example contribution
(docs/data/contribution/) as a code block; a test runs those very files."""

from __future__ import annotations

from pathlib import Path

#: The guide's example contribution (a variant file and its two feature files), shown by
#: `<!-- scorpion:contribution PATH -->` and run end to end by tests/test_contribution_guide.py.
CONTRIBUTION = Path("docs") / "data" / "contribution"


def contribution_file(root: Path, relative: str) -> str:
    """A file of the guide's example contribution as a code block, named by its path
    in the contributor's folder (`variants/…`, `features/fr/…`)."""
    base = (root / CONTRIBUTION).resolve()
    path = (base / relative).resolve()
    if not path.is_file() or not path.is_relative_to(base):
        raise LookupError(f"no file {relative} in {CONTRIBUTION}")
    suffix = {".toml": "toml", ".feature": "gherkin"}.get(path.suffix, "text")
    body = path.read_text(encoding="utf-8").rstrip("\n")
    return f"`{relative}`\n\n```{suffix}\n{body}\n```\n"
