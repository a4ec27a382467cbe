import type { WalletConnectCatalogue } from '../messages.js'

/** The WalletConnect plugin's texts in French. */
const messages: WalletConnectCatalogue = {
  'walletconnect.title': "WalletConnect",
  'walletconnect.qrLabel': "Code QR pour connecter un portefeuille avec WalletConnect",
  'walletconnect.qrLabelWallet': "Code QR pour connecter {wallet}",
  'walletconnect.continue': "Ouvrez l’application du portefeuille pour continuer",
  'walletconnect.scan': "Scannez le code avec votre téléphone ou copiez le lien dans le portefeuille",
  'walletconnect.scanWallet': "Scannez le code avec {wallet} sur votre téléphone",
  'walletconnect.acceptIn': "Acceptez la demande de connexion dans {wallet}",
  'walletconnect.preparing': "Préparation d’un lien de connexion…",
  'walletconnect.creating': "Création d’un lien de connexion",
  'walletconnect.openWallet': "Ouvrir {wallet}",
  'walletconnect.openDesktop': "Ouvrir l’application de bureau",
  'walletconnect.openWeb': "Ouvrir l’application web",
  'walletconnect.copyLink': "Copier le lien",
  'walletconnect.linkCopied': "Lien copié",
  'walletconnect.copyUnavailable': "La copie n’est pas disponible ici",
  'walletconnect.declined': "Connexion refusée",
  'walletconnect.declinedHint': "La connexion peut être refusée si une demande précédente est encore active",
  'walletconnect.failed': "Échec de la connexion",
  'walletconnect.tryAgain': "Réessayer",
  'walletconnect.expired': "Le lien de connexion a expiré",
  'walletconnect.retryTooSoon': "Patientez un instant avant de réessayer",
  'walletconnect.unreachable': "Impossible de joindre WalletConnect. Vérifiez la connexion et réessayez",
  'walletconnect.noSession': "Le portefeuille n’a approuvé aucune session",
  'walletconnect.noAccount': "Le portefeuille n’a partagé aucun compte {namespace}",
}

export default messages
