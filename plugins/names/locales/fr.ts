import type { NamesCatalogue } from '../messages.js'

/** The names plugin's texts in French. */
const messages: NamesCatalogue = {
  'names.title': "Choisir un nom",
  'names.feature': "Choisir un nom",
  'names.intro': "Choisissez le nom auquel on pourra vous envoyer des fonds au lieu de votre adresse.",
  'names.field': "Nom",
  'names.placeholder': "votrenom{suffix}",
  'names.searching': "Recherche de noms",
  'names.list': "Noms",
  'names.taken': "Déjà pris",
  'names.available': "Disponible",
  'names.tooShort': "Le nom doit comporter au moins {min} caractères",
  'names.tooLong': "Le nom doit comporter au plus {max} caractères",
  'names.characters': "Le nom ne peut contenir que des lettres, des chiffres et des tirets",
  'names.suggestionsFailed': "Erreur lors de la récupération des suggestions de noms",
  'names.registerFailed': "Erreur lors de l’enregistrement du nom {name}",
  'names.invalidChainId': "chainId non valide",
  'names.waitingSignature': "En attente de signature",
  'names.signPrompt': "Signez le message dans votre portefeuille pour enregistrer ce nom.",
  'names.registering': "Enregistrement",
  'names.registeringText': "Enregistrement de votre nom…",
  'names.registered': "Ce nom est désormais le vôtre : les applications l’affichent à la place de votre adresse.",
  'names.backToAccount': "Retour au compte",
}

export default messages
