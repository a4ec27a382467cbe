import type { Eip155Catalogue } from '../messages.js'

/** The EVM plugin's texts in Portuguese. */
const messages: Eip155Catalogue = {
  'eip155.approval.to': "Para",
  'eip155.approval.newContract': "Novo contrato",
  'eip155.approval.value': "Valor",
  'eip155.approval.token': "Token",
  'eip155.approval.transferTo': "Transferir para",
  'eip155.approval.amount': "Quantidade (unidades do token)",
  'eip155.approval.data': "Dados",
  'eip155.approval.message': "Mensagem",
  'eip155.approval.typedData': "Dados tipados",
  'eip155.approval.userOperation': "Operação de usuário",
  'eip155.approval.callsOne': "{count} chamada da sua conta inteligente",
  'eip155.approval.callsMany': "{count} chamadas da sua conta inteligente",
  'eip155.approval.toInCall': "Para (chamada {index})",
  'eip155.approval.valueInCall': "Valor (chamada {index})",
  'eip155.approval.tokenInCall': "Token (chamada {index})",
  'eip155.approval.transferToInCall': "Transferir para (chamada {index})",
  'eip155.approval.amountInCall': "Quantidade (unidades do token) (chamada {index})",
  'eip155.approval.dataInCall': "Dados (chamada {index})",
}

export default messages
