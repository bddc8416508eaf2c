# language: ms
@end_of_game
Fungsi: Pengakhiran permainan
  Permainan dimenangi apabila kesemua 4 urutan telah keluar dari papan.
  Aplikasi tidak pernah mengisytiharkan kekalahan: apabila tiada lagi
  langkah yang boleh dimainkan, pemain membuat asal langkah atau memulakan
  permainan baharu.

  Peraturan: Permainan dimenangi apabila kesemua 4 urutan dikeluarkan

    @id:end-01
    Senario: Urutan keempat yang dikeluarkan memenangi permainan
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        urutan dikeluarkan: hati, wajik, spad
        lajur 1: Raja kelawar, Ratu kelawar, Jek kelawar, 10 kelawar, 9 kelawar, 8 kelawar, 7 kelawar, 6 kelawar, 5 kelawar, 4 kelawar, 3 kelawar, 2 kelawar
        lajur 2: As kelawar
        """
      Maka permainan belum dimenangi
      Apabila As kelawar dipindahkan ke lajur 1
      Maka permainan dimenangi
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        urutan dikeluarkan: hati, wajik, spad, kelawar
        """

  Peraturan: Aplikasi tidak mengesan kekalahan

    @id:end-02
    Senario: Tiada lagi langkah, permainan belum tamat dan langkah boleh dibuat asal
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 hati
        lajur 2: 2 spad, 8 hati
        lajur 3: 5 kelawar
        lajur 4: 7 wajik
        lajur 5: Jek spad
        lajur 6: 3 wajik
        lajur 7: Ratu kelawar
        """
      Apabila 8♥ dipindahkan ke lajur 1
      Maka tiada langkah yang boleh dimainkan
      Dan permainan belum tamat
      Dan permainan belum dimenangi
      Apabila langkah terakhir dibuat asal
      Maka papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 hati
        lajur 2: 2 spad, 8 hati
        lajur 3: 5 kelawar
        lajur 4: 7 wajik
        lajur 5: Jek spad
        lajur 6: 3 wajik
        lajur 7: Ratu kelawar
        """
      Dan 8♥ boleh dipindahkan ke lajur 1

    @id:end-03
    Senario: Permainan baharu bermula daripada agihan baharu
      Diberi agihan nombor 3
      Apabila Jek spad dipindahkan ke lajur 2
      Maka sejarah menyimpan 1 tindakan
      Diberi agihan nombor 4
      Maka skor ialah 0
      Dan permainan belum tamat
      Dan sejarah menyimpan 0 tindakan
