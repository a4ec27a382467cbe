import type { HistoryCatalogue } from '../messages.js'

/** Activity's texts in Indonesian. */
const messages: HistoryCatalogue = {
  'history.tab': "Aktivitas",
  'history.loadingActivity': "Memuat aktivitas",
  'history.loadingTransactions': "Memuat transaksi",
  'history.localNote': "Hanya transaksi yang dikirim dari browser ini yang tercantum di sini.",
  'history.empty': "Belum ada aktivitas",
  'history.emptyLocal': "Transaksi yang Anda kirim dari sini akan muncul di sini.",
  'history.emptyAccount': "Akun ini tidak memiliki transaksi di jaringan ini.",
  'history.fetchFailed': "Gagal mengambil transaksi",
  'history.tryAgain': "Coba lagi",
  'history.loadMore': "Muat lebih banyak",
  'history.kind.sent': "Terkirim",
  'history.kind.received': "Diterima",
  'history.kind.swap': "Tukar",
  'history.kind.minted': "Dicetak",
  'history.kind.bought': "Dibeli",
  'history.kind.call': "Panggilan kontrak",
  'history.status.pending': "Tertunda",
  'history.status.confirmed': "Terkonfirmasi",
  'history.status.failed': "Gagal",
  'history.from': "dari {address}",
  'history.to': "ke {address}",
  'history.viewOnExplorer': "Lihat di penjelajah",
}

export default messages
