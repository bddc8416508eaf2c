# language: fr
@scopa
Fonctionnalité: Scopa : exemple commenté
  Table 2♣–4♥–6♦. Jouer 6♠ capture seulement 6♦, pas 2♣ + 4♥. Sans le six sur
  table, avec seulement 2♣–4♥, le même coup capture les deux et donne une
  scopa sauf au dernier coup.

  Règle: Sur 2♣–4♥–6♦, le 6♠ prend seulement le 6♦

    @id:scopa-example-01 @worked_example
    Scénario: Le 6♠ prend le 6♦, pas 2♣ + 4♥
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : 6 de pique, roi de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : 2 de trèfle, 4 de cœur, 6 de carreau
        talon : 24 cartes cachées
        prises du joueur 1 : 4 cartes
        prises du joueur 2 : 5 cartes
        """
      Alors le 6♠ peut prendre le 6♦
      Quand le joueur 1 joue le 6♠
      Alors le 6♠ prend le 6♦
      Et la table contient le 2♣ et le 4♥
      Et ce n'est pas une scopa

    @id:scopa-example-02 @worked_example
    Scénario: Le 6♠ ne peut pas prendre 2♣ + 4♥ quand le 6♦ est sur la table
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : 6 de pique, roi de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : 2 de trèfle, 4 de cœur, 6 de carreau
        talon : 24 cartes cachées
        prises du joueur 1 : 4 cartes
        prises du joueur 2 : 5 cartes
        """
      Quand le joueur 1 joue le 6♠ et prend le 2♣ et le 4♥
      Alors c'est refusé avec le message « Une carte de même valeur prime sur une somme : la carte « 6 de pique » prend 6♦ » et rien ne change

  Règle: Sur 2♣–4♥ seulement, le 6♠ prend les deux : scopa, sauf au dernier coup

    @id:scopa-example-03 @worked_example
    Scénario: Sans le six sur la table, le 6♠ prend 2♣ + 4♥ et fait scopa
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : 6 de pique, roi de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : 2 de trèfle, 4 de cœur
        talon : 24 cartes cachées
        prises du joueur 1 : 5 cartes
        prises du joueur 2 : 5 cartes
        """
      Alors le 6♠ peut prendre le 2♣ et le 4♥
      Quand le joueur 1 joue le 6♠
      Alors le 6♠ prend le 2♣ et le 4♥
      Et la table est vide
      Et c'est une scopa
      Et le joueur 1 a 1 scopa

    @id:scopa-example-04 @worked_example
    Scénario: Le même coup, dernier coup de la donne, ne fait pas scopa
      Soit la position de Scopa :
        """
        donneur : joueur 1
        au tour de : joueur 1
        main du joueur 1 : 6 de pique
        main du joueur 2 : vide
        table : 2 de trèfle, 4 de cœur
        talon : vide
        prises du joueur 1 : 18 cartes
        prises du joueur 2 : 19 cartes
        dernière prise : joueur 2
        """
      Quand le joueur 1 joue le 6♠
      Alors le 6♠ prend le 2♣ et le 4♥
      Et la table est vide
      Et ce n'est pas une scopa
      Et le joueur 1 a 0 scopa
