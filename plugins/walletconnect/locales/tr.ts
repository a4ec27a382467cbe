import type { WalletConnectCatalogue } from '../messages.js'

/** The WalletConnect plugin's texts in Turkish. */
const messages: WalletConnectCatalogue = {
  'walletconnect.title': "WalletConnect",
  'walletconnect.qrLabel': "WalletConnect ile cüzdan bağlamak için QR kodu",
  'walletconnect.qrLabelWallet': "{wallet} cüzdanını bağlamak için QR kodu",
  'walletconnect.continue': "Cüzdan uygulamasını açın ve orada devam edin",
  'walletconnect.scan': "Kodu telefonunuzla tarayın veya bağlantıyı kopyalayıp cüzdana yapıştırın",
  'walletconnect.scanWallet': "Kodu telefonunuzdaki {wallet} ile tarayın",
  'walletconnect.acceptIn': "{wallet} içindeki bağlantı isteğini kabul edin",
  'walletconnect.preparing': "Eşleştirme bağlantısı hazırlanıyor…",
  'walletconnect.creating': "Eşleştirme bağlantısı oluşturuluyor",
  'walletconnect.openWallet': "{wallet} uygulamasını aç",
  'walletconnect.openDesktop': "Masaüstü uygulamasını aç",
  'walletconnect.openWeb': "Web uygulamasını aç",
  'walletconnect.copyLink': "Bağlantıyı kopyala",
  'walletconnect.linkCopied': "Bağlantı kopyalandı",
  'walletconnect.copyUnavailable': "Burada kopyalama kullanılamıyor",
  'walletconnect.declined': "Bağlantı reddedildi",
  'walletconnect.declinedHint': "Önceki bir istek hâlâ etkinse bağlantı reddedilebilir",
  'walletconnect.failed': "Bağlantı başarısız",
  'walletconnect.tryAgain': "Tekrar dene",
  'walletconnect.expired': "Eşleştirme bağlantısının süresi doldu",
  'walletconnect.retryTooSoon': "Tekrar denemeden önce biraz bekleyin",
  'walletconnect.unreachable': "WalletConnect'e ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin",
  'walletconnect.noSession': "Cüzdan hiçbir oturumu onaylamadı",
  'walletconnect.noAccount': "Cüzdan bir {namespace} hesabı paylaşmadı",
}

export default messages
