# language: ms
@variant-wasp
Fungsi: Wasp
  Wasp mengekalkan susunan Scorpion dan peraturan permainan tradisional,
  dengan satu perbezaan: mana-mana kad, bukan hanya Raja, boleh mengisi
  lajur kosong, bersama semua kad yang bertindih di atasnya. Ini
  meningkatkan kadar penyelesaian dengan ketara.

  Peraturan: Mana-mana kad, bersama kad di atasnya, boleh mengisi lajur kosong

    @id:wasp-01
    Kerangka Senario: Kad yang bukan Raja dipindahkan ke lajur kosong
      Diberi papan berikut, dengan peraturan Wasp:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 4 wajik, Raja spad, Ratu spad, 5 hati
        lajur 2: kosong
        lajur 3: 8 kelawar, Raja hati
        lajur 4: 6 kelawar, Ratu wajik
        lajur 5: 7 kelawar, 3 hati
        """
      Maka <kad> boleh dipindahkan ke lajur 2
      Apabila <kad> dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah <kad yang dipindahkan>
      Dan kad paling atas lajur 2 ialah <atas>

      Contoh:
        | kad        | kad yang dipindahkan    | atas       |
        | Ratu wajik | Ratu wajik              | Ratu wajik |
        | 3♥         | 3 hati                  | 3♥         |
        | 8♣         | 8 kelawar dan Raja hati | Raja hati  |
        | Ratu spad  | Ratu spad dan 5 hati    | 5 hati     |

    @id:wasp-02
    Senario: Satu lajur penuh yang diketuai kad kecil dipindahkan ke lajur kosong yang lain
      Diberi papan berikut, dengan peraturan Wasp:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 3 hati, 9 spad
        lajur 2: kosong
        lajur 3: 10 spad
        """
      Apabila 3 hati dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah 3 hati dan 9 spad
      Dan lajur 1 kosong

  Peraturan: Susunannya sama seperti Scorpion

    @id:wasp-03 @rulebook
    Senario: Tujuh lajur tujuh kad, dua belas kad tertutup, tiga kad simpanan
      Diberi agihan nombor 3, dengan peraturan Wasp
      Maka semua lajur mengandungi 12 kad tertutup dan 37 kad terbuka
      Dan lajur 1 mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 7 mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

  Peraturan: Seperti permainan tradisional, langkah yang kembali ke kedudukan yang pernah dicapai bukan langkah berguna

    @id:wasp-04
    Senario: Membina semula urutan dengan kembali ke kedudukan yang pernah dicapai tidak menyelamatkan permainan
      Diberi papan berikut, dengan peraturan Wasp:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 wajik, K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        lajur 2: 8 hati
        """
      Apabila As spad dipindahkan ke lajur 3
      Maka As spad boleh dipindahkan ke lajur 1
      Dan permainan berakhir dengan kekalahan

    @id:wasp-05
    Senario: Selepas ditetapkan semula, permainan kekal dengan peraturan Wasp
      Diberi papan berikut, dengan peraturan Wasp:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 4 wajik, Raja spad, Ratu spad, 5 hati
        lajur 2: kosong
        lajur 3: 7 kelawar, 3 hati
        """
      Apabila 3 hati dipindahkan ke lajur 2
      Dan permainan ditetapkan semula
      Maka 3 hati boleh dipindahkan ke lajur 2
