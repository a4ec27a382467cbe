// Test-only: the UniversalProvider surface the plugin uses, driven by the test instead of a relay and a wallet.
import type { PairingProvider, ProposalNamespace } from './provider.js'

type Listener = (payload: unknown) => void
type Handler = (params: unknown, chain: string | undefined) => unknown

export interface FakePairingProvider extends PairingProvider {
  session?: unknown
  /** Every proposal, in order. */
  readonly proposals: Record<string, ProposalNamespace>[]
  /** Every request with the chain it was sent for. */
  readonly requests: { method: string; params?: unknown; chain?: string }[]
  readonly uris: string[]
  disconnects: number
  /** While true, a new pairing is created (and its URI exists) only on releaseUri(): the relay is not reached yet. */
  holdUris: boolean
  /** While true, the provider never announces `display_uri`: the proposal waits on Verify, out of reach. */
  verifyHangs: boolean
  /** How many times the kit opened the relay socket ahead of a pairing. */
  relayOpens: number
  readonly client: { readonly core: { readonly pairing: { create(): Promise<{ topic: string; uri: string }> }; readonly relayer: { connected: boolean; toEstablishConnection(): Promise<void> } } }
  releaseUri(): void
  /** The wallet approves the latest proposal with these CAIP-10 accounts. */
  approve(accounts: readonly string[], peer?: { name?: string; icons?: string[] }): void
  /** The wallet turns the latest proposal down (default: WalletConnect's "User rejected."). */
  reject(error?: unknown): void
  /** An event from the wallet on the session's topic. */
  sessionEvent(chainId: string, name: string, data: unknown): void
  /** The wallet ended the session. */
  deleteSession(): void
  handle(method: string, handler: Handler): void
  listenerCount(): number
}

export const TOPIC = 'a'.repeat(64)

export function createFakePairingProvider(): FakePairingProvider {
  const listeners = new Map<string, Set<Listener>>()
  const handlers = new Map<string, Handler>()
  let pending: { resolve: (session: unknown) => void; reject: (error: unknown) => void } | undefined
  let uriCount = 0
  let held: (() => void) | undefined
  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }

  const fake: FakePairingProvider = {
    session: undefined,
    proposals: [],
    requests: [],
    uris: [],
    disconnects: 0,
    holdUris: false,
    verifyHangs: false,
    relayOpens: 0,
    client: {
      core: {
        // The SDK's own order: the pairing (and its URI) exists first, and `display_uri` follows the proposal.
        pairing: {
          async create() {
            const uri = `wc:${String(++uriCount).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`
            return { topic: uri.slice(3, 67), uri }
          },
        },
        relayer: {
          connected: false,
          async toEstablishConnection() {
            fake.relayOpens++
            fake.client.core.relayer.connected = true
          },
        },
      },
    },
    releaseUri() {
      held?.()
      held = undefined
    },
    async connect({ optionalNamespaces }) {
      fake.proposals.push(optionalNamespaces)
      if (fake.holdUris) await new Promise<void>((release) => (held = release))
      const { uri } = await fake.client.core.pairing.create()
      fake.uris.push(uri)
      // The provider announces the URI once the proposal is published (in a browser, after Verify answers).
      if (!fake.verifyHangs) queueMicrotask(() => emit('display_uri', uri))
      return new Promise((resolve, reject) => {
        pending = { resolve, reject }
      })
    },
    async disconnect() {
      if (!fake.session) throw new Error('Please call connect() before enable()')
      fake.disconnects++
      fake.session = undefined
    },
    async request({ method, params }, chain) {
      fake.requests.push({ method, params, chain })
      const handler = handlers.get(method)
      if (!handler) throw { code: -32601, message: `${method} not supported` }
      return handler(params, chain)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as Listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener)
    },
    approve(accounts, peer = { name: 'Fake Wallet', icons: ['https://wallet.example/icon.png'] }) {
      const namespaces: Record<string, { accounts: string[]; chains: string[]; methods: string[]; events: string[] }> = {}
      for (const account of accounts) {
        const [ns, chain] = account.split(':')
        const entry = (namespaces[ns!] ??= { accounts: [], chains: [], methods: [], events: [] })
        entry.accounts.push(account)
        if (!entry.chains.includes(`${ns}:${chain}`)) entry.chains.push(`${ns}:${chain}`)
      }
      fake.session = { topic: TOPIC, namespaces, peer: { metadata: { name: peer.name, icons: peer.icons, url: 'https://wallet.example', description: '' } } }
      emit('connect', { session: fake.session })
      pending?.resolve(fake.session)
      pending = undefined
    },
    reject(error = { code: 5000, message: 'User rejected.' }) {
      pending?.reject(error)
      pending = undefined
    },
    sessionEvent(chainId, name, data) {
      emit('session_event', { id: 1, topic: TOPIC, params: { chainId, event: { name, data } } })
    },
    deleteSession() {
      fake.session = undefined
      emit('session_delete', { id: 1, topic: TOPIC })
      emit('disconnect', { code: 6000, message: 'User disconnected.' })
    },
    handle: (method, handler) => void handlers.set(method, handler),
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  }
  return fake
}
