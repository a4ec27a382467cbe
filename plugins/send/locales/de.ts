import type { SendCatalogue } from '../messages.js'

/** The send plugin's texts in German. */
const messages: SendCatalogue = {
  'send.title': "Senden",
  'send.feature': "Senden",
  'send.noAccount': "Kein Konto verbunden",
  'send.unsupportedChain': "Nicht unterstützte Chain",
  'send.token': "Token",
  'send.selectToken': "Token auswählen",
  'send.amount': "Betrag",
  'send.balance': "Guthaben: {amount} {symbol}",
  'send.max': "Max.",
  'send.to': "An",
  'send.receiverPlaceholder': "Adresse oder Name",
  'send.lookingUpName': "Name wird gesucht…",
  'send.fee': "Netzwerkgebühr: {fee}",
  'send.confirmInWallet': "Bestätige die Überweisung in deiner Wallet…",
  'send.waitingForNetwork': "Warten auf die Bestätigung durch das Netzwerk…",
  'send.sent': "Gesendet. Transaktion ",
  'send.viewOnExplorer': "Im Explorer ansehen",
  'send.submit': "Senden",
  'send.amountAndReceiverRequired': "Ein Betrag und eine Empfängeradresse sind erforderlich",
  'send.tokenRequired': "Ein Token ist erforderlich",
  'send.invalidAmount': "Gib einen gültigen Betrag ein",
  'send.insufficientBalance': "Unzureichendes Guthaben",
  'send.invalidReceiver': "Ungültige Adresse",
  'send.dust': "{symbol} hat keine Einheiten kleiner als {decimals} Dezimalstellen",
  'send.connectorNotConnected': "Connector nicht verbunden",
  'send.userRejected': "Der Nutzer hat die Anfrage abgelehnt.",
  'send.timedOut': "Die Anfrage hat zu lange gedauert",
}

export default messages
