"""Gherkin support: the Malay dialect, step phrases and the scenario executor."""
