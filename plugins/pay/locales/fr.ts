import type { PayCatalogue } from '../messages.js'

/** The pay plugin's texts in French. */
const messages: PayCatalogue = {
  'pay.title': "Paiement",
  'pay.preparing': "Préparation du paiement…",
  'pay.connectToPay': "Connectez un portefeuille pour payer",
  'pay.switching': "Changement de réseau : confirmez dans votre portefeuille…",
  'pay.signing': "Confirmez le paiement dans votre portefeuille…",
  'pay.pending': "En attente de la confirmation du réseau…",
  'pay.to': "Destinataire",
  'pay.amount': "Montant",
  'pay.network': "Réseau",
  'pay.fee': "Frais de réseau",
  'pay.estimating': "Estimation…",
  'pay.connect': "Connecter un portefeuille",
  'pay.insufficient': "Solde insuffisant",
  'pay.buyWithCard': "Acheter des {symbol} par carte",
  'pay.pay': "Payer",
  'pay.paid': "Payé. Transaction",
  'pay.transaction': "Transaction",
  'pay.explorer': "Voir dans l’explorateur de blocs",
  'pay.cancelled': "Paiement annulé",
  'pay.notSwitched': "Le portefeuille n’est pas passé au réseau du paiement",
  'pay.connectorNotConnected': "Connecteur non connecté",
  'pay.done': "Terminé",
  'pay.close': "Fermer",
}

export default messages
