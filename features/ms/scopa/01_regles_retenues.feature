# language: ms
@scopa
Fungsi: Scopa: sejarah dan peraturan yang dipilih
  Scopa ialah permainan tangkapan tradisional Itali; peraturan ini tidak
  menetapkan pencipta tunggal mahupun tarikh yang tepat. Kami memilih permainan
  biasa untuk 2 orang, tanpa napola dan tanpa As istimewa. Sediakan dek 40 kad
  dengan mengeluarkan 8, 9 dan 10. Wajik mewakili wang (denari). Nilai
  tangkapan: A=1, 2–7 mengikut nilai muka, J=8, Q=9, K=10; bunga tidak
  mempengaruhi tangkapan.

  Peraturan: Permainan biasa untuk 2 orang, tanpa napola dan tanpa As istimewa

    @id:scopa-deck-01
    Senario: Dua pemain, masing-masing memegang 3 kad
      Diberi agihan Scopa nombor 1
      Maka setiap pemain memegang 3 kad
      Dan pemain 2 bermain seterusnya

    @id:scopa-deck-02
    Senario: As tidak mengambil semua kad di atas meja
      Tanpa « As istimewa », As bernilai 1 semasa menangkap dan tidak lebih: di
      atas meja tanpa As dan tanpa jumlah yang sama dengan 1, As kekal di atas meja.

      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: As spad, Raja kelawar
        tangan pemain 2: As hati, 2 spad
        meja: 2 kelawar, 5 hati, Raja wajik
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 4 kad
        tangkapan pemain 2: 5 kad
        """
      Maka As spad tidak boleh mengambil apa-apa
      Apabila pemain 1 memainkan As spad
      Maka As spad tidak mengambil apa-apa dan kekal di atas meja
      Dan meja mengandungi 2♣, 5♥, K♦ dan As spad

  Peraturan: Dek 40 kad, tanpa 8, 9 dan 10

    @id:scopa-deck-03
    Senario: Dek Scopa
      Diberi agihan Scopa nombor 2
      Maka dek mengandungi 40 kad, tanpa 8, 9 atau 10

  Peraturan: Nilai tangkapan; bunga tidak mengubah apa-apa

    @id:scopa-deck-04
    Kerangka Senario: Nilai tangkapan bagi <kad>
      Diberi agihan Scopa nombor 1
      Maka <kad> bernilai <nilai> semasa menangkap

      Contoh:
        | kad     | nilai |
        | As spad | 1     |
        | 2♦      | 2     |
        | 5♥      | 5     |
        | 7♣      | 7     |
        | J♥      | 8     |
        | Q♠      | 9     |
        | K♦      | 10    |

    @id:scopa-deck-05
    Senario: Kad mengambil kad daripada bunga lain yang sama nilainya
      Diberi kedudukan Scopa:
        """
        giliran: pemain 1
        tangan pemain 1: Jek spad, Raja kelawar
        tangan pemain 2: As hati, 2 spad
        meja: Jek wajik, 3 hati
        simpanan: 24 kad tertutup
        tangkapan pemain 1: 5 kad
        tangkapan pemain 2: 5 kad
        """
      Apabila pemain 1 memainkan J♠
      Maka J♠ mengambil J♦
