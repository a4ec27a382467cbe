import { createConfig, type Config, type CreateConnectorFn, type Storage } from 'wagmi'
import type { Transport } from 'viem'
import type { CaipNetwork, Kit } from '../../kernel/index.js'
import { toWagmiChains, wagmiTransports, type WagmiChains } from './chains.js'
import { tessera } from './connector.js'

export interface CreateWagmiConfigParameters {
  readonly kit: Kit
  /** The networks the kit was created with: their EVM ones become wagmi's chains, in the same order. */
  readonly networks: readonly CaipNetwork[]
  /** Per chain id; by default HTTP over each network's RPC URLs. */
  readonly transports?: Record<number, Transport>
  /** Other wagmi connectors, after the kit's own. */
  readonly connectors?: readonly CreateConnectorFn[]
  /** wagmi's storage (localStorage by default; `createStorage({ storage: cookieStorage })` for SSR). */
  readonly storage?: Storage | null
  readonly ssr?: boolean
  /**
   * wagmi's own EIP-6963 discovery, off by default: the kit lists the browser's wallets in its modal, and wagmi
   * would add each one again as a connector beside the kit's.
   */
  readonly multiInjectedProviderDiscovery?: boolean
}

/**
 * A wagmi `Config` over the kit: its EVM networks as chains, HTTP transports from their RPC URLs, and the
 * `tessera()` connector, so `useConnect`, `useAccount`, `useSendTransaction`… work through the kit's modal.
 */
export function createWagmiConfig(parameters: CreateWagmiConfigParameters): Config<WagmiChains> {
  const chains = toWagmiChains(parameters.networks)
  return createConfig({
    chains,
    transports: parameters.transports ?? wagmiTransports(chains),
    connectors: [tessera({ kit: parameters.kit }), ...(parameters.connectors ?? [])],
    multiInjectedProviderDiscovery: parameters.multiInjectedProviderDiscovery ?? false,
    ...(parameters.storage === undefined ? {} : { storage: parameters.storage }),
    ...(parameters.ssr === undefined ? {} : { ssr: parameters.ssr }),
  })
}
