import type { ServiceDefinition } from '../index.mjs'

/** One wallet as `GET /getWallets` lists it (the hosted Explorer API's shape). */
export interface RegistryWallet {
  /** sha256 of the name, 64 hex digits. */
  readonly id: string
  readonly name: string
  readonly homepage: string
  /** For GET /getWalletImage/{image_id}. */
  readonly image_id: string
  /** Display order: 10, 20, 30, … */
  readonly order: number
  readonly mobile_link: string | null
  readonly desktop_link: string | null
  readonly webapp_link: string | null
  readonly app_store: string | null
  readonly play_store: string | null
  readonly rdns: string | null
  /** CAIP-2 ids. */
  readonly chains: readonly string[]
  readonly injected: readonly { readonly namespace: string; readonly injected_id: string }[] | null
  readonly badge_type: 'certified' | 'none'
}

export interface RegistryLogEntry {
  /** ms since the epoch. */
  readonly at: number
  readonly method: string
  readonly path: string
  readonly query: Readonly<Record<string, string>>
  readonly status: number
  readonly origin: string | null
}

export interface StartRegistryOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 8791; 0 picks a free port. */
  port?: number | undefined
  /** Project ids answered; any other gets 403. Default ['tessera-devnet-project']. */
  projectIds?: readonly string[] | undefined
  /** What GET /projects/v1/origins lists (origin patterns, `*` for any part). Default DEFAULT_ALLOWED_ORIGINS. */
  allowedOrigins?: readonly string[] | undefined
  /** The dev wallet page: the `webapp_link` of the "Tessera Dev Wallet" entry. Default http://127.0.0.1:8793/. */
  devWalletUrl?: string | undefined
}

export interface Registry {
  /** http://host:port, no trailing slash. */
  readonly url: string
  /** The whole fixture, in display order. */
  readonly wallets: readonly RegistryWallet[]
  /** API requests answered (the newest 5 000; not preflights or controls), a copy. */
  readonly log: readonly RegistryLogEntry[]
  clearLog(): void
  /** The next `count` API requests fail with `status` (default 503). */
  failNext(count: number, status?: number): void
  /**
   * Lists the wallet named `name` with `image_url` set to `imageUrl` instead of its image id (a third party's image,
   * as a registry might list); undefined restores it.
   */
  setWalletImageUrl(name: string, imageUrl: string | undefined): void
  /**
   * What GET /projects/v1/origins lists from now on (throws on an entry that is not an origin pattern); undefined
   * restores the start's list.
   */
  setAllowedOrigins(origins: readonly string[] | undefined): void
  /** What getAnalyticsConfig answers for the project from now on (every project starts enabled). */
  setAnalyticsEnabled(projectId: string, enabled: boolean): void
  close(): Promise<void>
}

export declare const DEFAULT_REGISTRY_PORT: number
export declare const REGISTRY_PORT_ENV: string
/** The only project id the devnet's registry (and data API) accept by default. */
export declare const DEVNET_PROJECT_ID: string
/** ['http://127.0.0.1:*', 'http://localhost:*', 'https://*.example.com'] */
export declare const DEFAULT_ALLOWED_ORIGINS: readonly string[]

/**
 * GET /getWallets?projectId&st&sv&page&entries&include&exclude&chains&search&badge_type → { count, data },
 * GET /getWalletImage/{image_id}, /public/getAssetImage/{id}, /public/getCurrencyImage/{id}, /public/getTokenImage/{id}
 * (SVG), GET /projects/v1/origins → { allowedOrigins }, GET /getAnalyticsConfig → { isAnalyticsEnabled } (true unless a test turned the project off).
 * Controls for tests in another process: POST /__devnet/fail?count=N&status=503, GET|DELETE /__devnet/log,
 * POST /__devnet/wallet-image?name=<wallet name>&url=<image URL>, DELETE /__devnet/wallet-image (every wallet restored),
 * PUT /__devnet/origins?origin=<pattern>&origin=… (what projects/v1/origins lists; none: an empty list),
 * DELETE /__devnet/origins (the start's list), PUT /__devnet/analytics?projectId=…&enabled=true|false (getAnalyticsConfig's answer).
 */
export declare function startRegistry(options?: StartRegistryOptions): Promise<Registry>
/** The registry as the devnet service `registry`. Port: option, else env DEVNET_REGISTRY_PORT, else 8791. */
export declare function registryService(options?: {
  port?: number | undefined
  /** Default ['tessera-devnet-project']. */
  projectIds?: readonly string[] | undefined
}): ServiceDefinition
