import type { RegistryCatalogue } from '../messages.js'

/** The registry plugin's texts in German. */
const messages: RegistryCatalogue = {
  'registry.title': "Alle Wallets",
  'registry.search': "Wallets suchen",
  'registry.searchPlaceholder': "Wallet suchen",
  'registry.list': "Alle Wallets",
  'registry.results': "Suchergebnisse",
  'registry.loading': "Wallets werden geladen",
  'registry.loadingMore': "Weitere Wallets werden geladen",
  'registry.noMatch': "Kein Wallet gefunden",
  'registry.noMatchHint': "Versuche es mit einem anderen Namen.",
  'registry.none': "Keine Wallets verfügbar",
  'registry.noneHint': "Das Wallet-Verzeichnis führt für diese Netzwerke kein Wallet.",
  'registry.loadFailed': "Wallets konnten nicht geladen werden",
  'registry.noAnswer': "Das Wallet-Verzeichnis hat nicht geantwortet.",
  'registry.requestFailed': "HTTP-Anfrage fehlgeschlagen",
  'registry.timedOut': "Die Anfrage hat zu lange gedauert",
  'registry.tryAgain': "Erneut versuchen",
}

export default messages
