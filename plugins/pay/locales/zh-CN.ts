import type { PayCatalogue } from '../messages.js'

/** The pay plugin's texts in Simplified Chinese. */
const messages: PayCatalogue = {
  'pay.title': "支付",
  'pay.preparing': "正在准备支付…",
  'pay.connectToPay': "请连接钱包以支付",
  'pay.switching': "正在切换网络：请在钱包中确认…",
  'pay.signing': "请在钱包中确认支付…",
  'pay.pending': "正在等待网络确认…",
  'pay.to': "收款方",
  'pay.amount': "金额",
  'pay.network': "网络",
  'pay.fee': "网络费用",
  'pay.estimating': "正在估算…",
  'pay.connect': "连接钱包",
  'pay.insufficient': "余额不足",
  'pay.buyWithCard': "用银行卡购买 {symbol}",
  'pay.pay': "支付",
  'pay.paid': "已支付。交易",
  'pay.transaction': "交易",
  'pay.explorer': "在区块浏览器中查看",
  'pay.cancelled': "支付已取消",
  'pay.notSwitched': "钱包未切换到支付所在的网络",
  'pay.connectorNotConnected': "连接器未连接",
  'pay.done': "完成",
  'pay.close': "关闭",
}

export default messages
