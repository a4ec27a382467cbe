import type { SendCatalogue } from '../messages.js'

/** The send plugin's texts in Chinese (simplified). */
const messages: SendCatalogue = {
  'send.title': "发送",
  'send.feature': "发送",
  'send.noAccount': "未连接账户",
  'send.unsupportedChain': "不支持的链",
  'send.token': "代币",
  'send.selectToken': "选择代币",
  'send.amount': "金额",
  'send.balance': "余额：{amount} {symbol}",
  'send.max': "最大",
  'send.to': "收款方",
  'send.receiverPlaceholder': "地址或名称",
  'send.lookingUpName': "正在查找名称…",
  'send.fee': "网络费用：{fee}",
  'send.confirmInWallet': "请在钱包中确认转账…",
  'send.waitingForNetwork': "正在等待网络确认…",
  'send.sent': "已发送。交易 ",
  'send.viewOnExplorer': "在浏览器中查看",
  'send.submit': "发送",
  'send.amountAndReceiverRequired': "需要填写金额和收款地址",
  'send.tokenRequired': "需要选择代币",
  'send.invalidAmount': "请输入有效金额",
  'send.insufficientBalance': "余额不足",
  'send.invalidReceiver': "地址无效",
  'send.dust': "{symbol} 没有小于 {decimals} 位小数的单位",
  'send.connectorNotConnected': "连接器未连接",
  'send.userRejected': "用户拒绝了请求。",
  'send.timedOut': "请求响应时间过长",
}

export default messages
