"""Fuzz every reader of text: board notation (fr/ms/en), moves, saves, variant files,
feature files (the Gherkin reader with the Malay dialect, then the step phrases), and
Scopa's readers (positions in fr/ms/en, plays, saves).

    make fuzz                                   # 100,000 inputs (resumable), prints figures
    python scripts/fuzz.py --inputs 5000 --seed 7

Each input is a valid text of the project (a board of the rule book, a move, a save, a
variant file, a scenario) changed at random: spans cut, doubled or swapped, characters of
the notation inserted, numbers made huge or negative, pieces of another text spliced in.
A reader may refuse an input only with its domain error (ScorpionError, or FeatureError
for a feature file); any other exception is a finding, and so is a text that reads but
does not read back the same (board, move and save round trips). Findings are printed
with the input that caused them; the exit status is 1 when there is one.

Input number i is generated from (seed, i) alone, so a run stopped part-way resumes where
it stopped (state in .fuzz/state.json) and any finding can be replayed.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import re
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorpion import Game, Move, ScorpionError, read_variant  # noqa: E402
from scorpion.bdd.model import FeatureError  # noqa: E402
from scorpion.bdd.reading import load_feature  # noqa: E402
from scorpion.games.scopa import Play, ScopaGame  # noqa: E402
from scorpion.games.scorpion.rulebook.executor import neutral_steps  # noqa: E402

LANGS = ("fr", "ms", "en")
VARIANTS = ("classique", "double-scorpion", "three-blind-mice", "scorpion-ii")
STATE = ROOT / ".fuzz" / "state.json"
# Characters the readers give meaning to, and a few they should simply refuse.
ALPHABET = [
    *"0123456789 ,;:.()«»\"'#@|{}[]=\n\t-♠♥♦♣",
    "10", "13", "99999999999999999999", "-1", "\x00", "é", "œ", "ﬁ", "\u202f", "\u0301",
    "colonne", "lajur", "column", "cachées", "tertutup", "puis", "kemudian", "vide",
    "kosong", "réserve", "simpanan", "R♠", "K♥", "as de pique", "Jek hati", '"""',
    "Scénario:", "Senario:", "Soit ", "Maka ", "[rules]", "inherits", "decks = ",
]  # fmt: skip


@dataclass
class Findings:
    """What a run found: counts per target and the distinct failures."""

    inputs: int = 0
    per_target: dict[str, int] = field(default_factory=dict)
    failures: dict[str, dict[str, str]] = field(default_factory=dict)


# ---- the valid texts mutations start from --------------------------------------------
def _feature_files() -> list[Path]:
    return sorted((ROOT / "features").glob("*/**/*.feature"))


@cache
def corpus() -> dict[str, list[str]]:
    """Valid inputs per target, from the rule book itself and from played games."""
    boards: dict[str, list[str]] = {lang: [] for lang in LANGS}
    features: list[str] = []
    for path in _feature_files():
        text = path.read_text(encoding="utf-8")
        lang = "ms" if "# language: ms" in text else "fr"
        boards[lang] += re.findall(r'"""\n(.*?)\n\s*"""', text, flags=re.S)
        head, *chunks = re.split(r"\n(?=\s*@id:)", text)
        features += [head + "\n" + chunk for chunk in chunks[:6]]
    moves: list[str] = []
    saves: list[str] = []
    rng = random.Random(0)
    for number, name in enumerate(VARIANTS * 2):
        game = Game.deal(number, name)
        for lang in LANGS:
            boards[lang].append(game.to_text(lang, lines=bool(number % 2)))
        for _ in range(25):
            legal = game.legal_moves()
            if not legal:
                break
            move = rng.choice(legal)
            moves += [move.to_text(lang) for lang in LANGS]
            game.play(move)
        saves.append(game.save())
    folder = ROOT / "scorpion" / "games" / "scorpion" / "variants"
    variants = [p.read_text(encoding="utf-8") for p in folder.glob("*")]
    return {
        **_scopa_corpus(rng),
        "board_fr": boards["fr"],
        "board_ms": boards["ms"],
        "board_en": boards["en"],
        "move": moves,
        "save": saves,
        "variant": variants,
        "feature": features,
    }


