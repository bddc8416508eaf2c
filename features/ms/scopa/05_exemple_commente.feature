# language: ms
@scopa
Fungsi: Scopa: contoh dengan ulasan
  Meja 2♣–4♥–6♦. Memainkan 6♠ hanya menangkap 6♦, bukan 2♣ + 4♥. Tanpa kad
  enam di atas meja, dengan hanya 2♣–4♥, langkah yang sama menangkap kedua-dua
  kad dan memberikan scopa, kecuali pada langkah terakhir.

  Peraturan: Dengan 2♣–4♥–6♦ di atas meja, 6♠ hanya mengambil 6♦

    @id:scopa-example-01 @worked_example
    Senario: 6♠ mengambil 6♦, bukan 2♣ + 4♥
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: 6 spad, Raja kelawar
        tangan pemain 2: As hati, 2 spad
        meja: 2 kelawar, 4 hati, 6 wajik
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 4 kad
        tangkapan pemain 2: 5 kad
        """
      Maka 6♠ boleh mengambil 6♦
      Apabila pemain 1 memainkan 6♠
      Maka 6♠ mengambil 6♦
      Dan meja mengandungi 2♣ dan 4♥
      Dan langkah itu tidak membuat scopa

    @id:scopa-example-02 @worked_example
    Senario: 6♠ tidak boleh mengambil 2♣ + 4♥ apabila 6♦ berada di atas meja
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: 6 spad, Raja kelawar
        tangan pemain 2: As hati, 2 spad
        meja: 2 kelawar, 4 hati, 6 wajik
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 4 kad
        tangkapan pemain 2: 5 kad
        """
      Apabila pemain 1 memainkan 6♠ dan mengambil 2♣ dan 4♥
      Maka ia ditolak dengan mesej « Kad yang sama nilai diutamakan daripada jumlah: kad 6 spad mengambil 6♦ » dan tiada apa-apa yang berubah

  Peraturan: Dengan 2♣–4♥ sahaja di atas meja, 6♠ mengambil kedua-duanya: scopa, kecuali pada langkah terakhir

    @id:scopa-example-03 @worked_example
    Senario: Tanpa kad enam di atas meja, 6♠ mengambil 2♣ + 4♥ dan membuat scopa
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: 6 spad, Raja kelawar
        tangan pemain 2: As hati, 2 spad
        meja: 2 kelawar, 4 hati
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 5 kad
        tangkapan pemain 2: 5 kad
        """
      Maka 6♠ boleh mengambil 2♣ dan 4♥
      Apabila pemain 1 memainkan 6♠
      Maka 6♠ mengambil 2♣ dan 4♥
      Dan meja kosong
      Dan langkah itu membuat scopa
      Dan pemain 1 mempunyai 1 scopa

    @id:scopa-example-04 @worked_example
    Senario: Langkah yang sama, sebagai langkah terakhir agihan, bukan scopa
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 1
        giliran: pemain 1
        tangan pemain 1: 6 spad
        tangan pemain 2: kosong
        meja: 2 kelawar, 4 hati
        simpanan: kosong
        tangkapan pemain 1: 18 kad
        tangkapan pemain 2: 19 kad
        tangkapan terakhir: pemain 2
        """
      Apabila pemain 1 memainkan 6♠
      Maka 6♠ mengambil 2♣ dan 4♥
      Dan meja kosong
      Dan langkah itu tidak membuat scopa
      Dan pemain 1 mempunyai 0 scopa
