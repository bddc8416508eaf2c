"""The shape of the house, read from the package's own source with `ast`: no import circle,
no module over 500 lines, generic code importing no game, and the flat public face users
rely on unchanged by the move of the games under `scorpion.games`.

Every `import` and `from … import` counts, wherever it stands (inside a function, under
`if TYPE_CHECKING`): a lazy import that closes a loop is still a loop. Importing the facade
(`from scorpion import Card`) counts as an edge to `scorpion/__init__.py`, which imports
the games, so inside the package it closes a loop at once.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import tomllib
from importlib import import_module
from pathlib import Path

import pytest

import scorpion

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "scorpion"
MAX_LINES = 500
FACADES = {"scorpion", "scorpion.scopa"}
"""The flat public faces (top floor): the only modules outside `scorpion.games` that may
import a game."""


def module_names() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its `__init__.py`)."""
    names = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names[".".join(parts)] = path
    return names


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The package's modules that module `name` imports, anywhere in its file."""
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = name.split(".") if is_package else name.split(".")[:-1]
            if node.level:
                base = base[: len(base) - (node.level - 1)]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            # `from pkg import submodule` imports the submodule; any other name, the module
            targets = [
                f"{module}.{alias.name}" if f"{module}.{alias.name}" in known else module
                for alias in node.names
            ]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    known = module_names()
    return {name: imports_of(name, path, known) for name, path in known.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_sees_a_lazy_loop() -> None:
    """The checker itself: a loop closed by an import inside a function is found."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_graph_reads_imports_inside_functions(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from pkg.b import X\n"
        "def f():\n    from . import c\n    import pkg.d.e\n"
        "from pkg import Thing\n",
        encoding="utf-8",
    )
    known = {name: source for name in ("pkg", "pkg.m", "pkg.b", "pkg.c", "pkg.d")}
    assert imports_of("pkg.m", source, known) == {"pkg", "pkg.b", "pkg.c", "pkg.d"}


def test_no_import_circle_inside_the_package() -> None:
    assert circles(import_graph()) == []


def test_no_module_over_500_lines() -> None:
    long = {
        str(path.relative_to(ROOT)): lines
        for path in module_names().values()
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}


def test_generic_code_imports_no_game() -> None:
    """Below the games: the toolkit (i18n, errors, cards, bdd, docs, protocol…) never
    imports `scorpion.games`; a game registers itself (features/games.toml) instead."""
    offenders = {
        name: sorted(dep for dep in deps if dep.startswith("scorpion.games") or dep in FACADES)
        for name, deps in import_graph().items()
        if not name.startswith("scorpion.games") and name not in FACADES
    }
    assert {name: deps for name, deps in offenders.items() if deps} == {}


def test_no_game_imports_the_other() -> None:
    graph = import_graph()
    for game in ("scorpion.games.scorpion", "scorpion.games.scopa"):
        other = ({"scorpion.games.scorpion", "scorpion.games.scopa"} - {game}).pop()
        crossing = {
            name: sorted(dep for dep in deps if dep.startswith(other))
            for name, deps in graph.items()
            if name.startswith(game)
        }
        assert {name: deps for name, deps in crossing.items() if deps} == {}


# ---- the public face, as users knew it before the games moved -------------------------
FLAT_API = {
    "Action", "ArgumentError", "BuildRule", "Card", "Change", "ChangeKind", "Column",
    "DuplicateCard", "EmptyColumnRule", "EndRule", "Game", "Hint", "IllegalMove",
    "LANGUAGES", "LanguageError", "Layout", "Move", "MoveKind", "NotationError", "Position",
    "Rank", "Refusal", "ReserveRule", "ReserveTiming", "RuleSet", "SaveError", "Scoring",
    "ScorpionError", "Solution", "Status", "Suit", "SuiteRule", "VariantError", "WinRule",
    "load_variant", "read_variant", "solve", "standard_deck", "variant", "variant_names",
}  # fmt: skip
GAME_METHODS = {
    "canonical_key", "columns", "copy", "deal", "deal_reserve", "from_text", "hint",
    "history", "is_blocked", "is_lost", "is_over", "is_won", "legal_moves", "load", "move",
    "play", "played", "position", "position_key", "removed", "reserve", "reserve_dealt",
    "reset", "save", "score", "start", "to_text", "undo", "useful_moves", "variant",
}  # fmt: skip
SCOPA_API = {
    "DECK", "DENARI", "DealScore", "IllegalPlay", "Play", "PlayRefusal", "Player",
    "Position", "SETTEBELLO", "ScopaAction", "ScopaArgumentError", "ScopaError", "ScopaGame",
    "ScopaNotationError", "ScopaPositionError", "ScopaSaveError", "TARGET", "capture_options",
    "capture_value",
    "primiera", "primiera_value", "score_deal",
}  # fmt: skip
SCOPA_METHODS = {
    "copy", "deal", "deal_score", "from_text", "history", "is_over", "legal_plays", "load",
    "next_deal", "play", "save", "start", "steps", "to_text", "totals", "turn", "undo",
    "winner",
}  # fmt: skip


def test_the_flat_public_api_is_unchanged() -> None:
    assert set(scorpion.__all__) == FLAT_API
    assert all(getattr(scorpion, name) is not None for name in FLAT_API)
    assert {n for n in dir(scorpion.Game) if not n.startswith("_")} >= GAME_METHODS


def test_scopa_keeps_its_public_face() -> None:
    scopa = import_module("scorpion.scopa")
    assert set(scopa.__all__) == SCOPA_API
    assert all(getattr(scopa, name) is not None for name in SCOPA_API)
    assert {n for n in dir(scopa.ScopaGame) if not n.startswith("_")} >= SCOPA_METHODS


def test_the_commands_and_the_plugin_load_from_their_declared_homes() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    targets = [*project["scripts"].values(), *project["entry-points"]["pytest11"].values()]
    assert targets, "pyproject.toml declares the commands and the plugin"
    for target in targets:
        module, _, attribute = target.partition(":")
        loaded = import_module(module)
        assert callable(getattr(loaded, attribute)) if attribute else loaded


@pytest.mark.parametrize(
    "command",
    [
        ["-m", "scorpion.engine_server", "--help"],
        ["-m", "scorpion.check", "--help"],
        ["-m", "scorpion.games.scorpion.stats.cli", "--help"],
    ],
)
def test_user_commands_answer(command: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, *command], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "usage" in done.stdout.lower()


@pytest.mark.parametrize(
    "spec",
    [
        "scorpion.engines.builtin:BuiltinEngine",  # the spellings from before the move
        "scorpion.engines.soliterm:classique",
        "scorpion.games.scorpion.engines.builtin:BuiltinEngine",
    ],
)
def test_engines_load_by_their_former_and_their_new_names(spec: str) -> None:
    from scorpion.protocol import Engine
    from scorpion.protocol.loading import load_engine

    engine = load_engine(spec)
    assert isinstance(engine, Engine)
    engine.close()
