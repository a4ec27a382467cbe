import type { RegistryCatalogue } from '../messages.js'

/** The registry plugin's texts in French. */
const messages: RegistryCatalogue = {
  'registry.title': "Tous les portefeuilles",
  'registry.search': "Rechercher des portefeuilles",
  'registry.searchPlaceholder': "Rechercher un portefeuille",
  'registry.list': "Tous les portefeuilles",
  'registry.results': "Résultats de la recherche",
  'registry.loading': "Chargement des portefeuilles",
  'registry.loadingMore': "Chargement d’autres portefeuilles",
  'registry.noMatch': "Aucun portefeuille trouvé",
  'registry.noMatchHint': "Essayez un autre nom.",
  'registry.none': "Aucun portefeuille disponible",
  'registry.noneHint': "Le registre des portefeuilles ne propose aucun portefeuille pour ces réseaux.",
  'registry.loadFailed': "Impossible de charger les portefeuilles",
  'registry.noAnswer': "Le registre des portefeuilles n’a pas répondu.",
  'registry.requestFailed': "La requête HTTP a échoué",
  'registry.timedOut': "La requête a mis trop de temps à répondre",
  'registry.tryAgain': "Réessayer",
}

export default messages
