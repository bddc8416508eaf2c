# language: ms
@edge_cases
Fungsi: Kes sempadan
  Peraturan yang hanya separuh dicapai oleh senario lain: Klasik ialah
  peraturan lalai, dengan nama itu; kad simpanan diagihkan satu demi satu ke
  lajur 1, 2 dan 3, dan simpanan yang lebih pendek berhenti lebih awal; kad
  yang diletakkan berasingan hanya dimainkan dari kedudukan tempat ia berada.
  Buku peraturan juga menetapkan nilai fail variasi bagi kunci yang tidak
  diberikannya, dan hasil agihannya sendiri bagi susunan tanpa lajur.

  Peraturan: Klasik ialah peraturan lalai, dengan namanya

    @id:edge-01
    Senario: Agihan enjin dan permainan baharu mengikut peraturan Klasik
      Diberi agihan yang dibuat sendiri oleh enjin untuk benih 1
      Maka permainan mengikut peraturan Klasik
      Dan permainan baharu mengikut peraturan Klasik secara lalai

    @id:edge-02
    Senario: Tanpa sebarang agihan, permainan baharu mengikut peraturan Klasik
      Maka permainan baharu mengikut peraturan Klasik secara lalai

  Peraturan: Kad simpanan pergi satu demi satu ke lajur 1, 2 dan 3, mengikut urutan

    @id:edge-03
    Senario: Simpanan dua kad berhenti di lajur 2
      Diberi papan berikut:
        """
        simpanan: 2 kad tertutup (9 wajik, 2 kelawar)
        tiada urutan dikeluarkan
        lajur 1: 5 spad
        lajur 2: 8 hati
        lajur 3: 10 wajik
        """
      Apabila kad simpanan diagihkan
      Maka kad yang diagihkan ialah 9 wajik dan 2 kelawar
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 5 spad, 9 wajik
        lajur 2: 8 hati, 2 kelawar
        lajur 3: 10 wajik
        """

  Peraturan: Kad yang diletakkan berasingan dimainkan dari kedudukan tempat ia berada

    @id:edge-04 @refusal
    Senario: Kad yang diletakkan berasingan, diminta di kedudukan kad lain, ditolak
      Diberi papan berikut, dengan peraturan Three Blind Mice:
        """
        simpanan: 2 kad terbuka (5 hati, Raja kelawar)
        tiada urutan dikeluarkan
        lajur 1: 9 spad, 6 hati
        lajur 2: kosong
        """
      Apabila Raja kelawar, di kedudukan 1 dalam simpanan, dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Kad Raja kelawar tidak terbuka di kedudukan 1 dalam lajurnya » dan tiada apa-apa yang berubah
      Apabila Raja kelawar, di kedudukan 2 dalam simpanan, dipindahkan ke lajur 2
      Maka kad paling atas lajur 2 ialah Raja kelawar
      Dan simpanan mengandungi 1 kad terbuka

  Peraturan: Fail variasi yang hanya memberikan nama dan sumbernya mempunyai peraturan Klasik

    @id:edge-05 @rulebook
    Senario: Nilai lalai fail variasi
      Diberi fail variasi berikut:
      """
      name = "minimale"

      [source]
      reading = "Only a name and a source: every rule left to the defaults."
      """
      Maka memuatkannya memberikan peraturan Klasik, dengan namanya sendiri

  Peraturan: Susunan tanpa lajur meletakkan seluruh dek secara berasingan

    @id:edge-06 @rulebook
    Senario: Agihan buku peraturan bagi susunan tanpa lajur
      Diberi fail variasi berikut:
      """
      name = "tout-a-part"
      inherits = "three-blind-mice"

      [layout]
      columns = []
      face_down = []
      reserve = 52
      reserve_targets = []

      [source]
      reading = "Every card set aside, face up, playable at any time."
      """
      Dan agihan nombor 1, mengikut peraturan fail variasi ini
      Maka papan mempunyai 0 lajur
      Dan simpanan mengandungi 52 kad terbuka
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali
