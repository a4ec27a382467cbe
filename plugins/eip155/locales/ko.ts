import type { Eip155Catalogue } from '../messages.js'

/** The EVM plugin's texts in Korean. */
const messages: Eip155Catalogue = {
  'eip155.approval.to': "받는 주소",
  'eip155.approval.newContract': "새 컨트랙트",
  'eip155.approval.value': "금액",
  'eip155.approval.token': "토큰",
  'eip155.approval.transferTo': "전송 대상",
  'eip155.approval.amount': "수량(토큰 단위)",
  'eip155.approval.data': "데이터",
  'eip155.approval.message': "메시지",
  'eip155.approval.typedData': "형식화된 데이터",
  'eip155.approval.userOperation': "사용자 작업",
  'eip155.approval.callsOne': "스마트 계정에서 보내는 호출 {count}건",
  'eip155.approval.callsMany': "스마트 계정에서 보내는 호출 {count}건",
  'eip155.approval.toInCall': "받는 주소(호출 {index})",
  'eip155.approval.valueInCall': "금액(호출 {index})",
  'eip155.approval.tokenInCall': "토큰(호출 {index})",
  'eip155.approval.transferToInCall': "전송 대상(호출 {index})",
  'eip155.approval.amountInCall': "수량(토큰 단위)(호출 {index})",
  'eip155.approval.dataInCall': "데이터(호출 {index})",
}

export default messages
