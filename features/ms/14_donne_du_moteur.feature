# language: ms
@engine_deal
Fungsi: Agihan yang dibuat sendiri oleh enjin
  Peraturan persediaan disemak pada agihan yang dibuat sendiri oleh enjin,
  untuk beberapa benih, dan bukan pada agihan buku peraturan yang hanya
  disalin semula oleh enjin. Dalam Klasik: 52 kad, setiap satu sekali; 7
  lajur yang masing-masing mengandungi 7 kad; 3 kad tertutup di bawah 4 kad
  terbuka di lajur 1 hingga 4, 7 kad terbuka di lajur 5 hingga 7; 12 kad
  tertutup dan 37 kad terbuka; simpanan 3 kad tertutup; tiada urutan
  dikeluarkan. Setiap variasi mempunyai susunannya sendiri. Benih yang sama
  memberikan agihan yang sama sekali lagi.

  Peraturan: 7 lajur 7 kad: 3 tertutup di bawah 4 terbuka pada lajur 1 hingga 4, 7 terbuka pada lajur 5 hingga 7, 3 kad simpanan

    @id:engine-deal-01
    Kerangka Senario: Susunan agihan enjin
      Diberi agihan yang dibuat sendiri oleh enjin untuk benih <benih>
      Maka papan mempunyai 7 lajur
      Dan lajur 1 hingga 4 masing-masing mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 5 hingga 7 masing-masing mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan semua lajur mengandungi 12 kad tertutup dan 37 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup
      Dan bilangan urutan dikeluarkan ialah 0

      Contoh:
        | benih |
        | 1     |
        | 2     |
        | 3     |
        | 42    |
        | 2026  |

  Peraturan: Satu dek 52 kad, setiap kad sekali

    @id:engine-deal-02
    Kerangka Senario: Agihan enjin mengagihkan setiap kad sekali sahaja
      Diberi agihan yang dibuat sendiri oleh enjin untuk benih <benih>
      Maka permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

      Contoh:
        | benih |
        | 1     |
        | 2     |
        | 3     |
        | 42    |
        | 2026  |

  Peraturan: Benih yang sama memberikan agihan yang sama sekali lagi

    @id:engine-deal-03
    Kerangka Senario: Enjin membuat semula agihan yang sama untuk benih yang sama
      Diberi agihan yang dibuat sendiri oleh enjin untuk benih <benih>
      Maka benih <benih> memberikan agihan yang sama sekali lagi

      Contoh:
        | benih |
        | 1     |
        | 42    |
        | 2026  |

  Peraturan: Variasi yang bersusunan Klasik mengekalkannya

    @id:engine-deal-04
    Kerangka Senario: Agihan enjin dalam variasi yang bersusunan Klasik
      Diberi agihan yang dibuat sendiri oleh enjin untuk benih <benih>, dengan peraturan <variasi>
      Maka permainan mengikut peraturan <variasi>
      Dan papan mempunyai 7 lajur
      Dan lajur 1 hingga 4 masing-masing mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 5 hingga 7 masing-masing mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

      Contoh:
        | variasi         | benih |
        | Longgar         | 7     |
        | Tradisional     | 1     |
        | Tradisional     | 2026  |
        | Wasp            | 3     |
        | Scorpion Ouvert | 42    |
        | Cards4          | 5     |

  Peraturan: Scorpion II mengagihkan kesemua 49 kad papan dalam keadaan terbuka; bentuk lazimnya menutup sembilan kad, di lajur 1 hingga 3

    @id:engine-deal-05
    Kerangka Senario: Agihan enjin dalam Scorpion II
      Diberi agihan yang dibuat sendiri oleh enjin untuk benih <benih>, dengan peraturan Scorpion II
      Maka papan mempunyai 7 lajur
      Dan lajur 1 hingga 7 masing-masing mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

      Contoh:
        | benih |
        | 1     |
        | 42    |

    @id:engine-deal-06
    Kerangka Senario: Agihan enjin dalam Scorpion II dengan sembilan kad tertutup
      Diberi agihan yang dibuat sendiri oleh enjin untuk benih <benih>, dengan peraturan Scorpion II (sembilan kad tertutup)
      Maka papan mempunyai 7 lajur
      Dan lajur 1 hingga 3 masing-masing mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 4 hingga 7 masing-masing mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

      Contoh:
        | benih |
        | 1     |
        | 42    |

  Peraturan: Three Blind Mice: 10 lajur 5 kad, 3 kad tertutup di lajur 8 hingga 10, 2 kad terbuka diletakkan berasingan

    @id:engine-deal-07
    Kerangka Senario: Agihan enjin dalam Three Blind Mice
      Diberi agihan yang dibuat sendiri oleh enjin untuk benih <benih>, dengan peraturan Three Blind Mice
      Maka papan mempunyai 10 lajur
      Dan lajur 1 hingga 7 masing-masing mengandungi 0 kad tertutup dan 5 kad terbuka
      Dan lajur 8 hingga 10 masing-masing mengandungi 3 kad tertutup dan 2 kad terbuka
      Dan simpanan mengandungi 2 kad terbuka
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

      Contoh:
        | benih |
        | 1     |
        | 42    |

  Peraturan: Scorpion Berganda: dua dek 52 kad dan 14 lajur; PySolFC menjadikannya 10 lajur 10 kad

    @id:engine-deal-08
    Kerangka Senario: Agihan enjin dalam Scorpion Berganda
      Diberi agihan yang dibuat sendiri oleh enjin untuk benih <benih>, dengan peraturan Scorpion Berganda
      Maka papan mempunyai 14 lajur
      Dan lajur 1 hingga 8 masing-masing mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 9 hingga 14 masing-masing mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan simpanan mengandungi 6 kad tertutup
      Dan permainan menggunakan 104 kad daripada 2 dek, setiap kad sekali bagi setiap dek

      Contoh:
        | benih |
        | 1     |
        | 42    |

    @id:engine-deal-09
    Kerangka Senario: Agihan enjin dalam Scorpion Berganda (PySolFC)
      Diberi agihan yang dibuat sendiri oleh enjin untuk benih <benih>, dengan peraturan Scorpion Berganda (PySolFC)
      Maka papan mempunyai 10 lajur
      Dan lajur 1 hingga 5 masing-masing mengandungi 4 kad tertutup dan 6 kad terbuka
      Dan lajur 6 hingga 10 masing-masing mengandungi 0 kad tertutup dan 10 kad terbuka
      Dan simpanan mengandungi 4 kad tertutup
      Dan permainan menggunakan 104 kad daripada 2 dek, setiap kad sekali bagi setiap dek

      Contoh:
        | benih |
        | 1     |
        | 42    |
