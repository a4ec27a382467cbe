import type { PayCatalogue } from '../messages.js'

/** The pay plugin's texts in Indonesian. */
const messages: PayCatalogue = {
  'pay.title': "Pembayaran",
  'pay.preparing': "Menyiapkan pembayaran…",
  'pay.connectToPay': "Hubungkan dompet untuk membayar",
  'pay.switching': "Mengganti jaringan: konfirmasi di dompet Anda…",
  'pay.signing': "Konfirmasi pembayaran di dompet Anda…",
  'pay.pending': "Menunggu konfirmasi jaringan…",
  'pay.to': "Penerima",
  'pay.amount': "Jumlah",
  'pay.network': "Jaringan",
  'pay.fee': "Biaya jaringan",
  'pay.estimating': "Memperkirakan…",
  'pay.connect': "Hubungkan Dompet",
  'pay.insufficient': "Saldo tidak cukup",
  'pay.buyWithCard': "Beli {symbol} dengan kartu",
  'pay.pay': "Bayar",
  'pay.paid': "Dibayar. Transaksi",
  'pay.transaction': "Transaksi",
  'pay.explorer': "Lihat di penjelajah blok",
  'pay.cancelled': "Pembayaran dibatalkan",
  'pay.notSwitched': "Dompet tidak beralih ke jaringan pembayaran",
  'pay.connectorNotConnected': "Konektor tidak terhubung",
  'pay.done': "Selesai",
  'pay.close': "Tutup",
}

export default messages
