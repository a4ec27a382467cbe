import type { SiwxCatalogue } from '../messages.js'

/** The sign-in plugin's texts in Portuguese. */
const messages: SiwxCatalogue = {
  'siwx.title': "Entrar",
  'siwx.needsConnect': "{name} precisa se conectar à sua carteira",
  'siwx.needsConnectUnnamed': "Este app precisa se conectar à sua carteira",
  'siwx.required': "Assine esta mensagem para provar que esta carteira é sua e continuar. Se cancelar, você será desconectado.",
  'siwx.optional': "Assine esta mensagem para provar que esta carteira é sua e entrar.",
  'siwx.sign': "Assinar",
  'siwx.signing': "Assinando…",
  'siwx.cancel': "Cancelar",
  'siwx.declined': "Assinatura recusada",
  'siwx.otherAccount': "A mensagem de login indica outra conta",
  'siwx.refused': "O verificador recusou a assinatura",
}

export default messages
