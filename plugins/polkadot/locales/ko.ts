import type { PolkadotCatalogue } from '../messages.js'

/** The Polkadot plugin's texts in Korean. */
const messages: PolkadotCatalogue = {
  'polkadot.chooseAccount': "계정 선택",
  'polkadot.accounts': "계정",
  'polkadot.shares': "{wallet}이(가) 이 사이트와 계정 {count}개를 공유합니다. 연결할 계정을 선택하세요.",
  'polkadot.sharesUnnamed': "지갑이 이 사이트와 계정 {count}개를 공유합니다. 연결할 계정을 선택하세요.",
}

export default messages
