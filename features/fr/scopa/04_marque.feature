# language: fr
@scopa
Fonctionnalité: Scopa : marque complète
  Marquez 1 par scopa, majorité de cartes, majorité de carreaux, 7♦ et
  meilleure primiera. Une majorité ou primiera égale ne donne pas ce point. La
  primiera retient votre meilleure carte de chaque couleur : 7=21, 6=18, A=16,
  5=15, 4=14, 3=13, 2=12, J/Q/K=10. Additionnez les quatre valeurs ; une
  couleur manquante disqualifie. Après donne complète, à 11 ou plus, meilleur
  total gagne ; jouez encore si égalité. Aucun arrêt par réclamation anticipée.

  Règle: 1 point par scopa, majorité de cartes, majorité de carreaux, 7♦ et meilleure primiera

    @id:scopa-score-01
    Scénario: Le joueur 1 prend tous les points
      Le joueur 1 a aussi l'as, le 2 et le 3 de carreau : sans napola, ils ne
      rapportent rien de plus.

      Soit la position de Scopa :
        """
        donneur : joueur 1
        au tour de : joueur 1
        main du joueur 1 : R♠
        main du joueur 2 : vide
        table : D♠
        talon : vide
        prises du joueur 1 : A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, V♦, D♦, R♦, 7♣, 7♥, 7♠, 6♣, 6♥, 6♠, A♣, A♥, A♠, 5♣, 5♥, 5♠
        scopas du joueur 1 : 2
        prises du joueur 2 : 2♣, 3♣, 4♣, V♣, D♣, R♣, 2♥, 3♥, 4♥, V♥, D♥, R♥, 2♠, 3♠, 4♠, V♠
        dernière prise : joueur 2
        """
      Quand le joueur 1 joue le R♠
      Alors le point de la majorité de cartes va au joueur 1
      Et le point de la majorité de carreaux va au joueur 1
      Et le point du 7 de carreau va au joueur 1
      Et le point de la primiera va au joueur 1
      Et le joueur 1 marque 6 points pour la donne
      Et le joueur 2 marque 0 point pour la donne
      Et les totaux sont de 6 pour le joueur 1 et 0 pour le joueur 2

  Règle: Une majorité ou une primiera égale ne donne pas le point

    @id:scopa-score-02
    Scénario: 20 cartes chacun, 5 carreaux chacun, primiera égale : seul le 7♦ marque
      Soit la position de Scopa :
        """
        donneur : joueur 2
        au tour de : joueur 2
        main du joueur 1 : vide
        main du joueur 2 : R♠
        table : D♠
        talon : vide
        prises du joueur 1 : 7♦, A♦, 2♦, 3♦, 4♦, 7♣, A♣, 2♣, 3♣, 4♣, 6♥, A♥, 2♥, 3♥, 4♥, 6♠, A♠, 2♠, 3♠, 4♠
        prises du joueur 2 : 6♦, 5♦, V♦, D♦, R♦, 6♣, 5♣, V♣, D♣, R♣, 7♥, 5♥, V♥, D♥, R♥, 7♠, 5♠, V♠
        dernière prise : joueur 2
        """
      Quand le joueur 2 joue le R♠
      Alors le point de la majorité de cartes ne va à personne
      Et le point de la majorité de carreaux ne va à personne
      Et la primiera du joueur 1 vaut 78
      Et la primiera du joueur 2 vaut 78
      Et le point de la primiera ne va à personne
      Et le point du 7 de carreau va au joueur 1
      Et le joueur 1 marque 1 point pour la donne
      Et le joueur 2 marque 0 point pour la donne

  Règle: La primiera retient la meilleure carte de chaque couleur

    @id:scopa-score-03
    Plan du scénario: <carte> dans la primiera
      Soit la donne de Scopa numéro 1
      Alors <carte> compte <valeur> dans la primiera

      Exemples:
        | carte         | valeur |
        | le 7♦         | 21     |
        | le 6♣         | 18     |
        | l'as de cœur  | 16     |
        | le 5♠         | 15     |
        | le 4♦         | 14     |
        | le 3♣         | 13     |
        | le 2♥         | 12     |
        | le V♠         | 10     |
        | la D♦         | 10     |
        | le R♣         | 10     |

  Règle: Les quatre valeurs s'additionnent ; une couleur manquante disqualifie

    @id:scopa-score-04
    Scénario: Sans carreau, le joueur 2 n'a pas de primiera
      Soit la position de Scopa :
        """
        donneur : joueur 1
        au tour de : joueur 1
        main du joueur 1 : R♠
        main du joueur 2 : vide
        table : D♠
        talon : vide
        prises du joueur 1 : A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, V♦, D♦, R♦, 7♣, 7♥, 7♠, 6♣, 6♥, 6♠, A♣, A♥, A♠, 5♣, 5♥, 5♠
        scopas du joueur 1 : 2
        prises du joueur 2 : 2♣, 3♣, 4♣, V♣, D♣, R♣, 2♥, 3♥, 4♥, V♥, D♥, R♥, 2♠, 3♠, 4♠, V♠
        dernière prise : joueur 2
        """
      Quand le joueur 1 joue le R♠
      Alors la primiera du joueur 1 vaut 84
      Et le joueur 2 n'a pas de primiera

    @id:scopa-score-09
    Scénario: Une primiera complète mais faible bat une primiera sans pique
      Le joueur 2 a les as, les 6 et les 7 de trois couleurs (63), mais aucun
      pique : il est disqualifié, et les 51 du joueur 1 gagnent le point.

      Soit la position de Scopa :
        """
        donneur : joueur 1
        au tour de : joueur 1
        main du joueur 1 : R♠
        main du joueur 2 : vide
        table : D♠
        talon : vide
        prises du joueur 1 : V♦, D♦, R♦, V♣, D♣, R♣, V♥, D♥, R♥, V♠, A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠
        prises du joueur 2 : A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥
        dernière prise : joueur 1
        """
      Quand le joueur 1 joue le R♠
      Alors la primiera du joueur 1 vaut 51
      Et le joueur 2 n'a pas de primiera
      Et le point de la primiera va au joueur 1

    @id:scopa-score-10
    Scénario: Aucun des deux n'a les quatre couleurs : personne n'a le point de la primiera
      Soit la position de Scopa :
        """
        donneur : joueur 1
        au tour de : joueur 1
        main du joueur 1 : R♠
        main du joueur 2 : vide
        table : D♠
        talon : vide
        prises du joueur 1 : A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠, V♠, A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, V♦, D♦, R♦
        prises du joueur 2 : A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, V♥, D♥, R♥, A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, V♣, D♣, R♣
        dernière prise : joueur 1
        """
      Quand le joueur 1 joue le R♠
      Alors le joueur 1 n'a pas de primiera
      Et le joueur 2 n'a pas de primiera
      Et le point de la primiera ne va à personne
      Et le point de la majorité de cartes ne va à personne
      Et le point de la majorité de carreaux va au joueur 1

  Règle: Après une donne complète, à 11 ou plus, le meilleur total gagne ; à égalité, on rejoue

    @id:scopa-score-05
    Scénario: 10 à 7 avant la dernière donne, le 7♦ mène le joueur 1 à 11
      Soit la position de Scopa :
        """
        donneur : joueur 2
        au tour de : joueur 2
        main du joueur 1 : vide
        main du joueur 2 : R♠
        table : D♠
        talon : vide
        prises du joueur 1 : 7♦, A♦, 2♦, 3♦, 4♦, 7♣, A♣, 2♣, 3♣, 4♣, 6♥, A♥, 2♥, 3♥, 4♥, 6♠, A♠, 2♠, 3♠, 4♠
        prises du joueur 2 : 6♦, 5♦, V♦, D♦, R♦, 6♣, 5♣, V♣, D♣, R♣, 7♥, 5♥, V♥, D♥, R♥, 7♠, 5♠, V♠
        dernière prise : joueur 2
        points : joueur 1 10, joueur 2 7
        """
      Quand le joueur 2 joue le R♠
      Alors les totaux sont de 11 pour le joueur 1 et 7 pour le joueur 2
      Et le joueur 1 gagne la partie

    @id:scopa-score-06
    Scénario: 11 partout après la donne, on joue une autre donne
      Soit la position de Scopa :
        """
        donneur : joueur 2
        au tour de : joueur 2
        main du joueur 1 : vide
        main du joueur 2 : R♠
        table : D♠
        talon : vide
        prises du joueur 1 : 7♦, A♦, 2♦, 3♦, 4♦, 7♣, A♣, 2♣, 3♣, 4♣, 6♥, A♥, 2♥, 3♥, 4♥, 6♠, A♠, 2♠, 3♠, 4♠
        prises du joueur 2 : 6♦, 5♦, V♦, D♦, R♦, 6♣, 5♣, V♣, D♣, R♣, 7♥, 5♥, V♥, D♥, R♥, 7♠, 5♠, V♠
        dernière prise : joueur 2
        points : joueur 1 10, joueur 2 11
        """
      Quand le joueur 2 joue le R♠
      Alors les totaux sont de 11 pour le joueur 1 et 11 pour le joueur 2
      Et la partie continue avec une autre donne
      Quand la donne suivante est distribuée
      Alors le joueur 1 est le donneur
      Et chaque joueur a 3 cartes en main
      Et les totaux sont de 11 pour le joueur 1 et 11 pour le joueur 2

    @id:scopa-score-07
    Scénario: Les deux à 11 ou plus, le meilleur total gagne
      Soit la position de Scopa :
        """
        donneur : joueur 1
        au tour de : joueur 1
        main du joueur 1 : R♠
        main du joueur 2 : vide
        table : D♠
        talon : vide
        prises du joueur 1 : A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, V♦, D♦, R♦, 7♣, 7♥, 7♠, 6♣, 6♥, 6♠, A♣, A♥, A♠, 5♣, 5♥, 5♠
        scopas du joueur 1 : 2
        prises du joueur 2 : 2♣, 3♣, 4♣, V♣, D♣, R♣, 2♥, 3♥, 4♥, V♥, D♥, R♥, 2♠, 3♠, 4♠, V♠
        dernière prise : joueur 2
        points : joueur 1 11, joueur 2 11
        """
      Quand le joueur 1 joue le R♠
      Alors les totaux sont de 17 pour le joueur 1 et 11 pour le joueur 2
      Et le joueur 1 gagne la partie

    @id:scopa-score-11
    Scénario: Le joueur 1 atteint 11, mais le joueur 2 le dépasse et gagne
      Soit la position de Scopa :
        """
        donneur : joueur 1
        au tour de : joueur 1
        main du joueur 1 : R♠
        main du joueur 2 : vide
        table : D♠
        talon : vide
        prises du joueur 1 : V♦, D♦, R♦, V♣, D♣, R♣, V♥, D♥, R♥, V♠, A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠
        prises du joueur 2 : A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥
        dernière prise : joueur 1
        points : joueur 1 10, joueur 2 9
        """
      Quand le joueur 1 joue le R♠
      Alors le joueur 1 marque 1 point pour la donne
      Et le joueur 2 marque 3 points pour la donne
      Et les totaux sont de 11 pour le joueur 1 et 12 pour le joueur 2
      Et le joueur 2 gagne la partie

    @id:scopa-score-12
    Scénario: L'égalité à 11 se départage à la donne suivante
      Soit la position de Scopa :
        """
        donneur : joueur 2
        au tour de : joueur 2
        main du joueur 1 : vide
        main du joueur 2 : R♠
        table : D♠
        talon : vide
        prises du joueur 1 : 7♦, A♦, 2♦, 3♦, 4♦, 7♣, A♣, 2♣, 3♣, 4♣, 6♥, A♥, 2♥, 3♥, 4♥, 6♠, A♠, 2♠, 3♠, 4♠
        prises du joueur 2 : 6♦, 5♦, V♦, D♦, R♦, 6♣, 5♣, V♣, D♣, R♣, 7♥, 5♥, V♥, D♥, R♥, 7♠, 5♠, V♠
        dernière prise : joueur 2
        points : joueur 1 10, joueur 2 11
        """
      Quand le joueur 2 joue le R♠
      Alors la partie continue avec une autre donne
      Quand la donne suivante est distribuée
      Et la donne est jouée jusqu'au bout, chaque joueur jouant le premier coup que les règles permettent
      Alors les totaux sont de 15 pour le joueur 1 et 11 pour le joueur 2
      Et le joueur 1 gagne la partie

  Règle: Aucun arrêt par réclamation anticipée

    @id:scopa-score-08
    Scénario: Une scopa porte le joueur 1 à 11 en cours de donne : la donne continue
      Soit la position de Scopa :
        """
        au tour de : joueur 1
        main du joueur 1 : roi de pique, 4 de trèfle
        main du joueur 2 : as de cœur, 2 de pique
        table : roi de carreau
        talon : 24 cartes cachées
        prises du joueur 1 : 6 cartes
        prises du joueur 2 : 5 cartes
        points : joueur 1 10, joueur 2 0
        """
      Quand le joueur 1 joue le R♠
      Alors c'est une scopa
      Et la donne continue
      Et le joueur 2 joue ensuite
      Quand la donne suivante est distribuée
      Alors c'est refusé avec le message « La donne n’est pas terminée » et rien ne change
