import type { SolanaCatalogue } from '../messages.js'

/** The Solana plugin's texts in French. */
const messages: SolanaCatalogue = {
  'solana.wallet': "Portefeuille",
  'solana.continueIn': "Continuez dans {wallet}",
  'solana.opensIn': "Cette page s’ouvre dans le navigateur de {wallet}, où le portefeuille se connecte.",
  'solana.open': "Ouvrir {wallet}",
  'solana.walletUnavailable': "Portefeuille indisponible",
  'solana.cannotOpen': "{wallet} ne peut pas ouvrir cette page ici. Choisissez un autre moyen de vous connecter.",
  'solana.back': "Retour",
  'solana.approval.message': "Message",
}

export default messages
