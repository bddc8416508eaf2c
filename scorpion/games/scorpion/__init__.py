"""Scorpion (seeds 000, 001, 003, 004): its engine, notation, saves, variants, solver,
statistics, engine adapters, rule-book steps and page generators. The flat public API
(`from scorpion import Game, ...`) re-exports what users need from here."""
