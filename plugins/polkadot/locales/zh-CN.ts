import type { PolkadotCatalogue } from '../messages.js'

/** The Polkadot plugin's texts in Chinese (simplified). */
const messages: PolkadotCatalogue = {
  'polkadot.chooseAccount': "选择账户",
  'polkadot.accounts': "账户",
  'polkadot.shares': "{wallet} 与此网站共享了 {count} 个账户。请选择要连接的账户。",
  'polkadot.sharesUnnamed': "钱包与此网站共享了 {count} 个账户。请选择要连接的账户。",
}

export default messages
