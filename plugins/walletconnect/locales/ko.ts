import type { WalletConnectCatalogue } from '../messages.js'

/** The WalletConnect plugin's texts in Korean. */
const messages: WalletConnectCatalogue = {
  'walletconnect.title': "WalletConnect",
  'walletconnect.qrLabel': "WalletConnect로 지갑을 연결하는 QR 코드",
  'walletconnect.qrLabelWallet': "{wallet} 연결용 QR 코드",
  'walletconnect.continue': "지갑 앱을 열고 계속 진행하세요",
  'walletconnect.scan': "휴대폰으로 코드를 스캔하거나 링크를 복사해 지갑에 붙여 넣으세요",
  'walletconnect.scanWallet': "휴대폰에서 {wallet} 앱으로 코드를 스캔하세요",
  'walletconnect.acceptIn': "{wallet}에서 연결 요청을 수락하세요",
  'walletconnect.preparing': "연결 링크를 준비하는 중…",
  'walletconnect.creating': "연결 링크를 만드는 중",
  'walletconnect.openWallet': "{wallet} 열기",
  'walletconnect.openDesktop': "데스크톱 앱 열기",
  'walletconnect.openWeb': "웹 앱 열기",
  'walletconnect.copyLink': "링크 복사",
  'walletconnect.linkCopied': "링크가 복사되었습니다",
  'walletconnect.copyUnavailable': "여기서는 복사할 수 없습니다",
  'walletconnect.declined': "연결이 거부되었습니다",
  'walletconnect.declinedHint': "이전 요청이 아직 활성 상태이면 연결이 거부될 수 있습니다",
  'walletconnect.failed': "연결 실패",
  'walletconnect.tryAgain': "다시 시도",
  'walletconnect.expired': "연결 링크가 만료되었습니다",
  'walletconnect.retryTooSoon': "잠시 후 다시 시도하세요",
  'walletconnect.unreachable': "WalletConnect에 연결할 수 없습니다. 네트워크 연결을 확인하고 다시 시도하세요",
  'walletconnect.noSession': "지갑이 세션을 승인하지 않았습니다",
  'walletconnect.noAccount': "지갑이 {namespace} 계정을 공유하지 않았습니다",
}

export default messages
