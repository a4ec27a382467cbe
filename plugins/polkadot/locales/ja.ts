import type { PolkadotCatalogue } from '../messages.js'

/** The Polkadot plugin's texts in Japanese. */
const messages: PolkadotCatalogue = {
  'polkadot.chooseAccount': "アカウントを選択",
  'polkadot.accounts': "アカウント",
  'polkadot.shares': "{wallet}はこのサイトと{count}件のアカウントを共有しています。接続するアカウントを選んでください。",
  'polkadot.sharesUnnamed': "ウォレットはこのサイトと{count}件のアカウントを共有しています。接続するアカウントを選んでください。",
}

export default messages
