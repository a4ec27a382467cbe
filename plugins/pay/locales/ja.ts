import type { PayCatalogue } from '../messages.js'

/** The pay plugin's texts in Japanese. */
const messages: PayCatalogue = {
  'pay.title': "支払い",
  'pay.preparing': "支払いを準備中…",
  'pay.connectToPay': "支払うにはウォレットを接続してください",
  'pay.switching': "ネットワークを切り替え中: ウォレットで確認してください…",
  'pay.signing': "ウォレットで支払いを確認してください…",
  'pay.pending': "ネットワークの承認を待っています…",
  'pay.to': "送金先",
  'pay.amount': "金額",
  'pay.network': "ネットワーク",
  'pay.fee': "ネットワーク手数料",
  'pay.estimating': "見積もり中…",
  'pay.connect': "ウォレットを接続",
  'pay.insufficient': "残高が不足しています",
  'pay.buyWithCard': "カードで{symbol}を購入",
  'pay.pay': "支払う",
  'pay.paid': "支払い完了。トランザクション",
  'pay.transaction': "トランザクション",
  'pay.explorer': "ブロックエクスプローラーで表示",
  'pay.cancelled': "支払いがキャンセルされました",
  'pay.notSwitched': "ウォレットが支払いのネットワークに切り替わりませんでした",
  'pay.connectorNotConnected': "コネクタが接続されていません",
  'pay.done': "完了",
  'pay.close': "閉じる",
}

export default messages
