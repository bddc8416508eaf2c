# language: ms
@face_down
Fungsi: Kad tertutup
  Kad tertutup dibuka dengan sendirinya sebaik sahaja kad terbuka terakhir
  yang menutupinya dipindahkan. Kad itu menjadi terbuka dan boleh dimainkan
  seperti kad lain.

  Peraturan: Kad tertutup yang terdedah dibuka secara automatik dan boleh dimainkan

    @id:hidden-01
    Senario: Memindahkan kad terbuka terakhir membuka kad tertutup di bawahnya
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup (2 kelawar, Jek wajik), kemudian 6 hati
        lajur 2: 7 hati
        lajur 3: 1 kad tertutup (As hati), kemudian Ratu wajik, 4 spad
        lajur 4: 5 spad
        """
      Apabila 6♥ dipindahkan ke lajur 2
      Maka Jek wajik dibuka
      Dan Jek wajik terbuka
      Dan 2 kelawar tertutup
      Dan langkah itu memberikan 10 mata
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (2 kelawar), kemudian Jek wajik
        lajur 2: 7 hati, 6 hati
        lajur 3: 1 kad tertutup (As hati), kemudian Ratu wajik, 4 spad
        lajur 4: 5 spad
        """

    @id:hidden-02
    Senario: Kad yang dibuka boleh terus dimainkan
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup (2 kelawar, Jek wajik), kemudian 6 hati
        lajur 2: 7 hati
        lajur 3: 1 kad tertutup (As hati), kemudian Ratu wajik, 4 spad
        lajur 4: 5 spad
        """
      Apabila 6♥ dipindahkan ke lajur 2
      Dan 4♠ dipindahkan ke lajur 4
      Maka Jek wajik boleh dipindahkan ke lajur 3
      Apabila Jek wajik dipindahkan ke lajur 3
      Maka 2 kelawar dibuka

    @id:hidden-03
    Senario: Selagi kad terbuka menutupinya, kad tertutup kekal tertutup
      Diberi papan berikut:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 2 kad tertutup (2 kelawar, Jek wajik), kemudian 6 hati
        lajur 2: 7 hati
        lajur 3: 1 kad tertutup (As hati), kemudian Ratu wajik, 4 spad
        lajur 4: 5 spad
        """
      Apabila 4♠ dipindahkan ke lajur 4
      Maka tiada kad yang dibuka
      Dan As hati tertutup
      Dan kad paling atas lajur 3 ialah Ratu wajik
