"""What a step raises when its check does not hold, or when it cannot apply.

The executor of a game turns a `Check` into a StepFailure naming file and line; the
pytest plugin turns `NotApplicable` into a skip ("not applicable: <capability>").
"""

from __future__ import annotations

import re

from scorpion.bdd.messages import M_, Message, say

#: How a failed check that says only what the engine did adds what the scenario expected.
EXPECTED = M_("{found} (expected: {expected})")

_SAYS_EXPECTED = re.compile(r"\b(not|no)\b")


class Check(AssertionError):
    """A step's check does not hold; the executor adds file and line.

    It keeps its message as a `rulebook` msgid and values, so the executor can say it in
    the feature's language (`message(lang)`); str() of it is English.
    """

    def __init__(self, msgid: str, /, **params: object) -> None:
        self.text = Message(msgid, **params)
        super().__init__(self.text.message("en"))

    def message(self, lang: str | None, expected: str | None = None) -> str:
        """The fault in `lang` (English when the language is unknown); with `expected`
        (the step's line, which says what the scenario expects) when the fault says only
        what was found: "the score is 0 (expected: the score is 500)".

        A fault whose English says "not" or "no" already says both sides ("the top card
        of column 2 is J♥, not 4♠") or is the negation of the line ("the game is not
        won"): it is kept as it is."""
        found = self.text.message(lang)
        if expected is None or _SAYS_EXPECTED.search(self.text.msgid):
            return found
        return say(lang, EXPECTED, found=found, expected=expected)


class NotApplicable(Exception):
    """The step needs a capability the engine under test does not declare: the scenario
    is skipped as "not applicable: <capability>", never passed."""

    def __init__(self, capability: str) -> None:
        self.capability = capability
        super().__init__(f"not applicable: {capability}")


def check(condition: bool, msgid: str, /, **params: object) -> None:
    """Raise a Check saying `msgid` (a `rulebook` message, values in `params`) unless
    `condition` holds."""
    if not condition:
        raise Check(msgid, **params)
