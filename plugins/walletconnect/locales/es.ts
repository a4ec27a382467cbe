import type { WalletConnectCatalogue } from '../messages.js'

/** The WalletConnect plugin's texts in Spanish. */
const messages: WalletConnectCatalogue = {
  'walletconnect.title': "WalletConnect",
  'walletconnect.qrLabel': "Código QR para conectar una billetera con WalletConnect",
  'walletconnect.qrLabelWallet': "Código QR para conectar {wallet}",
  'walletconnect.continue': "Abre la app de la billetera y continúa allí",
  'walletconnect.scan': "Escanea el código con tu teléfono o copia el enlace en la billetera",
  'walletconnect.scanWallet': "Escanea el código con {wallet} en tu teléfono",
  'walletconnect.acceptIn': "Acepta la solicitud de conexión en {wallet}",
  'walletconnect.preparing': "Preparando un enlace de conexión…",
  'walletconnect.creating': "Creando un enlace de conexión",
  'walletconnect.openWallet': "Abrir {wallet}",
  'walletconnect.openDesktop': "Abrir la app de escritorio",
  'walletconnect.openWeb': "Abrir la app web",
  'walletconnect.copyLink': "Copiar enlace",
  'walletconnect.linkCopied': "Enlace copiado",
  'walletconnect.copyUnavailable': "No se puede copiar aquí",
  'walletconnect.declined': "Conexión rechazada",
  'walletconnect.declinedHint': "La conexión puede rechazarse si una solicitud anterior sigue activa",
  'walletconnect.failed': "Error de conexión",
  'walletconnect.tryAgain': "Reintentar",
  'walletconnect.expired': "El enlace de conexión caducó",
  'walletconnect.retryTooSoon': "Espera un momento antes de volver a intentarlo",
  'walletconnect.unreachable': "No se pudo contactar con WalletConnect. Comprueba la conexión y vuelve a intentarlo",
  'walletconnect.noSession': "La billetera no aprobó ninguna sesión",
  'walletconnect.noAccount': "La billetera no compartió ninguna cuenta de {namespace}",
}

export default messages
