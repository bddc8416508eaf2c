# language: fr
@variant-wasp
Fonctionnalité: Wasp
  Wasp garde la disposition du Scorpion et les règles du jeu traditionnel,
  à une différence près : n'importe quelle carte, pas seulement un Roi,
  peut remplir une colonne vide, avec toutes les cartes empilées sur elle.
  Cela augmente considérablement le taux de résolution.

  Règle: N'importe quelle carte, avec les cartes posées sur elle, remplit une colonne vide

    @id:wasp-01
    Plan du scénario: Une carte qui n'est pas un Roi part sur la colonne vide
      Soit le tableau, en règle Wasp :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 4 de carreau, roi de pique, dame de pique, 5 de cœur
        colonne 2 : vide
        colonne 3 : 8 de trèfle, roi de cœur
        colonne 4 : 6 de trèfle, dame de carreau
        colonne 5 : 7 de trèfle, 3 de cœur
        """
      Alors <carte> peut partir sur la colonne 2
      Quand <carte> part sur la colonne 2
      Alors les cartes déplacées sont <cartes déplacées>
      Et la carte du dessus de la colonne 2 est <dessus>

      Exemples:
        | carte              | cartes déplacées               | dessus             |
        | la dame de carreau | dame de carreau                | la dame de carreau |
        | le 3♥              | 3 de cœur                      | le 3♥              |
        | le 8♣              | 8 de trèfle et roi de cœur     | le roi de cœur     |
        | la dame de pique   | dame de pique et 5 de cœur     | le 5 de cœur       |

    @id:wasp-02
    Scénario: Une colonne entière menée par une petite carte passe dans une autre colonne vide
      Soit le tableau, en règle Wasp :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 3 de cœur, 9 de pique
        colonne 2 : vide
        colonne 3 : 10 de pique
        """
      Quand le 3 de cœur part sur la colonne 2
      Alors les cartes déplacées sont 3 de cœur et 9 de pique
      Et la colonne 1 est vide

  Règle: La disposition est identique à celle du Scorpion

    @id:wasp-03 @rulebook
    Scénario: Sept colonnes de sept, douze cartes cachées, trois en réserve
      Soit la donne numéro 3, en règle Wasp
      Alors les colonnes comptent 12 cartes cachées et 37 cartes visibles
      Et la colonne 1 a 3 cartes cachées et 4 cartes visibles
      Et la colonne 7 a 0 cartes cachées et 7 cartes visibles
      Et la réserve compte 3 cartes cachées
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

  Règle: Comme dans le jeu traditionnel, un coup qui revient à une position déjà vue n'est pas utile

    @id:wasp-04
    Scénario: Refaire une suite en revenant à une position déjà vue ne sauve pas la partie
      Soit le tableau, en règle Wasp :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de carreau, R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        colonne 2 : 8 de cœur
        """
      Quand l'as de pique part sur la colonne 3
      Alors l'as de pique peut partir sur la colonne 1
      Et la partie est perdue

    @id:wasp-05
    Scénario: Réinitialisée, la partie garde la règle Wasp
      Soit le tableau, en règle Wasp :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 4 de carreau, roi de pique, dame de pique, 5 de cœur
        colonne 2 : vide
        colonne 3 : 7 de trèfle, 3 de cœur
        """
      Quand le 3♥ part sur la colonne 2
      Et on réinitialise la partie
      Alors le 3♥ peut partir sur la colonne 2
