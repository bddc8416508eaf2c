# language: ms
@perft
Fungsi: Perft: mengira jujukan tindakan yang dibenarkan
  Sebagaimana penjana langkah catur disemak dengan mengira pokok langkahnya (« perft »),
  enjin Scorpion disemak dengan mengira, dari kedudukan yang tetap, semua jujukan 1, 2, 3…
  tindakan yang diterimanya: setiap pemindahan kumpulan kad yang dibenarkan dan, apabila
  peraturan membenarkannya, pengagihan simpanan. Satu langkah sah yang tertinggal atau satu
  langkah terlarang yang diterima, di mana-mana dalam pokok itu, mengubah kiraannya.
  Angka-angka ini datang daripada jadual buku peraturan (features/perft.toml); penjana
  langkah naif, yang ditulis berasingan daripada ayat-ayat peraturan sahaja, mengiranya
  semula.

  Peraturan: Dari agihan permainan yang dimenangi dalam peraturan

    @id:perft-01
    Senario: Perft agihan peraturan, hingga 4 tindakan
      Diberi papan berikut:
        """
        simpanan: 3 kad tertutup; tiada urutan dikeluarkan. lajur 1: 3 kad tertutup, kemudian 3 wajik, Jek hati, 10 hati, 3 spad; lajur 2: 3 kad tertutup, kemudian Ratu hati, 3 kelawar, 4 hati, 7 spad; lajur 3: 3 kad tertutup, kemudian As spad, 7 wajik, 7 hati, 3 hati; lajur 4: 3 kad tertutup, kemudian Raja wajik, 8 hati, 7 kelawar, 9 spad; lajur 5: 6 hati, 8 kelawar, Jek spad, 4 kelawar, 9 kelawar, 8 wajik, 5 kelawar; lajur 6: 6 wajik, Ratu kelawar, Raja hati, 4 wajik, Raja spad, 9 hati, Jek kelawar; lajur 7: As wajik, Ratu wajik, 9 wajik, 6 spad, 2 hati, 10 wajik, 5 hati.
        """
      Maka perft pada kedalaman 1 ialah 4
      Dan perft pada kedalaman 2 ialah 13
      Dan perft pada kedalaman 3 ialah 48
      Dan perft pada kedalaman 4 ialah 175

  Peraturan: Dari agihan nombor 1 setiap variasi

    @id:perft-02
    Senario: Perft agihan nombor 1 dengan peraturan Longgar
      Diberi agihan nombor 1, dengan peraturan Longgar
      Maka perft pada kedalaman 1 ialah 22
      Dan perft pada kedalaman 2 ialah 467

    @id:perft-03
    Senario: Perft agihan nombor 1 dengan peraturan Cards4
      Diberi agihan nombor 1, dengan peraturan Cards4
      Maka perft pada kedalaman 1 ialah 6
      Dan perft pada kedalaman 2 ialah 34
      Dan perft pada kedalaman 3 ialah 184
      Dan perft pada kedalaman 4 ialah 961

    @id:perft-04
    Senario: Perft agihan nombor 1 dengan peraturan Klasik
      Diberi agihan nombor 1, dengan peraturan Klasik
      Maka perft pada kedalaman 1 ialah 6
      Dan perft pada kedalaman 2 ialah 34
      Dan perft pada kedalaman 3 ialah 184
      Dan perft pada kedalaman 4 ialah 962

    @id:perft-05
    Senario: Perft agihan nombor 1 dengan peraturan Scorpion Berganda
      Diberi agihan nombor 1, dengan peraturan Scorpion Berganda
      Maka perft pada kedalaman 1 ialah 19
      Dan perft pada kedalaman 2 ialah 360

    @id:perft-06
    Senario: Perft agihan nombor 1 dengan peraturan Scorpion Berganda (PySolFC)
      Diberi agihan nombor 1, dengan peraturan Scorpion Berganda (PySolFC)
      Maka perft pada kedalaman 1 ialah 12
      Dan perft pada kedalaman 2 ialah 149
      Dan perft pada kedalaman 3 ialah 1901

    @id:perft-07
    Senario: Perft agihan nombor 1 dengan peraturan Scorpion II
      Diberi agihan nombor 1, dengan peraturan Scorpion II
      Maka perft pada kedalaman 1 ialah 7
      Dan perft pada kedalaman 2 ialah 45
      Dan perft pada kedalaman 3 ialah 279

    @id:perft-08
    Senario: Perft agihan nombor 1 dengan peraturan Scorpion II (sembilan kad tertutup)
      Diberi agihan nombor 1, dengan peraturan Scorpion II (sembilan kad tertutup)
      Maka perft pada kedalaman 1 ialah 7
      Dan perft pada kedalaman 2 ialah 42
      Dan perft pada kedalaman 3 ialah 234

    @id:perft-09
    Senario: Perft agihan nombor 1 dengan peraturan Scorpion Ouvert
      Diberi agihan nombor 1, dengan peraturan Scorpion Ouvert
      Maka perft pada kedalaman 1 ialah 6
      Dan perft pada kedalaman 2 ialah 32
      Dan perft pada kedalaman 3 ialah 161
      Dan perft pada kedalaman 4 ialah 790

    @id:perft-10
    Senario: Perft agihan nombor 1 dengan peraturan Three Blind Mice
      Diberi agihan nombor 1, dengan peraturan Three Blind Mice
      Maka perft pada kedalaman 1 ialah 7
      Dan perft pada kedalaman 2 ialah 46
      Dan perft pada kedalaman 3 ialah 287

    @id:perft-11
    Senario: Perft agihan nombor 1 dengan peraturan Tradisional
      Diberi agihan nombor 1, dengan peraturan Tradisional
      Maka perft pada kedalaman 1 ialah 6
      Dan perft pada kedalaman 2 ialah 32
      Dan perft pada kedalaman 3 ialah 161
      Dan perft pada kedalaman 4 ialah 790

    @id:perft-12
    Senario: Perft agihan nombor 1 dengan peraturan Wasp
      Diberi agihan nombor 1, dengan peraturan Wasp
      Maka perft pada kedalaman 1 ialah 6
      Dan perft pada kedalaman 2 ialah 32
      Dan perft pada kedalaman 3 ialah 161
      Dan perft pada kedalaman 4 ialah 823
