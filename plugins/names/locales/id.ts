import type { NamesCatalogue } from '../messages.js'

/** The names plugin's texts in Indonesian. */
const messages: NamesCatalogue = {
  'names.title': "Pilih Nama",
  'names.feature': "Pilih nama",
  'names.intro': "Pilih nama yang bisa dipakai orang untuk mengirim kepada Anda, menggantikan alamat Anda.",
  'names.field': "Nama",
  'names.placeholder': "namaanda{suffix}",
  'names.searching': "Mencari nama",
  'names.list': "Nama",
  'names.taken': "Sudah dipakai",
  'names.available': "Tersedia",
  'names.tooShort': "Nama harus terdiri dari minimal {min} karakter",
  'names.tooLong': "Nama boleh terdiri dari maksimal {max} karakter",
  'names.characters': "Nama hanya boleh berisi huruf, angka, dan tanda hubung",
  'names.suggestionsFailed': "Gagal mengambil saran nama",
  'names.registerFailed': "Gagal mendaftarkan nama {name}",
  'names.invalidChainId': "chainId tidak valid",
  'names.waitingSignature': "Menunggu tanda tangan",
  'names.signPrompt': "Tanda tangani pesan di dompet Anda untuk mendaftarkan nama ini.",
  'names.registering': "Mendaftarkan",
  'names.registeringText': "Mendaftarkan nama Anda…",
  'names.registered': "Nama ini sekarang milik Anda: aplikasi menampilkannya sebagai ganti alamat Anda.",
  'names.backToAccount': "Kembali ke akun",
}

export default messages
