# language: ms
@suites
Fungsi: Urutan lengkap
  Sebaik sahaja urutan 13 kad yang sama bunga, daripada Raja hingga As,
  semuanya terbuka, berada di bahagian paling atas sesuatu lajur, aplikasi
  mengeluarkannya daripada papan dan meletakkannya pada salah satu daripada
  4 petak yang disediakan. Hanya lajur yang baru menerima kad diperiksa;
  selepas simpanan diagihkan, lajur 1 hingga 3 yang diperiksa. Urutan yang
  ditutupi kad lain tidak bergerak. Pemain pula tidak pernah meletakkan kad
  pada petak-petak ini.

  Peraturan: Urutan lengkap di bahagian atas lajur yang menerima kad dikeluarkan

    @id:suites-01
    Senario: As yang diletakkan pada 2 melengkapkan urutan, lalu urutan itu keluar dari papan
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad
        lajur 2: 9 hati, As spad
        """
      Apabila As spad dipindahkan ke lajur 1
      Maka urutan spad dikeluarkan
      Dan bilangan urutan yang dikeluarkan ialah 1
      Dan lajur 1 kosong
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        urutan dikeluarkan: spad
        lajur 1: kosong
        lajur 2: 9 hati
        """

    @id:suites-09
    Senario: Urutan yang dikeluarkan mendedahkan kad tertutup, lalu kad itu dibuka
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (4 wajik), kemudian Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad
        lajur 2: 9 hati, As spad
        """
      Apabila As spad dipindahkan ke lajur 1
      Maka urutan spad dikeluarkan
      Dan 4 wajik dibuka
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        urutan dikeluarkan: spad
        lajur 1: 4 wajik
        lajur 2: 9 hati
        """

    @id:suites-10 @refusal
    Senario: Urutan yang dikeluarkan sudah keluar daripada permainan: kadnya tidak boleh dimainkan lagi
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 wajik, Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad
        lajur 2: 10 hati, As spad
        lajur 3: kosong
        """
      Apabila As spad dipindahkan ke lajur 1
      Maka urutan spad dikeluarkan
      Apabila Raja spad dipindahkan ke lajur 3
      Maka langkah itu ditolak dengan mesej « Kad Raja spad tiada dalam mana-mana lajur di papan » dan tiada apa-apa yang berubah

    @id:suites-07
    Senario: Urutan yang dilengkapkan di atas kad-kad lain keluar sendirian, kad di bawahnya kekal
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 hati, 5 wajik, Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad
        lajur 2: 8 kelawar, As spad
        """
      Apabila As spad dipindahkan ke lajur 1
      Maka urutan spad dikeluarkan
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        urutan dikeluarkan: spad
        lajur 1: 9 hati, 5 wajik
        lajur 2: 8 kelawar
        """

    @id:suites-02
    Senario: Selepas simpanan diagihkan, lajur 1 hingga 3 diperiksa
      Diberi papan berikut:
        """
        simpanan: 3 kad tertutup (As spad, 3 wajik, 8 kelawar)
        tiada urutan dikeluarkan
        lajur 1: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad
        lajur 2: 4 wajik
        lajur 3: 9 kelawar
        """
      Apabila kad simpanan diagihkan
      Maka urutan spad dikeluarkan
      Dan langkah itu memberikan 100 mata
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        urutan dikeluarkan: spad
        lajur 1: kosong
        lajur 2: 4 wajik, 3 wajik
        lajur 3: 9 kelawar, 8 kelawar
        """

  Peraturan: Urutan yang ditutupi kekal di tempatnya

    @id:suites-03
    Senario: Kad yang diletakkan pada urutan yang ditutupi tidak mengeluarkannya
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad, As spad, 5 hati
        lajur 2: 4 hati
        lajur 3: 6 hati
        """
      Apabila 4♥ dipindahkan ke lajur 1
      Maka tiada urutan yang dikeluarkan
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad, As spad, 5 hati, 4 hati
        lajur 2: kosong
        lajur 3: 6 hati
        """

    @id:suites-04
    Senario: Urutan yang terdedah apabila kad di atasnya dipindahkan kekal di tempatnya
      Tafsiran literal teks: pemeriksaan hanya dibuat pada lajur yang menerima
      kad, bukan pada lajur yang baru dikosongkan bahagian atasnya.

      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad, As spad, 5 hati
        lajur 2: 4 hati
        lajur 3: 6 hati
        """
      Apabila 5♥ dipindahkan ke lajur 3
      Maka tiada urutan yang dikeluarkan
      Dan bilangan urutan yang dikeluarkan ialah 0
      Dan kad paling atas lajur 1 ialah As spad
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad, As spad
        lajur 2: 4 hati
        lajur 3: 6 hati, 5 hati
        """

  Peraturan: Urutan yang tidak lengkap atau bercampur tidak dikeluarkan

    @id:suites-05
    Senario: Kesemua 13 kad, daripada Raja hingga As, diperlukan
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad
        lajur 2: 9 hati, 2 spad
        """
      Apabila 2 spad dipindahkan ke lajur 1
      Maka tiada urutan dikeluarkan
      Dan bilangan urutan yang dikeluarkan ialah 0
      Dan kad paling atas lajur 1 ialah 2 spad

  Peraturan: Kad tidak pernah diletakkan secara manual pada petak urutan

    @id:suites-06 @refusal
    Senario: Petak urutan bukan lajur permainan
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Raja spad, Ratu spad, Jek spad, 10 spad, 9 spad, 8 spad, 7 spad, 6 spad, 5 spad, 4 spad, 3 spad, 2 spad
        lajur 2: 9 hati, As spad
        """
      Apabila As spad dipindahkan ke lajur 8
      Maka langkah itu ditolak dengan mesej « Tiada lajur 8 » dan tiada apa-apa yang berubah

    @id:suites-08 @choice:suite-under-suite
    Senario: Kumpulan yang membawa urutan lengkap melengkapkan urutan lain: kedua-duanya dikeluarkan
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: K♥, Q♥, J♥, 10♥, 9♥, 8♥, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥
        lajur 2: 3♦, A♥, K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        """
      Apabila As hati dipindahkan ke lajur 1
      Maka urutan spad dikeluarkan
      Dan urutan hati dikeluarkan
      Dan bilangan urutan yang dikeluarkan ialah 2
      Dan langkah itu memberikan 205 mata
