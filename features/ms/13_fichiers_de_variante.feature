# language: ms
@variant_files
Fungsi: Fail variasi ialah sebahagian daripada buku peraturan
  Sesuatu variasi ialah fail data (TOML): susunannya, peraturannya, pemarkahannya dan
  sumbernya. Fail variasi yang salah (kunci yang tidak dikenali, susunan yang mustahil,
  tafsiran yang bercanggah dengan yang lain, sumber yang tiada) ditolak semasa dimuatkan
  dengan mesej yang menyatakan apa yang perlu dibetulkan, dalam bahasa pembacanya: buku
  peraturan menyemaknya sebagaimana ia menyemak langkah.

  Peraturan: Fail variasi yang salah ditolak dengan mesej yang menyatakan apa yang perlu dibetulkan

    @id:variant-files-01 @refusal
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: kunci tidak dikenali « bild » »

    @id:variant-files-02 @refusal
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: « build » tidak boleh bernilai « diagonal » (pilihan: same-suit, any-suit) »

    @id:variant-files-03 @refusal
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: susunan mengagihkan 59 kad tetapi 1 dek mengandungi 52 »

    @id:variant-files-04 @refusal
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: kad paling atas lajur 1 akan tertutup »

    @id:variant-files-05 @refusal
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: « reserve_targets » menamakan lajur yang tidak wujud »

    @id:variant-files-06 @refusal
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: urutan yang kekal di papan tidak akan dapat dikeluarkan kesemuanya »

    @id:variant-files-07 @refusal
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: kad simpanan yang boleh dimainkan tidak pernah diagihkan, jadi tiada masa pengagihan »

    @id:variant-files-08 @refusal
    Senario: Fail variasi tanpa sumbernya ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      empty_column = "any"
      """
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: [source] mestilah memberi tafsiran (« reading »): dari mana peraturan ini datang »

    @id:variant-files-10 @refusal
    Senario: Kunci yang tidak dikenali di luar mana-mana jadual juga ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"
      colour = "red"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: kunci tidak dikenali « colour » »

    @id:variant-files-11 @refusal
    Senario: Bahagian fail yang mesti berupa jadual ditolak jika bukan jadual
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"
      rules = "any-suit"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: « rules » mestilah jadual »

    @id:variant-files-12 @refusal
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: « face_down » mestilah senarai nombor bulat »

    @id:variant-files-13 @refusal
    Senario: Variasi tanpa nama ditolak
      Diberi fail variasi berikut:
      """
      name = ""
      inherits = "classique"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka memuatkannya ditolak dengan mesej « Fail variasi ?: « name » tidak diberikan »

    @id:variant-files-14 @refusal
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: kunci tidak dikenali « rows » »

    @id:variant-files-15 @refusal
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: « decks » mestilah nombor bulat »

    @id:variant-files-16 @refusal
    Senario: Kedalaman buat asal yang bukan nombor dan bukan « unlimited » ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [rules]
      undo_depth = "forever"

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: « undo_depth » mestilah nombor bulat atau « unlimited » »

    @id:variant-files-17 @refusal
    Senario: Pemarkahan yang bukan jadual ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"
      scoring = 5

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: « scoring » mestilah jadual »

    @id:variant-files-18 @refusal
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: sekurang-kurangnya satu dek kad diperlukan »

    @id:variant-files-19 @refusal
    Senario: Simpanan yang lebih besar daripada lajur destinasinya ditolak
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: simpanan mempunyai lebih banyak kad daripada lajur dalam « reserve_targets » »

    @id:variant-files-20 @refusal
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
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: « turn_up » mestilah bilangan mata dalam nombor bulat »

    @id:variant-files-21 @refusal
    Senario: Susun atur yang bukan jadual ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"
      layout = 7

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: « layout » mestilah jadual »

    @id:variant-files-22 @refusal
    Senario: Aplikasi yang dinyatakan di luar senarai ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [source]
      offered_by = "cards4"
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: « offered_by » mestilah senarai nama »

    @id:variant-files-24 @refusal
    Senario: Kad tertutup yang diberi untuk lajur yang lebih sedikit ditolak
      Diberi fail variasi berikut:
      """
      name = "mon-scorpion"
      inherits = "classique"

      [layout]
      face_down = [3, 3, 3]

      [source]
      reading = "Wasp's empty columns on the Classique deal."
      """
      Maka memuatkannya ditolak dengan mesej « Fail variasi mon-scorpion.toml: « columns » dan « face_down » mestilah menyenaraikan bilangan lajur yang sama »

  Peraturan: Fail variasi yang betul dimuatkan tanpa kod

    @id:variant-files-09
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
      Maka memuatkannya diterima

    @id:variant-files-23
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
      Maka memuatkannya diterima
