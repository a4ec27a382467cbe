import type { SiwxCatalogue } from '../messages.js'

/** The sign-in plugin's texts in French. */
const messages: SiwxCatalogue = {
  'siwx.title': "Se connecter",
  'siwx.needsConnect': "{name} doit se connecter à votre portefeuille",
  'siwx.needsConnectUnnamed': "Cette application doit se connecter à votre portefeuille",
  'siwx.required': "Signez ce message pour prouver que ce portefeuille vous appartient et continuer. Annuler vous déconnectera.",
  'siwx.optional': "Signez ce message pour prouver que ce portefeuille vous appartient et vous connecter.",
  'siwx.sign': "Signer",
  'siwx.signing': "Signature…",
  'siwx.cancel': "Annuler",
  'siwx.declined': "Signature refusée",
  'siwx.otherAccount': "Le message de connexion indique un autre compte",
  'siwx.refused': "Le vérificateur a refusé la signature",
}

export default messages
