import type { RequestProvider } from '../../kernel/index.js'

/** One namespace of a session proposal, as UniversalProvider takes it. */
export interface ProposalNamespace {
  readonly chains: string[]
  readonly methods: string[]
  readonly events: string[]
  /** Reads the wallet does not answer go to these, by chain reference: never to a third-party RPC. */
  readonly rpcMap?: Record<string, string>
}

type Listener = (...args: never[]) => void

/**
 * The part of `@walletconnect/universal-provider` the plugin uses. A host's own instance (`universalProvider`)
 * is checked against it at run time; whatever it holds (`session`, event payloads) is parsed before use.
 */
export interface PairingProvider extends RequestProvider {
  readonly session?: unknown
  connect(parameters: { optionalNamespaces: Record<string, ProposalNamespace> }): Promise<unknown>
  disconnect(): Promise<void>
  /** `chain` (CAIP-2) picks the namespace and the chain the request is for. */
  request(arguments_: { readonly method: string; readonly params?: unknown }, chain?: string): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  setDefaultChain?(chain: string, rpcUrl?: string): void
  readonly client?: {
    readonly core?: unknown
    on?(event: 'session_expire', listener: (payload: { topic: string }) => void): unknown
    off?(event: 'session_expire', listener: (payload: { topic: string }) => void): unknown
  }
}

export function isPairingProvider(value: unknown): value is PairingProvider {
  if (typeof value !== 'object' || value === null) return false
  const p = value as Record<string, unknown>
  return ['connect', 'disconnect', 'request', 'on', 'removeListener'].every((key) => typeof p[key] === 'function')
}

/** Core internals the SDK leaves out of its types: read defensively, since a host may pass any version. */
export function coreOf(provider: PairingProvider): Record<string, unknown> | undefined {
  const core = provider.client?.core
  return typeof core === 'object' && core !== null ? (core as Record<string, unknown>) : undefined
}

/** Verify's flag is read at call time, so setting it after init turns the per-proposal lookups off. */
export function disableVerify(provider: PairingProvider): void {
  const verify = coreOf(provider)?.verify
  if (typeof verify === 'object' && verify !== null) (verify as { isDevEnv?: boolean }).isDevEnv = true
}

/** Without this a destroyed kit leaves a socket and a 5 s heartbeat running (and a Node process alive). */
export async function closeProvider(provider: PairingProvider): Promise<void> {
  const core = coreOf(provider)
  const relayer = core?.relayer as { transportClose?: () => Promise<void> } | undefined
  const heartbeat = core?.heartbeat as { stop?: () => void } | undefined
  try {
    await relayer?.transportClose?.()
  } catch {
    // Already closed, or never opened: nothing is left to stop.
  }
  heartbeat?.stop?.()
}


/**
 * Closes a provider the kit will not use again. Its publisher keeps re-sending an unanswered proposal for minutes,
 * each time dialling the relay anew: its relayer is told never to connect again.
 */
export async function retireProvider(provider: PairingProvider): Promise<void> {
  const relayer = coreOf(provider)?.relayer
  if (typeof relayer === 'object' && relayer !== null) {
    ;(relayer as { connect?: () => Promise<void> }).connect = () => Promise.reject(new Error('This WalletConnect client was closed'))
  }
  await closeProvider(provider)
}

/** Whether the provider's relay socket is open now. */
export function relayConnected(provider: PairingProvider): boolean {
  const relayer = coreOf(provider)?.relayer
  return typeof relayer === 'object' && relayer !== null && (relayer as { connected?: unknown }).connected === true
}

/**
 * Opens the relay socket ahead of a pairing, so the first pairing does not wait for it. The SDK's public opener
 * skips a client with no topics yet (every new visitor), so this reaches for the one the SDK itself uses.
 */
export async function openRelay(provider: PairingProvider): Promise<void> {
  const relayer = coreOf(provider)?.relayer as { connected?: unknown; toEstablishConnection?: () => Promise<void> } | undefined
  if (!relayer || relayer.connected === true || typeof relayer.toEstablishConnection !== 'function') return
  await relayer.toEstablishConnection()
}