def _scopa_corpus(rng: random.Random) -> dict[str, list[str]]:
    """Scopa positions (the rule book's and played games'), plays and saves."""
    boards: dict[str, list[str]] = {lang: [] for lang in LANGS}
    for lang in ("fr", "ms"):
        for path in sorted((ROOT / "features" / lang / "scopa").glob("*.feature")):
            text = path.read_text(encoding="utf-8")
            boards[lang] += re.findall(r'"""\n(.*?)\n\s*"""', text, flags=re.S)
    plays: list[str] = []
    saves: list[str] = []
    for seed in range(6):
        game = ScopaGame.deal(seed)
        for step in range(rng.randrange(10, 60)):
            if game.position.deal_over:
                if game.is_over:
                    break
                game.next_deal()
            if step % 7 == 0:
                for lang in LANGS:
                    boards[lang].append(game.to_text(lang, lines=bool(step % 2)))
            play = rng.choice(game.legal_plays())
            plays += [play.to_text(lang, symbol=bool(step % 2)) for lang in LANGS]
            game.play(play)
        saves.append(game.save())
    return {
        "scopa_board_fr": boards["fr"],
        "scopa_board_ms": boards["ms"],
        "scopa_board_en": boards["en"],
        "scopa_play": plays,
        "scopa_save": saves,
    }


# ---- mutations -----------------------------------------------------------------------
def mutate(rng: random.Random, text: str, others: list[str]) -> str:
    """`text` with one to four random changes."""
    for _ in range(rng.choice((1, 1, 1, 2, 3, 4))):
        n = len(text)
        i, j = sorted((rng.randint(0, n), rng.randint(0, n)))
        kind = rng.randrange(9)
        if kind == 0:
            text = text[:i] + text[j:]
        elif kind == 1:
            text = text[:j] + text[i:j] + text[j:]
        elif kind == 2:
            text = text[:i] + rng.choice(ALPHABET) + text[i:]
        elif kind == 3:
            text = text[:i] + rng.choice(ALPHABET) + text[j:]
        elif kind == 4:
            text = re.sub(
                r"\d+", lambda _: str(rng.choice([0, -3, 14, 53, 105, 10**30])), text, count=1
            )
        elif kind == 5:
            other = rng.choice(others)
            k = rng.randint(0, len(other))
            text = text[:i] + other[k : k + rng.randint(1, 80)] + text[j:]
        elif kind == 6:
            text = text[:i]
        elif kind == 7 and n:
            text = text[:i] + text[i:j].upper() + text[j:]
        else:
            text = (
                text[:i]
                + "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 6)))
                + text[j:]
            )
    return text


# ---- what each target does with an input ---------------------------------------------
class RoundTrip(AssertionError):
    """A text that reads but does not read back the same."""


def _board(lang: str) -> Callable[[random.Random, str], None]:
    def read(rng: random.Random, text: str) -> None:
        name = rng.choice(VARIANTS)
        game = Game.from_text(text, lang, name)
        for out in LANGS:
            if Game.from_text(game.to_text(out), out, name) != game:
                raise RoundTrip(f"board written in {out} reads back otherwise")

    return read


def _move(rng: random.Random, text: str) -> None:
    move = Move.from_text(text)
    for lang in LANGS:
        if Move.from_text(move.to_text(lang)) != move:
            raise RoundTrip(f"move written in {lang} reads back otherwise")


def _save(rng: random.Random, text: str) -> None:
    game = Game.load(text)
    again = Game.load(game.save())
    if again != game or again.score != game.score or again.played != game.played:
        raise RoundTrip("save written reads back otherwise")


def _variant(rng: random.Random, text: str) -> None:
    read_variant(text)


