# language: fr
@scopa
Fonctionnalité: Scopa : préparation et donne
  Tirez le premier donneur au sort, puis alternez. Mélangez, coupez, donnez 3
  chacun et 4 ouvertes sur table, talon fermé. Avec 3 ou 4 rois sur table,
  même donneur redonne. Le non-donneur commence. Les mains jouées, donnez
  encore 3 chacun en gardant la table. Répétez jusqu'à épuisement du talon,
  sans ajout direct sur table.

  Ici, le sort est celui de la donne numérotée : le numéro choisit le premier
  donneur et chaque mélange, de sorte qu'une donne se rejoue à l'identique.

  Règle: Le premier donneur est tiré au sort, puis le donneur alterne

    @id:scopa-deal-01
    Scénario: Le sort désigne le joueur 1, puis le joueur 2 donne
      Soit la donne de Scopa numéro 1
      Alors le joueur 1 est le donneur
      Quand la donne est jouée jusqu'au bout, chaque joueur jouant le premier coup que les règles permettent
      Et la donne suivante est distribuée
      Alors le joueur 2 est le donneur

    @id:scopa-deal-02
    Scénario: Une autre donne, le sort désigne le joueur 2
      Soit la donne de Scopa numéro 2
      Alors le joueur 2 est le donneur
      Et le joueur 1 joue ensuite

  Règle: 3 cartes à chacun, 4 ouvertes sur la table, le talon fermé

    @id:scopa-deal-03
    Scénario: Ce que la donne pose
      Soit la donne de Scopa numéro 5
      Alors chaque joueur a 3 cartes en main
      Et la table a 4 cartes ouvertes
      Et le talon a 30 cartes

  Règle: Avec 3 ou 4 rois sur la table, le même donneur redonne

    @id:scopa-deal-04
    Scénario: Trois rois sur la table, le même donneur redonne
      Le premier mélange de la donne numéro 198 pose trois rois sur la table :
      le joueur 2 redonne, et la nouvelle table a moins de 3 rois.

      Soit la donne de Scopa numéro 198
      Alors moins de 3 rois sont sur la table, le même donneur ayant redonné 1 fois
      Et le joueur 2 est le donneur
      Et la table a 4 cartes ouvertes

    @id:scopa-deal-08
    Scénario: Quatre rois sur la table, le même donneur redonne
      Le premier mélange de la donne numéro 86527 pose les quatre rois sur la
      table : le joueur 2 redonne, et la nouvelle table a moins de 3 rois.

      Soit la donne de Scopa numéro 86527
      Alors la première table de la donne avait 4 rois
      Et moins de 3 rois sont sur la table, le même donneur ayant redonné 1 fois
      Et le joueur 2 est le donneur
      Et la table a 4 cartes ouvertes

    @id:scopa-deal-09
    Scénario: Trois rois sur la table d'une donne suivante, son donneur redonne
      Dans la partie numéro 1511, le joueur 1 donne la première donne ; la
      deuxième, donnée par le joueur 2, pose d'abord trois rois sur la table.

      Soit la donne de Scopa numéro 1511
      Alors le joueur 1 est le donneur
      Quand la donne est jouée jusqu'au bout, chaque joueur jouant le premier coup que les règles permettent
      Et la donne suivante est distribuée
      Alors la première table de la donne avait 3 rois
      Et moins de 3 rois sont sur la table, le même donneur ayant redonné 1 fois
      Et le joueur 2 est le donneur
      Et chaque joueur a 3 cartes en main

  Règle: Le non-donneur commence

    @id:scopa-deal-05
    Scénario: Le joueur 2 donne, le joueur 1 commence
      Soit la donne de Scopa numéro 198
      Alors le joueur 1 joue ensuite

    @id:scopa-deal-11 @rulebook
    Scénario: Le non-donneur ne peut pas garder la dernière carte de la donne
      Le non-donneur ouvre chaque main et les joueurs alternent : le donneur joue
      la dernière carte. Le livre de règles ne montre que des positions qu'une
      donne réelle atteint.

      Alors la position de Scopa est refusée avec le message « Des mains de 1 et 0 cartes sont impossibles quand le joueur 2 donne : le non-donneur joue le premier et les joueurs alternent, donc le donneur a autant de cartes que le non-donneur ou une de plus, jamais plus de 3, et joue la dernière carte » :
        """
        donneur : joueur 2
        au tour de : joueur 1
        main du joueur 1 : 2 de pique
        main du joueur 2 : vide
        table : 3 de trèfle
        talon : vide
        prises du joueur 1 : 18 cartes
        prises du joueur 2 : 20 cartes
        """

  Règle: Les mains jouées, 3 cartes de plus à chacun, la table gardée, jusqu'à épuisement du talon

    @id:scopa-deal-06
    Scénario: Les mains vides, on redonne 3 cartes à chacun sans changer la table
      Soit la position de Scopa :
        """
        donneur : joueur 2
        au tour de : joueur 2
        main du joueur 1 : vide
        main du joueur 2 : 2 de pique
        table : 3 de trèfle, 5 de cœur, roi de carreau
        talon : 6 cartes cachées (as de cœur, 7 de trèfle, 4 de carreau, 6 de pique, dame de cœur, valet de trèfle)
        prises du joueur 1 : 14 cartes
        prises du joueur 2 : 16 cartes
        """
      Quand le joueur 2 joue le 2♠
      Alors chaque joueur a 3 cartes en main
      Et le talon a 0 cartes
      Et la table contient le 3♣, le 5♥, le R♦ et le 2♠
      Et le joueur 1 joue ensuite
      Et la position est :
        """
        donneur : joueur 2
        au tour de : joueur 1
        main du joueur 1 : as de cœur, 4 de carreau, dame de cœur
        main du joueur 2 : 7 de trèfle, 6 de pique, valet de trèfle
        table : 3 de trèfle, 5 de cœur, roi de carreau, 2 de pique
        talon : vide
        prises du joueur 1 : 14 cartes
        prises du joueur 2 : 16 cartes
        """

    @id:scopa-deal-07
    Scénario: Le talon épuisé, la dernière main jouée finit la donne
      Soit la position de Scopa :
        """
        donneur : joueur 2
        au tour de : joueur 2
        main du joueur 1 : vide
        main du joueur 2 : 2 de pique
        table : 3 de trèfle, 5 de cœur
        talon : vide
        prises du joueur 1 : 18 cartes
        prises du joueur 2 : 19 cartes
        dernière prise : joueur 1
        """
      Quand le joueur 2 joue le 2♠
      Alors la partie continue avec une autre donne
      Et chaque joueur a 0 cartes en main

    @id:scopa-deal-10
    Scénario: Une donne entière : 6 mains de 3 cartes, 36 coups
      Les 30 cartes du talon font 5 mains de plus après la première : chaque
      joueur joue 18 cartes.

      Soit la donne de Scopa numéro 1
      Quand la donne est jouée jusqu'au bout, chaque joueur jouant le premier coup que les règles permettent
      Alors 36 cartes ont été jouées dans la donne, en 6 mains de 3 cartes
      Et le talon a 0 cartes
      Et chaque joueur a 0 cartes en main
      Et la partie continue avec une autre donne
