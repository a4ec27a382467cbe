import type { SendCatalogue } from '../messages.js'

/** The send plugin's texts in French. */
const messages: SendCatalogue = {
  'send.title': "Envoyer",
  'send.feature': "Envoyer",
  'send.noAccount': "Aucun compte connecté",
  'send.unsupportedChain': "Chaîne non prise en charge",
  'send.token': "Jeton",
  'send.selectToken': "Choisissez un jeton",
  'send.amount': "Montant",
  'send.balance': "Solde : {amount} {symbol}",
  'send.max': "Max",
  'send.to': "Destinataire",
  'send.receiverPlaceholder': "Adresse ou nom",
  'send.lookingUpName': "Recherche du nom…",
  'send.fee': "Frais de réseau : {fee}",
  'send.confirmInWallet': "Confirmez le transfert dans votre portefeuille…",
  'send.waitingForNetwork': "En attente de la confirmation du réseau…",
  'send.sent': "Envoyé. Transaction ",
  'send.viewOnExplorer': "Voir dans l’explorateur",
  'send.submit': "Envoyer",
  'send.amountAndReceiverRequired': "Un montant et une adresse de destination sont requis",
  'send.tokenRequired': "Un jeton est requis",
  'send.invalidAmount': "Saisissez un montant valide",
  'send.insufficientBalance': "Solde insuffisant",
  'send.invalidReceiver': "Adresse non valide",
  'send.dust': "{symbol} n’a pas d’unité plus petite que {decimals} décimales",
  'send.connectorNotConnected': "Connecteur non connecté",
  'send.userRejected': "L’utilisateur a refusé la demande.",
  'send.timedOut': "La demande a mis trop de temps à répondre",
}

export default messages
