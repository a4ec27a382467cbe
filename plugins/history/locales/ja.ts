import type { HistoryCatalogue } from '../messages.js'

/** Activity's texts in Japanese. */
const messages: HistoryCatalogue = {
  'history.tab': "アクティビティ",
  'history.loadingActivity': "アクティビティを読み込み中",
  'history.loadingTransactions': "トランザクションを読み込み中",
  'history.localNote': "ここには、このブラウザから送信したトランザクションのみが表示されます。",
  'history.empty': "まだアクティビティはありません",
  'history.emptyLocal': "ここから送信したトランザクションがここに表示されます。",
  'history.emptyAccount': "このアカウントにはこのネットワークでのトランザクションがありません。",
  'history.fetchFailed': "トランザクションを取得できませんでした",
  'history.tryAgain': "再試行",
  'history.loadMore': "さらに読み込む",
  'history.kind.sent': "送金",
  'history.kind.received': "受取",
  'history.kind.swap': "スワップ",
  'history.kind.minted': "ミント",
  'history.kind.bought': "購入",
  'history.kind.call': "コントラクト呼び出し",
  'history.status.pending': "保留中",
  'history.status.confirmed': "承認済み",
  'history.status.failed': "失敗",
  'history.from': "{address}から",
  'history.to': "{address}へ",
  'history.viewOnExplorer': "エクスプローラーで表示",
}

export default messages
