# language: ms
@setup
Fungsi: Persediaan
  Permainan menggunakan 52 kad, tanpa joker. Aplikasi membahagikan 49
  daripadanya kepada 7 lajur yang masing-masing mengandungi 7 kad. Lajur 1
  hingga 4 menerima 3 kad tertutup dahulu, kemudian 4 kad terbuka di
  atasnya; lajur 5 hingga 7 hanya mengandungi kad terbuka. Ini menjadikan 12
  kad tertutup dan 37 kad terbuka. Baki 3 kad menjadi simpanan, dalam
  keadaan tertutup, dan 4 petak kosong menunggu urutan lengkap.

  Peraturan: Satu dek 52 kad, tanpa joker

    @id:setup-01 @rulebook
    Kerangka Senario: Setiap kad dalam dek diagihkan sekali sahaja
      Diberi agihan nombor <agihan>
      Maka permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

      Contoh:
        | agihan |
        | 1      |
        | 7      |
        | 99     |

  Peraturan: 7 lajur 7 kad: 3 tertutup di bawah 4 terbuka pada lajur 1 hingga 4, 7 terbuka pada lajur 5 hingga 7

    @id:setup-02 @rulebook
    Kerangka Senario: Bentuk setiap lajur selepas agihan
      Diberi agihan nombor 7
      Maka lajur <lajur> mengandungi <tertutup> kad tertutup dan <terbuka> kad terbuka

      Contoh:
        | lajur | tertutup | terbuka |
        | 1     | 3        | 4       |
        | 2     | 3        | 4       |
        | 3     | 3        | 4       |
        | 4     | 3        | 4       |
        | 5     | 0        | 7       |
        | 6     | 0        | 7       |
        | 7     | 0        | 7       |

  Peraturan: 12 kad tertutup, 37 terbuka, 3 dalam simpanan dalam keadaan tertutup, belum ada urutan dikeluarkan

    @id:setup-03
    Senario: Bilangan kad dalam satu agihan
      Diberi agihan nombor 42
      Maka semua lajur mengandungi 12 kad tertutup dan 37 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup
      Dan bilangan urutan yang dikeluarkan ialah 0
      Dan kad simpanan boleh diagihkan

    @id:setup-05 @refusal
    Senario: Kad simpanan, dalam keadaan tertutup, tidak boleh dimainkan sebelum diagihkan
      Diberi papan berikut:
        """
        simpanan: 3 kad tertutup (9 wajik, 2 kelawar, Raja hati)
        tiada urutan dikeluarkan
        lajur 1: 5 spad
        lajur 2: 8 hati
        lajur 3: 10 wajik
        lajur 4: 4 spad
        """
      Apabila Raja hati dipindahkan ke lajur 5
      Maka langkah itu ditolak atas salah satu sebab berikut, dan tiada apa-apa yang berubah:
        | mesej                                                               |
        | Kad Raja hati tiada dalam mana-mana lajur di papan                  |
        | Kad Raja hati tertutup: hanya kad terbuka boleh dipindahkan         |

    @id:setup-04 @rulebook
    Senario: Agihan permainan yang dimenangi dalam peraturan, seperti yang ditulis dalam teks
      Papan permulaan dalam peraturan dibaca dan ditulis semula perkataan demi perkataan.

      Diberi papan berikut:
        """
        simpanan: 3 kad tertutup; tiada urutan dikeluarkan. lajur 1: 3 kad tertutup, kemudian 3 wajik, Jek hati, 10 hati, 3 spad; lajur 2: 3 kad tertutup, kemudian Ratu hati, 3 kelawar, 4 hati, 7 spad; lajur 3: 3 kad tertutup, kemudian As spad, 7 wajik, 7 hati, 3 hati; lajur 4: 3 kad tertutup, kemudian Raja wajik, 8 hati, 7 kelawar, 9 spad; lajur 5: 6 hati, 8 kelawar, Jek spad, 4 kelawar, 9 kelawar, 8 wajik, 5 kelawar; lajur 6: 6 wajik, Ratu kelawar, Raja hati, 4 wajik, Raja spad, 9 hati, Jek kelawar; lajur 7: As wajik, Ratu wajik, 9 wajik, 6 spad, 2 hati, 10 wajik, 5 hati.
        """
      Maka semua lajur mengandungi 12 kad tertutup dan 37 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali
      Dan papan menjadi:
        """
        simpanan: 3 kad tertutup; tiada urutan dikeluarkan. lajur 1: 3 kad tertutup, kemudian 3 wajik, Jek hati, 10 hati, 3 spad; lajur 2: 3 kad tertutup, kemudian Ratu hati, 3 kelawar, 4 hati, 7 spad; lajur 3: 3 kad tertutup, kemudian As spad, 7 wajik, 7 hati, 3 hati; lajur 4: 3 kad tertutup, kemudian Raja wajik, 8 hati, 7 kelawar, 9 spad; lajur 5: 6 hati, 8 kelawar, Jek spad, 4 kelawar, 9 kelawar, 8 wajik, 5 kelawar; lajur 6: 6 wajik, Ratu kelawar, Raja hati, 4 wajik, Raja spad, 9 hati, Jek kelawar; lajur 7: As wajik, Ratu wajik, 9 wajik, 6 spad, 2 hati, 10 wajik, 5 hati.
        """
