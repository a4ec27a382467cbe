import type { Eip155Catalogue } from '../messages.js'

/** The EVM plugin's texts in Spanish. */
const messages: Eip155Catalogue = {
  'eip155.approval.to': "Para",
  'eip155.approval.newContract': "Contrato nuevo",
  'eip155.approval.value': "Valor",
  'eip155.approval.token': "Token",
  'eip155.approval.transferTo': "Transferir a",
  'eip155.approval.amount': "Cantidad (unidades del token)",
  'eip155.approval.data': "Datos",
  'eip155.approval.message': "Mensaje",
  'eip155.approval.typedData': "Datos tipados",
  'eip155.approval.userOperation': "Operación de usuario",
  'eip155.approval.callsOne': "{count} llamada desde tu cuenta inteligente",
  'eip155.approval.callsMany': "{count} llamadas desde tu cuenta inteligente",
  'eip155.approval.toInCall': "Para (llamada {index})",
  'eip155.approval.valueInCall': "Valor (llamada {index})",
  'eip155.approval.tokenInCall': "Token (llamada {index})",
  'eip155.approval.transferToInCall': "Transferir a (llamada {index})",
  'eip155.approval.amountInCall': "Cantidad (unidades del token) (llamada {index})",
  'eip155.approval.dataInCall': "Datos (llamada {index})",
}

export default messages
