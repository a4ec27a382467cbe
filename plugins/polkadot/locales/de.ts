import type { PolkadotCatalogue } from '../messages.js'

/** The Polkadot plugin's texts in German. */
const messages: PolkadotCatalogue = {
  'polkadot.chooseAccount': "Konto auswählen",
  'polkadot.accounts': "Konten",
  'polkadot.shares': "{wallet} teilt {count} Konten mit dieser Website. Wähle das Konto, das verbunden werden soll.",
  'polkadot.sharesUnnamed': "Die Wallet teilt {count} Konten mit dieser Website. Wähle das Konto, das verbunden werden soll.",
}

export default messages
