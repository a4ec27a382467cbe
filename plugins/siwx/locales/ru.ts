import type { SiwxCatalogue } from '../messages.js'

/** The sign-in plugin's texts in Russian. */
const messages: SiwxCatalogue = {
  'siwx.title': "Вход",
  'siwx.needsConnect': "{name} запрашивает подключение к вашему кошельку",
  'siwx.needsConnectUnnamed': "Это приложение запрашивает подключение к вашему кошельку",
  'siwx.required': "Подпишите это сообщение, чтобы подтвердить, что кошелёк принадлежит вам, и продолжить. При отмене вы будете отключены.",
  'siwx.optional': "Подпишите это сообщение, чтобы подтвердить, что кошелёк принадлежит вам, и войти.",
  'siwx.sign': "Подписать",
  'siwx.signing': "Подписание…",
  'siwx.cancel': "Отмена",
  'siwx.declined': "Подпись отклонена",
  'siwx.otherAccount': "В сообщении для входа указан другой аккаунт",
  'siwx.refused': "Проверяющая сторона отклонила подпись",
}

export default messages
