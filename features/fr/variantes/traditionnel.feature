# language: fr
@variant-traditionnel
Fonctionnalité: Le jeu traditionnel
  Le Scorpion traditionnel se joue comme celui de l'app, à quelques règles
  près. Les suites Roi-à-As construites restent en place dans le tableau :
  la partie est gagnée lorsque chaque colonne contient soit une suite
  complète d'une couleur, soit rien. Les trois cartes de réserve ne sont
  distribuées sur les trois premières colonnes que lorsqu'aucun mouvement
  utile n'est possible. La partie est perdue lorsque la réserve a été
  distribuée et que tout mouvement possible répète une position antérieure
  ou ne découvre aucune carte cachée ni ne complète une suite. Le texte ne
  connaît ni points ni annulation.

  Règle: Comme dans le Scorpion de l'app : sept colonnes, un groupe quelconque, un Roi sur une colonne vide

    @id:traditionnel-01 @rulebook
    Scénario: La donne traditionnelle : sept colonnes de sept, douze cartes cachées, trois en réserve
      Soit la donne numéro 4, en règle Traditionnel
      Alors les colonnes comptent 12 cartes cachées et 37 cartes visibles
      Et la colonne 4 a 3 cartes cachées et 4 cartes visibles
      Et la colonne 5 a 0 cartes cachées et 7 cartes visibles
      Et la réserve compte 3 cartes cachées
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

    @id:traditionnel-02
    Scénario: Une carte part avec toutes celles empilées sur elle, et la carte cachée découverte se retourne
      Soit le tableau, en règle Traditionnel :
        """
        réserve : 3 cartes cachées
        aucune suite retirée
        colonne 1 : 2 cachées (as de pique, 8 de cœur), puis 9 de carreau, roi de cœur, 4 de trèfle
        colonne 2 : 5 de pique, 10 de carreau
        colonne 3 : 9 de cœur
        """
      Quand le 9 de carreau part sur la colonne 2
      Alors les cartes déplacées sont 9 de carreau, roi de cœur et 4 de trèfle
      Et le 8 de cœur se retourne
      Et le 8 de cœur peut partir sur la colonne 3

    @id:traditionnel-03 @refusal
    Scénario: Seul un Roi, ou un groupe dirigé par un Roi, remplit une colonne vide
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de carreau, dame de cœur, roi de pique, 4 de trèfle
        colonne 2 : vide
        colonne 3 : 10 de pique
        """
      Quand la dame de cœur part sur la colonne 2
      Alors le coup est refusé avec le message « Seul un Roi peut aller sur une colonne vide » et rien ne change
      Quand le roi de pique part sur la colonne 2
      Alors les cartes déplacées sont roi de pique et 4 de trèfle
      Et le coup joué s'écrit « R♠ de la colonne 1 sur la colonne 2 »

    @id:traditionnel-19 @refusal
    Scénario: Une carte ne se pose que sur la carte de sa propre enseigne, pas sur l'autre de même couleur
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 8 de carreau
        colonne 2 : 8 de pique
        colonne 3 : 10 de trèfle, 7 de cœur
        colonne 4 : 8 de cœur
        """
      Alors le 7 de cœur peut partir sur la colonne 4
      Quand le 7 de cœur part sur la colonne 1
      Alors le coup est refusé avec le message « Règle : les cartes doivent être de la même famille » et rien ne change
      Quand le 7 de cœur part sur la colonne 2
      Alors le coup est refusé avec le message « Règle : les cartes doivent être de la même famille » et rien ne change

    @id:traditionnel-20 @refusal
    Scénario: Les rangs vont du Roi à l'As : rien ne se pose sur l'As, pas même un Roi
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 10 de trèfle, as de cœur
        colonne 2 : 5 de carreau, roi de cœur
        colonne 3 : 9 de pique, 2 de cœur
        """
      Alors l'as de cœur peut partir sur la colonne 3
      Quand le roi de cœur part sur la colonne 1
      Alors le coup est refusé pour l'une de ces raisons, et rien ne change :
        | message                                                           |
        | Règle : rien ne se pose sur un As                                 |
        | Règle : une carte se pose sur une carte d’un rang juste au-dessus |
      Quand le 2 de cœur part sur la colonne 1
      Alors le coup est refusé pour l'une de ces raisons, et rien ne change :
        | message                                                           |
        | Règle : rien ne se pose sur un As                                 |
        | Règle : une carte se pose sur une carte d’un rang juste au-dessus |

  Règle: Les suites complètes restent dans le tableau

    @id:traditionnel-04
    Scénario: L'As qui complète la suite la laisse dans sa colonne
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée, puis R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        colonne 2 : 8 de cœur, as de pique
        """
      Quand l'as de pique part sur la colonne 1
      Alors aucune suite n'est retirée
      Et la suite de pique reste dans la colonne 1, du Roi à l'As
      Et le nombre de suites retirées est 0

  Règle: La partie est gagnée quand chaque colonne est une suite complète ou vide

    @id:traditionnel-05
    Scénario: Le dernier As complète la quatrième suite : quatre colonnes de suites, trois vides
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        colonne 2 : R♥, D♥, V♥, 10♥, 9♥, 8♥, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥
        colonne 3 : R♦, D♦, V♦, 10♦, 9♦, 8♦, 7♦, 6♦, 5♦, 4♦, 3♦, 2♦, A♦
        colonne 4 : R♣, D♣, V♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣
        colonne 5 : as de trèfle
        """
      Alors la partie n'est pas gagnée
      Quand l'as de trèfle part sur la colonne 4
      Alors la partie est gagnée
      Et la colonne 5 est vide
      Et aucune suite n'est retirée
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

    @id:traditionnel-06
    Scénario: Une suite complète posée sur une autre carte ne suffit pas
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        colonne 2 : R♥, D♥, V♥, 10♥, 9♥, 8♥, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥
        colonne 3 : R♦, D♦, V♦, 10♦, 9♦, 8♦, 7♦, 6♦, 5♦, 4♦, 3♦, 2♦
        colonne 4 : as de carreau, R♣, D♣, V♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣
        colonne 5 : as de trèfle
        """
      Quand l'as de trèfle part sur la colonne 4
      Alors la partie n'est pas gagnée
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

  Règle: La réserve n'est distribuée que lorsqu'aucun mouvement utile n'est possible

    @id:traditionnel-07 @refusal
    Scénario: Tant qu'un coup découvre une carte cachée, la réserve attend
      Soit le tableau, en règle Traditionnel :
        """
        réserve : 3 cartes cachées
        aucune suite retirée
        colonne 1 : 2 cachées, puis 5 de cœur
        colonne 2 : 6 de cœur
        colonne 3 : 9 de trèfle
        """
      Alors la réserve ne peut pas être distribuée
      Quand on distribue la réserve
      Alors l'action est refusée avec le message « La réserve ne se distribue que lorsqu’il ne reste aucun coup utile » et rien ne change

    @id:traditionnel-08 @refusal
    Scénario: Quand les coups possibles ne découvrent rien ni ne complètent rien, la réserve part sur les colonnes 1 à 3
      Soit le tableau, en règle Traditionnel :
        """
        réserve : 3 cartes cachées (4 de carreau, 9 de pique, 2 de trèfle)
        aucune suite retirée
        colonne 1 : 9 de trèfle, 5 de cœur
        colonne 2 : 6 de cœur
        colonne 3 : 2 cachées, puis 7 de pique
        """
      Alors le 5 de cœur peut partir sur la colonne 2
      Et la réserve peut être distribuée
      Quand on distribue la réserve
      Alors le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de trèfle, 5 de cœur, 4 de carreau
        colonne 2 : 6 de cœur, 9 de pique
        colonne 3 : 2 cachées, puis 7 de pique, 2 de trèfle
        """
      Quand on distribue la réserve
      Alors l'action est refusée avec le message « La réserve a déjà été distribuée » et rien ne change

    @id:traditionnel-09 @refusal
    Scénario: Un coup qui complète une suite est utile : la réserve attend
      Soit le tableau, en règle Traditionnel :
        """
        réserve : 3 cartes cachées
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        colonne 2 : 8 de cœur, as de pique
        """
      Alors la réserve ne peut pas être distribuée
      Quand on distribue la réserve
      Alors l'action est refusée avec le message « La réserve ne se distribue que lorsqu’il ne reste aucun coup utile » et rien ne change

    @id:traditionnel-18 @refusal
    Scénario: Un coup qui découvre une suite complète sous lui est utile : la réserve attend
      Soit le tableau, en règle Traditionnel :
        """
        réserve : 3 cartes cachées
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠, 5♥
        colonne 2 : 6 de cœur
        """
      Alors la réserve ne peut pas être distribuée
      Quand on distribue la réserve
      Alors l'action est refusée avec le message « La réserve ne se distribue que lorsqu’il ne reste aucun coup utile » et rien ne change

  Règle: La partie est perdue quand la réserve est distribuée et qu'aucun mouvement utile ne reste

    @id:traditionnel-10
    Scénario: Réserve distribuée, les coups possibles ne découvrent rien ni ne complètent rien : défaite
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de trèfle, 5 de cœur
        colonne 2 : 6 de cœur
        colonne 3 : 2 cachées, puis 7 de pique
        """
      Alors le 5 de cœur peut partir sur la colonne 2
      Et la partie est perdue
      Et la partie est terminée

    @id:traditionnel-11
    Scénario: Réserve distribuée, un coup découvre une carte cachée : la partie continue
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées, puis 5 de cœur
        colonne 2 : 6 de cœur
        colonne 3 : 9 de trèfle
        """
      Alors la partie n'est pas perdue
      Et la partie n'est pas terminée
      Et le 5 de cœur peut partir sur la colonne 2

    @id:traditionnel-12
    Scénario: Réserve distribuée, un coup complète une suite : la partie continue
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        colonne 2 : 8 de cœur, as de pique
        """
      Alors la partie n'est pas perdue
      Et l'as de pique peut partir sur la colonne 1

    @id:traditionnel-13
    Scénario: Déplacer une suite déjà complète ne complète rien : défaite
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        colonne 2 : vide
        colonne 3 : 2 cachées, puis 5 de cœur, 4 de carreau
        """
      Alors le roi de pique peut partir sur la colonne 2
      Et la partie est perdue

    @id:traditionnel-14
    Scénario: Aucun coup utile mais la réserve reste : pas de défaite
      Soit le tableau, en règle Traditionnel :
        """
        réserve : 3 cartes cachées
        aucune suite retirée
        colonne 1 : 9 de trèfle, 5 de cœur
        colonne 2 : 6 de cœur
        colonne 3 : 2 cachées, puis 7 de pique
        """
      Alors la partie n'est pas perdue
      Et la réserve peut être distribuée

    @id:traditionnel-17
    Scénario: Réserve distribuée, un coup complète une suite posée sur d'autres cartes : la partie continue
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de cœur, 5 de carreau, R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        colonne 2 : 8 de trèfle, as de pique
        """
      Alors la partie n'est pas perdue
      Et l'as de pique peut partir sur la colonne 1

  Règle: Ni points ni annulation

    @id:traditionnel-15
    Scénario: Une pose sur la même enseigne qui découvre une carte ne rapporte rien
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées (as de pique, 8 de cœur), puis 5 de cœur
        colonne 2 : 6 de cœur
        """
      Quand le 5 de cœur part sur la colonne 2
      Alors le 8 de cœur se retourne
      Et le coup rapporte 0 points
      Et le score est de 0

    @id:traditionnel-16 @refusal
    Scénario: Un coup joué ne s'annule pas
      Soit le tableau, en règle Traditionnel :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées (as de pique, 8 de cœur), puis 5 de cœur
        colonne 2 : 6 de cœur
        """
      Quand le 5 de cœur part sur la colonne 2
      Alors l'historique garde 0 actions
      Quand on annule le dernier coup
      Alors l'action est refusée avec le message « Aucun coup à annuler » et rien ne change
