import type { HistoryCatalogue } from '../messages.js'

/** Activity's texts in German. */
const messages: HistoryCatalogue = {
  'history.tab': "Aktivität",
  'history.loadingActivity': "Aktivität wird geladen",
  'history.loadingTransactions': "Transaktionen werden geladen",
  'history.localNote': "Hier stehen nur die Transaktionen, die aus diesem Browser gesendet wurden.",
  'history.empty': "Noch keine Aktivität",
  'history.emptyLocal': "Transaktionen, die du von hier sendest, erscheinen hier.",
  'history.emptyAccount': "Dieses Konto hat keine Transaktionen in diesem Netzwerk.",
  'history.fetchFailed': "Transaktionen konnten nicht abgerufen werden",
  'history.tryAgain': "Erneut versuchen",
  'history.loadMore': "Mehr laden",
  'history.kind.sent': "Gesendet",
  'history.kind.received': "Empfangen",
  'history.kind.swap': "Tausch",
  'history.kind.minted': "Gemintet",
  'history.kind.bought': "Gekauft",
  'history.kind.call': "Vertragsaufruf",
  'history.status.pending': "Ausstehend",
  'history.status.confirmed': "Bestätigt",
  'history.status.failed': "Fehlgeschlagen",
  'history.from': "von {address}",
  'history.to': "an {address}",
  'history.viewOnExplorer': "Im Explorer ansehen",
}

export default messages
