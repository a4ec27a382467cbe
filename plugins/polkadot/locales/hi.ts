import type { PolkadotCatalogue } from '../messages.js'

/** The Polkadot plugin's texts in Hindi. */
const messages: PolkadotCatalogue = {
  'polkadot.chooseAccount': "खाता चुनें",
  'polkadot.accounts': "खाते",
  'polkadot.shares': "{wallet} इस साइट के साथ {count} खाते साझा करता है। कनेक्ट करने के लिए एक चुनें।",
  'polkadot.sharesUnnamed': "वॉलेट इस साइट के साथ {count} खाते साझा करता है। कनेक्ट करने के लिए एक चुनें।",
}

export default messages
