import type { DataApiOptions } from './data-api/service.mjs'
import type { BitcoinLedgerInfo } from './bitcoin/service.mjs'
import type { SolanaClusterInfo } from './solana/service.mjs'
import type { CosmosRestInfo } from './cosmos/service.mjs'
import type { DevnetToken } from './tokens.mjs'
import type { MailInfo } from './mail/index.mjs'
import type { AuthInfo } from './auth/index.mjs'
import type { FrameInfo } from './frame/index.mjs'
import type { BundlerInfo } from './bundler/index.mjs'
import type { OidcInfo } from './oidc/index.mjs'

export type { DevnetToken } from './tokens.mjs'
export type { DataApiOptions } from './data-api/service.mjs'
export type { SolanaClusterInfo } from './solana/service.mjs'
export type { BitcoinLedgerInfo } from './bitcoin/service.mjs'
export type { CosmosRestInfo } from './cosmos/service.mjs'
export type { MailInfo } from './mail/index.mjs'
export type { AuthInfo } from './auth/index.mjs'
export type { FrameInfo } from './frame/index.mjs'
export type { BundlerInfo } from './bundler/index.mjs'
export type { OidcInfo } from './oidc/index.mjs'

/** The second RPC URL of each chain, in front of its anvil, and where a test slows or fails it (devnet/rpc-proxy.mjs). */
export interface RpcProxyInfo {
  readonly url: string
  /** POST { mode: 'ok' | 'slow' | 'fail', delayMs?, chainId? }; GET: the modes and the calls served by method. */
  readonly controlUrl: string
  /** By chain id: `<url>/<chain id>`. */
  readonly urls: Readonly<Record<number, string>>
}

/** A local EVM chain as a wallet or the kit sees it. */
export interface DevnetChain {
  readonly id: number
  readonly name: string
  readonly rpcUrl: string
}

/** What runs, where: one entry per service (chains included), for printing and for tests. */
export interface DevnetServiceInfo {
  readonly name: string
  readonly url: string
  readonly chain?: DevnetChain | undefined
}

export interface Devnet {
  readonly chains: readonly DevnetChain[]
  /** ERC-20s deployed on every chain at start, at the same addresses on each. */
  readonly tokens: readonly DevnetToken[]
  /** The local Solana cluster (also `services.solana`, whose `url` is the RPC URL); undefined with `solana: false`. */
  readonly solana: SolanaClusterInfo | undefined
  /** The local Bitcoin regtest ledger's esplora API (also `services.bitcoin`); undefined with `bitcoin: false`. */
  readonly bitcoin: BitcoinLedgerInfo | undefined
  /** The local Cosmos chain's REST endpoint (also `services.cosmos`); undefined with `cosmos: false`. */
  readonly cosmos: CosmosRestInfo | undefined
  /** The mail catch-all: the mailbox page (also `services.mail.url`) and its SMTP port; undefined with `mail: false`. */
  readonly mail: MailInfo | undefined
  /** The embedded wallet's auth service (also `services.auth`); undefined with `auth: false`. */
  readonly auth: AuthInfo | undefined
  /** The embedded wallet's secure frame (also `services.frame`); undefined with `frame: false`. */
  readonly frame: FrameInfo | undefined
  /** The ERC-4337 bundler (also `services.bundler`), one endpoint a chain; undefined with `bundler: false`. */
  readonly bundler: BundlerInfo | undefined
  /** The chains' second RPC URLs (also `services.rpcProxy`); undefined with `rpcProxy: false`. */
  readonly rpcProxy: RpcProxyInfo | undefined
  /** The OpenID Connect issuer standing in for every social provider (also `services.oidc`); undefined with `oidc: false` or without the auth service. */
  readonly oidc: OidcInfo | undefined
  /**
   * Keyed by service key: `chainA`, `chainB`, then (unless left out) `solana`, `bitcoin`, `cosmos`, `rpcProxy`, `dataApi`, `onramp`, `bundler`, `relay`, `devWallet`, `registry`, `collector`, `mail`, `frame`, `auth`, `oidc`,
   * then any in `StartDevnetOptions.services`.
   */
  readonly services: Readonly<Record<string, DevnetServiceInfo>>
  /** Stops every process and server; safe to call more than once. */
  stop(): Promise<void>
}

export interface ServiceContext {
  readonly host: string
  /** The running chains; empty while the chains themselves start. */
  readonly chains: readonly DevnetChain[]
  /** The services started before this one, by key (e.g. `relay` for the dev wallet). */
  readonly services?: Readonly<Record<string, DevnetServiceInfo>> | undefined
}

export interface RunningService {
  readonly name: string
  readonly url: string
  readonly chain?: DevnetChain | undefined
  /** Set by the Solana cluster's service. */
  readonly solana?: SolanaClusterInfo | undefined
  /** Set by the Bitcoin ledger's service. */
  readonly bitcoin?: BitcoinLedgerInfo | undefined
  /** Set by the Cosmos REST endpoint's service. */
  readonly cosmos?: CosmosRestInfo | undefined
  /** Set by the mail catch-all's service. */
  readonly mail?: MailInfo | undefined
  /** Set by the auth service's service. */
  readonly auth?: AuthInfo | undefined
  /** Set by the secure frame's service. */
  readonly frame?: FrameInfo | undefined
  /** Set by the bundler's service. */
  readonly bundler?: BundlerInfo | undefined
  /** Set by the OpenID Connect issuer's service. */
  readonly oidc?: OidcInfo | undefined
  /** Set by the RPC proxy's service. */
  readonly rpcProxy?: RpcProxyInfo | undefined
  stop(): Promise<void>
}

