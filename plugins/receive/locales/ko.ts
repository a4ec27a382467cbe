import type { ReceiveCatalogue } from '../messages.js'

/** The receive plugin's texts in Korean. */
const messages: ReceiveCatalogue = {
  'receive.title': "받기",
  'receive.feature': "받기",
  'receive.noAccount': "연결된 계정이 없습니다",
  'receive.qrLabel': "내 주소의 QR 코드",
  'receive.copy': "주소 복사",
  'receive.networks': "받을 수 있는 네트워크",
  'receive.warningOne': "이 주소로는 이 네트워크에서만 자산을 보내세요. 다른 네트워크로 보낸 자산은 잃을 수 있습니다.",
  'receive.warningMany': "이 주소로는 이 네트워크들에서만 자산을 보내세요. 다른 네트워크로 보낸 자산은 잃을 수 있습니다.",
}

export default messages
