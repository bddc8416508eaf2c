"""`scorpion solve` answers a player: winnable or not, the next move and the whole line,
in the player's language, for a seed or a board written in French or Malay; bad input
gives a localized message and exit status 2."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from scorpion import Game, Status, solve
from scorpion.games.scorpion.stats.cli import main, parser
from scorpion.games.scorpion.stats.solve_cli import run_solve


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    args = parser().parse_args(["solve", *argv])
    code = run_solve(args, Console(file=out, width=400))
    return code, out.getvalue()


def test_a_winnable_seed_gets_the_next_move_and_the_line_in_french() -> None:
    solution = solve(Game.deal(9), node_limit=20_000)
    assert solution.status is Status.WINNABLE
    code, text = run("--seed", "9", "--line", "--lang", "fr")
    assert code == 0 and text.startswith("Gagnable")
    assert f"{solution.moves[0].to_text('fr')}" in text.splitlines()[1]
    numbered = [line for line in text.splitlines() if line.strip()[:1].isdigit()]
    assert len(numbered) == len(solution.moves)
    assert numbered[-1].strip().endswith(solution.moves[-1].to_text("fr"))


def test_a_board_written_in_malay_gets_the_same_answer_as_its_deal() -> None:
    board = Game.deal(9).to_text("ms", reveal=True)
    code, text = run("--board", board, "--board-lang", "ms", "--lang", "ms")
    solution = solve(Game.deal(9), node_limit=20_000)
    assert code == 0 and solution.moves[0].to_text("ms") in text
    _, unwinnable = run("--seed", "0", "--lang", "ms")
    assert solve(Game.deal(0)).status is Status.UNWINNABLE
    assert "Tidak boleh dimenangi" in unwinnable


def test_a_deal_proved_lost_before_any_search_is_not_said_to_be_searched() -> None:
    """Double Scorpion deal 138 is lost at its start (the twin trap): one position, no
    search; the answer says the position shows it, not that every position was searched."""
    code, text = run("--variant", "double-scorpion", "--seed", "138", "--lang", "fr")
    assert code == 0
    expected = (
        "Pas gagnable : aucune suite de coups ne gagne, comme la position le montre "
        "elle-même, avant toute recherche."
    )
    assert " ".join(text.split()) == expected
    _, text = run("--seed", "26", "--lang", "fr")  # searched: 8 positions
    assert "toutes les positions atteignables explorées : 8" in text


def test_an_unknown_variant_or_a_bad_board_is_refused_in_the_users_language() -> None:
    code, text = run("--variant", "nope", "--seed", "1", "--lang", "ms")
    assert code == 2 and "Variasi tidak dikenali" in text
    code, text = run("--board", "xyz", "--lang", "fr")
    assert code == 2 and "illisible" in text
    code, text = run("--lang", "fr")
    assert code == 2 and "--seed" in text and "donne" in text


def test_two_deals_at_once_are_refused_in_the_users_language() -> None:
    """A seed and a board (or any two of the four): which one was meant is not guessed."""
    code, text = run("--seed", "1", "--board", "colonne 1 : R♠", "--lang", "ms")
    assert code == 2 and "Berikan satu agihan sahaja" in text
    code, text = run("--seed", "1", "--pysolfc", "2", "--lang", "fr")
    assert code == 2 and "Indiquez une seule donne" in text


def test_an_empty_board_is_refused_not_solved_as_an_empty_table(tmp_path: Path) -> None:
    """Nothing given is not a board: before, "" was read as seven empty columns and
    answered "not winnable"."""
    code, text = run("--board", "", "--lang", "fr")
    assert code == 2 and text.strip() == "Le texte du tableau est vide", text
    blank = tmp_path / "blank.txt"
    blank.write_text(" \n", encoding="utf-8")
    code, text = run("--board-file", str(blank), "--board-lang", "ms", "--lang", "ms")
    assert code == 2 and text.strip() == "Teks papan kosong", text


def test_a_search_out_of_budget_says_unknown() -> None:
    code, text = run("--seed", "27", "--variant", "traditionnel", "--node-limit", "600")
    assert code == 0 and text.startswith("Unknown")


def test_a_pysolfc_game_number_is_answered_for_that_deal() -> None:
    from scorpion.games.scorpion.stats.solve_cli import answer

    expected = answer(solve(Game.deal(pysolfc=1), node_limit=20_000), "ms", line=False)
    code, text = run("--pysolfc", "1", "--lang", "ms", "--node-limit", "20000")
    assert code == 0 and text.splitlines() == expected


@pytest.mark.parametrize(
    ("argv", "told"),
    [
        (
            ("--node-limit", "-5", "--lang", "fr"),
            "erreur : argument --node-limit : un nombre entier d’au moins 1",
        ),
        (("--node-limit", "12.5", "--lang", "en"), "at least 1 is needed, not “12.5”"),
        (
            ("--time-limit", "0", "--lang", "ms"),
            "ralat: argumen --time-limit: bilangan saat lebih daripada 0",
        ),
        (
            ("--time-limit", "nan", "--lang", "fr"),
            "secondes supérieur à 0 est attendu, pas « nan »",
        ),
    ],
)
def test_a_budget_that_means_nothing_is_refused_in_the_users_language(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], told: str
) -> None:
    """A budget of -5 positions or 0 seconds would search nothing (or all): argparse stops
    with status 2 and says what is needed, before anything is searched."""
    with pytest.raises(SystemExit) as stop:
        main(["solve", "--seed", "9", *argv])
    assert stop.value.code == 2
    assert told in " ".join(capsys.readouterr().err.split())


@pytest.mark.parametrize(
    ("content", "lang", "told"),
    [
        (None, "fr", "Le fichier {file} ne peut pas être lu ou écrit : No such file"),
        (b"\xff\xfe colonne 1 : R\xe2", "ms", "Fail {file} bukan teks UTF-8."),
    ],
    ids=["missing", "not-text"],
)
def test_a_board_file_it_cannot_read_is_refused_in_the_users_language(
    tmp_path: Path, content: bytes | None, lang: str, told: str
) -> None:
    """A board file that is not there, or not text: status 2 and a sentence in the user's
    language naming the file (the system's own reason kept as it gives it)."""
    path = tmp_path / "board.txt"
    if content is not None:
        path.write_bytes(content)
    code, text = run("--board-file", str(path), "--lang", lang)
    assert code == 2 and told.format(file=path) in " ".join(text.split())
