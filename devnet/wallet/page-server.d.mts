import type { DevnetChain, ServiceDefinition } from '../index.mjs'

/** What the page loads from /config.json. Every key in it is public test data. */
export interface DevWalletPageConfig {
  readonly relayUrl: string
  readonly projectId: string
  readonly chains: readonly { readonly id: number; readonly name: string; readonly rpcUrl: string }[]
  readonly accounts: readonly { readonly label: string; readonly address: `0x${string}`; readonly privateKey: `0x${string}` }[]
  /** The solana namespace's key (a 32-byte Ed25519 seed in hex) and the local cluster. */
  readonly solana: {
    readonly label: string
    readonly address: string
    readonly seed: string
    readonly chain: { readonly id: `solana:${string}`; readonly name: string; readonly rpcUrl: string }
  }
  /** The bip122 mnemonic and the regtest ledger (esplora API) sendTransfer posts to. */
  readonly bitcoin: { readonly label: string; readonly mnemonic: string; readonly esploraUrl: string }
  /** The polkadot sr25519 secret URI. */
  readonly polkadot: { readonly label: string; readonly suri: string }
  /** The cosmos secp256k1 private key (hex). */
  readonly cosmos: { readonly label: string; readonly privateKey: string }
}

export interface StartDevWalletPageOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 8793; 0 picks a free port. */
  port?: number | undefined
  relayUrl: string
  /** Default 'tessera-devnet-project'. */
  projectId?: string | undefined
  chains: readonly DevnetChain[]
  /** The Solana cluster's JSON-RPC. Default http://host:8899 (env DEVNET_SOLANA_PORT). */
  solanaRpcUrl?: string | undefined
  /** The Bitcoin regtest ledger's esplora API. Default http://host:8794 (env DEVNET_BITCOIN_PORT). */
  bitcoinEsploraUrl?: string | undefined
}

export interface DevWalletPage {
  /** http://host:port: the page; `/wc?uri=wc:…` pairs at once. */
  readonly url: string
  readonly config: DevWalletPageConfig
  /** Bundles the page's script now rather than on its first request. */
  build(): Promise<void>
  close(): Promise<void>
}

export declare const DEFAULT_DEV_WALLET_PORT: number
export declare const DEV_WALLET_PORT_ENV: string
export declare function devWalletAccounts(): DevWalletPageConfig['accounts'][number][]
export declare function devWalletSolanaAccount(): { label: string; address: string; seed: string }
/** The init script of the Solana browser wallet served at /solana-wallet.js (dev account 3, confirm dialogs). */
export declare function solanaBrowserWalletScript(rpcUrl: string): string
export declare function devWalletOtherAccounts(
  host: string,
  esploraUrl: string | undefined,
): Pick<DevWalletPageConfig, 'bitcoin' | 'polkadot' | 'cosmos'>
export declare function startDevWalletPage(options: StartDevWalletPageOptions): Promise<DevWalletPage>
/** The page as the devnet service `devWallet`. Port: option, else env DEVNET_WALLET_PORT, else 8793. */
export declare function devWalletService(options?: { port?: number | undefined }): ServiceDefinition
