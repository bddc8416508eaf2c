# language: fr
@perft
Fonctionnalité: Le perft : compter les séquences d'actions permises
  Comme on vérifie un générateur de coups d'échecs en comptant son arbre de coups (le
  « perft »), on vérifie un moteur de Scorpion en comptant, depuis des positions fixes,
  toutes les séquences de 1, 2, 3… actions qu'il accepte : chaque déplacement de bloc permis
  et, quand les règles le permettent, la distribution de la réserve. Un coup permis oublié
  ou un coup interdit accepté, n'importe où dans l'arbre, change le compte. Les chiffres
  viennent de la table du livre de règles (features/perft.toml) ; un générateur de coups
  naïf, écrit à part depuis les seules phrases des règles, les recompte.

  Règle: Depuis la donne de la partie gagnée des règles

    @id:perft-01
    Scénario: Le perft de la donne des règles, jusqu'à 4 actions
      Soit le tableau :
        """
        réserve : 3 cartes cachées ; aucune suite retirée. colonne 1 : 3 cachées, puis 3 de carreau, valet de cœur, 10 de cœur, 3 de pique ; colonne 2 : 3 cachées, puis dame de cœur, 3 de trèfle, 4 de cœur, 7 de pique ; colonne 3 : 3 cachées, puis as de pique, 7 de carreau, 7 de cœur, 3 de cœur ; colonne 4 : 3 cachées, puis roi de carreau, 8 de cœur, 7 de trèfle, 9 de pique ; colonne 5 : 6 de cœur, 8 de trèfle, valet de pique, 4 de trèfle, 9 de trèfle, 8 de carreau, 5 de trèfle ; colonne 6 : 6 de carreau, dame de trèfle, roi de cœur, 4 de carreau, roi de pique, 9 de cœur, valet de trèfle ; colonne 7 : as de carreau, dame de carreau, 9 de carreau, 6 de pique, 2 de cœur, 10 de carreau, 5 de cœur.
        """
      Alors le perft à la profondeur 1 vaut 4
      Et le perft à la profondeur 2 vaut 13
      Et le perft à la profondeur 3 vaut 48
      Et le perft à la profondeur 4 vaut 175

  Règle: Depuis la donne numéro 1 de chaque variante

    @id:perft-02
    Scénario: Le perft de la donne numéro 1 en règle Assoupli
      Soit la donne numéro 1, en règle Assoupli
      Alors le perft à la profondeur 1 vaut 22
      Et le perft à la profondeur 2 vaut 467

    @id:perft-03
    Scénario: Le perft de la donne numéro 1 en règle Cards4
      Soit la donne numéro 1, en règle Cards4
      Alors le perft à la profondeur 1 vaut 6
      Et le perft à la profondeur 2 vaut 34
      Et le perft à la profondeur 3 vaut 184
      Et le perft à la profondeur 4 vaut 961

    @id:perft-04
    Scénario: Le perft de la donne numéro 1 en règle Classique
      Soit la donne numéro 1, en règle Classique
      Alors le perft à la profondeur 1 vaut 6
      Et le perft à la profondeur 2 vaut 34
      Et le perft à la profondeur 3 vaut 184
      Et le perft à la profondeur 4 vaut 962

    @id:perft-05
    Scénario: Le perft de la donne numéro 1 en règle Double Scorpion
      Soit la donne numéro 1, en règle Double Scorpion
      Alors le perft à la profondeur 1 vaut 19
      Et le perft à la profondeur 2 vaut 360

    @id:perft-06
    Scénario: Le perft de la donne numéro 1 en règle Double Scorpion (PySolFC)
      Soit la donne numéro 1, en règle Double Scorpion (PySolFC)
      Alors le perft à la profondeur 1 vaut 12
      Et le perft à la profondeur 2 vaut 149
      Et le perft à la profondeur 3 vaut 1901

    @id:perft-07
    Scénario: Le perft de la donne numéro 1 en règle Scorpion II
      Soit la donne numéro 1, en règle Scorpion II
      Alors le perft à la profondeur 1 vaut 7
      Et le perft à la profondeur 2 vaut 45
      Et le perft à la profondeur 3 vaut 279

    @id:perft-08
    Scénario: Le perft de la donne numéro 1 en règle Scorpion II (neuf cartes cachées)
      Soit la donne numéro 1, en règle Scorpion II (neuf cartes cachées)
      Alors le perft à la profondeur 1 vaut 7
      Et le perft à la profondeur 2 vaut 42
      Et le perft à la profondeur 3 vaut 234

    @id:perft-09
    Scénario: Le perft de la donne numéro 1 en règle Scorpion ouvert
      Soit la donne numéro 1, en règle Scorpion ouvert
      Alors le perft à la profondeur 1 vaut 6
      Et le perft à la profondeur 2 vaut 32
      Et le perft à la profondeur 3 vaut 161
      Et le perft à la profondeur 4 vaut 790

    @id:perft-10
    Scénario: Le perft de la donne numéro 1 en règle Three Blind Mice
      Soit la donne numéro 1, en règle Three Blind Mice
      Alors le perft à la profondeur 1 vaut 7
      Et le perft à la profondeur 2 vaut 46
      Et le perft à la profondeur 3 vaut 287

    @id:perft-11
    Scénario: Le perft de la donne numéro 1 en règle Traditionnel
      Soit la donne numéro 1, en règle Traditionnel
      Alors le perft à la profondeur 1 vaut 6
      Et le perft à la profondeur 2 vaut 32
      Et le perft à la profondeur 3 vaut 161
      Et le perft à la profondeur 4 vaut 790

    @id:perft-12
    Scénario: Le perft de la donne numéro 1 en règle Wasp
      Soit la donne numéro 1, en règle Wasp
      Alors le perft à la profondeur 1 vaut 6
      Et le perft à la profondeur 2 vaut 32
      Et le perft à la profondeur 3 vaut 161
      Et le perft à la profondeur 4 vaut 823
