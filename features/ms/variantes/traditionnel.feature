# language: ms
@variant-traditionnel
Fungsi: Permainan tradisional
  Scorpion tradisional dimainkan seperti Scorpion aplikasi, kecuali
  beberapa peraturan. Urutan Raja hingga As yang telah dibina kekal di
  tempatnya di papan: permainan dimenangi apabila setiap lajur mengandungi
  sama ada satu urutan lengkap daripada satu bunga, atau tiada apa-apa.
  Tiga kad simpanan hanya diagihkan ke tiga lajur pertama apabila tiada
  langkah berguna lagi. Permainan berakhir dengan kekalahan apabila kad
  simpanan sudah diagihkan dan setiap langkah yang boleh dimainkan sama ada
  mengulangi kedudukan terdahulu, atau tidak membuka sebarang kad tertutup
  dan tidak melengkapkan sebarang urutan. Teks ini tidak menyebut mata
  mahupun buat asal.

  Peraturan: Seperti Scorpion aplikasi: tujuh lajur, sebarang kumpulan kad, Raja pada lajur kosong

    @id:traditionnel-01 @rulebook
    Senario: Agihan tradisional: tujuh lajur tujuh kad, dua belas kad tertutup, tiga kad simpanan
      Diberi agihan nombor 4, dengan peraturan Tradisional
      Maka semua lajur mengandungi 12 kad tertutup dan 37 kad terbuka
      Dan lajur 4 mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 5 mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

    @id:traditionnel-02
    Senario: Kad dipindahkan bersama semua kad yang bertindih di atasnya, dan kad tertutup yang terdedah dibuka
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: 3 kad tertutup
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup (As spad, 8 hati), kemudian 9 wajik, Raja hati, 4 kelawar
        lajur 2: 5 spad, 10 wajik
        lajur 3: 9 hati
        """
      Apabila 9 wajik dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah 9 wajik, Raja hati dan 4 kelawar
      Dan 8 hati dibuka
      Dan 8 hati boleh dipindahkan ke lajur 3

    @id:traditionnel-03 @refusal
    Senario: Hanya Raja, atau kumpulan yang diketuai Raja, boleh mengisi lajur kosong
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 wajik, Ratu hati, Raja spad, 4 kelawar
        lajur 2: kosong
        lajur 3: 10 spad
        """
      Apabila Ratu hati dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Hanya Raja boleh diletakkan pada lajur kosong » dan tiada apa-apa yang berubah
      Apabila Raja spad dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah Raja spad dan 4 kelawar
      Dan langkah yang dimainkan ditulis « K♠ dari lajur 1 ke lajur 2 »

    @id:traditionnel-19 @refusal
    Senario: Kad hanya diletakkan pada kad bunganya sendiri, bukan pada bunga lain yang sama warna
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 8 wajik
        lajur 2: 8 spad
        lajur 3: 10 kelawar, 7 hati
        lajur 4: 8 hati
        """
      Maka 7 hati boleh dipindahkan ke lajur 4
      Apabila 7 hati dipindahkan ke lajur 1
      Maka langkah itu ditolak dengan mesej « Peraturan: kad mestilah daripada bunga yang sama » dan tiada apa-apa yang berubah
      Apabila 7 hati dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Peraturan: kad mestilah daripada bunga yang sama » dan tiada apa-apa yang berubah

    @id:traditionnel-20 @refusal
    Senario: Pangkat bermula daripada Raja hingga As: tiada kad boleh diletakkan di atas As, walaupun Raja
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 10 kelawar, As hati
        lajur 2: 5 wajik, Raja hati
        lajur 3: 9 spad, 2 hati
        """
      Maka As hati boleh dipindahkan ke lajur 3
      Apabila Raja hati dipindahkan ke lajur 1
      Maka langkah itu ditolak atas salah satu sebab berikut, dan tiada apa-apa yang berubah:
        | mesej                                                                   |
        | Peraturan: tiada kad boleh diletakkan di atas As                        |
        | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |
      Apabila 2 hati dipindahkan ke lajur 1
      Maka langkah itu ditolak atas salah satu sebab berikut, dan tiada apa-apa yang berubah:
        | mesej                                                                   |
        | Peraturan: tiada kad boleh diletakkan di atas As                        |
        | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |

  Peraturan: Urutan lengkap kekal di papan

    @id:traditionnel-04
    Senario: Urutan yang dilengkapkan oleh As kekal di lajurnya
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup, kemudian K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        lajur 2: 8 hati, As spad
        """
      Apabila As spad dipindahkan ke lajur 1
      Maka tiada urutan yang dikeluarkan
      Dan urutan spad kekal di lajur 1, daripada Raja hingga As
      Dan bilangan urutan yang dikeluarkan ialah 0

  Peraturan: Permainan dimenangi apabila setiap lajur ialah urutan lengkap atau kosong

    @id:traditionnel-05
    Senario: As terakhir melengkapkan urutan keempat: empat lajur urutan, tiga lajur kosong
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        lajur 2: K♥, Q♥, J♥, 10♥, 9♥, 8♥, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥
        lajur 3: K♦, Q♦, J♦, 10♦, 9♦, 8♦, 7♦, 6♦, 5♦, 4♦, 3♦, 2♦, A♦
        lajur 4: K♣, Q♣, J♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣
        lajur 5: As kelawar
        """
      Maka permainan belum dimenangi
      Apabila As kelawar dipindahkan ke lajur 4
      Maka permainan dimenangi
      Dan lajur 5 kosong
      Dan tiada urutan yang dikeluarkan
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

    @id:traditionnel-06
    Senario: Urutan lengkap yang terletak di atas kad lain tidak memadai
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        lajur 2: K♥, Q♥, J♥, 10♥, 9♥, 8♥, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥
        lajur 3: K♦, Q♦, J♦, 10♦, 9♦, 8♦, 7♦, 6♦, 5♦, 4♦, 3♦, 2♦
        lajur 4: As wajik, K♣, Q♣, J♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣
        lajur 5: As kelawar
        """
      Apabila As kelawar dipindahkan ke lajur 4
      Maka permainan belum dimenangi
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

  Peraturan: Kad simpanan hanya diagihkan apabila tiada langkah berguna lagi

    @id:traditionnel-07 @refusal
    Senario: Selagi ada langkah yang membuka kad tertutup, kad simpanan menunggu
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: 3 kad tertutup
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup, kemudian 5 hati
        lajur 2: 6 hati
        lajur 3: 9 kelawar
        """
      Maka kad simpanan belum boleh diagihkan
      Apabila kad simpanan diagihkan
      Maka tindakan itu ditolak dengan mesej « Kad simpanan hanya diagihkan apabila tiada lagi langkah berguna » dan tiada apa-apa yang berubah

    @id:traditionnel-08 @refusal
    Senario: Apabila langkah yang ada tidak membuka apa-apa dan tidak melengkapkan apa-apa, kad simpanan diagihkan ke lajur 1 hingga 3
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: 3 kad tertutup (4 wajik, 9 spad, 2 kelawar)
        tiada urutan dikeluarkan
        lajur 1: 9 kelawar, 5 hati
        lajur 2: 6 hati
        lajur 3: 2 kad tertutup, kemudian 7 spad
        """
      Maka 5 hati boleh dipindahkan ke lajur 2
      Dan kad simpanan boleh diagihkan
      Apabila kad simpanan diagihkan
      Maka papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 kelawar, 5 hati, 4 wajik
        lajur 2: 6 hati, 9 spad
        lajur 3: 2 kad tertutup, kemudian 7 spad, 2 kelawar
        """
      Apabila kad simpanan diagihkan
      Maka tindakan itu ditolak dengan mesej « Kad simpanan sudah diagihkan » dan tiada apa-apa yang berubah

    @id:traditionnel-09 @refusal
    Senario: Langkah yang melengkapkan urutan ialah langkah berguna: kad simpanan menunggu
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: 3 kad tertutup
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        lajur 2: 8 hati, As spad
        """
      Maka kad simpanan belum boleh diagihkan
      Apabila kad simpanan diagihkan
      Maka tindakan itu ditolak dengan mesej « Kad simpanan hanya diagihkan apabila tiada lagi langkah berguna » dan tiada apa-apa yang berubah

    @id:traditionnel-18 @refusal
    Senario: Langkah yang mendedahkan urutan lengkap di bawahnya ialah langkah berguna: kad simpanan menunggu
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: 3 kad tertutup
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠, 5♥
        lajur 2: 6 hati
        """
      Maka kad simpanan belum boleh diagihkan
      Apabila kad simpanan diagihkan
      Maka tindakan itu ditolak dengan mesej « Kad simpanan hanya diagihkan apabila tiada lagi langkah berguna » dan tiada apa-apa yang berubah

  Peraturan: Permainan berakhir dengan kekalahan apabila kad simpanan sudah diagihkan dan tiada langkah berguna lagi

    @id:traditionnel-10
    Senario: Kad simpanan sudah diagihkan, langkah yang ada tidak membuka apa-apa dan tidak melengkapkan apa-apa: pemain kalah
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 kelawar, 5 hati
        lajur 2: 6 hati
        lajur 3: 2 kad tertutup, kemudian 7 spad
        """
      Maka 5 hati boleh dipindahkan ke lajur 2
      Dan permainan berakhir dengan kekalahan
      Dan permainan tamat

    @id:traditionnel-11
    Senario: Kad simpanan sudah diagihkan, satu langkah membuka kad tertutup: permainan diteruskan
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup, kemudian 5 hati
        lajur 2: 6 hati
        lajur 3: 9 kelawar
        """
      Maka permainan tidak berakhir dengan kekalahan
      Dan permainan belum tamat
      Dan 5 hati boleh dipindahkan ke lajur 2

    @id:traditionnel-12
    Senario: Kad simpanan sudah diagihkan, satu langkah melengkapkan urutan: permainan diteruskan
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        lajur 2: 8 hati, As spad
        """
      Maka permainan tidak berakhir dengan kekalahan
      Dan As spad boleh dipindahkan ke lajur 1

    @id:traditionnel-13
    Senario: Memindahkan urutan yang sudah lengkap tidak melengkapkan apa-apa: pemain kalah
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        lajur 2: kosong
        lajur 3: 2 kad tertutup, kemudian 5 hati, 4 wajik
        """
      Maka Raja spad boleh dipindahkan ke lajur 2
      Dan permainan berakhir dengan kekalahan

    @id:traditionnel-14
    Senario: Tiada langkah berguna tetapi kad simpanan masih ada: pemain belum kalah
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: 3 kad tertutup
        tiada urutan dikeluarkan
        lajur 1: 9 kelawar, 5 hati
        lajur 2: 6 hati
        lajur 3: 2 kad tertutup, kemudian 7 spad
        """
      Maka permainan tidak berakhir dengan kekalahan
      Dan kad simpanan boleh diagihkan

    @id:traditionnel-17
    Senario: Kad simpanan sudah diagihkan, satu langkah melengkapkan urutan di atas kad-kad lain: permainan diteruskan
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 hati, 5 wajik, K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        lajur 2: 8 kelawar, As spad
        """
      Maka permainan tidak berakhir dengan kekalahan
      Dan As spad boleh dipindahkan ke lajur 1

  Peraturan: Tiada mata dan tiada buat asal

    @id:traditionnel-15
    Senario: Peletakan pada bunga yang sama yang membuka kad tidak memberikan apa-apa mata
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup (As spad, 8 hati), kemudian 5 hati
        lajur 2: 6 hati
        """
      Apabila 5 hati dipindahkan ke lajur 2
      Maka 8 hati dibuka
      Dan langkah itu memberikan 0 mata
      Dan skor ialah 0

    @id:traditionnel-16 @refusal
    Senario: Langkah yang telah dimainkan tidak boleh dibuat asal
      Diberi papan berikut, dengan peraturan Tradisional:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup (As spad, 8 hati), kemudian 5 hati
        lajur 2: 6 hati
        """
      Apabila 5 hati dipindahkan ke lajur 2
      Maka sejarah menyimpan 0 tindakan
      Apabila langkah terakhir dibuat asal
      Maka tindakan itu ditolak dengan mesej « Tiada langkah untuk dibuat asal » dan tiada apa-apa yang berubah
