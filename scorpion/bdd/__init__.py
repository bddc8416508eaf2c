"""Gherkin support for the rule book (features/fr, features/ms).

- `dialect`: the Malay Gherkin dialect, registered under `ms` by `register_dialects()`;
- `steps`: the language-neutral steps, each a call of the public API of `scorpion`;
- `phrases`: the step phrases of each language (the `steps` catalog) and line matching;
- `executor`: `load_feature`, `replay` and `neutral_steps`, shared by pytest and the docs;
- `plugin`: the pytest plugin (entry point `scorpion`): catch-all steps, marks from tags;
- `traceability`: the table mapping each sentence of the rule texts to scenario ids;
- `catalog`: `python -m scorpion.bdd.catalog` rewrites locales/steps.pot.
"""
