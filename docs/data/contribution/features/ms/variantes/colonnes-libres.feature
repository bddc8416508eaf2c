# language: ms
@variant-colonnes-libres
Fungsi: Lajur bebas
  Peraturan Klasik, kecuali lajur kosong menerima mana-mana kad, bersama kad
  di atasnya.

  Peraturan: Mana-mana kad boleh mengisi lajur kosong

    @id:colonnes-libres-01
    Senario: Ratu dan 5♥ yang dibawanya mengisi lajur kosong
      Diberi papan berikut, dengan peraturan Lajur bebas:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 4 wajik, Raja spad, Ratu spad, 5 hati
        lajur 2: kosong
        lajur 3: 8 kelawar, 10 hati
        """
      Apabila kad Ratu spad diletakkan pada lajur 2
      Maka kad yang dipindahkan ialah Ratu spad dan 5 hati
      Dan kad paling atas lajur 1 ialah Raja spad

  Peraturan: Selebihnya ialah peraturan Klasik

    @id:colonnes-libres-02 @refusal
    Senario: Kad masih diletakkan pada kad berbunga sama
      Diberi papan berikut, dengan peraturan Lajur bebas:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 4 wajik, Raja spad, Ratu spad, 5 hati
        lajur 2: kosong
        lajur 3: 8 kelawar, 10 hati
        """
      Apabila 5 hati dipindahkan ke lajur 3
      Maka langkah itu ditolak dengan mesej « Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi » dan tiada apa-apa yang berubah
