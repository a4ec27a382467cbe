import type { Fault, FaultSpec, Identity, LoggedRequest } from './service.mjs'

export interface DataApiInfo {
  projectIds: string[]
  chains: { caipNetworkId: string; name: string; rpcUrl: string }[]
  nativeCurrency: { name: string; symbol: string; decimals: number }
  tokens: { symbol: string; name: string; decimals: number; address: `0x${string}` }[]
  prices: Record<string, number>
  faults: Fault[]
}

export interface DataApiControls {
  readonly url: string
  info(): Promise<DataApiInfo>
  /** Applies to the next `count` (default 1) calls whose path starts with `pathPrefix` (default /v1/). */
  injectFault(spec: FaultSpec): Promise<Fault>
  faults(): Promise<Fault[]>
  /** Drops all faults; requests held by `hang` are then answered normally. Resolves to how many were held. */
  clearFaults(): Promise<number>
  /** Faults cleared (held requests answered), prices and names as seeded, request log emptied. */
  reset(): Promise<void>
  /** USD per whole token; symbol ETH, DUSD, TSR or ZERO. */
  setPrice(symbol: string, price: number): Promise<void>
  setIdentity(address: string, identity: { name: string; avatar?: string | null }): Promise<Identity>
  clearIdentity(address: string): Promise<boolean>
  /** The address's balance then lists `count` filler tokens (FILL0…, 1 token at $0.01 each, no icon) after its real
   * ones, on every chain asked for: a huge answer on demand. 0 (or reset) removes them. */
  setExtraTokens(address: string, count: number): Promise<void>
  requests(filter?: { pathPrefix?: string; sinceId?: number }): Promise<LoggedRequest[]>
  clearRequests(): Promise<void>
}

/** http://127.0.0.1:8790, or the port in env DEVNET_DATA_API_PORT. */
export declare function defaultDataApiUrl(): string
export declare function dataApiControls(baseUrl?: string): DataApiControls
