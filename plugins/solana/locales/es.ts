import type { SolanaCatalogue } from '../messages.js'

/** The Solana plugin's texts in Spanish. */
const messages: SolanaCatalogue = {
  'solana.wallet': "Billetera",
  'solana.continueIn': "Continúa en {wallet}",
  'solana.opensIn': "Esta página se abre en el navegador de {wallet}, donde se conecta la billetera.",
  'solana.open': "Abrir {wallet}",
  'solana.walletUnavailable': "Billetera no disponible",
  'solana.cannotOpen': "{wallet} no puede abrir esta página aquí. Elige otra forma de conectarte.",
  'solana.back': "Atrás",
  'solana.approval.message': "Mensaje",
}

export default messages
