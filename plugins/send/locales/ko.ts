import type { SendCatalogue } from '../messages.js'

/** The send plugin's texts in Korean. */
const messages: SendCatalogue = {
  'send.title': "보내기",
  'send.feature': "보내기",
  'send.noAccount': "연결된 계정이 없습니다",
  'send.unsupportedChain': "지원되지 않는 체인",
  'send.token': "토큰",
  'send.selectToken': "토큰 선택",
  'send.amount': "금액",
  'send.balance': "잔액: {amount} {symbol}",
  'send.max': "최대",
  'send.to': "받는 사람",
  'send.receiverPlaceholder': "주소 또는 이름",
  'send.lookingUpName': "이름을 찾는 중…",
  'send.fee': "네트워크 수수료: {fee}",
  'send.confirmInWallet': "지갑에서 전송을 확인하세요…",
  'send.waitingForNetwork': "네트워크 확인을 기다리는 중…",
  'send.sent': "전송했습니다. 트랜잭션 ",
  'send.viewOnExplorer': "탐색기에서 보기",
  'send.submit': "보내기",
  'send.amountAndReceiverRequired': "금액과 받는 주소가 필요합니다",
  'send.tokenRequired': "토큰이 필요합니다",
  'send.invalidAmount': "올바른 금액을 입력하세요",
  'send.insufficientBalance': "잔액이 부족합니다",
  'send.invalidReceiver': "잘못된 주소",
  'send.dust': "{symbol}에는 소수점 {decimals}자리보다 작은 단위가 없습니다",
  'send.connectorNotConnected': "커넥터가 연결되지 않았습니다",
  'send.userRejected': "사용자가 요청을 거부했습니다.",
  'send.timedOut': "요청 응답 시간이 너무 오래 걸렸습니다",
}

export default messages
