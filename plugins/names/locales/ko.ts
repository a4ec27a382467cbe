import type { NamesCatalogue } from '../messages.js'

/** The names plugin's texts in Korean. */
const messages: NamesCatalogue = {
  'names.title': "이름 선택",
  'names.feature': "이름 선택",
  'names.intro': "주소 대신 사람들이 송금할 때 사용할 이름을 고르세요.",
  'names.field': "이름",
  'names.placeholder': "yourname{suffix}",
  'names.searching': "이름 검색 중",
  'names.list': "이름",
  'names.taken': "사용 중",
  'names.available': "사용 가능",
  'names.tooShort': "이름은 {min}자 이상이어야 합니다",
  'names.tooLong': "이름은 {max}자 이하여야 합니다",
  'names.characters': "이름에는 영문자, 숫자, 하이픈만 사용할 수 있습니다",
  'names.suggestionsFailed': "이름 추천을 가져오지 못했습니다",
  'names.registerFailed': "{name} 이름을 등록하지 못했습니다",
  'names.invalidChainId': "잘못된 chainId입니다",
  'names.waitingSignature': "서명 대기 중",
  'names.signPrompt': "이 이름을 등록하려면 지갑에서 메시지에 서명하세요.",
  'names.registering': "등록 중",
  'names.registeringText': "이름을 등록하는 중…",
  'names.registered': "이제 이 이름이 회원님의 것입니다. 앱에서 주소 대신 이 이름이 표시됩니다.",
  'names.backToAccount': "계정으로 돌아가기",
}

export default messages
