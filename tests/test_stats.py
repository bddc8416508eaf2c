"""The stats command: result rows, resuming, Wilson intervals, and the same rows from a
Dask LocalCluster as from a local run."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from rich.console import Console

from scorpion.games.scorpion.solver import Status
from scorpion.games.scorpion.stats.cli import main, parser, run_stats
from scorpion.games.scorpion.stats.results import Row, append, read_rows
from scorpion.games.scorpion.stats.summary import wilson

ARGS = ["stats", "--variant", "classique", "--deals", "6", "--first", "7", "--node-limit", "400"]


def stats(tmp: Path, *extra: str) -> dict[int, tuple[object, ...]]:
    args = parser().parse_args([*ARGS, "--results", str(tmp), *extra])
    run_stats(args, Console(file=open(tmp.with_suffix(".log"), "w")))  # noqa: SIM115
    return {s: (r.status, r.nodes, r.length) for s, r in read_rows(tmp).items()}


def test_wilson_interval_matches_known_values() -> None:
    low, high = wilson(10, 100)
    assert (round(low, 4), round(high, 4)) == (0.0552, 0.1744)
    assert wilson(0, 50)[0] < 1e-12 and round(wilson(0, 50)[1], 4) == 0.0713


def test_a_run_writes_one_row_per_deal_and_resumes(tmp_path: Path) -> None:
    path = tmp_path / "c.csv"
    first = stats(path)
    assert sorted(first) == list(range(7, 13))
    assert {status for status, _, _ in first.values()} >= {Status.WINNABLE}
    lines = path.read_text().splitlines()
    again = stats(path)
    assert again == first and path.read_text().splitlines() == lines  # nothing re-solved


def test_retry_unknown_solves_again_only_the_deals_a_bigger_budget_can_decide(
    tmp_path: Path,
) -> None:
    path = tmp_path / "c.csv"
    few = ["--first", "127", "--deals", "3"]  # deal 128 needs about 2,100 positions
    small = stats(path, *few, "--node-limit", "400")
    assert small[128][0] is Status.UNKNOWN
    decided = {seed: row for seed, row in small.items() if row[0] is not Status.UNKNOWN}
    assert stats(path, *few, "--node-limit", "5000") == small  # resuming re-solves nothing
    retried = stats(path, *few, "--node-limit", "5000", "--retry-unknown")
    assert retried[128][0] is Status.WINNABLE
    assert {seed: retried[seed] for seed in decided} == decided
    assert len(path.read_text().splitlines()) == 1 + 3  # one row per deal after the run


def test_a_run_that_keeps_rows_of_a_smaller_budget_says_so_in_the_users_language(
    tmp_path: Path,
) -> None:
    """Asked again with a bigger budget, a run keeps the rows already in its file; it says
    so, and names --retry-unknown for the deals left unknown with less (deal 128 at 400
    positions), rather than reporting the smaller budget's verdicts as if just solved."""
    path = tmp_path / "c.csv"
    few = ["--first", "127", "--deals", "3"]

    def told(*extra: str) -> str:
        stats(path, *few, *extra)
        return " ".join(path.with_suffix(".log").read_text().split())

    assert "already in" not in told("--node-limit", "400")  # a new file: nothing kept
    french = told("--node-limit", "5000", "--lang", "fr")
    assert f"3 donnes figuraient déjà dans {path} : leurs lignes sont gardées" in french
    assert "1 d'entre elles est restée inconnue" in french and "--retry-unknown la" in french
    malay = told("--node-limit", "5000", "--retry-unknown", "--lang", "ms")
    assert f"2 agihan sudah ada dalam {path}" in malay  # 128 is solved again, not kept
    assert "--retry-unknown" not in malay
    english = told("--node-limit", "400")
    assert "3 deals were already in" in english and "of them" not in english


def test_the_summary_writes_its_numbers_as_the_reader_does(tmp_path: Path) -> None:
    """Counts, shares and times in the reader's way: no Python float ("0.133", "5e-05s")."""
    path = tmp_path / "c.csv"
    stats(path, "--lang", "fr")
    french = " ".join(path.with_suffix(".log").read_text().split())
    assert re.search(r"\d+,\d % \[\d+,\d %, \d+,\d %\]", french), french
    assert re.search(r"temps de résolution \(secondes de processeur\) : p10 \d+(,\d+)? s", french)
    assert "longueur de la solution (coups) : p10" in french and "e-0" not in french
    stats(path, "--lang", "ms")
    malay = " ".join(path.with_suffix(".log").read_text().split())
    assert re.search(r"\d+\.\d% \[\d+\.\d%, \d+\.\d%\]", malay), malay
    assert re.search(r"masa penyelesaian \(saat CPU\): p10 \d+(\.\d+)? s", malay)
    assert "e-0" not in malay


@pytest.mark.parametrize(
    ("argv", "told"),
    [
        (("--deals", "0", "--lang", "ms"), "argumen --deals: nombor bulat sekurang-kurangnya 1"),
        (
            ("--jobs", "two", "--lang", "en"),
            "argument --jobs: a whole number of at least 1 is needed",
        ),
        (
            ("--node-limit", "-5", "--lang", "fr"),
            "erreur : argument --node-limit : un nombre entier d’au moins 1",
        ),
    ],
)
def test_a_count_or_budget_that_means_nothing_is_refused_in_the_users_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], told: str
) -> None:
    """No deals, no workers or a negative budget: argparse stops with status 2 and says
    what is needed, and no result file is begun."""
    path = tmp_path / "c.csv"
    with pytest.raises(SystemExit) as stop:
        main([*ARGS, "--results", str(path), *argv])
    assert stop.value.code == 2 and not path.exists()
    assert told in " ".join(capsys.readouterr().err.split())


