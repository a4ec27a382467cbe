import { networkBadge } from '../../kernel/index.js'
import { definePolkadotNetwork } from './define-network.js'

const subscan = (host: string) => ({ name: 'Subscan', url: `https://${host}.subscan.io` })

export const polkadotMainnet = /* @__PURE__ */ definePolkadotNetwork({
  reference: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: ['https://rpc.polkadot.io'],
  webSocketUrls: ['wss://rpc.polkadot.io'],
  blockExplorer: /* @__PURE__ */ subscan('polkadot'),
  imageUrl: /* @__PURE__ */ networkBadge('#e6007a', 'P'),
})
export const kusama = /* @__PURE__ */ definePolkadotNetwork({
  reference: 'b0a8d493285c2df73290dfb7e61f870f',
  name: 'Kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: ['https://kusama-rpc.polkadot.io'],
  webSocketUrls: ['wss://kusama-rpc.polkadot.io'],
  blockExplorer: /* @__PURE__ */ subscan('kusama'),
  imageUrl: /* @__PURE__ */ networkBadge('#000000', 'K'),
})
export const westend = /* @__PURE__ */ definePolkadotNetwork({
  reference: 'e143f23803ac50e8f6f8e62695d1ce9e',
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: ['https://westend-rpc.polkadot.io'],
  webSocketUrls: ['wss://westend-rpc.polkadot.io'],
  blockExplorer: /* @__PURE__ */ subscan('westend'),
  imageUrl: /* @__PURE__ */ networkBadge('#da68a7', 'W'),
  testnet: true,
})

/** Generic Substrate: the prefix of any chain the kit has no other for, and what extensions show by default. */
export const GENERIC_SS58_PREFIX = 42

/** The SS58 prefixes of the networks this plugin names (paritytech/ss58-registry). */
export const SS58_PREFIXES: Readonly<Record<string, number>> = {
  [polkadotMainnet.caipNetworkId]: 0,
  [kusama.caipNetworkId]: 2,
  [westend.caipNetworkId]: GENERIC_SS58_PREFIX,
}
