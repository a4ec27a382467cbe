import type { SolanaCatalogue } from '../messages.js'

/** The Solana plugin's texts in Portuguese. */
const messages: SolanaCatalogue = {
  'solana.wallet': "Carteira",
  'solana.continueIn': "Continue em {wallet}",
  'solana.opensIn': "Esta página abre no navegador da {wallet}, onde a carteira se conecta.",
  'solana.open': "Abrir {wallet}",
  'solana.walletUnavailable': "Carteira indisponível",
  'solana.cannotOpen': "{wallet} não consegue abrir esta página aqui. Escolha outra forma de conectar.",
  'solana.back': "Voltar",
  'solana.approval.message': "Mensagem",
}

export default messages
