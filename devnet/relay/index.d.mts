import type { ServiceDefinition } from '../index.mjs'

export interface StartRelayOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 8792; 0 picks a free port. */
  port?: number | undefined
  /** The relay's clock (ms), for publish times and ttl expiry. Default Date.now. */
  now?: (() => number) | undefined
}

/** One request a client sent, in arrival order. */
export interface RelayLogEntry {
  /** ms, on the relay's clock. */
  readonly at: number
  /** The `iss` of the client's auth JWT (did:key:…). */
  readonly clientId: string
  readonly method: string
  readonly params: unknown
}

/** A message the relay holds for a topic until `expiresAt`. */
export interface StoredMessage {
  readonly topic: string
  readonly message: string
  readonly tag: number
  readonly publishedAt: number
  readonly expiresAt: number
  readonly publisherId: string
}

export interface Relay {
  /** ws://host:port, the `relayUrl` for both sides. */
  readonly url: string
  /** Open sockets. */
  readonly connections: number
  /** True between drop() and resume(). */
  readonly dropped: boolean
  /** Requests received (the newest 5 000), a copy. */
  readonly log: readonly RelayLogEntry[]
  clearLog(): void
  /** The stored, unexpired messages of a topic. */
  messages(topic: string): readonly StoredMessage[]
  /** Sends `text` as it is, one frame to every open socket (a hostile or broken relay); returns how many got it. */
  broadcast(text: string): number
  /** Closes every socket and refuses new ones (HTTP 503) until resume(): a network outage, as clients see it. */
  drop(): Promise<void>
  resume(): void
  close(): Promise<void>
}

export declare const DEFAULT_RELAY_PORT: number
export declare const RELAY_PORT_ENV: string

/**
 * A WalletConnect v2 relay on loopback. Also answers HTTP on the same port: `GET /` (health),
 * `POST /__devnet/drop`, `POST /__devnet/resume`, `GET /__devnet/log`, `DELETE /__devnet/log`,
 * `POST /__devnet/broadcast` (the body, sent raw to every socket).
 */
export declare function startRelay(options?: StartRelayOptions): Promise<Relay>
/** The relay as the devnet service `relay`. Port: option, else env DEVNET_RELAY_PORT, else 8792. */
export declare function relayService(options?: { port?: number | undefined }): ServiceDefinition
/** The client id (JWT `iss`) from a relay connection URL, or undefined. */
export declare function clientIdFrom(url: string): string | undefined
