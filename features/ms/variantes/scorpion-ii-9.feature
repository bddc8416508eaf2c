# language: ms
@variant-scorpion-ii-9
Fungsi: Scorpion II, sembilan kad tertutup
  Menurut satu sumber lain, Scorpion II lazimnya mempunyai sembilan kad
  tertutup di papan, bukan dua belas seperti Scorpion: tiga dalam setiap
  lajur 1 hingga 3. Selebihnya mengikut Scorpion II.

  Peraturan: Tiga kad tertutup dalam setiap lajur 1 hingga 3, sembilan kesemuanya

    @id:scorpion-ii-9-01 @rulebook
    Kerangka Senario: Sembilan kad tertutup dalam agihan
      Diberi agihan nombor <agihan>, dengan peraturan Scorpion II (sembilan kad tertutup)
      Maka semua lajur mengandungi 9 kad tertutup dan 40 kad terbuka
      Dan lajur 1 mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 3 mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 4 mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

      Contoh:
        | agihan |
        | 1      |
        | 2      |

    @id:scorpion-ii-9-02
    Senario: Kad tertutup di lajur 1 hingga 3 dibuka apabila ia terdedah
      Diberi papan berikut, dengan peraturan Scorpion II (sembilan kad tertutup):
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 2: 3 kad tertutup (As spad, 2 spad, 8 hati), kemudian 5 hati
        lajur 4: 6 hati
        """
      Apabila 5 hati dipindahkan ke lajur 4
      Maka 8 hati dibuka
