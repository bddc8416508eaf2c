"""The win-rate claims of the texts and other sources, set against measured intervals.

A claim says the share of winnable deals lies in [low, high] (a "floor" claim: at least
low). The measurement gives 95% bounds [L, U] on that share whatever the unknown deals
turn out to be (`Summary.win_rate_bounds`); for strict play the solver's share bounds it
from above and the strict player's wins from below. Verdict: refuted when the bounds miss
the claimed range, confirmed when they lie inside it, otherwise cannot tell. "About x"
is read as x plus or minus 2 points; "a floor" as at least x.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from scorpion.i18n import N_


class Verdict(Enum):
    CONFIRMED = N_("confirmed")
    REFUTED = N_("refuted")
    CANNOT_TELL = N_("cannot tell")


@dataclass(frozen=True)
class Claim:
    """One sourced claim about the share of deals won."""

    source: str
    """Who says it (a proper name, or a msgid of the solver catalog)."""
    text: str
    variant: str
    low: float
    high: float
    strict: bool = False
    """About a player who does not see the face-down cards (bounded by the solver above)."""


CLAIMS = (
    Claim(
        N_("seed 003"),
        N_("with perfect play and unlimited undo, 45 to 50% of deals are solvable"),
        "scorpion-ouvert",
        0.45,
        0.50,
    ),
    Claim(
        N_("seed 003"),
        N_("strict play in a single attempt solves 15 to 25% of deals"),
        "traditionnel",
        0.15,
        0.25,
        strict=True,
    ),
    Claim(
        N_("Morehead & Mott-Smith"),
        N_("about 1 deal in 10 is won"),
        "traditionnel",
        0.08,
        0.12,
        strict=True,
    ),
    Claim(N_("Goodsol"), N_("a good player wins 20 to 25%"), "classique", 0.20, 0.25, strict=True),
    Claim(
        N_("a public solver (cardgames.io rules, 20,000 deals)"),
        N_("a solver wins about 9% of deals"),
        "traditionnel",
        0.07,
        0.11,
    ),
    Claim(
        N_("an unnamed source"),
        N_("a bounded search wins about 13% of deals, a floor"),
        "classique",
        0.11,
        1.0,
    ),
)


def verdict(low: float, high: float, claim: Claim) -> Verdict:
    """Compare 95% bounds [low, high] on the share with the claimed range."""
    if high < claim.low or low > claim.high:
        return Verdict.REFUTED
    if claim.low <= low and high <= claim.high:
        return Verdict.CONFIRMED
    return Verdict.CANNOT_TELL
