import type { SolanaCatalogue } from '../messages.js'

/** The Solana plugin's texts in Japanese. */
const messages: SolanaCatalogue = {
  'solana.wallet': "ウォレット",
  'solana.continueIn': "{wallet}で続行",
  'solana.opensIn': "このページは{wallet}のブラウザで開き、そこでウォレットが接続されます。",
  'solana.open': "{wallet}を開く",
  'solana.walletUnavailable': "ウォレットを利用できません",
  'solana.cannotOpen': "{wallet}はここではこのページを開けません。別の接続方法を選んでください。",
  'solana.back': "戻る",
  'solana.approval.message': "メッセージ",
}

export default messages
