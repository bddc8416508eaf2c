# language: fr
@reserve
Fonctionnalité: La réserve
  Les 3 cartes de la réserve ne se distribuent qu'une fois, en un seul geste :
  chacune des colonnes 1, 2 et 3 en reçoit une, face visible. L'app laisse
  distribuer la réserve quand on veut, et cette distribution est un coup
  comme un autre.

  Règle: Une seule distribution, d'un seul geste, une carte visible sur les colonnes 1, 2 et 3

    @id:reserve-01
    Scénario: La réserve donne une carte visible à chacune des colonnes 1, 2 et 3
      Soit le tableau :
        """
        réserve : 3 cartes cachées (9 de carreau, 2 de trèfle, roi de cœur)
        aucune suite retirée
        colonne 1 : 5 de pique
        colonne 2 : 8 de cœur
        colonne 3 : 10 de carreau
        colonne 4 : 4 de pique
        """
      Quand on distribue la réserve
      Alors le coup joué s'écrit « distribuer la réserve »
      Et les cartes distribuées sont 9 de carreau, 2 de trèfle et roi de cœur
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 5 de pique, 9 de carreau
        colonne 2 : 8 de cœur, 2 de trèfle
        colonne 3 : 10 de carreau, roi de cœur
        colonne 4 : 4 de pique
        """
      Et l'historique garde 1 action
      Et la réserve ne peut plus être distribuée

    @id:reserve-02 @refusal
    Scénario: La réserve ne se distribue pas deux fois
      Soit le tableau :
        """
        réserve : 3 cartes cachées (9 de carreau, 2 de trèfle, roi de cœur)
        aucune suite retirée
        colonne 1 : 5 de pique
        colonne 2 : 8 de cœur
        colonne 3 : 10 de carreau
        colonne 4 : 4 de pique
        """
      Quand on distribue la réserve
      Et on distribue la réserve
      Alors l'action est refusée avec le message « La réserve a déjà été distribuée » et rien ne change

    @id:reserve-03
    Scénario: Une carte de la réserve se pose sur une colonne vide sans contrôle
      Les textes ne disent rien de ce cas ; l'app pose la carte telle quelle,
      même si ce n'est pas un Roi.

      Soit le tableau :
        """
        réserve : 3 cartes cachées (7 de cœur, dame de trèfle, 2 de carreau)
        aucune suite retirée
        colonne 1 : vide
        colonne 2 : 9 de trèfle
        colonne 3 : 3 de cœur
        colonne 4 : roi de carreau
        """
      Quand on distribue la réserve
      Alors la carte du dessus de la colonne 1 est le 7 de cœur
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 7 de cœur
        colonne 2 : 9 de trèfle, dame de trèfle
        colonne 3 : 3 de cœur, 2 de carreau
        colonne 4 : roi de carreau
        """

  Règle: Dans l'app, la réserve se distribue à tout moment

    @id:reserve-04
    Scénario: On distribue la réserve alors que d'autres coups restent possibles
      Soit le tableau :
        """
        réserve : 3 cartes cachées (9 de carreau, 2 de trèfle, roi de cœur)
        aucune suite retirée
        colonne 1 : 5 de pique
        colonne 2 : 8 de cœur
        colonne 3 : 10 de carreau
        colonne 4 : 4 de pique
        """
      Alors le 4♠ peut partir sur la colonne 1
      Et la réserve peut être distribuée
      Quand on distribue la réserve
      Alors le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 5 de pique, 9 de carreau
        colonne 2 : 8 de cœur, 2 de trèfle
        colonne 3 : 10 de carreau, roi de cœur
        colonne 4 : 4 de pique
        """

  Règle: La distribution compte comme un coup

    @id:reserve-05
    Scénario: La distribution s'annule comme un coup et ne rapporte rien
      Soit le tableau :
        """
        réserve : 3 cartes cachées (9 de carreau, 2 de trèfle, roi de cœur)
        aucune suite retirée
        colonne 1 : 5 de pique
        colonne 2 : 8 de cœur
        colonne 3 : 10 de carreau
        colonne 4 : 4 de pique
        """
      Quand on distribue la réserve
      Alors le coup rapporte 0 points
      Et l'historique garde 1 action
      Quand on annule le dernier coup
      Alors le tableau est :
        """
        réserve : 3 cartes cachées (9 de carreau, 2 de trèfle, roi de cœur)
        aucune suite retirée
        colonne 1 : 5 de pique
        colonne 2 : 8 de cœur
        colonne 3 : 10 de carreau
        colonne 4 : 4 de pique
        """
      Et la réserve peut être distribuée

    @id:reserve-06
    Scénario: La carte de réserve qui complète une suite sur la colonne 3 la fait retirer
      Soit le tableau :
        """
        réserve : 3 cartes cachées (2 de trèfle, roi de cœur, as de pique)
        aucune suite retirée
        colonne 1 : 8 de cœur
        colonne 2 : 10 de carreau
        colonne 3 : 1 cachée (9 de carreau), puis R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        """
      Quand on distribue la réserve
      Alors la suite de pique est retirée
      Et le 9 de carreau se retourne
      Et le nombre de suites retirées est 1
