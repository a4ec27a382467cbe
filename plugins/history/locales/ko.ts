import type { HistoryCatalogue } from '../messages.js'

/** Activity's texts in Korean. */
const messages: HistoryCatalogue = {
  'history.tab': "활동",
  'history.loadingActivity': "활동을 불러오는 중",
  'history.loadingTransactions': "트랜잭션을 불러오는 중",
  'history.localNote': "이 브라우저에서 보낸 트랜잭션만 여기에 표시됩니다.",
  'history.empty': "아직 활동이 없습니다",
  'history.emptyLocal': "여기에서 보낸 트랜잭션이 여기에 표시됩니다.",
  'history.emptyAccount': "이 계정은 이 네트워크에 트랜잭션이 없습니다.",
  'history.fetchFailed': "트랜잭션을 가져오지 못했습니다",
  'history.tryAgain': "다시 시도",
  'history.loadMore': "더 보기",
  'history.kind.sent': "보냄",
  'history.kind.received': "받음",
  'history.kind.swap': "스왑",
  'history.kind.minted': "민팅",
  'history.kind.bought': "구매",
  'history.kind.call': "컨트랙트 호출",
  'history.status.pending': "대기 중",
  'history.status.confirmed': "확인됨",
  'history.status.failed': "실패",
  'history.from': "{address}에서",
  'history.to': "{address}에게",
  'history.viewOnExplorer': "탐색기에서 보기",
}

export default messages
