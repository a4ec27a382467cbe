import type { SolanaCatalogue } from '../messages.js'

/** The Solana plugin's texts in Chinese (simplified). */
const messages: SolanaCatalogue = {
  'solana.wallet': "钱包",
  'solana.continueIn': "在 {wallet} 中继续",
  'solana.opensIn': "此页面将在 {wallet} 的浏览器中打开，钱包会在那里连接。",
  'solana.open': "打开 {wallet}",
  'solana.walletUnavailable': "钱包不可用",
  'solana.cannotOpen': "{wallet} 无法在此处打开此页面。请选择其他连接方式。",
  'solana.back': "返回",
  'solana.approval.message': "消息",
}

export default messages
