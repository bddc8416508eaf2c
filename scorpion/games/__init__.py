"""The games the toolkit carries, one subpackage each: `scorpion` and `scopa`.

A game sits above the toolkit (i18n, errors, cards, the rule book's Gherkin machinery,
the site machinery, the protocol's wire) and registers itself in `features/games.toml`;
nothing generic imports a game.
"""
