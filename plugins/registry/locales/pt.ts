import type { RegistryCatalogue } from '../messages.js'

/** The registry plugin's texts in Portuguese. */
const messages: RegistryCatalogue = {
  'registry.title': "Todas as carteiras",
  'registry.search': "Pesquisar carteiras",
  'registry.searchPlaceholder': "Pesquisar carteira",
  'registry.list': "Todas as carteiras",
  'registry.results': "Resultados da pesquisa",
  'registry.loading': "Carregando carteiras",
  'registry.loadingMore': "Carregando mais carteiras",
  'registry.noMatch': "Nenhuma carteira encontrada",
  'registry.noMatchHint': "Tente outro nome.",
  'registry.none': "Nenhuma carteira disponível",
  'registry.noneHint': "O registro de carteiras não lista nenhuma carteira para estas redes.",
  'registry.loadFailed': "Não foi possível carregar as carteiras",
  'registry.noAnswer': "O registro de carteiras não respondeu.",
  'registry.requestFailed': "A requisição HTTP falhou",
  'registry.timedOut': "A requisição demorou demais para responder",
  'registry.tryAgain': "Tentar novamente",
}

export default messages
