# language: fr
@variant-double-scorpion
Fonctionnalité: Double Scorpion
  Double Scorpion utilise deux jeux et quatorze colonnes ; la partie est
  beaucoup plus longue et difficile, mais les règles de déplacement sont
  celles du jeu traditionnel. La disposition est celle du Scorpion doublée :
  quatorze colonnes de sept cartes, trois cartes cachées dans les colonnes
  1 à 8, et une réserve de six cartes distribuée sur les colonnes 1 à 6.
  Comme chaque carte existe en deux exemplaires, un coup nomme sa colonne
  de départ quand les deux exemplaires pourraient partir. Une autre source
  distribue dix colonnes de dix cartes : c'est la règle « Double Scorpion
  (PySolFC) ».

  Règle: Deux jeux, quatorze colonnes de sept cartes, une réserve de six cartes

    @id:double-scorpion-01 @rulebook
    Scénario: La donne du Double Scorpion
      Soit la donne numéro 1, en règle Double Scorpion
      Alors le tableau a 14 colonnes
      Et la colonne 1 a 3 cartes cachées et 4 cartes visibles
      Et la colonne 8 a 3 cartes cachées et 4 cartes visibles
      Et la colonne 9 a 0 cartes cachées et 7 cartes visibles
      Et la colonne 14 a 0 cartes cachées et 7 cartes visibles
      Et les colonnes comptent 24 cartes cachées et 74 cartes visibles
      Et la réserve compte 6 cartes cachées
      Et la partie utilise les 104 cartes de 2 jeux, chaque carte une fois par jeu

    @id:double-scorpion-02
    Scénario: Bloqué, on distribue les six cartes de réserve sur les colonnes 1 à 6
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : 6 cartes cachées (4 de carreau, 9 de pique, 2 de trèfle, 4 de carreau, 7 de cœur, valet de pique)
        aucune suite retirée
        colonne 1 : 9 de trèfle, 5 de cœur
        colonne 2 : 6 de cœur
        colonne 3 : 2 cachées, puis 7 de pique
        colonne 4 : 8 de carreau
        colonne 5 : 10 de trèfle
        colonne 6 : 3 de pique
        """
      Alors la réserve peut être distribuée
      Quand on distribue la réserve
      Alors le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de trèfle, 5 de cœur, 4 de carreau
        colonne 2 : 6 de cœur, 9 de pique
        colonne 3 : 2 cachées, puis 7 de pique, 2 de trèfle
        colonne 4 : 8 de carreau, 4 de carreau
        colonne 5 : 10 de trèfle, 7 de cœur
        colonne 6 : 3 de pique, valet de pique
        """

  Règle: Quand deux cartes identiques peuvent partir, le coup nomme la colonne de départ

    @id:double-scorpion-03 @refusal
    Scénario: Deux 5♠ peuvent aller sur le 6♠ : il faut dire lequel
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 10 de cœur, 5 de pique
        colonne 2 : 6 de pique
        colonne 3 : 9 de trèfle, 5 de pique
        colonne 14 : 6 de pique
        """
      Quand le 5 de pique part sur la colonne 2
      Alors le coup est refusé avec le message « Deux cartes « 5 de pique » peuvent partir : précisez leur colonne de départ » et rien ne change
      Quand le 5 de pique de la colonne 3 part sur la colonne 2
      Alors le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 10 de cœur, 5 de pique
        colonne 2 : 6 de pique, 5 de pique
        colonne 3 : 9 de trèfle
        colonne 14 : 6 de pique
        """

    @id:double-scorpion-04
    Scénario: Quand un seul des deux exemplaires peut partir, pas besoin de nommer sa colonne
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 10 de cœur, 5 de pique
        colonne 2 : 5 de pique, 6 de pique
        """
      Quand le 5 de pique part sur la colonne 2
      Alors le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 10 de cœur
        colonne 2 : 5 de pique, 6 de pique, 5 de pique
        """

    @id:double-scorpion-05
    Scénario: La notation écrit les quatorze colonnes et les cartes en double
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 10 de cœur, 5 de pique
        colonne 2 : 6 de pique
        colonne 3 : 9 de trèfle, 5 de pique
        colonne 14 : 6 de pique
        """
      Quand le 5 de pique de la colonne 1 part sur la colonne 14
      Alors le tableau est :
        """
        réserve : distribuée ; aucune suite retirée. colonne 1 : 10 de cœur ; colonne 2 : 6 de pique ; colonne 3 : 9 de trèfle, 5 de pique ; colonne 4 : vide ; colonne 5 : vide ; colonne 6 : vide ; colonne 7 : vide ; colonne 8 : vide ; colonne 9 : vide ; colonne 10 : vide ; colonne 11 : vide ; colonne 12 : vide ; colonne 13 : vide ; colonne 14 : 6 de pique, 5 de pique.
        """

  Règle: Comme dans le jeu traditionnel, la partie est gagnée quand chaque colonne est une suite complète ou vide

    @id:double-scorpion-06 @refusal
    Scénario: Huit suites dans huit colonnes, six colonnes vides : gagné
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        colonne 2 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        colonne 3 : R♥, D♥, V♥, 10♥, 9♥, 8♥, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥
        colonne 4 : R♥, D♥, V♥, 10♥, 9♥, 8♥, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥
        colonne 5 : R♦, D♦, V♦, 10♦, 9♦, 8♦, 7♦, 6♦, 5♦, 4♦, 3♦, 2♦, A♦
        colonne 6 : R♦, D♦, V♦, 10♦, 9♦, 8♦, 7♦, 6♦, 5♦, 4♦, 3♦, 2♦, A♦
        colonne 7 : R♣, D♣, V♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣, A♣
        colonne 8 : R♣, D♣, V♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣
        colonne 9 : as de trèfle
        """
      Alors la partie utilise les 104 cartes de 2 jeux, chaque carte une fois par jeu
      Quand l'as de trèfle part sur la colonne 8
      Alors le coup est refusé avec le message « Deux cartes « as de trèfle » peuvent partir : précisez leur colonne de départ » et rien ne change
      Quand l'as de trèfle de la colonne 9 part sur la colonne 8
      Alors la partie est gagnée
      Et aucune suite n'est retirée
      Et la colonne 9 est vide

  Règle: Deux exemplaires visibles dans une même colonne font deux coups : le coup dit la place de la carte

    @id:double-scorpion-07
    Scénario: Deux 7♥ dans la colonne 1 : deux coups distincts vers le 8♥, on joue celui du haut
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9♣, 7♥, R♣, 7♥, 2♠
        colonne 2 : 8♥
        """
      Alors 2 coups permis mettent le 7♥ sur la colonne 2
      Quand le 7♥ de la colonne 1, carte 4, part sur la colonne 2
      Alors les cartes déplacées sont 7♥, 2♠
      Et le coup joué s'écrit « 7♥ de la colonne 1, carte 4, sur la colonne 2 »
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9♣, 7♥, R♣
        colonne 2 : 8♥, 7♥, 2♠
        """

    @id:double-scorpion-08
    Scénario: Le 7♥ du bas emporte tout ce qui est posé sur lui, l'autre 7♥ compris
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9♣, 7♥, R♣, 7♥, 2♠
        colonne 2 : 8♥
        """
      Quand le 7♥ de la colonne 1, carte 2, part sur la colonne 2
      Alors les cartes déplacées sont 7♥, R♣, 7♥, 2♠
      Et le coup joué s'écrit « 7♥ de la colonne 1, carte 2, sur la colonne 2 »
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9♣
        colonne 2 : 8♥, 7♥, R♣, 7♥, 2♠
        """

    @id:double-scorpion-09 @refusal
    Scénario: Sans la place de la carte, le coup est refusé ; une place fausse aussi
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée, puis 9♣, 7♥, R♣, 7♥, 2♠
        colonne 2 : 8♥
        """
      Quand le 7♥ part sur la colonne 2
      Alors le coup est refusé avec le message « Deux cartes « 7 de cœur » sont visibles dans la colonne 1 : précisez la place de celle qui part, carte 3 ou carte 5 » et rien ne change
      Quand le 7♥ de la colonne 1, carte 4, part sur la colonne 2
      Alors le coup est refusé avec le message « La carte « 7 de cœur » n’est pas visible à la place 4 de sa colonne » et rien ne change
      Quand le 7♥ de la colonne 1, carte 2, part sur la colonne 2
      Alors le coup est refusé avec le message « La carte « 7 de cœur » n’est pas visible à la place 2 de sa colonne » et rien ne change
      Quand le 7♥ de la colonne 1, carte 7, part sur la colonne 2
      Alors le coup est refusé avec le message « La carte « 7 de cœur » n’est pas visible à la place 7 de sa colonne » et rien ne change
      Quand le 7♥ de la colonne 1, carte 5, part sur la colonne 2
      Alors le coup joué s'écrit « 7♥ de la colonne 1, carte 5, sur la colonne 2 »

    @id:double-scorpion-10
    Scénario: Le premier 5♠ trouvé ne peut pas partir, le second part sans qu'on nomme sa colonne
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 5♠, 8♦, 6♠
        colonne 2 : 10♥, 5♠
        """
      Quand le 5♠ part sur la colonne 1
      Alors le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 5♠, 8♦, 6♠, 5♠
        colonne 2 : 10♥
        """

  Règle: Comme dans le jeu traditionnel, un coup qui ramène une position déjà vue n'est pas utile

    @id:double-scorpion-11
    Scénario: L'as part de la suite complète puis pourrait y revenir : la position est déjà vue, défaite
      Avec deux jeux, l'as de pique peut quitter la suite qu'il complète pour
      un autre 2 de pique, puis revenir. Le retour complète la suite, mais il
      ramène la position du début : ce n'est pas un coup utile.

      Soit le tableau, en règle Double Scorpion :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        colonne 2 : 9♥, 2♠
        """
      Quand l'as de pique part sur la colonne 2
      Alors l'as de pique peut partir sur la colonne 1
      Et la partie est perdue

    @id:double-scorpion-12
    Scénario: Le seul coup qui complète une suite ramène une position déjà vue : la réserve peut être distribuée
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : 6 cartes cachées
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        colonne 2 : 9♥, 2♠
        """
      Quand l'as de pique part sur la colonne 2
      Alors l'as de pique peut partir sur la colonne 1
      Et la réserve peut être distribuée

    @id:double-scorpion-13 @refusal
    Scénario: Des deux 7♥ d'une colonne, seul celui du haut complète une suite : ce coup est utile, la réserve attend
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : 6 cartes cachées
        aucune suite retirée
        colonne 1 : 7♥, 9♣, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥
        colonne 2 : R♥, D♥, V♥, 10♥, 9♥, 8♥
        """
      Alors 2 coups permis mettent le 7♥ sur la colonne 2
      Et la réserve ne peut pas être distribuée
      Quand on distribue la réserve
      Alors l'action est refusée avec le message « La réserve ne se distribue que lorsqu’il ne reste aucun coup utile » et rien ne change

    @id:double-scorpion-14
    Scénario: Des deux 7♥ de deux colonnes, seul celui de la colonne 3 complète une suite : ce coup est utile, la réserve attend
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : 6 cartes cachées
        aucune suite retirée
        colonne 1 : 9♣, 7♥
        colonne 2 : R♥, D♥, V♥, 10♥, 9♥, 8♥
        colonne 3 : 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥
        """
      Alors 2 coups permis mettent le 7♥ sur la colonne 2
      Et la réserve ne peut pas être distribuée

    @id:double-scorpion-15 @refusal
    Scénario: Deux 7♥ l'un sur l'autre : sans la place, le coup est refusé ; avec elle, il part
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9♣, 7♥, 7♥
        colonne 2 : 8♥
        """
      Quand le 7♥ part sur la colonne 2
      Alors le coup est refusé avec le message « Deux cartes « 7 de cœur » sont visibles dans la colonne 1 : précisez la place de celle qui part, carte 2 ou carte 3 » et rien ne change
      Quand le 7♥ de la colonne 1, carte 3, part sur la colonne 2
      Alors les cartes déplacées sont 7♥

    @id:double-scorpion-16 @refusal
    Scénario: Les deux 7♥ sont face cachée : le coup est refusé, seule une carte visible part
      Soit le tableau, en règle Double Scorpion :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (7♥), puis 9♣
        colonne 2 : 8♥
        colonne 3 : 1 cachée (7♥), puis 5♦
        """
      Quand le 7♥ part sur la colonne 2
      Alors le coup est refusé avec le message « La carte « 7 de cœur » est face cachée : seule une carte visible peut être déplacée » et rien ne change
