import type { HistoryCatalogue } from '../messages.js'

/** Activity's texts in Spanish. */
const messages: HistoryCatalogue = {
  'history.tab': "Actividad",
  'history.loadingActivity': "Cargando la actividad",
  'history.loadingTransactions': "Cargando transacciones",
  'history.localNote': "Aquí solo se muestran las transacciones enviadas desde este navegador.",
  'history.empty': "Aún no hay actividad",
  'history.emptyLocal': "Las transacciones que envíes desde aquí aparecerán aquí.",
  'history.emptyAccount': "Esta cuenta no tiene transacciones en esta red.",
  'history.fetchFailed': "No se pudieron obtener las transacciones",
  'history.tryAgain': "Reintentar",
  'history.loadMore': "Cargar más",
  'history.kind.sent': "Enviado",
  'history.kind.received': "Recibido",
  'history.kind.swap': "Intercambio",
  'history.kind.minted': "Acuñado",
  'history.kind.bought': "Comprado",
  'history.kind.call': "Llamada a contrato",
  'history.status.pending': "Pendiente",
  'history.status.confirmed': "Confirmada",
  'history.status.failed': "Fallida",
  'history.from': "de {address}",
  'history.to': "a {address}",
  'history.viewOnExplorer': "Ver en el explorador",
}

export default messages
