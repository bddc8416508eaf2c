# language: fr
@app_choices
Fonctionnalité: Les choix de l'app et la règle traditionnelle
  Aucun règlement officiel ne fixe le Scorpion, et l'app fait trois choix
  qu'il vaut mieux connaître. La règle traditionnelle laisse les suites terminées sur le tableau,
  alors que l'app les retire et les met de côté. La règle traditionnelle ne
  distribue la réserve que lorsqu'aucun coup ne reste, alors que l'app la
  distribue quand le joueur le décide. Enfin, aucun barème ne fait autorité :
  celui de l'app n'appartient qu'à elle.

  On trouve aussi dans les livres des variantes que l'app n'offre pas : Wasp,
  où une colonne vide accepte n'importe quelle carte ou suite et pas
  seulement un Roi, et Three Blind Mice, qui joue sur 10 colonnes de 5 cartes
  avec 2 cartes mises à part, visibles et jouables à tout moment.

  Règle: L'app retire les suites terminées et les range à part

    @id:choices-01
    Scénario: La suite terminée quitte le tableau pour sa place
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique
        colonne 2 : 9 de cœur, as de pique
        """
      Quand l'as de pique part sur la colonne 1
      Alors le tableau est :
        """
        réserve : distribuée
        suite retirée : pique
        colonne 1 : vide
        colonne 2 : 9 de cœur
        """

  Règle: L'app laisse distribuer la réserve quand on veut

    @id:choices-02
    Scénario: Dès le premier coup, la réserve peut être distribuée
      Soit le tableau :
        """
        réserve : 3 cartes cachées ; aucune suite retirée. colonne 1 : 3 cachées, puis 3 de carreau, valet de cœur, 10 de cœur, 3 de pique ; colonne 2 : 3 cachées, puis dame de cœur, 3 de trèfle, 4 de cœur, 7 de pique ; colonne 3 : 3 cachées, puis as de pique, 7 de carreau, 7 de cœur, 3 de cœur ; colonne 4 : 3 cachées, puis roi de carreau, 8 de cœur, 7 de trèfle, 9 de pique ; colonne 5 : 6 de cœur, 8 de trèfle, valet de pique, 4 de trèfle, 9 de trèfle, 8 de carreau, 5 de trèfle ; colonne 6 : 6 de carreau, dame de trèfle, roi de cœur, 4 de carreau, roi de pique, 9 de cœur, valet de trèfle ; colonne 7 : as de carreau, dame de carreau, 9 de carreau, 6 de pique, 2 de cœur, 10 de carreau, 5 de cœur.
        """
      Alors le 4♥ peut partir sur la colonne 7
      Et la réserve peut être distribuée
      Quand on distribue la réserve
      Alors la réserve ne peut plus être distribuée
      Et le coup rapporte 0 points

  Règle: Les variantes Wasp et Three Blind Mice ne sont pas proposées

    @id:choices-03 @refusal
    Plan du scénario: Pas de Wasp : une colonne vide refuse une carte autre qu'un Roi, quelle que soit la règle
      Soit le tableau, en règle <règle> :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 8 de pique
        colonne 2 : 7 de cœur
        colonne 3 : 7 de pique
        colonne 4 : vide
        colonne 5 : dame de cœur
        """
      Quand le 7 de pique part sur la colonne 4
      Alors le coup est refusé avec le message « Seul un Roi peut aller sur une colonne vide » et rien ne change

      Exemples:
        | règle     |
        | Classique |
        | Assoupli  |

    @id:choices-04 @rulebook
    Scénario: Seules les règles Classique et Assoupli sont proposées, sur 7 colonnes
      Soit la donne numéro 8
      Alors les règles proposées sont Classique et Assoupli
      Et la colonne 7 a 0 cartes cachées et 7 cartes visibles
      Et la réserve compte 3 cartes cachées
