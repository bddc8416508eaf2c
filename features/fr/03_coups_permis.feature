# language: fr
@moves
Fonctionnalité: Les coups permis
  On peut déplacer n'importe quelle carte visible, même si elle se trouve au
  milieu d'une colonne. Elle emmène alors, d'un bloc, toutes les cartes qui
  la recouvrent, que ces cartes se suivent ou non. Pour juger le coup, seule
  compte la première carte du bloc : elle doit être de la même enseigne que
  la carte du dessus de la colonne d'arrivée, et d'exactement un rang de
  moins (le 9 de pique sur le 10 de pique, le Valet sur la Dame). Aucune
  carte ne se pose sur un As.

  Règle: Toute carte visible part, même du milieu d'une colonne, avec tout ce qui est posé sur elle

    @id:moves-01 @worked_example
    Scénario: Premier coup de la partie gagnée, le 4♥ emmène le 7♠
      L'exemple des règles : le 4♥ de la colonne 2 part sur le 5♥ de la
      colonne 7 et emmène le 7♠ qui le recouvre, bien que ce dernier soit
      d'une autre enseigne. Le tableau d'après est celui des règles, au
      caractère près.

      Soit le tableau :
        """
        réserve : 3 cartes cachées ; aucune suite retirée. colonne 1 : 3 cachées, puis 3 de carreau, valet de cœur, 10 de cœur, 3 de pique ; colonne 2 : 3 cachées, puis dame de cœur, 3 de trèfle, 4 de cœur, 7 de pique ; colonne 3 : 3 cachées, puis as de pique, 7 de carreau, 7 de cœur, 3 de cœur ; colonne 4 : 3 cachées, puis roi de carreau, 8 de cœur, 7 de trèfle, 9 de pique ; colonne 5 : 6 de cœur, 8 de trèfle, valet de pique, 4 de trèfle, 9 de trèfle, 8 de carreau, 5 de trèfle ; colonne 6 : 6 de carreau, dame de trèfle, roi de cœur, 4 de carreau, roi de pique, 9 de cœur, valet de trèfle ; colonne 7 : as de carreau, dame de carreau, 9 de carreau, 6 de pique, 2 de cœur, 10 de carreau, 5 de cœur.
        """
      Quand le 4♥ de la colonne 2 part sur la colonne 7
      Alors les cartes déplacées sont 4♥ et 7♠
      Et le coup joué s'écrit « 4♥ de la colonne 2 sur la colonne 7 »
      Et le coup rapporte 5 points
      Et le tableau est :
        """
        réserve : 3 cartes cachées ; aucune suite retirée. colonne 1 : 3 cachées, puis 3 de carreau, valet de cœur, 10 de cœur, 3 de pique ; colonne 2 : 3 cachées, puis dame de cœur, 3 de trèfle ; colonne 3 : 3 cachées, puis as de pique, 7 de carreau, 7 de cœur, 3 de cœur ; colonne 4 : 3 cachées, puis roi de carreau, 8 de cœur, 7 de trèfle, 9 de pique ; colonne 5 : 6 de cœur, 8 de trèfle, valet de pique, 4 de trèfle, 9 de trèfle, 8 de carreau, 5 de trèfle ; colonne 6 : 6 de carreau, dame de trèfle, roi de cœur, 4 de carreau, roi de pique, 9 de cœur, valet de trèfle ; colonne 7 : as de carreau, dame de carreau, 9 de carreau, 6 de pique, 2 de cœur, 10 de carreau, 5 de cœur, 4 de cœur, 7 de pique.
        """

    @id:moves-02
    Scénario: Un bloc qui n'est pas rangé part d'un seul tenant
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 8 de carreau, 6 de trèfle, roi de cœur, 3 de pique
        colonne 2 : 7 de trèfle
        """
      Quand le 6♣ part sur la colonne 2
      Alors les cartes déplacées sont 6♣, roi de cœur et 3♠
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 8 de carreau
        colonne 2 : 7 de trèfle, 6 de trèfle, roi de cœur, 3 de pique
        """

    @id:moves-03 @refusal
    Scénario: Une carte cachée ne peut pas être déplacée
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (5 de pique), puis 8 de carreau
        colonne 2 : 6 de pique
        """
      Quand le 5♠ part sur la colonne 2
      Alors le coup est refusé avec le message « La carte « 5 de pique » est face cachée : seule une carte visible peut être déplacée » et rien ne change

  Règle: La première carte du bloc se pose sur la carte du dessus de même enseigne et d'un rang juste au-dessus

    @id:moves-04
    Plan du scénario: Les coups permis sur ce tableau
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 10 de pique
        colonne 2 : 4 de carreau, 9 de pique, 2 de cœur
        colonne 3 : dame de cœur
        colonne 4 : valet de cœur
        colonne 5 : 9 de cœur
        colonne 6 : as de pique
        colonne 7 : 6 de trèfle, 3 de trèfle
        """
      Alors <carte> peut partir sur la colonne <colonne>
      Quand <carte> part sur la colonne <colonne>
      Alors le coup rapporte 5 points

      Exemples:
        | carte            | colonne | pourquoi                                     |
        | le 9♠            | 1       | le 9 de pique sur le 10 de pique, avec le 2♥ |
        | le valet de cœur | 3       | le Valet sur la Dame                         |

    @id:moves-05 @refusal
    Plan du scénario: Les coups refusés sur ce tableau, avec le message de l'app
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 10 de pique
        colonne 2 : 4 de carreau, 9 de pique, 2 de cœur
        colonne 3 : dame de cœur
        colonne 4 : valet de cœur
        colonne 5 : 9 de cœur
        colonne 6 : as de pique
        colonne 7 : 6 de trèfle, 3 de trèfle
        """
      Alors <carte> ne peut pas partir sur la colonne <colonne>
      Quand <carte> part sur la colonne <colonne>
      Alors le coup est refusé avec le message « <message> » et rien ne change

      Exemples:
        | carte | colonne | message                                                           |
        | le 9♥ | 1       | Règle : les cartes doivent être de la même famille                |
        | la D♥ | 4       | Règle : une carte se pose sur une carte d’un rang juste au-dessus |

    @id:moves-07 @refusal
    Scénario: Un coup qui enfreint plusieurs règles est refusé au nom de l'une d'elles
      Aucun texte ne dit quelle règle l'emporte quand un coup en enfreint
      plusieurs : le valet de cœur sur le 10 de pique n'est ni de la même
      enseigne ni d'un rang juste en dessous, le 9♠ sur sa propre colonne ne
      change même pas de colonne. Le moteur peut donner la raison de son choix.

      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 10 de pique
        colonne 2 : 4 de carreau, 9 de pique, 2 de cœur
        colonne 3 : dame de cœur
        colonne 4 : valet de cœur
        colonne 5 : 9 de cœur
        colonne 6 : as de pique
        colonne 7 : 6 de trèfle, 3 de trèfle
        """
      Alors le J♥ ne peut pas partir sur la colonne 1
      Et le 3♣ ne peut pas partir sur la colonne 1
      Et le 9♠ ne peut pas partir sur la colonne 2
      Quand le J♥ part sur la colonne 1
      Alors le coup est refusé pour l'une de ces raisons, et rien ne change :
        | message                                                           |
        | Règle : les cartes doivent être de la même famille                |
        | Règle : une carte se pose sur une carte d’un rang juste au-dessus |
      Quand le 3♣ part sur la colonne 1
      Alors le coup est refusé pour l'une de ces raisons, et rien ne change :
        | message                                                           |
        | Règle : les cartes doivent être de la même famille                |
        | Règle : une carte se pose sur une carte d’un rang juste au-dessus |
      Quand le 9♠ part sur la colonne 2
      Alors le coup est refusé pour l'une de ces raisons, et rien ne change :
        | message                                                           |
        | La carte « 9 de pique » est déjà dans la colonne 2                |
        | Règle : les cartes doivent être de la même famille                |
        | Règle : une carte se pose sur une carte d’un rang juste au-dessus |

    @id:moves-10 @refusal
    Scénario: Seule la première carte du bloc compte : le 3♣ qui porte le 9♠ ne va pas sur le 10♠
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 10 de pique
        colonne 2 : 4 de carreau, 3 de trèfle, 9 de pique
        """
      Alors le 9♠ peut partir sur la colonne 1
      Et le 3♣ ne peut pas partir sur la colonne 1
      Quand le 3♣ part sur la colonne 1
      Alors le coup est refusé pour l'une de ces raisons, et rien ne change :
        | message                                                           |
        | Règle : les cartes doivent être de la même famille                |
        | Règle : une carte se pose sur une carte d’un rang juste au-dessus |

    @id:moves-08 @refusal
    Plan du scénario: Le 7♥ ne va que sur le 8♥ : ni sur le 8♦ de même couleur, ni sur un autre rang
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 8 de carreau
        colonne 2 : 9 de cœur
        colonne 3 : 6 de cœur
        colonne 4 : 10 de trèfle, 7 de cœur
        colonne 5 : 8 de cœur
        """
      Alors le 7♥ peut partir sur la colonne 5
      Et le 7♥ ne peut pas partir sur la colonne <colonne>
      Quand le 7♥ part sur la colonne <colonne>
      Alors le coup est refusé avec le message « <message> » et rien ne change

      Exemples:
        | colonne | sous le 7♥                            | message                                                           |
        | 1       | le 8♦, rouge aussi, d'une autre enseigne | Règle : les cartes doivent être de la même famille                |
        | 2       | le 9♥, deux rangs au-dessus           | Règle : une carte se pose sur une carte d’un rang juste au-dessus |
        | 3       | le 6♥, un rang en dessous             | Règle : une carte se pose sur une carte d’un rang juste au-dessus |

  Règle: Rien ne se pose sur un As

    @id:moves-06 @refusal
    Scénario: Même le 2 de la même enseigne ne va pas sur un As
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 10 de pique
        colonne 2 : 4 de carreau, 9 de pique, 2 de cœur
        colonne 3 : dame de cœur
        colonne 4 : valet de cœur
        colonne 5 : 9 de cœur
        colonne 6 : as de cœur
        colonne 7 : 6 de trèfle, 3 de trèfle
        """
      Quand le 2♥ part sur la colonne 6
      Alors le coup est refusé pour l'une de ces raisons, et rien ne change :
        | message                                                           |
        | Règle : rien ne se pose sur un As                                 |
        | Règle : une carte se pose sur une carte d’un rang juste au-dessus |
      Et le 2♥ ne peut pas partir sur la colonne 6

    @id:moves-09 @refusal
    Scénario: Pas de boucle du Roi à l'As : un Roi ne se pose pas sur un As
      L'As est la plus petite carte : rien ne se pose sur lui, pas même le Roi
      de sa propre enseigne.

      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 10 de trèfle, as de pique
        colonne 2 : 5 de carreau, roi de pique
        colonne 3 : 2 de pique
        """
      Alors le roi de pique ne peut pas partir sur la colonne 1
      Et l'as de pique peut partir sur la colonne 3
      Quand le roi de pique part sur la colonne 1
      Alors le coup est refusé pour l'une de ces raisons, et rien ne change :
        | message                                                           |
        | Règle : rien ne se pose sur un As                                 |
        | Règle : une carte se pose sur une carte d’un rang juste au-dessus |
