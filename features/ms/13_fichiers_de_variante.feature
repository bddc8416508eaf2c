# language: ms
@variant_files
Fungsi: Fail variasi ialah sebahagian daripada buku peraturan
  Sesuatu variasi ialah fail data (TOML): susunannya, peraturannya, pemarkahannya dan
  sumbernya. Fail variasi yang salah (kunci yang tidak dikenali, susunan yang mustahil,
  tafsiran yang bercanggah dengan yang lain, sumber yang tiada) ditolak semasa dimuatkan
  dengan mesej yang menyatakan apa yang perlu dibetulkan, dalam bahasa pembacanya: buku
  peraturan menyemaknya sebagaimana ia menyemak langkah.

  Peraturan: Fail variasi yang salah ditolak dengan mesej yang menyatakan apa yang perlu dibetulkan

    @id:variant-files-01 @rulebook @refusal
    Senario: Kunci yang tidak dikenali (salah taip) ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      bild = "any-suit"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: kunci tidak dikenali « bild » »

    @id:variant-files-02 @rulebook @refusal
    Senario: Nilai yang tidak dikenali oleh mana-mana peraturan ditolak, berserta pilihan yang ada
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      build = "diagonal"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: « build » tidak boleh bernilai « diagonal » (pilihan: same-suit, any-suit) »

    @id:variant-files-03 @rulebook @refusal
    Senario: Susunan yang tidak mengagihkan seluruh dek adalah mustahil
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      columns = [7, 7, 7, 7, 7, 7, 7, 7]
      face_down = [3, 3, 3, 3, 0, 0, 0, 0]

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: susunan mengagihkan 59 kad, tetapi permainan ini dimainkan dengan 52 kad (1 × 52) »

    @id:variant-files-04 @rulebook @refusal
    Senario: Lajur yang semua kadnya tertutup tiada kad terbuka: ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      face_down = [7, 3, 3, 3, 0, 0, 0]

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: kad paling atas lajur 1 akan tertutup »

    @id:variant-files-05 @rulebook @refusal
    Senario: Simpanan hanya boleh diagihkan ke lajur yang wujud
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      reserve_targets = [1, 2, 9]

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: « reserve_targets » merujuk lajur yang tidak wujud »

    @id:variant-files-06 @rulebook @refusal
    Senario: Urutan yang kekal di papan bercanggah dengan kemenangan « semua urutan dikeluarkan »
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      suites = "stay"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: urutan yang kekal di papan tidak akan dapat dikeluarkan kesemuanya »

    @id:variant-files-07 @rulebook @refusal
    Senario: Simpanan yang dimainkan satu demi satu tiada masa pengagihan
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      reserve = "playable"
      reserve_timing = "when-stuck"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: kad simpanan yang boleh dimainkan tidak pernah diagihkan, jadi tiada masa pengagihan »

    @id:variant-files-08 @rulebook @refusal
    Senario: Fail variasi tanpa sumbernya ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      empty_column = "any"
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: [source] mestilah memberikan tafsiran (« reading »): asal usul peraturan ini »

    @id:variant-files-10 @rulebook @refusal
    Senario: Kunci yang tidak dikenali di luar mana-mana jadual juga ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"
      colour = "red"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: kunci tidak dikenali « colour » »

    @id:variant-files-11 @rulebook @refusal
    Senario: Bahagian fail yang mesti berupa jadual ditolak jika bukan jadual
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"
      rules = "any-suit"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: « rules » mestilah jadual »

    @id:variant-files-12 @rulebook @refusal
    Senario: Bilangan kad yang negatif ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      face_down = [-1, 3, 3, 3, 0, 0, 0]

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: « face_down » mestilah senarai nombor bulat bukan negatif »

    @id:variant-files-13 @rulebook @refusal
    Senario: Variasi tanpa nama ditolak
      Diberi fail variasi berikut:
      """
      name = ""
      inherits = "classique"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi ?: « name » tidak diberikan »

    @id:variant-files-14 @rulebook @refusal
    Senario: Kunci yang tidak dikenali dalam susunan ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      rows = 7

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: kunci tidak dikenali « rows » »

    @id:variant-files-15 @rulebook @refusal
    Senario: Bilangan dek yang ditulis dengan huruf ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      decks = "two"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: « decks » mestilah nombor bulat »

    @id:variant-files-16 @rulebook @refusal
    Senario: Had buat asal yang bukan nombor dan bukan « unlimited » ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      undo_depth = "forever"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: « undo_depth » mestilah nombor bulat atau « unlimited » »

    @id:variant-files-17 @rulebook @refusal
    Senario: Pemarkahan yang bukan jadual ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"
      scoring = 5

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: « scoring » mestilah jadual »

    @id:variant-files-18 @rulebook @refusal
    Senario: Peraturan tanpa sebarang dek kad ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      decks = 0

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: sekurang-kurangnya satu dek kad diperlukan »

    @id:variant-files-19 @rulebook @refusal
    Senario: Simpanan yang kadnya lebih banyak daripada lajur sasarannya ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      columns = [7, 7, 7, 7, 7, 7, 6]
      reserve = 4

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: simpanan mempunyai lebih banyak kad daripada lajur dalam « reserve_targets » »

    @id:variant-files-20 @rulebook @refusal
    Senario: Mata yang bukan nombor bulat ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [scoring]
      turn_up = 1.5

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: « turn_up » mestilah bilangan mata dalam nombor bulat »

    @id:variant-files-21 @rulebook @refusal
    Senario: Susunan yang bukan jadual ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"
      layout = 7

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: « layout » mestilah jadual »

    @id:variant-files-22 @rulebook @refusal
    Senario: Aplikasi yang tidak diberikan dalam bentuk senarai ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [source]
      offered_by = "cards4"
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: « offered_by » mestilah senarai nama »

    @id:variant-files-24 @rulebook @refusal
    Senario: Bilangan kad tertutup yang diberikan untuk kurang lajur daripada yang ada ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      face_down = [3, 3, 3]

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: « columns » dan « face_down » mestilah menyenaraikan bilangan lajur yang sama »

    @id:variant-files-29 @rulebook @refusal
    Senario: Fail yang tidak dapat dibaca sebagai TOML (nilai tanpa tanda petik) ditolak, berserta nombor baris dan kedudukan aksaranya
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = classique
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi ?: tidak dapat dibaca: TOML tidak sah pada baris 2, aksara 12 »

    @id:variant-files-36 @rulebook @refusal
    Senario: Fail yang terputus di tengah-tengah nilai ditolak: teksnya berakhir terlalu awal
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      title =
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi ?: tidak dapat dibaca: TOML tidak sah, teks berakhir terlalu awal »

    @id:variant-files-31 @rulebook @refusal
    Senario: Teks sumber yang bukan nama fail ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [source]
      seeds = [3]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « Fail variasi mon-scorpion.toml: « seeds » mestilah senarai nama »

    @id:variant-files-33 @rulebook @refusal
    Kerangka Senario: Setiap bahagian fail diperiksa: <kesalahan>
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = <induk>
      <baris>
      """
      Maka fail itu ditolak semasa dimuatkan, dengan mesej « <mesej> »

      Contoh:
        | kesalahan                              | induk          | baris                                                | mesej                                                                     |
        | tajuk yang bukan jadual                | "classique"    | title = "Mon Scorpion"                               | Fail variasi mon-scorpion.toml: « title » mestilah jadual                 |
        | kunci tidak dikenali dalam pemarkahan  | "classique"    | scoring = { bonus = 5 }                              | Fail variasi mon-scorpion.toml: kunci tidak dikenali « bonus »            |
        | sumber yang bukan jadual               | "classique"    | source = "Wasp"                                      | Fail variasi mon-scorpion.toml: « source » mestilah jadual                |
        | kunci tidak dikenali dalam sumber      | "classique"    | source = { reading = "Wasp", url = "wasp.example" }  | Fail variasi mon-scorpion.toml: kunci tidak dikenali « url »              |
        | variasi yang mewarisi dirinya sendiri  | "mon-scorpion" | source = { reading = "Wasp" }                        | Fail variasi mon-scorpion.toml: « inherits » mestilah menamakan variasi lain |

  Peraturan: Fail variasi yang betul dimuatkan tanpa kod

    @id:variant-files-09 @rulebook
    Senario: Fail yang sama, berserta sumbernya, diterima
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      empty_column = "any"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu berjaya dimuatkan

    @id:variant-files-23 @rulebook
    Senario: Peraturan tanpa simpanan (sifar kad) diterima
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      columns = [8, 8, 8, 7, 7, 7, 7]
      reserve = 0

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka fail itu berjaya dimuatkan

    @id:variant-files-34 @rulebook
    Senario: Kad simpanan yang diagihkan ke tiga lajur terakhir diterima
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      reserve_targets = [5, 6, 7]

      [source]
      reading = "The Classique reserve dealt onto the last three columns."
      """
      Maka fail itu berjaya dimuatkan

  Peraturan: Fail variasi boleh dimainkan: buku peraturan menyusun papan mengikut peraturannya

    @id:variant-files-25
    Senario: Membentuk semula urutan yang sudah pernah dibentuk tidak berguna; selepas dibuat asal, ia menjadi baharu semula
      Diberi fail variasi berikut:
      """
      name = "ouvert-toutes-couleurs"
      inherits = "scorpion-ouvert"

      [rules]
      build = "any-suit"

      [source]
      reading = "Open Scorpion building on any suit, so a suite can be broken and formed again."
      """
      Dan papan berikut, mengikut peraturan fail variasi ini:
      """
      simpanan: 3 kad tertutup
      tiada urutan dikeluarkan
      lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
      lajur 2: 4 hati, As spad
      """
      Maka kad simpanan belum boleh diagihkan
      Apabila As spad dipindahkan ke lajur 1
      Dan 3 spad dipindahkan ke lajur 2
      Maka kad simpanan boleh diagihkan
      Apabila 3 spad dipindahkan ke lajur 1
      Dan langkah terakhir dibuat asal
      Maka kad simpanan boleh diagihkan
      Apabila 2 langkah terakhir dibuat asal
      Maka kad simpanan belum boleh diagihkan

    @id:variant-files-26
    Senario: Apabila urutan dikumpulkan di mana-mana sahaja ia berada, langkah yang menyebabkannya dikumpulkan ialah langkah berguna
      Diberi fail variasi berikut:
      """
      name = "traditionnel-recueilli"
      inherits = "traditionnel"

      [rules]
      suites = "remove-anywhere"

      [source]
      reading = "Traditional rules collecting a complete suite wherever it lies at the top of a column."
      """
      Dan papan berikut, mengikut peraturan fail variasi ini:
      """
      simpanan: 3 kad tertutup
      tiada urutan dikeluarkan
      lajur 1: 9 kelawar, 5 hati
      lajur 2: 6 hati
      lajur 3: 10 wajik
      lajur 4: 4 kelawar
      lajur 5: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
      lajur 6: 7 wajik
      lajur 7: 2 hati
      """
      Maka kad simpanan belum boleh diagihkan
      Apabila 5 hati dipindahkan ke lajur 2
      Maka urutan spad dikeluarkan
      Dan kad simpanan boleh diagihkan

    @id:variant-files-27
    Senario: Apabila kad yang diasingkan dimainkan satu demi satu, kad yang melengkapkan urutan ialah langkah berguna
      Diberi fail variasi berikut:
      """
      name = "souris-utiles"
      inherits = "three-blind-mice"

      [rules]
      end = "no-useful-move"

      [source]
      reading = "Three Blind Mice ending when no useful move remains, as the traditional rules do."
      """
      Dan papan berikut, mengikut peraturan fail variasi ini:
      """
      simpanan: 2 kad terbuka (As spad, 9 hati)
      tiada urutan dikeluarkan
      lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠
      lajur 2: 4 kelawar
      """
      Maka permainan tidak berakhir dengan kekalahan
      Apabila As spad dari simpanan dipindahkan ke lajur 1
      Maka urutan spad dikeluarkan
      Dan permainan berakhir dengan kekalahan

    @id:variant-files-28
    Senario: Membentuk semula urutan dalam kedudukan yang belum pernah dilihat ialah langkah berguna, walaupun lajurnya pernah memegang urutan itu
      Diberi fail variasi berikut:
      """
      name = "ouvert-toutes-couleurs"
      inherits = "scorpion-ouvert"

      [rules]
      build = "any-suit"

      [source]
      reading = "Open Scorpion building on any suit, so a suite can be broken and formed again."
      """
      Dan papan berikut, mengikut peraturan fail variasi ini:
      """
      simpanan: 3 kad tertutup
      tiada urutan dikeluarkan
      lajur 1: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠
      lajur 2: 4 hati
      lajur 3: 10 wajik
      lajur 4: 9 kelawar
      """
      Apabila 3 spad dipindahkan ke lajur 2
      Dan 9 kelawar dipindahkan ke lajur 3
      Maka kad simpanan belum boleh diagihkan

    @id:variant-files-30
    Senario: Apabila seluruh lajur tidak boleh dipindahkan ke lajur kosong, kad yang diasingkan masih boleh dipindahkan ke sana
      Diberi fail variasi berikut:
      """
      name = "souris-colonnes"
      inherits = "three-blind-mice"

      [rules]
      empty_column = "king-led-not-whole-column"

      [source]
      reading = "Three Blind Mice where a whole column led by a King may not move to an empty column."
      """
      Dan papan berikut, mengikut peraturan fail variasi ini:
      """
      simpanan: 2 kad terbuka (5 hati, Raja kelawar)
      tiada urutan dikeluarkan
      lajur 1: 9 spad, 6 hati
      lajur 2: kosong
      lajur 3: Raja wajik
      """
      Maka 5 hati boleh dipindahkan ke lajur 1
      Dan Raja kelawar boleh dipindahkan ke lajur 2
      Dan Raja wajik tidak boleh dipindahkan ke lajur 2

    @id:variant-files-32
    Senario: Dengan dua dek, daripada dua Raja dalam satu lajur hanya yang di atas boleh dipindahkan ke lajur kosong
      Diberi fail variasi berikut:
      """
      name = "double-colonnes"
      inherits = "double-scorpion"

      [rules]
      empty_column = "king-led-not-whole-column"

      [source]
      reading = "Double Scorpion where a whole column led by a King may not move to an empty column."
      """
      Dan papan berikut, mengikut peraturan fail variasi ini:
      """
      simpanan: sudah diagihkan
      tiada urutan dikeluarkan
      lajur 1: K♣, 5♦, K♣, Q♣
      lajur 2: kosong
      """
      Maka Raja kelawar boleh dipindahkan ke lajur 2
      Apabila Raja kelawar dipindahkan ke lajur 2
      Maka kad yang dipindahkan ialah K♣, Q♣

    @id:variant-files-35 @rulebook
    Senario: Agihan bagi fail variasi mematuhi susunannya: tiga lajur lapan kad, empat lajur tujuh kad
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      columns = [8, 8, 8, 7, 7, 7, 7]
      reserve = 0

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Dan agihan nombor 1, mengikut peraturan fail variasi ini
      Maka lajur 1 mengandungi 3 kad tertutup dan 5 kad terbuka
      Dan lajur 4 mengandungi 3 kad tertutup dan 4 kad terbuka
      Dan lajur 5 mengandungi 0 kad tertutup dan 7 kad terbuka
      Dan permainan menggunakan 52 kad daripada satu dek, setiap satu sekali
