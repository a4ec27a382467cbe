import type { WalletConnectCatalogue } from '../messages.js'

/** The WalletConnect plugin's texts in Russian. */
const messages: WalletConnectCatalogue = {
  'walletconnect.title': "WalletConnect",
  'walletconnect.qrLabel': "QR-код для подключения кошелька через WalletConnect",
  'walletconnect.qrLabelWallet': "QR-код для подключения {wallet}",
  'walletconnect.continue': "Откройте приложение кошелька и продолжите в нём",
  'walletconnect.scan': "Отсканируйте код телефоном или скопируйте ссылку в кошелёк",
  'walletconnect.scanWallet': "Отсканируйте код в {wallet} на телефоне",
  'walletconnect.acceptIn': "Примите запрос на подключение в {wallet}",
  'walletconnect.preparing': "Подготовка ссылки для подключения…",
  'walletconnect.creating': "Создание ссылки для подключения",
  'walletconnect.openWallet': "Открыть {wallet}",
  'walletconnect.openDesktop': "Открыть приложение для компьютера",
  'walletconnect.openWeb': "Открыть веб-приложение",
  'walletconnect.copyLink': "Копировать ссылку",
  'walletconnect.linkCopied': "Ссылка скопирована",
  'walletconnect.copyUnavailable': "Копирование здесь недоступно",
  'walletconnect.declined': "Подключение отклонено",
  'walletconnect.declinedHint': "Подключение может быть отклонено, если предыдущий запрос ещё активен",
  'walletconnect.failed': "Не удалось подключиться",
  'walletconnect.tryAgain': "Повторить",
  'walletconnect.expired': "Срок действия ссылки для подключения истёк",
  'walletconnect.retryTooSoon': "Подождите немного, прежде чем повторить попытку",
  'walletconnect.unreachable': "Не удалось связаться с WalletConnect. Проверьте подключение к сети и повторите попытку",
  'walletconnect.noSession': "Кошелёк не одобрил ни одного сеанса",
  'walletconnect.noAccount': "Кошелёк не предоставил аккаунт {namespace}",
}

export default messages
