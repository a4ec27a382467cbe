import type { SendCatalogue } from '../messages.js'

/** The send plugin's texts in Russian. */
const messages: SendCatalogue = {
  'send.title': "Отправить",
  'send.feature': "Отправить",
  'send.noAccount': "Аккаунт не подключён",
  'send.unsupportedChain': "Неподдерживаемая сеть",
  'send.token': "Токен",
  'send.selectToken': "Выберите токен",
  'send.amount': "Сумма",
  'send.balance': "Баланс: {amount} {symbol}",
  'send.max': "Макс.",
  'send.to': "Кому",
  'send.receiverPlaceholder': "Адрес или имя",
  'send.lookingUpName': "Ищем имя…",
  'send.fee': "Комиссия сети: {fee}",
  'send.confirmInWallet': "Подтвердите перевод в кошельке…",
  'send.waitingForNetwork': "Ожидаем подтверждения сети…",
  'send.sent': "Отправлено. Транзакция ",
  'send.viewOnExplorer': "Открыть в обозревателе",
  'send.submit': "Отправить",
  'send.amountAndReceiverRequired': "Нужны сумма и адрес получателя",
  'send.tokenRequired': "Нужен токен",
  'send.invalidAmount': "Введите корректную сумму",
  'send.insufficientBalance': "Недостаточно средств",
  'send.invalidReceiver': "Неверный адрес",
  'send.dust': "У {symbol} нет единиц меньше {decimals} знаков после запятой",
  'send.connectorNotConnected': "Коннектор не подключён",
  'send.userRejected': "Пользователь отклонил запрос.",
  'send.timedOut': "Запрос выполнялся слишком долго",
}

export default messages
