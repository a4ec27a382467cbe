import type { PayCatalogue } from '../messages.js'

/** The pay plugin's texts in Portuguese. */
const messages: PayCatalogue = {
  'pay.title': "Pagamento",
  'pay.preparing': "Preparando o pagamento…",
  'pay.connectToPay': "Conecte uma carteira para pagar",
  'pay.switching': "Trocando de rede: confirme na sua carteira…",
  'pay.signing': "Confirme o pagamento na sua carteira…",
  'pay.pending': "Aguardando a confirmação da rede…",
  'pay.to': "Destinatário",
  'pay.amount': "Valor",
  'pay.network': "Rede",
  'pay.fee': "Taxa de rede",
  'pay.estimating': "Estimando…",
  'pay.connect': "Conectar carteira",
  'pay.insufficient': "Saldo insuficiente",
  'pay.buyWithCard': "Comprar {symbol} com cartão",
  'pay.pay': "Pagar",
  'pay.paid': "Pago. Transação",
  'pay.transaction': "Transação",
  'pay.explorer': "Ver no explorador de blocos",
  'pay.cancelled': "Pagamento cancelado",
  'pay.notSwitched': "A carteira não mudou para a rede do pagamento",
  'pay.connectorNotConnected': "Conector não conectado",
  'pay.done': "Concluído",
  'pay.close': "Fechar",
}

export default messages
