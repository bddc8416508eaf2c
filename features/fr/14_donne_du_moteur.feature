# language: fr
@engine_deal
Fonctionnalité: La donne que fait le moteur lui-même
  Les règles de mise en place se vérifient sur les donnes que le moteur fait
  lui-même, pour plusieurs graines, et non sur la donne du livre de règles
  qu'il ne ferait que recopier. En Classique : 52 cartes, chacune une fois ;
  7 colonnes de 7 cartes ; 3 cartes cachées sous 4 visibles dans les colonnes
  1 à 4, 7 visibles dans les colonnes 5 à 7 ; 12 cartes cachées et 37
  visibles ; une réserve de 3 cartes cachées ; aucune suite retirée. Chaque
  variante a sa propre disposition. Une même graine redonne la même donne.

  Règle: 7 colonnes de 7 cartes : 3 cachées sous 4 visibles en colonnes 1 à 4, 7 visibles en colonnes 5 à 7, 3 en réserve

    @id:engine-deal-01
    Plan du scénario: La disposition de la donne du moteur
      Soit la donne que le moteur fait lui-même pour la graine <graine>
      Alors le tableau a 7 colonnes
      Et les colonnes 1 à 4 ont chacune 3 cartes cachées et 4 cartes visibles
      Et les colonnes 5 à 7 ont chacune 0 carte cachée et 7 cartes visibles
      Et les colonnes comptent 12 cartes cachées et 37 cartes visibles
      Et la réserve compte 3 cartes cachées
      Et le nombre de suites retirées est 0

      Exemples:
        | graine |
        | 1      |
        | 2      |
        | 3      |
        | 42     |
        | 2026   |

  Règle: Un seul jeu de 52 cartes, chaque carte une fois

    @id:engine-deal-02
    Plan du scénario: La donne du moteur distribue chaque carte une fois et une seule
      Soit la donne que le moteur fait lui-même pour la graine <graine>
      Alors la partie utilise les 52 cartes d'un seul jeu, chacune une fois

      Exemples:
        | graine |
        | 1      |
        | 2      |
        | 3      |
        | 42     |
        | 2026   |

  Règle: Une même graine redonne la même donne

    @id:engine-deal-03
    Plan du scénario: Le moteur refait la même donne pour la même graine
      Soit la donne que le moteur fait lui-même pour la graine <graine>
      Alors la graine <graine> redonne la même donne

      Exemples:
        | graine |
        | 1      |
        | 42     |
        | 2026   |

  Règle: Les variantes à la disposition de Classique la gardent

    @id:engine-deal-04
    Plan du scénario: La donne du moteur dans une variante à la disposition de Classique
      Soit la donne que le moteur fait lui-même pour la graine <graine>, en règle <variante>
      Alors la partie suit la règle <variante>
      Et le tableau a 7 colonnes
      Et les colonnes 1 à 4 ont chacune 3 cartes cachées et 4 cartes visibles
      Et les colonnes 5 à 7 ont chacune 0 carte cachée et 7 cartes visibles
      Et la réserve compte 3 cartes cachées
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

      Exemples:
        | variante        | graine |
        | Assoupli        | 7      |
        | Traditionnel    | 1      |
        | Traditionnel    | 2026   |
        | Wasp            | 3      |
        | Scorpion ouvert | 42     |
        | Cards4          | 5      |

  Règle: Scorpion II distribue les 49 cartes du tableau face visible ; sa forme courante en cache neuf, dans les colonnes 1 à 3

    @id:engine-deal-05
    Plan du scénario: La donne du moteur en Scorpion II
      Soit la donne que le moteur fait lui-même pour la graine <graine>, en règle Scorpion II
      Alors le tableau a 7 colonnes
      Et les colonnes 1 à 7 ont chacune 0 carte cachée et 7 cartes visibles
      Et la réserve compte 3 cartes cachées
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

      Exemples:
        | graine |
        | 1      |
        | 42     |

    @id:engine-deal-06
    Plan du scénario: La donne du moteur en Scorpion II à neuf cartes cachées
      Soit la donne que le moteur fait lui-même pour la graine <graine>, en règle Scorpion II (neuf cartes cachées)
      Alors le tableau a 7 colonnes
      Et les colonnes 1 à 3 ont chacune 3 cartes cachées et 4 cartes visibles
      Et les colonnes 4 à 7 ont chacune 0 carte cachée et 7 cartes visibles
      Et la réserve compte 3 cartes cachées
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

      Exemples:
        | graine |
        | 1      |
        | 42     |

  Règle: Three Blind Mice : 10 colonnes de 5 cartes, 3 cachées dans les colonnes 8 à 10, 2 cartes visibles à part

    @id:engine-deal-07
    Plan du scénario: La donne du moteur en Three Blind Mice
      Soit la donne que le moteur fait lui-même pour la graine <graine>, en règle Three Blind Mice
      Alors le tableau a 10 colonnes
      Et les colonnes 1 à 7 ont chacune 0 carte cachée et 5 cartes visibles
      Et les colonnes 8 à 10 ont chacune 3 cartes cachées et 2 cartes visibles
      Et la réserve compte 2 cartes visibles
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

      Exemples:
        | graine |
        | 1      |
        | 42     |

  Règle: Double Scorpion : deux jeux de 52 cartes et 14 colonnes ; PySolFC en fait 10 colonnes de 10

    @id:engine-deal-08
    Plan du scénario: La donne du moteur en Double Scorpion
      Soit la donne que le moteur fait lui-même pour la graine <graine>, en règle Double Scorpion
      Alors le tableau a 14 colonnes
      Et les colonnes 1 à 8 ont chacune 3 cartes cachées et 4 cartes visibles
      Et les colonnes 9 à 14 ont chacune 0 carte cachée et 7 cartes visibles
      Et la réserve compte 6 cartes cachées
      Et la partie utilise les 104 cartes de 2 jeux, chaque carte une fois par jeu

      Exemples:
        | graine |
        | 1      |
        | 42     |

    @id:engine-deal-09
    Plan du scénario: La donne du moteur en Double Scorpion (PySolFC)
      Soit la donne que le moteur fait lui-même pour la graine <graine>, en règle Double Scorpion (PySolFC)
      Alors le tableau a 10 colonnes
      Et les colonnes 1 à 5 ont chacune 4 cartes cachées et 6 cartes visibles
      Et les colonnes 6 à 10 ont chacune 0 carte cachée et 10 cartes visibles
      Et la réserve compte 4 cartes cachées
      Et la partie utilise les 104 cartes de 2 jeux, chaque carte une fois par jeu

      Exemples:
        | graine |
        | 1      |
        | 42     |
