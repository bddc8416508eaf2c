# language: fr
@variant-three-blind-mice
Fonctionnalité: Three Blind Mice
  Three Blind Mice se joue avec un jeu de 52 cartes en dix colonnes de
  cinq cartes. Les colonnes 8 à 10 commencent chacune par trois cartes
  cachées sous deux cartes visibles. Les deux cartes restantes sont mises
  à part, visibles, et chacune se joue à tout moment sur le tableau, seule,
  selon les règles ordinaires. Il n'y a pas de réserve à distribuer. Une
  autre source distribue une réserve sur trois colonnes « comme dans
  Scorpion », ce qui ne tombe pas juste avec dix colonnes de cinq cartes
  d'un seul jeu : cette lecture n'est pas retenue.

  Règle: Dix colonnes de cinq cartes, trois cartes cachées dans les colonnes 8 à 10, deux cartes visibles à part

    @id:three-blind-mice-01 @rulebook
    Scénario: La donne de Three Blind Mice
      Soit la donne numéro 1, en règle Three Blind Mice
      Alors le tableau a 10 colonnes
      Et la colonne 1 a 0 cartes cachées et 5 cartes visibles
      Et la colonne 7 a 0 cartes cachées et 5 cartes visibles
      Et la colonne 8 a 3 cartes cachées et 2 cartes visibles
      Et la colonne 10 a 3 cartes cachées et 2 cartes visibles
      Et les colonnes comptent 9 cartes cachées et 41 cartes visibles
      Et la réserve compte 2 cartes visibles
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

  Règle: Les deux cartes mises à part se jouent sur le tableau à tout moment, une à la fois

    @id:three-blind-mice-02
    Scénario: Chaque carte mise à part rejoint le tableau séparément
      Soit le tableau, en règle Three Blind Mice :
        """
        réserve : 2 cartes visibles (5 de cœur, roi de trèfle)
        aucune suite retirée
        colonne 1 : 9 de pique, 6 de cœur
        colonne 2 : vide
        colonne 3 : 8 de carreau
        colonne 8 : 3 cachées, puis 4 de cœur
        """
      Alors le 5 de cœur peut partir sur la colonne 1
      Et le roi de trèfle peut partir sur la colonne 2
      Quand le 5 de cœur de la réserve part sur la colonne 1
      Alors les cartes déplacées sont 5 de cœur
      Et le coup joué s'écrit « 5♥ de la réserve sur la colonne 1 »
      Et le coup rapporte 5 points
      Et la réserve compte 1 carte visible
      Quand le roi de trèfle de la réserve part sur la colonne 2
      Alors la réserve compte 0 cartes visibles
      Et le tableau est :
        """
        réserve : vide
        aucune suite retirée
        colonne 1 : 9 de pique, 6 de cœur, 5 de cœur
        colonne 2 : roi de trèfle
        colonne 3 : 8 de carreau
        colonne 8 : 3 cachées, puis 4 de cœur
        """

    @id:three-blind-mice-03 @refusal
    Plan du scénario: Une carte mise à part suit les règles ordinaires
      Soit le tableau, en règle Three Blind Mice :
        """
        réserve : 2 cartes visibles (5 de cœur, roi de trèfle)
        aucune suite retirée
        colonne 1 : 9 de pique, 6 de cœur
        colonne 2 : vide
        colonne 3 : 8 de cœur
        colonne 4 : 6 de pique
        """
      Quand <carte> de la réserve part sur la colonne <colonne>
      Alors le coup est refusé avec le message « <message> » et rien ne change

      Exemples:
        | carte          | colonne | message                                                           |
        | le 5 de cœur   | 3       | Règle : une carte se pose sur une carte d’un rang juste au-dessus |
        | le 5 de cœur   | 4       | Règle : les cartes doivent être de la même famille                |
        | le 5 de cœur   | 2       | Seul un Roi peut aller sur une colonne vide                       |

    @id:three-blind-mice-04
    Scénario: Annuler rend la carte à sa place, à part
      Soit le tableau, en règle Three Blind Mice :
        """
        réserve : 2 cartes visibles (5 de cœur, roi de trèfle)
        aucune suite retirée
        colonne 1 : 9 de pique, 6 de cœur
        """
      Quand le 5 de cœur part sur la colonne 1
      Et on annule le dernier coup
      Alors la réserve compte 2 cartes visibles
      Et le tableau est :
        """
        réserve : 2 cartes visibles (5 de cœur, roi de trèfle)
        aucune suite retirée
        colonne 1 : 9 de pique, 6 de cœur
        """

  Règle: Il n'y a pas de réserve à distribuer

    @id:three-blind-mice-05 @refusal
    Scénario: Distribuer la réserve est refusé
      Soit la donne numéro 1, en règle Three Blind Mice
      Alors la réserve ne peut pas être distribuée
      Quand on distribue la réserve
      Alors l'action est refusée avec le message « Cette partie n’a pas de réserve à distribuer » et rien ne change
