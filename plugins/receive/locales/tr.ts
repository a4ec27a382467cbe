import type { ReceiveCatalogue } from '../messages.js'

/** The receive plugin's texts in Turkish. */
const messages: ReceiveCatalogue = {
  'receive.title': "Al",
  'receive.feature': "Al",
  'receive.noAccount': "Bağlı hesap yok",
  'receive.qrLabel': "Adresinizin QR kodu",
  'receive.copy': "Adresi kopyala",
  'receive.networks': "Alabileceğiniz ağlar",
  'receive.warningOne': "Bu adrese varlıkları yalnızca bu ağda gönderin: başka bir ağda gönderilenler kaybolabilir.",
  'receive.warningMany': "Bu adrese varlıkları yalnızca bu ağlarda gönderin: başka bir ağda gönderilenler kaybolabilir.",
}

export default messages
