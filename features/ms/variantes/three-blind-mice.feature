# language: ms
@variant-three-blind-mice
Fungsi: Three Blind Mice
  Three Blind Mice dimainkan dengan satu dek 52 kad dalam sepuluh lajur
  yang masing-masing mengandungi lima kad. Lajur 8 hingga 10 masing-masing
  bermula dengan tiga kad tertutup di bawah dua kad terbuka. Dua kad yang
  tinggal diletakkan berasingan dalam keadaan terbuka, dan setiap satu
  boleh dimainkan ke papan pada bila-bila masa, sendirian, mengikut
  peraturan biasa. Tiada kad simpanan untuk diagihkan. Satu sumber lain
  mengagihkan kad simpanan ke tiga lajur « seperti dalam Scorpion », yang
  tidak sepadan dengan sepuluh lajur lima kad daripada satu dek: tafsiran
  itu tidak digunakan.

  Peraturan: Sepuluh lajur lima kad, tiga kad tertutup di lajur 8 hingga 10, dua kad terbuka diletakkan berasingan

    @id:three-blind-mice-01 @rulebook
    Senario: Agihan Three Blind Mice
      Diberi agihan nombor 1, dengan peraturan Three Blind Mice
      Maka papan mempunyai 10 lajur
      Dan lajur 1 mengandungi 0 kad tertutup dan 5 kad terbuka
      Dan lajur 7 mengandungi 0 kad tertutup dan 5 kad terbuka
      Dan lajur 8 mengandungi 3 kad tertutup dan 2 kad terbuka
      Dan lajur 10 mengandungi 3 kad tertutup dan 2 kad terbuka
      Dan semua lajur mengandungi 9 kad tertutup dan 41 kad terbuka
      Dan simpanan mengandungi 2 kad terbuka
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

  Peraturan: Dua kad yang diletakkan berasingan dimainkan ke papan pada bila-bila masa, satu demi satu

    @id:three-blind-mice-02
    Senario: Setiap kad yang diletakkan berasingan dimainkan ke papan satu demi satu
      Diberi papan berikut, dengan peraturan Three Blind Mice:
        """
        simpanan: 2 kad terbuka (5 hati, Raja kelawar)
        tiada urutan dikeluarkan
        lajur 1: 9 spad, 6 hati
        lajur 2: kosong
        lajur 3: 8 wajik
        lajur 8: 3 kad tertutup, kemudian 4 hati
        """
      Maka 5 hati boleh dipindahkan ke lajur 1
      Dan Raja kelawar boleh dipindahkan ke lajur 2
      Apabila 5 hati dari simpanan dipindahkan ke lajur 1
      Maka kad yang dipindahkan ialah 5 hati
      Dan langkah yang dimainkan ditulis « 5♥ dari simpanan ke lajur 1 »
      Dan langkah itu memberikan 5 mata
      Dan simpanan mengandungi 1 kad terbuka
      Apabila Raja kelawar dari simpanan dipindahkan ke lajur 2
      Maka simpanan mengandungi 0 kad terbuka
      Dan papan menjadi:
        """
        simpanan: kosong
        tiada urutan dikeluarkan
        lajur 1: 9 spad, 6 hati, 5 hati
        lajur 2: Raja kelawar
        lajur 3: 8 wajik
        lajur 8: 3 kad tertutup, kemudian 4 hati
        """

    @id:three-blind-mice-03 @refusal
    Kerangka Senario: Kad yang diletakkan berasingan mengikut peraturan biasa
      Diberi papan berikut, dengan peraturan Three Blind Mice:
        """
        simpanan: 2 kad terbuka (5 hati, Raja kelawar)
        tiada urutan dikeluarkan
        lajur 1: 9 spad, 6 hati
        lajur 2: kosong
        lajur 3: 8 hati
        lajur 4: 6 spad
        """
      Apabila <kad> dari simpanan dipindahkan ke lajur <lajur>
      Maka langkah itu ditolak dengan mesej « <mesej> » dan tiada apa-apa yang berubah

      Contoh:
        | kad    | lajur | mesej                                                                   |
        | 5 hati | 3     | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |
        | 5 hati | 4     | Peraturan: kad mestilah daripada bunga yang sama                        |
        | 5 hati | 2     | Hanya Raja boleh diletakkan pada lajur kosong                           |

    @id:three-blind-mice-04
    Senario: Buat asal mengembalikan kad itu ke tempatnya yang berasingan
      Diberi papan berikut, dengan peraturan Three Blind Mice:
        """
        simpanan: 2 kad terbuka (5 hati, Raja kelawar)
        tiada urutan dikeluarkan
        lajur 1: 9 spad, 6 hati
        """
      Apabila 5 hati dipindahkan ke lajur 1
      Dan langkah terakhir dibuat asal
      Maka simpanan mengandungi 2 kad terbuka
      Dan papan menjadi:
        """
        simpanan: 2 kad terbuka (5 hati, Raja kelawar)
        tiada urutan dikeluarkan
        lajur 1: 9 spad, 6 hati
        """

  Peraturan: Tiada kad simpanan untuk diagihkan

    @id:three-blind-mice-05 @refusal
    Senario: Mengagihkan kad simpanan ditolak
      Diberi agihan nombor 1, dengan peraturan Three Blind Mice
      Maka kad simpanan tidak boleh diagihkan
      Apabila kad simpanan diagihkan
      Maka tindakan itu ditolak dengan mesej « Permainan ini tidak mempunyai kad simpanan untuk diagihkan » dan tiada apa-apa yang berubah
