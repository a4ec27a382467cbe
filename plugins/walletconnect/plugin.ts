import type { KitPlugin, Namespace, WalletListEntry } from '../../kernel/index.js'
import type { PairingProvider } from './provider.js'

/** The plugin's slice of the kit's state: the pairing a view shows (spec §4 pairing events). */
export interface WalletConnectState {
  /** The `wc:` URI of the pairing in progress; absent while it is being created and when none is. */
  readonly uri?: string
  /** When the URI stops being offered, on the kit's clock (ms). */
  readonly expiresAt?: number
  readonly status: 'idle' | 'pairing' | 'expired' | 'error'
  /** The failure's short message, with status 'error'. */
  readonly error?: string
}

export interface PairOptions {
  /** Aborting gives up waiting; the pairing itself is dropped once nobody waits for it any more. */
  readonly signal?: AbortSignal
  /** A screen shows the URI: replace it with a fresh one when it expires (a caller without a screen gets an error). */
  readonly refresh?: boolean
  /** The registry wallet being paired, remembered as the connected wallet's name and id. */
  readonly wallet?: WalletListEntry
}

/** What the plugin's views and other plugins use: `ctx.services.use('walletconnect')` (`usePluginContext()` in a view). */
export interface WalletConnectService {
  /** Starts a pairing, or joins the one in progress; resolves once a wallet approved a session (at once if one exists). */
  pair(options?: PairOptions): Promise<void>
  /** When a new attempt is allowed after a failure (spec §9: 1 s later), on the kit's clock; undefined when it is now. */
  retryAllowedAt(): number | undefined
  /**
   * What to pass `connect` for the session: the WalletConnect connector of the namespace asked for, else of the
   * active one, else of any the session covers. Undefined with no adapter (basic pairing: the host reads the session).
   */
  connectTarget(namespace?: Namespace): { readonly connectorId: string; readonly namespace: Namespace } | undefined
  /** The shared UniversalProvider, created on first use. */
  getProvider(): Promise<PairingProvider>
}

/** The wallet app a visitor on a phone chose, remembered without the pairing URI (spec §3 deep-link choice). */
export interface DeepLinkChoice {
  readonly name: string
  readonly href: string
}

declare module '../../kernel/types.js' {
  interface KitState {
    walletconnect: WalletConnectState
  }
  interface KitServices {
    walletconnect: WalletConnectService
  }
  interface KitViews {
    /** Spec §2: a QR code any WalletConnect wallet scans. */
    ConnectingWalletConnectBasic: undefined
    /** Spec §2: pairing with one wallet of a directory; the wallet travels in the params. */
    ConnectingWalletConnect: { wallet: WalletListEntry }
  }
}

declare module '../../kernel/context.js' {
  interface KitStorageKeys {
    deeplink_choice: DeepLinkChoice
  }
}

/** A key-value store for the WalletConnect client's own records (sessions, keys, pairings). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export interface WalletConnectParameters {
  /** The relay's WebSocket URL; the WalletConnect SDK's own default when absent. */
  readonly relayUrl?: string
  /**
   * WalletConnect's Verify API (a lookup, and in browsers a hidden frame, per proposal and request) (default true).
   * Off makes pairings work without reaching Verify's servers: local relays, offline tests.
   */
  readonly verify?: boolean
  /** How long a pairing waits for its connection link before it ends with an error (default 15 s). */
  readonly pairingTimeoutMs?: number
  /** The dapp as wallets show it; the kit's `metadata` (then the page's title and origin) when absent. */
  readonly metadata?: { readonly name: string; readonly description?: string; readonly url?: string; readonly icons?: readonly string[] }
  /** The SDK's usage pings (default false: the kit contacts no host the page's owner did not name). */
  readonly telemetry?: boolean
  /** The WalletConnect client's storage; the SDK's default (IndexedDB in browsers, memory in Node) when absent. */
  readonly storage?: WalletConnectStorage
  /** Prefix of the WalletConnect client's storage keys (default: the kit's storage namespace, none for the first kit). */
  readonly storagePrefix?: string
  /**
   * The host's own UniversalProvider, shared with its other code (the kit's `universalProvider` option, spec §3,
   * means the same). Its pairings and session are followed; it is not closed on destroy.
   */
  readonly universalProvider?: PairingProvider
  /** The host starts pairings on its provider and the kit shows their URIs (`manualWCControl`, spec §3). */
  readonly manualControl?: boolean
  /**
   * What to ask a wallet for in a namespace no adapter describes: basic pairing, where the host reads the session
   * from the provider itself. Namespaces with an adapter use the adapter's methods and events.
   */
  readonly namespaces?: Partial<Record<Namespace, { readonly methods: readonly string[]; readonly events: readonly string[] }>>
}

/**
 * Remote wallets through a WalletConnect pairing: one pairing serves every namespace that has an adapter, each
 * through its own `WALLET_CONNECT` connector (id `walletConnect` in each). The descriptor is all a
 * host's entry chunk carries; the connectors register with the kit's runtime, the UniversalProvider loads on the
 * first connect (or on a reconnect with a stored session), the QR encoder and views on first render.
 */
export function walletConnect(parameters: WalletConnectParameters = {}): KitPlugin<'walletconnect'> {
  return {
    id: 'walletconnect',
    ownsOptions: ['universalProvider', 'manualWCControl'],
    setup: async (ctx) => (await import('./setup.js')).setupWalletConnect(ctx, parameters),
  }
}
