# language: fr
@scoring
Fonctionnalité: La marque
  Le score commence à 0 et aucun coup joué ne le fait baisser. Une pose sur
  une carte de la même enseigne rapporte 5 points ; une carte cachée qui se
  retourne, 5 points, y compris quand c'est le retrait d'une suite qui la
  découvre ; une suite complète retirée, 100 points. Tous les autres coups
  ne rapportent rien : un Roi sur une colonne vide, une pose sur une autre
  enseigne en Assoupli, la distribution de la réserve.

  Une partie gagnée sans annulation vaut donc au moins 460 points : 12
  cartes retournées à 5 points et 4 suites à 100 points, auxquels s'ajoutent
  5 points par pose sur la même enseigne. Annuler un coup reprend les points
  qu'il avait rapportés, et l'app se souvient des 100 dernières actions.

  Règle: Le score part de 0

    @id:scoring-01
    Scénario: Une nouvelle donne commence à 0 point
      Soit la donne numéro 11
      Alors le score est de 0
      Quand la dame de trèfle part sur la colonne 3
      Alors le coup rapporte 5 points
      Et le score est de 5

  Règle: Le barème, coup par coup ; aucun coup ne fait baisser le score

    @id:scoring-02
    Plan du scénario: Ce que rapporte chaque coup
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (as de carreau), puis 9 de pique
        colonne 2 : 10 de pique
        colonne 3 : dame de cœur, 4 de cœur, as de trèfle
        colonne 4 : 5 de cœur
        colonne 5 : roi de carreau
        colonne 6 : vide
        colonne 7 : 1 cachée (7 de carreau), puis roi de trèfle, dame de trèfle, valet de trèfle, 10 de trèfle, 9 de trèfle, 8 de trèfle, 7 de trèfle, 6 de trèfle, 5 de trèfle, 4 de trèfle, 3 de trèfle, 2 de trèfle
        """
      Quand <carte> part sur la colonne <colonne>
      Alors le coup rapporte <points> points
      Et le score est de <points>

      Exemples:
        | carte             | colonne | points | ce qui se passe                                                 |
        | le 4♥             | 4       | 5      | pose sur la même enseigne                                       |
        | le 9♠             | 2       | 10     | pose sur la même enseigne, l'as de carreau se retourne          |
        | le roi de carreau | 6       | 0      | un Roi sur une colonne vide                                     |
        | l'as de trèfle    | 7       | 110    | même enseigne, suite retirée, le 7 de carreau se retourne après |

    @id:scoring-03
    Scénario: Une pose sur une autre enseigne en Assoupli ne rapporte rien
      Soit le tableau, en règle Assoupli :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 8 de pique
        colonne 2 : 7 de cœur
        colonne 3 : 7 de pique
        colonne 4 : vide
        colonne 5 : dame de cœur
        """
      Quand le 7 de cœur part sur la colonne 1
      Alors le coup rapporte 0 points
      Et le score est de 0

    @id:scoring-04
    Scénario: La distribution de la réserve ne rapporte rien
      Soit le tableau :
        """
        réserve : 3 cartes cachées (9 de carreau, 2 de trèfle, roi de cœur)
        aucune suite retirée
        colonne 1 : 5 de pique
        colonne 2 : 8 de cœur
        colonne 3 : 10 de carreau
        colonne 4 : 4 de pique
        """
      Quand on distribue la réserve
      Alors le coup rapporte 0 points

    @id:scoring-05
    Scénario: La carte retournée après le retrait d'une suite rapporte 5 points
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (4 de carreau), puis roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique
        colonne 2 : as de pique
        """
      Quand l'as de pique part sur la colonne 1
      Alors la suite de pique est retirée
      Et le 4 de carreau se retourne
      Et le coup rapporte 110 points
      Et le tableau est :
        """
        réserve : distribuée
        suite retirée : pique
        colonne 1 : 4 de carreau
        """

  Règle: Une partie gagnée sans annuler rapporte au moins 460 points

    @id:scoring-06
    Scénario: Une partie courte gagnée depuis 12 cartes cachées et la réserve
      Comme une donne neuve, ce tableau a 12 cartes cachées, 37 visibles et
      3 cartes en réserve ; on le gagne sans rien annuler.

      Soit le tableau :
        """
        réserve : 3 cartes cachées (4 de pique, 4 de cœur, 4 de carreau)
        aucune suite retirée
        colonne 1 : 3 cachées (as de pique, 2 de pique, 3 de pique), puis 6 de trèfle
        colonne 2 : 3 cachées (as de cœur, 2 de cœur, 3 de cœur), puis 5 de trèfle
        colonne 3 : 3 cachées (as de carreau, 2 de carreau, 3 de carreau), puis 4 de trèfle
        colonne 4 : 3 cachées (as de trèfle, 2 de trèfle, 3 de trèfle), puis roi de trèfle, dame de trèfle, valet de trèfle, 10 de trèfle, 9 de trèfle, 8 de trèfle, 7 de trèfle
        colonne 5 : roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique
        colonne 6 : roi de cœur, dame de cœur, valet de cœur, 10 de cœur, 9 de cœur, 8 de cœur, 7 de cœur, 6 de cœur, 5 de cœur
        colonne 7 : roi de carreau, dame de carreau, valet de carreau, 10 de carreau, 9 de carreau, 8 de carreau, 7 de carreau, 6 de carreau, 5 de carreau
        """
      Quand on distribue la réserve
      Et on joue ces coups :
        | carte | colonne |
        | 4♠    | 5       |
        | 4♥    | 6       |
        | 4♦    | 7       |
        | 6♣    | 4       |
        | 3♠    | 5       |
        | 2♠    | 5       |
        | A♠    | 5       |
        | 5♣    | 4       |
        | 3♥    | 6       |
        | 2♥    | 6       |
        | A♥    | 6       |
        | 4♣    | 4       |
        | 3♦    | 7       |
        | 2♦    | 7       |
        | A♦    | 7       |
        | R♣    | 1       |
        | 3♣    | 1       |
        | 2♣    | 1       |
        | A♣    | 1       |
      Alors la partie est gagnée
      Et le score vaut 12 cartes retournées × 5 + 4 suites × 100 + 18 poses sur la même enseigne × 5
      Et le score est de 550
      Et le score est d'au moins 460

  Règle: Annuler un coup retire ses points ; l'app garde les 100 dernières actions

    @id:scoring-07
    Scénario: Annuler un coup reprend ses points
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (as de carreau), puis 9 de pique
        colonne 2 : 10 de pique
        colonne 3 : dame de cœur, 4 de cœur, as de trèfle
        colonne 4 : 5 de cœur
        colonne 5 : roi de carreau
        colonne 6 : vide
        colonne 7 : 1 cachée (7 de carreau), puis roi de trèfle, dame de trèfle, valet de trèfle, 10 de trèfle, 9 de trèfle, 8 de trèfle, 7 de trèfle, 6 de trèfle, 5 de trèfle, 4 de trèfle, 3 de trèfle, 2 de trèfle
        """
      Quand le 9♠ part sur la colonne 2
      Alors le score est de 10
      Quand on annule le dernier coup
      Alors le score est de 0
      Et l'as de carreau est face cachée
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (as de carreau), puis 9 de pique
        colonne 2 : 10 de pique
        colonne 3 : dame de cœur, 4 de cœur, as de trèfle
        colonne 4 : 5 de cœur
        colonne 5 : roi de carreau
        colonne 6 : vide
        colonne 7 : 1 cachée (7 de carreau), puis roi de trèfle, dame de trèfle, valet de trèfle, 10 de trèfle, 9 de trèfle, 8 de trèfle, 7 de trèfle, 6 de trèfle, 5 de trèfle, 4 de trèfle, 3 de trèfle, 2 de trèfle
        """

    @id:scoring-10
    Scénario: Annuler le coup qui a retiré une suite rend la suite, recache la carte retournée et reprend ses 110 points
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (4 de carreau), puis roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique
        colonne 2 : 9 de trèfle, as de pique
        colonne 3 : 6 de cœur
        colonne 4 : 10 de trèfle, 5 de cœur
        """
      Quand le 5 de cœur part sur la colonne 3
      Et l'as de pique part sur la colonne 1
      Alors le score est de 115
      Quand on annule le dernier coup
      Alors le score est de 5
      Et le nombre de suites retirées est 0
      Et le 4 de carreau est face cachée
      Et l'historique garde 1 action
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (4 de carreau), puis roi de pique, dame de pique, valet de pique, 10 de pique, 9 de pique, 8 de pique, 7 de pique, 6 de pique, 5 de pique, 4 de pique, 3 de pique, 2 de pique
        colonne 2 : 9 de trèfle, as de pique
        colonne 3 : 6 de cœur, 5 de cœur
        colonne 4 : 10 de trèfle
        """

    @id:scoring-08 @refusal
    Scénario: Les 100 dernières actions s'annulent, pas la 101e
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : roi de pique
        colonne 2 : vide
        colonne 3 : 5 de cœur
        colonne 4 : 9 de trèfle
        """
      Quand le roi de pique fait la navette entre les colonnes 1 et 2, 101 coups en tout
      Alors l'historique garde 100 actions
      Quand on annule les 100 derniers coups
      Alors le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : vide
        colonne 2 : roi de pique
        colonne 3 : 5 de cœur
        colonne 4 : 9 de trèfle
        """
      Quand on annule le dernier coup
      Alors l'action est refusée avec le message « Aucun coup à annuler » et rien ne change

    @id:scoring-09 @refusal
    Scénario: Rien à annuler au début d'une partie
      Soit la donne numéro 11
      Quand la dame de trèfle part sur la colonne 3
      Et on annule le dernier coup
      Alors l'historique garde 0 actions
      Quand on annule le dernier coup
      Alors l'action est refusée avec le message « Aucun coup à annuler » et rien ne change
