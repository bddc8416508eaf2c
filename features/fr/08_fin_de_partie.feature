# language: fr
@end_of_game
Fonctionnalité: La fin de partie
  La partie est gagnée quand les 4 suites ont quitté le tableau. L'app ne
  déclare jamais la partie perdue : quand plus aucun coup n'est possible, le
  joueur annule des coups ou lance une nouvelle partie.

  Règle: La partie est gagnée quand les 4 suites sont retirées

    @id:end-01
    Scénario: La quatrième suite retirée gagne la partie
      Soit le tableau :
        """
        réserve : distribuée
        suites retirées : cœur, carreau, pique
        colonne 1 : roi de trèfle, dame de trèfle, valet de trèfle, 10 de trèfle, 9 de trèfle, 8 de trèfle, 7 de trèfle, 6 de trèfle, 5 de trèfle, 4 de trèfle, 3 de trèfle, 2 de trèfle
        colonne 2 : as de trèfle
        """
      Alors la partie n'est pas gagnée
      Quand l'as de trèfle part sur la colonne 1
      Alors la partie est gagnée
      Et le tableau est :
        """
        réserve : distribuée
        suites retirées : cœur, carreau, pique, trèfle
        """

  Règle: L'app ne détecte pas de défaite

    @id:end-02
    Scénario: Plus aucun coup possible, la partie n'est pas terminée et on peut annuler
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de cœur
        colonne 2 : 2 de pique, 8 de cœur
        colonne 3 : 5 de trèfle
        colonne 4 : 7 de carreau
        colonne 5 : valet de pique
        colonne 6 : 3 de carreau
        colonne 7 : dame de trèfle
        """
      Quand le 8♥ part sur la colonne 1
      Alors aucun coup n'est possible
      Et la partie n'est pas terminée
      Et la partie n'est pas gagnée
      Quand on annule le dernier coup
      Alors le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 9 de cœur
        colonne 2 : 2 de pique, 8 de cœur
        colonne 3 : 5 de trèfle
        colonne 4 : 7 de carreau
        colonne 5 : valet de pique
        colonne 6 : 3 de carreau
        colonne 7 : dame de trèfle
        """
      Et le 8♥ peut partir sur la colonne 1

    @id:end-03
    Scénario: Une nouvelle partie repart d'une donne neuve
      Soit la donne numéro 3
      Quand le valet de pique part sur la colonne 2
      Alors l'historique garde 1 action
      Soit la donne numéro 4
      Alors le score est de 0
      Et la partie n'est pas terminée
      Et l'historique garde 0 actions
