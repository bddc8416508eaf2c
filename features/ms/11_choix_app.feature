# language: ms
@app_choices
Fungsi: Pilihan app dan peraturan tradisional
  Scorpion tidak mempunyai peraturan rasmi, dan aplikasi membuat tiga
  pilihan yang elok diketahui. Peraturan tradisional membiarkan urutan
  lengkap di atas papan, manakala aplikasi mengeluarkannya dan meletakkannya
  berasingan. Peraturan tradisional hanya mengagihkan kad simpanan apabila
  tiada lagi langkah yang boleh dilakukan, manakala aplikasi membenarkannya
  diagihkan pada bila-bila masa yang dikehendaki pemain. Akhir sekali, tiada
  sistem pemarkahan yang diiktiraf: sistem aplikasi adalah khusus untuk
  aplikasi ini.

  Bahan rujukan turut menyebut variasi yang tidak ditawarkan oleh aplikasi: Wasp,
  yang lajur kosongnya menerima mana-mana kad atau urutan dan bukan hanya
  Raja, dan Three Blind Mice, yang dimainkan pada 10 lajur 5 kad dengan 2 kad
  diletakkan berasingan, terbuka dan boleh dimainkan pada bila-bila masa.

  Peraturan: Aplikasi mengeluarkan urutan lengkap dan meletakkannya berasingan

    @id:choices-01
    Senario: Urutan lengkap keluar dari papan ke petaknya
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad
        lajur 2: 9 hati, As spad
        """
      Apabila As spad dipindahkan ke lajur 1
      Maka papan menjadi:
        """
        simpanan: sudah diagihkan
        urutan dikeluarkan: spad
        lajur 1: kosong
        lajur 2: 9 hati
        """

  Peraturan: Aplikasi membenarkan simpanan diagihkan pada bila-bila masa

    @id:choices-02
    Senario: Sejak langkah pertama, simpanan boleh diagihkan
      Diberi papan berikut:
        """
        simpanan: 3 kad tertutup; tiada urutan dikeluarkan. lajur 1: 3 kad tertutup, kemudian 3 wajik, Jek hati, 10 hati, 3 spad; lajur 2: 3 kad tertutup, kemudian Ratu hati, 3 kelawar, 4 hati, 7 spad; lajur 3: 3 kad tertutup, kemudian As spad, 7 wajik, 7 hati, 3 hati; lajur 4: 3 kad tertutup, kemudian Raja wajik, 8 hati, 7 kelawar, 9 spad; lajur 5: 6 hati, 8 kelawar, Jek spad, 4 kelawar, 9 kelawar, 8 wajik, 5 kelawar; lajur 6: 6 wajik, Ratu kelawar, Raja hati, 4 wajik, Raja spad, 9 hati, Jek kelawar; lajur 7: As wajik, Ratu wajik, 9 wajik, 6 spad, 2 hati, 10 wajik, 5 hati.
        """
      Maka 4♥ boleh dipindahkan ke lajur 7
      Dan kad simpanan boleh diagihkan
      Apabila kad simpanan diagihkan
      Maka kad simpanan tidak boleh diagihkan lagi
      Dan langkah itu memberikan 0 mata

  Peraturan: Variasi Wasp dan Three Blind Mice tidak ditawarkan

    @id:choices-03 @refusal
    Kerangka Senario: Tiada Wasp: lajur kosong menolak kad selain Raja, apa pun peraturannya
      Diberi papan berikut, dengan peraturan <peraturan>:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 8 spad
        lajur 2: 7 hati
        lajur 3: 7 spad
        lajur 4: kosong
        lajur 5: Ratu hati
        """
      Apabila 7 spad dipindahkan ke lajur 4
      Maka langkah itu ditolak dengan mesej « Hanya Raja boleh diletakkan pada lajur kosong » dan tiada apa-apa yang berubah

      Contoh:
        | peraturan |
        | Klasik    |
        | Longgar   |

    @id:choices-04 @rulebook
    Senario: Hanya peraturan Klasik dan Longgar ditawarkan, pada 7 lajur
      Diberi agihan nombor 8
      Maka peraturan yang ditawarkan ialah Klasik dan Longgar
      Dan lajur 7 mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup
