import type { SiwxCatalogue } from '../messages.js'

/** The sign-in plugin's texts in Spanish. */
const messages: SiwxCatalogue = {
  'siwx.title': "Iniciar sesión",
  'siwx.needsConnect': "{name} necesita conectarse a tu billetera",
  'siwx.needsConnectUnnamed': "Esta app necesita conectarse a tu billetera",
  'siwx.required': "Firma este mensaje para demostrar que eres el dueño de esta billetera y continuar. Si cancelas, se te desconectará.",
  'siwx.optional': "Firma este mensaje para demostrar que eres el dueño de esta billetera e iniciar sesión.",
  'siwx.sign': "Firmar",
  'siwx.signing': "Firmando…",
  'siwx.cancel': "Cancelar",
  'siwx.declined': "Firma rechazada",
  'siwx.otherAccount': "El mensaje de inicio de sesión indica otra cuenta",
  'siwx.refused': "El verificador rechazó la firma",
}

export default messages
