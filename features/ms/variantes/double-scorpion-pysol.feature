# language: ms
@variant-double-scorpion-pysol
Fungsi: Scorpion Berganda (PySolFC)
  PySolFC mengagihkan Scorpion Berganda dengan cara lain: dua dek dalam
  sepuluh lajur sepuluh kad, empat kad tertutup dalam setiap lajur 1
  hingga 5, dan empat kad simpanan yang diagihkan ke lajur 1 hingga 4.
  Selebihnya mengikut peraturan Klasik aplikasi: urutan lengkap
  dikeluarkan daripada permainan, dan permainan dimenangi apabila
  kelapan-lapan urutan telah dikeluarkan.

  Peraturan: Dua dek dalam sepuluh lajur sepuluh kad, empat kad simpanan

    @id:double-scorpion-pysol-01 @rulebook
    Senario: Agihan Scorpion Berganda PySolFC
      Diberi agihan nombor 1, dengan peraturan Scorpion Berganda (PySolFC)
      Maka papan mempunyai 10 lajur
      Dan lajur 1 mengandungi 4 kad tertutup dan 6 kad terbuka
      Dan lajur 5 mengandungi 4 kad tertutup dan 6 kad terbuka
      Dan lajur 6 mengandungi 0 kad tertutup dan 10 kad terbuka
      Dan lajur 10 mengandungi 0 kad tertutup dan 10 kad terbuka
      Dan semua lajur mengandungi 20 kad tertutup dan 80 kad terbuka
      Dan simpanan mengandungi 4 kad tertutup
      Dan permainan menggunakan 104 kad daripada 2 dek, setiap kad sekali bagi setiap dek

    @id:double-scorpion-pysol-02
    Senario: Empat kad simpanan diagihkan ke lajur 1 hingga 4
      Diberi papan berikut, dengan peraturan Scorpion Berganda (PySolFC):
        """
        simpanan: 4 kad tertutup (4 wajik, 9 spad, 4 wajik, Raja hati)
        tiada urutan dikeluarkan
        lajur 1: 9 kelawar, 5 hati
        lajur 2: 6 hati
        lajur 3: 2 kad tertutup, kemudian 7 spad
        lajur 4: kosong
        lajur 5: 10 kelawar
        """
      Apabila kad simpanan diagihkan
      Maka papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 kelawar, 5 hati, 4 wajik
        lajur 2: 6 hati, 9 spad
        lajur 3: 2 kad tertutup, kemudian 7 spad, 4 wajik
        lajur 4: Raja hati
        lajur 5: 10 kelawar
        """

  Peraturan: Urutan lengkap dikeluarkan daripada permainan; apabila lapan urutan dikeluarkan, permainan dimenangi

    @id:double-scorpion-pysol-03
    Senario: Urutan kelapan dikeluarkan dan permainan dimenangi
      Diberi papan berikut, dengan peraturan Scorpion Berganda (PySolFC):
        """
        simpanan: sudah diagihkan
        urutan dikeluarkan: spad, spad, hati, hati, wajik, wajik, kelawar
        lajur 1: K♣, Q♣, J♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣
        lajur 2: As kelawar
        """
      Maka permainan belum dimenangi
      Apabila As kelawar dipindahkan ke lajur 1
      Maka urutan kelawar dikeluarkan
      Dan bilangan urutan yang dikeluarkan ialah 8
      Dan langkah itu memberikan 105 mata
      Dan permainan dimenangi
      Dan permainan menggunakan 104 kad daripada 2 dek, setiap kad sekali bagi setiap dek
