# language: ms
@variant-scorpion-ouvert
Fungsi: Scorpion Ouvert
  Scorpion Ouvert ialah versi permainan tradisional yang membenarkan buat
  asal tanpa had, seperti yang lazim dalam aplikasi solitaire. Permainan
  menjadi jauh lebih mudah, tetapi semua peraturan lain kekal seperti
  permainan tradisional.

  Peraturan: Buat asal tanpa had

    @id:scorpion-ouvert-01
    Senario: Lebih daripada seratus langkah dibuat asal hingga kembali ke kedudukan asal
      Diberi papan berikut, dengan peraturan Scorpion Ouvert:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup (As spad, 8 hati), kemudian 5 hati
        lajur 2: Raja wajik
        lajur 3: kosong
        lajur 4: 6 hati
        """
      Apabila 5 hati dipindahkan ke lajur 4
      Dan Raja wajik dipindahkan berulang-alik antara lajur 2 dan lajur 3, sebanyak 150 langkah
      Maka sejarah menyimpan 151 tindakan
      Apabila 151 langkah terakhir dibuat asal
      Maka sejarah menyimpan 0 tindakan
      Dan 8 hati tertutup
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup (As spad, 8 hati), kemudian 5 hati
        lajur 2: Raja wajik
        lajur 3: kosong
        lajur 4: 6 hati
        """

    @id:scorpion-ouvert-02
    Senario: Pengagihan kad simpanan juga boleh dibuat asal
      Diberi papan berikut, dengan peraturan Scorpion Ouvert:
        """
        simpanan: 3 kad tertutup (4 wajik, 9 spad, 2 kelawar)
        tiada urutan dikeluarkan
        lajur 1: 9 kelawar, 5 hati
        lajur 2: 6 hati
        lajur 3: 2 kad tertutup, kemudian 7 spad
        """
      Apabila kad simpanan diagihkan
      Dan langkah terakhir dibuat asal
      Maka simpanan mengandungi 3 kad tertutup
      Dan papan menjadi:
        """
        simpanan: 3 kad tertutup (4 wajik, 9 spad, 2 kelawar)
        tiada urutan dikeluarkan
        lajur 1: 9 kelawar, 5 hati
        lajur 2: 6 hati
        lajur 3: 2 kad tertutup, kemudian 7 spad
        """

  Peraturan: Peraturan lain ialah peraturan permainan tradisional

    @id:scorpion-ouvert-03
    Senario: Urutan lengkap kekal di papan dan tidak memberikan mata
      Diberi papan berikut, dengan peraturan Scorpion Ouvert:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup, kemudian K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        lajur 2: 8 hati, As spad
        """
      Apabila As spad dipindahkan ke lajur 1
      Maka tiada urutan yang dikeluarkan
      Dan urutan spad kekal di lajur 1, daripada Raja hingga As
      Dan skor ialah 0

    @id:scorpion-ouvert-04 @refusal
    Senario: Kad simpanan menunggu selagi masih ada langkah berguna
      Diberi papan berikut, dengan peraturan Scorpion Ouvert:
        """
        simpanan: 3 kad tertutup
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup, kemudian 5 hati
        lajur 2: 6 hati
        """
      Apabila kad simpanan diagihkan
      Maka tindakan itu ditolak dengan mesej « Kad simpanan hanya diagihkan apabila tiada lagi langkah berguna » dan tiada apa-apa yang berubah
