# language: fr
@moves
Fonctionnalité: Les coups permis

  Règle: Une carte part avec toutes les cartes posées sur elle

    @id:moves-01 @worked_example
    Scénario: Premier coup de la partie gagnée, le 4♥ emporte le 7♠
      Soit le tableau :
        """
        réserve : 3 cartes cachées ; aucune suite retirée. colonne 1 : 3 cachées, puis 3 de carreau, valet de cœur, 10 de cœur, 3 de pique ; colonne 2 : 3 cachées, puis dame de cœur, 3 de trèfle, 4 de cœur, 7 de pique ; colonne 3 : 3 cachées, puis as de pique, 7 de carreau, 7 de cœur, 3 de cœur ; colonne 4 : 3 cachées, puis roi de carreau, 8 de cœur, 7 de trèfle, 9 de pique ; colonne 5 : 6 de cœur, 8 de trèfle, valet de pique, 4 de trèfle, 9 de trèfle, 8 de carreau, 5 de trèfle ; colonne 6 : 6 de carreau, dame de trèfle, roi de cœur, 4 de carreau, roi de pique, 9 de cœur, valet de trèfle ; colonne 7 : as de carreau, dame de carreau, 9 de carreau, 6 de pique, 2 de cœur, 10 de carreau, 5 de cœur.
        """
      Quand le 4♥ de la colonne 2 part sur la colonne 7
      Alors les cartes déplacées sont 4♥ et 7♠
      Et le tableau est :
        """
        réserve : 3 cartes cachées ; aucune suite retirée. colonne 1 : 3 cachées, puis 3 de carreau, valet de cœur, 10 de cœur, 3 de pique ; colonne 2 : 3 cachées, puis dame de cœur, 3 de trèfle ; colonne 3 : 3 cachées, puis as de pique, 7 de carreau, 7 de cœur, 3 de cœur ; colonne 4 : 3 cachées, puis roi de carreau, 8 de cœur, 7 de trèfle, 9 de pique ; colonne 5 : 6 de cœur, 8 de trèfle, valet de pique, 4 de trèfle, 9 de trèfle, 8 de carreau, 5 de trèfle ; colonne 6 : 6 de carreau, dame de trèfle, roi de cœur, 4 de carreau, roi de pique, 9 de cœur, valet de trèfle ; colonne 7 : as de carreau, dame de carreau, 9 de carreau, 6 de pique, 2 de cœur, 10 de carreau, 5 de cœur, 4 de cœur, 7 de pique.
        """
