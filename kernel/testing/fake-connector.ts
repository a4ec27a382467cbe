import type { Namespace } from '../caip.js'
import type { CaipNetwork, Connector, ConnectorAccount, ConnectorConnection, ConnectorEvent, ConnectorType } from '../types.js'

/** How the fake wallet answers. Change it mid-test with `connector.set({...})`. */
export interface FakeConnectorBehaviour {
  /** Accounts connect() and reconnect() answer with (addresses are externally owned); the first is the active one. */
  accounts: readonly (string | ConnectorAccount)[]
  /** Chain the wallet reports itself on after connect() or reconnect(). */
  chainId: string | number
  /** 'approve' resolves; 'reject' rejects with the user's refusal (EIP-1193 4001) or with `connectError`. */
  connect: 'approve' | 'reject'
  connectError?: unknown
  /** 'restore' answers the stored session's accounts; 'expired' answers undefined (site no longer authorised). */
  reconnect: 'restore' | 'expired'
  /**
   * 'succeed' resolves (and emits chainChanged when `emitChainChanged`); 'unrecognized' throws EIP-1193 4902;
   * 'reject' throws 4001, the user's refusal.
   */
  switchNetwork: 'succeed' | 'unrecognized' | 'reject'
  /** Real wallets announce the new chain after a successful switch; on by default. */
  emitChainChanged: boolean
  /** disconnect() throws this when set. */
  disconnectError?: unknown
  signature: string
}

export interface FakeConnectorOptions extends Partial<FakeConnectorBehaviour> {
  id?: string
  name?: string
  type?: ConnectorType
  chain?: Namespace
  rdns?: string
  explorerId?: string
  imageUrl?: string
  /** The wallet signs for any of its accounts, so the visitor may pick one (`Connector.accountChoice`). */
  accountChoice?: boolean
}

export interface FakeConnectorCalls {
  connect: number
  reconnect: number
  disconnect: number
  switchNetwork: number
  signMessage: number
}

export interface FakeConnector extends Connector {
  readonly calls: Readonly<FakeConnectorCalls>
  /** Networks switchNetwork() was asked for, in order. */
  readonly switchRequests: readonly CaipNetwork[]
  /** Wallet listeners the kit still holds; 0 once it let go of the connector. */
  subscriberCount(): number
  /** Simulates the wallet: an account change (addresses, or full accounts), a chain change, a disconnect. */
  emit(event: FakeConnectorEvent): void
  set(behaviour: Partial<FakeConnectorBehaviour>): void
}

export const FAKE_ADDRESS = '0x1111111111111111111111111111111111111111'

/** A wallet event as a test writes it: accounts may be plain addresses (externally owned). */
export type FakeConnectorEvent =
  | { readonly type: 'accountsChanged'; readonly accounts: readonly (string | ConnectorAccount)[] }
  | Exclude<ConnectorEvent, { type: 'accountsChanged' }>

const asAccounts = (accounts: readonly (string | ConnectorAccount)[]): ConnectorAccount[] =>
  accounts.map((a) => (typeof a === 'string' ? { address: a, type: 'eoa' } : a))

export const USER_REJECTED_ERROR = Object.freeze({ code: 4001, message: 'User rejected the request.' })
export const UNRECOGNIZED_CHAIN_ERROR = Object.freeze({ code: 4902, message: 'Unrecognized chain ID.' })

export function createFakeConnector(options: FakeConnectorOptions = {}): FakeConnector {
  const { id = 'fake', name = 'Fake Wallet', type = 'INJECTED', chain = 'eip155', rdns, explorerId, imageUrl, accountChoice, ...initial } = options
  const behaviour: FakeConnectorBehaviour = {
    accounts: [FAKE_ADDRESS],
    chainId: 1,
    connect: 'approve',
    reconnect: 'restore',
    switchNetwork: 'succeed',
    emitChainChanged: true,
    signature: '0xsigned',
    ...initial,
  }
  const calls: FakeConnectorCalls = { connect: 0, reconnect: 0, disconnect: 0, switchNetwork: 0, signMessage: 0 }
  const switchRequests: CaipNetwork[] = []
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const connection = (): ConnectorConnection => ({ accounts: asAccounts(behaviour.accounts), chainId: behaviour.chainId })
  const emit = (event: FakeConnectorEvent) => {
    const real: ConnectorEvent = event.type === 'accountsChanged' ? { type: 'accountsChanged', accounts: asAccounts(event.accounts) } : event
    for (const listener of [...listeners]) listener(real)
  }

  return {
    id,
    name,
    type,
    chain,
    imageUrl,
    explorerId,
    info: rdns === undefined ? undefined : { rdns },
    ...(accountChoice ? { accountChoice } : {}),
    calls,
    switchRequests,
    async connect() {
      calls.connect += 1
      if (behaviour.connect === 'reject') throw behaviour.connectError ?? USER_REJECTED_ERROR
      return connection()
    },
    async reconnect() {
      calls.reconnect += 1
      return behaviour.reconnect === 'restore' ? connection() : undefined
    },
    async disconnect() {
      calls.disconnect += 1
      if (behaviour.disconnectError !== undefined) throw behaviour.disconnectError
    },
    async switchNetwork(network) {
      calls.switchNetwork += 1
      switchRequests.push(network)
      if (behaviour.switchNetwork === 'unrecognized') throw UNRECOGNIZED_CHAIN_ERROR
      if (behaviour.switchNetwork === 'reject') throw USER_REJECTED_ERROR
      behaviour.chainId = network.id
      if (behaviour.emitChainChanged) emit({ type: 'chainChanged', chainId: network.id })
    },
    async signMessage() {
      calls.signMessage += 1
      return behaviour.signature
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    subscriberCount: () => listeners.size,
    emit,
    set(next) {
      Object.assign(behaviour, next)
    },
  }
}
