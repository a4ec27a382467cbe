import type { NamesCatalogue } from '../messages.js'

/** The names plugin's texts in German. */
const messages: NamesCatalogue = {
  'names.title': "Namen wählen",
  'names.feature': "Namen wählen",
  'names.intro': "Wähle den Namen, an den andere statt an deine Adresse senden können.",
  'names.field': "Name",
  'names.placeholder': "deinname{suffix}",
  'names.searching': "Namen werden gesucht",
  'names.list': "Namen",
  'names.taken': "Vergeben",
  'names.available': "Verfügbar",
  'names.tooShort': "Der Name muss mindestens {min} Zeichen lang sein",
  'names.tooLong': "Der Name darf höchstens {max} Zeichen lang sein",
  'names.characters': "Der Name darf nur Buchstaben, Ziffern und Bindestriche enthalten",
  'names.suggestionsFailed': "Fehler beim Abrufen der Namensvorschläge",
  'names.registerFailed': "Fehler beim Registrieren des Namens {name}",
  'names.invalidChainId': "Ungültige chainId",
  'names.waitingSignature': "Warten auf Signatur",
  'names.signPrompt': "Signiere die Nachricht in deiner Wallet, um diesen Namen zu registrieren.",
  'names.registering': "Wird registriert",
  'names.registeringText': "Dein Name wird registriert…",
  'names.registered': "Dieser Name gehört jetzt dir: Apps zeigen ihn statt deiner Adresse an.",
  'names.backToAccount': "Zurück zum Konto",
}

export default messages
