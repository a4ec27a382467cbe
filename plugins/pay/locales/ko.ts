import type { PayCatalogue } from '../messages.js'

/** The pay plugin's texts in Korean. */
const messages: PayCatalogue = {
  'pay.title': "결제",
  'pay.preparing': "결제 준비 중…",
  'pay.connectToPay': "결제하려면 지갑을 연결하세요",
  'pay.switching': "네트워크 전환 중: 지갑에서 확인하세요…",
  'pay.signing': "지갑에서 결제를 확인하세요…",
  'pay.pending': "네트워크 확인을 기다리는 중…",
  'pay.to': "받는 사람",
  'pay.amount': "금액",
  'pay.network': "네트워크",
  'pay.fee': "네트워크 수수료",
  'pay.estimating': "추정 중…",
  'pay.connect': "지갑 연결",
  'pay.insufficient': "잔액 부족",
  'pay.buyWithCard': "카드로 {symbol} 구매",
  'pay.pay': "결제하기",
  'pay.paid': "결제 완료. 트랜잭션",
  'pay.transaction': "트랜잭션",
  'pay.explorer': "블록 탐색기에서 보기",
  'pay.cancelled': "결제가 취소되었습니다",
  'pay.notSwitched': "지갑이 결제 네트워크로 전환되지 않았습니다",
  'pay.connectorNotConnected': "커넥터가 연결되지 않았습니다",
  'pay.done': "완료",
  'pay.close': "닫기",
}

export default messages
