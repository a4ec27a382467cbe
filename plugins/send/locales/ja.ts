import type { SendCatalogue } from '../messages.js'

/** The send plugin's texts in Japanese. */
const messages: SendCatalogue = {
  'send.title': "送る",
  'send.feature': "送る",
  'send.noAccount': "接続されたアカウントはありません",
  'send.unsupportedChain': "未対応のチェーン",
  'send.token': "トークン",
  'send.selectToken': "トークンを選択",
  'send.amount': "金額",
  'send.balance': "残高: {amount} {symbol}",
  'send.max': "最大",
  'send.to': "送金先",
  'send.receiverPlaceholder': "アドレスまたは名前",
  'send.lookingUpName': "名前を検索中…",
  'send.fee': "ネットワーク手数料: {fee}",
  'send.confirmInWallet': "ウォレットで送金を承認してください…",
  'send.waitingForNetwork': "ネットワークの承認を待っています…",
  'send.sent': "送信しました。トランザクション ",
  'send.viewOnExplorer': "エクスプローラーで表示",
  'send.submit': "送信",
  'send.amountAndReceiverRequired': "金額と送金先アドレスが必要です",
  'send.tokenRequired': "トークンが必要です",
  'send.invalidAmount': "有効な金額を入力してください",
  'send.insufficientBalance': "残高が不足しています",
  'send.invalidReceiver': "無効なアドレスです",
  'send.dust': "{symbol}には小数点以下{decimals}桁より小さい単位はありません",
  'send.connectorNotConnected': "コネクタが接続されていません",
  'send.userRejected': "ユーザーがリクエストを拒否しました。",
  'send.timedOut': "リクエストの応答に時間がかかりすぎました",
}

export default messages
