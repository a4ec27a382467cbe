import type { HistoryCatalogue } from '../messages.js'

/** Activity's texts in Russian. */
const messages: HistoryCatalogue = {
  'history.tab': "Активность",
  'history.loadingActivity': "Загрузка активности",
  'history.loadingTransactions': "Загрузка транзакций",
  'history.localNote': "Здесь показаны только транзакции, отправленные из этого браузера.",
  'history.empty': "Активности пока нет",
  'history.emptyLocal': "Транзакции, которые вы отправите отсюда, появятся здесь.",
  'history.emptyAccount': "У этого аккаунта нет транзакций в этой сети.",
  'history.fetchFailed': "Не удалось получить транзакции",
  'history.tryAgain': "Повторить",
  'history.loadMore': "Загрузить ещё",
  'history.kind.sent': "Отправлено",
  'history.kind.received': "Получено",
  'history.kind.swap': "Обмен",
  'history.kind.minted': "Выпущено",
  'history.kind.bought': "Куплено",
  'history.kind.call': "Вызов контракта",
  'history.status.pending': "В ожидании",
  'history.status.confirmed': "Подтверждена",
  'history.status.failed': "Не выполнена",
  'history.from': "от {address}",
  'history.to': "на {address}",
  'history.viewOnExplorer': "Открыть в обозревателе",
}

export default messages
