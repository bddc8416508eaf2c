"""Is this deal winnable? An exact solver over positions with every card known.

`solve(game)` returns a `Solution`; see `scorpion.games.scorpion.solver.search` for why it
is exact and which states it treats as the same, and `scorpion.games.scorpion.solver.decide`
for the two searches that may prove a win first where the exact one has no pruning.
"""

from scorpion.games.scorpion.solver.decide import solve
from scorpion.games.scorpion.solver.hints import Hint
from scorpion.games.scorpion.solver.solution import Solution, Status

__all__ = ["Hint", "Solution", "Status", "solve"]
