import { networkBadge, type CaipNetwork } from '../../kernel/index.js'
import type { BitcoinAddressNetwork } from './address.js'
import { defineBitcoinNetwork } from './define-network.js'

export const bitcoin = /* @__PURE__ */ defineBitcoinNetwork({
  reference: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  rpcUrls: ['https://mempool.space/api'],
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space' },
  imageUrl: /* @__PURE__ */ networkBadge('#f7931a', 'B'),
})
export const bitcoinTestnet = /* @__PURE__ */ defineBitcoinNetwork({
  reference: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  rpcUrls: ['https://mempool.space/testnet/api'],
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space/testnet' },
  imageUrl: /* @__PURE__ */ networkBadge('#5fd15c', 'T'),
  testnet: true,
})

/**
 * The local regtest ledger `npm run devnet` starts. Regtest's genesis block is the same everywhere, so its reference
 * is fixed; there is no public explorer for a local chain.
 */
export const BITCOIN_REGTEST_URL = 'http://127.0.0.1:8794'
export const bitcoinRegtest = /* @__PURE__ */ defineBitcoinNetwork({
  reference: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest (local)',
  rpcUrls: [BITCOIN_REGTEST_URL],
  imageUrl: /* @__PURE__ */ networkBadge('#b45309', 'R'),
  testnet: true,
})

/** The address rules of each chain this plugin names. */
export const ADDRESS_NETWORKS: Readonly<Record<string, BitcoinAddressNetwork>> = {
  [bitcoin.caipNetworkId]: 'mainnet',
  [bitcoinTestnet.caipNetworkId]: 'testnet',
  [bitcoinRegtest.caipNetworkId]: 'regtest',
}

/** The chain an address's rules point to: segwit HRPs name one; a base58 testnet address fits testnet and regtest. */
export function networkForAddress(networks: readonly BitcoinAddressNetwork[], active: CaipNetwork | undefined): string {
  const activeRules = active ? ADDRESS_NETWORKS[active.caipNetworkId] : undefined
  if (activeRules && networks.includes(activeRules)) return String(active!.id)
  const rules = networks[0] ?? 'mainnet'
  return String({ mainnet: bitcoin, testnet: bitcoinTestnet, regtest: bitcoinRegtest }[rules].id)
}
