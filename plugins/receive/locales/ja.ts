import type { ReceiveCatalogue } from '../messages.js'

/** The receive plugin's texts in Japanese. */
const messages: ReceiveCatalogue = {
  'receive.title': "受け取る",
  'receive.feature': "受け取る",
  'receive.noAccount': "接続されたアカウントはありません",
  'receive.qrLabel': "あなたのアドレスのQRコード",
  'receive.copy': "アドレスをコピー",
  'receive.networks': "受け取れるネットワーク",
  'receive.warningOne': "このアドレスへの送金はこのネットワークでのみ行ってください。他のネットワークで送られた資産は失われる可能性があります。",
  'receive.warningMany': "このアドレスへの送金はこれらのネットワークでのみ行ってください。他のネットワークで送られた資産は失われる可能性があります。",
}

export default messages
