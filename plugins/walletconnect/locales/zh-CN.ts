import type { WalletConnectCatalogue } from '../messages.js'

/** The WalletConnect plugin's texts in Simplified Chinese. */
const messages: WalletConnectCatalogue = {
  'walletconnect.title': "WalletConnect",
  'walletconnect.qrLabel': "使用 WalletConnect 连接钱包的二维码",
  'walletconnect.qrLabelWallet': "用于连接 {wallet} 的二维码",
  'walletconnect.continue': "打开钱包应用并继续",
  'walletconnect.scan': "用手机扫描二维码，或将链接复制到钱包中",
  'walletconnect.scanWallet': "在手机上用 {wallet} 扫描二维码",
  'walletconnect.acceptIn': "请在 {wallet} 中接受连接请求",
  'walletconnect.preparing': "正在准备连接链接…",
  'walletconnect.creating': "正在创建连接链接",
  'walletconnect.openWallet': "打开 {wallet}",
  'walletconnect.openDesktop': "打开桌面应用",
  'walletconnect.openWeb': "打开网页应用",
  'walletconnect.copyLink': "复制链接",
  'walletconnect.linkCopied': "链接已复制",
  'walletconnect.copyUnavailable': "此处无法复制",
  'walletconnect.declined': "连接被拒绝",
  'walletconnect.declinedHint': "如果之前的请求仍在进行中，连接可能会被拒绝",
  'walletconnect.failed': "连接失败",
  'walletconnect.tryAgain': "重试",
  'walletconnect.expired': "连接链接已过期",
  'walletconnect.retryTooSoon': "请稍候再试",
  'walletconnect.unreachable': "无法连接到 WalletConnect。请检查网络连接后重试",
  'walletconnect.noSession': "钱包未批准任何会话",
  'walletconnect.noAccount': "钱包未共享 {namespace} 账户",
}

export default messages
