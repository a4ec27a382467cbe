import type { PolkadotCatalogue } from '../messages.js'

/** The Polkadot plugin's texts in Russian. */
const messages: PolkadotCatalogue = {
  'polkadot.chooseAccount': "Выберите аккаунт",
  'polkadot.accounts': "Аккаунты",
  'polkadot.shares': "{wallet} предоставляет этому сайту доступ к аккаунтам ({count}). Выберите аккаунт для подключения.",
  'polkadot.sharesUnnamed': "Кошелёк предоставляет этому сайту доступ к аккаунтам ({count}). Выберите аккаунт для подключения.",
}

export default messages
