# language: fr
@summary
Fonctionnalité: En bref
  Le Scorpion se joue sur 7 colonnes de 7 cartes : 12 d'entre elles sont
  cachées et 3 autres attendent en réserve. Une carte va sur la carte de sa
  propre enseigne qui a un rang de plus, et si on la prend au milieu d'une
  colonne, elle emmène toutes les cartes qui la recouvrent. Seul un Roi
  occupe une colonne vide. Chaque suite complète, du Roi à l'As, quitte le
  jeu ; la partie est gagnée à la quatrième.

  Chaque règle résumée ici est détaillée dans la section qui la concerne.

  Règle: 7 colonnes de 7 cartes, 12 cachées, 3 en réserve

    @id:summary-01 @rulebook
    Plan du scénario: Une donne pose 7 colonnes de 7 cartes, 12 cachées, et 3 cartes en réserve
      Soit la donne numéro <donne>
      Alors les colonnes comptent 12 cartes cachées et 37 cartes visibles
      Et la réserve compte 3 cartes cachées

      Exemples:
        | donne |
        | 1     |
        | 2     |
        | 2026  |

  Règle: Une carte va sur la carte de même enseigne d'un rang au-dessus, avec tout ce qui la recouvre

    @id:summary-02
    Scénario: Une carte va sur la carte de même enseigne d'un rang au-dessus et emmène celles posées sur elle
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : valet de carreau, 9 de pique, 5 de cœur, 2 de trèfle
        colonne 2 : 10 de pique
        """
      Quand le 9♠ part sur la colonne 2
      Alors les cartes déplacées sont 9♠, 5♥ et 2♣
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : valet de carreau
        colonne 2 : 10 de pique, 9 de pique, 5 de cœur, 2 de trèfle
        """

  Règle: Une colonne vide n'accepte qu'un Roi

    @id:summary-03
    Scénario: Une colonne vide n'accepte qu'un Roi
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 5 de carreau, roi de pique
        colonne 2 : dame de cœur
        colonne 3 : vide
        colonne 4 : 8 de trèfle
        """
      Alors le roi de pique peut partir sur la colonne 3
      Mais la dame de cœur ne peut pas partir sur la colonne 3
      Et le 8♣ ne peut pas partir sur la colonne 3

  Règle: Une suite complète sort du jeu ; 4 suites gagnent la partie

    @id:summary-04
    Scénario: La quatrième suite complète qui sort du jeu gagne la partie
      Soit le tableau :
        """
        réserve : distribuée
        suites retirées : cœur, carreau, pique
        colonne 1 : roi de trèfle, dame de trèfle, valet de trèfle, 10 de trèfle, 9 de trèfle, 8 de trèfle, 7 de trèfle, 6 de trèfle, 5 de trèfle, 4 de trèfle, 3 de trèfle, 2 de trèfle
        colonne 2 : as de trèfle
        """
      Quand l'as de trèfle part sur la colonne 1
      Alors la suite de trèfle est retirée
      Et le nombre de suites retirées est 4
      Et la partie est gagnée
