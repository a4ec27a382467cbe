import type { RegistryCatalogue } from '../messages.js'

/** The registry plugin's texts in Russian. */
const messages: RegistryCatalogue = {
  'registry.title': "Все кошельки",
  'registry.search': "Поиск кошельков",
  'registry.searchPlaceholder': "Найти кошелёк",
  'registry.list': "Все кошельки",
  'registry.results': "Результаты поиска",
  'registry.loading': "Загрузка кошельков",
  'registry.loadingMore': "Загрузка других кошельков",
  'registry.noMatch': "Кошелёк не найден",
  'registry.noMatchHint': "Попробуйте другое название.",
  'registry.none': "Нет доступных кошельков",
  'registry.noneHint': "В реестре кошельков нет кошельков для этих сетей.",
  'registry.loadFailed': "Не удалось загрузить кошельки",
  'registry.noAnswer': "Реестр кошельков не ответил.",
  'registry.requestFailed': "Ошибка HTTP-запроса",
  'registry.timedOut': "Запрос выполнялся слишком долго",
  'registry.tryAgain': "Повторить",
}

export default messages
