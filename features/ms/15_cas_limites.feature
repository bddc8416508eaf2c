# language: ms
@edge_cases
Fungsi: Kes sempadan
  Peraturan yang hanya separuh dicapai oleh senario lain: Klasik ialah
  peraturan lalai, dengan nama itu; kad simpanan diagihkan satu demi satu ke
  lajur 1, 2 dan 3, dan simpanan yang lebih pendek berhenti lebih awal; kad
  yang diletakkan berasingan hanya dimainkan dari kedudukan tempat ia berada.
  Buku peraturan juga menetapkan nilai fail variasi bagi kunci yang tidak
  diberikannya, dan hasil agihannya sendiri bagi susunan tanpa lajur.

  Peraturan: Klasik ialah peraturan lalai, dengan namanya

    @id:edge-01
    Senario: Agihan enjin dan permainan baharu mengikut peraturan Klasik
      Diberi agihan yang dibuat sendiri oleh enjin untuk benih 1
      Maka permainan mengikut peraturan Klasik
      Dan permainan baharu mengikut peraturan Klasik secara lalai

  Peraturan: Kad simpanan diagihkan satu demi satu ke lajur 1, 2 dan 3, mengikut urutan

    @id:edge-02
    Senario: Simpanan dua kad berhenti di lajur 2
      Diberi papan berikut:
        """
        simpanan: 2 kad tertutup (9 wajik, 2 kelawar)
        tiada urutan dikeluarkan
        lajur 1: 5 spad
        lajur 2: 8 hati
        lajur 3: 10 wajik
        """
      Apabila kad simpanan diagihkan
      Maka kad yang diagihkan ialah 9 wajik dan 2 kelawar
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 5 spad, 9 wajik
        lajur 2: 8 hati, 2 kelawar
        lajur 3: 10 wajik
        """

  Peraturan: Kad yang diletakkan berasingan dimainkan dari kedudukan tempat ia berada

    @id:edge-03 @refusal
    Senario: Kad yang diletakkan berasingan, diminta di kedudukan kad lain, ditolak
      Diberi papan berikut, dengan peraturan Three Blind Mice:
        """
        simpanan: 2 kad terbuka (5 hati, Raja kelawar)
        tiada urutan dikeluarkan
        lajur 1: 9 spad, 6 hati
        lajur 2: kosong
        """
      Apabila Raja kelawar, di kedudukan 1 dalam simpanan, dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Kad Raja kelawar tidak terbuka di kedudukan 1 dalam lajurnya » dan tiada apa-apa yang berubah
      Apabila Raja kelawar, di kedudukan 2 dalam simpanan, dipindahkan ke lajur 2
      Maka kad paling atas lajur 2 ialah Raja kelawar
      Dan simpanan mengandungi 1 kad terbuka

  Peraturan: Fail variasi yang hanya memberikan nama dan sumbernya mempunyai peraturan Klasik

    @id:edge-04 @rulebook
    Senario: Nilai lalai fail variasi
      Diberi fail variasi berikut:
      """
      name = "minimale"

      [source]
      reading = "Only a name and a source: every rule left to the defaults."
      """
      Maka fail itu dimuatkan sebagai peraturan Klasik, dengan namanya sendiri

  Peraturan: Susunan tanpa lajur meletakkan seluruh dek secara berasingan

    @id:edge-05 @rulebook
    Senario: Agihan buku peraturan bagi susunan tanpa lajur
      Diberi fail variasi berikut:
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
      Dan agihan nombor 1, mengikut peraturan fail variasi ini
      Maka papan mempunyai 0 lajur
      Dan simpanan mengandungi 52 kad terbuka
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

  Peraturan: Membawa kad kembali ke tempat asalnya menghasilkan semula kedudukan yang sudah dilihat, dan itu bukan langkah berguna

    @id:edge-06
    Senario: Selepas kad simpanan diagihkan, As yang meninggalkan urutannya lalu kembali menghasilkan semula kedudukan yang sudah dilihat: pemain kalah
      Diberi papan berikut, dengan peraturan Wasp:
        """
        simpanan: 3 kad tertutup (As spad, 5 hati, 9 kelawar)
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        lajur 2: 8 wajik
        lajur 3: 4 wajik
        """
      Apabila kad simpanan diagihkan
      Dan As spad dipindahkan ke lajur 4
      Maka permainan berakhir dengan kekalahan

    @id:edge-07
    Senario: Selepas agihan kad simpanan dibuat asal, As yang kembali ke urutannya masih menghasilkan semula kedudukan yang sudah dilihat
      Diberi fail variasi berikut:
      """
      name = "guepe-ouverte"
      inherits = "scorpion-ouvert"

      [rules]
      empty_column = "any"

      [source]
      reading = "Wasp's empty columns with the unlimited undo of Scorpion ouvert."
      """
      Dan papan berikut, mengikut peraturan fail variasi ini:
        """
        simpanan: 3 kad tertutup (5 hati, 9 kelawar, 4 wajik)
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        lajur 2: 8 wajik, 3 kelawar
        """
      Apabila As spad dipindahkan ke lajur 4
      Maka kad simpanan boleh diagihkan
      Apabila kad simpanan diagihkan
      Dan tindakan terakhir dibuat asal
      Maka kad simpanan boleh diagihkan

    @id:edge-08
    Senario: Kad yang diletakkan berasingan dimainkan lalu dibuat asal, As yang kembali ke urutannya menghasilkan semula kedudukan yang sudah dilihat
      Diberi fail variasi berikut:
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
      Dan papan berikut, mengikut peraturan fail variasi ini:
        """
        simpanan: 2 kad terbuka (5 hati, 9 kelawar)
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        lajur 2: 8 wajik, 3 kelawar
        """
      Apabila As spad dipindahkan ke lajur 4
      Maka permainan berakhir dengan kekalahan
      Apabila 5 hati dari simpanan dipindahkan ke lajur 3
      Maka permainan tidak berakhir dengan kekalahan
      Apabila tindakan terakhir dibuat asal
      Maka permainan berakhir dengan kekalahan

    @id:edge-09
    Senario: Selepas kad yang diletakkan berasingan dimainkan, As yang kembali dari lajur terakhir ke urutannya menghasilkan semula kedudukan yang sudah dilihat
      Diberi fail variasi berikut:
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
      Dan papan berikut, mengikut peraturan fail variasi ini:
        """
        simpanan: 2 kad terbuka (5 hati, 9 kelawar)
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        lajur 2: 8 wajik, 3 kelawar
        """
      Apabila 5 hati dari simpanan dipindahkan ke lajur 3
      Dan As spad dipindahkan ke lajur 10
      Maka permainan berakhir dengan kekalahan
