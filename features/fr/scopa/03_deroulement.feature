# language: fr
@scopa
Fonctionnalité: Scopa : déroulement du jeu
  Alternez une carte. Si sa valeur correspond à une carte sur table, capturez
  exactement une carte correspondante au choix ; une correspondance simple
  prime sur une somme. Sinon, capturez un ensemble dont la somme égale la
  carte jouée. Choisissez entre plusieurs sommes. La capture est obligatoire
  pour cette carte, mais vous pouvez choisir une autre carte sans capture.
  Sans capture, laissez-la sur table.

  Rangez les captures avec la carte jouée. Vider la table donne une scopa ;
  marquez-la. Le suivant pose une carte sur la table vide. Après le dernier
  coup, le reste revient au dernier capteur. Le dernier coup de la donne
  entière et le ramassage final ne donnent jamais de scopa.

  Règle: Les joueurs jouent une carte chacun à leur tour

    @id:scopa-play-01
    Scénario: Après le joueur 1, le joueur 2
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
      Quand le joueur 1 joue le R♣
      Alors le joueur 2 joue ensuite
      Quand le joueur 2 joue le 2♠ et prend le 2♣
      Alors le joueur 1 joue ensuite

  Règle: Une carte de même valeur se prend seule, au choix, et prime sur une somme

    @id:scopa-play-02
    Scénario: Deux six sur la table, le joueur en prend un, à son choix
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : 6 de pique, roi de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : 6 de trèfle, 4 de cœur, 6 de carreau, 2 de carreau
        talon : 24 cartes cachées
        prises du joueur 1 : 3 cartes
        prises du joueur 2 : 5 cartes
        """
      Alors le 6♠ peut prendre le 6♣ ou le 6♦
      Quand le joueur 1 joue le 6♠ et prend le 6♦
      Alors le 6♠ prend le 6♦
      Et la table contient le 6♣, le 4♥ et le 2♦

    @id:scopa-play-03
    Scénario: Une seule carte de même valeur, jamais deux
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : 6 de pique, roi de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : 6 de trèfle, 4 de cœur, 6 de carreau, 2 de carreau
        talon : 24 cartes cachées
        prises du joueur 1 : 3 cartes
        prises du joueur 2 : 5 cartes
        """
      Quand le joueur 1 joue le 6♠ et prend le 6♣ et le 6♦
      Alors c'est refusé avec le message « La carte « 6 de pique » prend exactement une carte de même valeur : 6♣ ou 6♦ » et rien ne change

    @id:scopa-play-04
    Scénario: Le joueur ne choisit pas entre deux cartes de même valeur
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : 6 de pique, roi de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : 6 de trèfle, 4 de cœur, 6 de carreau, 2 de carreau
        talon : 24 cartes cachées
        prises du joueur 1 : 3 cartes
        prises du joueur 2 : 5 cartes
        """
      Quand le joueur 1 joue le 6♠
      Alors c'est refusé avec le message « La carte « 6 de pique » peut prendre 6♣ ou 6♦ : choisissez » et rien ne change

  Règle: Sans carte de même valeur, un ensemble dont la somme égale la carte jouée

    @id:scopa-play-05
    Scénario: Le 5 prend 2 + 3
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : 5 de pique, roi de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : 2 de trèfle, 3 de cœur, roi de carreau
        talon : 24 cartes cachées
        prises du joueur 1 : 4 cartes
        prises du joueur 2 : 5 cartes
        """
      Alors le 5♠ peut prendre le 2♣ et le 3♥
      Quand le joueur 1 joue le 5♠
      Alors le 5♠ prend le 2♣ et le 3♥
      Et la table contient le R♦

    @id:scopa-play-06
    Scénario: Les cartes prises doivent faire la valeur de la carte jouée
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : 5 de pique, roi de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : 2 de trèfle, 3 de cœur, roi de carreau
        talon : 24 cartes cachées
        prises du joueur 1 : 4 cartes
        prises du joueur 2 : 5 cartes
        """
      Quand le joueur 1 joue le 5♠ et prend le 3♥
      Alors c'est refusé avec le message « Les cartes prises font 3 ; la carte « 5 de pique » vaut 5 » et rien ne change

    @id:scopa-play-15
    Scénario: Une somme de trois ou quatre cartes, et les figures prennent par somme
      Le roi (10) prend as + 2 + 3 + 4, le valet (8) as + 3 + 4, la dame (9)
      2 + 3 + 4.

      Soit la position de Scopa :
        """
        donneur : joueur 2
        au tour de : joueur 1
        main du joueur 1 : roi de pique, valet de trèfle
        main du joueur 2 : dame de carreau, 6 de pique
        table : as de trèfle, 2 de cœur, 3 de carreau, 4 de pique
        talon : 24 cartes cachées
        prises du joueur 1 : 4 cartes
        prises du joueur 2 : 4 cartes
        dernière prise : joueur 2
        """
      Alors le R♠ peut prendre l'A♣, le 2♥, le 3♦ et le 4♠
      Et le V♣ peut prendre l'A♣, le 3♦ et le 4♠
      Quand le joueur 1 joue le V♣
      Alors le V♣ prend l'A♣, le 3♦ et le 4♠
      Et la table contient le 2♥
      Et ce n'est pas une scopa

  Règle: Entre plusieurs sommes, le joueur choisit

    @id:scopa-play-07
    Scénario: Le 7 prend as + 6 ou 3 + 4, au choix
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : 7 de pique, roi de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : as de trèfle, 6 de cœur, 3 de carreau, 4 de trèfle
        talon : 24 cartes cachées
        prises du joueur 1 : 3 cartes
        prises du joueur 2 : 5 cartes
        """
      Alors le 7♠ peut prendre l'as de trèfle et le 6♥ ou le 3♦ et le 4♣
      Quand le joueur 1 joue le 7♠ et prend le 3♦ et le 4♣
      Alors le 7♠ prend le 3♦ et le 4♣
      Et la table contient l'as de trèfle et le 6♥

    @id:scopa-play-08
    Scénario: Sans choix entre deux sommes, le coup est refusé
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : 7 de pique, roi de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : as de trèfle, 6 de cœur, 3 de carreau, 4 de trèfle
        talon : 24 cartes cachées
        prises du joueur 1 : 3 cartes
        prises du joueur 2 : 5 cartes
        """
      Quand le joueur 1 joue le 7♠
      Alors c'est refusé avec le message « La carte « 7 de pique » peut prendre A♣ + 6♥ ou 3♦ + 4♣ : choisissez » et rien ne change

  Règle: La capture est obligatoire pour la carte jouée, mais une autre carte peut ne rien prendre

    @id:scopa-play-09
    Scénario: Le 6 qui peut prendre doit prendre
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
      Quand le joueur 1 joue le 6♠ sans rien prendre
      Alors c'est refusé avec le message « Capture obligatoire : la carte « 6 de pique » prend 6♦ » et rien ne change

    @id:scopa-play-10
    Scénario: Le joueur choisit plutôt la dame, qui ne prend rien
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : 6 de pique, dame de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : 2 de trèfle, 4 de cœur, 6 de carreau
        talon : 24 cartes cachées
        prises du joueur 1 : 4 cartes
        prises du joueur 2 : 5 cartes
        """
      Quand le joueur 1 joue la D♣ sans rien prendre
      Alors la D♣ ne prend rien et reste sur la table
      Et la table contient le 2♣, le 4♥, le 6♦ et la D♣

  Règle: Les captures se rangent avec la carte jouée

    @id:scopa-play-11
    Scénario: Le 6 et le 6 qu'il prend vont dans les prises du joueur
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
      Quand le joueur 1 joue le 6♠
      Alors les prises du joueur 1 comprennent le 6♠ et le 6♦
      Et le joueur 1 a pris 6 cartes

  Règle: Vider la table donne une scopa, marquée ; le suivant joue sur la table vide

    @id:scopa-play-12
    Scénario: Le roi prend le dernier roi, scopa
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : roi de pique, 4 de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : roi de carreau
        talon : 24 cartes cachées
        prises du joueur 1 : 6 cartes
        prises du joueur 2 : 5 cartes
        scopas du joueur 1 : 1
        """
      Quand le joueur 1 joue le R♠
      Alors c'est une scopa
      Et le joueur 1 a 2 scopas
      Et la table est vide
      Quand le joueur 2 joue l'as de cœur
      Alors l'as de cœur ne prend rien et reste sur la table
      Et la table contient l'as de cœur

    @id:scopa-play-16
    Scénario: Le dernier coup d'une main qui n'est pas la dernière vide la table : scopa
      Le talon n'est pas épuisé : ce coup n'est pas le dernier de la donne.

      Soit la position de Scopa :
        """
        donneur : joueur 2
        au tour de : joueur 2
        main du joueur 1 : vide
        main du joueur 2 : 5 de pique
        table : 2 de trèfle, 3 de cœur
        talon : 6 cartes cachées (as de cœur, 7 de trèfle, 4 de carreau, 6 de pique, dame de cœur, valet de trèfle)
        prises du joueur 1 : 15 cartes
        prises du joueur 2 : 16 cartes
        dernière prise : joueur 1
        """
      Quand le joueur 2 joue le 5♠
      Alors le 5♠ prend le 2♣ et le 3♥
      Et c'est une scopa
      Et le joueur 2 a 1 scopa
      Et la table est vide
      Et chaque joueur a 3 cartes en main

    @id:scopa-play-17
    Scénario: Après une scopa qui finit une main, le non-donneur ouvre sur la table vide
      Soit la position de Scopa :
        """
        donneur : joueur 2
        au tour de : joueur 2
        main du joueur 1 : vide
        main du joueur 2 : 5 de pique
        table : 2 de trèfle, 3 de cœur
        talon : 6 cartes cachées (as de cœur, 7 de trèfle, 4 de carreau, 6 de pique, dame de cœur, valet de trèfle)
        prises du joueur 1 : 15 cartes
        prises du joueur 2 : 16 cartes
        dernière prise : joueur 1
        """
      Quand le joueur 2 joue le 5♠
      Alors c'est une scopa
      Et le joueur 1 joue ensuite
      Quand le joueur 1 joue la D♥
      Alors la D♥ ne prend rien et reste sur la table
      Et la table contient la D♥

  Règle: Après le dernier coup, le reste de la table revient au dernier capteur

    @id:scopa-play-13
    Scénario: Le dernier coup ne prend rien, le joueur 1 ramasse le reste
      Soit la position de Scopa :
        """
        donneur : joueur 2
        au tour de : joueur 1
        main du joueur 1 : roi de trèfle
        main du joueur 2 : 2 de pique
        table : 5 de carreau
        talon : vide
        prises du joueur 1 : 18 cartes
        prises du joueur 2 : 19 cartes
        dernière prise : joueur 1
        """
      Quand le joueur 1 joue le R♣
      Et le joueur 2 joue le 2♠
      Alors la table est vide
      Et les prises du joueur 1 comprennent le 5♦, le R♣ et le 2♠
      Et le joueur 1 a 0 scopas
      Et le joueur 1 a pris 21 cartes

    @id:scopa-play-18
    Scénario: Le dernier coup prend une partie de la table, son joueur ramasse le reste
      Soit la position de Scopa :
        """
        donneur : joueur 1
        au tour de : joueur 1
        main du joueur 1 : 5 de pique
        main du joueur 2 : vide
        table : 5 de trèfle, 3 de cœur, roi de carreau
        talon : vide
        prises du joueur 1 : 17 cartes
        prises du joueur 2 : 19 cartes
        dernière prise : joueur 2
        """
      Quand le joueur 1 joue le 5♠
      Alors le 5♠ prend le 5♣
      Et ce n'est pas une scopa
      Et la table est vide
      Et les prises du joueur 1 comprennent le 5♠, le 5♣, le 3♥ et le R♦
      Et le joueur 1 a pris 21 cartes
      Et le joueur 2 a pris 19 cartes

  Règle: Le dernier coup de la donne et le ramassage final ne font jamais de scopa

    @id:scopa-play-14
    Scénario: Le dernier coup vide la table, sans scopa
      Soit la position de Scopa :
        """
        donneur : joueur 2
        au tour de : joueur 2
        main du joueur 1 : vide
        main du joueur 2 : roi de pique
        table : roi de carreau
        talon : vide
        prises du joueur 1 : 19 cartes
        prises du joueur 2 : 19 cartes
        dernière prise : joueur 1
        """
      Quand le joueur 2 joue le R♠
      Alors le R♠ prend le R♦
      Et ce n'est pas une scopa
      Et le joueur 2 a 0 scopas
