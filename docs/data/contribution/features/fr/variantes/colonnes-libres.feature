# language: fr
@variant-colonnes-libres
Fonctionnalité: Colonnes libres
  La règle Classique, sauf qu'une colonne vide accepte n'importe quelle carte,
  avec les cartes posées sur elle.

  Règle: N'importe quelle carte remplit une colonne vide

    @id:colonnes-libres-01
    Scénario: Une Dame et le 5♥ qu'elle porte remplissent la colonne vide
      Soit le tableau, en règle Colonnes libres :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 4 de carreau, roi de pique, dame de pique, 5 de cœur
        colonne 2 : vide
        colonne 3 : 8 de trèfle, 10 de cœur
        """
      Quand on déplace la dame de pique sur la colonne 2
      Alors les cartes déplacées sont dame de pique et 5 de cœur
      Et le roi de pique est en haut de la colonne 1

  Règle: Le reste est la règle Classique

    @id:colonnes-libres-02 @refusal
    Scénario: Une carte va toujours sur la carte de même enseigne
      Soit le tableau, en règle Colonnes libres :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 4 de carreau, roi de pique, dame de pique, 5 de cœur
        colonne 2 : vide
        colonne 3 : 8 de trèfle, 10 de cœur
        """
      Quand le 5 de cœur part sur la colonne 3
      Alors le coup est refusé avec le message « Règle : une carte se pose sur une carte d’un rang juste au-dessus » et rien ne change
