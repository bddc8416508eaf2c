"""The play page ("Jouer une donne" / "Main satu agihan"), marker `<!-- scorpion:play -->`,
and the "play this position" link beside every board.

The page is a form (variant, deal number or PySolFC game number), an empty board and its
controls; the page's script (assets/play.js) loads the engine (Pyodide and this project's
wheel, assets of scorpion.docs.play_assets) only when the reader presses play, and every
word it shows comes from here, in the page's language, or from the engine.
"""

from __future__ import annotations

import json
import posixpath
from html import escape
from urllib.parse import quote

from scorpion.docs.board_svg import site_text
from scorpion.docs.play_assets import ENGINE_DIR
from scorpion.docs.render import page_url_dir, quote_attr
from scorpion.errors import VariantError
from scorpion.games.scorpion.game import Game
from scorpion.games.scorpion.play.variant_text import variant_text
from scorpion.games.scorpion.rules import RuleSet, read_variant, variant, variant_names
from scorpion.i18n import N_
from scorpion.numbers import format_number

#: the first load of the engine (until it answers), measured by tests/test_play_browser.py
#: on a two-core machine shared with other work, from the local server (5.9 to 8.7 s), in seconds
FIRST_LOAD_SECONDS = 8.0
#: the variant a link without one opens (play.js says the same)
DEFAULT_VARIANT = "classique"
#: the solver's default time limit on the page, in seconds
SOLVER_SECONDS = 10

FIRST_LOAD_NOTE = N_(
    "The engine of this site runs in your browser, offline: the first load takes about "
    "{seconds} s, then each move is instant."
)
#: the words the page's script shows, by key (site msgids)
SCRIPT_TEXTS = {
    "loading": N_("Loading the engine (Pyodide and this project's engine)…"),
    "ready": N_("Engine ready in {seconds} s."),
    "failed": N_("The engine could not be loaded: {reason}"),
    "broken": N_("The engine stopped on an error: {reason}"),
    "chosen": N_("{card} of column {column} chosen: now choose a column."),
    "chosen_reserve": N_("{card} of the reserve chosen: now choose a column."),
    "cancelled": N_("Choice cancelled."),
    "pick_first": N_("Choose a card first, then a column."),
    "searching": N_("Searching… (at most {seconds} s)"),
    "column": N_("Column {column}"),
    "empty": N_("empty"),
    "pile": N_("{pile}:"),
    "reserve": N_("Reserve"),
    "from_page": N_("The position of the board you chose on the rules site."),
}


def _t(lang: str, msgid: str, **values: object) -> str:
    return site_text(lang, msgid, **values)


def play_link(game: Game, lang: str, page_uri: str) -> str:
    """The link opening `game`'s position on the play page, under its variant: a built-in
    one by its name (none for the reference, the page's default), any other by the text
    of its variant file; "" when that text would not read back into the same rules."""
    rules = game.variant
    if rules.name in variant_names() and variant(rules.name) == rules:
        named = "" if rules.name == DEFAULT_VARIANT else f"variant={quote(rules.name)}&"
    else:
        text = variant_text(rules)
        try:
            if read_variant(text) != rules:
                return ""
        except VariantError:
            return ""
        named = f"variant_file={quote(text)}&"
    board = game.to_text("en", reveal=True)
    target = posixpath.relpath("play/", page_url_dir(page_uri)) + "/"
    href = f"{target}#{named}board={quote(board)}"
    return (
        f'<a class="sc-play-link" href="{quote_attr(href)}">'
        f"{_t(lang, 'Play this position')}</a>"
    )


def play_panel(lang: str, rulesets: dict[str, RuleSet], page_uri: str) -> str:
    """The HTML of the play page's form, board and controls."""
    up = posixpath.relpath(".", page_url_dir(page_uri))
    root = up if lang == "fr" else posixpath.join(up, "..")
    engine = posixpath.join(root, ENGINE_DIR) + "/"
    worker = posixpath.join(up, "assets", "play-worker.js")
    texts = {key: _t(lang, msgid) for key, msgid in SCRIPT_TEXTS.items()}
    options = "".join(
        f'<option value="{escape(name)}">{escape(rules.title(lang))}</option>'
        for name, rules in rulesets.items()
    )
    seconds = format_number(FIRST_LOAD_SECONDS, lang)
    script_texts = json.dumps(texts, ensure_ascii=False).replace("</", "<\\/")
    note = _t(lang, FIRST_LOAD_NOTE, seconds=seconds)
    cards = _t(lang, "Face-up cards: choose one")
    columns = _t(lang, "Columns: choose where it goes")
    parts = [
        f'<div class="sc-play" data-lang="{lang}" data-engine="{quote_attr(engine)}" '
        f'data-worker="{quote_attr(worker)}" markdown="0">',
        f'<script type="application/json" class="sc-play-texts">{script_texts}</script>',
        f'<p class="sc-play-note">{note}</p>',
        '<form class="sc-play-deal">',
        f'<label>{_t(lang, "Variant")} <select name="variant">{options}</select></label>',
        f"<label>{_t(lang, 'Deal number')} "
        '<input name="deal" type="number" min="0" step="1" value="1" required></label>',
        f'<label><input name="pysolfc" type="checkbox"> {_t(lang, "PySolFC game number")}</label>',
        f'<button type="submit" class="md-button md-button--primary">{_t(lang, "Play")}</button>',
        "</form>",
        '<p class="sc-play-status" role="status" aria-live="polite"></p>',
        '<p class="sc-play-error" hidden></p>',
        '<section class="sc-play-game" hidden>',
        f'<h2 class="sc-play-title">{_t(lang, "The board")}</h2>',
        '<p class="sc-play-score"></p>',
        '<div class="sc-play-picture"></div>',
        f'<div class="sc-play-cards" role="group" aria-label="{cards}"></div>',
        f'<div class="sc-play-columns" role="group" aria-label="{columns}"></div>',
        '<div class="sc-play-actions">',
        _action("deal", _t(lang, "Deal the reserve")),
        _action("undo", _t(lang, "Undo the last move")),
        _action("reset", _t(lang, "Start again")),
        f'<label>{_t(lang, "Time limit (seconds)")} <input name="seconds" type="number" '
        f'min="1" max="60" step="1" value="{SOLVER_SECONDS}"></label>',
        _action("solve", _t(lang, "Winnable?")),
        _action("hint", _t(lang, "Hint")),
        "</div>",
        '<p class="sc-play-answer"></p>',
        f"<h2>{_t(lang, 'History')}</h2>",
        '<ol class="sc-play-history"></ol>',
        "</section>",
        "</div>",
    ]
    return "\n".join(parts) + "\n"


def _action(op: str, label: str) -> str:
    return f'<button type="button" class="md-button" data-op="{op}">{label}</button>'
