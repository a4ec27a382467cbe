import type { PayCatalogue } from '../messages.js'

/** The pay plugin's texts in Russian. */
const messages: PayCatalogue = {
  'pay.title': "Оплата",
  'pay.preparing': "Подготовка платежа…",
  'pay.connectToPay': "Подключите кошелёк, чтобы оплатить",
  'pay.switching': "Смена сети: подтвердите в кошельке…",
  'pay.signing': "Подтвердите платёж в кошельке…",
  'pay.pending': "Ожидание подтверждения сети…",
  'pay.to': "Получатель",
  'pay.amount': "Сумма",
  'pay.network': "Сеть",
  'pay.fee': "Комиссия сети",
  'pay.estimating': "Расчёт…",
  'pay.connect': "Подключить кошелёк",
  'pay.insufficient': "Недостаточно средств",
  'pay.buyWithCard': "Купить {symbol} картой",
  'pay.pay': "Оплатить",
  'pay.paid': "Оплачено. Транзакция",
  'pay.transaction': "Транзакция",
  'pay.explorer': "Открыть в обозревателе блоков",
  'pay.cancelled': "Платёж отменён",
  'pay.notSwitched': "Кошелёк не переключился на сеть платежа",
  'pay.connectorNotConnected': "Коннектор не подключён",
  'pay.done': "Готово",
  'pay.close': "Закрыть",
}

export default messages
