# language: ms
@scoring
Fungsi: Pemarkahan
  Skor bermula pada 0 dan tiada langkah yang dimainkan menurunkannya.
  Peletakan pada kad yang sama bunga memberikan 5 mata; kad tertutup yang
  dibuka, 5 mata, termasuk apabila kad itu terdedah kerana urutan
  dikeluarkan; urutan lengkap yang dikeluarkan, 100 mata. Semua langkah lain
  tidak memberikan mata: Raja pada lajur kosong, peletakan pada bunga
  berbeza dalam Longgar, pengagihan kad simpanan.

  Oleh itu, permainan yang dimenangi tanpa buat asal bernilai sekurang-kurangnya
  460 mata: 12 kad dibuka dengan 5 mata setiap satu dan 4 urutan dengan 100
  mata setiap satu, ditambah 5 mata bagi setiap peletakan pada bunga yang
  sama. Membuat asal sesuatu langkah menarik balik mata yang diberikannya, dan
  aplikasi menyimpan 100 tindakan terakhir.

  Peraturan: Skor bermula pada 0

    @id:scoring-01
    Senario: Agihan baharu bermula pada 0 mata
      Diberi agihan nombor 11
      Maka skor ialah 0
      Apabila Ratu kelawar dipindahkan ke lajur 3
      Maka langkah itu memberikan 5 mata
      Dan skor ialah 5

  Peraturan: Sistem pemarkahan, langkah demi langkah; tiada langkah menurunkan skor

    @id:scoring-02
    Kerangka Senario: Mata yang diberikan oleh setiap langkah
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (As wajik), kemudian 9 spad
        lajur 2: 10 spad
        lajur 3: Ratu hati, 4 hati, As kelawar
        lajur 4: 5 hati
        lajur 5: Raja wajik
        lajur 6: kosong
        lajur 7: 1 kad tertutup (7 wajik), kemudian Raja kelawar, Ratu kelawar, Jek kelawar, 10 kelawar, 9 kelawar, 8 kelawar, 7 kelawar, 6 kelawar, 5 kelawar, 4 kelawar, 3 kelawar, 2 kelawar
        """
      Apabila <kad> dipindahkan ke lajur <lajur>
      Maka langkah itu memberikan <mata> mata
      Dan skor ialah <mata>

      Contoh:
        | kad        | lajur | mata | apa yang berlaku                                        |
        | 4♥         | 4     | 5    | peletakan pada bunga yang sama                          |
        | 9♠         | 2     | 10   | peletakan pada bunga yang sama, As wajik dibuka         |
        | Raja wajik | 6     | 0    | Raja pada lajur kosong                                  |
        | As kelawar | 7     | 110  | bunga sama, urutan dikeluarkan, kemudian 7 wajik dibuka |

    @id:scoring-03
    Senario: Peletakan pada bunga berbeza dalam Longgar tidak memberikan mata
      Diberi papan berikut, dengan peraturan Longgar:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 8 spad
        lajur 2: 7 hati
        lajur 3: 7 spad
        lajur 4: kosong
        lajur 5: Ratu hati
        """
      Apabila 7 hati dipindahkan ke lajur 1
      Maka langkah itu memberikan 0 mata
      Dan skor ialah 0

    @id:scoring-04
    Senario: Pengagihan kad simpanan tidak memberikan mata
      Diberi papan berikut:
        """
        simpanan: 3 kad tertutup (9 wajik, 2 kelawar, Raja hati)
        tiada urutan dikeluarkan
        lajur 1: 5 spad
        lajur 2: 8 hati
        lajur 3: 10 wajik
        lajur 4: 4 spad
        """
      Apabila kad simpanan diagihkan
      Maka langkah itu memberikan 0 mata

    @id:scoring-05
    Senario: Kad yang dibuka selepas urutan dikeluarkan memberikan 5 mata
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (4 wajik), kemudian Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad
        lajur 2: As spad
        """
      Apabila As spad dipindahkan ke lajur 1
      Maka urutan spad dikeluarkan
      Dan 4 wajik dibuka
      Dan langkah itu memberikan 110 mata
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        urutan dikeluarkan: spad
        lajur 1: 4 wajik
        """

  Peraturan: Permainan yang dimenangi tanpa buat asal memberikan sekurang-kurangnya 460 mata

    @id:scoring-06
    Senario: Permainan pendek yang bermula dengan 12 kad tertutup dan kad simpanan, lalu dimenangi
      Seperti agihan baharu, papan ini mempunyai 12 kad tertutup, 37 kad
      terbuka dan 3 kad simpanan; permainan dimenangi tanpa sebarang buat asal.

      Diberi papan berikut:
        """
        simpanan: 3 kad tertutup (4 spad, 4 hati, 4 wajik)
        tiada urutan dikeluarkan
        lajur 1: 3 kad tertutup (As spad, 2 spad, 3 spad), kemudian 6 kelawar
        lajur 2: 3 kad tertutup (As hati, 2 hati, 3 hati), kemudian 5 kelawar
        lajur 3: 3 kad tertutup (As wajik, 2 wajik, 3 wajik), kemudian 4 kelawar
        lajur 4: 3 kad tertutup (As kelawar, 2 kelawar, 3 kelawar), kemudian Raja kelawar, Ratu kelawar, Jek kelawar, 10 kelawar, 9 kelawar, 8 kelawar, 7 kelawar
        lajur 5: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad
        lajur 6: Raja hati, Ratu hati, Jek hati, 10 hati, 9 hati, 8 hati, 7 hati, 6 hati, 5 hati
        lajur 7: Raja wajik, Ratu wajik, Jek wajik, 10 wajik, 9 wajik, 8 wajik, 7 wajik, 6 wajik, 5 wajik
        """
      Apabila kad simpanan diagihkan
      Dan langkah-langkah ini dimainkan:
        | kad | lajur |
        | 4♠  | 5     |
        | 4♥  | 6     |
        | 4♦  | 7     |
        | 6♣  | 4     |
        | 3♠  | 5     |
        | 2♠  | 5     |
        | A♠  | 5     |
        | 5♣  | 4     |
        | 3♥  | 6     |
        | 2♥  | 6     |
        | A♥  | 6     |
        | 4♣  | 4     |
        | 3♦  | 7     |
        | 2♦  | 7     |
        | A♦  | 7     |
        | K♣  | 1     |
        | 3♣  | 1     |
        | 2♣  | 1     |
        | A♣  | 1     |
      Maka permainan dimenangi
      Dan skor bersamaan 12 kad dibuka × 5 + 4 urutan × 100 + 18 peletakan pada bunga yang sama × 5
      Dan skor ialah 550
      Dan skor sekurang-kurangnya 460

  Peraturan: Membuat asal langkah menarik balik matanya; aplikasi menyimpan 100 tindakan terakhir

    @id:scoring-07
    Senario: Membuat asal langkah menarik balik matanya
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (As wajik), kemudian 9 spad
        lajur 2: 10 spad
        lajur 3: Ratu hati, 4 hati, As kelawar
        lajur 4: 5 hati
        lajur 5: Raja wajik
        lajur 6: kosong
        lajur 7: 1 kad tertutup (7 wajik), kemudian Raja kelawar, Ratu kelawar, Jek kelawar, 10 kelawar, 9 kelawar, 8 kelawar, 7 kelawar, 6 kelawar, 5 kelawar, 4 kelawar, 3 kelawar, 2 kelawar
        """
      Apabila 9♠ dipindahkan ke lajur 2
      Maka skor ialah 10
      Apabila langkah terakhir dibuat asal
      Maka skor ialah 0
      Dan As wajik tertutup
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (As wajik), kemudian 9 spad
        lajur 2: 10 spad
        lajur 3: Ratu hati, 4 hati, As kelawar
        lajur 4: 5 hati
        lajur 5: Raja wajik
        lajur 6: kosong
        lajur 7: 1 kad tertutup (7 wajik), kemudian Raja kelawar, Ratu kelawar, Jek kelawar, 10 kelawar, 9 kelawar, 8 kelawar, 7 kelawar, 6 kelawar, 5 kelawar, 4 kelawar, 3 kelawar, 2 kelawar
        """

    @id:scoring-10
    Senario: Membuat asal langkah yang mengeluarkan urutan mengembalikan urutan itu, menutup semula kad yang dibuka dan menarik balik 110 matanya
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (4 wajik), kemudian Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad
        lajur 2: 9 kelawar, As spad
        lajur 3: 6 hati
        lajur 4: 10 kelawar, 5 hati
        """
      Apabila 5 hati dipindahkan ke lajur 3
      Dan As spad dipindahkan ke lajur 1
      Maka skor ialah 115
      Apabila langkah terakhir dibuat asal
      Maka skor ialah 5
      Dan bilangan urutan yang dikeluarkan ialah 0
      Dan 4 wajik tertutup
      Dan sejarah menyimpan 1 tindakan
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (4 wajik), kemudian Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad
        lajur 2: 9 kelawar, As spad
        lajur 3: 6 hati, 5 hati
        lajur 4: 10 kelawar
        """

    @id:scoring-08 @refusal
    Senario: 100 tindakan terakhir boleh dibuat asal, tetapi bukan yang ke-101
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja spad
        lajur 2: kosong
        lajur 3: 5 hati
        lajur 4: 9 kelawar
        """
      Apabila Raja spad dipindahkan berulang-alik antara lajur 1 dan lajur 2, sebanyak 101 langkah
      Maka sejarah menyimpan 100 tindakan
      Apabila 100 langkah terakhir dibuat asal
      Maka papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: kosong
        lajur 2: Raja spad
        lajur 3: 5 hati
        lajur 4: 9 kelawar
        """
      Apabila langkah terakhir dibuat asal
      Maka tindakan itu ditolak dengan mesej « Tiada langkah untuk dibuat asal » dan tiada apa-apa yang berubah

    @id:scoring-09 @refusal
    Senario: Tiada apa yang boleh dibuat asal pada awal permainan
      Diberi agihan nombor 11
      Apabila Ratu kelawar dipindahkan ke lajur 3
      Dan langkah terakhir dibuat asal
      Maka sejarah menyimpan 0 tindakan
      Apabila langkah terakhir dibuat asal
      Maka tindakan itu ditolak dengan mesej « Tiada langkah untuk dibuat asal » dan tiada apa-apa yang berubah
