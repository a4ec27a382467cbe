import type { Eip155Catalogue } from '../messages.js'

/** The EVM plugin's texts in Japanese. */
const messages: Eip155Catalogue = {
  'eip155.approval.to': "宛先",
  'eip155.approval.newContract': "新規コントラクト",
  'eip155.approval.value': "金額",
  'eip155.approval.token': "トークン",
  'eip155.approval.transferTo': "送金先",
  'eip155.approval.amount': "数量（トークン単位）",
  'eip155.approval.data': "データ",
  'eip155.approval.message': "メッセージ",
  'eip155.approval.typedData': "型付きデータ",
  'eip155.approval.userOperation': "ユーザーオペレーション",
  'eip155.approval.callsOne': "スマートアカウントからの呼び出し {count} 件",
  'eip155.approval.callsMany': "スマートアカウントからの呼び出し {count} 件",
  'eip155.approval.toInCall': "宛先（呼び出し {index}）",
  'eip155.approval.valueInCall': "金額（呼び出し {index}）",
  'eip155.approval.tokenInCall': "トークン（呼び出し {index}）",
  'eip155.approval.transferToInCall': "送金先（呼び出し {index}）",
  'eip155.approval.amountInCall': "数量（トークン単位）（呼び出し {index}）",
  'eip155.approval.dataInCall': "データ（呼び出し {index}）",
}

export default messages
