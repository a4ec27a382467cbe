import { networkBadge } from '../../kernel/index.js'
import { defineCosmosNetwork } from './define-network.js'

const ATOM = { denom: 'uatom', symbol: 'ATOM', name: 'Cosmos Hub Atom', decimals: 6 } as const

export const cosmosHub = /* @__PURE__ */ defineCosmosNetwork({
  chainId: 'cosmoshub-4',
  name: 'Cosmos Hub',
  restUrls: ['https://cosmos-rest.publicnode.com', 'https://rest.cosmos.directory/cosmoshub'],
  rpcUrl: 'https://cosmos-rpc.publicnode.com',
  bech32Prefix: 'cosmos',
  currency: ATOM,
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' },
  imageUrl: /* @__PURE__ */ networkBadge('#2e3148', 'C'),
})

export const osmosis = /* @__PURE__ */ defineCosmosNetwork({
  chainId: 'osmosis-1',
  name: 'Osmosis',
  restUrls: ['https://osmosis-rest.publicnode.com', 'https://rest.cosmos.directory/osmosis'],
  rpcUrl: 'https://osmosis-rpc.publicnode.com',
  bech32Prefix: 'osmo',
  currency: { denom: 'uosmo', symbol: 'OSMO', name: 'Osmosis', decimals: 6 },
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' },
  imageUrl: /* @__PURE__ */ networkBadge('#750bbb', 'O'),
})

/**
 * The local chain `npm run devnet` serves over REST. Its chain id is fixed (devnet/cosmos/chain.mjs), written out
 * here because the package cannot import the devnet's code; a test keeps the two equal. No explorer.
 */
export const COSMOS_DEVNET_REST_URL = 'http://127.0.0.1:8795'
export const cosmosDevnet = /* @__PURE__ */ defineCosmosNetwork({
  chainId: 'tessera-devnet-1',
  name: 'Cosmos Devnet (local)',
  restUrls: [COSMOS_DEVNET_REST_URL],
  bech32Prefix: 'cosmos',
  currency: ATOM,
  imageUrl: /* @__PURE__ */ networkBadge('#6f7390', 'L'),
  testnet: true,
})
