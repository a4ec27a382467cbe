import type { WalletConnectCatalogue } from '../messages.js'

/** The WalletConnect plugin's texts in Indonesian. */
const messages: WalletConnectCatalogue = {
  'walletconnect.title': "WalletConnect",
  'walletconnect.qrLabel': "Kode QR untuk menghubungkan dompet dengan WalletConnect",
  'walletconnect.qrLabelWallet': "Kode QR untuk menghubungkan {wallet}",
  'walletconnect.continue': "Buka dan lanjutkan di aplikasi dompet",
  'walletconnect.scan': "Pindai kode dengan ponsel Anda, atau salin tautan ke dompet",
  'walletconnect.scanWallet': "Pindai kode dengan {wallet} di ponsel Anda",
  'walletconnect.acceptIn': "Terima permintaan koneksi di {wallet}",
  'walletconnect.preparing': "Menyiapkan tautan koneksi…",
  'walletconnect.creating': "Membuat tautan koneksi",
  'walletconnect.openWallet': "Buka {wallet}",
  'walletconnect.openDesktop': "Buka aplikasi desktop",
  'walletconnect.openWeb': "Buka aplikasi web",
  'walletconnect.copyLink': "Salin tautan",
  'walletconnect.linkCopied': "Tautan disalin",
  'walletconnect.copyUnavailable': "Penyalinan tidak tersedia di sini",
  'walletconnect.declined': "Koneksi ditolak",
  'walletconnect.declinedHint': "Koneksi dapat ditolak jika permintaan sebelumnya masih aktif",
  'walletconnect.failed': "Koneksi gagal",
  'walletconnect.tryAgain': "Coba lagi",
  'walletconnect.expired': "Tautan koneksi telah kedaluwarsa",
  'walletconnect.retryTooSoon': "Tunggu sebentar sebelum mencoba lagi",
  'walletconnect.unreachable': "Tidak dapat menjangkau WalletConnect. Periksa koneksi internet Anda dan coba lagi",
  'walletconnect.noSession': "Dompet tidak menyetujui sesi apa pun",
  'walletconnect.noAccount': "Dompet tidak membagikan akun {namespace}",
}

export default messages
