"""`from scorpion.scopa import ScopaGame`: Scopa's public names, the flat face of the second
game as `scorpion` is Scorpion's. The code lives in `scorpion.games.scopa`; this module
only re-exports its names (one list, kept there)."""

from scorpion.games import scopa as _scopa
from scorpion.games.scopa import *  # noqa: F403 (the names of _scopa.__all__)

__all__ = _scopa.__all__
