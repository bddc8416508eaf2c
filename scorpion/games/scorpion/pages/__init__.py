"""Scorpion's pages on the rules site, written with the generic site machinery
(scorpion.docs) and found through features/games.toml (`pictures`, `pages`).

- `site`: `ScorpionSite`, the Site with Scorpion's markers and variant sheets;
- `writer`: its rule pages, each action shown as board pictures (`pictures`);
- `variants`, `variant_params`, `variant_sources`: the variants' sheets, their side by
  side comparison and the sources' disagreements;
- `perft`, `protocol_page`, `vocabulary`: the perft table, the engine protocol's pages,
  the step vocabulary.
"""
