# language: fr
@edge_cases
Fonctionnalité: Les cas limites
  Des règles que les autres scénarios n'atteignent qu'à moitié : Classique est
  la règle par défaut, sous ce nom ; la réserve se distribue carte après carte
  sur les colonnes 1, 2 et 3, et une réserve plus courte s'arrête plus tôt ; une
  carte mise à part ne se joue que depuis la place où elle est. Le livre de
  règles fixe aussi ce que vaut un fichier de variante pour les clés qu'il ne
  donne pas, et ce que donne sa propre donne pour une disposition sans colonne.

  Règle: Classique est la règle par défaut, sous son nom

    @id:edge-01
    Scénario: La donne du moteur et une nouvelle partie suivent la règle Classique
      Soit la donne que le moteur fait lui-même pour la graine 1
      Alors la partie suit la règle Classique
      Et une nouvelle partie suit la règle Classique par défaut

  Règle: Les cartes de la réserve vont une à une sur les colonnes 1, 2 et 3, dans l'ordre

    @id:edge-02
    Scénario: Une réserve de deux cartes s'arrête à la colonne 2
      Soit le tableau :
        """
        réserve : 2 cartes cachées (9 de carreau, 2 de trèfle)
        aucune suite retirée
        colonne 1 : 5 de pique
        colonne 2 : 8 de cœur
        colonne 3 : 10 de carreau
        """
      Quand la réserve est distribuée
      Alors les cartes distribuées sont 9 de carreau et 2 de trèfle
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 5 de pique, 9 de carreau
        colonne 2 : 8 de cœur, 2 de trèfle
        colonne 3 : 10 de carreau
        """

  Règle: Une carte mise à part se joue depuis la place où elle est

    @id:edge-03 @refusal
    Scénario: Une carte mise à part, demandée à la place d'une autre, est refusée
      Soit le tableau, en règle Three Blind Mice :
        """
        réserve : 2 cartes visibles (5 de cœur, roi de trèfle)
        aucune suite retirée
        colonne 1 : 9 de pique, 6 de cœur
        colonne 2 : vide
        """
      Quand le roi de trèfle, à la place 1 de la réserve, part sur la colonne 2
      Alors le coup est refusé avec le message « La carte « roi de trèfle » n’est pas visible à la place 1 de sa colonne » et rien ne change
      Quand le roi de trèfle, à la place 2 de la réserve, part sur la colonne 2
      Alors la carte du dessus de la colonne 2 est le roi de trèfle
      Et la réserve compte 1 carte visible

  Règle: Un fichier de variante qui ne donne que son nom et sa source a les règles de Classique

    @id:edge-04 @rulebook
    Scénario: Les valeurs par défaut d'un fichier de variante
      Soit le fichier de variante :
      """
      name = "minimale"

      [source]
      reading = "Only a name and a source: every rule left to the defaults."
      """
      Alors son chargement donne la règle Classique, sous son propre nom

  Règle: Une disposition sans colonne laisse tout le jeu à part

    @id:edge-05 @rulebook
    Scénario: La donne du livre de règles pour une disposition sans colonne
      Soit le fichier de variante :
      """
      name = "tout-a-part"
      inherits = "three-blind-mice"

      [layout]
      columns = []
      face_down = []
      reserve = 52
      reserve_targets = []

      [source]
      reading = "Every card set aside, face up, playable at any time."
      """
      Et la donne numéro 1, selon les règles de ce fichier de variante
      Alors le tableau a 0 colonnes
      Et la réserve compte 52 cartes visibles
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

  Règle: Ramener une carte là d'où elle vient refait une position déjà vue, qui n'est pas un coup utile

    @id:edge-06
    Scénario: Après la distribution, l'As qui quitte sa suite et y revient refait une position déjà vue : défaite
      Soit le tableau, en règle Wasp :
        """
        réserve : 3 cartes cachées (as de pique, 5 de cœur, 9 de trèfle)
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        colonne 2 : 8 de carreau
        colonne 3 : 4 de carreau
        """
      Quand la réserve est distribuée
      Et l'as de pique part sur la colonne 4
      Alors la partie est perdue

    @id:edge-07
    Scénario: La distribution annulée, l'As revenant sur sa suite refait toujours une position déjà vue
      Soit le fichier de variante :
      """
      name = "guepe-ouverte"
      inherits = "scorpion-ouvert"

      [rules]
      empty_column = "any"

      [source]
      reading = "Wasp's empty columns with the unlimited undo of Scorpion ouvert."
      """
      Et le tableau, selon les règles de ce fichier de variante :
        """
        réserve : 3 cartes cachées (5 de cœur, 9 de trèfle, 4 de carreau)
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        colonne 2 : 8 de carreau, 3 de trèfle
        """
      Quand l'as de pique part sur la colonne 4
      Alors la réserve peut être distribuée
      Quand la réserve est distribuée
      Et la dernière action est annulée
      Alors la réserve peut être distribuée

    @id:edge-08
    Scénario: Une carte mise à part jouée puis reprise, l'As revenant sur sa suite refait une position déjà vue
      Soit le fichier de variante :
      """
      name = "souris-guettees"
      inherits = "three-blind-mice"

      [rules]
      suites = "stay"
      win = "columns-sorted"
      end = "no-useful-move"
      empty_column = "any"

      [source]
      reading = "Three Blind Mice's set-aside cards with the traditional end: lost when no move is useful."
      """
      Et le tableau, selon les règles de ce fichier de variante :
        """
        réserve : 2 cartes visibles (5 de cœur, 9 de trèfle)
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        colonne 2 : 8 de carreau, 3 de trèfle
        """
      Quand l'as de pique part sur la colonne 4
      Alors la partie est perdue
      Quand le 5 de cœur de la réserve part sur la colonne 3
      Alors la partie n'est pas perdue
      Quand la dernière action est annulée
      Alors la partie est perdue

    @id:edge-09
    Scénario: Après une carte mise à part jouée, l'As revenant de la dernière colonne sur sa suite refait une position déjà vue
      Soit le fichier de variante :
      """
      name = "souris-guettees"
      inherits = "three-blind-mice"

      [rules]
      suites = "stay"
      win = "columns-sorted"
      end = "no-useful-move"
      empty_column = "any"

      [source]
      reading = "Three Blind Mice's set-aside cards with the traditional end: lost when no move is useful."
      """
      Et le tableau, selon les règles de ce fichier de variante :
        """
        réserve : 2 cartes visibles (5 de cœur, 9 de trèfle)
        aucune suite retirée
        colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        colonne 2 : 8 de carreau, 3 de trèfle
        """
      Quand le 5 de cœur de la réserve part sur la colonne 3
      Et l'as de pique part sur la colonne 10
      Alors la partie est perdue
