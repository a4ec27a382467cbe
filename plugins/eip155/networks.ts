import { networkBadge } from '../../kernel/index.js'
import { defineEvmNetwork } from './define-network.js'

/** The name resolver `npm run devnet` deploys on both local chains (devnet/name-resolver.mjs). */
const DEVNET_NAME_RESOLVER = '0xef11D1c2aA48826D4c41e54ab82D1Ff5Ad8A64Ca'

/** The local development chains that `npm run devnet` starts. */
export const devnet = /* @__PURE__ */ defineEvmNetwork({
  id: 31337,
  name: 'Devnet',
  rpcUrls: ['http://127.0.0.1:8545'],
  imageUrl: /* @__PURE__ */ networkBadge('#7c3aed', 'D'),
  testnet: true,
  ensUniversalResolver: DEVNET_NAME_RESOLVER,
})
export const devnetB = /* @__PURE__ */ defineEvmNetwork({
  id: 31338,
  name: 'Devnet B',
  rpcUrls: ['http://127.0.0.1:8546'],
  imageUrl: /* @__PURE__ */ networkBadge('#0d9488', 'B'),
  testnet: true,
  ensUniversalResolver: DEVNET_NAME_RESOLVER,
})
export const mainnet = /* @__PURE__ */ defineEvmNetwork({
  id: 1,
  name: 'Ethereum',
  rpcUrls: ['https://eth.merkle.io', 'https://cloudflare-eth.com'],
  blockExplorer: { name: 'Etherscan', url: 'https://etherscan.io' },
  imageUrl: /* @__PURE__ */ networkBadge('#627eea', 'E'),
  // ENS's UniversalResolver, as viem's mainnet chain names it.
  ensUniversalResolver: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe',
})
export const sepolia = /* @__PURE__ */ defineEvmNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://sepolia.drpc.org'],
  blockExplorer: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  imageUrl: /* @__PURE__ */ networkBadge('#8a92b2', 'S'),
  testnet: true,
})
export const base = /* @__PURE__ */ defineEvmNetwork({
  id: 8453,
  name: 'Base',
  rpcUrls: ['https://mainnet.base.org'],
  blockExplorer: { name: 'Basescan', url: 'https://basescan.org' },
  imageUrl: /* @__PURE__ */ networkBadge('#0052ff', 'B'),
})
export const optimism = /* @__PURE__ */ defineEvmNetwork({
  id: 10,
  name: 'OP Mainnet',
  rpcUrls: ['https://mainnet.optimism.io'],
  blockExplorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  imageUrl: /* @__PURE__ */ networkBadge('#ff0420', 'O'),
})
export const arbitrum = /* @__PURE__ */ defineEvmNetwork({
  id: 42161,
  name: 'Arbitrum One',
  rpcUrls: ['https://arb1.arbitrum.io/rpc'],
  blockExplorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
  imageUrl: /* @__PURE__ */ networkBadge('#28a0f0', 'A'),
})
export const polygon = /* @__PURE__ */ defineEvmNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: ['https://polygon-rpc.com'],
  blockExplorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
  imageUrl: /* @__PURE__ */ networkBadge('#8247e5', 'P'),
})
