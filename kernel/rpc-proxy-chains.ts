import type { CaipNetworkId } from './caip.js'

/**
 * The well-known chains an RPC proxy serves (spec §7 chain RPC: "a fixed list"): mainnets and their main testnets.
 * Data, not logic, so the list can grow without touching the code that reads it.
 */
export const RPC_PROXY_CHAINS: ReadonlySet<CaipNetworkId> = /* @__PURE__ */ new Set<CaipNetworkId>([
  // Ethereum, Sepolia, Holesky.
  'eip155:1',
  'eip155:11155111',
  'eip155:17000',
  // Optimism, Arbitrum, Base, Polygon, zkSync Era, Linea, Scroll, Polygon zkEVM, Mantle, Blast, Zora and their testnets.
  'eip155:10',
  'eip155:11155420',
  'eip155:42161',
  'eip155:421614',
  'eip155:8453',
  'eip155:84532',
  'eip155:137',
  'eip155:80002',
  'eip155:324',
  'eip155:59144',
  'eip155:534352',
  'eip155:1101',
  'eip155:5000',
  'eip155:81457',
  'eip155:7777777',
  // BNB Smart Chain, Gnosis, Avalanche C-Chain, Celo, Aurora.
  'eip155:56',
  'eip155:97',
  'eip155:100',
  'eip155:43114',
  'eip155:43113',
  'eip155:42220',
  'eip155:1313161554',
  // Solana mainnet, devnet, testnet.
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
])
