"""The rules site: boards drawn as SVG, run statuses, and the mkdocs hook that builds the pages.

Nothing here knows a rule of the game: the pages come from the `.feature` files, replayed
through the same executor that `pytest features/` uses, and every picture is a position the
engine reached.
"""
