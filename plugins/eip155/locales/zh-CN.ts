import type { Eip155Catalogue } from '../messages.js'

/** The EVM plugin's texts in Chinese (simplified). */
const messages: Eip155Catalogue = {
  'eip155.approval.to': "收款方",
  'eip155.approval.newContract': "新合约",
  'eip155.approval.value': "金额",
  'eip155.approval.token': "代币",
  'eip155.approval.transferTo': "转账给",
  'eip155.approval.amount': "数量（代币单位）",
  'eip155.approval.data': "数据",
  'eip155.approval.message': "消息",
  'eip155.approval.typedData': "类型化数据",
  'eip155.approval.userOperation': "用户操作",
  'eip155.approval.callsOne': "来自你的智能账户的 {count} 个调用",
  'eip155.approval.callsMany': "来自你的智能账户的 {count} 个调用",
  'eip155.approval.toInCall': "收款方（调用 {index}）",
  'eip155.approval.valueInCall': "金额（调用 {index}）",
  'eip155.approval.tokenInCall': "代币（调用 {index}）",
  'eip155.approval.transferToInCall': "转账给（调用 {index}）",
  'eip155.approval.amountInCall': "数量（代币单位）（调用 {index}）",
  'eip155.approval.dataInCall': "数据（调用 {index}）",
}

export default messages
