import type { SiwxCatalogue } from '../messages.js'

/** The sign-in plugin's texts in Japanese. */
const messages: SiwxCatalogue = {
  'siwx.title': "サインイン",
  'siwx.needsConnect': "{name} があなたのウォレットへの接続を求めています",
  'siwx.needsConnectUnnamed': "このアプリがあなたのウォレットへの接続を求めています",
  'siwx.required': "このウォレットの所有者であることを証明して続行するには、このメッセージに署名してください。キャンセルすると接続が切断されます。",
  'siwx.optional': "このウォレットの所有者であることを証明してサインインするには、このメッセージに署名してください。",
  'siwx.sign': "署名",
  'siwx.signing': "署名中…",
  'siwx.cancel': "キャンセル",
  'siwx.declined': "署名が拒否されました",
  'siwx.otherAccount': "サインインメッセージに別のアカウントが記載されています",
  'siwx.refused': "検証サービスが署名を拒否しました",
}

export default messages
