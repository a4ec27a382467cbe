import type { SiwxCatalogue } from '../messages.js'

/** The sign-in plugin's texts in Chinese (simplified). */
const messages: SiwxCatalogue = {
  'siwx.title': "登录",
  'siwx.needsConnect': "{name} 需要连接到你的钱包",
  'siwx.needsConnectUnnamed': "此应用需要连接到你的钱包",
  'siwx.required': "请签署此消息以证明你拥有此钱包并继续。取消将断开连接。",
  'siwx.optional': "请签署此消息以证明你拥有此钱包并登录。",
  'siwx.sign': "签名",
  'siwx.signing': "正在签名…",
  'siwx.cancel': "取消",
  'siwx.declined': "签名被拒绝",
  'siwx.otherAccount': "登录消息中写的是另一个账户",
  'siwx.refused': "验证方拒绝了该签名",
}

export default messages
