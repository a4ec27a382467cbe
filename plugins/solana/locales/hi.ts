import type { SolanaCatalogue } from '../messages.js'

/** The Solana plugin's texts in Hindi. */
const messages: SolanaCatalogue = {
  'solana.wallet': "वॉलेट",
  'solana.continueIn': "{wallet} में जारी रखें",
  'solana.opensIn': "यह पेज {wallet} के ब्राउज़र में खुलता है, जहाँ वॉलेट कनेक्ट होता है।",
  'solana.open': "{wallet} खोलें",
  'solana.walletUnavailable': "वॉलेट उपलब्ध नहीं",
  'solana.cannotOpen': "{wallet} यह पेज यहाँ नहीं खोल सकता। कनेक्ट करने का कोई दूसरा तरीका चुनें।",
  'solana.back': "वापस",
  'solana.approval.message': "संदेश",
}

export default messages
