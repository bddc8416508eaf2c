"""Every scenario of the rule book (features/fr, features/ms), one pytest test each.

The steps are the catch-all steps of scorpion.bdd.plugin; test names read
test_<lang>_<id>_<first words of the scenario name>.
"""

from scorpion.bdd.binding import bind_scenarios

bind_scenarios(globals())
