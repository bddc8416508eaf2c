"""Play in the browser: the JSON bridge between the site's play page and the engine.

The page's script (scorpion/docs/theme/assets/play*.js) runs Pyodide in a Web Worker,
loads this project's wheel and calls `handle` with one JSON request per reader action;
everything the page shows (the board's picture, the refusals, the announcements, the
solver's answers) comes back from the engine and the site's own board drawer. No rule
lives in JavaScript.
"""

from scorpion.games.scorpion.play.bridge import PlayError, Session, handle

__all__ = ["PlayError", "Session", "handle"]
