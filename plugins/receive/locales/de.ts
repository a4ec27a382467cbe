import type { ReceiveCatalogue } from '../messages.js'

/** The receive plugin's texts in German. */
const messages: ReceiveCatalogue = {
  'receive.title': "Empfangen",
  'receive.feature': "Empfangen",
  'receive.noAccount': "Kein Konto verbunden",
  'receive.qrLabel': "QR-Code deiner Adresse",
  'receive.copy': "Adresse kopieren",
  'receive.networks': "Netzwerke, auf denen du empfangen kannst",
  'receive.warningOne': "Sende Assets an diese Adresse nur in diesem Netzwerk: Was in einem anderen Netzwerk gesendet wird, kann verloren gehen.",
  'receive.warningMany': "Sende Assets an diese Adresse nur in diesen Netzwerken: Was in einem anderen Netzwerk gesendet wird, kann verloren gehen.",
}

export default messages
