import type { SiwxCatalogue } from '../messages.js'

/** The sign-in plugin's texts in Indonesian. */
const messages: SiwxCatalogue = {
  'siwx.title': "Masuk",
  'siwx.needsConnect': "{name} perlu terhubung ke dompet Anda",
  'siwx.needsConnectUnnamed': "Aplikasi ini perlu terhubung ke dompet Anda",
  'siwx.required': "Tanda tangani pesan ini untuk membuktikan bahwa Anda pemilik dompet ini dan melanjutkan. Membatalkan akan memutus koneksi Anda.",
  'siwx.optional': "Tanda tangani pesan ini untuk membuktikan bahwa Anda pemilik dompet ini dan masuk.",
  'siwx.sign': "Tanda tangani",
  'siwx.signing': "Menandatangani…",
  'siwx.cancel': "Batal",
  'siwx.declined': "Tanda tangan ditolak",
  'siwx.otherAccount': "Pesan masuk menyebut akun lain",
  'siwx.refused': "Pemverifikasi menolak tanda tangan",
}

export default messages
