import type { ReceiveCatalogue } from '../messages.js'

/** The receive plugin's texts in Portuguese. */
const messages: ReceiveCatalogue = {
  'receive.title': "Receber",
  'receive.feature': "Receber",
  'receive.noAccount': "Nenhuma conta conectada",
  'receive.qrLabel': "Código QR do seu endereço",
  'receive.copy': "Copiar endereço",
  'receive.networks': "Redes em que você pode receber",
  'receive.warningOne': "Envie ativos para este endereço apenas nesta rede: o que for enviado em outra rede pode ser perdido.",
  'receive.warningMany': "Envie ativos para este endereço apenas nestas redes: o que for enviado em outra rede pode ser perdido.",
}

export default messages
