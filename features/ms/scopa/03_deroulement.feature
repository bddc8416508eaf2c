# language: ms
@scopa
Fungsi: Scopa: perjalanan permainan
  Pemain bergilir-gilir memainkan satu kad. Jika nilainya sama dengan nilai
  sekeping kad di atas meja, tangkap tepat satu kad yang sama nilai itu,
  mengikut pilihan anda; padanan tunggal diutamakan daripada jumlah. Jika tidak,
  tangkap satu set kad yang jumlahnya sama dengan kad yang dimainkan. Pilih
  antara beberapa jumlah. Tangkapan wajib bagi kad itu, tetapi anda boleh
  memilih kad lain yang tidak menangkap. Tanpa tangkapan, biarkan kad itu di
  atas meja.

  Simpan tangkapan bersama kad yang dimainkan. Mengosongkan meja memberikan
  satu scopa; catatkannya. Pemain berikutnya meletakkan kad di atas meja
  kosong. Selepas langkah terakhir, baki kad di atas meja menjadi milik
  pemain yang terakhir menangkap. Langkah terakhir bagi keseluruhan agihan dan kutipan
  terakhir tidak pernah memberikan scopa.

  Peraturan: Pemain memainkan satu kad secara bergilir-gilir

    @id:scopa-play-01
    Senario: Selepas pemain 1, pemain 2
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
      Apabila pemain 1 memainkan K♣
      Maka pemain 2 bermain seterusnya
      Apabila pemain 2 memainkan 2♠ dan mengambil 2♣
      Maka pemain 1 bermain seterusnya

  Peraturan: Hanya satu kad yang sama nilai diambil, mengikut pilihan pemain; ia diutamakan daripada jumlah

    @id:scopa-play-02
    Senario: Dua kad 6 di atas meja, pemain mengambil satu mengikut pilihannya
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: 6 spad, Raja kelawar
        tangan pemain 2: As hati, 2 spad
        meja: 6 kelawar, 4 hati, 6 wajik, 2 wajik
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 3 kad
        tangkapan pemain 2: 5 kad
        """
      Maka 6♠ boleh mengambil 6♣ atau 6♦
      Apabila pemain 1 memainkan 6♠ dan mengambil 6♦
      Maka 6♠ mengambil 6♦
      Dan meja mengandungi 6♣, 4♥ dan 2♦

    @id:scopa-play-03
    Senario: Hanya satu kad yang sama nilai, tidak pernah dua
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: 6 spad, Raja kelawar
        tangan pemain 2: As hati, 2 spad
        meja: 6 kelawar, 4 hati, 6 wajik, 2 wajik
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 3 kad
        tangkapan pemain 2: 5 kad
        """
      Apabila pemain 1 memainkan 6♠ dan mengambil 6♣ dan 6♦
      Maka ia ditolak dengan mesej « Kad 6 spad mengambil tepat satu kad yang sama nilai: 6♣ atau 6♦ » dan tiada apa-apa yang berubah

    @id:scopa-play-04
    Senario: Pilihan tidak dibuat antara dua kad yang sama nilai
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: 6 spad, Raja kelawar
        tangan pemain 2: As hati, 2 spad
        meja: 6 kelawar, 4 hati, 6 wajik, 2 wajik
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 3 kad
        tangkapan pemain 2: 5 kad
        """
      Apabila pemain 1 memainkan 6♠
      Maka ia ditolak dengan mesej « Kad 6 spad boleh mengambil 6♣ atau 6♦: pilih satu » dan tiada apa-apa yang berubah

  Peraturan: Tanpa kad yang sama nilai, satu set kad yang jumlahnya sama dengan kad yang dimainkan

    @id:scopa-play-05
    Senario: Kad 5 mengambil 2 + 3
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: 5 spad, Raja kelawar
        tangan pemain 2: As hati, 2 spad
        meja: 2 kelawar, 3 hati, Raja wajik
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 4 kad
        tangkapan pemain 2: 5 kad
        """
      Maka 5♠ boleh mengambil 2♣ dan 3♥
      Apabila pemain 1 memainkan 5♠
      Maka 5♠ mengambil 2♣ dan 3♥
      Dan meja mengandungi K♦

    @id:scopa-play-06
    Senario: Jumlah nilai kad yang diambil mesti sama dengan nilai kad yang dimainkan
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: 5 spad, Raja kelawar
        tangan pemain 2: As hati, 2 spad
        meja: 2 kelawar, 3 hati, Raja wajik
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 4 kad
        tangkapan pemain 2: 5 kad
        """
      Apabila pemain 1 memainkan 5♠ dan mengambil 3♥
      Maka ia ditolak dengan mesej « Jumlah nilai kad yang diambil ialah 3; kad 5 spad bernilai 5 » dan tiada apa-apa yang berubah

    @id:scopa-play-15
    Senario: Jumlah tiga atau empat kad, dan kad bergambar mengambil melalui jumlah
      Raja (10) mengambil As + 2 + 3 + 4, Jek (8) As + 3 + 4, Ratu (9)
      2 + 3 + 4.

      Diberi kedudukan Scopa:
        """
        pengagih: pemain 2
        giliran: pemain 1
        tangan pemain 1: Raja spad, Jek kelawar
        tangan pemain 2: Ratu wajik, 6 spad
        meja: As kelawar, 2 hati, 3 wajik, 4 spad
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 4 kad
        tangkapan pemain 2: 4 kad
        tangkapan terakhir: pemain 2
        """
      Maka K♠ boleh mengambil A♣, 2♥, 3♦ dan 4♠
      Dan J♣ boleh mengambil A♣, 3♦ dan 4♠
      Apabila pemain 1 memainkan J♣
      Maka J♣ mengambil A♣, 3♦ dan 4♠
      Dan meja mengandungi 2♥
      Dan langkah itu tidak membuat scopa

  Peraturan: Antara beberapa jumlah, pemain memilih

    @id:scopa-play-07
    Senario: Kad 7 mengambil As + 6 atau 3 + 4, mengikut pilihan pemain
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: 7 spad, Raja kelawar
        tangan pemain 2: As hati, 2 spad
        meja: As kelawar, 6 hati, 3 wajik, 4 kelawar
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 3 kad
        tangkapan pemain 2: 5 kad
        """
      Maka 7♠ boleh mengambil As kelawar dan 6♥ atau 3♦ dan 4♣
      Apabila pemain 1 memainkan 7♠ dan mengambil 3♦ dan 4♣
      Maka 7♠ mengambil 3♦ dan 4♣
      Dan meja mengandungi As kelawar dan 6♥

    @id:scopa-play-08
    Senario: Tanpa pilihan antara dua jumlah, langkah itu ditolak
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: 7 spad, Raja kelawar
        tangan pemain 2: As hati, 2 spad
        meja: As kelawar, 6 hati, 3 wajik, 4 kelawar
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 3 kad
        tangkapan pemain 2: 5 kad
        """
      Apabila pemain 1 memainkan 7♠
      Maka ia ditolak dengan mesej « Kad 7 spad boleh mengambil A♣ + 6♥ atau 3♦ + 4♣: pilih satu » dan tiada apa-apa yang berubah

  Peraturan: Tangkapan wajib bagi kad yang dimainkan, tetapi kad lain boleh tidak menangkap apa-apa

    @id:scopa-play-09
    Senario: Kad 6 yang boleh menangkap mesti menangkap
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
      Apabila pemain 1 memainkan 6♠ tanpa mengambil apa-apa
      Maka ia ditolak dengan mesej « Tangkapan wajib: kad 6 spad mengambil 6♦ » dan tiada apa-apa yang berubah

    @id:scopa-play-10
    Senario: Pemain memilih Ratu, yang tidak menangkap apa-apa
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: 6 spad, Ratu kelawar
        tangan pemain 2: As hati, 2 spad
        meja: 2 kelawar, 4 hati, 6 wajik
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 4 kad
        tangkapan pemain 2: 5 kad
        """
      Apabila pemain 1 memainkan Q♣ tanpa mengambil apa-apa
      Maka Q♣ tidak mengambil apa-apa dan kekal di atas meja
      Dan meja mengandungi 2♣, 4♥, 6♦ dan Q♣

  Peraturan: Tangkapan disimpan bersama kad yang dimainkan

    @id:scopa-play-11
    Senario: Kad 6 dan kad 6 yang diambilnya masuk ke dalam tangkapan pemain
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
      Apabila pemain 1 memainkan 6♠
      Maka tangkapan pemain 1 mengandungi 6♠ dan 6♦
      Dan pemain 1 telah menangkap 6 kad

  Peraturan: Mengosongkan meja memberikan satu scopa yang dicatat; pemain berikutnya bermain di atas meja kosong

    @id:scopa-play-12
    Senario: Raja mengambil Raja terakhir, scopa
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: Raja spad, 4 kelawar
        tangan pemain 2: As hati, 2 spad
        meja: Raja wajik
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 6 kad
        tangkapan pemain 2: 5 kad
        scopa pemain 1: 1
        """
      Apabila pemain 1 memainkan K♠
      Maka langkah itu membuat scopa
      Dan pemain 1 mempunyai 2 scopa
      Dan meja kosong
      Apabila pemain 2 memainkan As hati
      Maka As hati tidak mengambil apa-apa dan kekal di atas meja
      Dan meja mengandungi As hati

    @id:scopa-play-16
    Senario: Langkah terakhir satu tangan yang bukan tangan terakhir mengosongkan meja: scopa
      Simpanan belum habis: langkah ini bukan langkah terakhir agihan.

      Diberi kedudukan Scopa:
        """
        pengagih: pemain 2
        giliran: pemain 2
        tangan pemain 1: kosong
        tangan pemain 2: 5 spad
        meja: 2 kelawar, 3 hati
        simpanan: 6 kad tertutup (As hati, 7 kelawar, 4 wajik, 6 spad, Ratu hati, Jek kelawar)
        tangkapan pemain 1: 15 kad
        tangkapan pemain 2: 16 kad
        tangkapan terakhir: pemain 1
        """
      Apabila pemain 2 memainkan 5♠
      Maka 5♠ mengambil 2♣ dan 3♥
      Dan langkah itu membuat scopa
      Dan pemain 2 mempunyai 1 scopa
      Dan meja kosong
      Dan setiap pemain memegang 3 kad

    @id:scopa-play-17
    Senario: Selepas scopa yang menamatkan satu tangan, pemain yang bukan pengagih membuka di atas meja kosong
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 2
        giliran: pemain 2
        tangan pemain 1: kosong
        tangan pemain 2: 5 spad
        meja: 2 kelawar, 3 hati
        simpanan: 6 kad tertutup (As hati, 7 kelawar, 4 wajik, 6 spad, Ratu hati, Jek kelawar)
        tangkapan pemain 1: 15 kad
        tangkapan pemain 2: 16 kad
        tangkapan terakhir: pemain 1
        """
      Apabila pemain 2 memainkan 5♠
      Maka langkah itu membuat scopa
      Dan pemain 1 bermain seterusnya
      Apabila pemain 1 memainkan Q♥
      Maka Q♥ tidak mengambil apa-apa dan kekal di atas meja
      Dan meja mengandungi Q♥

  Peraturan: Selepas langkah terakhir, baki kad di atas meja menjadi milik pemain yang terakhir menangkap

    @id:scopa-play-13
    Senario: Langkah terakhir tidak menangkap apa-apa, pemain 1 mengutip bakinya
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 2
        giliran: pemain 1
        tangan pemain 1: Raja kelawar
        tangan pemain 2: 2 spad
        meja: 5 wajik
        simpanan: kosong
        tangkapan pemain 1: 18 kad
        tangkapan pemain 2: 19 kad
        tangkapan terakhir: pemain 1
        """
      Apabila pemain 1 memainkan K♣
      Dan pemain 2 memainkan 2♠
      Maka meja kosong
      Dan tangkapan pemain 1 mengandungi 5♦, K♣ dan 2♠
      Dan pemain 1 mempunyai 0 scopa
      Dan pemain 1 telah menangkap 21 kad

    @id:scopa-play-18
    Senario: Langkah terakhir mengambil sebahagian meja, pemainnya mengutip bakinya
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 1
        giliran: pemain 1
        tangan pemain 1: 5 spad
        tangan pemain 2: kosong
        meja: 5 kelawar, 3 hati, Raja wajik
        simpanan: kosong
        tangkapan pemain 1: 17 kad
        tangkapan pemain 2: 19 kad
        tangkapan terakhir: pemain 2
        """
      Apabila pemain 1 memainkan 5♠
      Maka 5♠ mengambil 5♣
      Dan langkah itu tidak membuat scopa
      Dan meja kosong
      Dan tangkapan pemain 1 mengandungi 5♠, 5♣, 3♥ dan K♦
      Dan pemain 1 telah menangkap 21 kad
      Dan pemain 2 telah menangkap 19 kad

  Peraturan: Langkah terakhir agihan dan kutipan terakhir tidak pernah memberikan scopa

    @id:scopa-play-14
    Senario: Langkah terakhir mengosongkan meja, tanpa scopa
      Diberi kedudukan Scopa:
        """
        pengagih: pemain 2
        giliran: pemain 2
        tangan pemain 1: kosong
        tangan pemain 2: Raja spad
        meja: Raja wajik
        simpanan: kosong
        tangkapan pemain 1: 19 kad
        tangkapan pemain 2: 19 kad
        tangkapan terakhir: pemain 1
        """
      Apabila pemain 2 memainkan K♠
      Maka K♠ mengambil K♦
      Dan langkah itu tidak membuat scopa
      Dan pemain 2 mempunyai 0 scopa
