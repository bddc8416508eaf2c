"""The command line speaks the user's language around what argparse says itself: usage,
"error", the help option, a value that is not a whole number or not among the choices,
an unknown argument, a missing command (scorpion.command_line, `scorpion`)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorpion.games.scorpion.stats.cli import main


def _refusal_of(
    command: Callable[[list[str]], int], capsys: pytest.CaptureFixture[str], *argv: str
) -> str:
    """What `command` says on stderr as it stops with status 2, on one line."""
    with pytest.raises(SystemExit) as stop:
        command(list(argv))
    assert stop.value.code == 2
    return " ".join(capsys.readouterr().err.split())


def _refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    return _refusal_of(main, capsys, *argv)


@pytest.mark.parametrize(
    ("argv", "told"),
    [
        (
            ("solve", "--seed", "abc", "--lang", "fr"),
            "utilisation : scorpion solve [-h]",
        ),
        (
            ("solve", "--seed", "abc", "--lang", "fr"),
            "scorpion solve : erreur : argument --seed : un nombre entier est attendu, pas « abc »",
        ),
        (
            ("solve", "--pysolfc", "x1", "--lang", "ms"),
            "scorpion solve: ralat: argumen --pysolfc: nombor bulat diperlukan, bukan « x1 »",
        ),
        (
            ("solve", "--seed", "1", "--board-lang", "de", "--lang", "ms"),
            "argumen --board-lang: « de » bukan salah satu daripada: fr, ms",
        ),
        (
            ("stats", "--variant", "nope", "--lang", "fr"),
            "« nope » n’est pas l’un de : assoupli, cards4, classique",
        ),
        (
            ("stats", "--first", "1.5", "--lang", "ms"),
            "argumen --first: nombor bulat diperlukan, bukan « 1.5 »",
        ),
        (("solve", "--seed", "1", "--bogus", "--lang", "fr"), "arguments inconnus : --bogus"),
        (("solve", "--lang", "ms", "--seed"), "argumen --seed: satu nilai diperlukan selepasnya"),
        (("solve", "--seed", "1", "--lang"), "error: argument --lang: one value is expected after"),
        (("--lang", "ms", "nope"), "argumen {stats,solve}: « nope » bukan salah satu daripada"),
        (("solve", "--lang", "xx"), "error: argument --lang: “xx” is not one of: en, fr, ms"),
    ],
    ids=[
        "usage",
        "seed",
        "pysolfc",
        "board-lang",
        "variant",
        "first",
        "unknown",
        "no-value",
        "no-language",
        "command",
        "lang",
    ],
)
def test_a_bad_value_is_refused_in_the_users_language(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    argv: tuple[str, ...],
    told: str,
) -> None:
    """Status 2 and argparse's own words in the language asked for (a language it does
    not know: in the system's, English here)."""
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert told in _refusal(capsys, *argv)


def test_no_command_or_an_unknown_language_is_refused_in_the_systems_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "ms")
    assert "ralat: berikan satu arahan: stats atau solve" in _refusal(capsys)
    monkeypatch.setenv("LANGUAGE", "fr")
    told = "erreur : argument --lang : « xx » n’est pas l’un de : en, fr, ms"
    assert told in _refusal(capsys, "solve", "--seed", "1", "--lang", "xx")


def test_the_help_is_in_the_users_language_argparse_words_included(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["solve", "--help", "--lang", "ms"])
    assert stop.value.code == 0
    shown = capsys.readouterr().out
    assert shown.startswith("penggunaan: scorpion solve")
    assert "pilihan:" in shown and "tunjukkan bantuan ini dan keluar" in shown
    assert "usage" not in shown and "show this help" not in shown
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "--help"])  # asked before the command, too
    shown = capsys.readouterr().out
    assert shown.startswith("utilisation : scorpion [-h] [--lang {en,fr,ms}]")
    assert "options\u00a0:" in shown and "arguments positionnels\u00a0:" in shown


def test_the_rule_books_command_refuses_in_the_users_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """scorpion-check: two engines at once, a timeout that is no number of seconds."""
    from scorpion.check import main as check

    monkeypatch.setenv("LANGUAGE", "ms")
    for argv, told in (
        (["--engine", "a:b", "--engine-cmd", "x"], "argumen --engine-cmd: tidak boleh diberikan"),
        (["--engine-timeout", "0"], "argumen --engine-timeout: bilangan saat lebih daripada 0"),
    ):
        assert told in _refusal_of(check, capsys, *argv)


def test_the_engine_server_refuses_an_unknown_game_in_the_users_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from scorpion.engine_server import main as serve

    monkeypatch.setenv("LANGUAGE", "fr")
    told = "erreur : aucun moteur pour le jeu « nope » ; jeux : scorpion, scopa"
    assert told in _refusal_of(serve, capsys, "--game", "nope")
