import type { PolkadotCatalogue } from '../messages.js'

/** The Polkadot plugin's texts in Spanish. */
const messages: PolkadotCatalogue = {
  'polkadot.chooseAccount': "Elegir cuenta",
  'polkadot.accounts': "Cuentas",
  'polkadot.shares': "{wallet} comparte {count} cuentas con este sitio. Elige la que quieres conectar.",
  'polkadot.sharesUnnamed': "La billetera comparte {count} cuentas con este sitio. Elige la que quieres conectar.",
}

export default messages
