"""pytest plugin entry point (filled in by the rule-book work)."""
