# language: fr
@empty_column
Fonctionnalité: La colonne vide
  Une colonne qui a été vidée ne reçoit qu'un Roi : soit le Roi seul, soit
  le Roi avec les cartes qui le recouvrent. Elle refuse toute autre carte,
  et l'app l'explique par le message « Seul un Roi peut aller sur une
  colonne vide ».

  Règle: Un Roi va sur une colonne vide, seul ou avec les cartes posées sur lui

    @id:empty-01
    Scénario: Un Roi seul occupe la colonne vide
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 4 de carreau, roi de pique, dame de pique, 5 de cœur
        colonne 2 : vide
        colonne 3 : 8 de trèfle, roi de cœur
        colonne 4 : dame de carreau
        colonne 5 : 7 de trèfle, 3 de cœur
        """
      Quand le roi de cœur part sur la colonne 2
      Alors les cartes déplacées sont roi de cœur
      Et le coup rapporte 0 points
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 4 de carreau, roi de pique, dame de pique, 5 de cœur
        colonne 2 : roi de cœur
        colonne 3 : 8 de trèfle
        colonne 4 : dame de carreau
        colonne 5 : 7 de trèfle, 3 de cœur
        """

    @id:empty-02
    Scénario: Un Roi emmène sur la colonne vide les cartes posées sur lui
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 4 de carreau, roi de pique, dame de pique, 5 de cœur
        colonne 2 : vide
        colonne 3 : 8 de trèfle, roi de cœur
        colonne 4 : dame de carreau
        colonne 5 : 7 de trèfle, 3 de cœur
        """
      Quand le roi de pique part sur la colonne 2
      Alors les cartes déplacées sont roi de pique, dame de pique et 5 de cœur
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 4 de carreau
        colonne 2 : roi de pique, dame de pique, 5 de cœur
        colonne 3 : 8 de trèfle, roi de cœur
        colonne 4 : dame de carreau
        colonne 5 : 7 de trèfle, 3 de cœur
        """

  Règle: Toute autre carte est refusée avec « Seul un Roi peut aller sur une colonne vide »

    @id:empty-03 @refusal
    Plan du scénario: Une carte autre qu'un Roi ne va pas sur une colonne vide
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 4 de carreau, roi de pique, dame de pique, 5 de cœur
        colonne 2 : vide
        colonne 3 : 8 de trèfle, roi de cœur
        colonne 4 : dame de carreau
        colonne 5 : 7 de trèfle, 3 de cœur
        """
      Alors <carte> ne peut pas partir sur la colonne 2
      Quand <carte> part sur la colonne 2
      Alors le coup est refusé avec le message « Seul un Roi peut aller sur une colonne vide » et rien ne change

      Exemples:
        | carte              | ce qui part              |
        | la dame de carreau | une Dame seule           |
        | le 3♥              | une petite carte         |
        | le 8♣              | un 8 qui porte un Roi    |
        | la dame de pique   | une Dame qui porte le 5♥ |
