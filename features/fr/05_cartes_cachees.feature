# language: fr
@face_down
Fonctionnalité: Les cartes cachées
  Une carte cachée se retourne d'elle-même dès que la dernière carte visible
  qui la recouvrait est emportée. Elle est alors visible et peut être jouée
  comme les autres.

  Règle: La carte cachée découverte se retourne toute seule et devient jouable

    @id:hidden-01
    Scénario: Emporter la dernière carte visible retourne la carte cachée du dessous
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées (2 de trèfle, valet de carreau), puis 6 de cœur
        colonne 2 : 7 de cœur
        colonne 3 : 1 cachée (as de cœur), puis dame de carreau, 4 de pique
        colonne 4 : 5 de pique
        """
      Quand le 6♥ part sur la colonne 2
      Alors le valet de carreau se retourne
      Et le valet de carreau est face visible
      Et le 2 de trèfle est face cachée
      Et le coup rapporte 10 points
      Et le tableau est :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 1 cachée (2 de trèfle), puis valet de carreau
        colonne 2 : 7 de cœur, 6 de cœur
        colonne 3 : 1 cachée (as de cœur), puis dame de carreau, 4 de pique
        colonne 4 : 5 de pique
        """

    @id:hidden-02
    Scénario: La carte retournée se joue aussitôt
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées (2 de trèfle, valet de carreau), puis 6 de cœur
        colonne 2 : 7 de cœur
        colonne 3 : 1 cachée (as de cœur), puis dame de carreau, 4 de pique
        colonne 4 : 5 de pique
        """
      Quand le 6♥ part sur la colonne 2
      Et le 4♠ part sur la colonne 4
      Alors le valet de carreau peut partir sur la colonne 3
      Quand le valet de carreau part sur la colonne 3
      Alors le 2 de trèfle se retourne

    @id:hidden-03
    Scénario: Tant qu'une carte visible la recouvre, la carte cachée reste cachée
      Soit le tableau :
        """
        réserve : distribuée
        aucune suite retirée
        colonne 1 : 2 cachées (2 de trèfle, valet de carreau), puis 6 de cœur
        colonne 2 : 7 de cœur
        colonne 3 : 1 cachée (as de cœur), puis dame de carreau, 4 de pique
        colonne 4 : 5 de pique
        """
      Quand le 4♠ part sur la colonne 4
      Alors aucune carte ne se retourne
      Et l'as de cœur est face cachée
      Et la carte du dessus de la colonne 3 est la dame de carreau
