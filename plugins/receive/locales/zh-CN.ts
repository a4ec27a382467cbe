import type { ReceiveCatalogue } from '../messages.js'

/** The receive plugin's texts in Chinese (simplified). */
const messages: ReceiveCatalogue = {
  'receive.title': "接收",
  'receive.feature': "接收",
  'receive.noAccount': "未连接账户",
  'receive.qrLabel': "你的地址二维码",
  'receive.copy': "复制地址",
  'receive.networks': "可接收的网络",
  'receive.warningOne': "仅在此网络上向该地址发送资产：在其他网络上发送的资产可能会丢失。",
  'receive.warningMany': "仅在这些网络上向该地址发送资产：在其他网络上发送的资产可能会丢失。",
}

export default messages
