import type { WalletConnectCatalogue } from '../messages.js'

/** The WalletConnect plugin's texts in Japanese. */
const messages: WalletConnectCatalogue = {
  'walletconnect.title': "WalletConnect",
  'walletconnect.qrLabel': "WalletConnectでウォレットを接続するためのQRコード",
  'walletconnect.qrLabelWallet': "{wallet}を接続するためのQRコード",
  'walletconnect.continue': "ウォレットアプリを開いて続行してください",
  'walletconnect.scan': "スマートフォンでコードをスキャンするか、リンクをコピーしてウォレットに貼り付けてください",
  'walletconnect.scanWallet': "スマートフォンの{wallet}でコードをスキャンしてください",
  'walletconnect.acceptIn': "{wallet}で接続リクエストを承認してください",
  'walletconnect.preparing': "接続リンクを準備中…",
  'walletconnect.creating': "接続リンクを作成中",
  'walletconnect.openWallet': "{wallet}を開く",
  'walletconnect.openDesktop': "デスクトップアプリを開く",
  'walletconnect.openWeb': "Webアプリを開く",
  'walletconnect.copyLink': "リンクをコピー",
  'walletconnect.linkCopied': "リンクをコピーしました",
  'walletconnect.copyUnavailable': "ここではコピーできません",
  'walletconnect.declined': "接続が拒否されました",
  'walletconnect.declinedHint': "以前のリクエストがまだ有効な場合、接続が拒否されることがあります",
  'walletconnect.failed': "接続に失敗しました",
  'walletconnect.tryAgain': "再試行",
  'walletconnect.expired': "接続リンクの有効期限が切れました",
  'walletconnect.retryTooSoon': "しばらく待ってから再試行してください",
  'walletconnect.unreachable': "WalletConnectに接続できませんでした。接続を確認して再試行してください",
  'walletconnect.noSession': "ウォレットがセッションを承認しませんでした",
  'walletconnect.noAccount': "ウォレットが{namespace}のアカウントを共有しませんでした",
}

export default messages
