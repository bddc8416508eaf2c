# language: fr
@variant-double-scorpion-pysol
Fonctionnalité: Double Scorpion (PySolFC)
  PySolFC distribue le Double Scorpion autrement : deux jeux en dix
  colonnes de dix cartes, quatre cartes cachées dans chacune des colonnes
  1 à 5, et une réserve de quatre cartes distribuée sur les colonnes 1 à 4.
  Le reste suit la règle Classique de l'app : les suites complètes sortent
  du jeu, et la partie est gagnée quand les huit suites sont sorties.

  Règle: Deux jeux en dix colonnes de dix cartes, une réserve de quatre cartes

    @id:double-scorpion-pysol-01 @rulebook
    Scénario: La donne du Double Scorpion de PySolFC
      Soit la donne numéro 1, en règle Double Scorpion (PySolFC)
      Alors le tableau a 10 colonnes
      Et la colonne 1 a 4 cartes cachées et 6 cartes visibles
      Et la colonne 5 a 4 cartes cachées et 6 cartes visibles
      Et la colonne 6 a 0 cartes cachées et 10 cartes visibles
      Et la colonne 10 a 0 cartes cachées et 10 cartes visibles
      Et les colonnes comptent 20 cartes cachées et 80 cartes visibles
      Et la réserve compte 4 cartes cachées
      Et la partie utilise les 104 cartes de 2 jeux, chaque carte une fois par jeu

    @id:double-scorpion-pysol-02
    Scénario: Les quatre cartes de réserve partent sur les colonnes 1 à 4
      Soit le tableau, en règle Double Scorpion (PySolFC) :
        """
        réserve : 4 cartes cachées (4 de carreau, 9 de pique, 4 de carreau, roi de cœur)
        aucune suite retirée
        colonne 1 : 9 de trèfle, 5 de cœur
        colonne 2 : 6 de cœur
        colonne 3 : 2 cachées, puis 7 de pique
        colonne 4 : vide
        colonne 5 : 10 de trèfle
        """
      Quand on distribue la réserve
      Alors le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de trèfle, 5 de cœur, 4 de carreau
        colonne 2 : 6 de cœur, 9 de pique
        colonne 3 : 2 cachées, puis 7 de pique, 4 de carreau
        colonne 4 : roi de cœur
        colonne 5 : 10 de trèfle
        """

  Règle: Les suites complètes sortent du jeu ; huit suites sorties, la partie est gagnée

    @id:double-scorpion-pysol-03
    Scénario: La huitième suite sort et gagne la partie
      Soit le tableau, en règle Double Scorpion (PySolFC) :
        """
        réserve : distribuée
        suites retirées : pique, pique, cœur, cœur, carreau, carreau, trèfle
        colonne 1 : R♣, D♣, V♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣
        colonne 2 : as de trèfle
        """
      Alors la partie n'est pas gagnée
      Quand l'as de trèfle part sur la colonne 1
      Alors la suite de trèfle est retirée
      Et le nombre de suites retirées est 8
      Et le coup rapporte 105 points
      Et la partie est gagnée
      Et la partie utilise les 104 cartes de 2 jeux, chaque carte une fois par jeu
