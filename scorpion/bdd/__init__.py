"""Gherkin support for the rule books of every game (features/fr, features/ms).

The generic machinery; each game's step set is found by name in features/games.toml
(scorpion.bdd.games), Scorpion's in scorpion.games.scorpion.rulebook. features/<lang>/
*.feature are Scorpion's rules (seeds 000/001), features/<lang>/variantes/ one feature
per other variant (@variant-<name>), features/<lang>/<folder>/ another game's rules.
SCORPION_FEATURES may name more folders laid out the same way.

- `dialect`: the Malay Gherkin dialect, registered under `ms` by `register_dialects()`;
- `reading`, `model`: feature files read into plain values (`load_feature`, `load_all`);
- `stepdefs`, `faults`, `text`: what a game's steps are made of (StepDef, Check,
  NotApplicable, `normalize`);
- `phrases`, `phrasebook`: a game's step phrases per language and line matching;
- `wording`: the syntax of a wording in the catalog (`(a/b)` choices, `[a/b]` options);
- `overlap`: the exact check that no line matches wordings of two msgids;
- `hints`: the nearest step (same kind and polarity) for a line that matches none;
- `games`: the registry of games (features/games.toml);
- `binding`, `plugin`: the pytest binding and plugin (entry point `scorpion`): each
  feature file is a pytest module (`pytest features/fr` runs the French scenarios);
- `kinds`: what a scenario checks, from its tags (a rule sentence, `@choice:<id>` of
  features/choices.toml, `@rulebook`), and features/not_applicable.toml;
- `report`, `conformance`: the JSON report, the rule book run against an engine;
- `traceability`: the table mapping each sentence of the rule texts to scenario ids;
- `messages`: the rule book's failure messages (`M_` msgids of the `rulebook` catalog),
  said in the feature's language by `say(lang, msgid, **values)`;
- `catalog`: `python -m scorpion.bdd.catalog` rewrites locales/steps.pot and
  locales/rulebook.pot and lists missing or mismatched translations.
"""
