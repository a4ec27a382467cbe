import type { HistoryCatalogue } from '../messages.js'

/** Activity's texts in Portuguese. */
const messages: HistoryCatalogue = {
  'history.tab': "Atividade",
  'history.loadingActivity': "Carregando a atividade",
  'history.loadingTransactions': "Carregando transações",
  'history.localNote': "Aqui aparecem apenas as transações enviadas deste navegador.",
  'history.empty': "Nenhuma atividade ainda",
  'history.emptyLocal': "As transações que você enviar daqui aparecerão aqui.",
  'history.emptyAccount': "Esta conta não tem transações nesta rede.",
  'history.fetchFailed': "Não foi possível obter as transações",
  'history.tryAgain': "Tentar novamente",
  'history.loadMore': "Carregar mais",
  'history.kind.sent': "Enviado",
  'history.kind.received': "Recebido",
  'history.kind.swap': "Troca",
  'history.kind.minted': "Cunhado",
  'history.kind.bought': "Comprado",
  'history.kind.call': "Chamada de contrato",
  'history.status.pending': "Pendente",
  'history.status.confirmed': "Confirmada",
  'history.status.failed': "Falhou",
  'history.from': "de {address}",
  'history.to': "para {address}",
  'history.viewOnExplorer': "Ver no explorador",
}

export default messages
