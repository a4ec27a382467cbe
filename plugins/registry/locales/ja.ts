import type { RegistryCatalogue } from '../messages.js'

/** The registry plugin's texts in Japanese. */
const messages: RegistryCatalogue = {
  'registry.title': "すべてのウォレット",
  'registry.search': "ウォレットを検索",
  'registry.searchPlaceholder': "ウォレットを検索",
  'registry.list': "すべてのウォレット",
  'registry.results': "検索結果",
  'registry.loading': "ウォレットを読み込み中",
  'registry.loadingMore': "さらにウォレットを読み込み中",
  'registry.noMatch': "ウォレットが見つかりません",
  'registry.noMatchHint': "別の名前で検索してください。",
  'registry.none': "利用できるウォレットはありません",
  'registry.noneHint': "ウォレットレジストリには、これらのネットワークに対応するウォレットがありません。",
  'registry.loadFailed': "ウォレットを読み込めませんでした",
  'registry.noAnswer': "ウォレットレジストリから応答がありませんでした。",
  'registry.requestFailed': "HTTPリクエストに失敗しました",
  'registry.timedOut': "リクエストの応答に時間がかかりすぎました",
  'registry.tryAgain': "再試行",
}

export default messages
