import type { WalletConnectCatalogue } from '../messages.js'

/** The WalletConnect plugin's texts in Portuguese. */
const messages: WalletConnectCatalogue = {
  'walletconnect.title': "WalletConnect",
  'walletconnect.qrLabel': "Código QR para conectar uma carteira com o WalletConnect",
  'walletconnect.qrLabelWallet': "Código QR para conectar {wallet}",
  'walletconnect.continue': "Abra o app da carteira e continue por lá",
  'walletconnect.scan': "Escaneie o código com seu celular ou copie o link na carteira",
  'walletconnect.scanWallet': "Escaneie o código com {wallet} no seu celular",
  'walletconnect.acceptIn': "Aceite a solicitação de conexão em {wallet}",
  'walletconnect.preparing': "Preparando um link de conexão…",
  'walletconnect.creating': "Criando um link de conexão",
  'walletconnect.openWallet': "Abrir {wallet}",
  'walletconnect.openDesktop': "Abrir app para computador",
  'walletconnect.openWeb': "Abrir app web",
  'walletconnect.copyLink': "Copiar link",
  'walletconnect.linkCopied': "Link copiado",
  'walletconnect.copyUnavailable': "Não é possível copiar aqui",
  'walletconnect.declined': "Conexão recusada",
  'walletconnect.declinedHint': "A conexão pode ser recusada se uma solicitação anterior ainda estiver ativa",
  'walletconnect.failed': "Falha na conexão",
  'walletconnect.tryAgain': "Tentar novamente",
  'walletconnect.expired': "O link de conexão expirou",
  'walletconnect.retryTooSoon': "Aguarde um momento antes de tentar novamente",
  'walletconnect.unreachable': "Não foi possível acessar o WalletConnect. Verifique a conexão e tente novamente",
  'walletconnect.noSession': "A carteira não aprovou nenhuma sessão",
  'walletconnect.noAccount': "A carteira não compartilhou nenhuma conta {namespace}",
}

export default messages
