"""Write the page "the worked example, played to the end" (docs/<lang>/solved.md) and its
board pictures: the board of the texts' worked example (seeds 000/001), its first move,
then the rest of a winning line found by the solver, board by board.

The texts do not name the face-down cards nor the reserve; the page says so and uses the
first seeded arrangement of the cards they do not show (seed 0, 1, ...) for which the
solver wins after the texts' first move.

    python scripts/solved_example.py
"""

from __future__ import annotations

import random
import shutil
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorpion import Column, Game, Position, Status, solve  # noqa: E402
from scorpion.games.scorpion.pages.pictures import draw_board  # noqa: E402
from scorpion.games.scorpion.pages.play_page import play_link  # noqa: E402
from scorpion.games.scorpion.solver.hints import solver_text as t  # noqa: E402
from scorpion.i18n import N_  # noqa: E402

BOARD_LINE = 8  # the first board of the Malay text (seed 001), 0-based line number
FIRST_MOVE = ("4♥", 7)
TITLE = N_("The worked example, played to the end")
INTRO = N_(
    "The rule texts show the first move of a won game (4♥ onto column 7) but not the rest "
    "of the game, nor the face-down cards and the reserve. Here they are dealt as the "
    "seeded arrangement number {arrangement} of the {count} cards the texts do not show "
    "(the first arrangement the solver wins); after the texts' first move, the solver's "
    "winning line is played to the end, {moves} moves in all, and every board is drawn."
)
START = N_("The board of the texts")
MOVE = N_("Move {number}: {move}")


def arranged(base: Game, arrangement: int) -> Game:
    cards = list(base.inferred_face_down)
    random.Random(arrangement).shuffle(cards)
    dealt = iter(cards)
    columns = tuple(
        Column(tuple(next(dealt) for _ in column.hidden), column.up) for column in base.columns
    )
    return Game(Position(columns, tuple(dealt), False, ()), base.variant)


@cache
def worked_example() -> tuple[Game, int, Game, list[object]]:
    """The texts' board, and the first arrangement the solver wins after its first move:
    that arrangement's number, its start and the solver's line (solved once for both
    languages)."""
    text = (ROOT / "seeds" / "001_0e134c35e678bfe0.txt").read_text(encoding="utf-8")
    base = Game.from_text(text.splitlines()[BOARD_LINE], "ms")
    return (base, *winning_arrangement(base))


def winning_arrangement(base: Game) -> tuple[int, Game, list[object]]:
    for arrangement in range(1000):
        game = arranged(base, arrangement)
        game.move(*FIRST_MOVE)
        solution = solve(game, node_limit=3000)
        if solution.status is Status.WINNABLE:
            return arrangement, arranged(base, arrangement), list(solution.moves)
    raise SystemExit("no arrangement won within the budget")


def picture(
    game: Game, lang: str, out: Path | None, lines: list[str], number: int, head: str
) -> None:
    """Add the board to the page under `head`, drawn as assets/solved/NNN.svg in `out`
    (when given), and the link that opens it on the play page."""
    seen = game.to_text(lang, reveal=False)
    if out is not None:
        svg = draw_board(game, lang, title=seen)
        (out / f"{number:03}.svg").write_text(svg, encoding="utf-8")
    image = f"![{seen}](assets/solved/{number:03}.svg)"
    lines.extend([f"## {head}", "", image, "", play_link(game, lang, "solved.md"), ""])


def page(lang: str, out: Path | None = None) -> str:
    """The page in `lang`, its boards drawn into `out` when given."""
    base, arrangement, start, rest = worked_example()
    game = start.copy()
    lines = [
        f"# {t(lang, TITLE)}",
        "",
        t(lang, INTRO).format(
            arrangement=arrangement, count=len(base.inferred_face_down), moves=1 + len(rest)
        ),
        "",
    ]
    picture(game, lang, out, lines, 0, t(lang, START))
    moves = [game.copy().move(*FIRST_MOVE).move, *rest]
    for number, move in enumerate(moves, 1):
        game.play(move)  # type: ignore[arg-type]
        heading = t(lang, MOVE).format(number=number, move=move.to_text(lang))
        picture(game, lang, out, lines, number, heading)
    assert game.is_won
    return "\n".join(lines)


def main() -> int:
    for lang in ("fr", "ms"):
        out = ROOT / "docs" / lang / "assets" / "solved"
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        (ROOT / "docs" / lang / "solved.md").write_text(page(lang, out), encoding="utf-8")
        print(f"wrote docs/{lang}/solved.md and its boards")
    return 0


if __name__ == "__main__":
    sys.exit(main())
