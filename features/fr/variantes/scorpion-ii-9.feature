# language: fr
@variant-scorpion-ii-9
Fonctionnalité: Scorpion II, neuf cartes cachées
  Selon une autre source, Scorpion II propose généralement neuf cartes
  cachées au tableau, au lieu des douze du Scorpion : trois dans chacune
  des colonnes 1 à 3. Le reste suit Scorpion II.

  Règle: Trois cartes cachées dans chacune des colonnes 1 à 3, neuf en tout

    @id:scorpion-ii-9-01 @rulebook
    Plan du scénario: Neuf cartes cachées dans la donne
      Soit la donne numéro <donne>, en règle Scorpion II (neuf cartes cachées)
      Alors les colonnes comptent 9 cartes cachées et 40 cartes visibles
      Et la colonne 1 a 3 cartes cachées et 4 cartes visibles
      Et la colonne 3 a 3 cartes cachées et 4 cartes visibles
      Et la colonne 4 a 0 cartes cachées et 7 cartes visibles
      Et la réserve compte 3 cartes cachées
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

      Exemples:
        | donne |
        | 1     |
        | 2     |

    @id:scorpion-ii-9-02
    Scénario: Une carte cachée des colonnes 1 à 3 se retourne quand on la découvre
      Soit le tableau, en règle Scorpion II (neuf cartes cachées) :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 2 : 3 cachées (as de pique, 2 de pique, 8 de cœur), puis 5 de cœur
        colonne 4 : 6 de cœur
        """
      Quand le 5 de cœur part sur la colonne 4
      Alors le 8 de cœur se retourne
