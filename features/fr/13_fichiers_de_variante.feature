# language: fr
@variant_files
Fonctionnalité: Les fichiers de variante font partie du livre de règles
  Une variante est un fichier de données (TOML) : sa disposition, ses règles, sa marque et
  sa source. Un fichier de variante faux (une clé inconnue, une disposition impossible, une
  lecture qui en contredit une autre, une source manquante) est refusé au chargement avec un
  message qui dit quoi corriger, dans la langue de celui qui le lit : le livre de règles le
  vérifie comme il vérifie les coups.

  Règle: Un fichier de variante faux est refusé avec un message qui dit quoi corriger

    @id:variant-files-01 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : clé inconnue « bild » »

    @id:variant-files-02 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : « build » ne peut pas valoir « diagonal » (valeurs possibles : same-suit, any-suit) »

    @id:variant-files-03 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : la disposition distribue 59 cartes, mais la partie se joue avec 52 cartes (1 × 52) »

    @id:variant-files-04 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : la colonne 1 aurait une carte du dessus face cachée »

    @id:variant-files-05 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : « reserve_targets » nomme une colonne qui n’existe pas »

    @id:variant-files-06 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : des suites qui restent au tableau ne peuvent jamais être toutes retirées »

    @id:variant-files-07 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : des cartes de réserve jouables ne se distribuent jamais : elles n’ont pas de moment »

    @id:variant-files-08 @rulebook @refusal
    Scénario: Un fichier de variante sans sa source est refusé
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      empty_column = "any"
      """
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : [source] doit donner la lecture (« reading ») : d’où viennent ces règles »

    @id:variant-files-10 @rulebook @refusal
    Scénario: Une clé inconnue hors de toute table est refusée aussi
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"
      colour = "red"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : clé inconnue « colour » »

    @id:variant-files-11 @rulebook @refusal
    Scénario: Une partie du fichier qui doit être une table est refusée si elle n'en est pas une
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"
      rules = "any-suit"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : « rules » doit être une table »

    @id:variant-files-12 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : « face_down » doit être une liste de nombres entiers positifs ou nuls »

    @id:variant-files-13 @rulebook @refusal
    Scénario: Une variante sans nom est refusée
      Soit le fichier de variante :
      """
      name = ""
      inherits = "classique"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors son chargement est refusé avec le message « Fichier de variante ? : « name » manque »

    @id:variant-files-14 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : clé inconnue « rows » »

    @id:variant-files-15 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : « decks » doit être un nombre entier »

    @id:variant-files-16 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : « undo_depth » doit être un nombre entier ou « unlimited » »

    @id:variant-files-17 @rulebook @refusal
    Scénario: Une marque qui n'est pas une table est refusée
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"
      scoring = 5

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : « scoring » doit être une table »

    @id:variant-files-18 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : il faut au moins un jeu de cartes »

    @id:variant-files-19 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : la réserve a plus de cartes que « reserve_targets » n’a de colonnes »

    @id:variant-files-20 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : « turn_up » doit être un nombre entier de points »

    @id:variant-files-21 @rulebook @refusal
    Scénario: Une disposition qui n'est pas une table est refusée
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"
      layout = 7

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : « layout » doit être une table »

    @id:variant-files-22 @rulebook @refusal
    Scénario: Des applications qui ne sont pas données sous forme de liste sont refusées
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [source]
      offered_by = "cards4"
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : « offered_by » doit être une liste de noms »

    @id:variant-files-24 @rulebook @refusal
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
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : « columns » et « face_down » doivent compter autant de colonnes »

    @id:variant-files-29 @rulebook @refusal
    Scénario: Un fichier qui ne se lit pas en TOML (une valeur sans guillemets) est refusé, avec le numéro de sa ligne et la place du caractère
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = classique
      """
      Alors son chargement est refusé avec le message « Fichier de variante ? : illisible : TOML non valide à la ligne 2, caractère 12 »

    @id:variant-files-36 @rulebook @refusal
    Scénario: Un fichier coupé au milieu d'une valeur est refusé : le texte s'arrête trop tôt
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      title =
      """
      Alors son chargement est refusé avec le message « Fichier de variante ? : illisible : TOML non valide, le texte s’arrête trop tôt »

    @id:variant-files-31 @rulebook @refusal
    Scénario: Des textes sources qui ne sont pas des noms de fichiers sont refusés
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [source]
      seeds = [3]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Alors son chargement est refusé avec le message « Fichier de variante mon-scorpion.toml : « seeds » doit être une liste de noms »

    @id:variant-files-33 @rulebook @refusal
    Plan du scénario: Chaque partie du fichier est vérifiée : <faute>
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = <parent>
      <ligne>
      """
      Alors son chargement est refusé avec le message « <message> »

      Exemples:
        | faute                                | parent         | ligne                                                | message                                                                              |
        | un titre qui n'est pas une table     | "classique"    | title = "Mon Scorpion"                               | Fichier de variante mon-scorpion.toml : « title » doit être une table                |
        | une clé inconnue dans la marque      | "classique"    | scoring = { bonus = 5 }                              | Fichier de variante mon-scorpion.toml : clé inconnue « bonus »                        |
        | une source qui n'est pas une table   | "classique"    | source = "Wasp"                                      | Fichier de variante mon-scorpion.toml : « source » doit être une table               |
        | une clé inconnue dans la source      | "classique"    | source = { reading = "Wasp", url = "wasp.example" }  | Fichier de variante mon-scorpion.toml : clé inconnue « url »                          |
        | une variante qui hérite d'elle-même  | "mon-scorpion" | source = { reading = "Wasp" }                        | Fichier de variante mon-scorpion.toml : « inherits » doit nommer une autre variante  |

  Règle: Un fichier de variante juste se charge sans code

    @id:variant-files-09 @rulebook
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
      Alors son chargement est accepté

    @id:variant-files-23 @rulebook
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
      Alors son chargement est accepté

    @id:variant-files-34 @rulebook
    Scénario: Une réserve distribuée sur les trois dernières colonnes est acceptée
      Soit le fichier de variante :
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      reserve_targets = [5, 6, 7]

      [source]
      reading = "The Classique reserve dealt onto the last three columns."
      """
      Alors son chargement est accepté

  Règle: Un fichier de variante se joue : le livre de règles pose un tableau selon ses règles

    @id:variant-files-25
    Scénario: Reformer une suite déjà formée n'est pas utile ; annulée, elle redevient nouvelle
      Soit le fichier de variante :
      """
      name = "ouvert-toutes-couleurs"
      inherits = "scorpion-ouvert"

      [rules]
      build = "any-suit"

      [source]
      reading = "Open Scorpion building on any suit, so a suite can be broken and formed again."
      """
      Et le tableau, selon les règles de ce fichier de variante :
      """
      réserve : 3 cartes cachées
      aucune suite retirée
      colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
      colonne 2 : 4 de cœur, as de pique
      """
      Alors la réserve ne peut pas être distribuée
      Quand l'as de pique part sur la colonne 1
      Et le 3 de pique part sur la colonne 2
      Alors la réserve peut être distribuée
      Quand le 3 de pique part sur la colonne 1
      Et on annule le dernier coup
      Alors la réserve peut être distribuée
      Quand on annule les 2 derniers coups
      Alors la réserve ne peut pas être distribuée

    @id:variant-files-26
    Scénario: Quand une suite est recueillie où qu'elle soit, un coup qui la fait recueillir est utile
      Soit le fichier de variante :
      """
      name = "traditionnel-recueilli"
      inherits = "traditionnel"

      [rules]
      suites = "remove-anywhere"

      [source]
      reading = "Traditional rules collecting a complete suite wherever it lies at the top of a column."
      """
      Et le tableau, selon les règles de ce fichier de variante :
      """
      réserve : 3 cartes cachées
      aucune suite retirée
      colonne 1 : 9 de trèfle, 5 de cœur
      colonne 2 : 6 de cœur
      colonne 3 : 10 de carreau
      colonne 4 : 4 de trèfle
      colonne 5 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
      colonne 6 : 7 de carreau
      colonne 7 : 2 de cœur
      """
      Alors la réserve ne peut pas être distribuée
      Quand le 5 de cœur part sur la colonne 2
      Alors la suite de pique est retirée
      Et la réserve peut être distribuée

    @id:variant-files-27
    Scénario: Quand les cartes mises à part se jouent une à une, celle qui complète une suite est un coup utile
      Soit le fichier de variante :
      """
      name = "souris-utiles"
      inherits = "three-blind-mice"

      [rules]
      end = "no-useful-move"

      [source]
      reading = "Three Blind Mice ending when no useful move remains, as the traditional rules do."
      """
      Et le tableau, selon les règles de ce fichier de variante :
      """
      réserve : 2 cartes visibles (as de pique, 9 de cœur)
      aucune suite retirée
      colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
      colonne 2 : 4 de trèfle
      """
      Alors la partie n'est pas perdue
      Quand l'as de pique de la réserve part sur la colonne 1
      Alors la suite de pique est retirée
      Et la partie est perdue

    @id:variant-files-28
    Scénario: Reformer une suite dans une position jamais vue est utile, même si sa colonne l'a déjà portée
      Soit le fichier de variante :
      """
      name = "ouvert-toutes-couleurs"
      inherits = "scorpion-ouvert"

      [rules]
      build = "any-suit"

      [source]
      reading = "Open Scorpion building on any suit, so a suite can be broken and formed again."
      """
      Et le tableau, selon les règles de ce fichier de variante :
      """
      réserve : 3 cartes cachées
      aucune suite retirée
      colonne 1 : R♠, D♠, V♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
      colonne 2 : 4 de cœur
      colonne 3 : 10 de carreau
      colonne 4 : 9 de trèfle
      """
      Quand le 3 de pique part sur la colonne 2
      Et le 9 de trèfle part sur la colonne 3
      Alors la réserve ne peut pas être distribuée

    @id:variant-files-30
    Scénario: Quand une colonne entière ne passe pas sur une colonne vide, une carte mise à part y passe quand même
      Soit le fichier de variante :
      """
      name = "souris-colonnes"
      inherits = "three-blind-mice"

      [rules]
      empty_column = "king-led-not-whole-column"

      [source]
      reading = "Three Blind Mice where a whole column led by a King may not move to an empty column."
      """
      Et le tableau, selon les règles de ce fichier de variante :
      """
      réserve : 2 cartes visibles (5 de cœur, roi de trèfle)
      aucune suite retirée
      colonne 1 : 9 de pique, 6 de cœur
      colonne 2 : vide
      colonne 3 : roi de carreau
      """
      Alors le 5 de cœur peut partir sur la colonne 1
      Et le roi de trèfle peut partir sur la colonne 2
      Et le roi de carreau ne peut pas partir sur la colonne 2

    @id:variant-files-32
    Scénario: Avec deux jeux, des deux rois d'une colonne seul celui du haut passe sur une colonne vide
      Soit le fichier de variante :
      """
      name = "double-colonnes"
      inherits = "double-scorpion"

      [rules]
      empty_column = "king-led-not-whole-column"

      [source]
      reading = "Double Scorpion where a whole column led by a King may not move to an empty column."
      """
      Et le tableau, selon les règles de ce fichier de variante :
      """
      réserve : distribuée
      aucune suite retirée
      colonne 1 : R♣, 5♦, R♣, D♣
      colonne 2 : vide
      """
      Alors le roi de trèfle peut partir sur la colonne 2
      Quand le roi de trèfle part sur la colonne 2
      Alors les cartes déplacées sont R♣, D♣

    @id:variant-files-35 @rulebook
    Scénario: Une donne selon un fichier de variante suit sa disposition : trois colonnes de huit, quatre de sept
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
      Et la donne numéro 1, selon les règles de ce fichier de variante
      Alors la colonne 1 a 3 cartes cachées et 5 cartes visibles
      Et la colonne 4 a 3 cartes cachées et 4 cartes visibles
      Et la colonne 5 a 0 cartes cachées et 7 cartes visibles
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois
