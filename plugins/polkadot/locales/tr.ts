import type { PolkadotCatalogue } from '../messages.js'

/** The Polkadot plugin's texts in Turkish. */
const messages: PolkadotCatalogue = {
  'polkadot.chooseAccount': "Hesap Seç",
  'polkadot.accounts': "Hesaplar",
  'polkadot.shares': "{wallet} bu siteyle {count} hesap paylaşıyor. Bağlanacak olanı seçin.",
  'polkadot.sharesUnnamed': "Cüzdan bu siteyle {count} hesap paylaşıyor. Bağlanacak olanı seçin.",
}

export default messages
