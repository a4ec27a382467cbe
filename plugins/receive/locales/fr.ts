import type { ReceiveCatalogue } from '../messages.js'

/** The receive plugin's texts in French. */
const messages: ReceiveCatalogue = {
  'receive.title': "Recevoir",
  'receive.feature': "Recevoir",
  'receive.noAccount': "Aucun compte connecté",
  'receive.qrLabel': "Code QR de votre adresse",
  'receive.copy': "Copier l’adresse",
  'receive.networks': "Réseaux sur lesquels vous pouvez recevoir",
  'receive.warningOne': "N’envoyez des actifs à cette adresse que sur ce réseau : tout envoi sur un autre réseau peut être perdu.",
  'receive.warningMany': "N’envoyez des actifs à cette adresse que sur ces réseaux : tout envoi sur un autre réseau peut être perdu.",
}

export default messages
