# language: ms
@assoupli
Fungsi: Peraturan Longgar
  Semasa permainan baharu dimulakan, aplikasi menawarkan dua peraturan: Klasik,
  yang dipilih secara lalai, dan Longgar. Dalam Longgar, kad boleh
  diletakkan pada mana-mana kad yang satu pangkat lebih tinggi, tanpa
  mengira bunga: 7 hati boleh diletakkan di atas 8 spad. Yang lain tidak
  berubah: hanya Raja boleh mengisi lajur kosong, dan hanya urutan yang sama
  bunga keluar daripada permainan. Dalam Klasik, langkah yang sama ditolak
  dan aplikasi memaparkan « Peraturan: kad mestilah daripada bunga yang
  sama ».

  Peraturan: Dua peraturan ditawarkan, Klasik secara lalai

    @id:relaxed-01
    Senario: Permainan baharu menawarkan Klasik dan Longgar
      Diberi agihan nombor 5
      Maka peraturan yang ditawarkan ialah Longgar dan Klasik
      Dan permainan baharu mengikut peraturan Klasik secara lalai
      Dan permainan mengikut peraturan Klasik
      Apabila 3 wajik dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Peraturan: kad mestilah daripada bunga yang sama » dan tiada apa-apa yang berubah

    @id:relaxed-02 @rulebook
    Senario: Agihan dengan peraturan Longgar
      Diberi agihan nombor 5, dengan peraturan Longgar
      Maka permainan mengikut peraturan Longgar
      Dan semua lajur mengandungi 12 kad tertutup dan 37 kad terbuka

  Peraturan: Dalam Longgar, kad boleh diletakkan pada mana-mana kad yang satu pangkat lebih tinggi

    @id:relaxed-03
    Senario: Dalam Longgar, 7 hati diletakkan di atas 8 spad
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
      Maka 7 hati boleh dipindahkan ke lajur 1
      Apabila 7 hati dipindahkan ke lajur 1
      Maka langkah itu memberikan 0 mata
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 8 spad, 7 hati
        lajur 2: kosong
        lajur 3: 7 spad
        lajur 4: kosong
        lajur 5: Ratu hati
        """

    @id:relaxed-04 @refusal
    Senario: Dalam Klasik, langkah yang sama ditolak
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 8 spad
        lajur 2: 7 hati
        lajur 3: 7 spad
        lajur 4: kosong
        lajur 5: Ratu hati
        """
      Maka 7 hati tidak boleh dipindahkan ke lajur 1
      Apabila 7 hati dipindahkan ke lajur 1
      Maka langkah itu ditolak dengan mesej « Peraturan: kad mestilah daripada bunga yang sama » dan tiada apa-apa yang berubah

  Peraturan: Semua yang lain kekal sama dalam Longgar

    @id:relaxed-08 @refusal
    Senario: Dalam Longgar juga, tiada kad boleh diletakkan di atas As, dan hanya pangkat tepat satu lebih tinggi yang diambil kira
      Diberi papan berikut, dengan peraturan Longgar:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: As hati
        lajur 2: 5 kelawar, 2 spad
        lajur 3: 10 wajik, Raja kelawar
        lajur 4: 9 spad
        lajur 5: 8 wajik, 7 hati
        lajur 6: 8 kelawar
        """
      Maka 7 hati boleh dipindahkan ke lajur 6
      Dan 7 hati tidak boleh dipindahkan ke lajur 4
      Dan 2 spad tidak boleh dipindahkan ke lajur 1
      Dan Raja kelawar tidak boleh dipindahkan ke lajur 1
      Apabila 7 hati dipindahkan ke lajur 4
      Maka langkah itu ditolak dengan mesej « Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi » dan tiada apa-apa yang berubah
      Apabila 2 spad dipindahkan ke lajur 1
      Maka langkah itu ditolak atas salah satu sebab berikut, dan tiada apa-apa yang berubah:
        | mesej                                                                   |
        | Peraturan: tiada kad boleh diletakkan di atas As                        |
        | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |
      Apabila Raja kelawar dipindahkan ke lajur 1
      Maka langkah itu ditolak atas salah satu sebab berikut, dan tiada apa-apa yang berubah:
        | mesej                                                                   |
        | Peraturan: tiada kad boleh diletakkan di atas As                        |
        | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |

    @id:relaxed-05 @refusal
    Senario: Dalam Longgar juga, hanya Raja boleh dipindahkan ke lajur kosong
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
      Apabila Ratu hati dipindahkan ke lajur 4
      Maka langkah itu ditolak dengan mesej « Hanya Raja boleh diletakkan pada lajur kosong » dan tiada apa-apa yang berubah

    @id:relaxed-06
    Senario: Dalam Longgar, urutan bercampur tidak keluar daripada permainan
      Diberi papan berikut, dengan peraturan Longgar:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad
        lajur 2: As hati
        """
      Apabila As hati dipindahkan ke lajur 1
      Maka tiada urutan yang dikeluarkan
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad, As hati
        """

    @id:relaxed-07
    Senario: Dalam Longgar, urutan satu bunga keluar daripada permainan
      Diberi papan berikut, dengan peraturan Longgar:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad
        lajur 2: 9 hati, As spad
        """
      Apabila As spad dipindahkan ke lajur 1
      Maka urutan spad dikeluarkan
      Dan langkah itu memberikan 105 mata
