# language: ms
@empty_column
Fungsi: Lajur kosong
  Lajur yang telah dikosongkan hanya menerima Raja: sama ada Raja sahaja,
  atau Raja bersama kad yang menutupinya. Lajur itu menolak semua kad lain,
  dan aplikasi menerangkannya dengan mesej « Hanya Raja boleh diletakkan
  pada lajur kosong ».

  Peraturan: Raja boleh dipindahkan ke lajur kosong, sendirian atau bersama kad di atasnya

    @id:empty-01
    Senario: Raja sendirian mengisi lajur kosong
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 4 wajik, Raja spad, Ratu spad, 5 hati
        lajur 2: kosong
        lajur 3: 8 kelawar, Raja hati
        lajur 4: Ratu wajik
        lajur 5: 7 kelawar, 3 hati
        """
      Apabila Raja hati dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah Raja hati
      Dan langkah itu memberikan 0 mata
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 4 wajik, Raja spad, Ratu spad, 5 hati
        lajur 2: Raja hati
        lajur 3: 8 kelawar
        lajur 4: Ratu wajik
        lajur 5: 7 kelawar, 3 hati
        """

    @id:empty-02
    Senario: Raja membawa kad di atasnya ke lajur kosong
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 4 wajik, Raja spad, Ratu spad, 5 hati
        lajur 2: kosong
        lajur 3: 8 kelawar, Raja hati
        lajur 4: Ratu wajik
        lajur 5: 7 kelawar, 3 hati
        """
      Apabila Raja spad dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah Raja spad, Ratu spad dan 5 hati
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 4 wajik
        lajur 2: Raja spad, Ratu spad, 5 hati
        lajur 3: 8 kelawar, Raja hati
        lajur 4: Ratu wajik
        lajur 5: 7 kelawar, 3 hati
        """

  Peraturan: Semua kad lain ditolak dengan « Hanya Raja boleh diletakkan pada lajur kosong »

    @id:empty-03 @refusal
    Kerangka Senario: Kad selain Raja tidak boleh dipindahkan ke lajur kosong
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 4 wajik, Raja spad, Ratu spad, 5 hati
        lajur 2: kosong
        lajur 3: 8 kelawar, Raja hati
        lajur 4: Ratu wajik
        lajur 5: 7 kelawar, 3 hati
        """
      Maka <kad> tidak boleh dipindahkan ke lajur 2
      Apabila <kad> dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Hanya Raja boleh diletakkan pada lajur kosong » dan tiada apa-apa yang berubah

      Contoh:
        | kad        | yang dipindahkan     |
        | Ratu wajik | Ratu sendirian       |
        | 3♥         | kad kecil            |
        | 8♣         | 8 yang membawa Raja  |
        | Ratu spad  | Ratu yang membawa 5♥ |
