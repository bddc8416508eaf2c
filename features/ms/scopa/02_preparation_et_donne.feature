# language: ms
@scopa
Fungsi: Scopa: persediaan dan agihan
  Tentukan pengagih pertama secara undian, kemudian bergilir-gilir. Kocok,
  potong, agihkan 3 kad kepada setiap pemain dan 4 kad terbuka di atas meja,
  baki kad menjadi simpanan yang tertutup. Jika terdapat 3 atau 4 Raja di atas
  meja, pengagih yang sama mengagihkan semula. Pemain yang bukan pengagih
  bermula dahulu. Apabila semua kad di tangan telah dimainkan, agihkan lagi 3
  kad kepada setiap pemain dan kad di atas meja kekal. Ulang sehingga simpanan
  habis, tanpa menambah kad terus ke atas meja.

  Di sini, undian itu ialah nombor agihan: nombor itu menentukan pengagih pertama
  dan setiap kocokan, supaya agihan yang sama dapat dimainkan semula dengan tepat.

  Peraturan: Pengagih pertama ditentukan secara undian, kemudian pengagih bergilir

    @id:scopa-deal-01
    Senario: Undian memilih pemain 1, kemudian pemain 2 mengagihkan
      Diberi agihan Scopa nombor 1
      Maka pemain 1 ialah pengagih
      Apabila agihan dimainkan hingga tamat, setiap pemain membuat langkah pertama yang dibenarkan oleh peraturan
      Dan kad bagi agihan seterusnya diagihkan
      Maka pemain 2 ialah pengagih

    @id:scopa-deal-02
    Senario: Agihan lain, undian memilih pemain 2
      Diberi agihan Scopa nombor 2
      Maka pemain 2 ialah pengagih
      Dan pemain 1 bermain seterusnya

  Peraturan: 3 kad kepada setiap pemain, 4 kad terbuka di atas meja, simpanan tertutup

    @id:scopa-deal-03
    Senario: Kad yang diletakkan semasa agihan
      Diberi agihan Scopa nombor 5
      Maka setiap pemain memegang 3 kad
      Dan meja mempunyai 4 kad terbuka
      Dan simpanan mempunyai 30 kad

  Peraturan: Jika terdapat 3 atau 4 Raja di atas meja, pengagih yang sama mengagihkan semula

    @id:scopa-deal-04
    Senario: Tiga Raja di atas meja, pengagih yang sama mengagihkan semula
      Kocokan pertama agihan nombor 198 meletakkan tiga Raja di atas meja:
      pemain 2 mengagihkan semula, dan meja baharu mempunyai kurang daripada 3 Raja.

      Diberi agihan Scopa nombor 198
      Maka terdapat kurang daripada 3 Raja di atas meja, selepas pengagih yang sama mengagihkan semula 1 kali
      Dan pemain 2 ialah pengagih
      Dan meja mempunyai 4 kad terbuka

    @id:scopa-deal-08
    Senario: Empat Raja di atas meja, pengagih yang sama mengagihkan semula
      Kocokan pertama agihan nombor 86527 meletakkan keempat-empat Raja di atas
      meja: pemain 2 mengagihkan semula, dan meja baharu mempunyai kurang
      daripada 3 Raja.

      Diberi agihan Scopa nombor 86527
      Maka meja pertama agihan itu mempunyai 4 Raja
      Dan terdapat kurang daripada 3 Raja di atas meja, selepas pengagih yang sama mengagihkan semula 1 kali
      Dan pemain 2 ialah pengagih
      Dan meja mempunyai 4 kad terbuka

    @id:scopa-deal-09
    Senario: Tiga Raja di atas meja agihan berikutnya, pengagihnya mengagihkan semula
      Dalam permainan nombor 1511, pemain 1 mengagihkan agihan pertama; agihan
      kedua, oleh pemain 2, mula-mula meletakkan tiga Raja di atas meja.

      Diberi agihan Scopa nombor 1511
      Maka pemain 1 ialah pengagih
      Apabila agihan dimainkan hingga tamat, setiap pemain membuat langkah pertama yang dibenarkan oleh peraturan
      Dan kad bagi agihan seterusnya diagihkan
      Maka meja pertama agihan itu mempunyai 3 Raja
      Dan terdapat kurang daripada 3 Raja di atas meja, selepas pengagih yang sama mengagihkan semula 1 kali
      Dan pemain 2 ialah pengagih
      Dan setiap pemain memegang 3 kad

  Peraturan: Pemain yang bukan pengagih bermula dahulu

    @id:scopa-deal-05
    Senario: Pemain 2 mengagihkan, pemain 1 bermula
      Diberi agihan Scopa nombor 198
      Maka pemain 1 bermain seterusnya

    @id:scopa-deal-11 @rulebook
    Senario: Pemain yang bukan pengagih tidak boleh memegang kad terakhir agihan
      Pemain yang bukan pengagih membuka setiap tangan dan giliran bersilih
      ganti: pengagih memainkan kad terakhir. Buku peraturan hanya menunjukkan
      kedudukan yang dapat dicapai oleh agihan sebenar.

      Maka kedudukan Scopa ditolak dengan mesej « Tangan 1 dan 0 kad tidak mungkin berlaku apabila pemain 2 mengagih: pemain yang bukan pengagih bermain dahulu dan giliran bersilih ganti, maka pengagih memegang kad sebanyak pemain yang bukan pengagih atau satu lebih, tidak pernah lebih daripada 3, dan memainkan kad terakhir »:
        """
        pengagih: pemain 2
        giliran: pemain 1
        tangan pemain 1: 2 spad
        tangan pemain 2: kosong
        meja: 3 kelawar
        simpanan: kosong
        tangkapan pemain 1: 18 kad
        tangkapan pemain 2: 20 kad
        """

  Peraturan: Apabila kad di tangan habis, 3 kad lagi kepada setiap pemain, meja kekal, sehingga simpanan habis

    @id:scopa-deal-06
    Senario: Tangan kosong, 3 kad diagihkan lagi kepada setiap pemain tanpa mengubah meja
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 2
        giliran: pemain 2
        tangan pemain 1: kosong
        tangan pemain 2: 2 spad
        meja: 3 kelawar, 5 hati, Raja wajik
        simpanan: 6 kad tertutup (As hati, 7 kelawar, 4 wajik, 6 spad, Ratu hati, Jek kelawar)
        tangkapan pemain 1: 14 kad
        tangkapan pemain 2: 16 kad
        """
      Apabila pemain 2 memainkan 2♠
      Maka setiap pemain memegang 3 kad
      Dan simpanan mempunyai 0 kad
      Dan meja mengandungi 3♣, 5♥, K♦ dan 2♠
      Dan pemain 1 bermain seterusnya
      Dan kedudukan menjadi:
        """
        pengagih: pemain 2
        giliran: pemain 1
        tangan pemain 1: As hati, 4 wajik, Ratu hati
        tangan pemain 2: 7 kelawar, 6 spad, Jek kelawar
        meja: 3 kelawar, 5 hati, Raja wajik, 2 spad
        simpanan: kosong
        tangkapan pemain 1: 14 kad
        tangkapan pemain 2: 16 kad
        """

    @id:scopa-deal-07
    Senario: Simpanan habis, tangan terakhir yang dimainkan menamatkan agihan
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 2
        giliran: pemain 2
        tangan pemain 1: kosong
        tangan pemain 2: 2 spad
        meja: 3 kelawar, 5 hati
        simpanan: kosong
        tangkapan pemain 1: 18 kad
        tangkapan pemain 2: 19 kad
        tangkapan terakhir: pemain 1
        """
      Apabila pemain 2 memainkan 2♠
      Maka permainan diteruskan dengan agihan lain
      Dan setiap pemain memegang 0 kad

    @id:scopa-deal-10
    Senario: Satu agihan lengkap: 6 kali tiga kad, 36 langkah
      30 kad simpanan cukup untuk 5 kali lagi selepas kali pertama: setiap
      pemain memainkan 18 kad.

      Diberi agihan Scopa nombor 1
      Apabila agihan dimainkan hingga tamat, setiap pemain membuat langkah pertama yang dibenarkan oleh peraturan
      Maka 36 kad telah dimainkan dalam agihan itu, dan setiap pemain menerima tiga kad di tangan sebanyak 6 kali
      Dan simpanan mempunyai 0 kad
      Dan setiap pemain memegang 0 kad
      Dan permainan diteruskan dengan agihan lain
