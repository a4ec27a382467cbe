import type { NamesCatalogue } from '../messages.js'

/** The names plugin's texts in Spanish. */
const messages: NamesCatalogue = {
  'names.title': "Elegir nombre",
  'names.feature': "Elegir nombre",
  'names.intro': "Elige el nombre al que otros podrán enviarte fondos en lugar de tu dirección.",
  'names.field': "Nombre",
  'names.placeholder': "tunombre{suffix}",
  'names.searching': "Buscando nombres",
  'names.list': "Nombres",
  'names.taken': "Ocupado",
  'names.available': "Disponible",
  'names.tooShort': "El nombre debe tener al menos {min} caracteres",
  'names.tooLong': "El nombre debe tener como máximo {max} caracteres",
  'names.characters': "El nombre solo puede contener letras, números y guiones",
  'names.suggestionsFailed': "Error al obtener sugerencias de nombres",
  'names.registerFailed': "Error al registrar el nombre {name}",
  'names.invalidChainId': "chainId no válido",
  'names.waitingSignature': "Esperando la firma",
  'names.signPrompt': "Firma el mensaje en tu billetera para registrar este nombre.",
  'names.registering': "Registrando",
  'names.registeringText': "Registrando tu nombre…",
  'names.registered': "Este nombre ya es tuyo: las apps lo mostrarán en lugar de tu dirección.",
  'names.backToAccount': "Volver a la cuenta",
}

export default messages
