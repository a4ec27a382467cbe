import type { ReceiveCatalogue } from '../messages.js'

/** The receive plugin's texts in Spanish. */
const messages: ReceiveCatalogue = {
  'receive.title': "Recibir",
  'receive.feature': "Recibir",
  'receive.noAccount': "Ninguna cuenta conectada",
  'receive.qrLabel': "Código QR de tu dirección",
  'receive.copy': "Copiar dirección",
  'receive.networks': "Redes en las que puedes recibir",
  'receive.warningOne': "Envía activos a esta dirección solo en esta red: lo que se envíe en otra red puede perderse.",
  'receive.warningMany': "Envía activos a esta dirección solo en estas redes: lo que se envíe en otra red puede perderse.",
}

export default messages
