# language: ms
@moves
Fungsi: Langkah yang dibenarkan
  Mana-mana kad terbuka boleh dipindahkan, walaupun kad itu berada di
  tengah lajur. Kad itu membawa bersama, sebagai satu kumpulan, semua kad
  yang menutupinya, sama ada kad-kad itu tersusun atau tidak. Untuk menilai
  langkah itu, hanya kad pertama dalam kumpulan diambil kira: kad itu mesti
  sama bunganya dengan kad paling atas lajur tujuan, dan tepat satu pangkat
  lebih rendah (9 spad di atas 10 spad, Jek di atas Ratu). Tiada kad boleh
  diletakkan di atas As.

  Peraturan: Mana-mana kad terbuka boleh dipindahkan, walaupun dari tengah lajur, bersama semua kad di atasnya

    @id:moves-01 @worked_example
    Senario: Langkah pertama permainan yang dimenangi, 4♥ membawa 7♠
      Contoh dalam peraturan: 4♥ dari lajur 2 dipindahkan ke atas 5♥ pada
      lajur 7 dan membawa 7♠ yang menutupinya, walaupun bunganya berbeza.
      Papan selepas itu sama dengan papan dalam peraturan, aksara demi aksara.

      Diberi papan berikut:
        """
        simpanan: 3 kad tertutup; tiada urutan dikeluarkan. lajur 1: 3 kad tertutup, kemudian 3 wajik, Jek hati, 10 hati, 3 spad; lajur 2: 3 kad tertutup, kemudian Ratu hati, 3 kelawar, 4 hati, 7 spad; lajur 3: 3 kad tertutup, kemudian As spad, 7 wajik, 7 hati, 3 hati; lajur 4: 3 kad tertutup, kemudian Raja wajik, 8 hati, 7 kelawar, 9 spad; lajur 5: 6 hati, 8 kelawar, Jek spad, 4 kelawar, 9 kelawar, 8 wajik, 5 kelawar; lajur 6: 6 wajik, Ratu kelawar, Raja hati, 4 wajik, Raja spad, 9 hati, Jek kelawar; lajur 7: As wajik, Ratu wajik, 9 wajik, 6 spad, 2 hati, 10 wajik, 5 hati.
        """
      Apabila 4♥ dari lajur 2 dipindahkan ke lajur 7
      Maka kad yang dipindahkan ialah 4♥ dan 7♠
      Dan langkah yang dimainkan ditulis « 4♥ dari lajur 2 ke lajur 7 »
      Dan langkah itu memberikan 5 mata
      Dan papan menjadi:
        """
        simpanan: 3 kad tertutup; tiada urutan dikeluarkan. lajur 1: 3 kad tertutup, kemudian 3 wajik, Jek hati, 10 hati, 3 spad; lajur 2: 3 kad tertutup, kemudian Ratu hati, 3 kelawar; lajur 3: 3 kad tertutup, kemudian As spad, 7 wajik, 7 hati, 3 hati; lajur 4: 3 kad tertutup, kemudian Raja wajik, 8 hati, 7 kelawar, 9 spad; lajur 5: 6 hati, 8 kelawar, Jek spad, 4 kelawar, 9 kelawar, 8 wajik, 5 kelawar; lajur 6: 6 wajik, Ratu kelawar, Raja hati, 4 wajik, Raja spad, 9 hati, Jek kelawar; lajur 7: As wajik, Ratu wajik, 9 wajik, 6 spad, 2 hati, 10 wajik, 5 hati, 4 hati, 7 spad.
        """

    @id:moves-02
    Senario: Kumpulan yang tidak tersusun dipindahkan sekali gus
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 8 wajik, 6 kelawar, Raja hati, 3 spad
        lajur 2: 7 kelawar
        """
      Apabila 6♣ dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah 6♣, Raja hati dan 3♠
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 8 wajik
        lajur 2: 7 kelawar, 6 kelawar, Raja hati, 3 spad
        """

    @id:moves-03 @refusal
    Senario: Kad tertutup tidak boleh dipindahkan
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (5 spad), kemudian 8 wajik
        lajur 2: 6 spad
        """
      Apabila 5♠ dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Kad 5 spad tertutup: hanya kad terbuka boleh dipindahkan » dan tiada apa-apa yang berubah

  Peraturan: Kad pertama kumpulan diletakkan pada kad paling atas yang sama bunga dan tepat satu pangkat lebih tinggi

    @id:moves-04
    Kerangka Senario: Langkah yang dibenarkan pada papan ini
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 10 spad
        lajur 2: 4 wajik, 9 spad, 2 hati
        lajur 3: Ratu hati
        lajur 4: Jek hati
        lajur 5: 9 hati
        lajur 6: As spad
        lajur 7: 6 kelawar, 3 kelawar
        """
      Maka <kad> boleh dipindahkan ke lajur <lajur>
      Apabila <kad> dipindahkan ke lajur <lajur>
      Maka langkah itu memberikan 5 mata

      Contoh:
        | kad      | lajur | sebab                              |
        | 9♠       | 1     | 9 spad di atas 10 spad, bersama 2♥ |
        | Jek hati | 3     | Jek di atas Ratu                   |

    @id:moves-05 @refusal
    Kerangka Senario: Langkah yang ditolak pada papan ini, dengan mesej aplikasi
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 10 spad
        lajur 2: 4 wajik, 9 spad, 2 hati
        lajur 3: Ratu hati
        lajur 4: Jek hati
        lajur 5: 9 hati
        lajur 6: As spad
        lajur 7: 6 kelawar, 3 kelawar
        """
      Maka <kad> tidak boleh dipindahkan ke lajur <lajur>
      Apabila <kad> dipindahkan ke lajur <lajur>
      Maka langkah itu ditolak dengan mesej « <mesej> » dan tiada apa-apa yang berubah

      Contoh:
        | kad | lajur | mesej                                                                   |
        | 9♥  | 1     | Peraturan: kad mestilah daripada bunga yang sama                        |
        | Q♥  | 4     | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |

    @id:moves-07 @refusal
    Senario: Langkah yang melanggar beberapa peraturan ditolak atas nama salah satu daripadanya
      Tiada teks yang menyatakan peraturan mana yang didahulukan apabila satu
      langkah melanggar beberapa peraturan: Jek hati di atas 10 spad bukan
      daripada bunga yang sama dan bukan tepat satu pangkat lebih rendah, 9♠
      ke lajurnya sendiri tidak pun bertukar lajur. Enjin boleh memberikan
      sebab pilihannya.

      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 10 spad
        lajur 2: 4 wajik, 9 spad, 2 hati
        lajur 3: Ratu hati
        lajur 4: Jek hati
        lajur 5: 9 hati
        lajur 6: As spad
        lajur 7: 6 kelawar, 3 kelawar
        """
      Maka J♥ tidak boleh dipindahkan ke lajur 1
      Dan 3♣ tidak boleh dipindahkan ke lajur 1
      Dan 9♠ tidak boleh dipindahkan ke lajur 2
      Apabila J♥ dipindahkan ke lajur 1
      Maka langkah itu ditolak atas salah satu sebab berikut, dan tiada apa-apa yang berubah:
        | mesej                                                                   |
        | Peraturan: kad mestilah daripada bunga yang sama                        |
        | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |
      Apabila 3♣ dipindahkan ke lajur 1
      Maka langkah itu ditolak atas salah satu sebab berikut, dan tiada apa-apa yang berubah:
        | mesej                                                                   |
        | Peraturan: kad mestilah daripada bunga yang sama                        |
        | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |
      Apabila 9♠ dipindahkan ke lajur 2
      Maka langkah itu ditolak atas salah satu sebab berikut, dan tiada apa-apa yang berubah:
        | mesej                                                                   |
        | Kad 9 spad sudah berada dalam lajur 2                                   |
        | Peraturan: kad mestilah daripada bunga yang sama                        |
        | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |

    @id:moves-10 @refusal
    Senario: Hanya kad pertama kumpulan yang diambil kira: 3♣ yang membawa 9♠ tidak boleh ke atas 10♠
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 10 spad
        lajur 2: 4 wajik, 3 kelawar, 9 spad
        """
      Maka 9♠ boleh dipindahkan ke lajur 1
      Dan 3♣ tidak boleh dipindahkan ke lajur 1
      Apabila 3♣ dipindahkan ke lajur 1
      Maka langkah itu ditolak atas salah satu sebab berikut, dan tiada apa-apa yang berubah:
        | mesej                                                                   |
        | Peraturan: kad mestilah daripada bunga yang sama                        |
        | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |

    @id:moves-08 @refusal
    Kerangka Senario: 7♥ hanya boleh ke atas 8♥: bukan ke atas 8♦ yang sama warna, bukan ke atas pangkat lain
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 8 wajik
        lajur 2: 9 hati
        lajur 3: 6 hati
        lajur 4: 10 kelawar, 7 hati
        lajur 5: 8 hati
        """
      Maka 7♥ boleh dipindahkan ke lajur 5
      Dan 7♥ tidak boleh dipindahkan ke lajur <lajur>
      Apabila 7♥ dipindahkan ke lajur <lajur>
      Maka langkah itu ditolak dengan mesej « <mesej> » dan tiada apa-apa yang berubah

      Contoh:
        | lajur | di bawah 7♥                               | mesej                                                                   |
        | 1     | 8♦, juga merah, daripada bunga lain       | Peraturan: kad mestilah daripada bunga yang sama                        |
        | 2     | 9♥, dua pangkat lebih tinggi              | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |
        | 3     | 6♥, satu pangkat lebih rendah             | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |

  Peraturan: Tiada kad boleh diletakkan di atas As

    @id:moves-06 @refusal
    Senario: Bahkan 2 yang sama bunganya pun tidak boleh diletakkan di atas As
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 10 spad
        lajur 2: 4 wajik, 9 spad, 2 hati
        lajur 3: Ratu hati
        lajur 4: Jek hati
        lajur 5: 9 hati
        lajur 6: As hati
        lajur 7: 6 kelawar, 3 kelawar
        """
      Apabila 2♥ dipindahkan ke lajur 6
      Maka langkah itu ditolak atas salah satu sebab berikut, dan tiada apa-apa yang berubah:
        | mesej                                                                   |
        | Peraturan: tiada kad boleh diletakkan di atas As                        |
        | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |
      Dan 2♥ tidak boleh dipindahkan ke lajur 6

    @id:moves-09 @refusal
    Senario: Tiada pusingan dari Raja ke As: Raja tidak boleh diletakkan di atas As
      As ialah kad paling rendah: tiada kad boleh diletakkan di atasnya, walaupun
      Raja daripada bunga yang sama.

      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 10 kelawar, As spad
        lajur 2: 5 wajik, Raja spad
        lajur 3: 2 spad
        """
      Maka Raja spad tidak boleh dipindahkan ke lajur 1
      Dan As spad boleh dipindahkan ke lajur 3
      Apabila Raja spad dipindahkan ke lajur 1
      Maka langkah itu ditolak atas salah satu sebab berikut, dan tiada apa-apa yang berubah:
        | mesej                                                                   |
        | Peraturan: tiada kad boleh diletakkan di atas As                        |
        | Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi |
