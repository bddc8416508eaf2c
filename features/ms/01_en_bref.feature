# language: ms
@summary
Fungsi: Ringkasnya
  Scorpion dimainkan pada 7 lajur yang masing-masing mengandungi 7 kad: 12
  daripadanya tertutup dan 3 kad lagi menunggu dalam simpanan. Sesuatu kad
  diletakkan pada kad yang sama bunganya dan satu pangkat lebih tinggi, dan
  jika kad itu diambil dari tengah lajur, ia membawa semua kad yang
  menutupinya. Hanya Raja boleh mengisi lajur kosong. Setiap urutan lengkap,
  daripada Raja hingga As, keluar daripada permainan; permainan dimenangi
  pada urutan keempat.

  Setiap peraturan yang diringkaskan di sini diterangkan dengan lanjut dalam
  bahagiannya sendiri.

  Peraturan: 7 lajur 7 kad, 12 tertutup, 3 dalam simpanan

    @id:summary-01 @rulebook
    Kerangka Senario: Satu agihan menghasilkan 7 lajur 7 kad, 12 tertutup, dan 3 kad simpanan
      Diberi agihan nombor <agihan>
      Maka semua lajur mengandungi 12 kad tertutup dan 37 kad terbuka
      Dan simpanan mengandungi 3 kad tertutup

      Contoh:
        | agihan |
        | 1      |
        | 2      |
        | 2026   |

  Peraturan: Kad diletakkan pada kad sama bunga yang satu pangkat lebih tinggi, bersama semua kad di atasnya

    @id:summary-02
    Senario: Kad diletakkan pada kad sama bunga yang satu pangkat lebih tinggi dan membawa kad di atasnya
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Jek wajik, 9 spad, 5 hati, 2 kelawar
        lajur 2: 10 spad
        """
      Apabila 9♠ dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah 9♠, 5♥ dan 2♣
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: Jek wajik
        lajur 2: 10 spad, 9 spad, 5 hati, 2 kelawar
        """

  Peraturan: Lajur kosong hanya menerima Raja

    @id:summary-03
    Senario: Lajur kosong hanya menerima Raja
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 5 wajik, Raja spad
        lajur 2: Ratu hati
        lajur 3: kosong
        lajur 4: 8 kelawar
        """
      Maka Raja spad boleh dipindahkan ke lajur 3
      Tetapi Ratu hati tidak boleh dipindahkan ke lajur 3
      Dan 8♣ tidak boleh dipindahkan ke lajur 3

  Peraturan: Urutan lengkap keluar daripada permainan; 4 urutan memenangi permainan

    @id:summary-04
    Senario: Urutan lengkap keempat yang keluar memenangi permainan
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        urutan dikeluarkan: hati, wajik, spad
        lajur 1: Raja kelawar, Ratu kelawar, Jek kelawar, 10 kelawar, 9 kelawar, 8 kelawar, 7 kelawar, 6 kelawar, 5 kelawar, 4 kelawar, 3 kelawar, 2 kelawar
        lajur 2: As kelawar
        """
      Apabila As kelawar dipindahkan ke lajur 1
      Maka urutan kelawar dikeluarkan
      Dan bilangan urutan yang dikeluarkan ialah 4
      Dan permainan dimenangi
