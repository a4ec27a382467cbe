import type { NamesCatalogue } from '../messages.js'

/** The names plugin's texts in Russian. */
const messages: NamesCatalogue = {
  'names.title': "Выбор имени",
  'names.feature': "Выбрать имя",
  'names.intro': "Выберите имя, на которое вам смогут отправлять средства вместо адреса.",
  'names.field': "Имя",
  'names.placeholder': "yourname{suffix}",
  'names.searching': "Поиск имён",
  'names.list': "Имена",
  'names.taken': "Занято",
  'names.available': "Свободно",
  'names.tooShort': "Имя должно содержать не менее {min} символов",
  'names.tooLong': "Имя должно содержать не более {max} символов",
  'names.characters': "Имя может содержать только латинские буквы, цифры и дефисы",
  'names.suggestionsFailed': "Не удалось получить варианты имён",
  'names.registerFailed': "Не удалось зарегистрировать имя {name}",
  'names.invalidChainId': "Недопустимый chainId",
  'names.waitingSignature': "Ожидание подписи",
  'names.signPrompt': "Подпишите сообщение в кошельке, чтобы зарегистрировать это имя.",
  'names.registering': "Регистрация",
  'names.registeringText': "Регистрируем ваше имя…",
  'names.registered': "Теперь это ваше имя: приложения показывают его вместо вашего адреса.",
  'names.backToAccount': "Назад к аккаунту",
}

export default messages
