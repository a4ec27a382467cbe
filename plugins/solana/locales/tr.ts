import type { SolanaCatalogue } from '../messages.js'

/** The Solana plugin's texts in Turkish. */
const messages: SolanaCatalogue = {
  'solana.wallet': "Cüzdan",
  'solana.continueIn': "{wallet} içinde devam edin",
  'solana.opensIn': "Bu sayfa, cüzdanın bağlandığı {wallet} tarayıcısında açılır.",
  'solana.open': "{wallet} uygulamasını aç",
  'solana.walletUnavailable': "Cüzdan kullanılamıyor",
  'solana.cannotOpen': "{wallet} bu sayfayı burada açamıyor. Bağlanmak için başka bir yol seçin.",
  'solana.back': "Geri",
  'solana.approval.message': "Mesaj",
}

export default messages