@pytest.mark.parametrize(
    ("content", "lang", "told"),
    [
        (b"seed,status,nodes\n7,maybe,3\n", "fr", "La ligne 2 du fichier des résultats"),
        (b"seed,status,nodes,seconds,length,node_limit\n7,winnable\n", "ms", "Baris 2 dalam"),
        (b"seed,status\n\xff\xfe7,won\n", "en", "is not a table of text"),
    ],
    ids=["a-word-for-a-verdict", "a-row-cut-short", "not-text"],
)
def test_a_broken_result_file_is_refused_in_the_users_language_and_left_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, lang: str, told: str
) -> None:
    """A word where a verdict belongs, a row cut short, bytes that are not text: the run
    stops with status 2 and a message in the user's language, before writing anything."""
    path = tmp_path / "c.csv"
    path.write_bytes(content)
    assert main([*ARGS, "--results", str(path), "--lang", lang]) == 2
    assert told in " ".join(capsys.readouterr().out.split())
    assert path.read_bytes() == content


@pytest.mark.parametrize(
    "extra",
    [
        (),
        ("--variant", "traditionnel", "--reading", "sense"),
        ("--variant", "traditionnel"),
        ("--variant", "assoupli"),  # the twin and the guided search before the exact one
    ],
)
def test_a_dask_local_cluster_of_several_workers_gives_the_same_rows(
    tmp_path: Path, extra: tuple[str, ...]
) -> None:
    distributed = pytest.importorskip("dask.distributed")
    local = stats(tmp_path / "local.csv", "--jobs", "2", *extra)
    # a free port for the scheduler's web server: two of these clusters run at once under
    # `make test` (xdist), and the default 8787 made the second one warn
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=False, dashboard_address=":0"
    ) as cluster:
        remote = stats(tmp_path / "dask.csv", "--scheduler", cluster.scheduler_address, *extra)
    assert remote == local and len(remote) == 6


@pytest.mark.parametrize(("lang", "words"), [("fr", "combien de donnes"), ("ms", "berapa banyak")])
def test_the_help_of_the_command_is_in_the_users_language(
    lang: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["stats", "--lang", lang, "--help"])
    assert words in capsys.readouterr().out


def test_without_lang_the_help_follows_the_environment(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "ms_MY.UTF-8")
    with pytest.raises(SystemExit):
        main(["stats", "--help"])
    assert "berapa banyak agihan" in capsys.readouterr().out


def test_rows_written_after_the_result_file_is_replaced_are_kept(tmp_path: Path) -> None:
    # a checkout or a stash replaces the file while a long run still writes to it
    path = tmp_path / "classique.csv"
    first, second = (Row(seed, Status.WINNABLE, 10, 0.5, 40, 100) for seed in (1, 2))
    append(path, first)
    replaced = tmp_path / "copy.csv"
    replaced.write_bytes(path.read_bytes())
    os.replace(replaced, path)
    append(path, second)
    assert read_rows(path) == {1: first, 2: second}


def test_a_result_file_it_cannot_write_is_refused_in_the_users_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A --results path the system refuses (a folder): status 2, the file named in the
    user's language, the folder left as it was."""
    assert main([*ARGS, "--results", str(tmp_path), "--lang", "ms"]) == 2
    told = " ".join(capsys.readouterr().out.split())
    assert f"Fail {tmp_path} tidak dapat dibaca atau ditulis:" in told
    assert list(tmp_path.iterdir()) == []


def test_ctrl_c_stops_a_run_at_once_keeping_its_rows_and_saying_so(tmp_path: Path) -> None:
    """Ctrl-C during a run on two processes: it ends within seconds (not once every deal
    handed out is solved), with status 130 and a sentence in the user's language; the
    rows written stay readable, for the next run to go on from."""
    path = tmp_path / "w.csv"
    start = (
        "import signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
        "from scorpion.games.scorpion.stats.cli import main; sys.exit(main(sys.argv[1:]))"
    )
    run = ["stats", "--variant", "wasp", "--deals", "400", "--node-limit", "300000"]
    process = subprocess.Popen(
        [sys.executable, "-c", start, *run, "--jobs", "2", "--results", str(path), "--lang", "ms"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a terminal's Ctrl-C reaches it
    )
    deadline = time.monotonic() + 120
    while not (path.exists() and len(path.read_text().splitlines()) > 2):
        assert process.poll() is None and time.monotonic() < deadline
        time.sleep(0.1)
    os.killpg(process.pid, signal.SIGINT)
    stopped = time.monotonic()
    _, err = process.communicate(timeout=30)
    assert time.monotonic() - stopped < 10, "Ctrl-C did not stop the run at once"
    assert process.returncode == 130
    assert "Dihentikan. Baris yang sudah ditulis disimpan" in " ".join(err.split())
    rows = read_rows(path)
    assert len(rows) == len(path.read_text().splitlines()) - 1 >= 2
