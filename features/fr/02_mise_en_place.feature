# language: fr
@setup
Fonctionnalité: La mise en place
  Le jeu compte 52 cartes, sans joker. L'app en distribue 49 sur 7 colonnes
  de 7 cartes. Les colonnes 1 à 4 reçoivent d'abord 3 cartes face cachée,
  puis 4 cartes visibles par-dessus ; les colonnes 5 à 7 n'ont que des
  cartes visibles. Cela fait 12 cartes cachées et 37 visibles. Les 3 cartes
  qui restent forment la réserve, face cachée, et 4 places vides attendent
  les suites terminées.

  Règle: Un seul jeu de 52 cartes, sans joker

    @id:setup-01 @rulebook
    Plan du scénario: Chaque carte du jeu est distribuée une fois et une seule
      Soit la donne numéro <donne>
      Alors la partie utilise les 52 cartes d'un seul jeu, chacune une fois

      Exemples:
        | donne |
        | 1     |
        | 7     |
        | 99    |

  Règle: 7 colonnes de 7 cartes : 3 cachées sous 4 visibles en colonnes 1 à 4, 7 visibles en colonnes 5 à 7

    @id:setup-02 @rulebook
    Plan du scénario: La forme de chaque colonne après la donne
      Soit la donne numéro 7
      Alors la colonne <colonne> a <cachées> cartes cachées et <visibles> cartes visibles

      Exemples:
        | colonne | cachées | visibles |
        | 1       | 3       | 4        |
        | 2       | 3       | 4        |
        | 3       | 3       | 4        |
        | 4       | 3       | 4        |
        | 5       | 0       | 7        |
        | 6       | 0       | 7        |
        | 7       | 0       | 7        |

  Règle: 12 cartes cachées, 37 visibles, 3 en réserve face cachée, aucune suite encore retirée

    @id:setup-03
    Scénario: Le compte des cartes d'une donne
      Soit la donne numéro 42
      Alors les colonnes comptent 12 cartes cachées et 37 cartes visibles
      Et la réserve compte 3 cartes cachées
      Et le nombre de suites retirées est 0
      Et la réserve peut être distribuée

    @id:setup-05 @refusal
    Scénario: Les cartes de la réserve, face cachée, ne se jouent pas avant la distribution
      Soit le tableau :
        """
        réserve : 3 cartes cachées (9 de carreau, 2 de trèfle, roi de cœur)
        aucune suite retirée
        colonne 1 : 5 de pique
        colonne 2 : 8 de cœur
        colonne 3 : 10 de carreau
        colonne 4 : 4 de pique
        """
      Quand le roi de cœur part sur la colonne 5
      Alors le coup est refusé pour l'une de ces raisons, et rien ne change :
        | message                                                                             |
        | La carte « roi de cœur » n’est dans aucune colonne du tableau                       |
        | La carte « roi de cœur » est face cachée : seule une carte visible peut être déplacée |

    @id:setup-04 @rulebook
    Scénario: La donne de la partie gagnée des règles, telle que les textes l'écrivent
      Le tableau de départ des règles se relit et se réécrit mot pour mot.

      Soit le tableau :
        """
        réserve : 3 cartes cachées ; aucune suite retirée. colonne 1 : 3 cachées, puis 3 de carreau, valet de cœur, 10 de cœur, 3 de pique ; colonne 2 : 3 cachées, puis dame de cœur, 3 de trèfle, 4 de cœur, 7 de pique ; colonne 3 : 3 cachées, puis as de pique, 7 de carreau, 7 de cœur, 3 de cœur ; colonne 4 : 3 cachées, puis roi de carreau, 8 de cœur, 7 de trèfle, 9 de pique ; colonne 5 : 6 de cœur, 8 de trèfle, valet de pique, 4 de trèfle, 9 de trèfle, 8 de carreau, 5 de trèfle ; colonne 6 : 6 de carreau, dame de trèfle, roi de cœur, 4 de carreau, roi de pique, 9 de cœur, valet de trèfle ; colonne 7 : as de carreau, dame de carreau, 9 de carreau, 6 de pique, 2 de cœur, 10 de carreau, 5 de cœur.
        """
      Alors les colonnes comptent 12 cartes cachées et 37 cartes visibles
      Et la réserve compte 3 cartes cachées
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois
      Et le tableau est :
        """
        réserve : 3 cartes cachées ; aucune suite retirée. colonne 1 : 3 cachées, puis 3 de carreau, valet de cœur, 10 de cœur, 3 de pique ; colonne 2 : 3 cachées, puis dame de cœur, 3 de trèfle, 4 de cœur, 7 de pique ; colonne 3 : 3 cachées, puis as de pique, 7 de carreau, 7 de cœur, 3 de cœur ; colonne 4 : 3 cachées, puis roi de carreau, 8 de cœur, 7 de trèfle, 9 de pique ; colonne 5 : 6 de cœur, 8 de trèfle, valet de pique, 4 de trèfle, 9 de trèfle, 8 de carreau, 5 de trèfle ; colonne 6 : 6 de carreau, dame de trèfle, roi de cœur, 4 de carreau, roi de pique, 9 de cœur, valet de trèfle ; colonne 7 : as de carreau, dame de carreau, 9 de carreau, 6 de pique, 2 de cœur, 10 de carreau, 5 de cœur.
        """
