import type { PolkadotCatalogue } from '../messages.js'

/** The Polkadot plugin's texts in Indonesian. */
const messages: PolkadotCatalogue = {
  'polkadot.chooseAccount': "Pilih Akun",
  'polkadot.accounts': "Akun",
  'polkadot.shares': "{wallet} membagikan {count} akun dengan situs ini. Pilih akun yang akan dihubungkan.",
  'polkadot.sharesUnnamed': "Dompet membagikan {count} akun dengan situs ini. Pilih akun yang akan dihubungkan.",
}

export default messages
