import type { ServiceDefinition } from '../index.mjs'

export interface StartBitcoinLedgerOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 8794; 0 picks a free port. */
  port?: number | undefined
}

/** Where the ledger answers. */
export interface BitcoinLedgerInfo {
  /** The esplora-shaped HTTP API, e.g. http://127.0.0.1:8794 (no trailing slash). */
  readonly url: string
  readonly caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
}

export interface BitcoinLedger extends BitcoinLedgerInfo {
  close(): Promise<void>
}

export declare function startBitcoinLedger(options?: StartBitcoinLedgerOptions): Promise<BitcoinLedger>
export declare function bitcoinService(options?: { port?: number | undefined }): ServiceDefinition
