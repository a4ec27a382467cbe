import type { RegistryCatalogue } from '../messages.js'

/** The registry plugin's texts in Korean. */
const messages: RegistryCatalogue = {
  'registry.title': "모든 지갑",
  'registry.search': "지갑 검색",
  'registry.searchPlaceholder': "지갑 검색",
  'registry.list': "모든 지갑",
  'registry.results': "검색 결과",
  'registry.loading': "지갑을 불러오는 중",
  'registry.loadingMore': "지갑을 더 불러오는 중",
  'registry.noMatch': "지갑을 찾을 수 없습니다",
  'registry.noMatchHint': "다른 이름으로 검색해 보세요.",
  'registry.none': "사용 가능한 지갑이 없습니다",
  'registry.noneHint': "지갑 레지스트리에 이 네트워크를 지원하는 지갑이 없습니다.",
  'registry.loadFailed': "지갑을 불러올 수 없습니다",
  'registry.noAnswer': "지갑 레지스트리가 응답하지 않았습니다.",
  'registry.requestFailed': "HTTP 요청에 실패했습니다",
  'registry.timedOut': "요청에 대한 응답이 너무 오래 걸렸습니다",
  'registry.tryAgain': "다시 시도",
}

export default messages
