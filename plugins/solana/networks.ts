import { networkBadge } from '../../kernel/index.js'
import { defineSolanaNetwork } from './define-network.js'

const EXPLORER = 'https://explorer.solana.com'
/** The explorer reads the cluster from its query; mainnet is its default. */
const explorer = (query = '') => ({ name: 'Solana Explorer', url: `${EXPLORER}${query}` })

export const solanaMainnet = /* @__PURE__ */ defineSolanaNetwork({
  reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpcUrls: ['https://api.mainnet-beta.solana.com'],
  webSocketUrls: ['wss://api.mainnet-beta.solana.com'],
  blockExplorer: /* @__PURE__ */ explorer(),
  imageUrl: /* @__PURE__ */ networkBadge('#9945ff', 'S'),
})
export const solanaTestnet = /* @__PURE__ */ defineSolanaNetwork({
  reference: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  rpcUrls: ['https://api.testnet.solana.com'],
  webSocketUrls: ['wss://api.testnet.solana.com'],
  blockExplorer: /* @__PURE__ */ explorer('?cluster=testnet'),
  imageUrl: /* @__PURE__ */ networkBadge('#14b8a6', 'T'),
  testnet: true,
})
export const solanaDevnet = /* @__PURE__ */ defineSolanaNetwork({
  reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  rpcUrls: ['https://api.devnet.solana.com'],
  webSocketUrls: ['wss://api.devnet.solana.com'],
  blockExplorer: /* @__PURE__ */ explorer('?cluster=devnet'),
  imageUrl: /* @__PURE__ */ networkBadge('#14f195', 'D'),
  testnet: true,
})

/**
 * The local cluster `npm run devnet` starts. Its genesis hash is fixed (devnet/solana/cluster.mjs), written out here
 * because the package cannot import the devnet's code; a test keeps the two equal.
 */
export const SOLANA_LOCAL_URL = 'http://127.0.0.1:8899'
export const solanaLocal = /* @__PURE__ */ defineSolanaNetwork({
  reference: '7SWpcXKMxF3SJwhED1sMHh6gokkTgxyY',
  name: 'Solana Devnet (local)',
  rpcUrls: [SOLANA_LOCAL_URL],
  webSocketUrls: ['ws://127.0.0.1:8900'],
  blockExplorer: /* @__PURE__ */ explorer(`?cluster=custom&customUrl=${encodeURIComponent(SOLANA_LOCAL_URL)}`),
  imageUrl: /* @__PURE__ */ networkBadge('#7c3aed', 'L'),
  testnet: true,
})

/** The clusters this plugin names, and what Wallet Standard wallets call them ('solana:mainnet', …). */
export const STANDARD_CHAIN_NAMES: Readonly<Record<string, string>> = {
  [solanaMainnet.caipNetworkId]: 'solana:mainnet',
  [solanaTestnet.caipNetworkId]: 'solana:testnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  [solanaLocal.caipNetworkId]: 'solana:localnet',
}
