import type { PayCatalogue } from '../messages.js'

/** The pay plugin's texts in German. */
const messages: PayCatalogue = {
  'pay.title': "Zahlung",
  'pay.preparing': "Zahlung wird vorbereitet…",
  'pay.connectToPay': "Verbinde ein Wallet, um zu bezahlen",
  'pay.switching': "Netzwerkwechsel: Bestätige in deinem Wallet…",
  'pay.signing': "Bestätige die Zahlung in deinem Wallet…",
  'pay.pending': "Warten auf die Bestätigung durch das Netzwerk…",
  'pay.to': "Empfänger",
  'pay.amount': "Betrag",
  'pay.network': "Netzwerk",
  'pay.fee': "Netzwerkgebühr",
  'pay.estimating': "Wird geschätzt…",
  'pay.connect': "Wallet verbinden",
  'pay.insufficient': "Unzureichendes Guthaben",
  'pay.buyWithCard': "{symbol} mit Karte kaufen",
  'pay.pay': "Bezahlen",
  'pay.paid': "Bezahlt. Transaktion",
  'pay.transaction': "Transaktion",
  'pay.explorer': "Im Block-Explorer ansehen",
  'pay.cancelled': "Zahlung abgebrochen",
  'pay.notSwitched': "Das Wallet hat nicht in das Netzwerk der Zahlung gewechselt",
  'pay.connectorNotConnected': "Konnektor nicht verbunden",
  'pay.done': "Fertig",
  'pay.close': "Schließen",
}

export default messages
