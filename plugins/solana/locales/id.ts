import type { SolanaCatalogue } from '../messages.js'

/** The Solana plugin's texts in Indonesian. */
const messages: SolanaCatalogue = {
  'solana.wallet': "Dompet",
  'solana.continueIn': "Lanjutkan di {wallet}",
  'solana.opensIn': "Halaman ini terbuka di browser {wallet}, tempat dompet terhubung.",
  'solana.open': "Buka {wallet}",
  'solana.walletUnavailable': "Dompet tidak tersedia",
  'solana.cannotOpen': "{wallet} tidak dapat membuka halaman ini di sini. Pilih cara lain untuk terhubung.",
  'solana.back': "Kembali",
  'solana.approval.message': "Pesan",
}

export default messages
