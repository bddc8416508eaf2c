# language: fr
@variant-scorpion-ii
Fonctionnalité: Scorpion II
  Dans Scorpion II, les 49 cartes du tableau sont toutes distribuées face
  visible : la mécanique des cartes cachées disparaît et le jeu devient un
  pur casse-tête logique. Le reste suit le jeu traditionnel. Une autre
  source donne généralement neuf cartes cachées à Scorpion II : cette
  lecture est la règle « Scorpion II (neuf cartes cachées) ».

  Règle: Les 49 cartes du tableau sont distribuées face visible

    @id:scorpion-ii-01 @rulebook
    Plan du scénario: Aucune carte cachée dans la donne
      Soit la donne numéro <donne>, en règle Scorpion II
      Alors les colonnes comptent 0 cartes cachées et 49 cartes visibles
      Et la colonne 1 a 0 cartes cachées et 7 cartes visibles
      Et la colonne 4 a 0 cartes cachées et 7 cartes visibles
      Et la réserve compte 3 cartes cachées
      Et la partie utilise les 52 cartes d'un seul jeu, chacune une fois

      Exemples:
        | donne |
        | 1     |
        | 2     |
        | 3     |

    @id:scorpion-ii-02 @rulebook
    Scénario: La donne numéro 1, entièrement visible
      Soit la donne numéro 1, en règle Scorpion II
      Alors le tableau est :
        """
        réserve : 3 cartes cachées
        aucune suite retirée
        colonne 1 : valet de pique, dame de trèfle, valet de carreau, dame de pique, 8 de cœur, 2 de cœur, 3 de pique
        colonne 2 : 10 de trèfle, 10 de cœur, 8 de pique, 7 de cœur, 4 de trèfle, 4 de pique, 5 de cœur
        colonne 3 : dame de cœur, 6 de trèfle, 9 de pique, 8 de carreau, 6 de carreau, 2 de trèfle, 3 de cœur
        colonne 4 : 10 de carreau, 4 de cœur, 9 de carreau, roi de carreau, 2 de carreau, 7 de pique, 6 de cœur
        colonne 5 : 3 de trèfle, roi de pique, 2 de pique, as de cœur, 5 de carreau, 7 de trèfle, 8 de trèfle
        colonne 6 : roi de cœur, 5 de pique, as de pique, 9 de cœur, 6 de pique, as de carreau, 4 de carreau
        colonne 7 : 7 de carreau, 3 de carreau, roi de trèfle, valet de trèfle, as de trèfle, dame de carreau, 5 de trèfle
        """

    @id:scorpion-ii-03
    Scénario: Aucun coup ne découvre de carte, la réserve peut donc partir dès le début
      Soit la donne numéro 1, en règle Scorpion II
      Alors la réserve peut être distribuée
      Quand le 2 de pique part sur la colonne 1
      Alors les cartes déplacées sont 2 de pique, as de cœur, 5 de carreau, 7 de trèfle et 8 de trèfle
      Et aucune carte ne se retourne
      Et le score est de 0
