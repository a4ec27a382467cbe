import type { Eip155Catalogue } from '../messages.js'

/** The EVM plugin's texts in French. */
const messages: Eip155Catalogue = {
  'eip155.approval.to': "À",
  'eip155.approval.newContract': "Nouveau contrat",
  'eip155.approval.value': "Valeur",
  'eip155.approval.token': "Jeton",
  'eip155.approval.transferTo': "Transférer à",
  'eip155.approval.amount': "Montant (unités du jeton)",
  'eip155.approval.data': "Données",
  'eip155.approval.message': "Message",
  'eip155.approval.typedData': "Données typées",
  'eip155.approval.userOperation': "Opération utilisateur",
  'eip155.approval.callsOne': "{count} appel depuis votre compte intelligent",
  'eip155.approval.callsMany': "{count} appels depuis votre compte intelligent",
  'eip155.approval.toInCall': "À (appel {index})",
  'eip155.approval.valueInCall': "Valeur (appel {index})",
  'eip155.approval.tokenInCall': "Jeton (appel {index})",
  'eip155.approval.transferToInCall': "Transférer à (appel {index})",
  'eip155.approval.amountInCall': "Montant (unités du jeton) (appel {index})",
  'eip155.approval.dataInCall': "Données (appel {index})",
}

export default messages
