import type { Eip155Catalogue } from '../messages.js'

/** The EVM plugin's texts in German. */
const messages: Eip155Catalogue = {
  'eip155.approval.to': "An",
  'eip155.approval.newContract': "Neuer Vertrag",
  'eip155.approval.value': "Wert",
  'eip155.approval.token': "Token",
  'eip155.approval.transferTo': "Überweisen an",
  'eip155.approval.amount': "Betrag (Token-Einheiten)",
  'eip155.approval.data': "Daten",
  'eip155.approval.message': "Nachricht",
  'eip155.approval.typedData': "Typisierte Daten",
  'eip155.approval.userOperation': "Nutzeroperation",
  'eip155.approval.callsOne': "{count} Aufruf von deinem Smart Account",
  'eip155.approval.callsMany': "{count} Aufrufe von deinem Smart Account",
  'eip155.approval.toInCall': "An (Aufruf {index})",
  'eip155.approval.valueInCall': "Wert (Aufruf {index})",
  'eip155.approval.tokenInCall': "Token (Aufruf {index})",
  'eip155.approval.transferToInCall': "Überweisen an (Aufruf {index})",
  'eip155.approval.amountInCall': "Betrag (Token-Einheiten) (Aufruf {index})",
  'eip155.approval.dataInCall': "Daten (Aufruf {index})",
}

export default messages
