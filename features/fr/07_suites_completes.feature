# language: fr
@suites
Fonctionnalité: Les suites complètes
  Dès qu'une suite de 13 cartes d'une même enseigne, du Roi à l'As, toutes
  visibles, se trouve au sommet d'une colonne, l'app la retire du tableau et
  la range sur l'une des 4 places prévues. Seule la colonne qui vient de
  recevoir des cartes est examinée ; après la distribution de la réserve, ce
  sont les colonnes 1 à 3. Une suite recouverte par d'autres cartes ne bouge
  pas. Le joueur, lui, ne pose jamais de carte sur ces places.

  Règle: Une suite complète au sommet de la colonne qui reçoit des cartes est retirée

    @id:suites-01
    Scénario: L'As posé sur le 2 complète la suite, qui quitte le tableau
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique
        colonne 2 : 9 de cœur, as de pique
        """
      Quand l'as de pique part sur la colonne 1
      Alors la suite de pique est retirée
      Et le nombre de suites retirées est 1
      Et la colonne 1 est vide
      Et le tableau est :
        """
        réserve : distribuée
        suite retirée : pique
        colonne 1 : vide
        colonne 2 : 9 de cœur
        """

    @id:suites-09
    Scénario: Le retrait d'une suite découvre une carte cachée, qui se retourne
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (4 de carreau), puis roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique
        colonne 2 : 9 de cœur, as de pique
        """
      Quand l'as de pique part sur la colonne 1
      Alors la suite de pique est retirée
      Et le 4 de carreau se retourne
      Et le tableau est :
        """
        réserve : distribuée
        suite retirée : pique
        colonne 1 : 4 de carreau
        colonne 2 : 9 de cœur
        """

    @id:suites-10 @refusal
    Scénario: Une suite retirée est sortie du jeu : ses cartes ne se jouent plus
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de carreau, roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique
        colonne 2 : 10 de cœur, as de pique
        colonne 3 : vide
        """
      Quand l'as de pique part sur la colonne 1
      Alors la suite de pique est retirée
      Quand le roi de pique part sur la colonne 3
      Alors le coup est refusé avec le message « La carte « roi de pique » n’est dans aucune colonne du tableau » et rien ne change

    @id:suites-07
    Scénario: La suite complétée par-dessus d'autres cartes sort seule, les cartes du dessous restent
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de cœur, 5 de carreau, roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique
        colonne 2 : 8 de trèfle, as de pique
        """
      Quand l'as de pique part sur la colonne 1
      Alors la suite de pique est retirée
      Et le tableau est :
        """
        réserve : distribuée
        suite retirée : pique
        colonne 1 : 9 de cœur, 5 de carreau
        colonne 2 : 8 de trèfle
        """

    @id:suites-02
    Scénario: Après la distribution de la réserve, les colonnes 1 à 3 sont examinées
      Soit le tableau :
        """
        réserve : 3 cartes cachées (as de pique, 3 de carreau, 8 de trèfle)
        aucune suite retirée
        colonne 1 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique
        colonne 2 : 4 de carreau
        colonne 3 : 9 de trèfle
        """
      Quand on distribue la réserve
      Alors la suite de pique est retirée
      Et le coup rapporte 100 points
      Et le tableau est :
        """
        réserve : distribuée
        suite retirée : pique
        colonne 1 : vide
        colonne 2 : 4 de carreau, 3 de carreau
        colonne 3 : 9 de trèfle, 8 de trèfle
        """

  Règle: Une suite recouverte reste en place

    @id:suites-03
    Scénario: Une carte posée sur une suite recouverte ne la fait pas sortir
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique, as de pique, 5 de cœur
        colonne 2 : 4 de cœur
        colonne 3 : 6 de cœur
        """
      Quand le 4♥ part sur la colonne 1
      Alors aucune suite n'est retirée
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique, as de pique, 5 de cœur, 4 de cœur
        colonne 2 : vide
        colonne 3 : 6 de cœur
        """

    @id:suites-04
    Scénario: Une suite découverte en emportant les cartes posées dessus reste en place
      Lecture littérale des textes : le contrôle ne porte que sur la colonne
      qui reçoit des cartes, pas sur celle qu'on vient de dégager.

      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique, as de pique, 5 de cœur
        colonne 2 : 4 de cœur
        colonne 3 : 6 de cœur
        """
      Quand le 5♥ part sur la colonne 3
      Alors aucune suite n'est retirée
      Et le nombre de suites retirées est 0
      Et la carte du dessus de la colonne 1 est l'as de pique
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique, as de pique
        colonne 2 : 4 de cœur
        colonne 3 : 6 de cœur, 5 de cœur
        """

  Règle: Une suite incomplète ou mêlée ne sort pas

    @id:suites-05
    Scénario: Il faut les 13 cartes, du Roi à l'As
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique
        colonne 2 : 9 de cœur, 2 de pique
        """
      Quand le 2 de pique part sur la colonne 1
      Alors aucune suite n'est retirée
      Et le nombre de suites retirées est 0
      Et la carte du dessus de la colonne 1 est le 2 de pique

  Règle: On ne pose jamais une carte à la main sur les places des suites

    @id:suites-06 @refusal
    Scénario: Les places des suites ne sont pas des colonnes de jeu
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique
        colonne 2 : 9 de cœur, as de pique
        """
      Quand l'as de pique part sur la colonne 8
      Alors le coup est refusé avec le message « Il n’y a pas de colonne 8 » et rien ne change

    @id:suites-08 @choice:suite-under-suite
    Scénario: Un bloc qui porte une suite complète en complète une autre : les deux sortent
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : R♥, D♥, V♥, 10♥, 9♥, 8♥, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥
        colonne 2 : 3♦, A♥, R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        """
      Quand l'as de cœur part sur la colonne 1
      Alors la suite de pique est retirée
      Et la suite de cœur est retirée
      Et le nombre de suites retirées est 2
      Et le coup rapporte 205 points
