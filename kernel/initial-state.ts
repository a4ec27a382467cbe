import type { CaipAddress, Namespace } from './caip.js'
import type { Account, AccountState, AccountType, CaipNetwork, ChainState, KitState } from './types.js'

export function initialAccountState(status: AccountState['status'] = 'disconnected'): AccountState {
  return { status, allAccounts: [], balanceLoading: false, currentTab: 0, tokenBalance: [], addressLabels: {} }
}

/** A namespace's connection as the kit stores it (spec §3 `connections`), enough to show the account before the wallet answers. */
export interface StoredConnection {
  readonly connectorId: string
  /** The first is the active account. */
  readonly accounts: readonly { readonly address: string; readonly type: AccountType }[]
  /** The connection's network, CAIP-2 (`eip155:1`); absent while the wallet sits on one the kit does not know. */
  readonly caipNetworkId?: string
}

export type StoredConnections = Partial<Readonly<Record<Namespace, StoredConnection>>>

/**
 * What a server knows of a visitor's kit before any script runs (`cookieToInitialState`): plain data, safe to
 * pass from a server component to a client one. The kit starts from it, so the server and the hydrating client
 * render the same connected button, and the reconnect routine then confirms the account or drops it.
 */
export interface KitInitialState {
  /** The active network, CAIP-2 (`eip155:1`); applied with a connection on it. */
  readonly activeCaipNetworkId?: string
  readonly connections?: StoredConnections
}

/** Account addresses as CAIP-10 allows them: no separator, bounded. */
export const STORED_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/
export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'] as const satisfies readonly AccountType[]
export const MAX_STORED_ACCOUNTS = 4

/**
 * `state` with the stored connections shown as accounts being restored ('reconnecting', address known) on the
 * networks the kit was configured with. Anything that does not fit the kit is left out, never thrown on: the
 * value may come from a cookie. Returns `state` itself when nothing applies.
 */
export function withInitialState(
  state: KitState,
  seed: KitInitialState | undefined,
  configured: readonly CaipNetwork[],
  options: { readonly reconnect?: boolean } = {},
): KitState {
  if (!isObject(seed) || !Array.isArray(configured)) return state
  // Unparsed options: the runtime reports a malformed network; here it is only skipped.
  const networks = (configured as readonly unknown[]).filter((n): n is CaipNetwork => isObject(n) && typeof n.caipNetworkId === 'string')
  const byId = (id: unknown) => (typeof id === 'string' ? networks.find((n) => n.caipNetworkId === id) : undefined)
  const active = byId(seed.activeCaipNetworkId)
  const chains: KitState['chains'] = {}
  const connections = options.reconnect === false || !isObject(seed.connections) ? {} : seed.connections
  // Only the namespaces the kit has networks for: that is also what makes a cookie's key a namespace.
  for (const ns of new Set(networks.map((n) => n.chainNamespace))) {
    const connection: unknown = Object.prototype.hasOwnProperty.call(connections, ns) ? connections[ns] : undefined
    const accounts = isObject(connection) ? storedAccounts(ns, connection.accounts) : undefined
    if (!accounts) continue
    const own = networks.filter((n) => n.chainNamespace === ns)
    const stored = byId((connection as StoredConnection).caipNetworkId)
    const network = (active?.chainNamespace === ns ? active : undefined) ?? (stored?.chainNamespace === ns ? stored : own[0])
    if (!network) continue
    const address = accounts[0]!.address
    const chain: ChainState = {
      namespace: ns,
      caipNetworks: own,
      networkState: { caipNetwork: network, supportsAllNetworks: true },
      // Spec §4: a stored connection is being restored; the reconnect routine settles it.
      accountState: { ...initialAccountState('reconnecting'), address, caipAddress: `${ns}:${network.id}:${address}` as CaipAddress, allAccounts: accounts },
    }
    chains[ns] = chain
  }
  // A network alone is not applied: the active namespace's button would show 'Connecting…' while its plugin loads.
  const connected = Object.keys(chains) as Namespace[]
  if (connected.length === 0) return state
  // As when connecting: the account's namespace becomes active unless the active one has an account too.
  const activeNamespace = active && chains[active.chainNamespace] ? active.chainNamespace : connected[0]!
  const activeCaipNetwork = chains[activeNamespace]!.networkState.caipNetwork
  return {
    ...state,
    chains: { ...state.chains, ...chains },
    activeNamespace,
    activeCaipNetwork,
    activeCaipAddress: chains[activeNamespace]!.accountState.caipAddress,
  }
}

function storedAccounts(namespace: Namespace, value: unknown): Account[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_STORED_ACCOUNTS) return undefined
  const accounts: Account[] = []
  for (const entry of value as unknown[]) {
    if (!isObject(entry) || typeof entry.address !== 'string' || !STORED_ADDRESS.test(entry.address)) return undefined
    if (typeof entry.type !== 'string' || !(ACCOUNT_TYPES as readonly string[]).includes(entry.type)) return undefined
    accounts.push({ namespace, address: entry.address, type: entry.type as AccountType })
  }
  return accounts
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * `state` showing the network the kit starts on (`defaultNetwork`, else the first) when nothing else set one, as
 * the runtime will once it boots: a server renders the network button with that name rather than 'Select Network'.
 * Only the network: which namespace is active is the runtime's to decide with the plugins it sets up.
 */
export function withDefaultNetwork(state: KitState, defaultNetwork: unknown, configured: unknown): KitState {
  if (state.activeCaipNetwork) return state
  const first = Array.isArray(configured) ? (configured as unknown[])[0] : undefined
  const network = [defaultNetwork, first].find(
    (n): n is CaipNetwork => isObject(n) && typeof n.caipNetworkId === 'string' && typeof n.name === 'string' && typeof n.chainNamespace === 'string',
  )
  return network ? { ...state, activeCaipNetwork: network } : state
}
