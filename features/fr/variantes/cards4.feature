# language: fr
@variant-cards4
Fonctionnalité: La règle Cards4
  Le site Cards4 joue le Scorpion de l'app avec quelques précisions. On
  déplace un groupe désordonné, mais pas n'importe où : la carte de tête
  rejoint la carte de même enseigne d'un rang au-dessus, et les colonnes
  vides sont réservées aux Rois. Cards4 refuse en plus de transférer une
  colonne entière menée par un Roi dans une autre colonne vide. La pioche
  de trois cartes se distribue quand on le souhaite, sans vérification,
  même sur une colonne vide. Une suite complète Roi–As est recueillie d'un
  bloc dès qu'elle est visible en haut d'une colonne. L'interface annonce
  un blocage seulement quand aucun coup légal ne reste et que la pioche est
  épuisée ; les indices sont les coups légaux, et Réinitialiser reprend la
  même donne.

  Règle: La disposition du Scorpion : douze cartes cachées, trois cartes à la pioche

    @id:cards4-20 @rulebook
    Scénario: La donne de Cards4
      Soit la donne numéro 5, en règle Cards4
      Alors les colonnes comptent 12 cartes cachées et 37 cartes visibles
      Et la colonne 1 a 3 cartes cachées et 4 cartes visibles
      Et la colonne 4 a 3 cartes cachées et 4 cartes visibles
      Et la colonne 5 a 0 cartes cachées et 7 cartes visibles
      Et la réserve compte 3 cartes cachées
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

  Règle: Une colonne entière menée par un Roi ne passe pas dans une autre colonne vide

    @id:cards4-01 @refusal
    Scénario: Le Roi qui occupe toute sa colonne reste où il est
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de cœur, 4 de trèfle
        colonne 2 : vide
        colonne 3 : 9 de carreau, 10 de pique
        colonne 4 : 2 cachées, puis 7 de carreau
        """
      Alors le roi de cœur ne peut pas partir sur la colonne 2
      Quand le roi de cœur part sur la colonne 2
      Alors le coup est refusé avec le message « Un groupe mené par un Roi qui occupe toute sa colonne ne peut pas aller sur une autre colonne vide » et rien ne change

    @id:cards4-02
    Scénario: Le groupe du Roi qui laisse une carte dans sa colonne part sur la colonne vide
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de carreau, roi de cœur, 4 de trèfle
        colonne 2 : vide
        colonne 3 : 10 de pique
        """
      Quand le roi de cœur part sur la colonne 2
      Alors les cartes déplacées sont roi de cœur et 4 de trèfle
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de carreau
        colonne 2 : roi de cœur, 4 de trèfle
        colonne 3 : 10 de pique
        """

    @id:cards4-03
    Scénario: Le groupe du Roi posé sur des cartes cachées part sur la colonne vide
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées (as de pique, 8 de cœur), puis roi de cœur, 4 de trèfle
        colonne 2 : vide
        colonne 3 : 10 de pique
        """
      Quand le roi de cœur part sur la colonne 2
      Alors le 8 de cœur se retourne
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (as de pique), puis 8 de cœur
        colonne 2 : roi de cœur, 4 de trèfle
        colonne 3 : 10 de pique
        """

    @id:cards4-04
    Scénario: Une colonne entière menée par une autre carte part sur une carte
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de carreau, roi de cœur, 4 de trèfle
        colonne 2 : 5 de pique, 10 de carreau
        """
      Quand le 9 de carreau part sur la colonne 2
      Alors les cartes déplacées sont 9 de carreau, roi de cœur et 4 de trèfle
      Et la colonne 1 est vide
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : vide
        colonne 2 : 5 de pique, 10 de carreau, 9 de carreau, roi de cœur, 4 de trèfle
        """

    @id:cards4-05
    Scénario: Les indices ne proposent pas le transfert d'une colonne entière
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de cœur, 4 de trèfle
        colonne 2 : vide
        colonne 3 : 9 de carreau, roi de pique, 5 de trèfle
        colonne 4 : 6 de trèfle
        """
      Alors les indices proposent exactement ces coups :
        | carte          | colonne |
        | roi de pique   | 2       |
        | roi de pique   | 5       |
        | roi de pique   | 6       |
        | roi de pique   | 7       |
        | 5 de trèfle    | 4       |
        | 4 de trèfle    | 3       |
      Et le roi de cœur ne peut pas partir sur la colonne 2

  Règle: Une colonne vide n'accepte qu'un Roi, avec les cartes posées sur lui

    @id:cards4-06 @refusal
    Scénario: Une Dame qui porte un Roi ne remplit pas la colonne vide, le Roi lui-même oui
      Soit le tableau, en règle Cards4 :
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

  Règle: La carte de tête rejoint la carte de même enseigne d'un rang au-dessus, avec tout le groupe

    @id:cards4-07
    Scénario: Le 9♦ qui porte le R♥ et le 4♣ rejoint le 10♦
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées (as de pique, 8 de cœur), puis 9 de carreau, roi de cœur, 4 de trèfle
        colonne 2 : 5 de pique, 10 de carreau
        """
      Quand le 9 de carreau part sur la colonne 2
      Alors les cartes déplacées sont 9 de carreau, roi de cœur et 4 de trèfle
      Et le 8 de cœur se retourne
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (as de pique), puis 8 de cœur
        colonne 2 : 5 de pique, 10 de carreau, 9 de carreau, roi de cœur, 4 de trèfle
        """

    @id:cards4-08
    Scénario: Le 4♣ sélectionné seul part seul sur le 5♣
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de carreau, roi de cœur, 4 de trèfle
        colonne 2 : 5 de trèfle
        """
      Quand le 4 de trèfle part sur la colonne 2
      Alors les cartes déplacées sont 4 de trèfle
      Et la carte du dessus de la colonne 1 est le roi de cœur

    @id:cards4-09 @refusal
    Plan du scénario: Le 9♦ ne va ni sur le 10♥ ni sur le V♦
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées, puis 9 de carreau, 8 de carreau, 7 de carreau
        colonne 2 : 10 de cœur
        colonne 3 : valet de carreau
        colonne 4 : 6 de trèfle, roi de pique
        colonne 5 : as de pique
        """
      Quand <carte> part sur la colonne <colonne>
      Alors le coup est refusé avec le message « <message> » et rien ne change

      Exemples:
        | carte            | colonne | message                                                    |
        | le 9 de carreau  | 2       | Règle : les cartes doivent être de la même famille         |
        | le 9 de carreau  | 3       | Règle : une carte se pose sur une carte d’un rang juste au-dessus |

    @id:cards4-25 @refusal
    Scénario: L'As est bas, aucune boucle Roi–As : aucun Roi ne rejoint un As
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées, puis 9 de carreau, 8 de carreau, 7 de carreau
        colonne 2 : 2 de pique
        colonne 4 : 6 de trèfle, roi de pique
        colonne 5 : 10 de trèfle, as de pique
        """
      Alors le roi de pique ne peut pas partir sur la colonne 5
      Et l'as de pique peut partir sur la colonne 2
      Quand le roi de pique part sur la colonne 5
      Alors le coup est refusé pour l'une de ces raisons, et rien ne change :
        | message                                                           |
        | Règle : rien ne se pose sur un As                                 |
        | Règle : une carte se pose sur une carte d’un rang juste au-dessus |

    @id:cards4-10 @refusal
    Scénario: Une carte cachée ne peut pas être sélectionnée
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées (as de pique, 8 de cœur), puis 9 de carreau
        colonne 2 : 2 de pique
        """
      Quand l'as de pique part sur la colonne 2
      Alors le coup est refusé avec le message « La carte « as de pique » est face cachée : seule une carte visible peut être déplacée » et rien ne change

  Règle: Une suite complète est recueillie dès qu'elle est visible en haut d'une colonne

    @id:cards4-11
    Scénario: La suite découverte en haut de la colonne de départ est recueillie
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (7 de carreau), puis R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠, 5♥
        colonne 2 : 6 de cœur
        """
      Quand le 5 de cœur part sur la colonne 2
      Alors la suite de pique est retirée
      Et le 7 de carreau se retourne
      Et le tableau est :
        """
        réserve : distribuée
        suites retirées : pique
        colonne 1 : 7 de carreau
        colonne 2 : 6 de cœur, 5 de cœur
        """

    @id:cards4-12
    Plan du scénario: Une suite incomplète ou recouverte n'est pas recueillie
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        <première colonne>
        colonne 2 : 10 de trèfle
        colonne 3 : 9 de trèfle
        """
      Quand le 9 de trèfle part sur la colonne 2
      Alors aucune suite n'est retirée
      Et le nombre de suites retirées est 0
      Et la carte du dessus de la colonne 1 est <dessus>

      Exemples:
        | ce qui empêche le retrait          | dessus | première colonne                                                                                  |
        | une carte supplémentaire sous l'As | le 5♥  | colonne 1 : 1 cachée (7 de carreau), puis R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠, 5♥ |
        | un rang manquant                   | le 2♠  | colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠                                       |
        | une mauvaise enseigne              | l'A♥   | colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♥                                   |
        | une carte cachée                   | l'A♠   | colonne 1 : 1 cachée (roi de pique), puis D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠         |

    @id:cards4-21 @refusal
    Scénario: Aucune carte ne part seule vers les fondations
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        colonne 2 : 9 de cœur, as de pique
        """
      Quand l'as de pique part sur la colonne 8
      Alors le coup est refusé avec le message « Il n’y a pas de colonne 8 » et rien ne change

    @id:cards4-22
    Scénario: La quatrième suite recueillie gagne la partie
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        suites retirées : pique, cœur, carreau
        colonne 1 : R♣, D♣, V♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣
        colonne 2 : as de trèfle
        """
      Quand l'as de trèfle part sur la colonne 1
      Alors la suite de trèfle est retirée
      Et le nombre de suites retirées est 4
      Et la partie est gagnée
      Et la partie est terminée

    @id:cards4-13
    Scénario: Annuler revient sur le déplacement, le retournement et la suite retirée
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (7 de carreau), puis R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠, 5♥
        colonne 2 : 6 de cœur
        """
      Quand le 5 de cœur part sur la colonne 2
      Et on annule le dernier coup
      Alors le 7 de carreau est face cachée
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (7 de carreau), puis R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠, 5♥
        colonne 2 : 6 de cœur
        """

    @id:cards4-24
    Scénario: Après la distribution, une suite complète visible dans une autre colonne est recueillie aussi
      Soit le tableau, en règle Cards4 :
        """
        réserve : 3 cartes cachées (9 de carreau, 2 de trèfle, roi de cœur)
        aucune suite retirée
        colonne 1 : 5 de trèfle
        colonne 2 : 8 de cœur
        colonne 3 : 10 de carreau
        colonne 5 : 1 cachée (7 de carreau), puis R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        """
      Quand on distribue la réserve
      Alors la suite de pique est retirée
      Et le 7 de carreau se retourne

  Règle: La pioche se distribue une fois, quand on veut, sans vérification, même sur une colonne vide

    @id:cards4-14
    Scénario: Les trois cartes arrivent sur les colonnes 1 à 3 sans vérification, colonne vide comprise
      Soit le tableau, en règle Cards4 :
        """
        réserve : 3 cartes cachées (4 de carreau, 9 de pique, 2 de cœur)
        aucune suite retirée
        colonne 1 : vide
        colonne 2 : 5 de trèfle
        colonne 3 : roi de cœur
        colonne 4 : 3 de cœur
        colonne 5 : 4 de trèfle
        """
      Alors le 4 de trèfle peut partir sur la colonne 2
      Et la réserve peut être distribuée
      Quand on distribue la réserve
      Alors l'historique garde 1 action
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 4 de carreau
        colonne 2 : 5 de trèfle, 9 de pique
        colonne 3 : roi de cœur, 2 de cœur
        colonne 4 : 3 de cœur
        colonne 5 : 4 de trèfle
        """
      Et le 3 de cœur ne peut pas partir sur la colonne 6

    @id:cards4-23
    Scénario: L'as de la pioche complète une suite : elle est recueillie
      Soit le tableau, en règle Cards4 :
        """
        réserve : 3 cartes cachées (as de pique, 9 de cœur, 2 de cœur)
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        colonne 2 : 5 de trèfle
        colonne 3 : roi de cœur
        """
      Quand on distribue la réserve
      Alors la suite de pique est retirée

    @id:cards4-15 @refusal
    Scénario: La pioche ne se recycle pas
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 4 de carreau
        colonne 2 : 5 de trèfle, 9 de pique
        colonne 3 : roi de cœur, 2 de cœur
        """
      Alors la réserve ne peut pas être distribuée
      Quand on distribue la réserve
      Alors l'action est refusée avec le message « La réserve a déjà été distribuée » et rien ne change

  Règle: La partie est bloquée seulement quand aucun coup légal ne reste et que la pioche est épuisée

    @id:cards4-16
    Scénario: Pioche épuisée, un coup légal reste : la partie continue
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de cœur, 4 de trèfle
        colonne 2 : vide
        colonne 3 : 9 de carreau, 5 de trèfle
        """
      Alors le 4 de trèfle peut partir sur la colonne 3
      Et la partie n'est pas bloquée
      Et la partie n'est pas terminée

    @id:cards4-17
    Scénario: Pioche épuisée, seul le transfert interdit d'une colonne entière reste : bloqué
      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de cœur, 4 de trèfle
        colonne 2 : vide
        colonne 3 : 9 de carreau, 7 de pique
        colonne 4 : 2 cachées, puis 5 de cœur
        """
      Alors aucun coup n'est possible
      Et la partie est bloquée
      Et la partie n'est pas gagnée

    @id:cards4-27 @choice:cards4-blocked-ends
    Scénario: La partie bloquée est terminée
      Le texte de Cards4 dit seulement que la partie est « bloquée » ; qu'elle
      soit alors terminée est un choix de ce livre de règles.

      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de cœur, 4 de trèfle
        colonne 2 : vide
        colonne 3 : 9 de carreau, 7 de pique
        colonne 4 : 2 cachées, puis 5 de cœur
        """
      Alors la partie est bloquée
      Et la partie est terminée

    @id:cards4-18
    Scénario: Aucun coup au tableau mais la pioche reste : pas de blocage
      Soit le tableau, en règle Cards4 :
        """
        réserve : 3 cartes cachées
        aucune suite retirée
        colonne 1 : roi de cœur, 4 de trèfle
        colonne 2 : vide
        colonne 3 : 9 de carreau, 7 de pique
        colonne 4 : 2 cachées, puis 5 de cœur
        """
      Alors la réserve peut être distribuée
      Et la partie n'est pas bloquée
      Et la partie n'est pas terminée

  Règle: Réinitialiser reprend la même donne

    @id:cards4-19
    Scénario: Après un coup, Réinitialiser rend la donne de départ, sans historique
      Soit la donne numéro 2, en règle Cards4
      Quand le 3 de pique part sur la colonne 5
      Alors le 8 de trèfle se retourne
      Quand on réinitialise la partie
      Alors l'historique garde 0 actions
      Et le tableau est :
        """
        réserve : 3 cartes cachées (dame de pique, 6 de trèfle, 4 de trèfle)
        aucune suite retirée
        colonne 1 : 3 cachées (3 de carreau, as de cœur, 2 de pique), puis 6 de pique, as de pique, 7 de cœur, as de carreau
        colonne 2 : 3 cachées (4 de cœur, 10 de carreau, 5 de cœur), puis 8 de pique, 2 de trèfle, roi de carreau, roi de cœur
        colonne 3 : 3 cachées (10 de trèfle, dame de carreau, 7 de pique), puis roi de trèfle, 8 de cœur, 2 de cœur, 4 de carreau
        colonne 4 : 3 cachées (9 de carreau, 9 de trèfle, 8 de trèfle), puis 3 de pique, 5 de carreau, 9 de pique, 7 de carreau
        colonne 5 : 5 de trèfle, 9 de cœur, 8 de carreau, 2 de carreau, 10 de cœur, dame de cœur, 4 de pique
        colonne 6 : 7 de trèfle, valet de cœur, 6 de cœur, dame de trèfle, 3 de cœur, 3 de trèfle, valet de trèfle
        colonne 7 : roi de pique, 6 de carreau, valet de pique, as de trèfle, 10 de pique, 5 de pique, valet de carreau
        """

  Règle: Les points de l'app : le texte de Cards4 ne donne aucun barème

    @id:cards4-26 @choice:cards4-app-scoring
    Scénario: Le barème de l'app en règle Cards4
      Le texte de Cards4 ne parle pas de points : ce livre de règles garde
      le barème de l'app (voir « La marque »).

      Soit le tableau, en règle Cards4 :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (7 de carreau), puis R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠, 5♥
        colonne 2 : 6 de cœur
        """
      Quand le 5 de cœur part sur la colonne 2
      Alors le coup rapporte 110 points
      Et le score est de 110
      Quand on annule le dernier coup
      Alors le score est de 0
      Quand on réinitialise la partie
      Alors le score est de 0
      Soit le tableau, en règle Cards4 :
        """
        réserve : 3 cartes cachées (9 de carreau, 2 de trèfle, roi de cœur)
        aucune suite retirée
        colonne 1 : 5 de trèfle
        colonne 2 : 8 de cœur
        colonne 3 : 10 de carreau
        colonne 5 : 1 cachée (7 de carreau), puis R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        """
      Quand on distribue la réserve
      Alors le coup rapporte 105 points
      Soit le tableau, en règle Cards4 :
        """
        réserve : 3 cartes cachées (as de pique, 9 de cœur, 2 de cœur)
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        colonne 2 : 5 de trèfle
        colonne 3 : roi de cœur
        """
      Quand on distribue la réserve
      Alors le coup rapporte 100 points
      Soit le tableau, en règle Cards4 :
        """
        réserve : 3 cartes cachées (4 de carreau, 9 de pique, 2 de cœur)
        aucune suite retirée
        colonne 1 : vide
        colonne 2 : 5 de trèfle
        colonne 3 : roi de cœur
        """
      Quand on distribue la réserve
      Alors le coup rapporte 0 points
