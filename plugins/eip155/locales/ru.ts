import type { Eip155Catalogue } from '../messages.js'

/** The EVM plugin's texts in Russian. */
const messages: Eip155Catalogue = {
  'eip155.approval.to': "Кому",
  'eip155.approval.newContract': "Новый контракт",
  'eip155.approval.value': "Сумма",
  'eip155.approval.token': "Токен",
  'eip155.approval.transferTo': "Перевести",
  'eip155.approval.amount': "Количество (единицы токена)",
  'eip155.approval.data': "Данные",
  'eip155.approval.message': "Сообщение",
  'eip155.approval.typedData': "Типизированные данные",
  'eip155.approval.userOperation': "Операция пользователя",
  'eip155.approval.callsOne': "Вызовов из вашего смарт-аккаунта: {count}",
  'eip155.approval.callsMany': "Вызовов из вашего смарт-аккаунта: {count}",
  'eip155.approval.toInCall': "Кому (вызов {index})",
  'eip155.approval.valueInCall': "Сумма (вызов {index})",
  'eip155.approval.tokenInCall': "Токен (вызов {index})",
  'eip155.approval.transferToInCall': "Перевести (вызов {index})",
  'eip155.approval.amountInCall': "Количество (единицы токена) (вызов {index})",
  'eip155.approval.dataInCall': "Данные (вызов {index})",
}

export default messages
