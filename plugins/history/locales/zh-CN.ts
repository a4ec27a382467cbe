import type { HistoryCatalogue } from '../messages.js'

/** Activity's texts in Chinese (simplified). */
const messages: HistoryCatalogue = {
  'history.tab': "活动",
  'history.loadingActivity': "正在加载活动",
  'history.loadingTransactions': "正在加载交易",
  'history.localNote': "此处仅列出从此浏览器发送的交易。",
  'history.empty': "暂无活动",
  'history.emptyLocal': "你从这里发送的交易会显示在这里。",
  'history.emptyAccount': "此账户在该网络上没有交易。",
  'history.fetchFailed': "无法获取交易",
  'history.tryAgain': "重试",
  'history.loadMore': "加载更多",
  'history.kind.sent': "已发送",
  'history.kind.received': "已接收",
  'history.kind.swap': "兑换",
  'history.kind.minted': "已铸造",
  'history.kind.bought': "已购买",
  'history.kind.call': "合约调用",
  'history.status.pending': "待处理",
  'history.status.confirmed': "已确认",
  'history.status.failed': "失败",
  'history.from': "来自 {address}",
  'history.to': "发往 {address}",
  'history.viewOnExplorer': "在浏览器中查看",
}

export default messages
