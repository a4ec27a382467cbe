import type { WalletConnectCatalogue } from '../messages.js'

/** The WalletConnect plugin's texts in German. */
const messages: WalletConnectCatalogue = {
  'walletconnect.title': "WalletConnect",
  'walletconnect.qrLabel': "QR-Code zum Verbinden eines Wallets mit WalletConnect",
  'walletconnect.qrLabelWallet': "QR-Code zum Verbinden mit {wallet}",
  'walletconnect.continue': "Öffne die Wallet-App und fahre dort fort",
  'walletconnect.scan': "Scanne den Code mit deinem Smartphone oder kopiere den Link ins Wallet",
  'walletconnect.scanWallet': "Scanne den Code mit {wallet} auf deinem Smartphone",
  'walletconnect.acceptIn': "Bestätige die Verbindungsanfrage in {wallet}",
  'walletconnect.preparing': "Verbindungslink wird vorbereitet…",
  'walletconnect.creating': "Verbindungslink wird erstellt",
  'walletconnect.openWallet': "{wallet} öffnen",
  'walletconnect.openDesktop': "Desktop-App öffnen",
  'walletconnect.openWeb': "Web-App öffnen",
  'walletconnect.copyLink': "Link kopieren",
  'walletconnect.linkCopied': "Link kopiert",
  'walletconnect.copyUnavailable': "Kopieren ist hier nicht möglich",
  'walletconnect.declined': "Verbindung abgelehnt",
  'walletconnect.declinedHint': "Die Verbindung kann abgelehnt werden, wenn eine frühere Anfrage noch aktiv ist",
  'walletconnect.failed': "Verbindung fehlgeschlagen",
  'walletconnect.tryAgain': "Erneut versuchen",
  'walletconnect.expired': "Der Verbindungslink ist abgelaufen",
  'walletconnect.retryTooSoon': "Warte einen Moment, bevor du es erneut versuchst",
  'walletconnect.unreachable': "WalletConnect ist nicht erreichbar. Prüfe die Verbindung und versuche es erneut",
  'walletconnect.noSession': "Das Wallet hat keine Sitzung bestätigt",
  'walletconnect.noAccount': "Das Wallet hat kein {namespace}-Konto freigegeben",
}

export default messages
