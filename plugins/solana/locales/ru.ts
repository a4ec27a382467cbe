import type { SolanaCatalogue } from '../messages.js'

/** The Solana plugin's texts in Russian. */
const messages: SolanaCatalogue = {
  'solana.wallet': "Кошелёк",
  'solana.continueIn': "Продолжите в {wallet}",
  'solana.opensIn': "Эта страница откроется в браузере {wallet}, где кошелёк подключится.",
  'solana.open': "Открыть {wallet}",
  'solana.walletUnavailable': "Кошелёк недоступен",
  'solana.cannotOpen': "{wallet} не может открыть эту страницу здесь. Выберите другой способ подключения.",
  'solana.back': "Назад",
  'solana.approval.message': "Сообщение",
}

export default messages
