import type { ServiceDefinition } from '../index.mjs'

export interface StartSolanaClusterOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 8899; 0 picks a free port. */
  port?: number | undefined
  /** The extra WebSocket port. Default: port + 1, or a free port when `port` is 0. */
  wsPort?: number | undefined
}

/** Where the cluster answers. */
export interface SolanaClusterInfo {
  /** HTTP JSON-RPC (WebSocket subscriptions on the same port too). */
  readonly rpcUrl: string
  /** WebSocket subscriptions on the extra port. */
  readonly wsUrl: string
  readonly caipNetworkId: `solana:${string}`
}

export interface SolanaCluster extends SolanaClusterInfo {
  close(): Promise<void>
}

export declare function startSolanaCluster(options?: StartSolanaClusterOptions): Promise<SolanaCluster>
export declare function solanaService(options?: { port?: number | undefined }): ServiceDefinition
