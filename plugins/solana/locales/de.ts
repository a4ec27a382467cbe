import type { SolanaCatalogue } from '../messages.js'

/** The Solana plugin's texts in German. */
const messages: SolanaCatalogue = {
  'solana.wallet': "Wallet",
  'solana.continueIn': "Weiter in {wallet}",
  'solana.opensIn': "Diese Seite öffnet sich im Browser von {wallet}, wo sich die Wallet verbindet.",
  'solana.open': "{wallet} öffnen",
  'solana.walletUnavailable': "Wallet nicht verfügbar",
  'solana.cannotOpen': "{wallet} kann diese Seite hier nicht öffnen. Wähle eine andere Verbindungsmöglichkeit.",
  'solana.back': "Zurück",
  'solana.approval.message': "Nachricht",
}

export default messages
