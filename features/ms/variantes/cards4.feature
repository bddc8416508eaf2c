# language: ms
@variant-cards4
Fungsi: Peraturan Cards4
  Laman Cards4 menggunakan peraturan Scorpion aplikasi, dengan beberapa
  perincian. Kumpulan kad yang tidak tersusun boleh dipindahkan, tetapi bukan
  ke mana-mana sahaja: kad di kepala kumpulan mesti diletakkan pada kad
  berbunga sama yang satu pangkat lebih tinggi, dan lajur kosong dikhaskan
  untuk Raja. Cards4 juga tidak membenarkan satu lajur penuh yang diketuai
  Raja dipindahkan ke lajur kosong yang lain. Tiga kad simpanan diagihkan
  pada bila-bila masa pemain mahu, tanpa semakan, walaupun ke lajur kosong.
  Urutan lengkap Raja–As dikumpulkan sekali gus sebaik sahaja ia kelihatan
  di bahagian atas sesuatu lajur. Antara muka mengumumkan permainan
  tersekat hanya apabila tiada langkah sah lagi dan kad simpanan sudah
  habis; petunjuk ialah langkah-langkah sah, dan Tetapkan Semula memulakan
  semula agihan yang sama.

  Peraturan: Susunan Scorpion: dua belas kad tertutup, tiga kad simpanan

    @id:cards4-20 @rulebook
    Senario: Agihan Cards4
      Diberi agihan nombor 5, dengan peraturan Cards4
      Maka semua lajur mengandungi 12 kad tertutup dan 37 kad terbuka
      Dan lajur 1 mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 4 mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 5 mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali

  Peraturan: Satu lajur penuh yang diketuai Raja tidak boleh dipindahkan ke lajur kosong yang lain

    @id:cards4-01 @refusal
    Senario: Raja yang memenuhi seluruh lajurnya kekal di tempatnya
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja hati, 4 kelawar
        lajur 2: kosong
        lajur 3: 9 wajik, 10 spad
        lajur 4: 2 kad tertutup, kemudian 7 wajik
        """
      Maka Raja hati tidak boleh dipindahkan ke lajur 2
      Apabila Raja hati dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Kumpulan yang diketuai Raja dan memenuhi seluruh lajurnya tidak boleh dipindahkan ke lajur kosong lain » dan tiada apa-apa yang berubah

    @id:cards4-02
    Senario: Kumpulan Raja yang meninggalkan satu kad di lajurnya dipindahkan ke lajur kosong
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 wajik, Raja hati, 4 kelawar
        lajur 2: kosong
        lajur 3: 10 spad
        """
      Apabila Raja hati dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah Raja hati dan 4 kelawar
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 wajik
        lajur 2: Raja hati, 4 kelawar
        lajur 3: 10 spad
        """

    @id:cards4-03
    Senario: Kumpulan Raja yang terletak di atas kad tertutup dipindahkan ke lajur kosong
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup (As spad, 8 hati), kemudian Raja hati, 4 kelawar
        lajur 2: kosong
        lajur 3: 10 spad
        """
      Apabila Raja hati dipindahkan ke lajur 2
      Maka 8 hati dibuka
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (As spad), kemudian 8 hati
        lajur 2: Raja hati, 4 kelawar
        lajur 3: 10 spad
        """

    @id:cards4-04
    Senario: Satu lajur penuh yang diketuai kad lain boleh dipindahkan ke atas sesuatu kad
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 wajik, Raja hati, 4 kelawar
        lajur 2: 5 spad, 10 wajik
        """
      Apabila 9 wajik dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah 9 wajik, Raja hati dan 4 kelawar
      Dan lajur 1 kosong
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: kosong
        lajur 2: 5 spad, 10 wajik, 9 wajik, Raja hati, 4 kelawar
        """

    @id:cards4-05
    Senario: Petunjuk tidak mencadangkan pemindahan satu lajur penuh
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja hati, 4 kelawar
        lajur 2: kosong
        lajur 3: 9 wajik, Raja spad, 5 kelawar
        lajur 4: 6 kelawar
        """
      Maka petunjuk mencadangkan langkah-langkah ini sahaja:
        | kad       | lajur |
        | Raja spad | 2     |
        | Raja spad | 5     |
        | Raja spad | 6     |
        | Raja spad | 7     |
        | 5 kelawar | 4     |
        | 4 kelawar | 3     |
      Dan Raja hati tidak boleh dipindahkan ke lajur 2

  Peraturan: Lajur kosong hanya menerima Raja, bersama kad di atasnya

    @id:cards4-06 @refusal
    Senario: Ratu yang membawa Raja tidak boleh mengisi lajur kosong, tetapi Raja itu sendiri boleh
      Diberi papan berikut, dengan peraturan Cards4:
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

  Peraturan: Kad di kepala kumpulan diletakkan pada kad berbunga sama yang satu pangkat lebih tinggi, bersama seluruh kumpulannya

    @id:cards4-07
    Senario: 9♦ yang membawa K♥ dan 4♣ diletakkan pada 10♦
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup (As spad, 8 hati), kemudian 9 wajik, Raja hati, 4 kelawar
        lajur 2: 5 spad, 10 wajik
        """
      Apabila 9 wajik dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah 9 wajik, Raja hati dan 4 kelawar
      Dan 8 hati dibuka
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (As spad), kemudian 8 hati
        lajur 2: 5 spad, 10 wajik, 9 wajik, Raja hati, 4 kelawar
        """

    @id:cards4-08
    Senario: 4♣ yang dipilih sendirian dipindahkan sendirian ke atas 5♣
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 wajik, Raja hati, 4 kelawar
        lajur 2: 5 kelawar
        """
      Apabila 4 kelawar dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah 4 kelawar
      Dan kad paling atas lajur 1 ialah Raja hati

    @id:cards4-09 @refusal
    Kerangka Senario: 9♦ tidak boleh diletakkan pada 10♥ atau J♦
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup, kemudian 9 wajik, 8 wajik, 7 wajik
        lajur 2: 10 hati
        lajur 3: Jek wajik
        lajur 4: 6 kelawar, Raja spad
        lajur 5: As spad
        """
      Apabila <kad> dipindahkan ke lajur <lajur>
      Maka langkah itu ditolak dengan mesej « <mesej> » dan tiada apa-apa yang berubah

      Contoh:
        | kad       | lajur | mesej                                                                   |
        | 9 wajik   | 2     | Peraturan: kad mestilah daripada bunga yang sama                        |
        | 9 wajik   | 3     | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |

    @id:cards4-25 @refusal
    Senario: As ialah rendah, tiada pusingan Raja–As: tiada Raja boleh diletakkan pada As
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup, kemudian 9 wajik, 8 wajik, 7 wajik
        lajur 2: 2 spad
        lajur 4: 6 kelawar, Raja spad
        lajur 5: 10 kelawar, As spad
        """
      Maka Raja spad tidak boleh dipindahkan ke lajur 5
      Dan As spad boleh dipindahkan ke lajur 2
      Apabila Raja spad dipindahkan ke lajur 5
      Maka langkah itu ditolak atas salah satu sebab berikut, dan tiada apa-apa yang berubah:
        | mesej                                                                   |
        | Peraturan: tiada kad boleh diletakkan di atas As                        |
        | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |

    @id:cards4-10 @refusal
    Senario: Kad tertutup tidak boleh dipilih
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup (As spad, 8 hati), kemudian 9 wajik
        lajur 2: 2 spad
        """
      Apabila As spad dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Kad As spad tertutup: hanya kad terbuka boleh dipindahkan » dan tiada apa-apa yang berubah

  Peraturan: Urutan lengkap dikumpulkan sebaik sahaja ia kelihatan di bahagian atas sesuatu lajur

    @id:cards4-11
    Senario: Urutan yang terdedah di bahagian atas lajur asal dikumpulkan
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (7 wajik), kemudian K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠, 5♥
        lajur 2: 6 hati
        """
      Apabila 5 hati dipindahkan ke lajur 2
      Maka urutan spad dikeluarkan
      Dan 7 wajik dibuka
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        urutan dikeluarkan: spad
        lajur 1: 7 wajik
        lajur 2: 6 hati, 5 hati
        """

    @id:cards4-12
    Kerangka Senario: Urutan yang tidak lengkap atau tertutup tidak dikumpulkan
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        <lajur pertama>
        lajur 2: 10 kelawar
        lajur 3: 9 kelawar
        """
      Apabila 9 kelawar dipindahkan ke lajur 2
      Maka tiada urutan yang dikeluarkan
      Dan bilangan urutan yang dikeluarkan ialah 0
      Dan kad paling atas lajur 1 ialah <atas>

      Contoh:
        | apa yang menghalang     | atas | lajur pertama                                                                                       |
        | kad tambahan selepas As | 5♥   | lajur 1: 1 kad tertutup (7 wajik), kemudian K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠, 5♥ |
        | pangkat yang tiada      | 2♠   | lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠                                            |
        | bunga yang salah        | A♥   | lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♥                                        |
        | kad tertutup            | A♠   | lajur 1: 1 kad tertutup (Raja spad), kemudian Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠       |

    @id:cards4-21 @refusal
    Senario: Tiada kad yang dipindahkan sendirian ke petak urutan
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        lajur 2: 9 hati, As spad
        """
      Apabila As spad dipindahkan ke lajur 8
      Maka langkah itu ditolak dengan mesej « Tiada lajur 8 » dan tiada apa-apa yang berubah

    @id:cards4-22
    Senario: Urutan keempat yang dikumpulkan memenangi permainan
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        urutan dikeluarkan: spad, hati, wajik
        lajur 1: K♣, Q♣, J♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣
        lajur 2: As kelawar
        """
      Apabila As kelawar dipindahkan ke lajur 1
      Maka urutan kelawar dikeluarkan
      Dan bilangan urutan yang dikeluarkan ialah 4
      Dan permainan dimenangi
      Dan permainan tamat

    @id:cards4-13
    Senario: Buat asal menarik balik pemindahan, pembukaan kad dan urutan yang dikeluarkan
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (7 wajik), kemudian K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠, 5♥
        lajur 2: 6 hati
        """
      Apabila 5 hati dipindahkan ke lajur 2
      Dan langkah terakhir dibuat asal
      Maka 7 wajik tertutup
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (7 wajik), kemudian K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠, 5♥
        lajur 2: 6 hati
        """

    @id:cards4-24
    Senario: Selepas kad simpanan diagihkan, urutan lengkap yang kelihatan di lajur lain turut dikumpulkan
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: 3 kad tertutup (9 wajik, 2 kelawar, Raja hati)
        tiada urutan dikeluarkan
        lajur 1: 5 kelawar
        lajur 2: 8 hati
        lajur 3: 10 wajik
        lajur 5: 1 kad tertutup (7 wajik), kemudian K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        """
      Apabila kad simpanan diagihkan
      Maka urutan spad dikeluarkan
      Dan 7 wajik dibuka

  Peraturan: Kad simpanan diagihkan sekali, bila-bila masa, tanpa semakan, walaupun ke lajur kosong

    @id:cards4-14
    Senario: Tiga kad itu diletakkan pada lajur 1 hingga 3 tanpa semakan, termasuk lajur kosong
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: 3 kad tertutup (4 wajik, 9 spad, 2 hati)
        tiada urutan dikeluarkan
        lajur 1: kosong
        lajur 2: 5 kelawar
        lajur 3: Raja hati
        lajur 4: 3 hati
        lajur 5: 4 kelawar
        """
      Maka 4 kelawar boleh dipindahkan ke lajur 2
      Dan kad simpanan boleh diagihkan
      Apabila kad simpanan diagihkan
      Maka sejarah menyimpan 1 tindakan
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 4 wajik
        lajur 2: 5 kelawar, 9 spad
        lajur 3: Raja hati, 2 hati
        lajur 4: 3 hati
        lajur 5: 4 kelawar
        """
      Dan 3 hati tidak boleh dipindahkan ke lajur 6

    @id:cards4-23
    Senario: As daripada simpanan melengkapkan urutan: urutan itu dikeluarkan
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: 3 kad tertutup (As spad, 9 hati, 2 hati)
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        lajur 2: 5 kelawar
        lajur 3: Raja hati
        """
      Apabila kad simpanan diagihkan
      Maka urutan spad dikeluarkan

    @id:cards4-15 @refusal
    Senario: Kad simpanan tidak diagihkan semula
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 4 wajik
        lajur 2: 5 kelawar, 9 spad
        lajur 3: Raja hati, 2 hati
        """
      Maka kad simpanan tidak boleh diagihkan lagi
      Apabila kad simpanan diagihkan
      Maka tindakan itu ditolak dengan mesej « Kad simpanan sudah diagihkan » dan tiada apa-apa yang berubah

  Peraturan: Permainan tersekat hanya apabila tiada langkah sah lagi dan kad simpanan sudah habis

    @id:cards4-16
    Senario: Kad simpanan sudah habis, masih ada langkah sah: permainan diteruskan
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja hati, 4 kelawar
        lajur 2: kosong
        lajur 3: 9 wajik, 5 kelawar
        """
      Maka 4 kelawar boleh dipindahkan ke lajur 3
      Dan permainan tidak tersekat
      Dan permainan belum tamat

    @id:cards4-17
    Senario: Kad simpanan sudah habis, hanya tinggal pemindahan lajur penuh yang dilarang: permainan tersekat
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja hati, 4 kelawar
        lajur 2: kosong
        lajur 3: 9 wajik, 7 spad
        lajur 4: 2 kad tertutup, kemudian 5 hati
        """
      Maka tiada langkah yang boleh dimainkan
      Dan permainan tersekat
      Dan permainan belum dimenangi

    @id:cards4-27 @choice:cards4-blocked-ends
    Senario: Permainan yang tersekat telah tamat
      Teks Cards4 hanya menyatakan bahawa permainan « tersekat »; bahawa
      permainan itu tamat ialah pilihan buku peraturan ini.

      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja hati, 4 kelawar
        lajur 2: kosong
        lajur 3: 9 wajik, 7 spad
        lajur 4: 2 kad tertutup, kemudian 5 hati
        """
      Maka permainan tersekat
      Dan permainan tamat

    @id:cards4-18
    Senario: Tiada langkah di papan tetapi kad simpanan masih ada: permainan tidak tersekat
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: 3 kad tertutup
        tiada urutan dikeluarkan
        lajur 1: Raja hati, 4 kelawar
        lajur 2: kosong
        lajur 3: 9 wajik, 7 spad
        lajur 4: 2 kad tertutup, kemudian 5 hati
        """
      Maka kad simpanan boleh diagihkan
      Dan permainan tidak tersekat
      Dan permainan belum tamat

  Peraturan: Tetapkan Semula memulakan semula agihan yang sama

    @id:cards4-19
    Senario: Selepas satu langkah, Tetapkan Semula mengembalikan agihan asal, tanpa sejarah
      Diberi agihan nombor 2, dengan peraturan Cards4
      Apabila 3 spad dipindahkan ke lajur 5
      Maka 8 kelawar dibuka
      Apabila permainan ditetapkan semula
      Maka sejarah menyimpan 0 tindakan
      Dan papan menjadi:
        """
        simpanan: 3 kad tertutup (Ratu spad, 6 kelawar, 4 kelawar)
        tiada urutan dikeluarkan
        lajur 1: 3 kad tertutup (3 wajik, As hati, 2 spad), kemudian 6 spad, As spad, 7 hati, As wajik
        lajur 2: 3 kad tertutup (4 hati, 10 wajik, 5 hati), kemudian 8 spad, 2 kelawar, Raja wajik, Raja hati
        lajur 3: 3 kad tertutup (10 kelawar, Ratu wajik, 7 spad), kemudian Raja kelawar, 8 hati, 2 hati, 4 wajik
        lajur 4: 3 kad tertutup (9 wajik, 9 kelawar, 8 kelawar), kemudian 3 spad, 5 wajik, 9 spad, 7 wajik
        lajur 5: 5 kelawar, 9 hati, 8 wajik, 2 wajik, 10 hati, Ratu hati, 4 spad
        lajur 6: 7 kelawar, Jek hati, 6 hati, Ratu kelawar, 3 hati, 3 kelawar, Jek kelawar
        lajur 7: Raja spad, 6 wajik, Jek spad, As kelawar, 10 spad, 5 spad, Jek wajik
        """

  Peraturan: Mata aplikasi: teks Cards4 tidak memberikan sebarang sistem pemarkahan

    @id:cards4-26 @choice:cards4-app-scoring
    Senario: Sistem pemarkahan aplikasi dengan peraturan Cards4
      Teks Cards4 tidak menyebut tentang mata: buku peraturan ini mengekalkan
      sistem pemarkahan aplikasi (lihat « Pemarkahan »).

      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (7 wajik), kemudian K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠, 5♥
        lajur 2: 6 hati
        """
      Apabila 5 hati dipindahkan ke lajur 2
      Maka langkah itu memberikan 110 mata
      Dan skor ialah 110
      Apabila langkah terakhir dibuat asal
      Maka skor ialah 0
      Apabila permainan ditetapkan semula
      Maka skor ialah 0
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: 3 kad tertutup (9 wajik, 2 kelawar, Raja hati)
        tiada urutan dikeluarkan
        lajur 1: 5 kelawar
        lajur 2: 8 hati
        lajur 3: 10 wajik
        lajur 5: 1 kad tertutup (7 wajik), kemudian K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        """
      Apabila kad simpanan diagihkan
      Maka langkah itu memberikan 105 mata
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: 3 kad tertutup (As spad, 9 hati, 2 hati)
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
        lajur 2: 5 kelawar
        lajur 3: Raja hati
        """
      Apabila kad simpanan diagihkan
      Maka langkah itu memberikan 100 mata
      Diberi papan berikut, dengan peraturan Cards4:
        """
        simpanan: 3 kad tertutup (4 wajik, 9 spad, 2 hati)
        tiada urutan dikeluarkan
        lajur 1: kosong
        lajur 2: 5 kelawar
        lajur 3: Raja hati
        """
      Apabila kad simpanan diagihkan
      Maka langkah itu memberikan 0 mata
