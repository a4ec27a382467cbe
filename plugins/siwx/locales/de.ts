import type { SiwxCatalogue } from '../messages.js'

/** The sign-in plugin's texts in German. */
const messages: SiwxCatalogue = {
  'siwx.title': "Anmelden",
  'siwx.needsConnect': "{name} möchte sich mit deiner Wallet verbinden",
  'siwx.needsConnectUnnamed': "Diese App möchte sich mit deiner Wallet verbinden",
  'siwx.required': "Signiere diese Nachricht, um zu bestätigen, dass dir diese Wallet gehört, und fortzufahren. Wenn du abbrichst, wird die Verbindung getrennt.",
  'siwx.optional': "Signiere diese Nachricht, um zu bestätigen, dass dir diese Wallet gehört, und dich anzumelden.",
  'siwx.sign': "Signieren",
  'siwx.signing': "Wird signiert…",
  'siwx.cancel': "Abbrechen",
  'siwx.declined': "Signatur abgelehnt",
  'siwx.otherAccount': "Die Anmeldenachricht nennt ein anderes Konto",
  'siwx.refused': "Der Prüfdienst hat die Signatur abgelehnt",
}

export default messages
