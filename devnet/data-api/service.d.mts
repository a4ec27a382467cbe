import type { DevnetChain, ServiceDefinition } from '../index.mjs'

export interface DataApiOptions {
  /** Project ids the API accepts; any other gets 403. Default `['tessera-devnet-project']`. */
  projectIds?: readonly string[] | undefined
  /** USD per whole token by symbol (ETH, DUSD, TSR, ZERO, SOL, BTC), over the defaults. */
  prices?: Readonly<Record<string, number>> | undefined
}

export interface DataApiServerOptions extends DataApiOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 0: a free port. */
  port?: number | undefined
  chains: readonly DevnetChain[]
  /** The local Solana cluster's JSON-RPC URL; without it the data API knows no Solana network. */
  solanaRpcUrl?: string | undefined
  /** The local Bitcoin regtest ledger's esplora URL; without it the data API knows no Bitcoin network. */
  bitcoinUrl?: string | undefined
  projectIds: readonly string[]
}

export interface DataApiServer {
  /** e.g. http://127.0.0.1:8790, no trailing slash. */
  readonly url: string
  close(): Promise<void>
}

/** What POST /__devnet/faults takes. */
export interface FaultSpec {
  /** status: answer an HTTP error; hang: never answer until the faults are cleared (or the client gives up);
   * malformed: 200 with a truncated JSON body; delay: answer normally after `delayMs`. */
  mode: 'status' | 'hang' | 'malformed' | 'delay'
  /** Calls whose path starts with this are affected. Default `/v1/`. */
  pathPrefix?: string
  /** Only calls with this method. Default: any. */
  method?: string
  /** How many calls the fault applies to. Default 1. */
  count?: number
  /** mode status: default 503. */
  status?: number
  /** mode status: sent as the Retry-After header (seconds or an HTTP date). */
  retryAfter?: number | string
  /** mode delay. */
  delayMs?: number
}

export interface Fault {
  id: number
  mode: FaultSpec['mode']
  pathPrefix: string
  method?: string
  /** Calls left. */
  remaining: number
  status?: number
  retryAfter?: number | string
  delayMs?: number
}

export interface Identity {
  /** Checksummed. */
  address: `0x${string}`
  name: string
  avatar: string | null
  /** Unix seconds. */
  registered: number
  updated: number
}

/** One data API call as the server saw it (controls under /__devnet/ and CORS preflights are not logged). */
export interface LoggedRequest {
  /** Increasing from 1 for the server's lifetime, reset included. */
  id: number
  /** Arrival, ms since the epoch. */
  at: number
  method: string
  path: string
  query: Record<string, string>
  /** The calling page's origin; null for a call from Node. */
  origin: string | null
  /** Parsed JSON, or the first 200 characters of a body that is not JSON. */
  body?: unknown
  /** null until answered (and forever for a call whose client gave up). */
  status: number | null
  fault?: FaultSpec['mode']
  /** The client disconnected before an answer. */
  aborted?: true
}

export declare const DEFAULT_DATA_API_PORT: 8790
export declare const DATA_API_PORT_ENV: 'DEVNET_DATA_API_PORT'
export declare const DEFAULT_PROJECT_IDS: readonly string[]
export declare const DEFAULT_PRICES: Readonly<Record<string, number>>
/** The name seeded for the e2e test wallet's first address. */
export declare const SEEDED_NAME: string

export declare function dataApiService(options: DataApiOptions & { port: number }): ServiceDefinition
export declare function startDataApiServer(options: DataApiServerOptions): Promise<DataApiServer>
