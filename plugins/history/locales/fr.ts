import type { HistoryCatalogue } from '../messages.js'

/** Activity's texts in French. */
const messages: HistoryCatalogue = {
  'history.tab': "Activité",
  'history.loadingActivity': "Chargement de l’activité",
  'history.loadingTransactions': "Chargement des transactions",
  'history.localNote': "Seules les transactions envoyées depuis ce navigateur sont listées ici.",
  'history.empty': "Aucune activité pour l’instant",
  'history.emptyLocal': "Les transactions que vous envoyez d’ici apparaîtront ici.",
  'history.emptyAccount': "Ce compte n’a aucune transaction sur ce réseau.",
  'history.fetchFailed': "Impossible de récupérer les transactions",
  'history.tryAgain': "Réessayer",
  'history.loadMore': "Charger plus",
  'history.kind.sent': "Envoyé",
  'history.kind.received': "Reçu",
  'history.kind.swap': "Échange",
  'history.kind.minted': "Frappé",
  'history.kind.bought': "Acheté",
  'history.kind.call': "Appel de contrat",
  'history.status.pending': "En attente",
  'history.status.confirmed': "Confirmée",
  'history.status.failed': "Échouée",
  'history.from': "de {address}",
  'history.to': "à {address}",
  'history.viewOnExplorer': "Voir dans l’explorateur",
}

export default messages
