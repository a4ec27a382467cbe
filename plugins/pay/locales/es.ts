import type { PayCatalogue } from '../messages.js'

/** The pay plugin's texts in Spanish. */
const messages: PayCatalogue = {
  'pay.title': "Pago",
  'pay.preparing': "Preparando el pago…",
  'pay.connectToPay': "Conecta una billetera para pagar",
  'pay.switching': "Cambiando de red: confirma en tu billetera…",
  'pay.signing': "Confirma el pago en tu billetera…",
  'pay.pending': "Esperando la confirmación de la red…",
  'pay.to': "Destinatario",
  'pay.amount': "Importe",
  'pay.network': "Red",
  'pay.fee': "Comisión de red",
  'pay.estimating': "Calculando…",
  'pay.connect': "Conectar billetera",
  'pay.insufficient': "Saldo insuficiente",
  'pay.buyWithCard': "Comprar {symbol} con tarjeta",
  'pay.pay': "Pagar",
  'pay.paid': "Pagado. Transacción",
  'pay.transaction': "Transacción",
  'pay.explorer': "Ver en el explorador de bloques",
  'pay.cancelled': "Pago cancelado",
  'pay.notSwitched': "La billetera no cambió a la red del pago",
  'pay.connectorNotConnected': "Conector no conectado",
  'pay.done': "Listo",
  'pay.close': "Cerrar",
}

export default messages
