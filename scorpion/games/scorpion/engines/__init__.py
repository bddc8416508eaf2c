"""Engines behind the engine protocol (`scorpion.protocol`): adapters, one module each.

- `builtin`: this project's own engine, `scorpion.Game`.
"""
