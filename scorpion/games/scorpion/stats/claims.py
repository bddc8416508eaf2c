"""The win-rate claims of the texts and other sources, set against measured intervals.

The claims and their readings are data, in claims.toml beside this module, committed
before the figures they are measured against: a reading is the interval of the share of
deals won that the claim is taken to say ("about", "a floor" and plain ranges each read
one or two ways, both shown). The measurement gives 95% bounds [L, U] on that share
whatever the unknown deals turn out to be (`Summary.win_rate_bounds`); for strict play
the solver's share bounds it from above and the strict player's wins from below.
Verdict: refuted when the bounds miss the claimed interval, confirmed when they lie
inside it, otherwise cannot tell.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from scorpion.i18n import N_

CLAIMS_FILE = Path(__file__).with_name("claims.toml")


class Verdict(Enum):
    CONFIRMED = N_("confirmed")
    REFUTED = N_("refuted")
    CANNOT_TELL = N_("cannot tell")


class Measure(Enum):
    """What bounds a claim's share."""

    SOLVER = "solver"
    """The exact solver, every card known."""
    STRICT = "strict"
    """A player who sees only the face-up cards and never undoes."""


READING_TEXTS = {
    "as-stated": N_("the range as stated"),
    "exact-about": N_("“about x%”: x to the precision stated, x − 0.5 to x + 0.5 points"),
    "loose-about": N_("“about x%”: within a quarter of x either way"),
    "exact-floor": N_("“about x%, a floor”: at least x − 0.5 points"),
    "loose-floor": N_("“about x%, a floor”: at least three quarters of x"),
}
"""What each reading name of claims.toml means (msgids of the solver catalog)."""

# The claims' own words, msgids of the solver catalog (claims.toml holds the same strings;
# tests/test_claims.py checks that every one of them is here).
_WORDS = (
    N_("seed 003"),
    N_("with perfect play and unlimited undo, 45 to 50% of deals are solvable"),
    N_("strict play in a single attempt solves 15 to 25% of deals"),
    N_("Morehead & Mott-Smith"),
    N_("about 1 deal in 10 is won"),
    N_("Goodsol"),
    N_("a good player wins 20 to 25%"),
    N_("a public solver (cardgames.io rules, 20,000 deals)"),
    N_("a solver wins about 9% of deals"),
    N_("an unnamed source"),
    N_("a bounded search wins about 13% of deals, a floor"),
)


@dataclass(frozen=True)
class Reading:
    """One way of reading a claim: its name (a key of READING_TEXTS) and the interval of
    the share it says."""

    name: str
    low: float
    high: float


@dataclass(frozen=True)
class Claim:
    """One sourced claim about the share of deals won, with its pre-registered readings."""

    source: str
    """Who says it (a msgid of the solver catalog)."""
    text: str
    variant: str
    measure: Measure
    readings: tuple[Reading, ...]

    @property
    def strict(self) -> bool:
        """About a player who does not see the face-down cards (bounded by the solver above)."""
        return self.measure is Measure.STRICT


def load_claims(path: Path = CLAIMS_FILE) -> tuple[Claim, ...]:
    """The claims of `path`, each reading checked to be a known name and an interval."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    claims = []
    for item in data["claim"]:
        readings = tuple(
            Reading(str(r["name"]), float(r["low"]), float(r["high"])) for r in item["readings"]
        )
        for reading in readings:
            if reading.name not in READING_TEXTS or not 0 <= reading.low <= reading.high <= 1:
                raise ValueError(f"{path}: bad reading {reading}")
        claims.append(
            Claim(
                str(item["source"]),
                str(item["text"]),
                str(item["variant"]),
                Measure(item["measure"]),
                readings,
            )
        )
    return tuple(claims)


CLAIMS = load_claims()


def verdict(low: float, high: float, reading: Reading) -> Verdict:
    """Compare 95% bounds [low, high] on the share with the claimed interval."""
    if high < reading.low or low > reading.high:
        return Verdict.REFUTED
    if reading.low <= low and high <= reading.high:
        return Verdict.CONFIRMED
    return Verdict.CANNOT_TELL
