# language: fr
@variant_files
Fonctionnalité: Les fichiers de variante font partie du livre de règles
  Une variante est un fichier de données (TOML) : sa disposition, ses règles, sa marque et
  sa source. Un fichier de variante faux (une clé inconnue, une disposition impossible, une
  lecture qui en contredit une autre, une source manquante) est refusé au chargement avec un
  message qui dit quoi corriger, dans la langue de celui qui le lit : le livre de règles le
  vérifie comme il vérifie les coups.

  Règle: Un fichier de variante faux est refusé avec un message qui dit quoi corriger

    @id:variant-files-01 @refusal
    Scénario: Une clé inconnue (une faute de frappe) est refusée
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      bild = "any-suit"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : clé inconnue « bild » »

    @id:variant-files-02 @refusal
    Scénario: Une valeur qu'aucune règle ne connaît est refusée, avec les valeurs possibles
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      build = "diagonal"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : « build » ne peut pas valoir « diagonal » (valeurs possibles : same-suit, any-suit) »

    @id:variant-files-03 @refusal
    Scénario: Une disposition qui ne distribue pas le jeu entier est impossible
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      columns = [7, 7, 7, 7, 7, 7, 7, 7]
      face_down = [3, 3, 3, 3, 0, 0, 0, 0]

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : la disposition distribue 59 cartes mais 1 jeu(x) en contiennent 52 »

    @id:variant-files-04 @refusal
    Scénario: Une colonne toute cachée n'aurait pas de carte visible : refusée
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      face_down = [7, 3, 3, 3, 0, 0, 0]

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : la colonne 1 aurait une carte du dessus face cachée »

    @id:variant-files-05 @refusal
    Scénario: La réserve ne peut aller que sur des colonnes qui existent
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      reserve_targets = [1, 2, 9]

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : « reserve_targets » nomme une colonne qui n’existe pas »

    @id:variant-files-06 @refusal
    Scénario: Des suites qui restent au tableau contredisent la victoire « toutes les suites retirées »
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      suites = "stay"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : des suites qui restent au tableau ne peuvent jamais être toutes retirées »

    @id:variant-files-07 @refusal
    Scénario: Une réserve jouable carte à carte n'a pas de moment de distribution
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      reserve = "playable"
      reserve_timing = "when-stuck"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : des cartes de réserve jouables ne se distribuent jamais : elles n’ont pas de moment »

    @id:variant-files-08 @refusal
    Scénario: Un fichier de variante sans sa source est refusé
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      empty_column = "any"
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : [source] doit donner la lecture (« reading ») : d’où viennent ces règles »

    @id:variant-files-10 @refusal
    Scénario: Une clé inconnue hors de toute table est refusée aussi
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"
      colour = "red"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : clé inconnue « colour » »

    @id:variant-files-11 @refusal
    Scénario: Une partie du fichier qui doit être une table est refusée si elle n'en est pas une
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"
      rules = "any-suit"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : « rules » doit être une table »

    @id:variant-files-12 @refusal
    Scénario: Un nombre de cartes négatif est refusé
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      face_down = [-1, 3, 3, 3, 0, 0, 0]

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : « face_down » doit être une liste de nombres entiers »

    @id:variant-files-13 @refusal
    Scénario: Une variante sans nom est refusée
      Soit le fichier de variante :
      """
      name = ""
      inherits = "classique"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante ? : « name » manque »

    @id:variant-files-14 @refusal
    Scénario: Une clé inconnue dans la disposition est refusée
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      rows = 7

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : clé inconnue « rows » »

    @id:variant-files-15 @refusal
    Scénario: Un nombre de jeux écrit en lettres est refusé
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      decks = "two"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : « decks » doit être un nombre entier »

    @id:variant-files-16 @refusal
    Scénario: Une profondeur d'annulation qui n'est ni un nombre ni « unlimited » est refusée
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      undo_depth = "forever"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : « undo_depth » doit être un nombre entier ou « unlimited » »

    @id:variant-files-17 @refusal
    Scénario: Une marque qui n'est pas une table est refusée
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"
      scoring = 5

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : « scoring » doit être une table »

    @id:variant-files-18 @refusal
    Scénario: Une règle sans aucun jeu de cartes est refusée
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      decks = 0

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : il faut au moins un jeu de cartes »

    @id:variant-files-19 @refusal
    Scénario: Une réserve plus grande que ses colonnes d'arrivée est refusée
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      columns = [7, 7, 7, 7, 7, 7, 6]
      reserve = 4

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : la réserve a plus de cartes que « reserve_targets » n’a de colonnes »

    @id:variant-files-20 @refusal
    Scénario: Des points qui ne sont pas un nombre entier sont refusés
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [scoring]
      turn_up = 1.5

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : « turn_up » doit être un nombre entier de points »

    @id:variant-files-21 @refusal
    Scénario: Une disposition qui n'est pas une table est refusée
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"
      layout = 7

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : « layout » doit être une table »

    @id:variant-files-22 @refusal
    Scénario: Des applications citées hors d'une liste sont refusées
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [source]
      offered_by = "cards4"
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : « offered_by » doit être une liste de noms »

    @id:variant-files-24 @refusal
    Scénario: Des cartes cachées données pour moins de colonnes qu'il n'y en a sont refusées
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      face_down = [3, 3, 3]

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est refusé avec le message « Fichier de variante mon-scorpion.toml : « columns » et « face_down » doivent compter autant de colonnes »

  Règle: Un fichier de variante juste se charge sans code

    @id:variant-files-09
    Scénario: Le même fichier, avec sa source, est accepté
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      empty_column = "any"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est accepté

    @id:variant-files-23
    Scénario: Une règle sans réserve (zéro carte) est acceptée
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      columns = [8, 8, 8, 7, 7, 7, 7]
      reserve = 0

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors le charger est accepté
