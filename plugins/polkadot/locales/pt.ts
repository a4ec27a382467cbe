import type { PolkadotCatalogue } from '../messages.js'

/** The Polkadot plugin's texts in Portuguese. */
const messages: PolkadotCatalogue = {
  'polkadot.chooseAccount': "Escolher conta",
  'polkadot.accounts': "Contas",
  'polkadot.shares': "{wallet} compartilha {count} contas com este site. Escolha a que deseja conectar.",
  'polkadot.sharesUnnamed': "A carteira compartilha {count} contas com este site. Escolha a que deseja conectar.",
}

export default messages
