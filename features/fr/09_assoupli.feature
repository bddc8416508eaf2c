# language: fr
@assoupli
Fonctionnalité: La règle Assoupli
  À la création d'une partie, l'app propose deux règles : Classique, choisie
  d'office, et Assoupli. En Assoupli, une carte se pose sur toute carte d'un
  rang au-dessus, sans regarder l'enseigne : le 7 de cœur va sur le 8 de
  pique. Le reste ne change pas : seul un Roi occupe une colonne vide, et
  seules les suites d'une même enseigne quittent le jeu. En Classique, ce
  même coup est refusé et l'app affiche « Règle : les cartes doivent être de
  la même famille ».

  Règle: Deux règles proposées, Classique par défaut

    @id:relaxed-01
    Scénario: La nouvelle partie propose Classique et Assoupli
      Soit la donne numéro 5
      Alors les règles proposées sont Assoupli et Classique
      Et une nouvelle partie suit la règle Classique par défaut
      Et la partie suit la règle Classique
      Quand le 3 de carreau part sur la colonne 2
      Alors le coup est refusé avec le message « Règle : les cartes doivent être de la même famille » et rien ne change

    @id:relaxed-02 @rulebook
    Scénario: Une donne en Assoupli
      Soit la donne numéro 5, en règle Assoupli
      Alors la partie suit la règle Assoupli
      Et les colonnes comptent 12 cartes cachées et 37 cartes visibles

  Règle: En Assoupli, une carte va sur toute carte d'un rang au-dessus

    @id:relaxed-03
    Scénario: En Assoupli, le 7 de cœur va sur le 8 de pique
      Soit le tableau, en règle Assoupli :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 8 de pique
        colonne 2 : 7 de cœur
        colonne 3 : 7 de pique
        colonne 4 : vide
        colonne 5 : dame de cœur
        """
      Alors le 7 de cœur peut partir sur la colonne 1
      Quand le 7 de cœur part sur la colonne 1
      Alors le coup rapporte 0 points
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 8 de pique, 7 de cœur
        colonne 2 : vide
        colonne 3 : 7 de pique
        colonne 4 : vide
        colonne 5 : dame de cœur
        """

    @id:relaxed-04 @refusal
    Scénario: En Classique, le même coup est refusé
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 8 de pique
        colonne 2 : 7 de cœur
        colonne 3 : 7 de pique
        colonne 4 : vide
        colonne 5 : dame de cœur
        """
      Alors le 7 de cœur ne peut pas partir sur la colonne 1
      Quand le 7 de cœur part sur la colonne 1
      Alors le coup est refusé avec le message « Règle : les cartes doivent être de la même famille » et rien ne change

  Règle: Tout le reste est identique en Assoupli

    @id:relaxed-08 @refusal
    Scénario: En Assoupli aussi, rien ne se pose sur un As, et seul compte un rang juste au-dessus
      Soit le tableau, en règle Assoupli :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : as de cœur
        colonne 2 : 5 de trèfle, 2 de pique
        colonne 3 : 10 de carreau, roi de trèfle
        colonne 4 : 9 de pique
        colonne 5 : 8 de carreau, 7 de cœur
        colonne 6 : 8 de trèfle
        """
      Alors le 7 de cœur peut partir sur la colonne 6
      Et le 7 de cœur ne peut pas partir sur la colonne 4
      Et le 2 de pique ne peut pas partir sur la colonne 1
      Et le roi de trèfle ne peut pas partir sur la colonne 1
      Quand le 7 de cœur part sur la colonne 4
      Alors le coup est refusé avec le message « Règle : une carte se pose sur une carte d’un rang juste au-dessus » et rien ne change
      Quand le 2 de pique part sur la colonne 1
      Alors le coup est refusé pour l'une de ces raisons, et rien ne change :
        | message                                                           |
        | Règle : rien ne se pose sur un As                                 |
        | Règle : une carte se pose sur une carte d’un rang juste au-dessus |
      Quand le roi de trèfle part sur la colonne 1
      Alors le coup est refusé pour l'une de ces raisons, et rien ne change :
        | message                                                           |
        | Règle : rien ne se pose sur un As                                 |
        | Règle : une carte se pose sur une carte d’un rang juste au-dessus |

    @id:relaxed-05 @refusal
    Scénario: En Assoupli aussi, seul un Roi va sur une colonne vide
      Soit le tableau, en règle Assoupli :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 8 de pique
        colonne 2 : 7 de cœur
        colonne 3 : 7 de pique
        colonne 4 : vide
        colonne 5 : dame de cœur
        """
      Quand la dame de cœur part sur la colonne 4
      Alors le coup est refusé avec le message « Seul un Roi peut aller sur une colonne vide » et rien ne change

    @id:relaxed-06
    Scénario: En Assoupli, une suite mêlée ne sort pas du jeu
      Soit le tableau, en règle Assoupli :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique
        colonne 2 : as de cœur
        """
      Quand l'as de cœur part sur la colonne 1
      Alors aucune suite n'est retirée
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique, as de cœur
        """

    @id:relaxed-07
    Scénario: En Assoupli, une suite d'une seule enseigne sort du jeu
      Soit le tableau, en règle Assoupli :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique
        colonne 2 : 9 de cœur, as de pique
        """
      Quand l'as de pique part sur la colonne 1
      Alors la suite de pique est retirée
      Et le coup rapporte 105 points
