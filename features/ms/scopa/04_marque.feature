# language: ms
@scopa
Fungsi: Scopa: pemarkahan lengkap
  Beri 1 mata bagi setiap scopa, majoriti kad, majoriti wajik, 7♦ dan primiera
  terbaik. Jika majoriti atau primiera seri, mata itu tidak diberikan.
  Primiera dikira dengan kad terbaik anda bagi setiap bunga: 7=21, 6=18, A=16,
  5=15, 4=14, 3=13, 2=12, J/Q/K=10. Jumlahkan keempat-empat nilai itu; tanpa
  salah satu bunga, pemain hilang kelayakan. Selepas agihan lengkap, pada 11 mata atau
  lebih, jumlah tertinggi menang; jika seri, main lagi. Permainan tidak boleh
  ditamatkan lebih awal dengan membuat tuntutan.

  Peraturan: 1 mata bagi setiap scopa, majoriti kad, majoriti wajik, 7♦ dan primiera terbaik

    @id:scopa-score-01
    Senario: Pemain 1 mendapat semua mata
      Pemain 1 juga mempunyai As, 2 dan 3 wajik: tanpa napola, kad-kad itu tidak
      memberikan mata tambahan.

      Diberi kedudukan Scopa:
        """
        pengagih: pemain 1
        giliran: pemain 1
        tangan pemain 1: K♠
        tangan pemain 2: kosong
        meja: Q♠
        simpanan: kosong
        tangkapan pemain 1: A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, J♦, Q♦, K♦, 7♣, 7♥, 7♠, 6♣, 6♥, 6♠, A♣, A♥, A♠, 5♣, 5♥, 5♠
        scopa pemain 1: 2
        tangkapan pemain 2: 2♣, 3♣, 4♣, J♣, Q♣, K♣, 2♥, 3♥, 4♥, J♥, Q♥, K♥, 2♠, 3♠, 4♠, J♠
        tangkapan terakhir: pemain 2
        """
      Apabila pemain 1 memainkan K♠
      Maka mata bagi majoriti kad diberikan kepada pemain 1
      Dan mata bagi majoriti wajik diberikan kepada pemain 1
      Dan mata bagi 7 wajik diberikan kepada pemain 1
      Dan mata bagi primiera diberikan kepada pemain 1
      Dan pemain 1 mendapat 6 mata bagi agihan ini
      Dan pemain 2 mendapat 0 mata bagi agihan ini
      Dan jumlah mata ialah 6 bagi pemain 1 dan 0 bagi pemain 2

  Peraturan: Jika majoriti atau primiera seri, mata itu tidak diberikan

    @id:scopa-score-02
    Senario: 20 kad setiap seorang, 5 wajik setiap seorang, primiera sama: hanya 7♦ memberikan mata
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 2
        giliran: pemain 2
        tangan pemain 1: kosong
        tangan pemain 2: K♠
        meja: Q♠
        simpanan: kosong
        tangkapan pemain 1: 7♦, A♦, 2♦, 3♦, 4♦, 7♣, A♣, 2♣, 3♣, 4♣, 6♥, A♥, 2♥, 3♥, 4♥, 6♠, A♠, 2♠, 3♠, 4♠
        tangkapan pemain 2: 6♦, 5♦, J♦, Q♦, K♦, 6♣, 5♣, J♣, Q♣, K♣, 7♥, 5♥, J♥, Q♥, K♥, 7♠, 5♠, J♠
        tangkapan terakhir: pemain 2
        """
      Apabila pemain 2 memainkan K♠
      Maka mata bagi majoriti kad tidak diberikan kepada sesiapa
      Dan mata bagi majoriti wajik tidak diberikan kepada sesiapa
      Dan primiera pemain 1 bernilai 78
      Dan primiera pemain 2 bernilai 78
      Dan mata bagi primiera tidak diberikan kepada sesiapa
      Dan mata bagi 7 wajik diberikan kepada pemain 1
      Dan pemain 1 mendapat 1 mata bagi agihan ini
      Dan pemain 2 mendapat 0 mata bagi agihan ini

  Peraturan: Primiera dikira dengan kad terbaik bagi setiap bunga

    @id:scopa-score-03
    Kerangka Senario: <kad> dalam primiera
      Diberi agihan Scopa nombor 1
      Maka <kad> dikira <nilai> dalam primiera

      Contoh:
        | kad     | nilai |
        | 7♦      | 21    |
        | 6♣      | 18    |
        | As hati | 16    |
        | 5♠      | 15    |
        | 4♦      | 14    |
        | 3♣      | 13    |
        | 2♥      | 12    |
        | J♠      | 10    |
        | Q♦      | 10    |
        | K♣      | 10    |

  Peraturan: Keempat-empat nilai dijumlahkan; tanpa salah satu bunga, pemain hilang kelayakan

    @id:scopa-score-04
    Senario: Tanpa wajik, pemain 2 tidak mempunyai primiera
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 1
        giliran: pemain 1
        tangan pemain 1: K♠
        tangan pemain 2: kosong
        meja: Q♠
        simpanan: kosong
        tangkapan pemain 1: A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, J♦, Q♦, K♦, 7♣, 7♥, 7♠, 6♣, 6♥, 6♠, A♣, A♥, A♠, 5♣, 5♥, 5♠
        scopa pemain 1: 2
        tangkapan pemain 2: 2♣, 3♣, 4♣, J♣, Q♣, K♣, 2♥, 3♥, 4♥, J♥, Q♥, K♥, 2♠, 3♠, 4♠, J♠
        tangkapan terakhir: pemain 2
        """
      Apabila pemain 1 memainkan K♠
      Maka primiera pemain 1 bernilai 84
      Dan pemain 2 tidak mempunyai primiera

    @id:scopa-score-09
    Senario: Primiera yang lengkap tetapi lemah mengalahkan primiera tanpa spad
      Pemain 2 mempunyai As, 6 dan 7 bagi tiga bunga (63), tetapi tiada spad:
      dia hilang kelayakan, dan 51 mata primiera pemain 1 memenangi mata itu.

      Diberi kedudukan Scopa:
        """
        pengagih: pemain 1
        giliran: pemain 1
        tangan pemain 1: K♠
        tangan pemain 2: kosong
        meja: Q♠
        simpanan: kosong
        tangkapan pemain 1: J♦, Q♦, K♦, J♣, Q♣, K♣, J♥, Q♥, K♥, J♠, A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠
        tangkapan pemain 2: A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥
        tangkapan terakhir: pemain 1
        """
      Apabila pemain 1 memainkan K♠
      Maka primiera pemain 1 bernilai 51
      Dan pemain 2 tidak mempunyai primiera
      Dan mata bagi primiera diberikan kepada pemain 1

    @id:scopa-score-10
    Senario: Kedua-dua pemain tidak mempunyai keempat-empat bunga: mata primiera tidak diberikan kepada sesiapa
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 1
        giliran: pemain 1
        tangan pemain 1: K♠
        tangan pemain 2: kosong
        meja: Q♠
        simpanan: kosong
        tangkapan pemain 1: A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠, J♠, A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, J♦, Q♦, K♦
        tangkapan pemain 2: A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, J♥, Q♥, K♥, A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, J♣, Q♣, K♣
        tangkapan terakhir: pemain 1
        """
      Apabila pemain 1 memainkan K♠
      Maka pemain 1 tidak mempunyai primiera
      Dan pemain 2 tidak mempunyai primiera
      Dan mata bagi primiera tidak diberikan kepada sesiapa
      Dan mata bagi majoriti kad tidak diberikan kepada sesiapa
      Dan mata bagi majoriti wajik diberikan kepada pemain 1

  Peraturan: Selepas agihan lengkap, pada 11 mata atau lebih, jumlah tertinggi menang; jika seri, main lagi

    @id:scopa-score-05
    Senario: 10 lawan 7 sebelum agihan terakhir, 7♦ membawa pemain 1 ke 11
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 2
        giliran: pemain 2
        tangan pemain 1: kosong
        tangan pemain 2: K♠
        meja: Q♠
        simpanan: kosong
        tangkapan pemain 1: 7♦, A♦, 2♦, 3♦, 4♦, 7♣, A♣, 2♣, 3♣, 4♣, 6♥, A♥, 2♥, 3♥, 4♥, 6♠, A♠, 2♠, 3♠, 4♠
        tangkapan pemain 2: 6♦, 5♦, J♦, Q♦, K♦, 6♣, 5♣, J♣, Q♣, K♣, 7♥, 5♥, J♥, Q♥, K♥, 7♠, 5♠, J♠
        tangkapan terakhir: pemain 2
        mata: pemain 1 10, pemain 2 7
        """
      Apabila pemain 2 memainkan K♠
      Maka jumlah mata ialah 11 bagi pemain 1 dan 7 bagi pemain 2
      Dan pemain 1 memenangi permainan

    @id:scopa-score-06
    Senario: Seri 11–11 selepas agihan, satu agihan lagi dimainkan
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 2
        giliran: pemain 2
        tangan pemain 1: kosong
        tangan pemain 2: K♠
        meja: Q♠
        simpanan: kosong
        tangkapan pemain 1: 7♦, A♦, 2♦, 3♦, 4♦, 7♣, A♣, 2♣, 3♣, 4♣, 6♥, A♥, 2♥, 3♥, 4♥, 6♠, A♠, 2♠, 3♠, 4♠
        tangkapan pemain 2: 6♦, 5♦, J♦, Q♦, K♦, 6♣, 5♣, J♣, Q♣, K♣, 7♥, 5♥, J♥, Q♥, K♥, 7♠, 5♠, J♠
        tangkapan terakhir: pemain 2
        mata: pemain 1 10, pemain 2 11
        """
      Apabila pemain 2 memainkan K♠
      Maka jumlah mata ialah 11 bagi pemain 1 dan 11 bagi pemain 2
      Dan permainan diteruskan dengan agihan lain
      Apabila kad bagi agihan seterusnya diagihkan
      Maka pemain 1 ialah pengagih
      Dan setiap pemain memegang 3 kad
      Dan jumlah mata ialah 11 bagi pemain 1 dan 11 bagi pemain 2

    @id:scopa-score-07
    Senario: Kedua-dua pemain pada 11 mata atau lebih, jumlah tertinggi menang
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 1
        giliran: pemain 1
        tangan pemain 1: K♠
        tangan pemain 2: kosong
        meja: Q♠
        simpanan: kosong
        tangkapan pemain 1: A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, J♦, Q♦, K♦, 7♣, 7♥, 7♠, 6♣, 6♥, 6♠, A♣, A♥, A♠, 5♣, 5♥, 5♠
        scopa pemain 1: 2
        tangkapan pemain 2: 2♣, 3♣, 4♣, J♣, Q♣, K♣, 2♥, 3♥, 4♥, J♥, Q♥, K♥, 2♠, 3♠, 4♠, J♠
        tangkapan terakhir: pemain 2
        mata: pemain 1 11, pemain 2 11
        """
      Apabila pemain 1 memainkan K♠
      Maka jumlah mata ialah 17 bagi pemain 1 dan 11 bagi pemain 2
      Dan pemain 1 memenangi permainan

    @id:scopa-score-11
    Senario: Pemain 1 mencapai 11 mata, tetapi pemain 2 melepasinya dan menang
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 1
        giliran: pemain 1
        tangan pemain 1: K♠
        tangan pemain 2: kosong
        meja: Q♠
        simpanan: kosong
        tangkapan pemain 1: J♦, Q♦, K♦, J♣, Q♣, K♣, J♥, Q♥, K♥, J♠, A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠
        tangkapan pemain 2: A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥
        tangkapan terakhir: pemain 1
        mata: pemain 1 10, pemain 2 9
        """
      Apabila pemain 1 memainkan K♠
      Maka pemain 1 mendapat 1 mata bagi agihan ini
      Dan pemain 2 mendapat 3 mata bagi agihan ini
      Dan jumlah mata ialah 11 bagi pemain 1 dan 12 bagi pemain 2
      Dan pemain 2 memenangi permainan

    @id:scopa-score-12
    Senario: Seri pada 11 mata diputuskan oleh agihan berikutnya
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 2
        giliran: pemain 2
        tangan pemain 1: kosong
        tangan pemain 2: K♠
        meja: Q♠
        simpanan: kosong
        tangkapan pemain 1: 7♦, A♦, 2♦, 3♦, 4♦, 7♣, A♣, 2♣, 3♣, 4♣, 6♥, A♥, 2♥, 3♥, 4♥, 6♠, A♠, 2♠, 3♠, 4♠
        tangkapan pemain 2: 6♦, 5♦, J♦, Q♦, K♦, 6♣, 5♣, J♣, Q♣, K♣, 7♥, 5♥, J♥, Q♥, K♥, 7♠, 5♠, J♠
        tangkapan terakhir: pemain 2
        mata: pemain 1 10, pemain 2 11
        """
      Apabila pemain 2 memainkan K♠
      Maka permainan diteruskan dengan agihan lain
      Apabila kad bagi agihan seterusnya diagihkan
      Dan agihan dimainkan hingga tamat, setiap pemain membuat langkah pertama yang dibenarkan oleh peraturan
      Maka jumlah mata ialah 15 bagi pemain 1 dan 11 bagi pemain 2
      Dan pemain 1 memenangi permainan

  Peraturan: Permainan tidak boleh ditamatkan lebih awal dengan membuat tuntutan

    @id:scopa-score-08
    Senario: Satu scopa membawa pemain 1 ke 11 semasa agihan: agihan diteruskan
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: Raja spad, 4 kelawar
        tangan pemain 2: As hati, 2 spad
        meja: Raja wajik
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 6 kad
        tangkapan pemain 2: 5 kad
        mata: pemain 1 10, pemain 2 0
        """
      Apabila pemain 1 memainkan K♠
      Maka langkah itu membuat scopa
      Dan agihan diteruskan
      Dan pemain 2 bermain seterusnya
      Apabila kad bagi agihan seterusnya diagihkan
      Maka ia ditolak dengan mesej « Agihan belum tamat » dan tiada apa-apa yang berubah
