import type { RegistryCatalogue } from '../messages.js'

/** The registry plugin's texts in Indonesian. */
const messages: RegistryCatalogue = {
  'registry.title': "Semua Dompet",
  'registry.search': "Cari dompet",
  'registry.searchPlaceholder': "Cari dompet",
  'registry.list': "Semua dompet",
  'registry.results': "Hasil pencarian",
  'registry.loading': "Memuat dompet",
  'registry.loadingMore': "Memuat dompet lainnya",
  'registry.noMatch': "Dompet tidak ditemukan",
  'registry.noMatchHint': "Coba nama lain.",
  'registry.none': "Tidak ada dompet yang tersedia",
  'registry.noneHint': "Registri dompet tidak mencantumkan dompet untuk jaringan ini.",
  'registry.loadFailed': "Tidak dapat memuat dompet",
  'registry.noAnswer': "Registri dompet tidak merespons.",
  'registry.requestFailed': "Permintaan HTTP gagal",
  'registry.timedOut': "Permintaan terlalu lama untuk direspons",
  'registry.tryAgain': "Coba lagi",
}

export default messages
