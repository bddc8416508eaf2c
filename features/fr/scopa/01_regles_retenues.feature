# language: fr
@scopa
Fonctionnalité: Scopa : histoire et règles retenues
  La Scopa est un jeu italien traditionnel de captures ; ces règles ne fixent
  ni inventeur unique ni date précise. Nous retenons le jeu ordinaire à 2, sans
  napola ni as spécial. Faites un paquet de 40 en retirant 8, 9, 10. Carreau
  représente les deniers. Valeurs de capture : A=1, 2–7 nominales, J=8, Q=9,
  K=10 ; la couleur n'affecte pas la capture.

  Règle: Le jeu ordinaire à 2, sans napola ni as spécial

    @id:scopa-deck-01
    Scénario: Deux joueurs, chacun sa main de 3 cartes
      Soit la donne de Scopa numéro 1
      Alors chaque joueur a 3 cartes en main
      Et le joueur 2 joue ensuite

    @id:scopa-deck-02
    Scénario: Un as ne ramasse pas toute la table
      Sans « as spécial », l'as vaut 1 comme capture et rien de plus : sur une
      table sans as ni somme égale à 1, il reste sur la table.

      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : as de pique, roi de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : 2 de trèfle, 5 de cœur, roi de carreau
        talon : 24 cartes cachées
        prises du joueur 1 : 4 cartes
        prises du joueur 2 : 5 cartes
        """
      Alors l'as de pique ne peut rien prendre
      Quand le joueur 1 joue l'as de pique
      Alors l'as de pique ne prend rien et reste sur la table
      Et la table contient le 2♣, le 5♥, le R♦ et l'as de pique

  Règle: Un paquet de 40 cartes, sans 8, 9 ni 10

    @id:scopa-deck-03
    Scénario: Le paquet de la Scopa
      Soit la donne de Scopa numéro 2
      Alors le paquet compte 40 cartes, sans 8, 9 ni 10

  Règle: Les valeurs de capture ; la couleur n'y change rien

    @id:scopa-deck-04
    Plan du scénario: Valeur de capture de <carte>
      Soit la donne de Scopa numéro 1
      Alors <carte> vaut <valeur> pour capturer

      Exemples:
        | carte  | valeur |
        | l'as de pique | 1 |
        | le 2♦  | 2      |
        | le 5♥  | 5      |
        | le 7♣  | 7      |
        | le V♥  | 8      |
        | la D♠  | 9      |
        | le R♦  | 10     |

    @id:scopa-deck-05
    Scénario: Une carte prend une carte d'une autre couleur de même valeur
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : valet de pique, roi de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : valet de carreau, 3 de cœur
        talon : 24 cartes cachées
        prises du joueur 1 : 5 cartes
        prises du joueur 2 : 5 cartes
        """
      Quand le joueur 1 joue le V♠
      Alors le V♠ prend le V♦
