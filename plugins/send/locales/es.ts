import type { SendCatalogue } from '../messages.js'

/** The send plugin's texts in Spanish. */
const messages: SendCatalogue = {
  'send.title': "Enviar",
  'send.feature': "Enviar",
  'send.noAccount': "Ninguna cuenta conectada",
  'send.unsupportedChain': "Cadena no compatible",
  'send.token': "Token",
  'send.selectToken': "Selecciona un token",
  'send.amount': "Cantidad",
  'send.balance': "Saldo: {amount} {symbol}",
  'send.max': "Máx.",
  'send.to': "Para",
  'send.receiverPlaceholder': "Dirección o nombre",
  'send.lookingUpName': "Buscando el nombre…",
  'send.fee': "Comisión de red: {fee}",
  'send.confirmInWallet': "Confirma la transferencia en tu billetera…",
  'send.waitingForNetwork': "Esperando la confirmación de la red…",
  'send.sent': "Enviado. Transacción ",
  'send.viewOnExplorer': "Ver en el explorador",
  'send.submit': "Enviar",
  'send.amountAndReceiverRequired': "Se requieren una cantidad y una dirección de destino",
  'send.tokenRequired': "Se requiere un token",
  'send.invalidAmount': "Introduce una cantidad válida",
  'send.insufficientBalance': "Saldo insuficiente",
  'send.invalidReceiver': "Dirección no válida",
  'send.dust': "{symbol} no tiene unidades más pequeñas que {decimals} decimales",
  'send.connectorNotConnected': "El conector no está conectado",
  'send.userRejected': "El usuario rechazó la solicitud.",
  'send.timedOut': "La solicitud tardó demasiado en responder",
}

export default messages
