import type { RegistryCatalogue } from '../messages.js'

/** The registry plugin's texts in Spanish. */
const messages: RegistryCatalogue = {
  'registry.title': "Todas las billeteras",
  'registry.search': "Buscar billeteras",
  'registry.searchPlaceholder': "Buscar billetera",
  'registry.list': "Todas las billeteras",
  'registry.results': "Resultados de la búsqueda",
  'registry.loading': "Cargando billeteras",
  'registry.loadingMore': "Cargando más billeteras",
  'registry.noMatch': "No se encontró ninguna billetera",
  'registry.noMatchHint': "Prueba con otro nombre.",
  'registry.none': "No hay billeteras disponibles",
  'registry.noneHint': "El registro de billeteras no incluye ninguna billetera para estas redes.",
  'registry.loadFailed': "No se pudieron cargar las billeteras",
  'registry.noAnswer': "El registro de billeteras no respondió.",
  'registry.requestFailed': "La solicitud HTTP falló",
  'registry.timedOut': "La solicitud tardó demasiado en responder",
  'registry.tryAgain': "Reintentar",
}

export default messages
