import type { SolanaCatalogue } from '../messages.js'

/** The Solana plugin's texts in Korean. */
const messages: SolanaCatalogue = {
  'solana.wallet': "지갑",
  'solana.continueIn': "{wallet}에서 계속",
  'solana.opensIn': "이 페이지는 {wallet}의 브라우저에서 열리며, 그곳에서 지갑이 연결됩니다.",
  'solana.open': "{wallet} 열기",
  'solana.walletUnavailable': "지갑을 사용할 수 없음",
  'solana.cannotOpen': "{wallet}에서 이 페이지를 여기서 열 수 없습니다. 다른 연결 방법을 선택하세요.",
  'solana.back': "뒤로",
  'solana.approval.message': "메시지",
}

export default messages
