import type { SiwxCatalogue } from '../messages.js'

/** The sign-in plugin's texts in Korean. */
const messages: SiwxCatalogue = {
  'siwx.title': "로그인",
  'siwx.needsConnect': "{name}에서 지갑 연결이 필요합니다",
  'siwx.needsConnectUnnamed': "이 앱에서 지갑 연결이 필요합니다",
  'siwx.required': "이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요. 취소하면 연결이 해제됩니다.",
  'siwx.optional': "이 지갑의 소유자임을 증명하고 로그인하려면 이 메시지에 서명하세요.",
  'siwx.sign': "서명",
  'siwx.signing': "서명 중…",
  'siwx.cancel': "취소",
  'siwx.declined': "서명이 거부되었습니다",
  'siwx.otherAccount': "로그인 메시지에 다른 계정이 적혀 있습니다",
  'siwx.refused': "검증 서비스가 서명을 거부했습니다",
}

export default messages
