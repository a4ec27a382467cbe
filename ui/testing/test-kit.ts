// Test-only: a real kernel with a fake chain adapter and fake wallets, its modal mounted in the document.
import { configure, within } from '@testing-library/react'
import { vi } from 'vitest'
import { createKernel, memoryStorage, type CaipNetwork, type ChainAdapter, type Connector, type KitOptionsInput, type KitPlugin } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/internals.js'
import { registerCoreViews } from '../core-views.js'
import { mountModal } from '../mount.js'

// The first lazy view import transforms its module graph, which can take longer than the default second.
configure({ asyncUtilTimeout: 5000 })

export const ADDRESS = '0x1234567890AbcdEF1234567890aBcdef12345678'

const network = (id: number, name: string, symbol = 'ETH'): CaipNetwork => ({
  id,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  name,
  nativeCurrency: { name, symbol, decimals: 18 },
  rpcUrls: { default: { http: [`https://rpc.invalid/${id}`] } },
})
export const mainnet = network(1, 'Ethereum')
export const optimism = network(10, 'OP Mainnet')

/** A wallet that answers at once; every method is a spy. */
export function fakeConnector(overrides: Partial<Connector> & Pick<Connector, 'id' | 'name'>): Connector {
  return {
    type: 'ANNOUNCED',
    chain: 'eip155',
    connect: vi.fn(async () => ({ accounts: [{ address: ADDRESS, type: 'eoa' as const }], chainId: 1 })),
    disconnect: vi.fn(async () => {}),
    switchNetwork: vi.fn(async () => {}),
    ...overrides,
  }
}

/** Chain ids as an EVM wallet reports them ('0x2a', 42): these tests' adapter reads both, as the eip155 one does. */
export function hexOrDecimalChainId(chainId: unknown): string | undefined {
  if (typeof chainId === 'number') return String(chainId)
  if (typeof chainId !== 'string') return undefined
  return /^0x[0-9a-f]+$/i.test(chainId) ? String(Number.parseInt(chainId, 16)) : chainId.split(':').at(-1)
}

/** What an EIP-1193 wallet rejects with when the visitor says no. */
export const rejection = () => ({ code: 4001, message: 'User rejected' })

export interface TestKitOptions {
  readonly connectors?: readonly Connector[]
  readonly networks?: readonly CaipNetwork[]
  readonly options?: Partial<KitOptionsInput>
  /** Extra adapter capabilities (token balances, identity) on top of the fixed native balance. */
  readonly adapter?: Omit<Partial<ChainAdapter>, 'namespace'>
  /** Leave mounting to the test (embedded mode, mount counting). */
  readonly mount?: boolean
  /** Plugins set up after the test chain (views, slots, steps of their own). */
  readonly plugins?: readonly KitPlugin[]
}

export async function createTestKit({ connectors = [], networks = [mainnet, optimism], options = {}, adapter = {}, mount = true, plugins = [] }: TestKitOptions = {}) {
  const plugin: KitPlugin = {
    id: 'test',
    setup(ctx) {
      ctx.adapters.register({ namespace: 'eip155', chainReference: hexOrDecimalChainId, getBalance: async () => ({ balance: '1.2345678', symbol: 'ETH' }), ...adapter })
      for (const connector of connectors) ctx.connectors.register(connector)
    },
  }
  const kit = createKernel({ projectId: 'test', networks, plugins: [plugin, ...plugins], storage: memoryStorage(), logLevel: 'silent', ...options })
  registerCoreViews(kitInternals(kit))
  if (mount) mountModal(kit)
  await kit.ready
  return kit
}

export function modalHost(): HTMLElement {
  const host = document.querySelector('tessera-modal')
  if (!(host instanceof HTMLElement) || !host.shadowRoot) throw new Error('the modal is not mounted')
  return host
}

/** Testing Library queries scoped to the modal's shadow root. */
export function modal() {
  return within(modalHost().shadowRoot!.querySelector('[data-tessera-root]') as HTMLElement)
}

export function activeInModal(): Element | null {
  return modalHost().shadowRoot!.activeElement
}
