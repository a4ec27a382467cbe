import type { CaipNetwork } from '../types.js'

const evm = (id: number, name: string): CaipNetwork => ({
  id,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`https://rpc.invalid/${id}`] } },
})

/** Plain network objects for tests; the kernel knows no chain, so these are all it gets. */
export const testNetworks = {
  mainnet: evm(1, 'Ethereum'),
  optimism: evm(10, 'OP Mainnet'),
  sepolia: evm(11155111, 'Sepolia'),
  solana: {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://rpc.invalid/solana'] } },
  },
  bitcoin: {
    id: '000000000019d6689c085ae165831e93',
    chainNamespace: 'bip122',
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    name: 'Bitcoin',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['https://rpc.invalid/bitcoin'] } },
  },
} as const satisfies Record<string, CaipNetwork>
