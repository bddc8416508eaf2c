"""Gherkin support for the rule book (features/fr, features/ms).

features/<lang>/*.feature are the app's rules (seeds 000/001); features/<lang>/variantes/
holds one feature per other variant (@variant-<name>). SCORPION_FEATURES may name more
folders laid out the same way, as SCORPION_VARIANTS names more variant files.

- `dialect`: the Malay Gherkin dialect, registered under `ms` by `register_dialects()`;
- `steps`: the language-neutral steps, each a call of the public API of `scorpion`;
- `phrases`: the step phrases of each language (the `steps` catalog) and line matching;
- `wording`: the syntax of a wording in the catalog (`(a/b)` choices, `[a/b]` options);
- `overlap`: the exact check that no line matches wordings of two msgids;
- `hints`: the nearest step (same kind and polarity) for a line that matches none;
- `executor`: `load_feature`, `replay` and `neutral_steps`, shared by pytest and the docs;
- `plugin`: the pytest plugin (entry point `scorpion`): catch-all steps, marks from tags;
- `traceability`: the table mapping each sentence of the rule texts to scenario ids;
- `messages`: the rule book's failure messages (`M_` msgids of the `rulebook` catalog),
  said in the feature's language by `say(lang, msgid, **values)`;
- `catalog`: `python -m scorpion.bdd.catalog` rewrites locales/steps.pot and
  locales/rulebook.pot and lists missing or mismatched translations.
"""
