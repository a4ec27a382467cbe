import type { KitPlugin, WalletListEntry } from '../../kernel/index.js'
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

/** What the plugin's views (and a host's own UI) use; `kit.services.use('walletconnect')`. */
export interface WalletConnectService {
  /** Starts a pairing, or joins the one in progress; resolves once a wallet approved a session (at once if one exists). */
  pair(options?: PairOptions): Promise<void>
  /** When a new attempt is allowed after a failure (spec §9: 1 s later), on the kit's clock; undefined when it is now. */
  retryAllowedAt(): number | undefined
  /** The WalletConnect connector of a namespace (the active one by default), for `kit.connect`. */
  connectorId(namespace?: string): string | undefined
  /** The shared UniversalProvider, created on first use. */
  getProvider(): Promise<PairingProvider>
}

declare module '../../kernel/types.js' {
  interface KitState {
    walletconnect: WalletConnectState
  }
  interface KitServices {
    walletconnect: WalletConnectService
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
  /** The dapp as wallets show it; the kit's `metadata` (then the page's title and origin) when absent. */
  readonly metadata?: { readonly name: string; readonly description?: string; readonly url?: string; readonly icons?: readonly string[] }
  /** The SDK's usage pings (default false: the kit contacts no host the page's owner did not name). */
  readonly telemetry?: boolean
  /** The WalletConnect client's storage; the SDK's default (IndexedDB in browsers, memory in Node) when absent. */
  readonly storage?: WalletConnectStorage
  /** Prefix of the WalletConnect client's storage keys, so two kits on one origin keep separate sessions. */
  readonly storagePrefix?: string
}

/**
 * Remote wallets through a WalletConnect pairing: one pairing serves every namespace that has an adapter, each
 * through its own `WALLET_CONNECT` connector (`walletConnect`, `walletConnect:solana`, …). The descriptor is all a
 * host's entry chunk carries; the connectors register with the kit's runtime, the UniversalProvider loads on the
 * first connect (or on a reconnect with a stored session), the QR encoder and views on first render.
 */
export function walletConnect(parameters: WalletConnectParameters = {}): KitPlugin<'walletconnect'> {
  return {
    id: 'walletconnect',
    setup: async (ctx) => (await import('./setup.js')).setupWalletConnect(ctx, parameters),
  }
}
