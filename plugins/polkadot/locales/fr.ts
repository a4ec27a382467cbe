import type { PolkadotCatalogue } from '../messages.js'

/** The Polkadot plugin's texts in French. */
const messages: PolkadotCatalogue = {
  'polkadot.chooseAccount': "Choisir un compte",
  'polkadot.accounts': "Comptes",
  'polkadot.shares': "{wallet} partage {count} comptes avec ce site. Choisissez celui à connecter.",
  'polkadot.sharesUnnamed': "Le portefeuille partage {count} comptes avec ce site. Choisissez celui à connecter.",
}

export default messages
