import type { ReceiveCatalogue } from '../messages.js'

/** The receive plugin's texts in Indonesian. */
const messages: ReceiveCatalogue = {
  'receive.title': "Terima",
  'receive.feature': "Terima",
  'receive.noAccount': "Tidak ada akun yang terhubung",
  'receive.qrLabel': "Kode QR alamat Anda",
  'receive.copy': "Salin alamat",
  'receive.networks': "Jaringan tempat Anda dapat menerima",
  'receive.warningOne': "Kirim aset ke alamat ini hanya di jaringan ini: apa pun yang dikirim di jaringan lain dapat hilang.",
  'receive.warningMany': "Kirim aset ke alamat ini hanya di jaringan-jaringan ini: apa pun yang dikirim di jaringan lain dapat hilang.",
}

export default messages