/** A piece of the devnet: started after the chains, the Solana cluster and the Bitcoin ledger, stopped before them. */
export interface ServiceDefinition {
  readonly key: string
  start(context: ServiceContext): Promise<RunningService>
}

export interface StartDevnetOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Chain 31337. Default: env DEVNET_RPC_PORT_A, else 8545. */
  rpcPortA?: number | undefined
  /** Chain 31338. Default: env DEVNET_RPC_PORT_B, else 8546. */
  rpcPortB?: number | undefined
  /** How long each chain may take to answer eth_chainId. Default 15 000. */
  readyTimeoutMs?: number | undefined
  /** The Solana cluster's JSON-RPC port (WebSocket also on port + 1). Default: env DEVNET_SOLANA_PORT, else 8899. */
  solanaPort?: number | undefined
  /** false leaves the Solana cluster out (the data API then has no Solana balances). */
  solana?: false | undefined
  /** The Bitcoin regtest ledger's esplora HTTP port. Default: env DEVNET_BITCOIN_PORT, else 8794; 0 picks a free port. */
  bitcoinPort?: number | undefined
  /** false leaves the Bitcoin ledger out (the data API then has no Bitcoin balances). */
  bitcoin?: false | undefined
  /** The Cosmos chain's REST port. Default: env DEVNET_COSMOS_PORT, else 8795; 0 picks a free port. */
  cosmosPort?: number | undefined
  /** false leaves the Cosmos REST endpoint out. */
  cosmos?: false | undefined
  /** The blockchain data API's port. Default: env DEVNET_DATA_API_PORT, else 8790; 0 picks a free port. */
  dataApiPort?: number | undefined
  /** The data API's project ids and prices, or false to leave it out. */
  dataApi?: DataApiOptions | false | undefined
  /** The onramp providers' pages (Devnet Card, Devnet Pay). Default: env DEVNET_ONRAMP_PORT, else 8802; 0 picks a free port. */
  onrampPort?: number | undefined
  /** false leaves the onramp providers out (they also stay out without the data API). */
  onramp?: false | undefined
  /** The ERC-4337 bundler's port (its chains at `/<chain id>`). Default: env DEVNET_BUNDLER_PORT, else 8800; 0 picks a free port. */
  bundlerPort?: number | undefined
  /** false leaves the bundler out (the ERC-4337 contracts are still deployed on the chains). */
  bundler?: false | undefined
  /** The WalletConnect relay's port. Default: env DEVNET_RELAY_PORT, else 8792; 0 picks a free port. */
  relayPort?: number | undefined
  /** false leaves the relay out (the dev wallet then expects one on the default port). */
  relay?: false | undefined
  /** The dev wallet page's port. Default: env DEVNET_WALLET_PORT, else 8793; 0 picks a free port. */
  devWalletPort?: number | undefined
  /** false leaves the dev wallet page out. */
  devWallet?: false | undefined
  /** The wallet registry's port. Default: env DEVNET_REGISTRY_PORT, else 8791; 0 picks a free port. */
  registryPort?: number | undefined
  /** false leaves the wallet registry out. It accepts the data API's project ids. */
  registry?: false | undefined
  /** The analytics collector's port (its dashboard is at `/`). Default: env DEVNET_COLLECTOR_PORT, else 8803; 0 picks a free port. */
  collectorPort?: number | undefined
  /** false leaves the analytics collector out. */
  collector?: false | undefined
  /** The mailbox page's port. Default: env DEVNET_MAIL_PORT, else 8797; 0 picks a free port. */
  mailPort?: number | undefined
  /** The mail catch-all's SMTP port. Default: env DEVNET_MAIL_SMTP_PORT, else 8796; 0 picks a free port. */
  mailSmtpPort?: number | undefined
  /** false leaves the mail catch-all out (the auth service then sends to the SMTP port above on the devnet host). */
  mail?: false | undefined
  /** The auth service's port. Default: env DEVNET_AUTH_PORT, else 8799; 0 picks a free port. */
  authPort?: number | undefined
  /** The auth service's frame origin (default http://127.0.0.1:8798), or false to leave it out. It accepts the data API's project ids. */
  auth?: { frameOrigin?: string | undefined } | false | undefined
  /** The secure frame's port. Default: env DEVNET_FRAME_PORT, else 8798; 0 picks a free port (the auth service then admits that origin). */
  framePort?: number | undefined
  /** false leaves the secure frame out. */
  frame?: false | undefined
  /** The OpenID Connect issuer's port. Default: env DEVNET_OIDC_PORT, else 8801; 0 picks a free port. */
  oidcPort?: number | undefined
  /** false leaves the issuer out (social sign-in then answers PROVIDER_NOT_CONFIGURED). It runs only with the auth service. */
  oidc?: false | undefined
  /** The RPC proxy's port (a second RPC URL per chain at `/<chain id>`). Default: env DEVNET_RPC_PROXY_PORT, else 8810; 0 picks a free port. */
  rpcProxyPort?: number | undefined
  /** false leaves the RPC proxy out. */
  rpcProxy?: false | undefined
  /** Extra services, started in order after the chains, the Solana cluster, the Bitcoin ledger, the RPC proxy, the data API, the bundler, the relay, the dev wallet, the registry, the analytics collector, the mail catch-all, the secure frame, the auth service and the OpenID Connect issuer. */
  services?: readonly ServiceDefinition[] | undefined
}

export declare function startDevnet(options?: StartDevnetOptions): Promise<Devnet>
