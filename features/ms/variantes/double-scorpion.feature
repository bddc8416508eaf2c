# language: ms
@variant-double-scorpion
Fungsi: Scorpion Berganda
  Scorpion Berganda menggunakan dua dek dan empat belas lajur;
  permainannya jauh lebih panjang dan sukar, tetapi peraturan
  pemindahannya sama seperti permainan tradisional. Susunannya ialah
  susunan Scorpion yang digandakan: empat belas lajur tujuh kad, tiga kad
  tertutup di lajur 1 hingga 8, dan enam kad simpanan yang diagihkan ke
  lajur 1 hingga 6. Oleh sebab setiap kad wujud dalam dua salinan, sesuatu
  langkah menyatakan lajur asalnya apabila kedua-dua salinan boleh
  dipindahkan. Satu sumber lain mengagihkan sepuluh lajur sepuluh kad:
  itulah peraturan « Scorpion Berganda (PySolFC) ».

  Peraturan: Dua dek, empat belas lajur tujuh kad, enam kad simpanan

    @id:double-scorpion-01 @rulebook
    Senario: Agihan Scorpion Berganda
      Diberi agihan nombor 1, dengan peraturan Scorpion Berganda
      Maka papan mempunyai 14 lajur
      Dan lajur 1 mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 8 mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 9 mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan lajur 14 mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan semua lajur mengandungi 24 kad tertutup dan 74 kad terbuka
      Dan simpanan mengandungi 6 kad tertutup
      Dan permainan menggunakan 104 kad daripada 2 dek, setiap kad sekali bagi setiap dek

    @id:double-scorpion-02
    Senario: Apabila tersekat, enam kad simpanan diagihkan ke lajur 1 hingga 6
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: 6 kad tertutup (4 wajik, 9 spad, 2 kelawar, 4 wajik, 7 hati, Jek spad)
        tiada urutan dikeluarkan
        lajur 1: 9 kelawar, 5 hati
        lajur 2: 6 hati
        lajur 3: 2 kad tertutup, kemudian 7 spad
        lajur 4: 8 wajik
        lajur 5: 10 kelawar
        lajur 6: 3 spad
        """
      Maka kad simpanan boleh diagihkan
      Apabila kad simpanan diagihkan
      Maka papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9 kelawar, 5 hati, 4 wajik
        lajur 2: 6 hati, 9 spad
        lajur 3: 2 kad tertutup, kemudian 7 spad, 2 kelawar
        lajur 4: 8 wajik, 4 wajik
        lajur 5: 10 kelawar, 7 hati
        lajur 6: 3 spad, Jek spad
        """

  Peraturan: Apabila dua kad yang sama boleh dipindahkan, langkah itu menyatakan lajur asal

    @id:double-scorpion-03 @refusal
    Senario: Dua 5♠ boleh diletakkan pada 6♠: perlu dinyatakan yang mana satu
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 10 hati, 5 spad
        lajur 2: 6 spad
        lajur 3: 9 kelawar, 5 spad
        lajur 14: 6 spad
        """
      Apabila 5 spad dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Dua kad 5 spad boleh dipindahkan: nyatakan lajur asalnya » dan tiada apa-apa yang berubah
      Apabila 5 spad dari lajur 3 dipindahkan ke lajur 2
      Maka papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 10 hati, 5 spad
        lajur 2: 6 spad, 5 spad
        lajur 3: 9 kelawar
        lajur 14: 6 spad
        """

    @id:double-scorpion-04
    Senario: Apabila hanya satu daripada dua salinan boleh dipindahkan, lajurnya tidak perlu dinyatakan
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 10 hati, 5 spad
        lajur 2: 5 spad, 6 spad
        """
      Apabila 5 spad dipindahkan ke lajur 2
      Maka papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 10 hati
        lajur 2: 5 spad, 6 spad, 5 spad
        """

    @id:double-scorpion-05
    Senario: Notasi menulis keempat belas lajur dan kad berganda
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 10 hati, 5 spad
        lajur 2: 6 spad
        lajur 3: 9 kelawar, 5 spad
        lajur 14: 6 spad
        """
      Apabila 5 spad dari lajur 1 dipindahkan ke lajur 14
      Maka papan menjadi:
        """
        simpanan: sudah diagihkan; tiada urutan dikeluarkan. lajur 1: 10 hati; lajur 2: 6 spad; lajur 3: 9 kelawar, 5 spad; lajur 4: kosong; lajur 5: kosong; lajur 6: kosong; lajur 7: kosong; lajur 8: kosong; lajur 9: kosong; lajur 10: kosong; lajur 11: kosong; lajur 12: kosong; lajur 13: kosong; lajur 14: 6 spad, 5 spad.
        """

  Peraturan: Seperti permainan tradisional, permainan dimenangi apabila setiap lajur ialah urutan lengkap atau kosong

    @id:double-scorpion-06 @refusal
    Senario: Lapan urutan dalam lapan lajur, enam lajur kosong: menang
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        lajur 2: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        lajur 3: K♥, Q♥, J♥, 10♥, 9♥, 8♥, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥
        lajur 4: K♥, Q♥, J♥, 10♥, 9♥, 8♥, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥
        lajur 5: K♦, Q♦, J♦, 10♦, 9♦, 8♦, 7♦, 6♦, 5♦, 4♦, 3♦, 2♦, A♦
        lajur 6: K♦, Q♦, J♦, 10♦, 9♦, 8♦, 7♦, 6♦, 5♦, 4♦, 3♦, 2♦, A♦
        lajur 7: K♣, Q♣, J♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣, A♣
        lajur 8: K♣, Q♣, J♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣
        lajur 9: As kelawar
        """
      Maka permainan menggunakan 104 kad daripada 2 dek, setiap kad sekali bagi setiap dek
      Apabila As kelawar dipindahkan ke lajur 8
      Maka langkah itu ditolak dengan mesej « Dua kad As kelawar boleh dipindahkan: nyatakan lajur asalnya » dan tiada apa-apa yang berubah
      Apabila As kelawar dari lajur 9 dipindahkan ke lajur 8
      Maka permainan dimenangi
      Dan tiada urutan yang dikeluarkan
      Dan lajur 9 kosong

  Peraturan: Dua salinan terbuka dalam lajur yang sama ialah dua langkah: langkah itu menyatakan kedudukan kad

    @id:double-scorpion-07
    Senario: Dua 7♥ dalam lajur 1: dua langkah berbeza ke 8♥, yang atas dimainkan
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9♣, 7♥, K♣, 7♥, 2♠
        lajur 2: 8♥
        """
      Maka 2 langkah sah membawa 7♥ ke lajur 2
      Apabila 7♥ dari lajur 1, kad 4, dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah 7♥, 2♠
      Dan langkah yang dimainkan ditulis « 7♥ dari lajur 1, kad 4, ke lajur 2 »
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9♣, 7♥, K♣
        lajur 2: 8♥, 7♥, 2♠
        """

    @id:double-scorpion-08
    Senario: 7♥ yang bawah membawa semua kad di atasnya, termasuk 7♥ yang satu lagi
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9♣, 7♥, K♣, 7♥, 2♠
        lajur 2: 8♥
        """
      Apabila 7♥ dari lajur 1, kad 2, dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah 7♥, K♣, 7♥, 2♠
      Dan langkah yang dimainkan ditulis « 7♥ dari lajur 1, kad 2, ke lajur 2 »
      Dan papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9♣
        lajur 2: 8♥, 7♥, K♣, 7♥, 2♠
        """

    @id:double-scorpion-09 @refusal
    Senario: Tanpa kedudukan kad, langkah itu ditolak; kedudukan yang salah juga
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup, kemudian 9♣, 7♥, K♣, 7♥, 2♠
        lajur 2: 8♥
        """
      Apabila 7♥ dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Dua kad 7 hati terbuka dalam lajur 1: nyatakan kedudukan kad yang dipindahkan, kad 3 atau kad 5 » dan tiada apa-apa yang berubah
      Apabila 7♥ dari lajur 1, kad 4, dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Kad 7 hati tidak terbuka di kedudukan 4 dalam lajurnya » dan tiada apa-apa yang berubah
      Apabila 7♥ dari lajur 1, kad 2, dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Kad 7 hati tidak terbuka di kedudukan 2 dalam lajurnya » dan tiada apa-apa yang berubah
      Apabila 7♥ dari lajur 1, kad 7, dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Kad 7 hati tidak terbuka di kedudukan 7 dalam lajurnya » dan tiada apa-apa yang berubah
      Apabila 7♥ dari lajur 1, kad 5, dipindahkan ke lajur 2
      Maka langkah yang dimainkan ditulis « 7♥ dari lajur 1, kad 5, ke lajur 2 »

    @id:double-scorpion-10
    Senario: 5♠ pertama yang ditemui tidak boleh dipindahkan, yang kedua dipindahkan tanpa perlu dinyatakan lajurnya
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 5♠, 8♦, 6♠
        lajur 2: 10♥, 5♠
        """
      Apabila 5♠ dipindahkan ke lajur 1
      Maka papan menjadi:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 5♠, 8♦, 6♠, 5♠
        lajur 2: 10♥
        """

  Peraturan: Seperti permainan tradisional, langkah yang kembali ke kedudukan yang sudah dilihat tidak berguna

    @id:double-scorpion-11
    Senario: As meninggalkan urutan lengkap lalu boleh kembali: kedudukan itu sudah dilihat, pemain kalah
      Dengan dua dek, As spad boleh meninggalkan urutan yang dilengkapkannya
      ke atas 2 spad yang lain, lalu kembali. Langkah kembali itu melengkapkan
      urutan, tetapi membawa semula kedudukan awal: ia bukan langkah berguna.

      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        lajur 2: 9♥, 2♠
        """
      Apabila As spad dipindahkan ke lajur 2
      Maka As spad boleh dipindahkan ke lajur 1
      Dan permainan berakhir dengan kekalahan

    @id:double-scorpion-12
    Senario: Satu-satunya langkah yang melengkapkan urutan membawa semula kedudukan yang sudah dilihat: kad simpanan boleh diagihkan
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: 6 kad tertutup
        tiada urutan dikeluarkan
        lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
        lajur 2: 9♥, 2♠
        """
      Apabila As spad dipindahkan ke lajur 2
      Maka As spad boleh dipindahkan ke lajur 1
      Dan kad simpanan boleh diagihkan

    @id:double-scorpion-13 @refusal
    Senario: Daripada dua 7♥ dalam satu lajur, hanya yang di atas melengkapkan urutan: langkah itu berguna, kad simpanan menunggu
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: 6 kad tertutup
        tiada urutan dikeluarkan
        lajur 1: 7♥, 9♣, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥
        lajur 2: K♥, Q♥, J♥, 10♥, 9♥, 8♥
        """
      Maka 2 langkah sah membawa 7♥ ke lajur 2
      Dan kad simpanan belum boleh diagihkan
      Apabila kad simpanan diagihkan
      Maka tindakan itu ditolak dengan mesej « Kad simpanan hanya diagihkan apabila tiada lagi langkah berguna » dan tiada apa-apa yang berubah

    @id:double-scorpion-14
    Senario: Daripada dua 7♥ dalam dua lajur, hanya yang di lajur 3 melengkapkan urutan: langkah itu berguna, kad simpanan menunggu
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: 6 kad tertutup
        tiada urutan dikeluarkan
        lajur 1: 9♣, 7♥
        lajur 2: K♥, Q♥, J♥, 10♥, 9♥, 8♥
        lajur 3: 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥
        """
      Maka 2 langkah sah membawa 7♥ ke lajur 2
      Dan kad simpanan belum boleh diagihkan

    @id:double-scorpion-15 @refusal
    Senario: Dua 7♥ bertindih: tanpa kedudukan, langkah itu ditolak; dengan kedudukan, kad itu dipindahkan
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 9♣, 7♥, 7♥
        lajur 2: 8♥
        """
      Apabila 7♥ dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Dua kad 7 hati terbuka dalam lajur 1: nyatakan kedudukan kad yang dipindahkan, kad 2 atau kad 3 » dan tiada apa-apa yang berubah
      Apabila 7♥ dari lajur 1, kad 3, dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah 7♥

    @id:double-scorpion-16 @refusal
    Senario: Kedua-dua 7♥ tertutup: langkah itu ditolak, hanya kad terbuka boleh dipindahkan
      Diberi papan berikut, dengan peraturan Scorpion Berganda:
        """
        simpanan: sudah diagihkan
        tiada urutan dikeluarkan
        lajur 1: 1 kad tertutup (7♥), kemudian 9♣
        lajur 2: 8♥
        lajur 3: 1 kad tertutup (7♥), kemudian 5♦
        """
      Apabila 7♥ dipindahkan ke lajur 2
      Maka langkah itu ditolak dengan mesej « Kad 7 hati tertutup: hanya kad terbuka boleh dipindahkan » dan tiada apa-apa yang berubah
