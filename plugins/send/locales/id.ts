import type { SendCatalogue } from '../messages.js'

/** The send plugin's texts in Indonesian. */
const messages: SendCatalogue = {
  'send.title': "Kirim",
  'send.feature': "Kirim",
  'send.noAccount': "Tidak ada akun yang terhubung",
  'send.unsupportedChain': "Rantai tidak didukung",
  'send.token': "Token",
  'send.selectToken': "Pilih token",
  'send.amount': "Jumlah",
  'send.balance': "Saldo: {amount} {symbol}",
  'send.max': "Maks",
  'send.to': "Kepada",
  'send.receiverPlaceholder': "Alamat atau nama",
  'send.lookingUpName': "Mencari nama…",
  'send.fee': "Biaya jaringan: {fee}",
  'send.confirmInWallet': "Konfirmasi transfer di dompet Anda…",
  'send.waitingForNetwork': "Menunggu konfirmasi jaringan…",
  'send.sent': "Terkirim. Transaksi ",
  'send.viewOnExplorer': "Lihat di penjelajah",
  'send.submit': "Kirim",
  'send.amountAndReceiverRequired': "Jumlah dan alamat penerima wajib diisi",
  'send.tokenRequired': "Token wajib dipilih",
  'send.invalidAmount': "Masukkan jumlah yang valid",
  'send.insufficientBalance': "Saldo tidak cukup",
  'send.invalidReceiver': "Alamat tidak valid",
  'send.dust': "{symbol} tidak memiliki satuan yang lebih kecil dari {decimals} desimal",
  'send.connectorNotConnected': "Konektor tidak terhubung",
  'send.userRejected': "Pengguna menolak permintaan.",
  'send.timedOut': "Permintaan terlalu lama merespons",
}

export default messages
