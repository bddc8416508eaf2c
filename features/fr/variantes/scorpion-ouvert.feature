# language: fr
@variant-scorpion-ouvert
Fonctionnalité: Le Scorpion ouvert
  Le Scorpion ouvert est une version du jeu traditionnel qui permet des
  annulations illimitées, comme le font couramment les applications de
  solitaire. Le jeu devient nettement plus facile, mais toutes les autres
  règles restent celles du jeu traditionnel.

  Règle: Les annulations sont illimitées

    @id:scorpion-ouvert-01
    Scénario: Plus de cent coups s'annulent jusqu'à la position de départ
      Soit le tableau, en règle Scorpion ouvert :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées (as de pique, 8 de cœur), puis 5 de cœur
        colonne 2 : roi de carreau
        colonne 3 : vide
        colonne 4 : 6 de cœur
        """
      Quand le 5 de cœur part sur la colonne 4
      Et le roi de carreau fait la navette entre les colonnes 2 et 3, 150 coups en tout
      Alors l'historique garde 151 actions
      Quand on annule les 151 derniers coups
      Alors l'historique garde 0 actions
      Et le 8 de cœur est face cachée
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées (as de pique, 8 de cœur), puis 5 de cœur
        colonne 2 : roi de carreau
        colonne 3 : vide
        colonne 4 : 6 de cœur
        """

    @id:scorpion-ouvert-02
    Scénario: La distribution de la réserve s'annule aussi
      Soit le tableau, en règle Scorpion ouvert :
        """
        réserve : 3 cartes cachées (4 de carreau, 9 de pique, 2 de trèfle)
        aucune suite retirée
        colonne 1 : 9 de trèfle, 5 de cœur
        colonne 2 : 6 de cœur
        colonne 3 : 2 cachées, puis 7 de pique
        """
      Quand on distribue la réserve
      Et on annule le dernier coup
      Alors la réserve compte 3 cartes cachées
      Et le tableau est :
        """
        réserve : 3 cartes cachées (4 de carreau, 9 de pique, 2 de trèfle)
        aucune suite retirée
        colonne 1 : 9 de trèfle, 5 de cœur
        colonne 2 : 6 de cœur
        colonne 3 : 2 cachées, puis 7 de pique
        """

  Règle: Les autres règles sont celles du jeu traditionnel

    @id:scorpion-ouvert-03
    Scénario: La suite complète reste dans le tableau et ne rapporte rien
      Soit le tableau, en règle Scorpion ouvert :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée, puis R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        colonne 2 : 8 de cœur, as de pique
        """
      Quand l'as de pique part sur la colonne 1
      Alors aucune suite n'est retirée
      Et la suite de pique reste dans la colonne 1, du Roi à l'As
      Et le score est de 0

    @id:scorpion-ouvert-04 @refusal
    Scénario: La réserve attend tant qu'un coup utile reste
      Soit le tableau, en règle Scorpion ouvert :
        """
        réserve : 3 cartes cachées
        aucune suite retirée
        colonne 1 : 2 cachées, puis 5 de cœur
        colonne 2 : 6 de cœur
        """
      Quand on distribue la réserve
      Alors l'action est refusée avec le message « La réserve ne se distribue que lorsqu’il ne reste aucun coup utile » et rien ne change
