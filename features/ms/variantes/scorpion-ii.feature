# language: ms
@variant-scorpion-ii
Fungsi: Scorpion II
  Dalam Scorpion II, kesemua 49 kad di papan diagihkan dalam keadaan
  terbuka: unsur kad tertutup hilang dan permainan menjadi teka-teki
  logik semata-mata. Selebihnya mengikut permainan tradisional. Satu
  sumber lain lazimnya memberikan sembilan kad tertutup kepada Scorpion
  II: tafsiran itu ialah peraturan « Scorpion II (sembilan kad tertutup)
  ».

  Peraturan: Kesemua 49 kad di papan diagihkan dalam keadaan terbuka

    @id:scorpion-ii-01 @rulebook
    Kerangka Senario: Tiada kad tertutup dalam agihan
      Diberi agihan nombor <agihan>, dengan peraturan Scorpion II
      Maka semua lajur mengandungi 0 kad tertutup dan 49 kad terbuka
      Dan lajur 1 mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan lajur 4 mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

      Contoh:
        | agihan |
        | 1      |
        | 2      |
        | 3      |

    @id:scorpion-ii-02 @rulebook
    Senario: Agihan nombor 1, terbuka sepenuhnya
      Diberi agihan nombor 1, dengan peraturan Scorpion II
      Maka papan menjadi:
        """
        simpanan: 3 kad tertutup
        tiada urutan dikeluarkan
        lajur 1: Jek spad, Ratu kelawar, Jek wajik, Ratu spad, 8 hati, 2 hati, 3 spad
        lajur 2: 10 kelawar, 10 hati, 8 spad, 7 hati, 4 kelawar, 4 spad, 5 hati
        lajur 3: Ratu hati, 6 kelawar, 9 spad, 8 wajik, 6 wajik, 2 kelawar, 3 hati
        lajur 4: 10 wajik, 4 hati, 9 wajik, Raja wajik, 2 wajik, 7 spad, 6 hati
        lajur 5: 3 kelawar, Raja spad, 2 spad, As hati, 5 wajik, 7 kelawar, 8 kelawar
        lajur 6: Raja hati, 5 spad, As spad, 9 hati, 6 spad, As wajik, 4 wajik
        lajur 7: 7 wajik, 3 wajik, Raja kelawar, Jek kelawar, As kelawar, Ratu wajik, 5 kelawar
        """

    @id:scorpion-ii-03
    Senario: Tiada langkah yang membuka kad, jadi kad simpanan boleh diagihkan sejak awal
      Diberi agihan nombor 1, dengan peraturan Scorpion II
      Maka kad simpanan boleh diagihkan
      Apabila 2 spad dipindahkan ke lajur 1
      Maka kad yang dipindahkan ialah 2 spad, As hati, 5 wajik, 7 kelawar dan 8 kelawar
      Dan tiada kad yang dibuka
      Dan skor ialah 0