def _feature(rng: random.Random, text: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.feature"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        feature = load_feature(path)
        for scenario in feature.scenarios:
            neutral_steps(scenario, feature.lang)


def _scopa_board(lang: str) -> Callable[[random.Random, str], None]:
    def read(rng: random.Random, text: str) -> None:
        game = ScopaGame.from_text(text, lang)
        for out in LANGS:
            if ScopaGame.from_text(game.to_text(out), out) != game:
                raise RoundTrip(f"Scopa position written in {out} reads back otherwise")
        for play in game.legal_plays()[:3]:
            game.copy().play(play)

    return read


def _scopa_play(rng: random.Random, text: str) -> None:
    play = Play.from_text(text)
    for lang in LANGS:
        if Play.from_text(play.to_text(lang)) != play:
            raise RoundTrip(f"Scopa play written in {lang} reads back otherwise")
    game = ScopaGame.deal(rng.randrange(50))
    with contextlib.suppress(ScorpionError):
        game.play(play)


def _scopa_save(rng: random.Random, text: str) -> None:
    game = ScopaGame.load(text)
    again = ScopaGame.load(game.save())
    if again != game or again.steps != game.steps or again.totals != game.totals:
        raise RoundTrip("Scopa save written reads back otherwise")
    if game.legal_plays():
        game.play(rng.choice(game.legal_plays()))


TARGETS: dict[str, Callable[[random.Random, str], None]] = {
    "board_fr": _board("fr"),
    "board_ms": _board("ms"),
    "board_en": _board("en"),
    "move": _move,
    "save": _save,
    "variant": _variant,
    "feature": _feature,
    "scopa_board_fr": _scopa_board("fr"),
    "scopa_board_ms": _scopa_board("ms"),
    "scopa_board_en": _scopa_board("en"),
    "scopa_play": _scopa_play,
    "scopa_save": _scopa_save,
}
DOMAIN_ERRORS = (ScorpionError, FeatureError)


def one(seed: int, number: int) -> tuple[str, str, BaseException | None]:
    """Input `number` of the run `seed`: (target, text, what it raised beyond its domain
    errors, or None)."""
    rng = random.Random(f"{seed}:{number}")
    name = list(TARGETS)[number % len(TARGETS)]
    texts = corpus()[name]
    text = mutate(rng, rng.choice(texts), texts)
    try:
        TARGETS[name](rng, text)
    except DOMAIN_ERRORS:
        return name, text, None
    except Exception as error:  # everything else is what we look for
        return name, text, error
    return name, text, None


def _key(name: str, error: BaseException) -> str:
    frames = traceback.extract_tb(error.__traceback__)
    where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"
    return f"{name}: {type(error).__name__} at {where}"


def run(total: int, seed: int, resume: bool = False, progress: bool = False) -> Findings:
    """Feed inputs 0..total-1 of `seed` to the readers."""
    findings = Findings()
    start = 0
    if resume and STATE.exists():
        saved = json.loads(STATE.read_text(encoding="utf-8"))
        if saved.get("seed") == seed:
            start = saved["inputs"]
            findings = Findings(saved["inputs"], saved["per_target"], saved["failures"])
    corpus()
    bar = None
    if progress:
        from rich.progress import Progress

        bar = Progress()
        task = bar.add_task("fuzzing", total=total, completed=start)
        bar.start()
    try:
        for number in range(start, total):
            name, text, error = one(seed, number)
            findings.inputs += 1
            findings.per_target[name] = findings.per_target.get(name, 0) + 1
            if error is not None:
                findings.failures.setdefault(
                    _key(name, error),
                    {
                        "input": text,
                        "error": f"{type(error).__name__}: {error}",
                        "number": str(number),
                    },
                )
            if bar is not None and number % 200 == 0:
                bar.update(task, completed=number + 1)
            if resume and number % 2000 == 1999:
                _save_state(seed, findings)
    finally:
        if bar is not None:
            bar.stop()
        if resume:
            _save_state(seed, findings)
    return findings


def _save_state(seed: int, findings: Findings) -> None:
    STATE.parent.mkdir(exist_ok=True)
    state = {"seed": seed, **findings.__dict__}
    STATE.write_text(json.dumps(state, ensure_ascii=False, indent=1), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--fresh", action="store_true", help="ignore a saved part-way run")
    args = parser.parse_args(argv)
    if args.fresh and STATE.exists():
        STATE.unlink()
    began = time.perf_counter()
    findings = run(args.inputs, args.seed, resume=True, progress=True)
    seconds = time.perf_counter() - began
    print(f"fuzz: {findings.inputs:,} inputs (seed {args.seed}) in {seconds:,.0f} s this run")
    for name, count in sorted(findings.per_target.items()):
        print(f"  {name:14} {count:>8,} inputs")
    print(f"  failures beyond domain errors: {len(findings.failures)}")
    for key, failure in findings.failures.items():
        print(f"- {key} (input {failure['number']}): {failure['error']}\n  {failure['input']!r}")
    return 1 if findings.failures else 0


if __name__ == "__main__":
    sys.exit(main())
