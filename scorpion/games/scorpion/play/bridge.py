"""The JSON bridge of the play page: one request in, one answer out, through the public API.

A request is a JSON object with an `op` and a `lang` (fr, ms or en):

    open      {"variant": name, "board": text (English notation, every card shown)}
              ("variant_file": its text instead of a built-in variant's name)
              or {"variant": name, "deal": n} or {"variant": name, "pysolfc": n}
    move      {"source": column (0: a playable reserve), "place": from 1, "target": column}
    deal | undo | reset
    solve     {"seconds": limit}   the exact solver from the current position
    hint      {"seconds": limit}   the next move of a winning line

The answer holds `ok`, `announce` (what changed, a sentence in the page's language),
`error` (the engine's own refusal in that language, or null: a refused action changes
nothing) and `state`: the board's picture drawn by the site's drawer, its text, the
score, the history, the cards a reader may pick and whether the deal is won or lost.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any

from scorpion.docs.board_svg import CARD_W, GAP, MARGIN, SCALE, Highlight, site_text
from scorpion.errors import ScorpionError
from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.moves import Action, Move, MoveKind
from scorpion.games.scorpion.pages.pictures import draw_board
from scorpion.games.scorpion.rules import ReserveRule, RuleSet, read_variant
from scorpion.games.scorpion.solver import Hint, Status, solve
from scorpion.i18n import LANGUAGES, N_
from scorpion.numbers import format_count, format_number

#: the longest a reader may let the solver search from the page (seconds)
MAX_SECONDS = 60.0


class PlayError(ScorpionError):
    """A request the play page cannot carry out (a broken link, a missing field); its
    messages are the site's, like the page's other words."""

    domain = "site"


_NO_GAME = N_("No deal is open: open a position or a deal first")
_BAD_REQUEST = N_("The play page sent a request the engine cannot read: “{value}”")
_NO_CARD = N_("There is no face-up card at place {place} of column {column}")


def _t(lang: str, msgid: str, **values: object) -> str:
    return site_text(lang, msgid, **values)


@dataclass
class Session:
    """The one game a play page has open, and the last action, to frame it."""

    game: Game | None = None
    last: Action | None = None
    undone: bool = False
    hinted: Move | None = None
    ops: dict[str, Any] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.ops = {
            "open": self.open,
            "move": self.move,
            "deal": self.deal,
            "undo": self.undo,
            "reset": self.reset,
            "state": self.state_only,
            "solve": self.solve,
            "hint": self.hint,
        }

    # ---- requests -----------------------------------------------------------------
    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        """Carry out one request; an error of the engine is the answer's `error` and
        leaves the game as it was."""
        lang = request.get("lang")
        lang = lang if lang in LANGUAGES else "en"
        self.hinted = None
        op = self.ops.get(str(request.get("op")))
        try:
            if op is None:
                raise PlayError(_BAD_REQUEST, value=str(request.get("op"))[:40])
            announce = op(request, lang)
        except ScorpionError as err:
            return self._answer(lang, error=err.message(lang))
        return self._answer(lang, announce=announce)

    def open(self, request: dict[str, Any], lang: str) -> str:
        name: RuleSet | str = str(request.get("variant", "classique"))
        if "variant_file" in request:
            name = read_variant(_text(request, "variant_file"))
        if "board" in request:
            game = Game.from_text(_text(request, "board"), "en", name)
        elif "pysolfc" in request:
            game = Game.deal(variant=name, pysolfc=_whole(request, "pysolfc"))
        else:
            game = Game.deal(_whole(request, "deal"), name)
        self.game, self.last, self.undone = game, None, False
        return _t(lang, "Position opened: {variant}, score {score}", **self._where(lang))

    def move(self, request: dict[str, Any], lang: str) -> str:
        game = self._game()
        source, place = _whole(request, "source"), _whole(request, "place")
        card = _card_at(game, source, place)
        move = Move.build(card, source, _whole(request, "target"), place)
        return self._did(game.play(move), lang)

    def deal(self, request: dict[str, Any], lang: str) -> str:
        return self._did(self._game().deal_reserve(), lang)

    def undo(self, request: dict[str, Any], lang: str) -> str:
        action = self._game().undo()
        self.last, self.undone = action, True
        return _t(
            lang,
            "Taken back: {move}; score {score}",
            move=action.move.to_text(lang),
            score=self._game().score,
        )

    def reset(self, request: dict[str, Any], lang: str) -> str:
        self._game().reset()
        self.last, self.undone = None, False
        return _t(lang, "Back to the start of the position: score {score}", score=0)

    def state_only(self, request: dict[str, Any], lang: str) -> str:
        self._game()
        return ""

    def solve(self, request: dict[str, Any], lang: str) -> str:
        solution = solve(self._game(), time_limit=_seconds(request))
        if solution.status is Status.WINNABLE:
            return _t(
                lang,
                "Winnable from here: a winning line of {count} moves",
                count=format_count(len(solution.moves), lang),
            )
        if solution.status is Status.UNWINNABLE:
            return _t(lang, "Not winnable from here: every reachable position was searched")
        return _t(
            lang,
            "Not settled within {seconds} s: the solver searched {nodes} positions",
            seconds=_format_seconds(_seconds(request), lang),
            nodes=format_count(solution.nodes, lang),
        )

    def hint(self, request: dict[str, Any], lang: str) -> str:
        hint = Hint(solve(self._game(), time_limit=_seconds(request)))
        self.hinted = hint.move
        return hint.message(lang)

    # ---- answers ------------------------------------------------------------------
    def _game(self) -> Game:
        if self.game is None:
            raise PlayError(_NO_GAME)
        return self.game

    def _did(self, action: Action, lang: str) -> str:
        self.last, self.undone = action, False
        game = self._game()
        said = _t(
            lang,
            "{move}: {points} points, score {score}",
            move=action.move.to_text(lang),
            points=f"{action.points:+d}",
            score=game.score,
        )
        if game.is_won:
            said += " " + _t(lang, "Won, score {score}!", score=game.score)
        elif game.is_lost:
            said += " " + _t(lang, "Lost: no useful move remains.")
        return said

    def _where(self, lang: str) -> dict[str, object]:
        game = self._game()
        return {"variant": game.variant.title(lang), "score": game.score}

    def _answer(self, lang: str, announce: str = "", error: str | None = None) -> dict[str, Any]:
        return {
            "ok": error is None,
            "announce": announce,
            "error": error,
            "state": None if self.game is None else self.state(lang),
            "hint": None if self.hinted is None else self._where_is(self.hinted),
        }

    def _where_is(self, move: Move) -> dict[str, Any]:
        """A move as the page picks it: the card's column and place, and the target
        (`deal` for the reserve), so the page can show the hinted card chosen."""
        game = self._game()
        if move.kind is MoveKind.RESERVE or move.card is None or move.source is None:
            return {"deal": True}
        if move.source == 0:
            place = list(game.reserve).index(move.card) + 1
        else:
            column = game.columns[move.source - 1]
            place = move.place or len(column.hidden) + list(column.up).index(move.card) + 1
        return {"source": move.source, "place": place, "target": move.target}

    def state(self, lang: str) -> dict[str, Any]:
        """Everything the page draws: the picture, the text, the pickable cards."""
        game = self._game()
        text = game.to_text(lang, reveal=False)
        mark = self._highlight()
        columns = []
        for number, column in enumerate(game.columns, start=1):
            hidden = len(column.hidden)
            cards = [
                {"place": hidden + i + 1, "card": _card_id(card), "name": card.to_text(lang)}
                for i, card in enumerate(column.up)
            ]
            columns.append({"number": number, "cards": cards})
        playable = game.variant.reserve is ReserveRule.PLAYABLE
        reserve = [
            {"place": i + 1, "card": _card_id(card), "name": card.to_text(lang)}
            for i, card in enumerate(game.reserve if playable else ())
        ]
        return {
            "svg": draw_board(game, lang, mark, title=text),
            "text": text,
            "variant": game.variant.name,
            "variant_title": game.variant.title(lang),
            "score": game.score,
            "score_text": _t(lang, "Score: {score}", score=game.score),
            "won": game.is_won,
            "lost": game.is_lost,
            "columns": columns,
            "reserve": reserve,
            "can_deal": game.reserve_to_deal and not playable,
            "can_undo": bool(game.history) and game.variant.undo_depth != 0,
            "history": [
                _t(
                    lang,
                    "{move}: {points} points, score {score}",
                    move=a.move.to_text(lang),
                    points=f"{a.points:+d}",
                    score=s,
                )
                for a, s in _with_scores(game.history)
            ],
            # where each column is drawn, in the picture's pixels: clicks on the picture
            "column_x": [(MARGIN + i * (CARD_W + GAP)) * SCALE for i in range(len(game.columns))],
            "column_width": (CARD_W + GAP) * SCALE,
            "reserve_label": site_text(lang, "Reserve"),
        }

    def _highlight(self) -> Highlight | None:
        action = self.last
        if action is None or self.undone:
            return None
        if action.move.kind is MoveKind.RESERVE:
            return Highlight(moved=action.dealt)
        return Highlight(moved=action.block, turned=action.turned, removed=action.removed)


def _with_scores(history: tuple[Action, ...]) -> list[tuple[Action, int]]:
    """Each action with the score after it."""
    return list(zip(history, accumulate(action.points for action in history), strict=True))


def _card_id(card: Any) -> str:
    """The card as the pictures name it (their `data-card`): "4♥", "10♠", "Q♦"."""
    return str(card.to_text("en", symbol=True))


def _card_at(game: Game, source: int, place: int) -> Any:
    """The face-up card at `place` (from 1, face-down cards counted) of column `source`,
    or of a playable reserve (source 0)."""
    if source == 0 and game.variant.reserve is ReserveRule.PLAYABLE:
        pile: tuple[Any, ...] = game.reserve
        first = 0
    elif 1 <= source <= len(game.columns):
        column = game.columns[source - 1]
        pile, first = column.up, len(column.hidden)
    else:
        raise PlayError(_NO_CARD, place=place, column=source)
    if not first < place <= first + len(pile):
        raise PlayError(_NO_CARD, place=place, column=source)
    return pile[place - first - 1]


def _text(request: dict[str, Any], key: str) -> str:
    value = request.get(key)
    if not isinstance(value, str):
        raise PlayError(_BAD_REQUEST, value=f"{key}={str(value)[:40]}")
    return value


def _whole(request: dict[str, Any], key: str) -> int:
    value = request.get(key)
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    if type(value) is not int or value < 0:
        raise PlayError(_BAD_REQUEST, value=f"{key}={str(value)[:40]}")
    return value


def _seconds(request: dict[str, Any]) -> float:
    value = request.get("seconds", 5)
    if not isinstance(value, int | float) or isinstance(value, bool) or value <= 0:
        raise PlayError(_BAD_REQUEST, value=f"seconds={str(value)[:40]}")
    return min(float(value), MAX_SECONDS)


def _format_seconds(seconds: float, lang: str) -> str:
    """ "10" for a whole number of seconds, "2,5" / "2.5" otherwise."""
    return format_number(seconds, lang, digits=0 if seconds.is_integer() else 1)


_SESSION = Session()


def handle(request: str) -> str:
    """The worker's one entry point: a JSON request, a JSON answer (the page's session)."""
    try:
        data = json.loads(request)
    except ValueError:
        data = None
    if not isinstance(data, dict):
        data = {"op": None}
    return json.dumps(_SESSION.handle(data), ensure_ascii=False)
