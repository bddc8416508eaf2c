"""Scorpion's step set for the rule book (features/<lang>/*.feature, variantes/).

- `world`: the state a scenario runs in, driving the engine under test through the
  engine protocol; the step registry `STEPS`;
- `steps`, `checks_board`, `checks_game`, `checks_perft`: the neutral steps, each a call
  of the engine protocol;
- `phrases`: Scorpion's phrasebook (the `steps` catalog): placeholders typed as cards,
  variants, moves..., example values for hints and the vocabulary page;
- `executor`: runs a line (`execute`), a scenario (`replay`, for the site) and gives its
  language-neutral form (`neutral_steps`, for parity); the step-set interface
  features/games.toml names.
"""
