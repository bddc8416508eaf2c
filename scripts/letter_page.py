"""Write the section "the letter of the defeat rule vs the solver" of the page "where the
sources disagree" (docs/<lang>/disagreements.md, between its two markers) from positions
the engine and the solver find; run it again after changing either.

    python scripts/letter_page.py
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorpion import Game, solve  # noqa: E402
from scorpion.games.scorpion.solver.hints import solver_text as t  # noqa: E402
from scorpion.games.scorpion.solver.letter import lost_on_winning_lines  # noqa: E402
from scorpion.games.scorpion.solver.readings import Reading, read  # noqa: E402
from scorpion.i18n import N_  # noqa: E402

START, END = "<!-- letter-vs-solver:start -->", "<!-- letter-vs-solver:end -->"
EXAMPLE = (
    "colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠ ; colonne 2 : 2♠ ; "
    "colonne 3 : R♥, D♥, V♥, 10♥, 9♥, 8♥, 7♥, A♠ ; colonne 4 : 6♥, 5♥, 4♥, 3♥, 2♥, A♥ ; "
    "colonne 5 : R♣, D♣, V♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣, A♣ ; "
    "colonne 6 : R♦, D♦, V♦, 10♦, 9♦, 8♦, 7♦, 6♦, 5♦, 4♦, 3♦, 2♦, A♦"
)
HEADING = N_("The letter of the defeat rule against its evident sense")
INTRO = N_(
    "Seed 003 declares a game lost when no single move turns a card up or completes a "
    "suite. The engine keeps that letter (Traditional, Scorpion II and their kin say "
    "“lost”), and so does the solver, which ends a line there. Under the evident sense of "
    "the rule (lost only when no legal move is left) some of these positions are won: a "
    "move that does neither can prepare one that does. Each position below is lost by the "
    "letter; its winning line under the evident sense was found by the solver and replayed "
    "by the engine. The statistics page gives Traditional's figures under both readings."
)
ISSUE = N_("Scorpion II: K♠ to 3♠ in one column, 2♠ alone, A♠ on the 7♥")
FOUND = N_("Scorpion II, deal {seed}, after the first moves of its winning line")


def block(lang: str, title: str, game: Game, line: list[str]) -> list[str]:
    assert game.is_lost
    return [
        f"### {title}",
        "",
        "```text",
        game.to_text(lang, lines=True),
        "```",
        "",
        *[f"{number}. {move}" for number, move in enumerate(line, 1)],
        "",
    ]


def section(lang: str) -> str:
    example = Game.from_text(EXAMPLE, "fr", "scorpion-ii")
    solution = solve(Game.from_text(EXAMPLE, "fr", read("scorpion-ii", Reading.SENSE)))
    replay = Game(example.position, read("scorpion-ii", Reading.SENSE))
    for move in solution.moves:
        replay.play(move)
    assert replay.is_won
    lines = [f"## {t(lang, HEADING)}", "", t(lang, INTRO), ""]
    lines += block(lang, t(lang, ISSUE), example, [m.to_text(lang) for m in solution.moves])
    for found in itertools.islice(lost_on_winning_lines("scorpion-ii", range(50)), 2):
        title = t(lang, FOUND).format(seed=found.seed)
        lines += block(lang, title, found.game, [m.to_text(lang) for m in found.line])
    return "\n".join(lines)


def main() -> int:
    for lang in ("fr", "ms"):
        path = ROOT / "docs" / lang / "disagreements.md"
        text = path.read_text(encoding="utf-8")
        if START not in text:
            text = text.rstrip("\n") + f"\n\n{START}\n{END}\n"
        head, rest = text.split(START, 1)
        tail = rest.split(END, 1)[1]
        path.write_text(f"{head}{START}\n{section(lang)}\n{END}{tail}", encoding="utf-8")
        print(f"wrote the letter-vs-solver section of {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
