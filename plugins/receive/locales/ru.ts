import type { ReceiveCatalogue } from '../messages.js'

/** The receive plugin's texts in Russian. */
const messages: ReceiveCatalogue = {
  'receive.title': "Получить",
  'receive.feature': "Получить",
  'receive.noAccount': "Аккаунт не подключён",
  'receive.qrLabel': "QR-код вашего адреса",
  'receive.copy': "Копировать адрес",
  'receive.networks': "Сети, в которых можно получать",
  'receive.warningOne': "Отправляйте активы на этот адрес только в этой сети: отправленное в другой сети может быть потеряно.",
  'receive.warningMany': "Отправляйте активы на этот адрес только в этих сетях: отправленное в другой сети может быть потеряно.",
}

export default messages
