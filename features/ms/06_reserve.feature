# language: ms
@reserve
Fungsi: Simpanan
  3 kad simpanan diagihkan sekali sahaja, dengan satu sentuhan: setiap lajur
  1, 2 dan 3 menerima satu kad, dalam keadaan terbuka. Aplikasi membenarkan
  simpanan diagihkan pada bila-bila masa, dan pengagihan ini ialah satu langkah
  seperti langkah lain.

  Peraturan: Satu pengagihan sahaja, dengan satu sentuhan, satu kad terbuka pada lajur 1, 2 dan 3

    @id:reserve-01
    Senario: Simpanan memberikan satu kad terbuka kepada setiap lajur 1, 2 dan 3
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
      Maka langkah yang dimainkan ditulis « agihkan kad simpanan »
      Dan kad yang diagihkan ialah 9 wajik, 2 kelawar dan Raja hati
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 5 spad, 9 wajik
        lajur 2: 8 hati, 2 kelawar
        lajur 3: 10 wajik, Raja hati
        lajur 4: 4 spad
        """
      Dan sejarah menyimpan 1 tindakan
      Dan kad simpanan tidak boleh diagihkan lagi

    @id:reserve-02 @refusal
    Senario: Simpanan tidak diagihkan dua kali
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
      Dan kad simpanan diagihkan
      Maka tindakan itu ditolak dengan mesej « Kad simpanan sudah diagihkan » dan tiada apa-apa yang berubah

    @id:reserve-03
    Senario: Kad simpanan diletakkan pada lajur kosong tanpa pemeriksaan
      Teks tidak menyebut kes ini; aplikasi meletakkan kad itu seadanya,
      walaupun kad itu bukan Raja.

      Diberi papan berikut:
        """
        simpanan: 3 kad tertutup (7 hati, Ratu kelawar, 2 wajik)
        tiada urutan dikeluarkan
        lajur 1: kosong
        lajur 2: 9 kelawar
        lajur 3: 3 hati
        lajur 4: Raja wajik
        """
      Apabila kad simpanan diagihkan
      Maka kad paling atas lajur 1 ialah 7 hati
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 7 hati
        lajur 2: 9 kelawar, Ratu kelawar
        lajur 3: 3 hati, 2 wajik
        lajur 4: Raja wajik
        """

  Peraturan: Dalam aplikasi, simpanan boleh diagihkan pada bila-bila masa

    @id:reserve-04
    Senario: Simpanan diagihkan walaupun langkah lain masih boleh dimainkan
      Diberi papan berikut:
        """
        simpanan: 3 kad tertutup (9 wajik, 2 kelawar, Raja hati)
        tiada urutan dikeluarkan
        lajur 1: 5 spad
        lajur 2: 8 hati
        lajur 3: 10 wajik
        lajur 4: 4 spad
        """
      Maka 4♠ boleh dipindahkan ke lajur 1
      Dan kad simpanan boleh diagihkan
      Apabila kad simpanan diagihkan
      Maka papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 5 spad, 9 wajik
        lajur 2: 8 hati, 2 kelawar
        lajur 3: 10 wajik, Raja hati
        lajur 4: 4 spad
        """

  Peraturan: Pengagihan dikira sebagai satu langkah

    @id:reserve-05
    Senario: Pengagihan dibuat asal seperti satu langkah dan tidak memberikan mata
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
      Dan sejarah menyimpan 1 tindakan
      Apabila langkah terakhir dibuat asal
      Maka papan menjadi:
        """
        simpanan: 3 kad tertutup (9 wajik, 2 kelawar, Raja hati)
        tiada urutan dikeluarkan
        lajur 1: 5 spad
        lajur 2: 8 hati
        lajur 3: 10 wajik
        lajur 4: 4 spad
        """
      Dan kad simpanan boleh diagihkan

    @id:reserve-06
    Senario: Kad simpanan yang melengkapkan urutan di lajur 3 menyebabkan urutan itu dikeluarkan
      Diberi papan berikut:
        """
        simpanan: 3 kad tertutup (2 kelawar, Raja hati, As spad)
        tiada urutan dikeluarkan
        lajur 1: 8 hati
        lajur 2: 10 wajik
        lajur 3: 1 kad tertutup (9 wajik), kemudian K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        """
      Apabila kad simpanan diagihkan
      Maka urutan spad dikeluarkan
      Dan 9 wajik dibuka
      Dan bilangan urutan yang dikeluarkan ialah 1
