import type { SendCatalogue } from '../messages.js'

/** The send plugin's texts in Portuguese. */
const messages: SendCatalogue = {
  'send.title': "Enviar",
  'send.feature': "Enviar",
  'send.noAccount': "Nenhuma conta conectada",
  'send.unsupportedChain': "Cadeia não suportada",
  'send.token': "Token",
  'send.selectToken': "Selecione um token",
  'send.amount': "Valor",
  'send.balance': "Saldo: {amount} {symbol}",
  'send.max': "Máx.",
  'send.to': "Para",
  'send.receiverPlaceholder': "Endereço ou nome",
  'send.lookingUpName': "Procurando o nome…",
  'send.fee': "Taxa de rede: {fee}",
  'send.confirmInWallet': "Confirme a transferência na sua carteira…",
  'send.waitingForNetwork': "Aguardando a confirmação da rede…",
  'send.sent': "Enviado. Transação ",
  'send.viewOnExplorer': "Ver no explorador",
  'send.submit': "Enviar",
  'send.amountAndReceiverRequired': "São necessários um valor e um endereço de destino",
  'send.tokenRequired': "É necessário um token",
  'send.invalidAmount': "Insira um valor válido",
  'send.insufficientBalance': "Saldo insuficiente",
  'send.invalidReceiver': "Endereço inválido",
  'send.dust': "{symbol} não tem unidades menores que {decimals} casas decimais",
  'send.connectorNotConnected': "Conector não conectado",
  'send.userRejected': "O usuário recusou a solicitação.",
  'send.timedOut': "A solicitação demorou demais para responder",
}

export default messages
